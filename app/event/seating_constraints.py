"""The seating constraints in the judge's words: what each one says, and why a seating broke one."""

from __future__ import annotations

from ..seating import constraints as sc
from ..seating.constraints import Broken, Constraint, broken_by
from .state import EventState, Round


def active_constraints(state: EventState) -> list[Constraint]:
    return [c for c in state.constraints.values() if c.active]


def _name(state: EventState, pid: str) -> str:
    player = state.players.get(pid)
    return player.name if player is not None else pid


def _names(state: EventState, ids: tuple[str, ...] | list[str]) -> str:
    named = [_name(state, p) for p in ids]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


def describe_constraint(state: EventState, c: Constraint) -> str:
    """One line: "Keep apart: Ana and Ben (siblings)", "Cai sits at table 2, seat 1", ..."""
    if c.kind == sc.APART:
        text = f"Keep apart: {_names(state, c.players)}"
    elif c.kind == sc.FIX:
        text = f"{_name(state, c.player)} sits at table {c.table}" + (f", seat {c.seat}" if c.seat else "")
    elif c.kind == sc.ACCESSIBLE:
        text = f"Table {c.table} is accessible"
    else:
        text = f"{_name(state, c.player)} needs an accessible table"
    return text + (f" ({c.reason})" if c.reason else "")


def explain(state: EventState, broken: Broken) -> str:
    """Which constraint a seating broke, where, and why, in one sentence."""
    c = state.constraints.get(broken.constraint)
    what = describe_constraint(state, c) if c is not None else f"constraint {broken.constraint}"
    who = _names(state, list(broken.players)) if broken.players else ""
    where = f"table {broken.table}"
    table = c.table if c is not None else None
    seat = c.seat if c is not None else None
    why = broken.why
    if c is not None and c.kind == sc.APART:
        happened = f"{who} sit together at {where}"
    elif why == sc.BYE:
        happened = f"{who} has a bye this round"
    else:
        happened = f"{who} sits at {where}"
    reasons = {
        sc.MORE_THAN_TABLES: f"there are {len(c.players) if c else 'more'} players to keep apart and only "
                             f"{broken.count} tables this round",
        sc.NO_SUCH_TABLE: f"this round has only {broken.count} tables",
        sc.TABLE_FULL: f"more players are fixed to table {table} than its {broken.count} seats",
        sc.NO_SUCH_SEAT: f"table {table} has only {broken.count} seats this round",
        sc.SEAT_TAKEN: f"seat {seat} of table {table} is {who}'s, fixed earlier",
        sc.NO_ACCESSIBLE: "no table is marked accessible",
        sc.ACCESSIBLE_UNUSED: f"no accessible table is in this round (it has {broken.count} tables)",
        sc.FIXED_ELSEWHERE: f"they are also fixed to table {_fixed_table(state, broken)}, which is not accessible",
        sc.ACCESSIBLE_FULL: f"more players need an accessible table than the accessible tables seat "
                            f"({broken.count})",
        sc.NO_WAY: "no seating was found that keeps it together with the other constraints",
        sc.CHANGED: "the seating kept it, but a move, a swap or a constraint added since changed that",
    }
    if why == sc.SEAT_TAKEN:
        happened = f"{_name(state, c.player) if c else 'the player'} is not in seat {seat}"
    reason = reasons.get(why, "")
    return f"{what} — not kept: {happened}" + (f", because {reason}" if reason else "") + "."


def _fixed_table(state: EventState, broken: Broken) -> int | str:
    for c in active_constraints(state):
        if c.kind == sc.FIX and broken.players and c.player == broken.players[0]:
            return c.table if c.table is not None else "?"
    return "?"


def not_kept_now(state: EventState, rnd: Round) -> list[tuple[Broken, bool]]:
    """The active constraints the round's tables break as they stand now; True beside one the seating
    itself reported (False: broken since, by a move, a swap or a constraint added after the seating)."""
    tables = [rnd.tables[n].players for n in sorted(rnd.tables)]
    if not tables:
        return []
    reported = {b.constraint: b for b in rnd.broken}
    now = broken_by(tables, rnd.byes, active_constraints(state), search_failed=False)
    return [(reported[b.constraint], True) if b.constraint in reported else (b, False) for b in now]
