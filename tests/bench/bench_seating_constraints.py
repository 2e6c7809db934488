"""Seating 2,000 players with 200 seating constraints, against the same seating without them (the anchor).

Run: .venv/bin/python tests/bench/bench_seating_constraints.py [--players N] [--constraints N] [--repeats N]

The constraints are made from a planted seating, so all of them can hold (goal: none broken): keep-apart
pairs and groups of 3 or 4 players from different planted tables, players fixed to their planted table
(some to their seat), and two accessible tables with the six players who need one sitting there.

1. ``seat_round`` for round 1 (random) and a Swiss round 6 (with 5 simulated rounds of history):
   the anchor (no constraint) and the same call with the constraints, interleaved, ``--repeats`` times
   each; best and median, the ratio of the medians, and the constraints broken.
2. The whole ``round.seat`` action on a 2,000-player event holding the 200 constraints as log entries
   (its check computes the standings, seats, and checks), beside the same action on the same event
   without them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tableside.app.event.session import EventSession  # noqa: E402
from tableside.app.event.timebase import FakeTime  # noqa: E402
from tableside.app.eventlog.memory_store import MemoryStore  # noqa: E402
from tableside.app.seating import History, plan_table_sizes, seat_round  # noqa: E402
from tableside.app.seating import constraints as sc  # noqa: E402
from tableside.app.seating.constraints import Constraint  # noqa: E402
from tests.seating.helpers import Simulation, names  # noqa: E402

GOAL_S = 1.0


def load() -> str:
    try:
        from tests.bench.machine import load as machine_load
    except ImportError:  # run as a file, the checkout not on the path
        from machine import load as machine_load  # type: ignore[no-redef]
    return machine_load()


def planted(players: list[str], sizes: tuple[int, ...], count: int, seed: int) -> list[Constraint]:
    """``count`` constraints that one random seating of ``players`` at tables of ``sizes`` keeps."""
    rng = random.Random(seed)
    shuffled = list(players)
    rng.shuffle(shuffled)
    tables, start = [], 0
    for size in sizes:
        tables.append(shuffled[start:start + size])
        start += size
    made: list[Constraint] = []
    used: set[str] = set()

    def pick(t: int) -> str:
        left = [p for p in tables[t] if p not in used]
        p = rng.choice(left)
        used.add(p)
        return p

    def add(kind: str, **fields) -> None:
        made.append(Constraint(f"c{len(made) + 1}", kind, **fields))

    accessible = [0, 1]
    for t in accessible:
        add(sc.ACCESSIBLE, table=t + 1)
    for k in range(6):
        add(sc.NEEDS_ACCESS, players=(pick(accessible[k % 2]),))
    fixes = count // 5
    for k in range(fixes):
        t = rng.randrange(2, len(tables))
        p = pick(t)
        add(sc.FIX, players=(p,), table=t + 1, seat=tables[t].index(p) + 1 if k % 4 == 0 else None)
    while len(made) < count:
        size = 2 if rng.random() < 0.7 else rng.randint(3, 4)
        chosen = rng.sample([t for t in range(len(tables)) if any(p not in used for p in tables[t])], size)
        add(sc.APART, players=tuple(pick(t) for t in chosen), reason="family")
    return made


def timed(make, repeats: int) -> tuple[list[float], list[float], object]:
    """The anchor and the constrained call, interleaved: their times (s) and the constrained result."""
    anchor, constrained, result = [], [], None
    for _ in range(repeats):
        for runs, with_constraints in ((anchor, False), (constrained, True)):
            start = time.perf_counter()
            out = make(with_constraints)
            runs.append(time.perf_counter() - start)
            if with_constraints:
                result = out
    return anchor, constrained, result


def line(label: str, runs: list[float]) -> str:
    return f"{label:<34} best {min(runs) * 1000:7.1f} ms   median {statistics.median(runs) * 1000:7.1f} ms"


def bench_seat_round(n: int, count: int, repeats: int) -> None:
    print(f"== seat_round, {n} players, {count} constraints, tables of 4 and 3 ==")
    sim = Simulation(names(n))
    plan = sim.plan()
    constraints = planted(sim.players, plan.tables, count, 1)
    kinds = {kind: sum(c.kind == kind for c in constraints) for kind in sc.KINDS}
    print("constraints: " + ", ".join(f"{v} {k}" for k, v in kinds.items()) +
          f" (of them {sum(c.kind == sc.APART and len(c.players) > 2 for c in constraints)} groups of 3-4, "
          f"{sum(c.kind == sc.FIX and c.seat is not None for c in constraints)} fixed to a seat)")
    for label, swiss in (("round 1 (random)", False), ("round 6 (Swiss, 5 rounds history)", True)):
        if swiss:
            sim.run(5, seed=1)
        history = sim.history(plan) if swiss else History()
        order = sim.order
        anchor, constrained, seating = timed(
            lambda with_c, h=history, o=order, s=swiss: seat_round(o, plan, h, "bench", swiss=s,
                                                                  constraints=constraints if with_c else ()),
            repeats)
        ratio = statistics.median(constrained) / statistics.median(anchor)
        print(f"{label}, {load()}")
        print("  " + line("anchor, no constraint:", anchor))
        print("  " + line(f"with {count} constraints:", constrained) + f"   {ratio:4.2f}x the anchor   "
              f"broken {len(seating.broken)}   repeat pairs {seating.repeats(history)}   "
              f"goal <= {GOAL_S:.0f} s: {'met' if max(constrained) <= GOAL_S else 'NOT met'}")


def bench_action(n: int, count: int) -> None:
    print(f"== round.seat action on a {n}-player event (standings + seating + check) ==")
    sessions = {}
    for with_constraints in (False, True):
        session = EventSession(MemoryStore(), FakeTime())
        session.do("event.create", {"name": "Bench", "system": "table-points", "timers": "round-clock-only",
                                    "tiebreak_seed": "bench"})
        session.do("player.import", {"players": [{"name": name, "player": name} for name in names(n)]})
        if with_constraints:
            for c in planted(names(n), plan_table_sizes(n).tables, count, 1):
                data = {sc.APART: lambda c=c: {"players": list(c.players), "reason": c.reason},
                        sc.FIX: lambda c=c: {"player": c.player, "table": c.table, "seat": c.seat},
                        sc.ACCESSIBLE: lambda c=c: {"table": c.table},
                        sc.NEEDS_ACCESS: lambda c=c: {"player": c.player}}[c.kind]()
                kind = {sc.APART: "keep_apart"}.get(c.kind, c.kind)
                session.do(f"constraint.{kind}", data)
        sessions[with_constraints] = session
    results = random.Random(2)
    for number in range(1, 3):
        print(f"round {number}, {load()}")
        for with_constraints in (False, True):
            session = sessions[with_constraints]
            session.do("round.open", {})
            start = time.perf_counter()
            entry = session.do("round.seat", {"seed": number}).entry
            elapsed = time.perf_counter() - start
            label = f"with {count} constraints" if with_constraints else "anchor, no constraint"
            print(f"  {label:<26} {elapsed * 1000:7.1f} ms   broken {len(entry.data.get('broken', []))}")
            session.do("round.start", {})
            for table in list(session.state.rounds[number].tables.values()):
                order = list(table.players)
                results.shuffle(order)
                for pid in order[:-1]:
                    session.do("player.out", {"table": table.number, "players": [pid]})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--constraints", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    bench_seat_round(args.players, args.constraints, args.repeats)
    bench_action(args.players, args.constraints)


if __name__ == "__main__":
    try:
        from tests.bench.machine import around
    except ImportError:  # run as a file, the checkout not on the path
        from machine import around  # type: ignore[no-redef]
    raise SystemExit(around("bench_seating_constraints", main))
