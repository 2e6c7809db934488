"""When the window paints, and what waits for it: the one place that says so.

What to paint is never decided here: it is the session's ``Change`` for each commit (``app.event.changes``).
This module says *when*. One interpreter lock and one main thread serve the judge's window, the hall's
device actions (``ui.hall.bridge.QtBackend``) and the pages' fan-out (``app.hall.hub``), so the order is:

1. **The judge's click first.** A click (an action, an undo, a redo) is committed and its ``Change``
   painted at once, in the same turn. From the start of its commit until its card is painted
   (``judge_painting``): device actions wait (they run on the next turn, ``run_soon``), their repaints
   wait, the hall's views wait (``defer``) and the pages' fan-out waits (``holding_pages``, which the
   hub's ``yield_to`` asks: 50 ms at most). The durable append lets go of the interpreter's lock, and
   the judge is the one looking at this screen.
2. **Commits before paints.** A device's (or a judge station's) action is posted to the main thread at
   Qt's high event priority, ahead of layout, paint requests and timers already due; and every piece
   of deferred work (a frame's repaint, the wake-up, the views' build, a standings step) first runs the
   device actions waiting (``commits_first``), since Qt may deliver it ahead of a job posted while it
   painted. A device's action thus waits for the handler under way, never for a frame's repaint.
3. **A device's commit is painted coalesced**, after its answer: once per frame (``DEVICE_FRAME_MS``) for
   every device action in it, and a frame's tables one a turn of the loop (the first with everything else
   the frame changed: entries, standings, round clock), so a device action queued meanwhile waits for
   one card's repaint at most, and fifty tables' devices cost one repaint a frame, not one each. Its
   table's view for the hall goes out before its answer (``DeskPublisher.take``).
4. **Clock wake-ups** are painted as a click is. There is no periodic tick: the controller's one precise
   single-shot timer is armed for the next moment anything on screen changes (an automatic leave, a vote
   closing, the next whole-second reading of a running countdown); when it fires, the device actions
   waiting run first, then what the clocks made due is committed and painted with the readings that
   changed. The hall's views are built after that paint (its own wake-ups are the publisher's ``due``).
5. **The sync wait with standby copies.** A commit the window paints at once (a click, a time-out the
   clocks logged, a gap's hold) is handed to ``EventController.on_commit`` before its paint, and may wait
   there, bounded (1 s at most, once), until a standby copy holds it (``ui.hall.serving``): nothing is
   shown that a copy could lose. A device's commit does not hold the window: the copies are woken, and
   the views that show it reach the pages and devices only once a copy holds it (``LogFeed.hold``).
6. **After the paint** (``after_paint``) comes the work that can wait: the history's new row, the hall's
   views, the periodic snapshot, the WAL checkpoint, a full garbage collection. Qt posts a widget's
   repaint at low priority, behind every ordinary posted event (so a zero-time timer runs ahead of the
   paint); an event posted at a lower priority still comes after it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer

from tableside.app.event.changes import EMPTY, Change, TableKey

DEVICE_FRAME_MS = 16  # a device's changes are repainted at most this often, all of that frame's at once

_AFTER_PAINT = QEvent.Type(QEvent.registerEventType())
_AFTER_PAINT_PRIORITY = Qt.EventPriority.LowEventPriority.value - 1


class WaitingCommits(Protocol):
    """The hall server's device actions queued for the main thread (``ui.hall.bridge.QtBackend``)."""

    def run_now(self) -> None: ...

    def run_soon(self) -> None: ...


class PaintPolicy(QObject):
    """Decides when the window paints a ``Change`` and what waits for a paint (see the module's policy).

    ``paint`` is the window's one repaint (the controller's ``changed`` signal); ``is_open`` whether an
    event is open (a frame due after the event closed paints nothing).
    """

    def __init__(self, paint: Callable[[Change], None], is_open: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._paint = paint
        self._is_open = is_open
        self.judge_painting = False  # from a click's commit until its paint (rule 1)
        # The hall server's device actions still waiting for this thread, run first by deferred work
        # (rule 2). None when the window does not serve.
        self.waiting_commits: WaitingCommits | None = None
        self._device_change = EMPTY  # device commits not yet painted (rule 3)
        self._device_frame = QTimer(self)
        self._device_frame.setSingleShot(True)
        self._device_frame.timeout.connect(self._paint_devices)
        self._device_tables: list[TableKey] = []  # the frame's tables still to paint, one a turn
        self._device_turn = QTimer(self)
        self._device_turn.setSingleShot(True)
        self._device_turn.timeout.connect(self._paint_device_table)
        self._after_paint: list[Callable[[], None]] = []

    # -- rule 1: the judge's click first -----------------------------------------------------------

    def click_committing(self) -> None:
        """A click's commit starts: everything else waits until its paint."""
        if not self.judge_painting:
            self.judge_painting = True
            self.after_paint(self._judge_painted)

    def _judge_painted(self) -> None:
        self.judge_painting = False
        if self.waiting_commits is not None:
            self.waiting_commits.run_soon()  # on the next turn: the tap's paint is done, its time is not theirs
        if not self._device_change.empty and not self._device_frame.isActive():
            self._device_frame.start(0)
        if self._device_tables and not self._device_turn.isActive():
            self._device_turn.start(0)

    def holding_pages(self) -> bool:
        """Whether the pages' fan-out waits now (the hub's ``yield_to``)."""
        return self.judge_painting

    def may_run_commits(self) -> bool:
        """Whether a device action posted to the main thread may run now (else: after the tap's paint)."""
        return not self.judge_painting

    # -- rule 2: commits before paints -------------------------------------------------------------

    def commits_first(self) -> None:
        """Run the device actions waiting for this thread, if any, unless the judge's tap is being painted."""
        if self.waiting_commits is not None and not self.judge_painting:
            self.waiting_commits.run_now()

    def defer(self, work: Callable[[], None]) -> bool:
        """Before deferred work (a build, a step): True if it must wait for the tap's paint (then
        ``work`` runs after it), else the device actions waiting are run first and it may go on."""
        if self.judge_painting:  # a zero timer comes ahead of the tap's paint (posted at low priority)
            self.after_paint(work)
            return True
        self.commits_first()
        return False

    # -- rule 3: a device's commit is painted coalesced --------------------------------------------

    def device_committed(self, change: Change) -> None:
        """A device's (or station's) commit: painted with the rest of its frame."""
        if change.empty:
            return
        self._device_change = self._device_change | change
        if not self._device_frame.isActive():
            self._device_frame.start(DEVICE_FRAME_MS)

    def _paint_devices(self) -> None:
        if self.judge_painting:
            return  # after the tap's paint (_judge_painted)
        self.commits_first()
        change, self._device_change = self._device_change, EMPTY
        if not self._is_open() or change.empty:
            return
        tables = sorted(change.tables)
        if change.structure or len(tables) <= 1:
            self._paint(change)
            return
        # The first table with everything else the frame changed (entries, standings, round clock);
        # the others after, each on its own turn.
        self._device_tables += [key for key in tables[1:] if key not in self._device_tables]
        self._paint(Change(change.entries, frozenset(tables[:1]), change.standings, change.structure,
                           change.round_clock, change.undone, change.calls, change.announcements, change.reports))
        if not self._device_turn.isActive():
            self._device_turn.start(0)

    def _paint_device_table(self) -> None:
        if self.judge_painting:
            return
        self.commits_first()
        if not self._is_open() or not self._device_tables:
            return
        key = self._device_tables.pop(0)
        if self._device_tables:
            self._device_turn.start(0)
        self._paint(Change(tables=frozenset({key})))

    # -- rule 6: after the paint -------------------------------------------------------------------

    def after_paint(self, work: Callable[[], None]) -> None:
        """Run ``work`` once the repaints asked for so far have been painted (in this turn of the loop)."""
        if work in self._after_paint:
            return
        self._after_paint.append(work)
        if len(self._after_paint) == 1:
            QCoreApplication.postEvent(self, QEvent(_AFTER_PAINT), _AFTER_PAINT_PRIORITY)

    def customEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() != _AFTER_PAINT:
            super().customEvent(event)
            return
        work, self._after_paint = self._after_paint, []
        for item in work:
            item()

    def closed(self) -> None:
        """The event closed: nothing of it is painted any more (the next one is painted whole)."""
        self._device_frame.stop()
        self._device_turn.stop()
        self._device_change = EMPTY
        self._device_tables = []
        self.judge_painting = False
