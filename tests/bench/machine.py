"""The machine and its load, printed by every bench at its top and bottom and beside its figures.

``machine()``: CPU count, the CPU model (from /proc/cpuinfo where there is one), the platform and
Python; ``load()``: the 1, 5 and 15 minute load averages (``os.getloadavg``) at the moment it is called.
"""

from __future__ import annotations

import os
import platform
from pathlib import Path


def machine() -> str:
    model = ""
    try:
        model = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                     if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    cpus = f"{os.cpu_count()} CPUs" + (f" ({model})" if model else "")
    return (f"machine: {cpus}, {platform.system()} {platform.release()}, "
            f"{platform.python_implementation()} {platform.python_version()}")


def load() -> str:
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "load average unknown"
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f}"


def header(name: str) -> None:
    """The bench's first lines: the machine and the load at its start."""
    print(f"{name}: {machine()}", flush=True)
    print(f"{name}: at start, {load()}", flush=True)


def footer(name: str) -> None:
    print(f"{name}: at end, {load()}", flush=True)


def around(name: str, main) -> int:  # type: ignore[no-untyped-def]
    """Runs a bench's ``main`` between its header and its footer; its exit status (None: 0).

    A bench started by a bench (its own script in a helper mode, whose output the parent reads) prints
    neither: the first one marks the environment its children inherit."""
    if os.environ.get("TABLESIDE_BENCH_RUNNING"):
        return int(main() or 0)
    os.environ["TABLESIDE_BENCH_RUNNING"] = name
    header(name)
    try:
        status = main()
    finally:
        footer(name)
    return int(status or 0)
