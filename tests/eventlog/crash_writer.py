"""Append {"n": 1}, {"n": 2}, ... to an event file forever, saying so after each append returns.

Run by test_crash_safety.py, which kills it at random moments. It carries on from the file's last
entry, so after any number of kills the file should hold exactly n = 1..k, in order.
"""

from __future__ import annotations

import datetime
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.eventlog.sqlite_store import open_event_file  # noqa: E402


def now() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def main(path: str) -> None:
    store = open_event_file(path, create=True)
    last = store.last()
    n = 0 if last is None else last.data["n"]
    print(f"opened {n}", flush=True)
    while True:
        n += 1
        entry = store.append("test.count", {"n": n}, now())
        print(f"committed {entry.seq}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
