"""A crowd of players' streams against the judges: a paired device's action and a station's request,
p99, with 0, 1,000 and 2,000 players' streams opened, the server under ``ulimit -n 1024``.

Run: .venv/bin/python tests/bench/bench_crowd.py [--seconds 8] [--rounds 2]

Loopback only (127.0.0.1), bounded in time (about 11 s a phase, ``4 * rounds`` phases). One server
process (``tests.hall.crowd``: ``tableside serve``'s parts, its page rate limit opened wide as the crowd
comes from one address, the per-address cap lifted so the total cap is what is met); the crowd opens
its streams 100 at a time from this process, and the device and the station ask from a process of
their own (the crowd's 2,000 sockets would slow this one's loop, which is not the server's time). A
phase's requests are split at the moment the crowd is open: while it arrives (the refused pages' 503s,
the admitted pages' first messages; half a second or so, a few requests) and while it is held (its
heartbeats). Under 1,024 files the server holds 708 streams: 1,000 asked and 2,000 asked hold the same
number, and differ in how many are refused. The phases alternate with the anchor, none, 1,000, none,
2,000, ... (ABAB), so the anchor sees the same machine at the same moment; each condition's requests
are pooled over the rounds. Goal: each p99 at most 20% over none. The machine and its load
(``uptime``) are printed before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.bench.machine import footer, header  # noqa: E402
from tests.hall.crowd import Judges, Served, open_crowd, p99, raise_own_files, start, within  # noqa: E402

WAVE = 100
SETTLE_S = 2.0  # after a crowd closes: its ends reach the server, which collects once (``runner.Reclaimer``)


Pooled = dict[str, list[float]]  # "device"/"station" -> latencies (s)


async def phase(served: Served, pages: int, seconds: float) -> tuple[Pooled, Pooled, int]:
    """The judges for ``seconds``; half a second in, the crowd opens (100 at a time) and stays open.
    Their requests while the crowd arrives, and once it is held."""
    judges = Judges(served, seconds)
    await asyncio.sleep(0.5)  # the judges' process starting is not a request
    start_at = time.time()
    crowd = await open_crowd(served.port, pages, wave=WAVE) if pages else None
    opened_at = time.time()
    held = len(crowd.held) if crowd is not None else 0
    try:
        times = await asyncio.to_thread(judges.result)
    finally:
        if crowd is not None:
            crowd.close()
    await asyncio.sleep(SETTLE_S)
    arriving = {k: within(v, start_at, opened_at) for k, v in times.items()}
    return arriving, {k: within(v, opened_at, float("inf")) for k, v in times.items()}, held


def line(label: str, pooled: Pooled, anchor: Pooled | None) -> str:
    parts = [label]
    for kind in ("device", "station"):
        value = p99(pooled[kind]) if pooled[kind] else float("nan")
        ratio = f" ({100 * (value / p99(anchor[kind]) - 1):+.0f}% over none)" if anchor is not None else ""
        parts.append(f"{kind} p99 {1000 * value:.1f} ms{ratio} n={len(pooled[kind])};")
    return " ".join(parts)


async def run(served: Served, seconds: float, rounds: int) -> None:
    arriving: dict[int, Pooled] = {n: {"device": [], "station": []} for n in (1000, 2000)}
    holding: dict[int, Pooled] = {n: {"device": [], "station": []} for n in (0, 1000, 2000)}
    held: dict[int, int] = {}
    order = [n for _ in range(rounds) for n in (0, 1000, 0, 2000)]
    for number, pages in enumerate(order, 1):
        came, stayed, held[pages] = await phase(served, pages, seconds)
        for kind in ("device", "station"):
            holding[pages][kind] += stayed[kind] + (came[kind] if not pages else [])
            if pages:
                arriving[pages][kind] += came[kind]
        print(f"phase {number}/{len(order)}: {pages} streams asked ({held[pages]} held): " + line(
            "held:", stayed, None) + (" " + line("arriving:", came, None) if pages else ""), flush=True)
    anchor = holding[0]
    print(line("none:", anchor, None), flush=True)
    for pages in (1000, 2000):
        print(line(f"{pages} asked ({held[pages]} held), held:", holding[pages], anchor), flush=True)
        print(line(f"{pages} asked, while arriving:", arriving[pages], anchor), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="judges' time per phase")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of none/1,000/none/2,000")
    args = parser.parse_args()
    raise_own_files(3000)
    header("bench_crowd")
    with tempfile.TemporaryDirectory() as folder:
        served = start(Path(folder), per_address=100_000)
        try:
            print(f"server: open files {served.capacity['open_files']}, players' streams at most "
                  f"{served.capacity['player_streams']}, connections {served.capacity['connections']}", flush=True)
            asyncio.run(run(served, args.seconds, args.rounds))
        finally:
            errors = served.stop()
    footer("bench_crowd")
    if "out of system resource" in errors or "Too many open files" in errors:
        print(f"the server ran out of descriptors: {errors[-1000:]}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
