"""What the players' page and a table device show, as plain data for JSON: no HTML, no layout, no network.

The page's rows are the projector's own views and a device's view is the desk card's table model, so
the room, the phones, the projector and the card cannot disagree. Countdowns are moments (protocol.md).
The hall (``app.hall.publish``) encodes these once per change and serves the bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..steps import Steps, finish
from ..text import Text
from .actions.announce_actions import shown
from .actions.judge_calls import REASONS, open_call_at
from .agenda import estimate
from .checkin import checking_in, last_seated, not_checked_in
from .corrections import corrected_tables, corrections_note
from .projector_view import (
    find_your_table,
    standing_lines_in_steps,
    table_line,
    uses_ratings,
)
from .reports import deadline as report_deadline
from .reports import pending_at
from .reports import rule as report_rule
from .round_end_view import RoundEndModel, round_end_model
from .state import EventState, Round
from .table_view_model import Button, TableModel, table_model

JSON = dict[str, Any]
# The ratings players bring into a round, by round number: the session's memo (``EventSession.ratings_before``).
Ratings = Callable[[int], dict[str, int]]


def countdown(running: bool, left_ms: int, now: int) -> JSON:
    """A countdown as a page needs it: the moment it ends while running, else the time left."""
    return {"running": True, "ends_at": now + left_ms} if running and left_ms > 0 else \
        {"running": False, "left_ms": max(0, left_ms)}


def round_ratings(state: EventState, ratings: Ratings) -> dict[str, int] | None:
    """The ratings brought into the round being played, from the memo (None outside contribution)."""
    rnd = state.current_round
    if rnd is None or state.settings is None or state.settings.system != "contribution":
        return None
    return ratings(rnd.number)


def round_clock(rnd: Round | None, now: int, table: int | None = None) -> JSON | None:
    if rnd is None or rnd.clock is None:
        return None
    clock = rnd.clock
    at = max(now, clock.latest or now)
    left = clock.remaining_ms(at, table)
    view = countdown(clock.state == "running", left, at)
    view["state"] = clock.state
    if table is not None:
        view["extension_min"] = clock.extension_ms(table) // 60_000
    return view


def standings_rows(state: EventState) -> list[JSON]:
    return finish(standings_rows_in_steps(state))


def standings_rows_in_steps(state: EventState) -> Steps[list[JSON]]:
    """``standings_rows``, a step at a time (``app.steps``): a window builds them between its paints."""
    lines = yield from standing_lines_in_steps(state)
    return [{"rank": s.rank, "name": s.name, "total": s.total, "wins": s.wins, "games": s.games,
             "dropped": s.dropped, "corrected": s.corrected,
             **({"final": s.final, "final_place": s.final_place} if s.final else {})} for s in lines]


def hall_parts(state: EventState, now: int, *, standings: list[JSON] | None = None,
               tables: frozenset[int] | None = None, ratings: dict[str, int] | None = None) -> dict[str, Any]:
    """The players' page in parts, so a change sends only what it changed.

    "head" (event, round, round clock), "find" (everyone's table), "standings" and "tN" for table N.
    ``tables``: only those tables' parts (None: every part, "find" included); ``standings``: rows to
    send (left out when None: the page keeps the ones it has); ``ratings``: ``round_ratings``.
    """
    rnd = state.current_round
    settings = state.settings
    parts: dict[str, Any] = {
        "head": {"event": settings.name if settings else "", "round": rnd.number if rnd else None,
                 "started": bool(rnd and rnd.started_at is not None), "clock": round_clock(rnd, now),
                 "ratings": uses_ratings(state), "corrections": corrections_note(state),
                 # the same note's tables, [[round, table], ...]: the page says it in the phone's language
                 "corrected": [[table.round, table.number] for table in corrected_tables(state)],
                 "announcements": announcements(state), "ends": ends(state),
                 # names of the players not checked in for the round whose check-in is open ([] when none)
                 "not_checked_in": [state.players[p].name for p in not_checked_in(state)]},
    }
    if tables is None:
        parts["find"] = [{"name": s.name, "table": s.table, "game": s.game} for s in find_your_table(state)]
    if standings is not None:
        parts["standings"] = standings
    if rnd is not None and (tables is None or tables):
        chosen = [rnd.tables[n] for n in sorted(rnd.tables) if tables is None or n in tables]
        for line in (table_line(state, table, ratings) for table in chosen):
            parts[f"t{line.number}"] = {
                "number": line.number, "game": line.game, "started": line.started, "finished": line.finished,
                "players": [{"name": p.name, "status": p.status, "points": p.points, "place": p.place}
                            for p in line.players],
                "clock": round_clock(rnd, now, line.number),
                # who the table reported out, awaiting a confirmation ([] when nothing waits)
                "reported": reported_names(state, rnd.number, line.number),
                # the round's end at the table, the very field its device gets (None while it plays on)
                "round_end": None if line.finished else round_end_view(
                    round_end_model(state, rnd.tables[line.number], now)),
            }
    return parts


def reported_names(state: EventState, round_: int, number: int) -> list[str]:
    report = pending_at(state, round_, number)
    return [] if report is None else [state.players[p].name for p in report.players if p in state.players]


def check_in_here(state: EventState, number: int) -> list[JSON]:
    """The players a device at table ``number`` may check in while the round's check-in is open (those who
    last sat there, in their seats' order), each with whether they have; [] otherwise."""
    rnd = state.current_round
    if rnd is None or not checking_in(state, rnd):
        return []
    last = last_seated(state)
    table = last.tables.get(number) if last is not None else None
    if table is None:
        return []
    return [{"name": state.players[p].name, "here": p in rnd.checked_in}
            for p in table.players if not state.players[p].dropped]


def ends(state: EventState) -> JSON | None:
    """The agenda's estimated end, as a page counts it on: ``after_ms`` beyond the round clock's time
    left when ``clock``, else beyond the message's "now" (None: no agenda, or the event is over)."""
    found = estimate(state)
    return None if found is None else {"after_ms": found.after_ms, "clock": found.clock}


def announcements(state: EventState) -> list[JSON]:
    """The announcements up now, latest first: a page shows each until its reader taps OK (by id)."""
    return [{"id": a.id, "text": a.text, "t": a.t} for a in shown(state)]


def table_view(state: EventState, number: int, now: int, ratings: dict[str, int] | None = None) -> JSON:
    """One table for its device: who is in, each player's timers, the decision, the pause vote.

    Built from the table's view model (``table_model``), the very one the desk's card paints, with the
    ratings the publisher read once from the session's memo (``round_ratings``)."""
    rnd = state.current_round
    table = rnd.tables.get(number) if rnd is not None else None
    if rnd is None or table is None:
        return {"round": rnd.number if rnd else None, "table": number, "seated": False,
                "announcements": announcements(state), "check_in": check_in_here(state, number)}
    # The clocks are read no earlier than their last entry (a page counts on from there).
    at = max(now, table.clock.latest or now) if table.clock is not None else now
    return device_view(state, table_model(state, table, at, ratings=ratings), round_clock(rnd, now, number))


def round_end_view(model: RoundEndModel) -> JSON | None:
    """How the round ends at the table, once its time is up (None before): the page counts a capped
    last-turn phase on to ``clock.ends_at`` as it counts the round's."""
    if not model.visible:
        return None
    clock: JSON | None = None
    if model.ends_at is not None:
        clock = {"running": True, "ends_at": model.ends_at}
    elif model.ms_left is not None:
        clock = {"running": False, "left_ms": model.ms_left}
    return {"stage": model.stage, "text": model.text, "turns_left": model.turns_left,
            "judge_ends": model.judge_ends, "by_number": model.by_number, "clock": clock}


def report_view(state: EventState, round_: int, number: int) -> JSON | None:
    """Whether the table reports its leaves, and the report waiting there (no seat code: this view is public)."""
    found = report_rule(state)
    if found is None:
        return None
    report = pending_at(state, round_, number)
    due = None if report is None else report_deadline(state, report)
    return {"phones": found.phones, "pending": None if report is None else {
        "id": report.id, "players": list(report.players), "by": report.by, "via": report.via, "t": report.t,
        "due": due}}


def device_view(state: EventState, model: TableModel, clock: JSON | None) -> JSON:
    """A table device's view of ``model`` (and of its round's clock, ``clock``), as plain JSON."""
    rules = state.settings.rules if state.settings else None
    clock_view = model.clock
    view: JSON = {
        "round": model.round, "table": model.number, "seated": True, "game": model.game,
        "started": model.started, "finished": model.finished,
        "clock": clock,
        "timers": clock_view is not None,
        "decisions": [{"key": key, "label": kind.label} for key, kind in rules.decisions.items()]
        if rules is not None and clock_view is not None else [],
    }
    players = []
    for row in model.rows:
        player: JSON = {"id": row.pid, "name": row.name, "status": row.status, "points": row.points or ""}
        if clock_view is not None:
            pv = clock_view.player(row.pid)
            player["main"] = countdown(pv.counting == "main", pv.main_ms, clock_view.at)
            player["aux"] = None if pv.aux_ms is None else countdown(pv.counting == "aux", pv.aux_ms, clock_view.at)
            if pv.counting == "aux":
                player["main"]["after_aux"] = True  # main counts down once the auxiliary time is used up
            player["deciding"] = pv.deciding
            player["warning"] = pv.warning
        players.append(player)
    view["players"] = players
    view["buttons"] = buttons(state, model)
    call = open_call_at(state, model.number)  # the page counts its age on from the message's "now"
    view["call"] = None if call is None else {"reason": REASONS[call.reason], "t": call.t, "taken_by": call.taken_by}
    view["announcements"] = announcements(state)
    view["reports"] = report_view(state, model.round, model.number)
    view["round_end"] = round_end_view(model.round_end)
    if clock_view is not None:
        decision = clock_view.decision
        vote = clock_view.vote
        view.update({
            "held": clock_view.held,
            "pause": clock_view.pause,
            "decision": None if decision is None else {"player": decision.player, "label": decision.label},
            "vote": None if vote is None else {
                "by": vote.requested_by, "yes": list(vote.yes), "needed": vote.needed,
                **countdown(vote.ends_at is not None, vote.left_ms, clock_view.at)},
            "pause_clock": None if clock_view.pause_left_ms is None else countdown(
                clock_view.pause_ends_at is not None, clock_view.pause_left_ms, clock_view.at),
            "resume_requests": list(clock_view.resume_requests),
            # The table's judge time (TimerRules.judge_time): counting while a judge's call stops the clocks.
            # A count up: from "since" while running, else "ms" so far.
            "judge_time": None if not (clock_view.judge_called or clock_view.judge_ms) else
            {"running": True, "since": clock_view.at - clock_view.judge_ms} if clock_view.judge_called else
            {"running": False, "ms": clock_view.judge_ms},
        })
    return view


def _offer(button: Button) -> str:
    return "hidden" if not button.visible else ("on" if button.enabled else "off")


def buttons(state: EventState, model: TableModel) -> JSON:
    """Which buttons a device offers, from the same table model as the desk's card (one copy of the rules):
    "on", "off" (shown, not allowed now) or "hidden", per player and for the table."""
    decisions = set(state.settings.rules.decisions) if state.settings is not None and model.clock else set()
    rows: JSON = {}
    for row in model.rows:
        menu = {choice.key: choice for choice in row.menu}
        pause = menu.get("pause")
        auction = menu.get("auction")
        rows[row.pid] = {
            "out": _offer(row.out),
            "decide": _offer(row.decide),
            "kinds": [choice.key for choice in row.menu if choice.key in decisions and choice.enabled],
            "auction": "hidden" if auction is None or not row.out.visible else
            ("on" if auction.enabled else "off"),
            "pause": _offer(row.pause) if pause is None else
            ("hidden" if not row.decide.visible else ("on" if pause.enabled else "off")),
            "yes": _offer(row.yes), "no": _offer(row.no), "resume": _offer(row.resume),
        }
    return {"rows": rows, "done": _offer(model.done), "auction": _offer(model.auction),
            "auction_label": model.auction.label,
            # the same words as a template and its field, for the page to say in the phone's language
            "auction_said": _said(model.auction.label_said)}


def _said(text: Text | None) -> JSON | None:
    """A view model's Text as the pages take it: its template (their catalogues' key) and its fields."""
    if text is None:
        return None
    return {"template": text.template, "fields": {key: str(value) for key, value in text.params.items()}}


def table_numbers(state: EventState) -> list[int]:
    """The tables whose devices get a view: the round's, and while its check-in is open (before it is
    seated) those of the round before, whose devices check their players in (``check_in_here``)."""
    rnd = state.current_round
    if rnd is None:
        return []
    if not rnd.tables and checking_in(state, rnd):
        last = last_seated(state)
        if last is not None:
            return sorted(last.tables)
    return sorted(rnd.tables)

