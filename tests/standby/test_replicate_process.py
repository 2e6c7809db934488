"""tableside replicate against a real tableside serve on the loopback: catch up, follow, fall behind, restart."""

from __future__ import annotations

import httpx
import pytest

from tableside.ui.demo import build_demo
from tests.standby.helpers import WAIT_S, Replica, Served, entries_of, eventually, run_tableside, served_with_copy

pytestmark = pytest.mark.e2e  # a real process, browser, server or build


def out(served: Served, token: str, table: int, player: str, n: int) -> None:
    response = httpx.post(served.url + "api/action", json={"id": f"standby-{n:04d}", "kind": "player.out",
                                                           "table": table, "players": [player]},
                          headers={"Authorization": f"Bearer {token}"}, timeout=WAIT_S)
    assert response.status_code == 200, response.text


def same_as_server(served: Served, copy) -> bool:
    return entries_of(copy) == entries_of(served.path) and len(entries_of(copy)) == served.head()[0]


def test_a_copy_catches_up_follows_and_reads_as_the_event(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    copy = tmp_path / "copy.tableside"
    home = tmp_path / "home"
    served = Served(event, home)
    replica = None
    try:
        served.pair(1)
        replica = Replica(served.url, copy, served.token, home)
        replica.lines.wait_for(r"up to date: entry \d+, as on the server")
        assert entries_of(copy) == entries_of(event)  # exactly: every field of every entry
        _, token = served.pair(2)
        out(served, token, 2, "p7", 1)
        eventually(lambda: same_as_server(served, copy), "the copy to follow two new entries")
        standings = run_tableside(home, "standings", str(copy), "--json")
        assert standings.returncode == 0, standings.stderr
        assert standings.stdout == run_tableside(home, "standings", str(event), "--json").stdout
        checked = run_tableside(home, "verify", str(copy))
        assert checked.returncode == 0 and "hash chain intact" in checked.stdout, checked.stdout + checked.stderr
        assert replica.terminate() == 0  # SIGTERM: a clean stop
        replica.lines.wait_for(r"stopped; .* holds entries 1 to 15")
    finally:
        if replica is not None:
            replica.kill()
        served.kill()
    assert entries_of(copy) == entries_of(event)


def test_a_copy_killed_or_cut_off_catches_up_exactly(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    home = tmp_path / "home"
    copy, served, replica = served_with_copy(event, home)
    try:
        _, token = served.pair(1)
        eventually(lambda: same_as_server(served, copy), "the first catch-up")
        replica.kill()  # SIGKILL: no goodbye; the copy falls behind while it is down
        for n, player in enumerate(["p1", "p2"]):
            out(served, token, 1, player, n)
        served.pair(3)
        replica = Replica(served.url, copy, served.token, home)
        eventually(lambda: same_as_server(served, copy), "the restarted copy to catch up")
        port = served.port
        served.kill()  # the server is gone: the copy keeps trying
        replica.lines.wait_for(r"the server is unreachable")
        served = Served(event, home, port)  # back on the same address, with more entries
        served.pair(4)
        replica.lines.wait_for(r"the server is back")
        eventually(lambda: same_as_server(served, copy), "the copy to catch up after the server came back")
        assert replica.process.poll() is None
    finally:
        replica.kill()
        served.kill()
    assert entries_of(copy) == entries_of(event)
    checked = run_tableside(home, "verify", str(copy))
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_bad_arguments_are_one_line_and_no_file(tmp_path) -> None:
    home = tmp_path / "home"
    copy = tmp_path / "copy.tableside"
    no_token = run_tableside(home, "replicate", "http://127.0.0.1:8765/", str(copy))
    assert no_token.returncode == 2
    assert no_token.stderr == ("tableside replicate: give the standby token that tableside serve printed: "
                               "--token TOKEN or TABLESIDE_STANDBY_TOKEN\n")
    bad_url = run_tableside(home, "replicate", "ftp://somewhere/", str(copy), "--token", "x" * 32)
    assert bad_url.returncode == 2
    assert bad_url.stderr == ("tableside replicate: 'ftp://somewhere/' is not a server address like "
                              "http://192.168.1.20:8765/\n")
    assert not copy.exists()


def test_a_wrong_token_stops_the_copy_with_one_line(tmp_path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    home = tmp_path / "home"
    served = Served(event, home)
    try:
        replica = Replica(served.url, tmp_path / "copy.tableside", "not-the-token-" + "x" * 20, home)
        try:
            assert replica.process.wait(WAIT_S) == 1
            message = replica.stderr()
        finally:
            replica.kill()
    finally:
        served.kill()
    assert message.startswith("tableside replicate: stopped: 127.0.0.1:")
    assert "refused (403): that is not this server's standby token," in message
