"""An undo of an old table action, refolded at that one table instead of over the whole log.

An undo changes the state only from its target on, and a table's game action changes only its table:
the entries after it at other tables, in later rounds or of the event's players and devices read
nothing it wrote. So the state after the undo is the state before it with that one table folded again
without the target, from the table's own entries, its round's and the event-wide ones (indexed by the
fold: ``Table.actions`` and ``others``, ``Round.entries``, ``EventState.event_entries``). At a million
entries that is a few hundred entries read instead of a million, whatever the target's age.

A registration undone likewise changes only the players: it is undone at once when no later entry
names the player, and refused at once, with the words of the first entry that names them, when that
entry is a seat at a table, a rename or a drop.

``undo_locally`` answers None whenever the undo may reach past its table (a round-wide entry of its
round after it, a round clock change, a later round when it touches points or seats, an event-wide
entry after it that reads tables); the caller then folds the log as before. Property tests check that
the answer, when there is one, is exactly the state a fold from scratch gives.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence

from ..errors import TablesideError
from ..eventlog.entry import Entry
from ..eventlog.store import LogStore
from .actions import ACTIONS, UNDO, Scope
from .fold import LaterEntryRefused, fold, recheck_entry, track_running
from .holding import hold_at_last_entry
from .state import EventState, Report, Round, Table

# Event-wide kinds whose check and effect read players, devices or stations only, never a table: one
# of them after the target cannot depend on it. Any other event-wide entry after it (a scoring change,
# a hold of all timers, a takeover) sends the undo to the whole-log fold.
TABLE_BLIND = frozenset({"player.register", "player.import", "player.rename", "player.drop", "device.pair",
                         "device.revoke", "station.join", "station.revoke"})

Reader = Callable[[Sequence[int]], list[Entry]]


def undo_locally(state: EventState, target: Entry, undo: Entry, read: Reader, run: str | None, *,
                 strict: bool = False, hold: bool = False) -> EventState | None:
    """The state after ``undo`` (of ``target``), given ``state`` just before it; None when it may reach
    past the target's table. ``state`` is not changed: the answer shares every part but that table.

    ``strict`` checks the table's entries after the target again (LaterEntryRefused, as ``fold``);
    ``hold`` holds the table's timers if another app run drove them last (as ``fold`` does at its end).
    """
    if target.kind == "player.register":
        return _undo_registration(state, target, undo, read, strict=strict)
    action = ACTIONS.get(target.kind)
    if action is None or action.scope is not Scope.TABLE or action.round_clock or "minutes" in undo.data:
        return None  # the round clock is the round's, not the table's (an extension, a round end undone with more time)
    number, table_no = target.data.get("round"), target.data.get("table")
    rnd = state.rounds.get(number) if isinstance(number, int) else None
    table = rnd.tables.get(table_no) if rnd is not None and isinstance(table_no, int) else None
    if rnd is None or table is None or target.seq not in table.actions:
        return None
    later_round = min((n for n in state.rounds if n > rnd.number), default=None)
    if (action.standings or action.structure) and later_round is not None and not strict:
        return None  # a later round's opening and seating read this round's results
    after = target.seq
    event_later = [seq for seq in state.event_entries if seq > after]
    round_later = [seq for seq in rnd.entries if seq > after]
    own = {*table.actions, *table.others}
    wanted = {*state.event_entries, *rnd.entries, *own}
    wanted |= {state.undone[seq] for seq in wanted if seq in state.undone}  # the undos of those
    entries = read(sorted(wanted))
    if [e.seq for e in entries] != sorted(wanted):
        return None  # the store does not hold them all (cannot happen with a sound file): fold it all
    kinds = {e.seq: e.kind for e in entries}
    if any(kinds[seq] not in TABLE_BLIND for seq in event_later):
        return None
    if any(ACTIONS[kinds[seq]].scope is Scope.ROUND for seq in round_later):
        return None  # a pause, a move: it acted on this table as it then stood
    recheck = {seq for seq in own if seq > after} if strict else set()
    try:
        scratch = fold([*entries, undo], run, strict=strict, strict_after=after, recheck=recheck, hold=False)
    except LaterEntryRefused:
        raise
    except TablesideError:
        # A later entry of the round's (an extension) no longer applies to the table as refolded, and
        # only the table's own are checked here: the fold from a snapshot checks them all and says which.
        return None
    refolded = scratch.rounds[rnd.number].tables[table.number]
    if (action.standings or action.structure) and later_round is not None:
        opening = read([state.rounds[later_round].opened_seq])
        refuse_reopened_round(state, rnd, refolded, opening[0] if opening else None, own)
        return None  # the table still ends its game: the later rounds' seating may read it
    out = dataclasses.replace(
        state, rounds={**state.rounds, rnd.number: dataclasses.replace(rnd, tables={**rnd.tables,
                                                                                    table.number: refolded})},
        running=set(state.running), undone={**state.undone, target.seq: undo.seq}, seq=undo.seq,
        last_t=max(state.last_t, undo.data.get("t", 0)), reports=_reports(state, scratch, rnd.number, table.number))
    track_running(out, refolded)
    if hold and refolded.clock is not None and (rnd.number, table.number) in out.running \
            and refolded.clock_run != run:
        hold_at_last_entry(refolded)
    return out


def _reports(state: EventState, scratch: EventState, rnd: int, number: int) -> dict[int, Report]:
    """The reports waiting (app.event.reports): the table's as refolded (a confirmation undone waits
    again), every other table's as they stood."""
    here = (rnd, number)
    kept = {seq: r for seq, r in state.reports.items() if (r.round, r.table) != here}
    kept.update((seq, r) for seq, r in scratch.reports.items() if (r.round, r.table) == here)
    return kept


def _undo_registration(state: EventState, target: Entry, undo: Entry, read: Reader, *,
                       strict: bool) -> EventState | None:
    """A registration undone: the player is gone, if no entry after it (not undone) names them. If one
    does, the first of them no longer holds (nothing else can depend on a player): refused with the
    words of its check, for a seat at a table, a rename or a drop; any other, the whole-log fold."""
    pid = target.data.get("player")
    if not isinstance(pid, str):
        return None
    player = state.players.get(pid)
    if player is None or player.registered_seq != target.seq or any(p.name == pid for p in state.players.values()):
        return None  # a player named like the id would be found in its place: the whole-log fold decides
    # Only event-wide and round-wide entries can name a player first: a table's entries name its seated.
    later = sorted(seq for seq in {*state.event_entries, *(s for rnd in state.rounds.values() for s in rnd.entries)}
                   if seq > target.seq and seq not in state.undone)
    entries = read(later)
    if [e.seq for e in entries] != later:
        return None
    without = {key: value for key, value in state.players.items() if key != pid}
    naming = next((e for e in entries if _names(e.data, pid)), None)
    if naming is None:
        return dataclasses.replace(state, players=without, undone={**state.undone, target.seq: undo.seq},
                                   seq=undo.seq, last_t=max(state.last_t, undo.data.get("t", 0)))
    if not strict or naming.kind not in ("player.rename", "player.drop", "table.seat"):
        return None
    # Those checks look the player up first (a seat: once its table is free, as it was then).
    number = naming.data.get("round")
    then = EventState(settings=state.settings, players=without,
                      rounds={number: Round(number, 1)} if isinstance(number, int) else {})
    recheck_entry(then, naming)  # LaterEntryRefused
    return None


def _names(value: object, pid: str) -> bool:
    """Whether the entry's data holds the player's id anywhere."""
    if isinstance(value, str):
        return value == pid
    if isinstance(value, dict):
        return any(_names(item, pid) for item in value.values())
    if isinstance(value, list):
        return any(_names(item, pid) for item in value)
    return False


def refuse_reopened_round(state: EventState, rnd: Round, refolded: Table, opening: Entry | None,
                          own: Iterable[int]) -> None:
    """Raise the refusal a strict fold of the log gives when the undo leaves a game in play in a round
    that a later one followed: that round's opening no longer holds (the usual case of an old leave
    undone). Returns when that is not sure (the table finished anyway, or acted after the opening)."""
    if refolded.finished or opening is None or opening.kind != "round.open" or max(own) > opening.seq:
        return
    # Every other table of the round was finished when the later round opened, as the log shows: the
    # check sees exactly the round as a fold of the log would, at that entry.
    then = EventState(settings=state.settings, players=state.players,
                      rounds={rnd.number: dataclasses.replace(rnd, tables={refolded.number: refolded})})
    recheck_entry(then, opening)


def store_reader(store: LogStore, extra: Iterable[Entry] = ()) -> Reader:
    """Entries by seq from the store (runs of consecutive seqs read as one page), or from ``extra``
    (entries folded before they are written)."""
    pending = {e.seq: e for e in extra}

    def read(seqs: Sequence[int]) -> list[Entry]:
        out: list[Entry] = []
        i = 0
        while i < len(seqs):
            if seqs[i] in pending:
                out.append(pending[seqs[i]])
                i += 1
                continue
            j = i + 1
            while j < len(seqs) and seqs[j] == seqs[j - 1] + 1 and seqs[j] not in pending:
                j += 1
            out.extend(store.entries_page(seqs[i] - 1, j - i))
            i = j
        return out

    return read


def deep_undos(tail: Sequence[Entry], folded: int) -> bool:
    """Whether an undo in ``tail`` (the entries after ``folded``) takes back an entry at or before it."""
    return any(e.kind == UNDO and e.data["entry"] <= folded for e in tail)


def fold_across_undos(state: EventState, tail: Sequence[Entry], read: Reader, run: str | None, *,
                      hold: bool) -> EventState | None:
    """``fold(tail, start=state)`` where some undos of ``tail`` take back entries folded into ``state``
    already: each of those is refolded at its table (``undo_locally``); None if one cannot be."""
    chunk: list[Entry] = []
    for entry in tail:
        if entry.kind == UNDO and entry.data["entry"] <= (chunk[0].seq - 1 if chunk else state.seq):
            state = fold(chunk, run, start=state, hold=False) if chunk else state
            chunk = []
            found = read([entry.data["entry"]])
            local = undo_locally(state, found[0], entry, read, run) if found else None
            if local is None:
                return None
            state = local
        else:
            chunk.append(entry)
    return fold(chunk, run, start=state, hold=hold)
