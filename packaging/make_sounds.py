"""Write resources/sounds/*.wav: Tableside's own chimes, synthesized here (no recording, no sample
library), so they are original work under Tableside's MIT licence (resources/licences/SOUNDS.txt).

    .venv/bin/python packaging/make_sounds.py

Each is a few decaying sine partials (a soft bell), 16-bit mono at 22 050 Hz, under a second, written
deterministically (the same bytes every run; tests/ui/test_sounds.py checks them against this script).
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"
RATE = 22_050

# name: (notes as (start s, frequency Hz), length s). Warning: two rising notes; end: three falling; held:
# one low note twice (a "look here"); call: a high "ding-dong" (a table calls a judge).
CHIMES = {
    "warning": ([(0.0, 660.0), (0.22, 880.0)], 0.9),
    "end": ([(0.0, 988.0), (0.25, 784.0), (0.5, 523.0)], 1.4),
    "held": ([(0.0, 440.0), (0.3, 440.0)], 0.9),
    "call": ([(0.0, 1319.0), (0.3, 1047.0)], 1.0),
}


def samples(notes: list[tuple[float, float]], length: float) -> bytes:
    frames = []
    for i in range(int(RATE * length)):
        t = i / RATE
        value = 0.0
        for start, freq in notes:
            if t < start:
                continue
            age = t - start
            envelope = min(1.0, age / 0.005) * math.exp(-4.0 * age)  # a 5 ms attack, then a bell's decay
            value += envelope * (math.sin(2 * math.pi * freq * age) + 0.35 * math.sin(2 * math.pi * 2 * freq * age))
        frames.append(struct.pack("<h", max(-32767, min(32767, round(value * 9000)))))
    return b"".join(frames)


def write(name: str, folder: Path = OUT) -> Path:
    notes, length = CHIMES[name]
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples(notes, length))
    return path


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in CHIMES:
        print(write(name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
