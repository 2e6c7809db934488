"""Keeps a local event file equal to a server's log: pull after the last seq held, check, commit, follow.

Each page is checked link by link (``replicated_problem``: the seq, the chain and the recomputed
hash) and its good entries are committed as one durable transaction before the next page is asked
for. When the copy has caught up it asks with a long poll, so a new entry arrives as soon as the
server has it on disk. A server that is gone is tried again with a growing pause (``BACKOFF_S``);
a server that sends a forged, reordered or altered entry, or a log that is not this copy's, stops
the copy with a message naming the entry, and nothing from that entry on is written.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import TablesideError
from ..eventlog.entry import GENESIS_HASH, Entry
from ..eventlog.store import LogStore, refuse_replicated, replicated_problem
from ..text import QT_TRANSLATE_NOOP, Text
from .client import LogClient, ServerRefused, Unreachable
from .wire import MAX_PAGE, LogPage, WireError

BACKOFF_S = (0.2, 0.5, 1.0, 2.0, 5.0)  # pauses between attempts while the server is unreachable
FOLLOW_WAIT_S = 10.0  # a long poll's wait; a silent, dead link is noticed within this plus the client's timeout


class CopyRefused(TablesideError):
    """The server's log cannot be copied (a forged entry, another event, a refusal); the copy stops."""


@dataclass
class Progress:
    seq: int  # the last entry the copy holds
    head: int  # the server's head when last heard
    head_hash: str = ""  # that entry's hash


class Follower:
    """Copies ``client``'s log into ``store`` until ``stop`` is set (or the server's log is refused).

    ``say`` gets one line for each change worth telling a judge (caught up, unreachable, back);
    ``on_stored`` gets every page's entries once they are durably committed (the benchmark, a
    station's window); ``on_link`` hears at once when the server stops or starts answering.
    """

    def __init__(self, client: LogClient, store: LogStore, *, say: Callable[[str], None] = lambda _: None,
                 on_stored: Callable[[list[Entry]], None] | None = None, follow_wait_s: float = FOLLOW_WAIT_S,
                 page_size: int = MAX_PAGE, on_unreachable: Callable[[int], LogClient | None] | None = None,
                 on_connected: Callable[[LogClient], None] | None = None,
                 between: Callable[[], None] | None = None,
                 on_link: Callable[[bool, str], None] | None = None) -> None:
        """``on_unreachable(failures)`` may name another server to follow (a station that took over);
        ``on_connected`` is called once a server answers, first and after each outage; ``between`` after
        every page (a moment when the copy's writer connection is free for other work); ``on_link`` hears
        at once when the server stops or starts answering (a station refuses clicks meanwhile)."""
        self.client = client
        self.store = store
        self.say = say
        self.on_stored = on_stored
        self.on_link = on_link
        self.follow_wait_s = follow_wait_s
        self.page_size = page_size
        self.on_unreachable = on_unreachable
        self.on_connected = on_connected
        self.between = between
        last = store.last()
        self.progress = Progress(last.seq if last else 0, -1)
        self._last_hash = last.hash if last else GENESIS_HASH

    def run(self, stop: threading.Event) -> None:
        """Copy until stop is set; raises CopyRefused (with nothing wrong written) if the log is refused."""
        failures = 0
        caught_up = False
        connected = False
        while not stop.is_set():
            try:
                wait = self.follow_wait_s if caught_up else 0.0
                page = self.client.page(self.progress.seq, self.page_size, wait)
            except Unreachable as err:
                if stop.is_set():  # cut on purpose (a takeover halts the copy): no station to look for
                    return
                if failures == 0:
                    if self.on_link is not None:
                        self.on_link(False, str(err))
                    self.say(f"the server is unreachable ({err}); trying again until it is back")
                elsewhere = self.on_unreachable(failures) if self.on_unreachable is not None else None
                if elsewhere is not None:
                    self.client.close()
                    self.client = elsewhere
                    failures, caught_up, connected = 0, False, False
                    continue
                stop.wait(BACKOFF_S[min(failures, len(BACKOFF_S) - 1)])
                failures += 1
                caught_up = False
                continue
            except (ServerRefused, WireError) as err:
                raise CopyRefused.again(err) from None
            if failures or not connected:
                if self.on_link is not None:
                    self.on_link(True, "")
                if failures:
                    self.say("the server is back")
                failures, connected = 0, True
                if self.on_connected is not None:
                    self.on_connected(self.client)
            self.take(page)
            if self.between is not None:
                self.between()
            now_caught_up = self.progress.seq >= page.head_seq
            if now_caught_up and not caught_up:
                self.say(f"up to date: entry {self.progress.seq}, as on the server")
            caught_up = now_caught_up

    def take(self, page: LogPage) -> None:
        """Check one page against the copy and commit its good entries; CopyRefused at the first bad one."""
        seq = self.progress.seq
        if page.after != seq:
            raise CopyRefused(Text(QT_TRANSLATE_NOOP("messages", "the server answered from entry {first}, not from "
                                                                 "entry {asked} as asked"),
                                   {"first": page.after + 1, "asked": seq + 1}))
        if page.after_hash is None or page.head_seq < seq:
            raise CopyRefused(Text(QT_TRANSLATE_NOOP("messages", "the server's log has {head} entries, this copy "
                                                                 "{seq}: it is not the same event, or the server lost "
                                                                 "entries; the copy is left as it is"),
                                   {"head": page.head_seq, "seq": seq}))
        if page.after_hash != self._last_hash:
            raise CopyRefused(Text(QT_TRANSLATE_NOOP("messages", "the server's entry {seq} is not this copy's entry "
                                                                 "{seq}: it is not the same event, or an entry was "
                                                                 "changed; the copy is left as it is"), {"seq": seq}))
        self.progress.head, self.progress.head_hash = page.head_seq, page.head_hash
        good: list[Entry] = []
        problem: Text | None = None
        last_seq, last_hash = seq, self._last_hash
        for entry in page.entries:
            problem = replicated_problem(entry, last_seq, last_hash)
            if problem is not None:
                break
            good.append(entry)
            last_seq, last_hash = entry.seq, entry.hash
        if good:
            self.store.append_replicated(good)
            self.progress.seq, self._last_hash = last_seq, last_hash
            if self.on_stored is not None:
                self.on_stored(good)
        if problem is not None:
            raise CopyRefused.again(refuse_replicated(self.store.name, problem))
