"""A judge station: a second Tableside that keeps a replica of a served event, acts through the server and
may take the event over.

``RemoteDesk`` is what the station's window commits through instead of a session: each action goes to
``POST /api/station/action`` with an id made here (a lost answer is sent again with it: the desk
commits it once), and once committed the station waits, bounded, for its replica to hold the entry and
returns the ``Change`` its session absorbs, so the window paints as for a local click. While the desk
cannot be reached every action is refused at once, and nothing is sent.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
import urllib.parse
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import paths
from ..errors import TablesideError
from ..event.actions import UNDO, ActionRefused
from ..event.actions.station_actions import STATION_ID, serve_url, station_name
from ..event.changes import Change, TableKey
from ..event.session import EventSession
from ..event.state import EventState
from ..event.table_undo import check_table_undo, extension
from ..replication.client import SEND_TIMEOUT_S, LogClient, NotSent, ServerRefused, Unreachable, split_url
from ..replication.token import kept_beside
from ..replication.wire import StationAction
from ..text import QT_TRANSLATE_NOOP, Text

JOIN_MARK = "#join="
SEND_DEADLINE_S = 8.0  # every attempt of one action, lost answers retried with the same id
HOLD_TIMEOUT_S = 3.0  # how long a committed entry may take to reach this station's own replica
STATION_FOLDER = "stations"


@dataclass(frozen=True, slots=True)
class StationInfo:
    """Who this station is: its id, made once and kept beside its copy as ``FILE.station`` (so a restarted
    station, or one taking over with ``serve FILE --take-over``, is the same station in the log), its name
    and the address it would serve on (from the command line, else its last ``station.join``)."""

    id: str
    name: str
    url: str  # http://host:port/ this station serves on after a takeover ("" for none)

    def join_data(self) -> dict[str, str]:
        return {"station": self.id, "name": self.name, "url": self.url}


def station_id(event_file: str) -> str:
    """This station's id for the copy in ``event_file``, made now if it has none."""
    return kept_beside(event_file + ".station", lambda: "st-" + secrets.token_hex(8),
                       lambda found: STATION_ID.fullmatch(found) is not None,
                       Text(QT_TRANSLATE_NOOP("messages", "this station's id")),
                       Text(QT_TRANSLATE_NOOP("messages", "a station id")))


def station_info(event_file: str, name: str | None, url: str | None, state: EventState | None = None) -> StationInfo:
    """The station as the command line names it, the log filling in what it leaves out."""
    ident = station_id(event_file)
    known = state.stations.get(ident) if state is not None else None
    try:
        chosen_name = station_name(name) if name is not None else known.name if known is not None else None
        chosen_url = serve_url(url) if url is not None else known.url if known is not None else ""
    except ActionRefused as err:
        raise TablesideError.again(err) from None
    if chosen_name is None:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "name this station: --as NAME (the name judges see, "
                                                                "e.g. \"Bob's laptop\")")))
    return StationInfo(ident, chosen_name, chosen_url)


@dataclass(frozen=True, slots=True)
class OldHead:
    """What the copy last heard of the old server's log: its head, and that entry's hash if known."""

    seq: int = -1  # -1: never heard (the copy's own last entry stands in)
    hash: str = ""


def take_over(open_writer: Callable[[], EventSession], station: StationInfo, old: OldHead) -> EventSession:
    """Open the copy as the writer and commit the takeover (one durable entry raising the epoch); the session
    returned is ready to serve. The judge's decision carried out (no automatic election), for ``replicate``'s
    ``take over``, ``serve FILE --take-over`` and the window's station alike. Refuses (TablesideError,
    nothing written) a copy that holds no event yet."""
    session = open_writer()
    try:
        state = session.state
        if state.settings is None:
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "this copy holds no event yet: it never received "
                                                                    "the event's first entry")))
        known = state.stations.get(station.id)
        if known is None or (known.name, known.url) != (station.name, station.url):
            session.do("station.join", station.join_data())
        held = session.state.seq
        last = session.store.last()
        if old.seq > held:
            old_seq, old_hash = old.seq, old.hash
        else:  # the copy holds all the old server had (or never heard its head): its own last entry
            old_seq, old_hash = held, last.hash if last is not None else ""
        session.do("event.takeover", {"station": station.id, "epoch": session.state.epoch + 1,
                                      "old_head_seq": old_seq, "old_head_hash": old_hash})
    except BaseException:
        session.close()
        raise
    return session


class NotJoined(TablesideError):
    """What the judge pasted is not a server address and token a station can join with."""


def parse_join(address: str, token: str = "") -> tuple[str, str]:
    """(server address as http://HOST:PORT/, judge token) from a pasted join link, or an address and a token."""
    text = address.strip()
    if JOIN_MARK in text:
        text, _, linked = text.partition(JOIN_MARK)
        token = token.strip() or linked.strip()
    token = token.strip()
    if not text:
        raise NotJoined(Text(QT_TRANSLATE_NOOP("messages", "give the desk's address (http://HOST:PORT/) or paste the "
                                                           "join link it shows")))
    if "://" not in text:
        text = "http://" + text
    try:
        scheme, host, port, prefix = split_url(text)
    except TablesideError as err:
        raise NotJoined.again(err) from None
    if scheme != "http" or prefix or urllib.parse.urlsplit(text).port is None:
        raise NotJoined(Text(QT_TRANSLATE_NOOP("messages", "{address} is not the desk's address: it looks like "
                                                           "http://192.168.1.20:8765/"),
                             {"address": repr(address.strip())}))
    if not token:
        raise NotJoined(Text(QT_TRANSLATE_NOOP("messages", "give the judge token the desk shows under File ▸ Serve (or "
                                                           "paste the whole join link)")))
    if not 20 <= len(token) <= 200 or re.fullmatch(r"[A-Za-z0-9_-]+", token) is None:
        raise NotJoined(Text(QT_TRANSLATE_NOOP("messages", "that is not a judge token: copy it whole from the desk's "
                                                           "Local network panel")))
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/", token


def join_link(url: str, token: str) -> str:
    """``http://HOST:PORT/#join=TOKEN``: the token rides after ``#``, which a browser never sends."""
    return url.rstrip("/") + "/" + JOIN_MARK + token


def replica_path(event_hash: str) -> Path:
    """The station's replica of one event, in the data folder (``stations/EVENT.tableside``)."""
    if re.fullmatch(r"[0-9a-f]{16,64}", event_hash) is None:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "{hash} is not an event's identity"),
                                  {"hash": repr(event_hash)}))
    return paths.data_dir() / STATION_FOLDER / f"{event_hash[:24]}.tableside"


def event_identity(url: str, token: str) -> str:
    """The hash of the served event's entry 1 (asks the server once; Unreachable / ServerRefused as the copy)."""
    client = LogClient(url, token)
    try:
        page = client.page(0, 1, 0.0)
    finally:
        client.close()
    if not page.entries:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the desk serves an event with no entries yet: create "
                                                                "it first")))
    return page.entries[0].hash


class RemoteDesk:
    """The station's way to commit: through the serving desk, painted once the replica holds the entry."""

    def __init__(self, url: str, token: str, station: str, *, send_timeout_s: float = SEND_TIMEOUT_S,
                 deadline_s: float = SEND_DEADLINE_S) -> None:
        _, self.host, self.port, _ = split_url(url)
        self.url = url
        self.token = token  # the judge code until the desk answers this station's join with a token of its own
        self.station = station
        self.session: EventSession | None = None  # the read-only session over the replica, once opened
        self.send_timeout_s = send_timeout_s
        self.deadline_s = deadline_s
        self.unreachable: str | None = None  # why the desk cannot be reached now (None: it can)
        # Why this station cannot act yet: its join has not landed (being sent again) or was refused; None:
        # joined. The window's station sets it while ``keeper.until_landed`` sends the join.
        self.not_joined: str | None = None
        self._held = threading.Condition()
        self._held_seq = 0

    # What the follower tells (on its thread) -----------------------------------------------------

    def stored(self, seq: int) -> None:
        """The replica durably holds every entry up to ``seq``."""
        with self._held:
            self._held_seq = max(self._held_seq, seq)
            self._held.notify_all()

    def joined(self, token: str) -> None:
        """The desk answered this station's join with a token of its own: acted and read with from now on."""
        self.token = token
        self.not_joined = None

    def link(self, reachable: bool, why: str = "") -> None:
        self.unreachable = None if reachable else (why or "no answer")

    # What the controller calls (as it would a session) ------------------------------------------

    def do(self, kind: str, data: Mapping[str, Any] | None = None) -> Change:
        session = self.session
        if session is None:
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the station has not opened its copy of the event "
                                                                    "yet")))
        if self.unreachable is not None:
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the judge's desk at {url} cannot be reached "
                                                                    "({why}): nothing was sent; this station shows the "
                                                                    "event as it last heard it"),
                                      {"url": self.url, "why": self.unreachable}))
        if self.not_joined is not None:
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "this station has not joined the judge's desk at "
                                                                    "{url} yet ({why}): nothing was sent"),
                                      {"url": self.url, "why": self.not_joined}))
        fields = {key: value for key, value in (data or {}).items() if key != "t"}  # the desk dates it
        seq = self.send(kind, fields)
        if not self.wait_held(seq):
            raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the desk committed it (entry {seq}), but this "
                                                                    "station's copy does not hold it yet; it shows as "
                                                                    "soon as it arrives"), {"seq": seq}))
        return session.absorb()

    def undo_table(self, key: TableKey) -> Change:
        assert self.session is not None
        return self.do(UNDO, {"entry": check_table_undo(self.session.state, key)})

    def extend_table(self, key: TableKey, minutes: int) -> Change:
        assert self.session is not None
        kind, data = extension(self.session.state, key, minutes)
        return self.do(kind, data)

    # Inner workings ---------------------------------------------------------------------------------

    def wait_held(self, seq: int) -> bool:
        deadline = time.monotonic() + HOLD_TIMEOUT_S
        with self._held:
            while self._held_seq < seq:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._held.wait(left)
        return True

    def send(self, kind: str, data: dict[str, Any]) -> int:
        """POST the action (again with the same id while answers are lost); the seq the desk committed."""
        action = StationAction(uuid.uuid4().hex, self.station, kind, data)
        deadline = time.monotonic() + self.deadline_s
        attempts = 0
        client = LogClient(self.url, self.token, timeout_s=self.send_timeout_s)
        try:
            while True:
                attempts += 1
                client.token = self.token
                try:
                    answer = client.act(action)
                except NotSent as err:  # no connection at all: the desk is gone (or never was there)
                    self.unreachable = str(err)
                    lost = (Text(QT_TRANSLATE_NOOP("messages", "it may have been saved there: look at the history"))
                            if attempts > 1 else Text(QT_TRANSLATE_NOOP("messages", "nothing was sent")))
                    raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the judge's desk at {url} cannot be "
                                                                            "reached ({why}); {lost}"),
                                              {"url": self.url, "why": err.text, "lost": lost})) from None
                except Unreachable as err:
                    if err.status in (429, 503) and time.monotonic() < deadline:
                        time.sleep(0.2)  # busy: the desk did not take it; again with the same id
                        continue
                    if err.status is not None:  # the desk answered (busy, not known yet): its own words
                        raise ActionRefused(err.said or str(err)) from None
                    # Sent, but the answer was lost: again with the same id (the desk commits it once).
                    if time.monotonic() >= deadline:
                        self.unreachable = str(err)
                        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "the judge's desk at {url} did not "
                                                                                "answer ({why}); it may have been "
                                                                                "saved there: look at the history "
                                                                                "when it is back"),
                                                  {"url": self.url, "why": err.text})) from None
                    time.sleep(0.1)
                    continue
                except ServerRefused as err:  # the desk's words, said in this station's window's language
                    raise ActionRefused(err.refusal or err.said or str(err)) from None
                if answer.station_token is not None:  # the answer to this station's join
                    self.token = answer.station_token
                if not answer.ok or answer.seq is None:  # a 200 that is no "done": the desk's words, as a refusal
                    raise ActionRefused(answer.message)
                return answer.seq
        finally:
            client.close()
