"""The seating constraints in the judge's words: what each one says, and why a seating broke one."""

from __future__ import annotations

from ..seating import constraints as sc
from ..seating.constraints import Broken, Constraint, broken_by
from ..text import QT_TRANSLATE_NOOP, Text, joined
from .state import EventState, Round


def active_constraints(state: EventState) -> list[Constraint]:
    return [c for c in state.constraints.values() if c.active]


def _name(state: EventState, pid: str) -> str:
    player = state.players.get(pid)
    return player.name if player is not None else pid


def _names(state: EventState, ids: tuple[str, ...] | list[str]) -> str | Text:
    return joined([_name(state, p) for p in ids])


def describe_constraint(state: EventState, c: Constraint) -> Text:
    """One line: "Keep apart: Ana and Ben (siblings)", "Cai sits at table 2, seat 1", ... (``str()``: English)."""
    if c.kind == sc.APART:
        text = Text(QT_TRANSLATE_NOOP("messages", "Keep apart: {players}"), {"players": _names(state, c.players)})
    elif c.kind == sc.FIX and c.seat:
        text = Text(QT_TRANSLATE_NOOP("messages", "{player} sits at table {table}, seat {seat}"),
                    {"player": _name(state, c.player), "table": c.table, "seat": c.seat})
    elif c.kind == sc.FIX:
        text = Text(QT_TRANSLATE_NOOP("messages", "{player} sits at table {table}"),
                    {"player": _name(state, c.player), "table": c.table})
    elif c.kind == sc.ACCESSIBLE:
        text = Text(QT_TRANSLATE_NOOP("messages", "Table {table} is accessible"), {"table": c.table})
    else:
        text = Text(QT_TRANSLATE_NOOP("messages", "{player} needs an accessible table"),
                    {"player": _name(state, c.player)})
    if c.reason:
        return Text(QT_TRANSLATE_NOOP("messages", "{constraint} ({reason})"), {"constraint": text, "reason": c.reason})
    return text


def explain(state: EventState, broken: Broken) -> Text:
    """Which constraint a seating broke, where, and why, in one sentence (``str()``: English)."""
    c = state.constraints.get(broken.constraint)
    what = describe_constraint(state, c) if c is not None else Text(
        QT_TRANSLATE_NOOP("messages", "constraint {id}"), {"id": broken.constraint})
    fields: dict[str, object] = {
        "who": _names(state, list(broken.players)) if broken.players else "", "table": broken.table,
        "count": broken.count, "seat": c.seat if c is not None else None,
        "fixed_table": c.table if c is not None else None}
    why = broken.why
    if why == sc.SEAT_TAKEN:
        happened = Text(QT_TRANSLATE_NOOP("messages", "{player} is not in seat {seat}"),
                        {"player": _name(state, c.player) if c else Text(QT_TRANSLATE_NOOP("messages", "the player")),
                         "seat": fields["seat"]})
    elif c is not None and c.kind == sc.APART:
        happened = Text(QT_TRANSLATE_NOOP("messages", "{who} sit together at table {table}"), fields)
    elif why == sc.BYE:
        happened = Text(QT_TRANSLATE_NOOP("messages", "{who} has a bye this round"), fields)
    else:
        happened = Text(QT_TRANSLATE_NOOP("messages", "{who} sits at table {table}"), fields)
    if why == sc.MORE_THAN_TABLES and c is not None:
        fields["apart"] = len(c.players)
    reasons = {
        sc.MORE_THAN_TABLES: QT_TRANSLATE_NOOP("messages", "there are {apart} players to keep apart and only "
                                               "{count} tables this round") if c is not None else
        QT_TRANSLATE_NOOP("messages", "there are more players to keep apart and only {count} tables this round"),
        sc.NO_SUCH_TABLE: QT_TRANSLATE_NOOP("messages", "this round has only {count} tables"),
        sc.TABLE_FULL: QT_TRANSLATE_NOOP("messages", "more players are fixed to table {fixed_table} than its "
                                         "{count} seats"),
        sc.NO_SUCH_SEAT: QT_TRANSLATE_NOOP("messages", "table {fixed_table} has only {count} seats this round"),
        sc.SEAT_TAKEN: QT_TRANSLATE_NOOP("messages", "seat {seat} of table {fixed_table} is {who}'s, fixed earlier"),
        sc.NO_ACCESSIBLE: QT_TRANSLATE_NOOP("messages", "no table is marked accessible"),
        sc.ACCESSIBLE_UNUSED: QT_TRANSLATE_NOOP("messages", "no accessible table is in this round (it has {count} "
                                                "tables)"),
        sc.FIXED_ELSEWHERE: QT_TRANSLATE_NOOP("messages", "they are also fixed to table {elsewhere}, which is not "
                                              "accessible"),
        sc.ACCESSIBLE_FULL: QT_TRANSLATE_NOOP("messages", "more players need an accessible table than the "
                                              "accessible tables seat ({count})"),
        sc.NO_WAY: QT_TRANSLATE_NOOP("messages", "no seating was found that keeps it together with the other "
                                     "constraints"),
        sc.CHANGED: QT_TRANSLATE_NOOP("messages", "the seating kept it, but a move, a swap or a constraint added "
                                      "since changed that"),
    }
    if why == sc.FIXED_ELSEWHERE:
        fields["elsewhere"] = _fixed_table(state, broken)
    if why in reasons:
        return Text(QT_TRANSLATE_NOOP("messages", "{constraint} — not kept: {happened}, because {reason}."),
                    {"constraint": what, "happened": happened, "reason": Text(reasons[why], fields)})
    return Text(QT_TRANSLATE_NOOP("messages", "{constraint} — not kept: {happened}."),
                {"constraint": what, "happened": happened})


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
