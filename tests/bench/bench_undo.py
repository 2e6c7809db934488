"""Undo after a restart on a big event, the easy case and the worst, and the reopen after a crash.

Run: .venv/bin/python tests/bench/bench_undo.py [--entries 1000000] [--samples 3] [--fold-log]

The event (tests/bench/big_event.py: 100 tables, rounds of long runs of timer decisions, the last
round in play) is built once and cached under /tmp. The file is copied before every sample, so each
starts from the same log and the same kept snapshots. Each sample is three fresh processes, run in
turn (A B C, A B C, ...: the anchor interleaved with what it anchors, on a shared machine):

  A  the anchor: open the event file as the window and the commands do (``app.event.open_file``:
     the newest snapshot rebuilt while SQLite's quick check reads the file on a thread of its own,
     then EventSession: that snapshot + the entries after it). Timed: those two calls, nothing else
     (CPU: the process's, the check's thread included). Before it, A0: the same with
     ``open_event_file`` (the check, then the snapshot), as every open was before.
  B  open it (not timed), then two undos, each timed alone from the call to ``session.do`` to its
     return (the check, the refold, the durable commit and the new state), in wall-clock and CPU time:
       easy:  the table's Undo of the last entry of the log (a snapshot stands one entry before it);
       worst: an entry older than every snapshot the file keeps: the last "done" of a table of the
              first round (the first such one whose undo is not refused), a long log after it;
     and, timed the same way, the undo of entry 2 (the first player's registration), refused: the
     player was seated in round 1.
     Then the process ends without closing the session: a crash, no fresh snapshot written.
  C  reopen after that crash. Timed: the constructor call (the newest snapshot is older than the
     undo, whose target lies inside it).

``--fold-log`` makes B's undos fold the log as before app/event/local_undo.py (for comparison; at
1M entries that is a minute per undo).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

OPEN = """
import sys, time
sys.path.insert(0, {repo!r})
from tableside.app.event.open_file import open_event
from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
started, started_cpu = time.perf_counter(), time.process_time()
if {plain!r}:
    session = EventSession(open_event_file({path!r}))
else:
    store, preloaded = open_event({path!r})
    session = EventSession(store, preloaded=preloaded)
print(f"{{time.perf_counter() - started:.4f}} {{time.process_time() - started_cpu:.4f}} {{session.state.seq}}")
session.store.close()
"""

UNDO = """
import os, sys, time
sys.path.insert(0, {repo!r})
from tableside.app.errors import TablesideError
from tableside.app.event import snapshot
from tableside.app.event.open_file import open_event
from tableside.app.event.session import EventSession
if {fold_log!r}:
    import tableside.app.event.session as module
    module.undo_locally = lambda *args, **kwargs: None
store, preloaded = open_event({path!r})
session = EventSession(store, preloaded=preloaded)
kept = min(seq for seq, _, _ in session._kept)

def timed(entry):
    started, started_cpu = time.perf_counter(), time.process_time()
    change = session.do("undo", {{"entry": entry}})
    wall, cpu = time.perf_counter() - started, time.process_time() - started_cpu
    assert change.undone == (entry,), change.undone
    return wall, cpu

last = session.store.last()
assert session.table_undo_target((last.data["round"], last.data["table"])) == last.seq
easy = timed(last.seq)
# The worst case: the last "done" at a table of round 1, older than every kept snapshot; the first one
# whose undo is accepted (a refusal is judged as fast, but writes nothing to time).
worst, target = None, None
for table in session.state.rounds[1].tables.values():
    done = [seq for seq in table.actions if session.entry_at(seq).kind == "clock.done"]
    if not done or done[-1] >= kept:
        continue
    try:
        worst, target = timed(done[-1]), done[-1]
        break
    except TablesideError:
        continue
assert worst is not None, "no undoable entry older than the snapshots"
# A registration: entry 2 (the first player, seated since round 1): refused, a later seat names them.
started, started_cpu = time.perf_counter(), time.process_time()
try:
    session.do("undo", {{"entry": 2}})
    raise AssertionError("the undo of a seated player's registration was not refused")
except TablesideError as err:
    assert "depends on it" in str(err), err
refused = time.perf_counter() - started, time.process_time() - started_cpu
print(f"{{easy[0]:.4f}} {{easy[1]:.4f}} {{worst[0]:.4f}} {{worst[1]:.4f}} {{target}} {{kept}} {{session.state.seq}} "
      f"{{refused[0]:.4f}} {{refused[1]:.4f}}", flush=True)
os._exit(0)  # a crash: the session is not closed, no snapshot is written after the undos
"""


def run(code: str) -> list[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()


def median(values: list[float]) -> str:
    return f"median {statistics.median(values):.3f} s, max {max(values):.3f} s"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--samples", type=int, default=3)
    parser.add_argument("--fold-log", action="store_true", help="undo by folding the log (as before local_undo)")
    args = parser.parse_args()
    from big_event import event_file

    source = event_file(args.entries, decisions=args.entries // 100)
    print(f"bench_undo: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, "
          f"{platform.python_implementation()} {platform.python_version()}; load average at start "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    opens, opens_cpu, reopens, reopens_cpu, plain_opens, plain_opens_cpu = [], [], [], [], [], []
    easy, easy_cpu, worst, worst_cpu, refusals, refusals_cpu = [], [], [], [], [], []
    described = ""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "undo.tableside"
        for _ in range(args.samples):
            for suffix in ("", "-wal", "-shm"):
                Path(str(copy) + suffix).unlink(missing_ok=True)
            shutil.copyfile(source, copy)
            wall, cpu, _ = run(OPEN.format(repo=str(REPO), path=str(copy), plain=True))
            plain_opens.append(float(wall))
            plain_opens_cpu.append(float(cpu))
            wall, cpu, entries = run(OPEN.format(repo=str(REPO), path=str(copy), plain=False))
            opens.append(float(wall))
            opens_cpu.append(float(cpu))
            out = run(UNDO.format(repo=str(REPO), path=str(copy), fold_log=args.fold_log))
            easy.append(float(out[0]))
            easy_cpu.append(float(out[1]))
            worst.append(float(out[2]))
            worst_cpu.append(float(out[3]))
            described = (f"entry {int(out[4]):,} undone, the oldest kept snapshot at {int(out[5]):,}, "
                         f"log {int(out[6]):,}")
            refusals.append(float(out[7]))
            refusals_cpu.append(float(out[8]))
            wall, cpu, _ = run(OPEN.format(repo=str(REPO), path=str(copy), plain=False))
            reopens.append(float(wall))
            reopens_cpu.append(float(cpu))
    print(f"  {int(entries):,} entries, {args.samples} samples of fresh processes, A B C interleaved"
          f"{' (undos folding the log: --fold-log)' if args.fold_log else ''}")
    print(f"  A anchor: open the event file (as the window and the commands do): {median(opens)}; "
          f"CPU {median(opens_cpu)}")
    print(f"  (A0 opened the way before, the quick check then the snapshot: {median(plain_opens)}; "
          f"CPU {median(plain_opens_cpu)})")
    print(f"  B easy undo (the last entry, a snapshot one entry before): {median(easy)}; CPU {median(easy_cpu)}")
    print(f"  B worst undo (older than every kept snapshot: {described}): {median(worst)}; "
          f"CPU {median(worst_cpu)}; {statistics.median(worst) / statistics.median(opens):.2f}x open")
    print(f"  B refused undo of an old registration (entry 2, the player seated in round 1): {median(refusals)}; "
          f"CPU {median(refusals_cpu)}; {statistics.median(refusals) / statistics.median(opens):.2f}x open")
    print(f"  C reopen after a crash right after the worst undo: {median(reopens)}; CPU {median(reopens_cpu)}; "
          f"{statistics.median(reopens) / statistics.median(opens):.2f}x open")
    print(f"  (goal: every undo and reopen <= about the open, <= 0.3 s at 1M entries); load average at end "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_undo", main))
