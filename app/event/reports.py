"""Leaves reported at the table: the rules, the seat codes, and the judge called when nobody confirms.

The rule (``event.reports``, the judge's setting): a table reports a leave (``result.report``: who
leave, together, from the table device or a player's phone), another player at that table confirms it
(``result.confirm``: a seat other than the one that reported), and only then is it the leave, with
``player.out``'s points, at the moment it was reported. The desk sees the report at once, may confirm it
itself, or overrule it (``result.overrule``, with the judge's reason). A report left unconfirmed for the
rule's ``confirm_ms`` goes to the judge: the session writes a ``call.raise`` with the reason "report" at
that very moment, as it writes the clocks' own leaves.

The moment of the leave is the report's: the players left when they said so, not when someone got round
to confirming. The clocks cannot go back, though: if the table's timers moved after the report (a Done
tapped meanwhile), the leave is taken at the table's latest clock moment instead (``leave_moment``).

Seat codes: a player's phone acts for its seat with a short code the table device shows (and nothing
else does). Each is drawn from the rule's secret, kept in the log like the check-in code, for the round,
table and player, so it changes every round and a code seen at one table opens no other seat. Setting the
rule again draws a new secret: every code shown so far stops working.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any

from ..check_in_rule import CODE_LETTERS
from .state import EventState, Report, ReportRule, Table

SEAT_CODE_LENGTH = 5  # 25⁵ ≈ 9.8 million per seat, against a phone's few guesses a second
VIA = ("device", "phone", "desk")


def report_rule_of(data: Any) -> ReportRule | None:
    """The rule as ``event.create`` and ``event.reports`` store it (None: the tables do not report)."""
    if not isinstance(data, dict):
        return None
    return ReportRule(data["confirm_seconds"] * 1000, data["phones"], data["secret"])


def rule(state: EventState) -> ReportRule | None:
    return state.settings.reports if state.settings is not None else None


def draw_secret() -> str:
    return secrets.token_hex(16)


def seat_code(secret: str, round_: int, table: int, player: str) -> str:
    """The code a phone gives to act for ``player``'s seat at ``table`` in round ``round_``."""
    digest = hmac.new(secret.encode(), f"{round_}/{table}/{player}".encode(), hashlib.sha256).digest()
    number = int.from_bytes(digest[:8], "big")
    letters = []
    for _ in range(SEAT_CODE_LENGTH):
        number, index = divmod(number, len(CODE_LETTERS))
        letters.append(CODE_LETTERS[index])
    return "".join(letters)


def same_seat_code(given: str, secret: str, round_: int, table: int, player: str) -> bool:
    """Whether a phone typed that seat's code (case and spaces around it aside), in constant time."""
    expected = seat_code(secret, round_, table, player).encode()
    return bool(secret) and secrets.compare_digest(given.strip().upper().encode(), expected)


def seat_codes(state: EventState, table: Table) -> dict[str, str]:
    """Every seat's code at a table (its device shows them), or nothing when phones may not take part."""
    found = rule(state)
    if found is None or not found.phones:
        return {}
    return {pid: seat_code(found.secret, table.round, table.number, pid) for pid in table.players}


def pending_at(state: EventState, round_: int, table: int) -> Report | None:
    return next((r for r in state.reports.values() if r.round == round_ and r.table == table), None)


def drop_moot_reports(state: EventState, table: Table) -> None:
    """A report waiting at the table no longer applies once one of its players left otherwise (a time-out,
    the judge's Out, the round's end, the numbers entered) or the game is over: the entry that made it
    moot is in the log, and its undo brings the report back (the fold applies it again)."""
    still = set(table.still_in)
    for seq, report in list(state.reports.items()):
        if (report.round, report.table) == (table.round, table.number) and (
                table.finished or not still.issuperset(report.players)):
            del state.reports[seq]


def leave_moment(report: Report, table: Table) -> int:
    """The report's moment, unless the table's timers moved since (the clocks cannot go back)."""
    return max(report.t, table.clock_t if table.clock is not None else 0)


def deadline(state: EventState, report: Report) -> int | None:
    found = rule(state)
    return None if found is None or report.called else report.t + found.confirm_ms


def due_report_call(state: EventState, now: int, only: tuple[int, int] | None = None) -> dict[str, Any] | None:
    """The earliest judge call an unconfirmed report has made due by ``now``, as call.raise data, or None.

    A table that already has a judge called is not called twice: the judge walking over sees the report."""
    from .actions.judge_calls import open_call_at  # the actions import this module

    best: dict[str, Any] | None = None
    for report in state.reports.values():
        if only is not None and (report.round, report.table) != only:
            continue
        due = deadline(state, report)
        if due is None or due > now or open_call_at(state, report.table) is not None:
            continue
        if best is None or due < best["t"]:
            best = {"round": report.round, "table": report.table, "reason": "report", "t": due}
    return best


def next_deadline(state: EventState, now: int) -> int | None:
    """When the next unconfirmed report goes to the judge, for the wake-up timer."""
    moments = [due for report in state.reports.values() if (due := deadline(state, report)) is not None
               and due > now]
    return min(moments) if moments else None
