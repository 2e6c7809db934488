"""What a judge station may ask the serving desk: ``POST /api/station/action``, and how the writer answers.

The rules (the judge code admits a join only, a station's own token after it, revocation, retries by
id) are protocol.md's "Judge stations". The shape is checked on the server's loop, without the event;
the token against the event on the writer, so a revocation holds from the very next request.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from ..replication.token import new_token, token_hash
from ..replication.wire import action_from_wire
from ..text import QT_TRANSLATE_NOOP, Text
from .gate import Desk, Gate, Outcome, read_request, refusal, station_key
from .tokens import holder_of

JOIN = "station.join"


@dataclass(frozen=True, slots=True)
class StationRequest:
    station: str
    action_id: str
    kind: str
    data: dict[str, Any]
    token: str  # the station's own token, checked on the writer; "" when it came with the judge code
    with_code: bool = False  # sent with the judge code: a join, which the desk answers with a new token


def parse_station_action(body: bytes, authorization: str | None, judge_token: str) -> StationRequest | Outcome:
    """The request's shape only: a token, an action id, a station id, a known kind, an object of data.

    The judge code is recognised here (it admits a join only); a station's own token is checked on
    the writer, against the event (``handle_station``)."""
    read = read_request(body, authorization, QT_TRANSLATE_NOOP("messages", "a judge station needs the judge code "
                                                                         "shown on the desk (File ▸ Serve)"))
    if isinstance(read, Outcome):
        return read
    token, value = read
    if len(token) > 200:
        return refusal(403, QT_TRANSLATE_NOOP("messages", "that is not a judge station's token: join again with the "
                                                          "judge code the desk shows"))
    with_code = secrets.compare_digest(token.encode(), judge_token.encode())
    action = action_from_wire(value)
    if isinstance(action, Text):
        return refusal(400, action)
    if with_code and action.kind != JOIN:
        return refusal(403, QT_TRANSLATE_NOOP("messages", "the judge code only lets a station join: this station "
                                                          "must join again (File ▸ Join an event on the network…) "
                                                          "and act with the token the desk gives it"))
    return StationRequest(action.station, action.id, action.kind, action.data, "" if with_code else token, with_code)


def handle_station(desk: Desk, gate: Gate, request: StationRequest) -> Outcome:
    """On the writer: the station's token (or a join with the judge code), exactly once per (station, id),
    then the desk's own commit, as a click."""
    if request.with_code:
        return _admit(desk, gate, request)
    sender = holder_of(desk.state.stations.values(), request.token)
    if sender is None:
        return refusal(403, QT_TRANSLATE_NOOP("messages", "this station's token is unknown or was revoked: join "
                                                          "again with the judge code the desk shows"))
    if sender.id != request.station:
        return refusal(403, Text(QT_TRANSLATE_NOOP("messages", "that token was given to station {station}: a station "
                                                               "acts in its own name"), {"station": sender.name}))
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
