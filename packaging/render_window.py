"""Render the main window on the demo round to PNG files under out/, to look at without a screen.

Run: .venv/bin/python packaging/render_window.py [--out DIR] [--readme]

The demo is played a little first, on a hand-driven clock so every picture is the same: Dee is out at
table 1, Ben is deciding (auction or pass) with his auxiliary countdown running, Cai is down to his
last seconds (the warning), Gus is out at table 2 and Eve has asked for a pause (the vote is open).
Pictures: the round at 1366x768 and 1920x1080 (and in the dark and high-contrast themes), the start
screen, the F1 help, a held table after a restart, 30 tables of long names at both sizes, and the new-event,
settings, presets and about dialogs. Offscreen platform; nothing is written outside a temporary folder and out/.

--readme also writes the README's screenshots to resources/screenshots/: the same pictures reduced to
their 256 most used colours (exact for the flat colours of the UI; a few kB instead of a hundred).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "out"))
    parser.add_argument("--readme", action="store_true", help="also write resources/screenshots/*.png")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLESIDE_HOME"] = home
        from PySide6.QtWidgets import QApplication

        from tableside.app import density as app_density
        from tableside.app import paths
        from tableside.app import settings as app_settings
        from tableside.app.event.timebase import FakeTime
        from tableside.ui import style
        from tableside.ui.controller import EventController
        from tableside.ui.demo import build_demo
        from tableside.ui.main_window import HISTORY_OPEN_FROM, MainWindow

        app = QApplication.instance() or QApplication([])
        style.apply(app)
        clock = FakeTime()
        written = []

        def shot(window, name: str, size: tuple[int, int]) -> None:
            window.resize(*size)
            # The cards' density as the window picks it on a screen of that size (app.density, "auto").
            window.event_view.set_density(app_density.resolve(window.settings.density, size[1]))
            window.history_dock.setVisible(size[0] >= HISTORY_OPEN_FROM)  # as the window opens at that size
            window.show()
            for _ in range(3):
                app.processEvents()
            path = out / f"{name}-{size[0]}x{size[1]}.png"
            window.grab().save(str(path))
            written.append(path)

        def dialog_shot(dialog, name: str) -> None:
            dialog.show()
            for _ in range(3):
                app.processEvents()
            path = out / f"{name}.png"
            dialog.grab().save(str(path))
            written.append(path)
            dialog.close()

        # The start screen (with a recent file listed).
        settings = app_settings.Settings(recent_files=[str(Path(home) / "data" / "autumn-cup.tableside")])
        start = MainWindow(EventController(clock), settings)
        shot(start, "start", (1366, 768))
        start.close()

        # The demo round, played a little.
        path = build_demo(time_source=clock)
        controller = EventController(clock)
        window = MainWindow(controller, app_settings.Settings())
        window.open_event(path)
        c = controller
        p = {pl.name: pl.id for pl in c.state.players.values()}
        clock.advance(9 * 60_000)
        c.out(1, 1, [p["Dee"]])
        clock.advance(60_000)
        c.out(1, 2, [p["Gus"]])
        c.adjust(1, 1, p["Cai"], -105_000)
        clock.advance(20_000)
        c.decision(1, 1, p["Ben"], "auction-or-pass")
        clock.advance(2_400)
        c.request_pause(1, 2, p["Eve"])
        clock.advance(3_000)
        c.wake()
        shot(window, "window", (1366, 768))
        shot(window, "window", (1920, 1080))
        window.help.toggle()
        shot(window, "help", (1366, 768))
        window.help.toggle()
        for theme in ("dark", "high-contrast"):
            style.apply(app, 1.0, theme)
            shot(window, f"window-{theme}", (1366, 768))
        style.apply(app)

        from tableside.ui.about_dialog import AboutDialog
        from tableside.ui.new_event_dialog import NewEventDialog
        from tableside.ui.presets_dialog import PresetsDialog
        from tableside.ui.settings_dialog import SettingsDialog

        new = NewEventDialog("rplops", "document-002", window)
        new.name.setText("Autumn Cup 2026")
        dialog_shot(new, "new-event-dialog")
        dialog_shot(SettingsDialog(app_settings.Settings(font_scale=1.25), window), "settings-dialog")
        # The judge's own presets: one that reads, one with a mistake (listed with its line).
        mine = paths.user_presets_dir()
        (mine / "scoring").mkdir(parents=True, exist_ok=True)
        (mine / "timers").mkdir(parents=True, exist_ok=True)
        (mine / "scoring" / "club-league.toml").write_text(
            'label = "Club league: RPLOPS v2, x = 10"\nsystem = "rplops2"\n\n[options]\nx = 10\n', encoding="utf-8")
        (mine / "timers" / "blitz.toml").write_text("main_ms = 60_000\n\n[decisions.roll-dice]\naux_ms = 3_000\n"
                                                    "label = \"roll dice\"\nextra = 1\n", encoding="utf-8")
        dialog_shot(PresetsDialog(window), "presets-dialog")
        dialog_shot(AboutDialog(window), "about-dialog")
        window.close()

        # The same file reopened by a new run: Ben's decision was running, so table 1 is held.
        clock.advance(4 * 60_000)
        again = MainWindow(EventController(clock), app_settings.Settings())
        again.open_event(path)
        shot(again, "restart", (1366, 768))
        again.close()

        # Many tables: 30 tables of 4 with long real names (tests/ui/long_names.py), as the density bench has them.
        from tests.ui.long_names import seat_long_round

        many = Path(home) / "many.tableside"
        big = MainWindow(EventController(clock), app_settings.Settings())
        big.controller.open_file(many, create=True)
        seat_long_round(big.controller, 30)
        tables = big.controller.state.rounds[1].tables
        clock.advance(30 * 60_000)
        big.controller.out(1, 2, [tables[2].players[1]])
        big.controller.decision(1, 1, tables[1].players[0], "auction-or-pass")
        big.controller.request_pause(1, 3, tables[3].players[2])
        big.event_view.build_all()
        shot(big, "many-tables", (1366, 768))
        shot(big, "many-tables", (1920, 1080))
        big.close()

        seating_constraints_shot(clock, Path(home), dialog_shot)
        check_in_shot(clock, Path(home), dialog_shot)
        final_shot(clock, Path(home), shot)

    for path in written:
        print(path)
    if args.readme:
        for path in readme_screenshots(written):
            print(path)
        for path in projector_screenshots():
            print(path)
    return 0


# README picture name -> the picture rendered above.
README_SHOTS = {
    "window": "window-1366x768", "window-wide": "window-1920x1080", "start": "start-1366x768",
    "help": "help-1366x768", "restart": "restart-1366x768", "many-tables": "many-tables-1366x768",
    "window-dark": "window-dark-1366x768", "window-high-contrast": "window-high-contrast-1366x768",
    "new-event-dialog": "new-event-dialog", "settings-dialog": "settings-dialog",
    "presets-dialog": "presets-dialog", "seating-constraints": "seating-constraints",
    "checkin-dialog": "checkin-dialog",
    "final-standings": "final-standings-1366x768",
}


# README picture name -> the picture packaging/render_projector.py renders at 1280x720.
PROJECTOR_SHOTS = {"projector-standings": "projector-standings-1280x720", "projector-find": "projector-find-1280x720",
                   "projector-tables": "projector-tables-1280x720"}


CLUB = ["Mira Novak", "Jonas Novak", "Lena Novak", "Sam Okafor", "Priya Raman", "Tom Berg", "Ines Duarte",
        "Kai Lindqvist", "Noor Haddad", "Ana Silva", "Ben Carter", "Yuki Sato"]


def seating_constraints_shot(clock, home: Path, dialog_shot) -> None:  # type: ignore[no-untyped-def]
    """The seating dialog's Constraints tab on a club event: siblings apart, an accessible table, a fixed seat."""
    from tableside.app import settings as app_settings
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow
    from tableside.ui.seating_panel import SeatingDialog

    club = MainWindow(EventController(clock), app_settings.Settings())
    c = club.controller
    c.open_file(home / "club.tableside", create=True)
    c.do("event.create", {"name": "Club night", "system": "table-points", "timers": "round-clock-only",
                         "tiebreak_seed": "club"})
    c.import_players({"players": [{"name": name} for name in CLUB]})
    for kind, data in (("constraint.keep_apart", {"players": CLUB[:3], "reason": "siblings"}),
                       ("constraint.accessible", {"table": 1, "reason": "by the door"}),
                       ("constraint.needs_access", {"player": "Sam Okafor", "reason": "wheelchair"}),
                       ("constraint.fix", {"player": "Priya Raman", "table": 2, "seat": 1,
                                           "reason": "brings the game"})):
        c.do(kind, data)
    c.open_round()
    c.seat_round(1, "Catan")
    seating = SeatingDialog(c, club)
    seating.tabs.setCurrentIndex(1)
    seating.constraints.tick("Tom Berg", "Ines Duarte")
    seating.constraints.reason.setText("team mates")
    seating.resize(660, 720)
    dialog_shot(seating, "seating-constraints")
    club.close()


def check_in_shot(clock, home: Path, dialog_shot) -> None:  # type: ignore[no-untyped-def]
    """Event ▸ Check-in… on the club event's round 2: the rule set, most players ticked, two still to come."""
    from tableside.app import settings as app_settings
    from tableside.ui.checkin_dialog import CheckInDialog
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

    club = MainWindow(EventController(clock), app_settings.Settings())
    c = club.controller
    c.open_file(home / "checkin.tableside", create=True)
    c.do("event.create", {"name": "Club night", "system": "table-points", "timers": "round-clock-only",
                         "tiebreak_seed": "club", "check_in": {"no_show": "loss", "late": "free_seat"}})
    c.import_players({"players": [{"name": name} for name in CLUB]})
    c.do("event.check_in", {"no_show": "loss", "late": "free_seat", "code": "K7QMXA"})  # (drawn, but fixed here)
    c.open_round()
    for name in CLUB:
        c.do("player.check_in", {"player": name})
    c.seat_round(1, "Catan")
    c.start_round(1)
    for table in list(c.state.rounds[1].tables.values()):
        c.out(1, table.number, list(table.players[1:]))
    c.open_round()
    for name in CLUB:
        if name not in ("Kai Lindqvist", "Yuki Sato"):
            c.do("player.check_in", {"player": name})
    dialog = CheckInDialog(c, club)
    dialog.list.setCurrentRow(0)
    dialog.resize(520, 640)
    dialog_shot(dialog, "checkin-dialog")
    club.close()


def final_shot(clock, home: Path, shot) -> None:  # type: ignore[no-untyped-def]
    """The club event after two Swiss rounds and a final of the top 4: the standings dock says who won it."""
    from tableside.app import settings as app_settings
    from tableside.ui.controller import EventController
    from tableside.ui.main_window import MainWindow

    club = MainWindow(EventController(clock), app_settings.Settings())
    c = club.controller
    c.open_file(home / "final.tableside", create=True)
    c.do("event.create", {"name": "Club night", "system": "table-points", "timers": "round-clock-only",
                         "tiebreak_seed": "club"})
    c.import_players({"players": [{"name": name} for name in CLUB]})
    for number in (1, 2, 3):
        c.open_round(cut=4 if number == 3 else None)
        c.seat_round(number, "Catan")
        c.start_round(number)
        for table, seated in sorted(c.state.rounds[number].tables.items()):
            clock.advance(7 * 60_000)
            for pid in seated.players[:-1]:  # the last seat wins
                c.out(number, table, [pid])
    club.event_view.round_bar.refresh()  # (its own wake-ups need a running clock; this one is driven by hand)
    club.standings_dock.show()
    shot(club, "final-standings", (1366, 768))
    club.close()


def readme_screenshots(written: list[Path]) -> list[Path]:
    by_stem = {path.stem: path for path in written}
    return [reduce_colours(by_stem[stem], name) for name, stem in README_SHOTS.items()]


def projector_screenshots() -> list[Path]:
    """The projector's pictures, made by packaging/render_projector.py (the projector's own renderer)."""
    import subprocess
    import tempfile

    script = ROOT / "packaging" / "render_projector.py"
    if not script.exists():
        return []
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, PROJECTOR_SIZES="1280x720")
        subprocess.run([sys.executable, str(script), "--out", folder], check=True, env=env, capture_output=True)
        return [reduce_colours(Path(folder) / f"{stem}.png", name) for name, stem in PROJECTOR_SHOTS.items()]


def reduce_colours(source: Path, name: str) -> Path:
    """The picture with the 256 colours it uses most (flat UI colours stay exact), as a README picture."""
    from collections import Counter

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    folder = ROOT / "resources" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    image = QImage(str(source)).convertToFormat(QImage.Format.Format_RGB32)
    counts = Counter(memoryview(image.constBits()).cast("I"))
    table = [colour | 0xFF000000 for colour, _ in counts.most_common(256)]
    reduced = image.convertToFormat(QImage.Format.Format_Indexed8, table,
                                    Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither)
    path = folder / f"{name}.png"
    reduced.save(str(path), "PNG", 0)
    return path


if __name__ == "__main__":
    raise SystemExit(main())
