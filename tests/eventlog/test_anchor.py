"""Issue 11 item 6: the log's anchor outside the file beats both forgeries the chain alone lets through.

The event files are real SQLite files; the forger drops the triggers and edits and re-hashes the chain,
or deletes its last rows (tests/eventlog/forgery.py)."""

from __future__ import annotations

import json

import pytest

from tableside.app.errors import TablesideError
from tableside.app.event.export import results_csv, standings_csv
from tableside.app.event.session import EventSession
from tableside.app.event.standings import standings
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.anchor import check_fingerprint, head_fingerprint, parse_fingerprint
from tableside.app.eventlog.seen_heads import record_file
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.launcher import main
from tests.eventlog.forgery import drop_last, edit_and_rehash

LAST_OUT = 11  # Ben leaves, so Ana wins: the forger makes Ana leave instead


def make_event(path):
    session = EventSession(open_event_file(str(path), create=True), FakeTime())
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                "tiebreak_seed": "s"})
    for name in ("Ana", "Ben", "Cai", "Dee"):
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Catan"})
    session.do("round.start", {})
    session.do("player.out", {"table": 1, "players": ["p4"]})
    session.do("player.out", {"table": 1, "players": ["p3"]})
    session.do("player.out", {"table": 1, "players": ["p2"]})
    head = head_fingerprint(session.store)
    session.close()
    return head


def cli(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def totals(path):
    session = EventSession(open_event_file(str(path), readonly=True))
    try:
        return {s.name: s.total for s in standings(session.state)}
    finally:
        session.close()


@pytest.fixture
def event_file(tmp_path):
    path = tmp_path / "cup.tableside"
    return path, make_event(path)


def test_a_rehashed_edit_passes_the_chain_but_not_the_fingerprint(capsys, event_file):
    path, head = event_file
    assert cli(capsys, "verify", str(path), "--expect", head)[0] == 0
    assert (totals(path)["Ana"], totals(path)["Ben"]) == (12, 8)
    edit_and_rehash(path, LAST_OUT, lambda data: data.update(players=["p1"]))
    assert (totals(path)["Ana"], totals(path)["Ben"]) == (8, 12)  # the forged result
    code, out, err = cli(capsys, "verify", str(path))
    assert code == 0 and "hash chain intact" in out  # what the chain alone cannot see
    code, out, err = cli(capsys, "verify", str(path), "--expect", head)
    assert code == 1
    seq = head.split(":")[0]
    assert f"entry {seq} is {seq}:" in out and f"not {head}: the log was changed" in out
    assert out.count("\n") == 1


def test_deleting_the_last_entries_passes_the_chain_but_not_the_fingerprint(capsys, event_file):
    path, head = event_file
    drop_last(path, 2)
    code, out, err = cli(capsys, "verify", str(path))
    assert code == 0 and "OK, 9 entries" in out
    code, out, err = cli(capsys, "verify", str(path), "--expect", head)
    assert code == 1
    assert f"the file has 9 entries, but the fingerprint {head} names entry 11: entries were removed" in out


def test_an_earlier_fingerprint_still_holds_after_later_entries(capsys, tmp_path, event_file):
    path, head = event_file
    session = EventSession(open_event_file(str(path)), FakeTime())
    session.do("round.open", {})
    later = head_fingerprint(session.store)
    session.close()
    code, out, _ = cli(capsys, "verify", str(path), "--expect", head, "--expect", later)
    assert code == 0 and out.splitlines()[0].endswith(f"head {later}")
    assert f"entry 11 matches the fingerprint {head}" in out


def test_any_prefix_of_eight_or_more_hex_characters_names_the_entry(event_file):
    path, head = event_file
    store = open_event_file(str(path), readonly=True)
    try:
        full = store.last().hash
        for length in (8, 9, 20, 64):
            assert check_fingerprint(store, parse_fingerprint(f"11:{full[:length].upper()}")) is None
        wrong = "0" if full[8] != "0" else "1"
        assert "is 11:" in check_fingerprint(store, parse_fingerprint(f"11:{full[:8]}{wrong}"))
    finally:
        store.close()


@pytest.mark.parametrize("text, says", [
    ("10:1a2b3c4", "needs 8 to 64 hex characters after the colon, not 7"),
    ("10-1a2b3c4d", "is not a log fingerprint; it looks like 57:1a2b3c4d"),
    ("0:1a2b3c4d", "is not a log fingerprint"),
    ("10:1a2b3c4g", "is not a log fingerprint"),
])
def test_a_malformed_fingerprint_is_one_clear_line(capsys, event_file, text, says):
    path, _ = event_file
    code, out, err = cli(capsys, "verify", str(path), "--expect", text)
    assert code == 2 and out == "" and says in err and err.count("\n") == 1
    with pytest.raises(TablesideError):
        parse_fingerprint(text)


def test_the_csv_and_json_exports_carry_the_fingerprint(capsys, event_file):
    path, head = event_file
    for flag in ("--standings", "--ratings" if False else "--log", None):
        code, out, err = cli(capsys, "export", str(path), "--format", "csv", *([flag] if flag else []))
        assert code == 0
        lines = out.removeprefix("\ufeff").splitlines()
        assert lines[0].endswith(",log_head") and all(line.endswith(f",{head}") for line in lines[1:])
    code, out, _ = cli(capsys, "export", str(path), "--format", "json")
    assert json.loads(out)["log_head"] == head
    state = EventSession(open_event_file(str(path), readonly=True)).state
    assert standings_csv(state, head=head).splitlines()[1].endswith(head)
    assert results_csv(state, head=head).splitlines()[1].endswith(head)


def test_a_command_warns_when_the_file_comes_back_shorter_and_keeps_warning(capsys, event_file):
    path, head = event_file
    assert cli(capsys, "standings", str(path))[2] == ""  # seen now: the head is remembered
    remembered = json.loads(record_file().read_text(encoding="utf-8"))["files"][str(path.resolve())]
    assert f"{remembered['seq']}:{remembered['hash'][:8]}" == head
    drop_last(path, 3)
    for _ in range(2):  # a read-only look does not make the shorter file the new truth
        code, out, err = cli(capsys, "standings", str(path))
        assert code == 0
        assert err.startswith("tableside: warning: cup.tableside is shorter than when Tableside last saw it: "
                              f"it ended at entry {head}, now it has 8 entries.")
        assert err.count("\n") == 1


def test_a_command_warns_when_another_entry_stands_at_the_seen_sequence(capsys, event_file):
    path, head = event_file
    cli(capsys, "export", str(path))
    edit_and_rehash(path, LAST_OUT, lambda data: data.update(players=["p1"]))
    code, out, err = cli(capsys, "verify", str(path))
    assert code == 0  # the chain is whole...
    assert f"cup.tableside has another entry 11 than when Tableside last saw it ({head} then, 11:" in err


def test_writing_to_the_file_makes_its_new_head_the_one_remembered(capsys, event_file, monkeypatch):
    import io
    import sys

    path, head = event_file
    cli(capsys, "standings", str(path))
    drop_last(path, 1)
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"kind": "player.register", "name": "Eve", "t": 1795000100000}\n'))
    code, out, err = cli(capsys, "apply", str(path))
    assert code == 0 and "shorter" in err
    assert cli(capsys, "standings", str(path))[2] == ""


def test_a_file_created_anew_at_a_remembered_path_is_not_a_forgery(capsys, tmp_path, event_file):
    path, head = event_file
    cli(capsys, "standings", str(path))
    path.unlink()
    import io
    import sys

    sys_stdin = sys.stdin
    sys.stdin = io.StringIO('{"kind": "event.create", "name": "New", "system": "table-points", '
                            '"timers": "round-clock-only"}\n')
    try:
        code, out, err = cli(capsys, "apply", str(path))
    finally:
        sys.stdin = sys_stdin
    assert code == 0 and err == ""
    assert cli(capsys, "standings", str(path))[2] == ""
