"""Seating speed for 2,000 players, and repeat opponents over 8 rounds of 64 players against the minimum.

Run: .venv/bin/python tests/bench/bench_seating.py [--players N] [--repeats N] [--seeds N]

1. ``seat_round`` alone for 2,000 players: round 1 (random) and round 6 (Swiss, with the history and
   standings of 5 simulated rounds); best and median of ``--repeats`` runs. Then the whole ``round.seat``
   action on a 2,000-player event (its check computes the standings, seats, and checks the result).
   Timed: the ``seat_round`` call alone (the plan and history are built before); the ``session.do``
   call alone.
   Anchor, interleaved run by run (anchor, seating, anchor, seating, ...): the bare minimum any seating
   does, a ``random.Random(seed).shuffle`` of the same players (a copy of the list) and the shuffled
   list cut into tables of the plan's sizes (list slices), in plain Python; no history, no standings,
   no search for fewer repeat opponents. For the action, the same anchor just before each round.
2. 64 players, tables of 4, 8 rounds, random results: repeat pairs per run for the Swiss seating,
   for the same search without standings (casual), and for random seatings, beside the minimum.
   The minimum is 0, shown by construction: the affine space AG(3,4) has 64 points and 21 parallel
   classes of 16 lines of 4 points, and two points lie on exactly one line, so any 8 classes are 8
   rounds in which nobody meets anyone twice. The script builds them and counts their repeats.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.event.session import EventSession  # noqa: E402
from tableside.app.event.timebase import FakeTime  # noqa: E402
from tableside.app.eventlog.memory_store import MemoryStore  # noqa: E402
from tableside.app.seating import History, plan_table_sizes, random_seating, repeat_pairs, seat_round  # noqa: E402
from tests.bench.machine import load  # noqa: E402
from tests.seating.helpers import Simulation, names  # noqa: E402


def timed(action, repeats: int, anchor) -> tuple[float, float, float, float]:
    """Best and median of ``action`` and of ``anchor``, run in turn (anchor, action, anchor, ...)."""
    runs, anchors = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        anchor()
        anchors.append(time.perf_counter() - start)
        start = time.perf_counter()
        action()
        runs.append(time.perf_counter() - start)
    return min(runs), statistics.median(runs), min(anchors), statistics.median(anchors)


def shuffle_and_chunk(players, sizes: tuple[int, ...], seed: int) -> list[list]:
    """The anchor: the players shuffled and cut into tables of the plan's sizes, nothing else."""
    order = list(players)
    random.Random(seed).shuffle(order)
    tables, at = [], 0
    for size in sizes:
        tables.append(order[at:at + size])
        at += size
    return tables


def _line(label: str, timing: tuple[float, float, float, float]) -> str:
    best, median, anchor_best, anchor_median = timing
    return (f"{label} best {best * 1000:7.1f} ms   median {median * 1000:7.1f} ms | anchor, bare shuffle-and-chunk: "
            f"best {anchor_best * 1000:5.2f} ms, median {anchor_median * 1000:5.2f} ms | "
            f"{median / anchor_median:,.0f}x (medians) | {load()}")


def bench_speed(n: int, repeats: int) -> None:
    print(f"== seat_round, {n} players (tables of 4 and 3) ==")
    sim = Simulation(names(n))
    plan = sim.plan()
    anchor = lambda: shuffle_and_chunk(sim.players, plan.tables, 1)  # noqa: E731
    timing = timed(lambda: seat_round(sim.players, plan, History(), "r1", swiss=False), repeats, anchor)
    print(_line("round 1 (random):                 ", timing))
    sim.run(5, seed=1)
    history = sim.history(plan)
    order = sim.order
    seating = seat_round(order, plan, history, "r6")
    timing = timed(lambda: seat_round(order, plan, history, "r6"), repeats,
                   lambda: shuffle_and_chunk(order, plan.tables, 6))
    print(_line("round 6 (Swiss, 5 rounds history):", timing) + f" | repeat pairs {seating.repeats(history)}")


def bench_action(n: int) -> None:
    print(f"== round.seat action on a {n}-player event (standings + seating + check) ==")
    session = EventSession(MemoryStore(), FakeTime())
    session.do("event.create", {"name": "Bench", "system": "table-points", "timers": "round-clock-only",
                                "tiebreak_seed": "bench"})
    session.do("player.import", {"players": [{"name": name} for name in names(n)]})
    results = random.Random(2)
    everyone = names(n)
    sizes = plan_table_sizes(n).tables
    for number in range(1, 4):
        session.do("round.open", {})
        start = time.perf_counter()
        shuffle_and_chunk(everyone, sizes, number)
        anchor = time.perf_counter() - start
        start = time.perf_counter()
        session.do("round.seat", {"seed": number})
        elapsed = time.perf_counter() - start
        print(f"round {number}: {elapsed * 1000:7.1f} ms | anchor, bare shuffle-and-chunk {anchor * 1000:5.2f} ms | "
              f"{elapsed / anchor:,.0f}x | {load()}")
        session.do("round.start", {})
        for table in list(session.state.rounds[number].tables.values()):
            order = list(table.players)
            results.shuffle(order)
            for pid in order[:-1]:
                session.do("player.out", {"table": table.number, "players": [pid]})


def affine_rounds(rounds: int) -> list[list[tuple[int, ...]]]:
    """``rounds`` parallel classes of AG(3,4): each a split of the 64 points into 16 lines of 4."""

    def mul(a: int, b: int) -> int:  # GF(4) = GF(2)[x]/(x²+x+1), elements as 2-bit polynomials
        r = 0
        for bit in range(2):
            if b >> bit & 1:
                r ^= a << bit
        return r ^ 0b111 if r & 0b100 else r

    points = [(x, y, z) for x in range(4) for y in range(4) for z in range(4)]
    directions = [d for d in points if d != (0, 0, 0) and next(c for c in d if c) == 1]
    assert len(directions) == 21
    classes = []
    for d in directions[:rounds]:
        seen, lines = set(), []
        for p in points:
            if p in seen:
                continue
            line = tuple(sorted(16 * (p[0] ^ mul(t, d[0])) + 4 * (p[1] ^ mul(t, d[1])) + (p[2] ^ mul(t, d[2]))
                                for t in range(4)))
            seen.update(points[i] for i in line)
            lines.append(line)
        classes.append(lines)
    return classes


def bench_repeats(seeds: int) -> None:
    n, rounds = 64, 8
    print(f"== repeat pairs, {n} players, tables of 4, {rounds} rounds, random results ==")
    print("each player meets 3 per round, 24 in all, of 63 possible; 768 pairs needed of 2016")
    swiss, casual, chance = [], [], []
    for seed in range(seeds):
        sim = Simulation(names(n))
        swiss.append(sum(sim.run(rounds, seed=seed)))
        casual.append(_casual(seed, n, rounds))
        chance.append(_random_only(seed, n, rounds))
    print(f"Swiss (standings pods):      {swiss}  mean {statistics.mean(swiss):.2f}")
    print(f"no standings (casual):       {casual}  mean {statistics.mean(casual):.2f}")
    print(f"random seating:              {chance}  mean {statistics.mean(chance):.2f}")
    tables = [[tuple(f"P{i:03d}" for i in line) for line in lines] for lines in affine_rounds(rounds)]
    history, construction = History(), 0
    for lines in tables:
        construction += repeat_pairs(lines, history)
        for line in lines:
            history.add_table(line, small=False)
    print(f"minimum: 0 (AG(3,4), first {rounds} parallel classes built here: {construction} repeat pairs)")


def bench_long(seeds: int) -> None:
    """The hardest case AG(3,4) allows: 21 rounds, everyone meets everyone exactly once."""
    n, rounds = 64, 21
    print(f"== stress: {n} players, {rounds} rounds (AG(3,4): all 21 classes, 0 repeats, every pair met once) ==")
    for label, run in (("Swiss", lambda seed: Simulation(names(n)).run(rounds, seed=seed)),
                       ("casual", lambda seed: _casual(seed, n, rounds, per_round=True))):
        for seed in range(seeds):
            start = time.perf_counter()
            per_round = run(seed)
            elapsed = time.perf_counter() - start
            first = next((i + 1 for i, r in enumerate(per_round) if r), None)
            print(f"{label:>6} seed {seed}: total {sum(per_round):3d}, first repeat in round {first}, "
                  f"{elapsed:.1f} s for {rounds} rounds")


def _casual(seed: int, n: int, rounds: int, per_round: bool = False):
    """The same search with standings ignored (every round seated like round 1, then improved)."""
    players, tables, total, each = names(n), [], 0, []
    plan = plan_table_sizes(n)
    for number in range(rounds):
        history = History.of(tables, plan.normal)
        seating = seat_round(players, plan, history, f"{seed}/{number}", swiss=False)
        total += seating.repeats(history)
        each.append(seating.repeats(history))
        tables.extend(seating.tables)
    return each if per_round else total


def _random_only(seed: int, n: int, rounds: int) -> int:
    players, tables, total = names(n), [], 0
    plan = plan_table_sizes(n)
    for number in range(rounds):
        history = History.of(tables, plan.normal)
        seating = random_seating(players, plan, history, f"{seed}/{number}", swiss=False)
        total += seating.repeats(history)
        tables.extend(seating.tables)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--long-seeds", type=int, default=1, help="seeds for the 21-round stress run")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.system()})")
    bench_speed(args.players, args.repeats)
    bench_action(args.players)
    bench_repeats(args.seeds)
    bench_long(args.long_seeds)


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_seating", main))
