"""The first Undo after a restart, on an event of 1,000,000 entries.

Run: .venv/bin/python tests/bench/bench_undo.py [--entries 1000000]

The event (tests/bench/big_event.py: 100 tables, rounds of long runs of timer decisions, the last
round in play) is built once and cached under /tmp. Each sample is a fresh process, as after a
restart: it opens the event file (timed, as the anchor), then undoes the last entry of the log (a
table's "Done", through the table's Undo), timed from the call to the state refolded and the undo
durably committed, in wall-clock and CPU time (the machine is shared). A second anchor: one bare
durable commit (store.append) on the same file right after the undo. The file is copied first, so
every sample starts from the same log.
"""

from __future__ import annotations

import argparse
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

SAMPLE = """
import sys, time
sys.path.insert(0, {repo!r})
from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
started = time.perf_counter()
session = EventSession(open_event_file({path!r}))
opened = time.perf_counter() - started
last = session.store.last()
key = (last.data["round"], last.data["table"])
assert session.table_undo_target(key) == last.seq, (session.table_undo_target(key), last.seq)
started, started_cpu = time.perf_counter(), time.process_time()
change = session.undo_table(key)
undone, undone_cpu = time.perf_counter() - started, time.process_time() - started_cpu
assert change.undone == (last.seq,)
entries = len(session.store)
started = time.perf_counter()
session.store.append(last.kind, dict(last.data), session.clock.wall_iso())
commit = time.perf_counter() - started
print(f"{{opened:.3f}} {{undone:.3f}} {{undone_cpu:.3f}} {{commit:.3f}} {{entries}}")
session.store.close()
"""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--samples", type=int, default=5)
    args = parser.parse_args()
    from big_event import event_file

    source = event_file(args.entries, decisions=args.entries // 100)
    opens, undos, cpus, commits, entries = [], [], [], [], 0
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.samples):
            copy = Path(folder) / "undo.tableside"
            shutil.copyfile(source, copy)
            out = subprocess.run([sys.executable, "-c", SAMPLE.format(repo=str(REPO), path=str(copy))],
                                 capture_output=True, text=True, check=True).stdout.split()
            opens.append(float(out[0]))
            undos.append(float(out[1]))
            cpus.append(float(out[2]))
            commits.append(float(out[3]))
            entries = int(out[4])
            copy.unlink()
    print(f"bench_undo: {entries:,} entries, {args.samples} fresh processes, "
          f"{platform.python_implementation()} {platform.python_version()}")
    print(f"  anchor: open the event file (snapshot + tail): median {statistics.median(opens):.3f} s")
    print(f"  first undo after the restart (table's Undo of the last entry): median {statistics.median(undos):.3f} s, "
          f"max {max(undos):.3f} s (goal <= 0.3 s); on CPU time median {statistics.median(cpus):.3f} s, "
          f"max {max(cpus):.3f} s")
    print(f"  anchor: a bare durable commit on the same file right after: median {statistics.median(commits):.3f} s, "
          f"max {max(commits):.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
