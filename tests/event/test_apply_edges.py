"""Issue 12 through ``tableside apply`` and friends: one line of refusal, nothing written, no traceback.

The commands run in this process (``app.cli.main``) on a real event file. Their moments are given
as small ``t`` values (milliseconds from 0), so the computer's clock is far past every one of them:
exactly the situation in which a catch-up from the computer's clock would end every round.
"""

from __future__ import annotations

import io
import json

import pytest

from tableside.app.cli import main
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.verify import verify

START = [
    {"kind": "event.create", "name": "Cup", "date": "2026-11-22", "system": "table-points",
     "timers": "document-002", "round_minutes": 1, "t": 0},
    *({"kind": "player.register", "name": n, "t": 0} for n in ["Ana", "Ben", "Cai", "Dee"]),
    {"kind": "round.open", "t": 0},
    {"kind": "table.seat", "table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "t": 0},
    {"kind": "round.start", "t": 1_000},
    {"kind": "clock.decision", "table": 1, "player": "Ben", "decision": "roll-dice", "t": 2_000},
]


def apply(monkeypatch, capsys, path, actions: list[dict] | str) -> tuple[int, str, str]:
    text = actions if isinstance(actions, str) else "".join(json.dumps(a) + "\n" for a in actions)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code = main(["apply", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def entries(path) -> int:
    with open_event_file(str(path), readonly=True) as store:
        assert verify(store).ok
        return len(store)


@pytest.fixture
def started(monkeypatch, capsys, tmp_path):
    path = tmp_path / "cup.tableside"
    code, out, err = apply(monkeypatch, capsys, path, START)
    assert code == 0, err
    assert out.split() == [str(n) for n in range(1, len(START) + 1)]  # item 8: decision goes through apply
    return path


def one_line_refusal(code: int, err: str, number: int, *words: str) -> None:
    assert code == 1
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert err.startswith(f"tableside apply: line {number}: ")
    for word in words:
        assert word in err


@pytest.mark.parametrize("t", [-1, 1_500])
def test_a_moment_before_the_last_one_while_timers_run_is_one_line(monkeypatch, capsys, started, t):
    code, _, err = apply(monkeypatch, capsys, started, [{"kind": "clock.done", "table": 1, "t": t}])
    one_line_refusal(code, err, 1, "negative" if t < 0 else "dated before")
    assert entries(started) == len(START)


@pytest.mark.parametrize("t", ['"21000"', "21000.5", "100000000000000"])
def test_a_refused_moment_writes_no_catch_up(monkeypatch, capsys, started, t):
    line = '{"kind": "player.register", "name": "Late", "t": ' + t + '}\n'
    code, out, err = apply(monkeypatch, capsys, started, line)
    one_line_refusal(code, err, 1, "nothing written")
    assert out == ""
    assert entries(started) == len(START)  # not even the round's end, long due by the computer's clock


def test_the_leaves_due_before_a_line_are_written_with_it_and_printed(monkeypatch, capsys, started):
    code, out, err = apply(monkeypatch, capsys, started, [{"kind": "player.register", "name": "Late", "t": 70_000}])
    assert code == 0, err
    assert out.splitlines() == [f"{len(START) + 1} player.out (automatic: round)", str(len(START) + 2)]


def test_a_line_refused_after_the_due_leaves_writes_none_of_them(monkeypatch, capsys, started):
    line = {"kind": "player.out", "table": 1, "players": ["Ana"], "t": 70_000}  # the round ended at 61 s
    code, _, err = apply(monkeypatch, capsys, started, [line])
    one_line_refusal(code, err, 1, "already over")
    assert entries(started) == len(START)


@pytest.mark.parametrize("line, column", [
    ('{"kind": "round.open"\n', 22),
    ('{"kind": "round.open", }\n', 24),
    ('{"kind": "round.open", "t": 12,,}\n', 32),
    ('{"kind": "round.open"} x\n', 24),
])
def test_invalid_json_names_the_column_where_it_goes_wrong(monkeypatch, capsys, tmp_path, line, column):
    code, _, err = apply(monkeypatch, capsys, tmp_path / "x.tableside", line)
    one_line_refusal(code, err, 1, f"at column {column}")


def test_a_decision_comes_through_apply_as_decision(monkeypatch, capsys, started):
    # Another run of apply: Ben's decision was held at the restart, so the judge releases it first.
    code, out, err = apply(monkeypatch, capsys, started, [{"kind": "clock.release", "table": 1, "t": 3_000},
                                                          {"kind": "clock.done", "table": 1, "t": 3_000},
                                                          {"kind": "clock.decision", "table": 1, "player": "Cai",
                                                           "decision": "sell-houses", "t": 4_000}])
    assert code == 0, err
    with open_event_file(str(started), readonly=True) as store:
        assert store.last().data["decision"] == "sell-houses"


@pytest.mark.parametrize("command", [["standings"], ["standings", "--json"], ["export"],
                                     ["export", "--format", "csv"], ["export", "--format", "csv", "--standings"],
                                     ["export", "--format", "csv", "--ratings"]])
def test_a_file_with_no_event_gets_one_line_from_standings_and_export(monkeypatch, capsys, tmp_path, command):
    path = tmp_path / "empty.tableside"
    code, _, _ = apply(monkeypatch, capsys, path, [{"kind": "event.create", "name": ""}])  # refused: empty file
    assert code == 1 and entries(path) == 0
    code = main([command[0], str(path), *command[1:]])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.strip() == f"tableside {command[0]}: {path} holds no event yet: its event.create was never applied " \
                          "(tableside apply adds it)"


def test_the_log_of_a_file_with_no_event_exports_as_it_is(monkeypatch, capsys, tmp_path):
    path = tmp_path / "empty.tableside"
    apply(monkeypatch, capsys, path, [{"kind": "event.create", "name": ""}])
    assert main(["export", str(path), "--format", "csv", "--log"]) == 0
    # an empty log has no head: the log_head column is there, with no row to fill
    assert capsys.readouterr().out.lstrip("\ufeff") == "seq,id,at,kind,data,hash,undone_by,log_head\n"



def test_a_full_disk_is_said_once(monkeypatch, capsys, started):
    """The snapshot (bigger than a line) fails first on a full disk, then the next line: one line said."""
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.store import EventFileError

    full = f"could not save to {started}: the disk is full; nothing was written"
    real_do = EventSession.do
    calls: list[int] = []

    def do(self, *args, **kwargs):
        calls.append(1)
        if len(calls) > 1:
            raise EventFileError(full)
        return real_do(self, *args, **kwargs)

    def refuse(*args, **kwargs):
        raise EventFileError(full)

    monkeypatch.setattr(EventSession, "do", do)
    monkeypatch.setattr(EventSession, "idle", refuse)
    monkeypatch.setattr(EventSession, "save_snapshot", refuse)
    code, out, err = apply(monkeypatch, capsys, started, [{"kind": "player.register", "name": "Eve"},
                                                          {"kind": "player.register", "name": "Fay"}])
    one_line_refusal(code, err, 2, "the disk is full")
    head = int(out.splitlines()[-1])  # Eve (after the leaves the clocks made due)
    monkeypatch.undo()
    assert entries(started) == head


def test_a_snapshot_not_saved_is_said_once_at_the_end(monkeypatch, capsys, started):
    from tableside.app.event.session import EventSession
    from tableside.app.eventlog.store import EventFileError

    def refuse(*args, **kwargs):
        raise EventFileError("could not save to the file: disk full; nothing was written")

    monkeypatch.setattr(EventSession, "idle", refuse)
    monkeypatch.setattr(EventSession, "save_snapshot", refuse)
    code, out, err = apply(monkeypatch, capsys, started, [{"kind": "player.register", "name": "Eve"},
                                                          {"kind": "player.register", "name": "Fay"}])
    assert code == 0 and len(out.splitlines()) >= 2
    assert err.splitlines() == ["tableside apply: the snapshot could not be saved: could not save to the file: "
                                "disk full; nothing was written"]
