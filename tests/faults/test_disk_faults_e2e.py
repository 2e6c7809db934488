"""Issue 24 with a real disk fault under a real ``tableside serve``: an LD_PRELOAD shim (``fsync_shim.c``, built
here with the C compiler) makes the event file's fsync/fdatasync block (a disk stall, where ``fsfreeze`` is not
allowed: it needs root and a file system of its own) or fail with EIO, and its writes fail with EIO.

* A stall of about 5 s while a table device posts: every answer is "done" or "not known yet" with the same id
  (then done on a retry, never twice); the player is charged only for the time before the stall; ``verify``.
* EIO on fsync (and on write): the answer is true. After a crash (SIGKILL) and a reopen with a healthy disk, an
  action the desk answered "done" is in the log; one it answered "nothing was changed" (or "nothing was
  written") is not; one "not known yet" may be either, and the device's retry with the same id is then done
  exactly once. ``verify`` passes.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.demo import build_demo
from tests.hall.test_desk_faults_e2e import event_file
from tests.hall.test_true_answers_e2e import Serve, action_ids, clean, verified
from tests.standby.helpers import WAIT_S

pytestmark = pytest.mark.e2e  # a real process on a real file, its disk made to fail

SOURCE = Path(__file__).with_name("fsync_shim.c")
STALL_S = 5.0


@pytest.fixture(scope="module")
def shim(tmp_path_factory) -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip("the fault shim reads /proc/self/fd and interposes glibc's fsync: Linux only")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) to build the LD_PRELOAD shim tests/faults/fsync_shim.c")
    built = tmp_path_factory.mktemp("shim") / "fsync_shim.so"
    done = subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(built), str(SOURCE), "-ldl"],
                          capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        pytest.skip(f"the C compiler could not build tests/faults/fsync_shim.c: {done.stderr[-400:]}")
    return built


class Disk:
    """The event file's folder, its fault switch (the shim's control file) and the shim's record of faults."""

    def __init__(self, tmp_path: Path, shim: Path) -> None:
        self.folder = tmp_path / "disk"
        self.folder.mkdir()
        self.control = tmp_path / "fault-control"
        self.record = tmp_path / "fault-record"
        self.set("ok")
        self.env = {"LD_PRELOAD": str(shim), "TABLESIDE_FAULT_CONTROL": str(self.control),
                    "TABLESIDE_FAULT_DIR": str(self.folder) + "/", "TABLESIDE_FAULT_LOG": str(self.record),
                    "TABLESIDE_WRITER_TIMEOUT_S": "1"}

    def set(self, mode: str) -> None:
        tmp = self.control.with_suffix(".tmp")
        tmp.write_text(mode)
        tmp.replace(self.control)  # the shim reads one word or the other, never half of one

    def faults(self) -> list[str]:
        return self.record.read_text().splitlines() if self.record.exists() else []


def entries(path: Path):
    store = open_event_file(str(path), readonly=True)
    try:
        return list(store.entries())
    finally:
        store.close()


def act_until_known(serve: Serve, token: str, action: dict, deadline_s: float) -> list[httpx.Response]:
    """Send the action, and again with the same id while the answer is "not known yet" (as the table page does)."""
    answers = [serve.act(token, action)]
    deadline = time.monotonic() + deadline_s
    while answers[-1].status_code == 503 and answers[-1].json().get("known") is False and time.monotonic() < deadline:
        time.sleep(0.2)
        answers.append(serve.act(token, action))
    return answers


def test_a_disk_stall_answers_done_or_not_known_yet_then_done_once_and_charges_nobody(tmp_path, shim) -> None:
    disk = Disk(tmp_path, shim)
    path = event_file(disk.folder)
    home = tmp_path / "home"
    serve = Serve(path, home, **disk.env)
    try:
        token = serve.pair(1)
        decision = {"id": "decide-0001", "kind": "clock.decision", "table": 1, "player": "p2",
                    "decision": "sell-houses"}
        assert serve.act(token, decision).status_code == 200
        decided = time.time()
        time.sleep(1.0)
        stalled = time.time()
        disk.set("stall")  # from now on every fsync of the event's folder blocks
        healed = threading.Timer(STALL_S, disk.set, args=("ok",))
        healed.start()
        done = {"id": "done-000001", "kind": "clock.done", "table": 1}
        sent = time.time()
        answers = act_until_known(serve, token, done, STALL_S + WAIT_S)
        healed.join()
        codes = [(a.status_code, a.json().get("known"), a.json()["message"]) for a in answers]
        assert all(code == 200 or (code == 503 and known is False) for code, known, _ in codes), codes
        assert codes[-1][0] == 200 and codes[-1][2] in ("done", "already done"), codes
        assert any(code == 503 for code, _, _ in codes), f"the stall was never felt: {codes}"
        again = serve.act(token, done)
        assert (again.status_code, again.json()["message"]) == (200, "already done")
        after_sent = time.time()
        after = serve.act(token, {"id": "out-after-1", "kind": "player.out", "table": 1, "players": ["p4"]})
        assert after.status_code in (200, 409), after.text  # the desk writes on, durably, after the stall
        serve.send("quit")
        code, errors = serve.ended()
    finally:
        disk.set("ok")
        serve.kill()
    clean(code, errors)
    assert any(line.startswith(("stall fsync", "stall fdatasync")) for line in disk.faults()), disk.faults()
    assert action_ids(path).count("done-000001") == 1  # one press, one entry, whatever the answers said
    verified(home, path)
    log = entries(path)
    decision_entry = next(e for e in log if e.kind == "clock.decision")
    done_entry = next(e for e in log if e.kind == "clock.done")
    hold = next((e for e in log if e.kind == "clock.hold_all" and e.seq < done_entry.seq), None)
    judged_at = hold.data["t"] if hold is not None else done_entry.data["t"]
    # Ben is charged from his decision to the moment the desk judged his Done (or held the timers for the
    # stall), which is when he pressed it (the desk dates it as it takes it), never the stall after it.
    ran_before = judged_at - decision_entry.data["t"]
    print(f"\ndisk stall: {len(answers)} answers {[c[:2] for c in codes]}; faults {disk.faults()[:3]}; Ben ran "
          f"{ran_before} ms (pressed {(sent - decided) * 1000:.0f} ms after deciding); held for the stall: "
          f"{hold.data if hold is not None else 'no'}; after: {[(e.kind, e.data.get('t')) for e in log[-4:]]}")
    assert ran_before <= (sent - decided) * 1000 + 600, (ran_before, sent - decided)
    assert ran_before >= (stalled - decided) * 1000 - 600, (ran_before, stalled - decided)
    session = EventSession(open_event_file(str(path), readonly=True))
    ben = session.state.rounds[1].tables[1].clock.view(session.now()).player("p2")
    session.close()
    assert ben.main_ms == 120_000 + (12_000 - ran_before) // 2
    # The next player is not charged for the stall either: the event's time did not run through it (or the
    # timers were held for it), so what came after is dated as if the stall had not been.
    later = [e for e in log if e.seq > done_entry.seq]
    if later and not any(e.kind == "clock.hold_all" for e in later):
        ran_after = later[0].data["t"] - done_entry.data["t"]
        assert ran_after <= (after_sent - sent - STALL_S + 1.0) * 1000, (ran_after, after_sent - sent)


@pytest.mark.parametrize("fault", ["eio", "eio-write"], ids=["eio-on-fsync", "eio-on-write"])
def test_eio_answers_are_true_after_a_crash_and_a_reopen(tmp_path, shim, fault) -> None:
    disk = Disk(tmp_path, shim)
    path = build_demo(disk.folder / "cup.tableside")
    home = tmp_path / "home"
    serve = Serve(path, home, **disk.env)
    out = {"id": "out-eio-1", "kind": "player.out", "table": 1, "players": ["p4"]}
    try:
        token = serve.pair(1)
        before = serve.act(token, {"id": "out-ok-1", "kind": "player.out", "table": 1, "players": ["p3"]})
        assert before.status_code == 200, before.text
        disk.set(fault)
        answers = [serve.act(token, out) for _ in range(3)]  # the first, and the page's retries, same id
        crashed = answers[-1]
        assert any(line.startswith("eio ") for line in disk.faults()), "the shim never failed the disk"
    finally:
        serve.kill()  # SIGKILL while the disk fails: a crash
        disk.set("ok")
    said = [(a.status_code, a.json().get("known"), a.json()["message"]) for a in answers]
    print(f"\n{fault}: answers {said}; faults {disk.faults()[:3]}")
    held = entries(path)  # the reopen: SQLite's recovery reads what reached the -wal
    kept = [e.data.get("action_id") for e in held].count("out-eio-1")
    assert kept <= 1, said
    print(f"{fault}: after the crash and the reopen the action is {'in' if kept else 'not in'} the log")
    for status, known, message in said:
        if status == 200:
            assert kept == 1, f"answered done, missing after the reopen: {said}"
        elif kept == 1:  # in the log: only "not known yet" may have been said, never "nothing was changed"
            assert status == 503 and known is False, f"in the log after the reopen, but answered {said}"
        else:
            assert status in (503, 507) and any(words in message for words in (
                "not known yet", "nothing was changed", "nothing was written")), said
    assert crashed.status_code != 200 or kept == 1
    verified(home, path)
    # The healthy desk again: the device's retry with the same id is done once.
    serve = Serve(path, home)
    try:
        again = serve.act(token, out)  # the same device, the same id: its pairing was saved before the fault
        assert again.status_code == 200 and again.json()["message"] in ("done", "already done"), again.text
        serve.send("quit")
        code, errors = serve.ended()
    finally:
        serve.kill()
    clean(code, errors)
    assert action_ids(path).count("out-eio-1") == 1
    verified(home, path)
