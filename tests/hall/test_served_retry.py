"""Exactly-once across a restart of ``tableside serve``'s own stack: a real event file, a real server.

The writer builds its gate from the file when it opens the event (``Gate.of_store``: SQLite picks
out the entries stamped with an action id). A device that retries, after the server was stopped and
started again, an action committed before the restart, long ago in the log, gets "already done"
with the entry it committed, and nothing more is written.
"""

from __future__ import annotations

import httpx
import pytest

from tableside.app.cli.event_files import open_session
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.hall.service import HallService
from tableside.ui.demo import build_demo

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def post(hall: HallService, token: str, action: dict) -> httpx.Response:
    return httpx.post(hall.url("/api/action"), json=action, headers={"Authorization": f"Bearer {token}"},
                      timeout=10)


def log_size(path) -> int:
    store = open_event_file(path, readonly=True)
    try:
        return len(store)
    finally:
        store.close()


def test_a_retry_after_the_server_restarted_commits_exactly_once(tmp_path) -> None:
    path = build_demo(tmp_path / "demo.tableside")
    first = HallService(lambda: open_session(str(path)), "127.0.0.1", 0)
    first.start()
    try:
        token = first.pair(1).token
        dee = {"id": "before-restart-1", "kind": "player.out", "table": 1, "players": ["p4"]}
        done = post(first, token, dee)
        assert done.status_code == 200 and done.json()["ok"] is True
        seq = done.json()["seq"]
        for table in (2, 3, 4):  # more of the event after it: the action is not the log's last entry
            first.pair(table)
    finally:
        first.stop()
    size = log_size(path)
    assert size > seq

    again = HallService(lambda: open_session(str(path)), "127.0.0.1", 0)
    again.start()
    try:
        retry = post(again, token, dee)
        assert retry.status_code == 200
        assert retry.json() == {"ok": True, "message": "already done", "seq": seq, "repeated": True}
        assert log_size(path) == size
        # A new id is a new action (refused here: Dee is out already), so the gate did not answer it.
        other = post(again, token, {**dee, "id": "after-restart-1"})
        assert other.status_code == 409 and log_size(path) == size
    finally:
        again.stop()
