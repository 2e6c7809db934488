"""Render every projector view to PNG files under out/, to look at without a projector.

Run: .venv/bin/python packaging/render_projector.py [--out DIR]

A 40-player event (a few very long names among them) on a hand-driven clock, so every picture is the
same: round 1 fully played, round 2 seated. Pictures, each at 1280x720 and 3840x2160:

* ``projector-find``: "find your table" for round 2 (seated, not started), first page;
* ``projector-standings``: the standings after round 1, first page, and ``projector-standings-p2``;
* ``projector-tables``: round 2 after 35 minutes of play, some players out, one table finished, table 3
  given 10 more minutes (its box shows its own time left);
* ``projector-extra-time``: the live tables 65 s after the round's 90 minutes: every table has ended
  but table 3, whose own clock (8:55) is the round clock now;
* ``projector-timeup``: the standings once the last table's time is up (the clock turns black on yellow);
* ``projector-announcement``: the same with an announcement up and 4 rounds planned (the estimated end).

And the printable round 2 (File ▸ Export ▸ Seating and result slips) as page images,
``pdf-round-2-page-N.png`` (A4, scaled to 1400 px high).

Offscreen platform; nothing is written outside a temporary folder and out/.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZES = tuple(tuple(int(v) for v in s.split("x"))
              for s in os.environ.get("PROJECTOR_SIZES", "1280x720,3840x2160").split(","))
NAMES = [
    "Ana Lima", "Ben Okafor", "Cai Wen", "Dee Murphy", "Eve Schneider", "Fay Dubois", "Gus Andersson",
    "Maximilian Alexandrov-Villanueva de la Fontaine", "Hana Sato", "Ivo Petrov", "Jo Park", "Kai Müller",
    "Lea Rossi", "Mo Haddad", "Nia Brown", "Oskar Nowak", "Pia Jensen", "Quinn Taylor", "Rui Costa",
    "Sofia Kowalczyk-Wiśniewska", "Tom Walsh", "Uma Patel", "Vik Singh", "Wen Zhang", "Xavi Garcia",
    "Yara Nasser", "Zoë Ørsted", "Aaron Cohen", "Bea Santos", "Cyril Lefèvre", "Dana Whitaker",
    "Emil Virtanen", "Flo Bauer", "Greta Lindqvist", "Hugo Martin", "Iris van der Berg",
    "Jean-Baptiste Marie Delacroix-Beaumont", "Kim Lee", "Lars Eriksen", "Mina Ahmadi",
]


def build_event(clock):
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.memory_store import MemoryStore

    store = MemoryStore()
    session = EventSession(store, clock)
    session.do("event.create", {"name": "Autumn Cup 2026 · Regional Qualifier", "date": "2026-11-22",
                                "system": "table-points", "timers": "round-clock-only", "round_minutes": 90,
                                "tiebreak_seed": "render"})
    session.do("player.import", {"players": [{"name": n} for n in NAMES]})
    session.do("round.open", {})
    session.do("round.seat", {"seed": 7, "game": "Catan"})
    session.do("round.start", {})
    for table in list(session.state.current_round.tables.values()):
        clock.advance(60_000)
        for pid in table.players[::-1][:-1]:
            clock.advance(30_000)
            session.do("player.out", {"table": table.number, "players": [pid]})
    clock.advance(5 * 60_000)
    session.do("round.open", {})
    session.do("round.seat", {"seed": 11, "game": "Ticket to Ride: Europe"})
    return store


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "out"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from tableside.app.event.timebase import FakeTime
    from tableside.ui.controller import EventController
    from tableside.ui.projector import ProjectorWindow

    app = QApplication.instance() or QApplication([])
    clock = FakeTime()
    controller = EventController(clock)
    controller.open_store(build_event(clock))
    projector = ProjectorWindow(controller)
    written: list[Path] = []

    def shot(name: str, mode: str, page: int = 0) -> None:
        projector.set_mode(mode)
        for width, height in SIZES:
            projector.resize(width, height)
            projector.show()
            app.processEvents()
            targets = [i for i, (view, p) in enumerate(projector.playlist) if view == mode and p == page]
            projector.position = targets[0]
            projector.next_page()  # flip once and back, as the page timer does
            projector.position = targets[0]
            projector._scene = None
            projector.update()
            app.processEvents()
            path = out / f"{name}-{width}x{height}.png"
            projector.grab().save(str(path))
            written.append(path)

    # The printed round (PDF) as page images: the seating by name, then the result slips.
    from PySide6.QtCore import Qt

    from tableside.ui.pdf_seating import render_round_pages

    report, images = render_round_pages(controller.state)
    for number, image in enumerate(images, start=1):
        path = out / f"pdf-round-2-page-{number}.png"
        image.scaledToHeight(1400, Qt.TransformationMode.SmoothTransformation).save(str(path))
        written.append(path)

    shot("projector-find", "find")
    shot("projector-standings", "standings")
    shot("projector-standings-p2", "standings", page=1)

    c = controller
    c.start_round(2)
    rnd = c.state.current_round
    clock.advance(35 * 60_000)
    first = rnd.tables[1]
    c.out(2, 1, [first.players[0]])
    c.out(2, 1, [first.players[1], first.players[2]])  # table 1 finished
    c.out(2, 2, [rnd.tables[2].players[3]])
    c.out(2, 4, [rnd.tables[4].players[1]])
    c.extend(2, 3, 10)
    c.wake()
    shot("projector-tables", "tables")

    clock.advance(55 * 60_000 + 65_000)  # 90:00 of the round and 65 s more: only table 3 still plays
    c.wake()
    shot("projector-extra-time", "tables")

    clock.advance(9 * 60_000)
    c.wake()
    shot("projector-timeup", "standings")

    # The desk's announcement as a band under the header, and the agenda's estimated end beside the event.
    c.do("event.rounds", {"rounds": 4})
    c.do("event.break", {"after": 2, "minutes": 45})
    c.do("event.announce", {"text": "Lunch break after round 2: the buffet is in hall B"})
    shot("projector-announcement", "standings")
    projector.close()
    controller.close()
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
