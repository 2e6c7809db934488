"""Query 100 running tables of 4 players (view + next_change) at many successive instants.

Run: .venv/bin/python tests/bench/bench_clocks.py [--tables 100] [--instants 10000] [--step-ms 10]
Tables are built before timing, in a spread of phases: auxiliary timer running, main timer
running, a pause vote open, a pending pause, paused, held by the judge, and idle. The figure is the
queries alone: one query = view(t) + next_change(t) for one table. Instants are 10 ms apart by
default, so the 10,000 of them span 100 s and most decisions are still running at the end (over a
longer span every main timer would run out and the tables would sit idle).
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.clocks import TableClock, TimerRules  # noqa: E402

PLAYERS = ("Ana", "Ben", "Cai", "Dee")


def build_table(rnd: random.Random, rules: TimerRules, now: int) -> TableClock:
    """A table whose latest action happened shortly before ``now``, in one of several phases."""
    kinds = list(rules.decisions)
    t = now - rnd.randint(0, 30_000)
    clock = TableClock.start(rules, PLAYERS, t - 60_000)
    decider = rnd.choice(PLAYERS)
    phase = rnd.choice(["aux", "aux", "main", "main", "voting", "pending", "paused", "held", "idle"])
    if phase in ("aux", "main", "pending", "held"):
        # Auxiliary timers are short, so "aux" tables started deciding just before now.
        started = now - rnd.randint(0, 3_000) if phase == "aux" else t - rnd.randint(0, 40_000)
        t = max(t, started)
        clock = TableClock.start(rules, PLAYERS, started - 60_000).begin_decision(decider, rnd.choice(kinds), started)
        if phase == "pending":
            clock = clock.request_pause("Ana", t).vote("Ben", True, t).vote("Cai", True, t)
        if phase == "held":
            clock = clock.hold(t)
    elif phase == "voting":
        clock = clock.request_pause(decider, t)
    elif phase == "paused":
        clock = clock.request_pause("Ana", t).vote("Ben", True, t).vote("Cai", True, t)
    return clock


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--instants", type=int, default=10_000)
    parser.add_argument("--step-ms", type=int, default=10)
    args = parser.parse_args()
    rnd = random.Random(2026)
    rules = TimerRules()
    now = 3_600_000
    tables = [build_table(rnd, rules, now) for _ in range(args.tables)]
    statuses: dict[str, int] = {}
    for clock in tables:
        view = clock.view(now)
        key = view.status if view.decision is None else f"{view.status}/{view.player(view.decision.player).counting}"
        statuses[key] = statuses.get(key, 0) + 1
    print(f"python {platform.python_version()} on {platform.machine()} ({platform.processor() or 'cpu'})")
    print(f"{args.tables} tables of 4 at the start: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))

    refresh_times = []
    checksum = 0
    begun = time.perf_counter()
    for k in range(args.instants):
        t = now + k * args.step_ms
        refresh_begun = time.perf_counter()
        for clock in tables:
            view = clock.view(t)
            change = clock.next_change(t)
            checksum += view.players[0].main_ms + (change or 0)
        refresh_times.append(time.perf_counter() - refresh_begun)
    elapsed = time.perf_counter() - begun

    queries = args.tables * args.instants
    refresh_times.sort()
    mean_ms = 1000 * elapsed / args.instants
    p99_ms = 1000 * refresh_times[int(0.99 * (len(refresh_times) - 1))]
    worst_ms = 1000 * refresh_times[-1]
    print(f"{queries:,} queries (view + next_change) over {args.instants:,} instants, {args.step_ms} ms apart, "
          f"in {elapsed:.2f} s")
    print(f"{queries / elapsed:,.0f} queries/s")
    print(f"full {args.tables}-table refresh: mean {mean_ms:.3f} ms, p99 {p99_ms:.3f} ms, worst {worst_ms:.3f} ms")
    print(f"(checksum {checksum})")


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_clocks", main))
