"""``tableside --self-test``: prove an install works, without a screen and without touching the judge's files.

It imports every module of the app, reads every shipped preset, creates a temporary event file, plays
one game of document 000 (four players, "1 -> 2 -> 1": Dee leaves first, Ben and Cai together, Ana
wins: 0, 6, 6 and 12 table points), verifies the file's hash chain, checks the points and the
standings, and builds the main window once on the offscreen platform (so the Qt libraries and plugins
of a bundle are shown to load). When a display exists (DISPLAY or WAYLAND_DISPLAY on Linux; always on
Windows and macOS) it also opens a window on the real platform, in a child process (Qt aborts a process
whose platform plugin cannot start, so that must not be this one), and says which platform it used.
It prints a short report and returns 0, or names the failed step and returns 1.
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import TextIO

PLAYERS = ("Ana", "Ben", "Cai", "Dee")
EXPECTED = {"Ana": Fraction(12), "Ben": Fraction(6), "Cai": Fraction(6), "Dee": Fraction(0)}


class SelfTestFailed(Exception):
    pass


def check(condition: bool, problem: str) -> None:
    if not condition:
        raise SelfTestFailed(problem)


DISPLAY_FLAG = "--self-test-display"  # the child process's command (not in --help)
DISPLAY_TIMEOUT_S = 60


def main() -> int:
    """The command: the display check's platform is chosen as the app would choose it; then this process
    forces the offscreen platform before Qt starts, and runs."""
    display_env = {k: v for k, v in os.environ.items() if k != "TABLESIDE_FIRST_PAINT"}
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.pop("TABLESIDE_FIRST_PAINT", None)
    return run(sys.stdout, sys.stderr, display_env)


def run(out: TextIO, err: TextIO, display_env: dict[str, str] | None = None) -> int:
    from tableside.app import __version__, log_file, paths

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
                ("sounds", _sounds),
                ("event", lambda: _event(home / "data" / "self-test.tableside")),
                ("window", lambda: _window(home / "data" / "self-test.tableside", home)),
            ]
            if display_env is not None:
                steps.append(("display", lambda: _display(display_env)))
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
                print(f"  {name:<8} {detail if detail.startswith('skipped') else 'ok: ' + detail}", file=out)
        finally:
            paths.override(previous)
    print(f"self-test passed in {time.monotonic() - started:.2f} s", file=out)
    return 0


def _modules() -> str:
    """Import every module of the app: a bundle that left out something one of them needs fails here."""
    import importlib
    import pkgutil

    import tableside.app as app
    import tableside.ui as ui

    names = [info.name for package in (app, ui)
             for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")]
    for name in names:
        importlib.import_module(name)
    check(len(names) > 20, f"only {len(names)} modules were found: {names}")
    return f"{len(names)} modules of app and ui imported"


def _presets() -> str:
    from tableside.app.presets import load_presets

    presets = load_presets()
    check(not presets.problems, "; ".join(map(str, presets.problems)))
    check("table-points" in presets.scoring and "document-002" in presets.timers,
          f"the shipped presets are missing (found {sorted(presets.scoring)} and {sorted(presets.timers)})")
    return f"{len(presets.scoring)} scoring and {len(presets.timers)} timer presets read"


def _sounds() -> str:
    """Which player the chimes take here, and one chime read and scaled as a chime would be (nothing plays)."""
    from tableside.app import paths
    from tableside.ui.sounds import multimedia_installed, sound_file
    from tableside.ui.system_sound import scaled_wav, system_command

    made = scaled_wav(Path(sound_file("warning")), 0.5, paths.cache_dir() / "chimes")
    check(made.stat().st_size > 1000, f"the chime {made} is nearly empty")
    if multimedia_installed():
        return "the chimes play through QtMultimedia"
    command = system_command()
    if command is None:
        return "skipped: no QtMultimedia and no system sound player (the window stays silent and says so)"
    return f"the chimes play through {command[0] if command else 'winsound'}"


def _event(path: Path) -> str:
    from tableside.app.display import format_points
    from tableside.app.event.export import standing_rows
    from tableside.app.event.results import table_result
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tableside.app.eventlog.verify import verify

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

    from tableside.app import settings as app_settings
    from tableside.ui import style
    from tableside.ui.about_dialog import app_icon
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

    existing = QApplication.instance()
    qt_app = existing if isinstance(existing, QApplication) else None  # instance() is typed QCoreApplication
    if qt_app is None:
        qt_app = QApplication([sys.argv[0] if sys.argv else "tableside"])
    style.apply(qt_app)
    icon = app_icon()
    check(not icon.isNull() and bool(icon.availableSizes()), "the app icon could not be loaded")
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


def display_name(env: dict[str, str]) -> str | None:
    """The display a window would open on, or None where there is none (a server, CI, ssh)."""
    forced = env.get("QT_QPA_PLATFORM", "")
    if forced.startswith(("offscreen", "minimal")):
        return None
    if sys.platform in ("win32", "darwin"):
        return "the desktop"
    for variable in ("WAYLAND_DISPLAY", "DISPLAY"):
        if env.get(variable):
            return f"{variable} {env[variable]}"
    return None


def child_command() -> list[str]:
    """This same program, asked to open a window: the bundle's executable, or Python on the launcher."""
    if getattr(sys, "frozen", False):
        return [sys.executable, DISPLAY_FLAG]
    from tableside.ui import launcher

    return [sys.executable, "-c", f"import sys; from {launcher.__name__} import main; sys.exit(main())",
            DISPLAY_FLAG]


def _display(env: dict[str, str]) -> str:
    """Open a window on the real platform, in a child process; say which platform Qt used."""
    import subprocess

    where = display_name(env)
    if where is None:
        return "skipped: no display here (the window was checked offscreen)"
    env = {**env, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    try:
        done = subprocess.run(child_command(), env=env, capture_output=True, text=True,
                              timeout=DISPLAY_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        raise SelfTestFailed(f"a window on {where} did not open within {DISPLAY_TIMEOUT_S} s") from None
    said = done.stdout.strip().splitlines()
    if done.returncode != 0 or not said or not said[-1].startswith("platform "):
        lines = done.stderr.strip().splitlines() or ["no message"]
        why = next((line for line in lines if "could not" in line.lower()), lines[-1])
        raise SelfTestFailed(f"Qt could not open a window on {where} (exit {done.returncode}): {why}")
    return f"a window opened on {where} ({said[-1]})"


def display_check() -> int:
    """The child: open a small window on whatever platform Qt picks, print that platform, close."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel

    from tableside.ui.about_dialog import app_icon

    existing = QApplication.instance()
    qt_app = existing if isinstance(existing, QApplication) else None  # instance() is typed QCoreApplication
    if qt_app is None:
        qt_app = QApplication([sys.argv[0] if sys.argv else "tableside"])
    window = QLabel("Tableside self-test")
    window.setTextFormat(Qt.TextFormat.PlainText)  # as every label (ui/plain_text.py); Qt is imported late here
    window.setWindowIcon(app_icon())
    window.resize(320, 80)
    window.show()
    for _ in range(5):
        qt_app.processEvents()
    shown = window.isVisible() and window.windowHandle() is not None
    window.close()
    qt_app.processEvents()
    if not shown:
        print("the window did not appear", file=sys.stderr)
        return 1
    print(f"platform {qt_app.platformName()}", flush=True)
    return 0
