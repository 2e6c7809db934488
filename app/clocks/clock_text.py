"""How a countdown reads on screen, and when that reading next changes.

A countdown shows whole units rounded UP, so it reads 0:00 only once the time is really gone: a
player with 1 ms left still sees 0:01, and 0:00 always means "out of time".
"""

from __future__ import annotations


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def clock_text(ms: int) -> str:
    """'2:00', '0:18', '1:02:03' (hours only when needed); whole seconds rounded up."""
    seconds = _ceil_div(max(ms, 0), 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def precise_clock_text(ms: int) -> str:
    """Like ``clock_text`` with tenths ('0:19.1'), for messages where 0:20 vs 0:19.1 matters."""
    tenths = _ceil_div(max(ms, 0), 100)
    seconds, tenth = divmod(tenths, 10)
    minutes, secs = divmod(seconds, 60)
    return f"{minutes}:{secs:02d}.{tenth}"


def exact_clock_text(ms: int) -> str:
    """A length to the millisecond as m:ss, the fraction only when there is one: '0:20', '0:01.65', '1:02.5'
    (a reward or a cost the judge checks against the rules, never rounded)."""
    minutes, rest = divmod(max(ms, 0), 60_000)
    seconds, millis = divmod(rest, 1000)
    text = f"{minutes}:{seconds:02d}"
    return f"{text}.{millis:03d}".rstrip("0") if millis else text


def next_reading_change(left_ms: int, t: int, resolution_ms: int) -> int | None:
    """The moment after ``t`` at which a countdown with ``left_ms`` left shows a different reading.

    The reading is ceil(left / resolution); it drops when what is left reaches the next lower
    multiple of the resolution. None once the countdown has reached 0 (it never changes again).
    """
    if left_ms <= 0:
        return None
    return t + left_ms - resolution_ms * ((left_ms - 1) // resolution_ms)
