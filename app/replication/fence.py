"""The fence: a desk that no following copy answered for must learn that no station took the event over
before it answers an action "done" alone.

Why: a desk that was stopped (SIGSTOP, a frozen laptop) or cut off while a station took over comes back
with actions queued; committed here alone and acknowledged, they would be lost (the new holder never
gets them). A station that took over serves ``GET /api/status`` at a higher epoch, so the desk asks
every station the log names, all at once, within ``client.PROBE_TIMEOUT_S``, the asking begun after
the entry was written.

The rule (README, "Standby copy"):

* a station serves the event over this desk (the rank rule: a higher epoch above all) → ``fenced``:
  the action is not answered done ("not known yet: go to the new holder"), the desk stops serving
  and stands down;
* the asking failed (this process is stopping, say) → "not known yet: send it again", never "done";
* otherwise → the desk carries on alone, as before. That includes a desk that reached no station at
  all: a station that only follows serves no status, and station laptops closed for the night must
  not stop every table. The risk, said on the desk once: a station cut off from this desk (a real
  network split, not a stopped desk) that took over cannot be asked; what is answered alone here is
  then listed to re-enter when the desk reaches it again (``watch``, every few seconds).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .rivals import holder_over, probe_all, station_urls
from .wire import Status


@dataclass(frozen=True, slots=True)
class Verdict:
    holder: Status | None  # the station that holds the event over this desk: never answer "done"
    asked: int  # stations the log names (besides the one serving)
    answered: int  # of those, how many answered their status
    failed: bool = False  # the asking itself failed (no thread to ask on, the process stopping): not known

    @property
    def fenced(self) -> bool:
        """Not answered "done": a station holds the event, or whether one does could not be asked."""
        return self.holder is not None or self.failed

    @property
    def unchecked(self) -> bool:
        """Stations are named but none answered: carrying on alone is a bet (the rule's risk)."""
        return self.holder is None and self.asked > 0 and self.answered == 0


def decide(own: Status | None, asked: int, answers: list[Status]) -> Verdict:
    """The verdict on what the stations answered (no network here: unit-tested as it stands)."""
    if own is None:
        return Verdict(None, asked, len(answers))
    return Verdict(holder_over(own, answers), asked, len(answers))


def check(own: Status | None, probe: Callable[[list[str]], list[Status]] = probe_all) -> Verdict:
    """Ask every station ``own``'s log names (but the one serving) and decide."""
    if own is None:
        return Verdict(None, 0, 0)
    urls = list(dict.fromkeys(station_urls(own.stations, besides=own.serving)))
    if not urls:
        return Verdict(None, 0, 0)  # no station in the log: nobody could have taken over
    return decide(own, len(urls), probe(urls))


UNSURE_MESSAGE = ("not known yet: this desk could not ask the stations whether one took the event over; "
                  "send it again (it is done once)")


def fenced_message(holder: Status) -> str:
    return (f"not known yet: this desk no longer holds the event ({holder.holder} took it over, at "
            f"{holder.url}); send it there (it is done once)")
