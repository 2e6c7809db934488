"""Score 1,000,000 random games per system and print games per second.

Run: .venv/bin/python tests/bench/bench_scoring.py [--games N] [--systems a,b]
Games (3-5 players, random leaving order, finished or running) are generated before timing, in
chunks, so the figure is the scoring alone (game construction and validation included).
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.game import Game  # noqa: E402
from app.scoring import make_system  # noqa: E402

SPECS = {
    "table-points": {},
    "rplops": {"x": 50, "use_hours": True, "hours": 2},
    "rplops2": {"x": 6},
    "contribution": {},
    "placement": None,  # per table size, below
}
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--systems", default="table-points,rplops,rplops2,contribution,placement")
    args = parser.parse_args()
    rnd = random.Random(2026)
    chunk = 50_000
    print(f"python {platform.python_version()} on {platform.machine()} ({platform.processor() or 'cpu'})")
    for name in args.systems.split(","):
        if name == "placement":
            systems = {n: make_system("placement", {"points": list(range(n, 0, -1))}) for n in (3, 4, 5)}
        else:
            system = make_system(name, SPECS[name])
            systems = {n: system for n in (3, 4, 5)}
        elapsed, done, checksum = 0.0, 0, 0
        while done < args.games:
            shapes = [random_shape(rnd) for _ in range(min(chunk, args.games - done))]
            start = time.perf_counter()
            for players, out in shapes:
                result = systems[len(players)].score(Game.of(players, out))
                checksum += len(result.players)
            elapsed += time.perf_counter() - start
            done += len(shapes)
        print(f"{name:>13}: {done:,} games in {elapsed:.2f} s = {done / elapsed:,.0f} games/s "
              f"({checksum:,} player results)")


if __name__ == "__main__":
    main()
