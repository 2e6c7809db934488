"""The window's event file deleted while open: said once in the message bar, the whole event copied
out of the file it still holds, and every action refused from then on (nothing acknowledged is lost)."""

from __future__ import annotations

import os

from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.verify import verify
from tests.ui.helpers import event_window

FOUR = {1: ["Ana", "Ben", "Cai", "Dee"]}


def test_the_window_says_its_file_was_deleted_once_and_takes_no_more_actions(qtbot, tmp_path, clock, timers):
    path = str(tmp_path / "cup.tableside")
    window, c = event_window(qtbot, clock, timers, FOUR, timers_preset="document-002",
                             store=open_event_file(path, create=True), path=path)
    said: list[str] = []
    c.write_failed.connect(said.append)
    head = c.session.store.last().seq

    os.remove(path)
    c._watched()  # the watch timer's turn
    c._watched()
    assert len(said) == 1
    assert said[0].startswith(f"The event file {path} was deleted or moved away while Tableside had it open")
    copy = str(tmp_path / "cup.rescued.tableside")
    assert f"is now in {copy};" in said[0]

    assert not c.out(1, 1, ["Dee"])  # refused: nothing more goes into a file no one will find
    assert c.session.store.last().seq == head
    window.close()
    reader = open_event_file(copy, readonly=True)
    try:
        report = verify(reader)
        assert report.ok and report.entries == head
    finally:
        reader.close()
