"""Starting the window: ``tableside`` (the last event, or the start screen), ``tableside demo``,
``tableside open FILE`` (or just ``tableside FILE.tableside``, as a file manager calls it).

``TABLESIDE_FIRST_PAINT=1`` makes the app print the seconds from process start to the window's
first paint event and to that first frame finished (a zero timer posted from the paint event runs
once the repaint it belongs to, every widget painted and the backing store flushed, has returned),
and quit (the cold-start and open benchmarks).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tableside.ui.i18n import said, translate

if TYPE_CHECKING:  # imported late below: the start-up of the window is timed
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

_IMPORTED_AT = time.monotonic()


def process_age_s() -> float:
    """Seconds since this process started (from /proc on Linux; else since this module was imported)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22 of stat, counted after the ")" of the command name
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.monotonic() - _IMPORTED_AT


def peak_rss_mib() -> int:
    """The process's peak resident memory (VmHWM; ru_maxrss would carry the parent's over exec), or 0."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            return next(int(line.split()[1]) // 1024 for line in handle if line.startswith("VmHWM"))
    except (OSError, ValueError, StopIteration):
        return 0


NO_DISPLAY = ("Tableside needs a display to open its window: none was found, as neither DISPLAY nor WAYLAND_DISPLAY "
              "is set (tableside serve and the other commands run without one).")


def missing_display(env: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """The one sentence to say instead of Qt's message (which names a platform plugin and aborts) when the
    window cannot open: on Linux, no platform chosen (QT_QPA_PLATFORM) and no display to open on; else None."""
    from tableside.ui.self_test import display_name

    if not platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    return NO_DISPLAY if display_name(dict(env)) is None else None


USAGE = "usage: tableside [demo | open FILE | FILE.tableside]   (tableside --help: the other commands)"


def parse(argv: Sequence[str]) -> tuple[str, str | None] | None:
    args = list(argv)
    if not args:
        return ("last", None)
    if args == ["demo"]:
        return ("demo", None)
    if len(args) == 2 and args[0] == "open":
        return ("open", args[1])
    if len(args) == 1 and args[0].endswith(".tableside"):
        return ("open", args[0])
    return None


def create_window(wanted: tuple[str, str | None], controller: EventController | None = None) -> MainWindow:
    """The window for ``wanted`` (from ``parse``), with the settings loaded and the event opened."""
    from tableside.app import paths
    from tableside.app import settings as app_settings
    from tableside.app.presets import load_presets
    from tableside.ui import i18n
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

    loaded = app_settings.load()
    # Before the first widget: every string is translated as it is built. TABLESIDE_LANGUAGE overrides the
    # setting (the tests pin English with it; "de" tries German without touching the settings file).
    i18n.install(os.environ.get("TABLESIDE_LANGUAGE", loaded.settings.language))
    paths.use_data_folder(loaded.settings.data_folder)
    controller = controller or EventController()
    window = MainWindow(controller, loaded.settings)
    window.font_scale = loaded.settings.font_scale
    what, file = wanted
    if what == "demo":
        window.open_demo()
    elif what == "open":
        window.open_event(Path(file or ""))
    elif loaded.settings.last_event and Path(loaded.settings.last_event).exists():
        window.open_event(Path(loaded.settings.last_event))
    notes = [said(loaded.problem)] if loaded.problem else []
    broken = load_presets().problems
    if broken:
        notes.append(translate("app", "These presets could not be read and were left out (the others work):\n")
                     + "\n".join(f"• {said(problem)}" for problem in broken))
    if notes:
        # Said once, after opening, so the message about the event (if any) does not hide it.
        window.show_message("\n".join(notes), "warning")
    return window


def run(argv: Sequence[str] | None = None) -> int:
    wanted = parse(sys.argv[1:] if argv is None else argv)
    if wanted is None:
        print(USAGE, file=sys.stderr)
        return 2
    no_display = missing_display(os.environ)
    if no_display is not None:
        print(no_display, file=sys.stderr)
        return 1
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from tableside.ui import crash_report, style
    from tableside.ui.about_dialog import app_icon

    crash_report.install()
    crash_report.log_qt_messages()
    existing = QApplication.instance()
    qt_app = existing if isinstance(existing, QApplication) else None  # instance() is typed QCoreApplication
    if qt_app is None:
        qt_app = QApplication([sys.argv[0] if sys.argv else "tableside"])
    qt_app.setApplicationName("Tableside")
    qt_app.setDesktopFileName("tableside")  # Wayland and the taskbar match it to tableside.desktop
    qt_app.setWindowIcon(app_icon())
    style.apply(qt_app)
    window = create_window(wanted)
    from tableside.ui.file_open import open_files_from_the_desktop

    open_files_from_the_desktop(qt_app, window)  # macOS: a file opened from Finder comes as an event
    if window.font_scale != 1.0 or window.settings.theme != "light":
        style.apply(qt_app, window.font_scale, window.settings.theme)

    if os.environ.get("TABLESIDE_FIRST_PAINT"):
        class FirstPaint(QObject):
            done = False

            def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
                if event.type() == QEvent.Type.Paint and not self.done:
                    self.done = True
                    began = process_age_s()

                    def finished() -> None:  # runs once the frame this paint began is painted and flushed
                        print(f"first paint {began:.3f} s after process start, frame finished "
                              f"{process_age_s():.3f} s, peak {peak_rss_mib()} MiB", flush=True)
                        window.close()

                    QTimer.singleShot(0, finished)
                return False

        spy = FirstPaint(window)
        window.installEventFilter(spy)
    window.show()
    return qt_app.exec()
