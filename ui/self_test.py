"""``tableside --self-test``: prove an install works, without a screen and without touching the judge's files.

It imports every module of the app, reads every shipped preset, creates a temporary event file, plays
one game of document 000 (four players, "1 -> 2 -> 1": Dee leaves first, Ben and Cai together, Ana
wins: 0, 6, 6 and 12 table points), verifies the file's hash chain, checks the points and the
standings, and builds the main window once on the offscreen platform (so the Qt libraries and plugins
of a bundle are shown to load). It prints a short report and returns 0, or names the failed step and
returns 1.
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import time
import traceback
from fractions import Fraction
from pathlib import Path
from typing import Callable, TextIO

PLAYERS = ("Ana", "Ben", "Cai", "Dee")
EXPECTED = {"Ana": Fraction(12), "Ben": Fraction(6), "Cai": Fraction(6), "Dee": Fraction(0)}


class SelfTestFailed(Exception):
    pass


def check(condition: bool, problem: str) -> None:
    if not condition:
        raise SelfTestFailed(problem)


def main() -> int:
    """The command: force the offscreen platform before Qt starts, then run."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.pop("TABLESIDE_FIRST_PAINT", None)
    return run(sys.stdout, sys.stderr)


def run(out: TextIO, err: TextIO) -> int:
    from app import __version__, log_file, paths

    started = time.monotonic()
    print(f"Tableside {__version__} self-test", file=out)
    print(f"  python {platform.python_version()} on {platform.system()} {platform.machine()}"
          f"{' (bundled)' if getattr(sys, 'frozen', False) else ''}", file=out)
    print(f"  resources {paths.resources_dir()}", file=out)
    print(f"  log      {log_file.log_path()}", file=out)
    with tempfile.TemporaryDirectory(prefix="tableside-self-test-") as temp:
        home = Path(temp)
        previous = paths._override
        paths.override(home)  # settings, data and presets of this run stay in the temporary folder
        try:
            steps: list[tuple[str, Callable[[], str]]] = [
                ("modules", _modules),
                ("presets", _presets),
                ("event", lambda: _event(home / "data" / "self-test.tableside")),
                ("window", lambda: _window(home / "data" / "self-test.tableside", home)),
            ]
            for name, step in steps:
                try:
                    detail = step()
                except SelfTestFailed as problem:
                    print(f"  {name:<8} FAILED: {problem}", file=out)
                    print(f"tableside --self-test: {name} failed: {problem}", file=err)
                    return 1
                except Exception as problem:  # noqa: BLE001 - anything at all is a failed install
                    print(f"  {name:<8} FAILED: {type(problem).__name__}: {problem}", file=out)
                    traceback.print_exc(file=err)
                    print(f"tableside --self-test: {name} failed: {type(problem).__name__}: {problem}", file=err)
                    return 1
                print(f"  {name:<8} ok: {detail}", file=out)
        finally:
            paths.override(previous)
    print(f"self-test passed in {time.monotonic() - started:.2f} s", file=out)
    return 0


def _modules() -> str:
    """Import every module of the app: a bundle that left out something one of them needs fails here."""
    import importlib
    import pkgutil

    import app
    import ui

    names = [info.name for package in (app, ui)
             for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")]
    for name in names:
        importlib.import_module(name)
    check(len(names) > 20, f"only {len(names)} modules were found: {names}")
    return f"{len(names)} modules of app and ui imported"


def _presets() -> str:
    from app.presets import load_presets

    presets = load_presets()
    check(not presets.problems, "; ".join(presets.problems))
    check("table-points" in presets.scoring and "document-002" in presets.timers,
          f"the shipped presets are missing (found {sorted(presets.scoring)} and {sorted(presets.timers)})")
    return f"{len(presets.scoring)} scoring and {len(presets.timers)} timer presets read"


def _event(path: Path) -> str:
    from app.display import format_points
    from app.event.export import standing_rows
    from app.event.results import table_result
    from app.event.session import EventSession
    from app.eventlog.sqlite_store import open_event_file
    from app.eventlog.verify import verify

    path.parent.mkdir(parents=True, exist_ok=True)
    session = EventSession(open_event_file(str(path), create=True))
    try:
        session.do("event.create", {"name": "Self-test", "system": "table-points", "timers": "round-clock-only",
                                    "round_minutes": 60})
        for name in PLAYERS:
            session.do("player.register", {"name": name})
        session.do("round.open", {})
        session.do("table.seat", {"table": 1, "players": list(PLAYERS), "game": "Catan"})
        session.do("round.start", {})
        session.do("player.out", {"table": 1, "players": ["Dee"]})
        session.do("player.out", {"table": 1, "players": ["Ben", "Cai"]})
    finally:
        session.close()

    store = open_event_file(str(path), readonly=True)
    try:
        report = verify(store)
        check(report.ok, f"the event file does not verify: {report.problem}")
        session = EventSession(store)
        state = session.state
        table = state.rounds[1].tables[1]
        result = table_result(state, table)
        names = {pid: player.name for pid, player in state.players.items()}
        points = {names[p.name]: p.points for p in result.players}
        rows = standing_rows(state)
    finally:
        store.close()
    check(result.finished, "the game did not finish when Ana was the last one in")
    check(points == EXPECTED, f"table points should be {_show(EXPECTED)}, got {_show(points)}")
    check(result.total == 24, f"a table of 4 hands out 24 table points, got {result.total}")
    check([r["player"] for r in rows][:1] == ["Ana"], f"Ana should lead the standings, got {rows[:1]}")
    shown = ", ".join(f"{name} {format_points(points[name])}" for name in PLAYERS)
    return f"{report.entries} entries verified; points {shown} (total 24)"


def _show(points: dict[str, Fraction]) -> str:
    return ", ".join(f"{name} {value}" for name, value in sorted(points.items()))


def _window(path: Path, home: Path) -> str:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion
    from PySide6.QtWidgets import QApplication

    from app import settings as app_settings
    from ui import style
    from ui.about_dialog import app_icon
    from ui.controller import EventController
    from ui.main_window import MainWindow

    qt_app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "tableside"])
    style.apply(qt_app)
    icon = app_icon()
    check(not icon.isNull() and icon.availableSizes(), "the app icon could not be loaded")
    window = MainWindow(EventController(), app_settings.Settings(), settings_path=home / "settings.toml")
    try:
        window.resize(1366, 768)
        check(window.open_event(path), f"the window could not open the event: {window.message_bar.message()}")
        window.show()
        for _ in range(3):
            qt_app.processEvents()
        image = window.grab().toImage()
        check(image.width() > 0 and not image.isNull(), "the window could not be painted")
        tables = len(window.event_view.cards)
        check(tables == 1, f"the window should show 1 table, shows {tables}")
    finally:
        window.close()
        window.deleteLater()
        qt_app.processEvents()
    return (f"main window built and painted ({image.width()}x{image.height()}, "
            f"platform {qt_app.platformName()}, Qt {qVersion()}, PySide6 {pyside_version})")
