"""The judge's seating constraints, and which of them a seating breaks and why.

Four kinds, each about players by id and table numbers as the judge sees them:
- ``apart``: no two of ``players`` at one table (siblings, a parent and child, team mates);
- ``fix``: ``players[0]`` sits at ``table`` (and at ``seat`` there, counted from 1, when given);
- ``accessible``: table ``table`` is an accessible table (a property, never broken itself);
- ``needs_access``: ``players[0]`` sits at an accessible table.

A player with a bye sits nowhere, so a keep-apart holds for them; a fixed table or a need for an
accessible one does not (the seating gives byes to other players first).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

APART = "apart"
FIX = "fix"
ACCESSIBLE = "accessible"
NEEDS_ACCESS = "needs_access"
KINDS = (APART, FIX, ACCESSIBLE, NEEDS_ACCESS)


@dataclass(slots=True)
class Constraint:
    id: str  # "c1", "c2", ... as the log gave it
    kind: str  # one of KINDS
    players: tuple[str, ...] = ()
    table: int | None = None
    seat: int | None = None
    reason: str = ""  # the judge's own words, shown as plain text
    added_seq: int = 0
    removed_seq: int | None = None

    @property
    def active(self) -> bool:
        return self.removed_seq is None

    @property
    def player(self) -> str:
        return self.players[0]


# Why a constraint was broken; each text is completed by ``explain`` (the seating layer knows no names).
BYE = "bye"  # the player has a bye this round
MORE_THAN_TABLES = "more_than_tables"  # more players to keep apart than tables (count: tables)
NO_SUCH_TABLE = "no_such_table"  # the fixed table is not in this round (count: tables)
TABLE_FULL = "table_full"  # more players fixed to the table than it seats (count: its seats)
NO_SUCH_SEAT = "no_such_seat"  # the fixed seat is beyond the table's size this round (count: its seats)
SEAT_TAKEN = "seat_taken"  # an earlier constraint fixes another player to that seat (players: them)
NO_ACCESSIBLE = "no_accessible"  # no table is marked accessible
ACCESSIBLE_UNUSED = "accessible_unused"  # the accessible tables are not in this round (count: tables)
FIXED_ELSEWHERE = "fixed_elsewhere"  # the player is fixed to a table that is not accessible (table: it)
ACCESSIBLE_FULL = "accessible_full"  # more players need one than the accessible tables seat (count: seats)
NO_WAY = "no_way"  # the search found no seating that keeps it beside the others
CHANGED = "changed"  # held by the seating, broken since (a move, a swap, or the constraint is newer)


@dataclass(frozen=True, slots=True)
class Broken:
    """One constraint the seating did not keep: where it stands, and why, as data."""

    constraint: str  # its id
    why: str  # one of the reasons above
    players: tuple[str, ...] = ()  # who sits where they should not (together, or away from their table)
    table: int | None = None  # where they sit (None: a bye)
    count: int = 0  # the number the reason names

    def as_data(self) -> dict[str, object]:
        return {"constraint": self.constraint, "why": self.why, "players": list(self.players), "table": self.table,
                "count": self.count}

    @classmethod
    def of_data(cls, data: dict[str, object]) -> Broken:
        players = data.get("players")
        table, count = data.get("table"), data.get("count")
        return cls(str(data.get("constraint", "")), str(data.get("why", NO_WAY)),
                   tuple(str(p) for p in players) if isinstance(players, list) else (),
                   table if isinstance(table, int) else None, count if isinstance(count, int) else 0)


def table_of(tables: Sequence[Sequence[str]]) -> dict[str, int]:
    """Player -> the number of the table they sit at (tables numbered from 1)."""
    return {p: number for number, table in enumerate(tables, start=1) for p in table}


def broken_by(tables: Sequence[Sequence[str]], byes: Sequence[str], constraints: Sequence[Constraint],
              search_failed: bool = True) -> list[Broken]:
    """The active constraints that ``tables`` (table 1 first, each in seat order) break, in constraint order.

    The reason is the first of the round's own facts that forbids the constraint (too few tables, a seat
    that does not exist, ...); if none does: ``NO_WAY`` for a seating the search made (``search_failed``),
    ``CHANGED`` for one checked later (a judge's move or swap, or a constraint added since).
    """
    where = table_of(tables)
    bye = set(byes)
    count = len(tables)
    active = [c for c in constraints if c.active]
    accessible = {c.table for c in active if c.kind == ACCESSIBLE and c.table is not None}
    in_round = {t for t in accessible if t <= count}
    fixed = {c.player: c for c in active if c.kind == FIX}
    seat_owner: dict[tuple[int, int], Constraint] = {}
    for c in active:
        if c.kind == FIX and c.seat is not None and c.table is not None:
            seat_owner.setdefault((c.table, c.seat), c)
    generic = NO_WAY if search_failed else CHANGED
    found: list[Broken] = []
    for c in active:
        if c.kind == APART:
            seated = [p for p in c.players if p in where]
            at: dict[int, list[str]] = {}
            for p in seated:
                at.setdefault(where[p], []).append(p)
            together = next(((t, ps) for t, ps in sorted(at.items()) if len(ps) > 1), None)
            if together is not None:
                why = MORE_THAN_TABLES if len(seated) > count else generic
                found.append(Broken(c.id, why, tuple(together[1]), together[0], count))
        elif c.kind == FIX:
            assert c.table is not None
            p = c.player
            if p in bye:
                found.append(Broken(c.id, BYE, (p,), None))
            elif p in where and where[p] != c.table:
                if c.table > count:
                    found.append(Broken(c.id, NO_SUCH_TABLE, (p,), where[p], count))
                else:
                    size = len(tables[c.table - 1])
                    crowd = sum(1 for f in fixed.values() if f.table == c.table and f.player in where)
                    why = TABLE_FULL if crowd > size else generic
                    found.append(Broken(c.id, why, (p,), where[p], size))
            elif p in where and c.seat is not None and tuple(tables[c.table - 1][c.seat - 1:c.seat]) != (p,):
                size = len(tables[c.table - 1])
                owner = seat_owner.get((c.table, c.seat))
                if c.seat > size:
                    found.append(Broken(c.id, NO_SUCH_SEAT, (p,), c.table, size))
                elif owner is not None and owner.id != c.id:
                    found.append(Broken(c.id, SEAT_TAKEN, owner.players, c.table))
                else:
                    found.append(Broken(c.id, generic, (p,), c.table))
        elif c.kind == NEEDS_ACCESS:
            p = c.player
            if p in bye:
                found.append(Broken(c.id, BYE, (p,), None))
            elif p in where and where[p] not in accessible:
                own = fixed.get(p)
                if not accessible:
                    why, number = NO_ACCESSIBLE, 0
                elif not in_round:
                    why, number = ACCESSIBLE_UNUSED, count
                elif own is not None and own.table not in accessible:
                    why, number = FIXED_ELSEWHERE, 0
                else:
                    seats = sum(len(tables[t - 1]) for t in in_round)
                    needy = sum(1 for n in active if n.kind == NEEDS_ACCESS and n.player in where)
                    why, number = (ACCESSIBLE_FULL, seats) if needy > seats else (generic, 0)
                found.append(Broken(c.id, why, (p,), where[p], number))
    return found
