"""What a judge station may ask the serving desk: ``POST /api/station/action``, and how the writer answers.

A judge station is a second Tableside. It joins with the judge code (the standby token kept beside
the event file): a ``station.join`` sent with it is admitted, and the answer carries the station's
own token (``station_token``), random, of which only the SHA-256 goes in the join's entry. Every
later action goes with that token, and only that station may use it: a ``station.revoke`` stops it
at once, as ``device.revoke`` does a device's. The judge code itself admits nothing but a join, so a
revoked station cannot carry on with it (it may join again: the desk makes a new code to prevent
that). The check against the event runs on the writer, so a revocation holds from the very next
request; a station that takes the event over checks the others' tokens against the same entries.

A station may do anything ``tableside apply`` accepts, at any table: ``{"id", "station", "kind",
"data"}`` (``replication.wire.StationAction``). ``parse_station_action`` checks the request's shape
without the event (it runs on the server's loop); ``handle_station`` runs on the writer and is the
desk's own commit, with ``station`` and ``action_id`` stamped on the entry, so the desk's history says
which station acted and a retry with the same id is answered with the entry it already made.

The serving desk dates every action itself (as it does a device's): a station's clock may differ.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from ..event.actions import ACTIONS, UNDO
from ..event.state import EventState, Station
from ..replication.token import new_token, token_hash
from ..replication.wire import action_from_wire
from .gate import Desk, Gate, Outcome, read_request

JOIN = "station.join"


@dataclass(frozen=True, slots=True)
class StationRequest:
    station: str
    action_id: str
    kind: str
    data: dict[str, Any]
    token: str  # the station's own token, checked on the writer; "" when it came with the judge code
    with_code: bool = False  # sent with the judge code: a join, which the desk answers with a new token


def station_kinds() -> list[str]:
    return sorted([*ACTIONS, UNDO])


def parse_station_action(body: bytes, authorization: str | None, judge_token: str) -> StationRequest | Outcome:
    """The request's shape only: a token, an action id, a station id, a known kind, an object of data.

    The judge code is recognised here (it admits a join only); a station's own token is checked on
    the writer, against the event (``handle_station``)."""
    read = read_request(body, authorization, "a judge station needs the judge code shown on the desk (File ▸ Serve)")
    if isinstance(read, Outcome):
        return read
    token, value = read
    if len(token) > 200:
        return Outcome(403, "that is not a judge station's token: join again with the judge code the desk shows")
    with_code = secrets.compare_digest(token.encode(), judge_token.encode())
    action = action_from_wire(value)
    if isinstance(action, str):
        return Outcome(400, action)
    if with_code and action.kind != JOIN:
        return Outcome(403, "the judge code only lets a station join: this station must join again "
                            "(File ▸ Join an event on the network…) and act with the token the desk gives it")
    return StationRequest(action.station, action.id, action.kind, action.data, "" if with_code else token, with_code)


def station_for(state: EventState, token: str) -> Station | None:
    """The joined station this token was given to, while not revoked; None otherwise (unknown, forged, revoked)."""
    if not token or len(token) > 200:
        return None
    wanted = token_hash(token)
    for station in state.stations.values():
        if station.token_hash and secrets.compare_digest(station.token_hash, wanted):
            return station if station.active else None
    return None


def handle_station(desk: Desk, gate: Gate, request: StationRequest) -> Outcome:
    """On the writer: the station's token (or a join with the judge code), exactly once per (station, id),
    then the desk's own commit, as a click."""
    if request.with_code:
        return _admit(desk, gate, request)
    sender = station_for(desk.state, request.token)
    if sender is None:
        return Outcome(403, "this station's token is unknown or was revoked: join again with the judge code "
                            "the desk shows")
    if sender.id != request.station:
        return Outcome(403, f"that token was given to station {sender.name}: a station acts in its own name")
    earlier = gate.committed.get((station_key(request.station), request.action_id))
    if earlier is not None:
        return Outcome(200, "already done", earlier, repeated=True)
    return gate.commit(lambda: desk.commit(request.kind, dict(request.data), None, request.action_id,
                                           station=request.station))


def _admit(desk: Desk, gate: Gate, request: StationRequest) -> Outcome:
    """A join with the judge code: a new token for the station, its hash in the join's entry.

    Not answered from an earlier commit with the same id, unlike other actions: the token went out
    only in that lost answer, so a retried join is a fresh join (one more entry, a token that works)."""
    token = new_token()
    data = {**request.data, "token_hash": token_hash(token)}
    outcome = gate.commit(lambda: desk.commit(JOIN, data, None, request.action_id, station=request.station))
    if outcome.status != 200:
        return outcome
    return Outcome(outcome.status, outcome.message, outcome.seq, entries=outcome.entries, station_token=token)


def station_key(station: str) -> str:
    """The station's key among the gate's retry ids (kept apart from devices' ids)."""
    return "station:" + station
