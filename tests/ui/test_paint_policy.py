"""When the window paints (ui.paint_policy): the judge's click first, device commits a frame at a time,
device actions before deferred work. Timers are fired by hand; the after-paint event by the loop."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tableside.app.event.changes import Change
from tableside.ui.paint_policy import PaintPolicy


class Waiting:
    """The hall's device actions queued for the main thread, as the policy sees them."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def run_now(self) -> None:
        self.calls.append("now")

    def run_soon(self) -> None:
        self.calls.append("soon")


def policy(painted: list[Change]) -> tuple[PaintPolicy, Waiting]:
    paint = PaintPolicy(painted.append, lambda: True)
    waiting = Waiting()
    paint.waiting_commits = waiting
    return paint, waiting


def after_paint() -> None:
    """Deliver the posted events, as the loop's turn does once the repaints are painted."""
    QCoreApplication.sendPostedEvents()


def test_a_frames_device_commits_are_painted_together_a_table_a_turn(qtbot) -> None:
    painted: list[Change] = []
    paint, waiting = policy(painted)
    paint.device_committed(Change(tables=frozenset({(1, 2)}), standings=True))
    paint.device_committed(Change(tables=frozenset({(1, 1)})))
    paint.device_committed(Change())  # (nothing to paint: no frame of its own)
    assert painted == [] and paint._device_frame.isActive()
    paint._device_frame.timeout.emit()
    # The first table with the rest of the frame (its standings), the next on its own turn.
    assert painted == [Change(tables=frozenset({(1, 1)}), standings=True)] and waiting.calls == ["now"]
    paint._device_turn.timeout.emit()
    assert painted[1:] == [Change(tables=frozenset({(1, 2)}))] and waiting.calls == ["now", "now"]


def test_the_judges_click_holds_device_actions_their_paints_and_the_pages_until_it_is_painted(qtbot) -> None:
    painted: list[Change] = []
    paint, waiting = policy(painted)
    built: list[str] = []
    paint.click_committing()
    assert paint.judge_painting and paint.holding_pages() and not paint.may_run_commits()
    paint.device_committed(Change(tables=frozenset({(1, 3)})))
    paint._device_frame.timeout.emit()  # due while the tap is painted: nothing
    assert paint.defer(lambda: built.append("views"))  # the hall's views wait too
    paint.commits_first()
    assert painted == [] and built == [] and waiting.calls == []
    after_paint()
    assert not paint.judge_painting and paint.may_run_commits() and not paint.holding_pages()
    assert built == ["views"] and waiting.calls == ["soon"]  # the device actions on the next turn
    assert paint._device_frame.isActive()  # the frame held back is painted at once
    paint._device_frame.timeout.emit()
    assert painted == [Change(tables=frozenset({(1, 3)}))]


def test_deferred_work_runs_the_device_actions_waiting_first(qtbot) -> None:
    paint, waiting = policy([])
    assert not paint.defer(lambda: None) and waiting.calls == ["now"]  # (no tap painted: it goes on)


def test_nothing_of_a_closed_event_is_painted(qtbot) -> None:
    painted: list[Change] = []
    paint, _ = policy(painted)
    paint.device_committed(Change(tables=frozenset({(1, 1)})))
    paint.click_committing()
    paint.closed()
    assert not paint.judge_painting and not paint._device_frame.isActive()
    paint._device_frame.timeout.emit()
    assert painted == []
