"""Query 100 running tables of 4 players (view + next_change) at many successive instants.

Run: .venv/bin/python tests/bench/bench_clocks.py [--tables 100] [--instants 10000] [--step-ms 10]
Tables are built before timing, in a spread of phases: auxiliary timer running, main timer
running, a pause vote open, a pending pause, paused, held by the judge, and idle. The figure is the
queries alone: one query = view(t) + next_change(t) for one table. Instants are 10 ms apart by
default, so the 10,000 of them span 100 s and most decisions are still running at the end (over a
longer span every main timer would run out and the tables would sit idle).

Timed, per instant: the project's refresh (view(t) + next_change(t) for every table, views built
whole: each player's main and auxiliary time, the decision, the vote, the pause) and then the anchor's
over the same tables at the same instant (project, anchor, project, anchor, ...). The anchor is the
bare arithmetic of the remaining time in plain Python, from each table's numbers read out before the
timing (each player's main timer, who decides, since when, the auxiliary length, whether the clocks
stand still): per player ``main - max(0, t - anchor - aux)`` for the one deciding (at least 0), the
main as it is for the others, and the next moment a timer reaches 0 (the auxiliary end or the
timeout). No objects are built and nothing about votes, pauses, warnings or the judge's hold beyond
"frozen" is worked out: it is a floor, not the same work.
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
from tests.bench.machine import load  # noqa: E402

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


Bare = tuple[tuple[int, ...], int, int, int, bool]  # mains, index deciding (-1: none), anchor, aux, frozen


def bare_numbers(clock: TableClock) -> Bare:
    """What the anchor computes from: read out of the clock before the timing."""
    d = clock.decision
    if d is None:
        return clock.mains, -1, 0, 0, clock.frozen_since is not None
    return clock.mains, clock.players.index(d.player), d.anchor, d.aux_len, clock.frozen_since is not None


def bare_refresh(tables: list[Bare], t: int) -> int:
    """The anchor: each player's remaining time and the next moment a timer reaches 0, as sums."""
    total = 0
    for mains, deciding, anchor, aux, frozen in tables:
        for i, main in enumerate(mains):
            if i == deciding and not frozen:
                main = max(0, main - max(0, t - anchor - aux))
            total += main
        if deciding >= 0 and not frozen:
            aux_end = anchor + aux
            total += aux_end if aux_end > t else aux_end + mains[deciding]
    return total


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

    bare_tables = [bare_numbers(clock) for clock in tables]
    refresh_times, anchor_times = [], []
    checksum = anchor_sum = 0
    for k in range(args.instants):
        t = now + k * args.step_ms
        refresh_begun = time.perf_counter()
        for clock in tables:
            view = clock.view(t)
            change = clock.next_change(t)
            checksum += view.players[0].main_ms + (change or 0)
        refresh_times.append(time.perf_counter() - refresh_begun)
        anchor_begun = time.perf_counter()
        anchor_sum += bare_refresh(bare_tables, t)
        anchor_times.append(time.perf_counter() - anchor_begun)
    elapsed, anchor_elapsed = sum(refresh_times), sum(anchor_times)

    queries = args.tables * args.instants
    print(f"{queries:,} queries (view + next_change) over {args.instants:,} instants, {args.step_ms} ms apart, "
          f"in {elapsed:.2f} s; the anchor's bare arithmetic over the same tables and instants {anchor_elapsed:.2f} s")
    print(f"{queries / elapsed:,.0f} queries/s | anchor {queries / anchor_elapsed:,.0f} tables/s")
    for label, times in ((f"full {args.tables}-table refresh:", refresh_times),
                         ("anchor, bare remaining-time arithmetic:", anchor_times)):
        times = sorted(times)
        mean_ms = 1000 * sum(times) / len(times)
        p99_ms = 1000 * times[int(0.99 * (len(times) - 1))]
        print(f"{label:<40} mean {mean_ms:.3f} ms, p99 {p99_ms:.3f} ms, worst {1000 * times[-1]:.3f} ms")
    print(f"refresh / anchor: {elapsed / anchor_elapsed:.1f}x (interleaved instant by instant) | {load()}")
    print(f"(checksums {checksum}, {anchor_sum})")


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_clocks", main))
