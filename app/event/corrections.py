"""The judge's corrections of past results, as every screen and export shows them (``game.correct``).

A correction in force is kept on its table (``Table.correction``); this reads them all as plain lines,
the one-line note the standings carry ("Standings include 1 correction: round 1, table 3"), and their
effect on the standings: each player's place now against their place had every game stood as played.
Every text here holds a reason a judge typed: screens show it as plain text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..text import QT_TRANSLATE_NOOP, Text, spaced
from .actions.correction_actions import order_text
from .standings import Standing, SystemChoice, standings
from .state import EventState, Table


@dataclass(frozen=True, slots=True)
class CorrectionLine:
    round: int
    table: int
    seq: int  # the correction's entry
    reason: str
    result: str  # the corrected order, as the judge reads it
    played: str  # the order as the game was played
    players: tuple[str, ...]  # the table's players, by id

    @property
    def where(self) -> str:
        return f"round {self.round}, table {self.table}"

    @property
    def text(self) -> str:
        """"Round 1, table 3 corrected by the judge: … (was: …). Reason: …"."""
        return (f"Round {self.round}, table {self.table} corrected by the judge: {self.result} "
                f"(as played: {self.played}). Reason: {self.reason}")

    def as_row(self) -> dict[str, object]:
        """For the exports."""
        return {"round": self.round, "table": self.table, "entry": self.seq, "reason": self.reason,
                "result": self.result, "as_played": self.played}


def corrected_tables(state: EventState) -> list[Table]:
    return [table for number in sorted(state.rounds) for _, table in sorted(state.rounds[number].tables.items())
            if table.correction is not None]


def corrections(state: EventState) -> list[CorrectionLine]:
    """Every correction in force, by round and table."""
    lines = []
    for table in corrected_tables(state):
        correction = table.correction
        assert correction is not None
        played = tuple(leave.players for leave in correction.played)
        rest = tuple(p for p in table.players if not any(p in group for group in played))
        lines.append(CorrectionLine(table.round, table.number, correction.seq, correction.reason,
                                    str(order_text(state, correction.order)),
                                    str(order_text(state, played + ((rest,) if rest else ()))), table.players))
    return lines


def corrections_note(state: EventState) -> str:
    """"Standings include 1 correction: round 1, table 3." ("" with none): said wherever standings show."""
    said = corrections_said(state)
    return str(said) if said is not None else ""


def corrections_said(state: EventState) -> Text | None:
    """The corrections note as a template and fields, for the window to say in the judge's language."""
    lines = corrections(state)
    if not lines:
        return None
    where = [Text(QT_TRANSLATE_NOOP("messages", "round {round}, table {table}"),
                  {"round": line.round, "table": line.table}) for line in lines]
    return Text(QT_TRANSLATE_NOOP("messages", "Standings include %n correction(s) by the judge: {tables}."),
                {"n": len(lines), "tables": spaced(where, "; ")})


def as_played(state: EventState) -> EventState:
    """The event had every game stood as played (a shallow copy: only corrected tables are new)."""
    rounds = {}
    for number, rnd in state.rounds.items():
        tables = {n: dataclasses.replace(t, leaves=list(t.correction.played), correction=None)
                  if t.correction is not None else t for n, t in rnd.tables.items()}
        rounds[number] = dataclasses.replace(rnd, tables=tables)
    return dataclasses.replace(state, rounds=rounds)


def places_moved(state: EventState, after_round: int | None = None, system: SystemChoice = None, *,
                 now: list[Standing] | None = None) -> dict[str, int]:
    """Places the corrections gained (negative: lost) in the standings now (or after ``after_round``),
    against the same standings had every game stood as played: for every player at a corrected table
    (0 when they did not move) and every other player whose place moved (overtaken, or under ratings
    a later opponent's rating changed). ``now``: those standings, when the caller has them already."""
    if not any(t.correction is not None for rnd in state.rounds.values() for t in rnd.tables.values()):
        return {}
    key = (after_round, system if system is None or isinstance(system, str) else object())  # (a system: not kept)
    if _kept.state is not state or _kept.seq != state.seq:
        _kept.state, _kept.seq, _kept.answers = state, state.seq, {}
    kept = _kept.answers.get(key)
    if kept is not None:
        return kept  # the standings dock, the projector and the players' page ask after the same commit
    lines = corrections(state)
    concerned = {pid for line in lines for pid in line.players
                 if after_round is None or line.round <= after_round}
    then = _as_played.ranks(state, after_round, system, key)
    rows = now if now is not None else standings(state, after_round, system)
    moved = {s.player: then[s.player] - s.rank for s in rows if s.player in concerned or then[s.player] != s.rank}
    _kept.answers[key] = moved
    return moved


class _Kept:
    """The answers given for one state at one entry (a state changes only by folding further entries, so
    the same state at the same entry gives the same answers); only the latest state is kept."""

    state: EventState | None = None
    seq = -1
    answers: dict[tuple[object, object], dict[str, int]] = {}


_kept = _Kept()


class _AsPlayed:
    """The places had every game stood as played, kept across corrections: a correction changes a table's
    result in force, never the game as played (``apply_correct`` keeps the leaves as played), so a new
    correction leaves these places as they were, and a judge correcting round 1 under ratings no longer
    waits for a second tally of the whole event (10 ms of 200 players' correction). Any other entry may
    change them (a result, a drop, an undo): then they are worked out again. Only the latest state is kept."""

    state: EventState | None = None
    seq = -1
    places: dict[tuple[object, object], dict[str, int]] = {}

    def ranks(self, state: EventState, after_round: int | None, system: SystemChoice,
              key: tuple[object, object]) -> dict[str, int]:
        if self.state is not state or not _only_corrections_since(state, self.seq):
            self.state, self.places = state, {}
        self.seq = state.seq
        kept = self.places.get(key)
        if kept is None:
            kept = {s.player: s.rank for s in standings(as_played(state), after_round, system)}
            if system is None or isinstance(system, str):
                self.places[key] = kept
        return kept


def _only_corrections_since(state: EventState, seq: int) -> bool:
    """Whether every entry folded into ``state`` after ``seq`` is a correction still in force (each entry has
    its own seq: as many corrections in force after ``seq`` as entries since means nothing else came)."""
    if seq < 0 or seq > state.seq:
        return False
    since = sum(1 for table in corrected_tables(state)
                if table.correction is not None and seq < table.correction.seq <= state.seq)
    return since == state.seq - seq


_as_played = _AsPlayed()


def moved_text(places: int) -> str:
    """"▲ 2", "▼ 1", "=": how a correction moved a player."""
    return f"▲ {places}" if places > 0 else (f"▼ {-places}" if places < 0 else "=")
