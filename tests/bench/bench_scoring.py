"""Score 1,000,000 random games per system and print games per second, against an anchor.

Run: /work/venv/bin/python tests/bench/bench_scoring.py [--games N] [--systems a,b]
Games (3-5 players, random leaving order, finished or running) are generated before timing, in
chunks, so the figure is the scoring alone (game construction and validation included).

The anchor, timed in the same run on the same games, is a minimal exact implementation of table
points: no checks, no result objects, one Fraction per player. The machine is shared and noisy, so
read each system's figure beside it: "overall" is wall-clock time over all games, "best chunk" the
fastest chunk of 50,000, and "on CPU time" counts only the time this thread was running (what the
other processes on the machine take is left out).
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from collections.abc import Callable  # noqa: E402
from fractions import Fraction  # noqa: E402

from tableside.app.game import Game  # noqa: E402
from tableside.app.scoring import ScoringSystem, make_system  # noqa: E402

SPECS = {
    "table-points": {},
    "rplops": {"x": 50, "use_hours": True, "hours": 2},
    "rplops2": {"x": 6},
    "plops": {},
    "contribution": {},
    "placement": {"points": {"3": [3, 2, 1], "4": [4, 3, 2, 1], "5": [5, 4, 3, 2, 1]}},
}
ANCHOR = "anchor"
PLAYERS = [f"player{i}" for i in range(5)]


def random_shape(rnd: random.Random) -> tuple[list[str], list[list[str]]]:
    n = rnd.choice((3, 4, 4, 4, 5))
    players = PLAYERS[:n]
    order = players[:]
    rnd.shuffle(order)
    out, i = [], 0
    while n - i > 1 and rnd.random() < 0.9:
        size = rnd.randint(1, n - i)
        out.append(order[i : i + size])
        i += size
    return players, out


def minimal_table_points(players: list[str], out: list[list[str]]) -> list[tuple[str, int, Fraction]]:
    """Document 000's formula and nothing else: the anchor."""
    m = len(players)
    results = []
    still_in = m
    gone: set[str] = set()
    for group in out:
        place = still_in - len(group) + 1
        for name in group:
            results.append((name, place, Fraction(6 * (2 * m - place - still_in), m - 1)))
        gone.update(group)
        still_in -= len(group)
    if still_in == 1:
        results.extend((name, 1, Fraction(6 * (2 * m - 2), m - 1)) for name in players if name not in gone)
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--systems", default="table-points,rplops,rplops2,plops,contribution,placement")
    args = parser.parse_args()
    chunk = 50_000
    print(f"python {platform.python_version()} on {platform.machine()} ({platform.processor() or 'cpu'}), "
          f"{args.games:,} games per system, in chunks of {chunk:,}")
    scorers = {ANCHOR: anchor_score}
    for name in args.systems.split(","):
        scorers[name] = system_score(make_system(name, SPECS[name]))
    names = list(scorers)
    elapsed = dict.fromkeys(names, 0.0)
    cpu = dict.fromkeys(names, 0.0)
    best = dict.fromkeys(names, 0.0)
    checksums = dict.fromkeys(names, 0)
    rnd = random.Random(2026)
    done = 0
    while done < args.games:
        shapes = [random_shape(rnd) for _ in range(min(chunk, args.games - done))]
        # Every scorer runs on the same chunk, in a rotating order, so the shared machine's noise
        # falls on all of them alike.
        turn = done // chunk % len(names)
        for name in names[turn:] + names[:turn]:
            score = scorers[name]
            checksum = 0
            start, start_cpu = time.perf_counter(), time.thread_time()
            for players, out in shapes:
                checksum += score(players, out)
            took = time.perf_counter() - start
            cpu[name] += time.thread_time() - start_cpu
            elapsed[name] += took
            best[name] = max(best[name], len(shapes) / took)
            checksums[name] += checksum
        done += len(shapes)
    for name in names:
        label = "anchor (minimal exact table points)" if name == ANCHOR else name
        print(f"{label:>36}: {done / elapsed[name]:>9,.0f} games/s overall ({elapsed[name]:.2f} s), "
              f"best chunk {best[name]:>9,.0f}/s, on CPU time {done / cpu[name]:>9,.0f}/s "
              f"({checksums[name]:,} player results)")


def anchor_score(players: list[str], out: list[list[str]]) -> int:
    return len(minimal_table_points(players, out))


def system_score(system: ScoringSystem) -> Callable[[list[str], list[list[str]]], int]:
    def score(players: list[str], out: list[list[str]]) -> int:
        return len(system.score(Game.of(players, out)).players)

    return score

if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_scoring", main))
