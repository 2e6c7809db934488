"""Opening a big event file and exporting many rounds' results show their progress in the judge's
words and can be cancelled with nothing changed; a quick open shows nothing (ui.long_work).

A big file is made long deterministically: the read and fold steps are a few entries each and the
clock long_work measures the delay on is a fake one, a tenth of a second a reading, so the dialog
shows after a few steps with no slow file and no sleep."""

from __future__ import annotations

import itertools
import re
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QProgressDialog

from tableside.app.event import fold as fold_module
from tableside.app.event import session as session_module
from tableside.app.event.export import results_csv
from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui import long_work
from tableside.ui.app import create_window, parse
from tests.ui.helpers import styled
from tests.ui.test_exports_and_standings import NAMES, exporter, played, read_csv

PLAYERS = 40


def an_event_file(folder: Path, name: str, snapshot: bool = False) -> Path:
    """An event of PLAYERS registrations; without its snapshot, opening folds every entry."""
    path = folder / f"{name}.tableside"
    folder.mkdir(parents=True, exist_ok=True)
    session = EventSession(open_event_file(str(path), create=True))
    session.do("event.create", {"name": name, "system": "table-points"})
    for i in range(PLAYERS):
        session.do("player.register", {"name": f"Player {i + 1}"})
    session.close()
    if not snapshot:
        with sqlite3.connect(path) as cx:
            cx.execute("DELETE FROM snapshot")
        cx.close()
    return path


@pytest.fixture
def slow_steps(monkeypatch):
    """Steps of 5 entries, each reading of long_work's clock 0.1 s later than the one before."""
    monkeypatch.setattr(session_module, "READ_STEP", 5)
    monkeypatch.setattr(fold_module, "FOLD_STEP", 5)
    ticks = itertools.count()
    monkeypatch.setattr(long_work, "now", lambda: next(ticks) * 0.1)


def watch(monkeypatch, then=None) -> list[tuple[bool, str, int]]:
    """(dialog shown, its label, its value) after each step; ``then(dialog)`` runs after each."""
    seen: list[tuple[bool, str, int]] = []

    def after(dialog: QProgressDialog | None) -> None:
        seen.append((False, "", -1) if dialog is None else (dialog.isVisible(), dialog.labelText(), dialog.value()))
        if then is not None:
            then(dialog)

    monkeypatch.setattr(long_work, "after_step", after)
    return seen


def open_dialogs() -> list[QProgressDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]


def test_a_long_open_shows_its_progress_in_the_judges_words(qtbot, home, slow_steps, monkeypatch):
    styled()
    window = create_window(parse([]))
    qtbot.addWidget(window)
    window.show()
    cup = an_event_file(home, "Autumn Cup")
    seen = watch(monkeypatch)

    assert window.open_event(cup)

    shown = [(label, value) for visible, label, value in seen if visible]
    assert shown, "no progress dialog for a long open"
    assert seen[0] == (False, "", -1)  # nothing for the first 0.4 s
    assert all(re.fullmatch(r"Opening the event… \d+%", label) for label, _ in shown)
    values = [value for _, value in shown]
    assert values == sorted(values) and values[-1] < 100  # it never says "done" before it is
    assert {f"Opening the event… {v}%" for v in values} == {label for label, _ in shown}
    assert open_dialogs() == []  # gone once the event is open
    assert window.stack.currentWidget() is window.event_view
    assert len(window.controller.state.players) == PLAYERS
    window.controller.close()


def test_cancelling_an_open_leaves_the_window_as_it_was_and_the_file_untouched(qtbot, home, slow_steps,
                                                                                monkeypatch):
    styled()
    window = create_window(parse([]))
    qtbot.addWidget(window)
    window.show()
    first = an_event_file(home, "Spring League", snapshot=True)
    assert window.open_event(first)
    title = window.windowTitle()
    cup = an_event_file(home, "Autumn Cup")
    before = {p.name: p.read_bytes() for p in home.iterdir() if p.name.startswith("Autumn Cup")}

    def cancel(dialog: QProgressDialog | None) -> None:
        if dialog is not None:
            dialog.cancel()

    seen = watch(monkeypatch, then=cancel)
    left: list[bool] = []  # a station stops being one only once the file is folded
    real_leave = window.station_menu.leave
    monkeypatch.setattr(window.station_menu, "leave", lambda: (left.append(True), real_leave())[1])

    assert not window.open_event(cup)
    assert left == []

    assert any(visible for visible, _, _ in seen)
    assert open_dialogs() == []
    assert Path(window.controller.path).resolve() == first.resolve()
    assert window.windowTitle() == title and window.stack.currentWidget() is window.event_view
    assert window.controller.state.settings.name == "Spring League"
    assert "Did not open Autumn Cup.tableside: cancelled" in window.message_bar.message()
    after = {p.name: p.read_bytes() for p in home.iterdir() if p.name.startswith("Autumn Cup")}
    assert after == before
    # Opened again without cancelling, it opens whole: nothing was left half-way.
    monkeypatch.setattr(long_work, "after_step", None)
    assert window.open_event(cup)
    assert left == [True]
    assert window.controller.state.settings.name == "Autumn Cup"
    window.controller.close()


def test_a_quick_open_shows_no_dialog(qtbot, home, monkeypatch):
    styled()
    window = create_window(parse([]))
    qtbot.addWidget(window)
    window.show()
    cup = an_event_file(home, "Autumn Cup", snapshot=True)
    ticks = itertools.count()
    monkeypatch.setattr(long_work, "now", lambda: next(ticks) * 0.01)  # each step well within the 0.4 s
    seen = watch(monkeypatch)

    assert window.open_event(cup)

    assert seen and all(not visible for visible, _, _ in seen)
    assert open_dialogs() == []
    window.controller.close()


@pytest.fixture
def slow_clock(monkeypatch):
    ticks = itertools.count()
    monkeypatch.setattr(long_work, "now", lambda: next(ticks) * 0.25)  # the dialog shows at the 2nd step


def test_a_long_results_export_shows_its_progress_and_writes_the_whole_file(qtbot, clock, timers, tmp_path,
                                                                            slow_clock, monkeypatch):
    window, c = played(qtbot, clock, timers, names=NAMES[:9], rounds=4)
    exports, target, said = exporter(c, tmp_path, "results.csv")
    seen = watch(monkeypatch)

    assert exports.results() == target

    shown = [(label, value) for visible, label, value in seen if visible]
    assert [label for label, _ in shown] == [f"Exporting the results… {value}%" for _, value in shown]
    assert len(shown) == 2 and shown[0][1] < shown[1][1] < 100  # a round a step: rounds 3 and 4 left
    assert target.read_text(encoding="utf-8-sig") == \
        results_csv(c.state, head=c.fingerprint()).removeprefix("\ufeff")
    assert {row["round"] for row in read_csv(target)} == {"1", "2", "3", "4"}
    assert said == [("info", f"Exported the results to {target}.")]
    assert open_dialogs() == []


def test_a_cancelled_export_writes_nothing(qtbot, clock, timers, tmp_path, slow_clock, monkeypatch):
    window, c = played(qtbot, clock, timers, names=NAMES[:9], rounds=4)
    exports, target, said = exporter(c, tmp_path, "results.csv")
    watch(monkeypatch, then=lambda dialog: dialog.cancel() if dialog is not None else None)

    assert exports.results() is None

    assert not target.exists() and list(tmp_path.glob("results*")) == []
    assert said == [("info", "Nothing was exported: cancelled.")]
    assert open_dialogs() == []


def test_the_pdf_shows_its_progress_and_a_cancelled_one_leaves_no_file(qtbot, clock, timers, tmp_path, slow_clock,
                                                                       monkeypatch):
    window, c = played(qtbot, clock, timers)  # 40 players: a seating page and 5 pages of slips
    exports, target, said = exporter(c, tmp_path, "round-1.pdf")
    seen = watch(monkeypatch)

    report = exports.pdf()

    assert report is not None and report.pages == 6 and target.read_bytes().startswith(b"%PDF")
    shown = [(label, value) for visible, label, value in seen if visible]
    assert len(shown) == 5 and [label for label, _ in shown] == \
        [f"Writing the seating and result slips… {value}%" for _, value in shown]
    assert all(value < 100 for _, value in shown)
    target.unlink()
    said.clear()
    watch(monkeypatch, then=lambda dialog: dialog.cancel() if dialog is not None else None)

    assert exports.pdf() is None

    assert list(tmp_path.iterdir()) == []  # neither the PDF nor its .part
    assert said == [("info", "Nothing was exported: cancelled.")]
    assert open_dialogs() == []


def test_what_each_opening_step_made_is_out_of_the_collectors_way():
    import gc

    from tableside.ui.controller import frozen_as_made

    made: list[list[list[int]]] = []

    def steps():
        for share in (0.25, 0.5, 0.75):
            made.append([[n] for n in range(500)])  # (lists are what the collector tracks)
            yield share
        return "folded"

    frozen = frozen_as_made(steps())
    before = gc.get_freeze_count()
    assert next(frozen) == 0.25
    assert gc.get_freeze_count() >= before + 500
    assert list(frozen) == [0.5, 0.75]
    assert gc.get_freeze_count() >= before + 1500
    frozen = frozen_as_made(steps())
    assert long_work.run_in_steps(None, "%1", frozen).value == "folded"
