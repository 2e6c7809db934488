"""Other servers of the same event: who holds it now, and what this copy has that the holder lacks.

Every server answers ``GET /api/status`` (public, ``wire.Status``): the event's identity (the hash of entry 1), its
epoch, its head and the station serving it. Of two servers of the same event, the one that keeps
serving is, by this rule (README, "Standby copy"):

1. the higher epoch (a takeover raised it: the judge decided);
2. then the longer log;
3. then the station id that sorts first (the server that made the event, never taken over, has none
   and sorts before every station).

The other stops, and lists the entries it holds after the last one the two logs share (found by
asking the holder's log for the hash of entry k, halving the range each time): those are what a
judge re-enters on the holder. Nothing is merged.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from typing import Any, Literal

from ..eventlog.entry import Entry
from ..eventlog.store import LogStore
from ..text import QT_TRANSLATE_NOOP, Text
from .client import PROBE_TIMEOUT_S, LogClient, NotSent, ServerRefused, Unreachable
from .wire import Status

WATCH_EVERY_S = 3.0  # a server asks the other stations this often while it serves


ABSENT: Literal["absent"] = "absent"  # the station's address refused the connection: nothing serves there
Answer = Status | Literal["absent"] | None  # a status, "absent", or None: unknown


def ask(url: str, timeout: float = PROBE_TIMEOUT_S) -> Answer:
    """``GET URL/api/status``: the status, ``ABSENT`` (the connection refused), or None (anything else)."""
    try:
        client = LogClient(url, timeout_s=timeout)
    except Exception:  # noqa: BLE001 - an address from the log that is not one: not a positive answer
        return None
    try:
        return client.status()
    except NotSent as err:
        return ABSENT if err.refused else None
    except (Unreachable, ServerRefused):
        return None
    finally:
        client.close()


def ask_all(urls: Iterable[str], timeout: float = PROBE_TIMEOUT_S) -> dict[str, Answer]:
    """Every address asked at once, a thread each (a gone station costs one timeout, not one each); None
    where no answer came in time. The watch, the fence, a copy looking for the holder and ``serve`` all ask so."""
    found: dict[str, Answer] = {url: None for url in dict.fromkeys(urls) if url}
    lock = threading.Lock()

    def one(url: str) -> None:
        answer = ask(url, timeout)
        with lock:
            found[url] = answer

    threads = [threading.Thread(target=one, args=(url,), daemon=True) for url in found]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + timeout + 1.0
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    with lock:
        return dict(found)


def probe(url: str, timeout: float = PROBE_TIMEOUT_S) -> Status | None:
    """``GET URL/api/status``; None when nothing usable answers in time."""
    answer = ask(url, timeout)
    return answer if isinstance(answer, Status) else None


def probe_all(urls: Iterable[str], timeout: float = PROBE_TIMEOUT_S) -> list[Status]:
    """The statuses of ``ask_all``: who serves, among the addresses that answered."""
    return [a for a in ask_all(urls, timeout).values() if isinstance(a, Status)]


def station_urls(stations: Iterable[tuple[str, str, str]] | Any, *, besides: str | None = None) -> list[str]:
    """The addresses of the stations of a status (or of ``state.stations.values()``), but ``besides``."""
    urls: list[str] = []
    for item in stations:
        ident, url = (item[0], item[2]) if isinstance(item, tuple) else (item.id, item.url)
        if ident != besides and url:
            urls.append(url)
    return urls


def holder_over(own: Status, others: Iterable[Status]) -> Status | None:
    """The server of the same event that outranks this one (the best of them), or None."""
    rivals = [s for s in others if s.event == own.event and s.epoch >= own.epoch
              and not (s.serving == own.serving and s.epoch == own.epoch)]  # that is this very server
    best = max(rivals, key=_sort_key, default=None)
    return best if best is not None and best.outranks(own) else None


def highest(others: Iterable[Status], event: str) -> Status | None:
    """The server of ``event`` that outranks every other one (for a copy to follow)."""
    return max((s for s in others if s.event == event), key=_sort_key, default=None)


def still_served(followed: str, others: Iterable[str], event: str) -> str | None:
    """Why a copy must not take over now, or None: a server of the event still answers (the one it
    followed, or any other station the log names). Taking over then would split the event in two;
    the judge takes over only once no station serves it (the command line and the window alike)."""
    # All at once: a stopped desk (SIGSTOP) holds each asking for the whole time-out, so one after another
    # the judge would wait a second per station the log names.
    serving = highest(probe_all([followed, *others]), event)
    if serving is None:
        return None
    return (f"{serving.holder} still serves the event at epoch {serving.epoch} ({serving.url}); take over only "
            "once no station serves it (this copy follows it meanwhile)")


def _sort_key(status: Status) -> tuple[int, int, tuple[int, ...]]:
    # max() by the rule: higher epoch, longer log, then the station id sorting first.
    return status.epoch, status.head, tuple(-ord(c) for c in (status.serving or "")) + (1,)


def common_prefix(store: LogStore, client: LogClient, remote_head: int) -> int:
    """The last entry this log shares with the server's (0 if none): the chains agree up to it, never after."""
    last = store.last()
    low, high = 0, min(last.seq if last is not None else 0, remote_head)

    def same(k: int) -> bool:
        if k == 0:
            return True
        page = client.page(k, 1, holding=False)
        mine = store.entries_page(k - 1, 1)
        return bool(mine) and page.after_hash == mine[0].hash

    while low < high:  # same(low) holds; find the largest k with same(k)
        mid = (low + high + 1) // 2
        if same(mid):
            low = mid
        else:
            high = mid - 1
    return low


def lacking(store: LogStore, client: LogClient, remote_head: int) -> tuple[int, list[Entry]]:
    """(the last entry both logs share, this log's entries after it): what the server lacks."""
    shared = common_prefix(store, client, remote_head)
    return shared, list(store.entries(shared))


def action_key(entry: Entry) -> tuple[str, str] | None:
    """(who sent it, its action id) of an action a device or station sent, as the gate counts retries; None
    for what the desk did itself (no action id)."""
    action_id, device, station = entry.data.get("action_id"), entry.data.get("device"), entry.data.get("station")
    if not isinstance(action_id, str):
        return None
    if isinstance(device, str):
        return device, action_id
    return f"station:{station}" if isinstance(station, str) else "", action_id


def holder_actions(client: LogClient, after: int) -> set[tuple[str, str]]:
    """The action keys of the server's entries after ``after`` (page by page, to its head)."""
    keys: set[tuple[str, str]] = set()
    while True:
        page = client.page(after, holding=False)
        for entry in page.entries:
            key = action_key(entry)
            if key is not None:
                keys.add(key)
        if not page.entries or page.entries[-1].seq >= page.head_seq:
            return keys
        after = page.entries[-1].seq


def not_held(extra: Iterable[Entry], held: set[tuple[str, str]]) -> list[Entry]:
    """What a judge re-enters: ``extra`` but the actions the holder already has under the same action id
    (a device that heard no answer here sent it again there, with its id: it is done there once)."""
    return [entry for entry in extra if (key := action_key(entry)) is None or key not in held]


def reenter_lines(entries: list[Entry], describe: Callable[[Entry], str | Text]) -> list[Text]:
    """One line per entry a judge re-enters, in order, with its time and what it did as the history says
    it (``EventSession.describe_text``: tables, players, rounds), each a ``Text`` the window translates;
    ``str()`` of each is the command line's English ("  entry 12 at 2026-05-02 14:03:07: Table 3: Ana out")."""
    lines = []
    for entry in entries:
        what: str | Text
        try:
            what = describe(entry)
        except Exception:  # noqa: BLE001 - an entry the fold cannot describe is still listed
            what = entry.kind
        lines.append(Text(QT_TRANSLATE_NOOP("messages", "  entry {seq} at {at}: {what}"),
                          {"seq": entry.seq, "at": entry.at[:19].replace("T", " "), "what": what}))
    return lines
