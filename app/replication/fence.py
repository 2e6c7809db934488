"""The fence: a desk that no following copy answered for must learn that no station took the event over,
and that none will before its answer is out, before it answers an action "done" alone.

Why: a desk that was stopped (SIGSTOP, a frozen laptop) or cut off while a station took over comes back
with actions queued; committed here alone and acknowledged, they would be lost (the new holder never
gets them). A station that took over serves ``GET /api/status`` at a higher epoch, so the desk asks
every station the log names that could take the event over from it, all at once, within
``client.PROBE_TIMEOUT_S``, the asking begun after the entry was written.

The rule (README, "Standby copy"; ``resources/docs/protocol.md``, "The fence"). Each station asked gives
one of four answers:

* **over**: it serves the event over this desk (the rank rule: a higher epoch above all) → ``fenced``:
  the action is not answered done ("not known yet: go to the new holder"), the desk stops serving and
  stands down;
* **below**: it serves the event, but this desk outranks it (an older holder that has not stood down yet);
* **absent**: its address refused the connection: nothing listens there, so it does not serve, and a
  station that takes over listens on that address *before* it commits its takeover (answering
  "still opening", 503, meanwhile: see below);
* **unknown**: anything else, above all no answer in time (a station slow, stopped, or behind a real
  network split), a 503 (a station taking over right now), a 429, an answer that is not a status.

The desk answers "done" alone only when every station asked answered **below** or **absent** (a positive
answer), and only within ``FENCE_VALID_S`` of the moment the asking began (the lease, below); one
**unknown** is enough for "not known yet: send it again" with the same id (the device's next try is
answered once a copy holds the entry, or once every station answers). A slow status answer is no longer
"nobody took over": that was how a desk came back from a SIGSTOP and answered "done" after a takeover
(``tests/standby/test_partition.py``, the one cycle in 200 whose probe of the new holder took over 1 s).

The lease, the classic argument: an answer only says how things stood when it was given; the station
could take over right after. So a station that takes over starts listening first, answers every status
with 503 "still opening" (which no desk counts as positive: it refuses the old epoch), and commits its
``event.takeover`` only ``TAKEOVER_WAIT_S`` later (``cli.serve.takeover_opener``). A desk acts on a
positive answer only while ``clock() - asking began <= FENCE_VALID_S``, checked just before the answer
leaves, with ``FENCE_VALID_S`` well under ``TAKEOVER_WAIT_S``: every positive answer was given before
the station started listening, so every "done" based on it leaves before the takeover exists. Both
clocks are monotonic and run on through a SIGSTOP; what is left is a pause of more than
``TAKEOVER_WAIT_S - FENCE_VALID_S`` between that check and the answer's bytes (the gap every lease leaves).

Who is asked: every station the log names, but the one serving, and those that cannot take the event
over from this desk (``retired`` in ``/api/status``): a station revoked (the judge's word that it is out;
its copy stops) and a station whose last act in the log is a takeover at an older epoch (a holder this
desk superseded: taking over again from its own file could reach this desk's epoch at most, a split
settled by the rank rule; a station that follows again joins again and is asked again). Nobody else to
ask: done alone, as before (a desk with no station at all serves on). The costs, said on the desk once:
a station laptop that is named but does not answer (closed for the night, off the network) stops every
"done" no copy stored; revoke it (``revoke-station ID``, the panel's *Revoke*) if it is gone for good.

One more refusal comes from the log feed, not from here: a joined station whose copy follows this desk
(it reads with its own token, heard within ``logfeed.COPY_LIVE_S``) but does not hold the entry yet is a
station that could take over without it; an action answered alone then is "not known yet" too
(``LogFeed.stored``), so what a device hears "done" is on that station's copy or on no station's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .rivals import Answer, ask_all, holder_over
from .wire import Status

FENCE_VALID_S = 0.8  # a positive verdict may answer "done" at most this long after its asking began
TAKEOVER_WAIT_S = 1.6  # a station taking over listens ("still opening") this long before it commits


@dataclass(frozen=True, slots=True)
class Verdict:
    holder: Status | None  # the station that holds the event over this desk: never answer "done"
    asked: int  # stations asked (those the log names that could take the event over from this desk)
    answered: int  # of those, how many answered positively: a status below this desk, or nobody listening
    failed: bool = False  # the asking itself failed (no thread to ask on, the process stopping): not known
    unknown: tuple[str, ...] = ()  # the addresses that gave no usable answer (when known)

    @property
    def fenced(self) -> bool:
        """Not answered "done": a station holds the event, or whether one does could not be asked."""
        return self.holder is not None or self.failed

    @property
    def unchecked(self) -> bool:
        """Some station asked gave no positive answer: it may have taken over, so nothing is done alone."""
        return self.holder is None and self.answered < self.asked

    @property
    def sure(self) -> bool:
        """Every station asked answered that it does not hold the event over this desk."""
        return self.holder is None and not self.failed and self.answered >= self.asked


def decide(own: Status | None, asked: int, answers: list[Status]) -> Verdict:
    """The verdict on the statuses the stations answered (no network here: unit-tested as it stands)."""
    if own is None:
        return Verdict(None, asked, len(answers))
    return Verdict(holder_over(own, answers), asked, len(answers))


def judge(own: Status, answers: Mapping[str, Answer]) -> Verdict:
    """The verdict on each address's answer: a status, ``ABSENT``, or None (unknown)."""
    statuses = [a for a in answers.values() if isinstance(a, Status)]
    holder = holder_over(own, statuses)
    unknown = tuple(url for url, a in answers.items() if a is None)  # another event's status: not this one's holder
    return Verdict(holder, len(answers), len(answers) - len(unknown), unknown=unknown)


def takers(own: Status) -> list[str]:
    """The addresses of the stations that could take the event over from this server: every station the
    status names but the one serving and the retired ones (revoked, or superseded holders)."""
    retired = set(own.retired)
    return list(dict.fromkeys(url for ident, _, url in own.stations
                              if ident != own.serving and ident not in retired and url))


def check(own: Status | None, probe: Callable[[list[str]], Mapping[str, Answer]] = ask_all) -> Verdict:
    """Ask every station ``own``'s log names that could take the event over from it, and decide."""
    if own is None:
        return Verdict(None, 0, 0)
    urls = takers(own)
    if not urls:
        return Verdict(None, 0, 0)  # no station could have taken over
    answers = dict(probe(urls))
    return judge(own, {url: answers.get(url) for url in urls})


UNSURE_MESSAGE = ("not known yet: this desk could not ask every station whether one took the event over; "
                  "send it again (it is done once)")


def fenced_message(holder: Status) -> str:
    return (f"not known yet: this desk no longer holds the event ({holder.holder} took it over, at "
            f"{holder.url}); send it there (it is done once)")
