"""One CSV writer: ``tableside export --format csv`` and File ▸ Export write the same bytes (mark included)."""

from __future__ import annotations

import pytest

from tableside.app.event.session import EventSession
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.exports import Exports
from tableside.ui.launcher import main
from tests.ui.helpers import make_window


@pytest.fixture
def event_file(tmp_path):
    path = tmp_path / "cup.tableside"
    session = EventSession(open_event_file(str(path), create=True), FakeTime())
    session.do("event.create", {"name": "Cup", "system": "contribution", "timers": "round-clock-only",
                                "tiebreak_seed": "s", "ratings": {"Émile": 1200}})
    for name in ("Ana", "Émile", "Cai"):
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Émile", "Cai"], "game": "Catan"})
    session.do("round.start", {})
    session.do("player.out", {"table": 1, "players": ["Cai"]})
    session.do("player.out", {"table": 1, "players": ["Ana"]})
    session.close()
    return path


@pytest.mark.parametrize("what, flag", [("standings", "--standings"), ("results", None), ("ratings", "--ratings")])
def test_the_command_line_and_the_window_write_the_same_file(qtbot, clock, timers, tmp_path, capsysbinary,
                                                             event_file, what, flag):
    assert main(["export", str(event_file), "--format", "csv", *([flag] if flag else [])]) == 0
    printed = capsysbinary.readouterr().out
    assert printed.startswith(b"\xef\xbb\xbf")
    assert "Émile".encode() in printed

    _window, c = make_window(qtbot, clock, timers)
    c.open_file(event_file)
    target = tmp_path / f"{what}.csv"
    exports = Exports(c, ask=lambda *_: str(target), say=lambda *_: None)
    assert getattr(exports, what)() == target
    c.close()
    assert target.read_bytes() == printed
    header = printed.decode("utf-8-sig").splitlines()[0].split(",")
    if what == "results":  # contribution keeps a ledger: its columns are there
        assert {"points", "points_exact", "before", "after", "remainder"} <= set(header)
