"""What a judge station may ask the serving desk: ``POST /api/station/action``, and how the writer answers.

A judge station is a second Tableside that holds the judge token (the standby token: whoever holds
it reads the whole log anyway). It may do anything ``tableside apply`` accepts, at any table:
``{"id", "station", "kind", "data"}``. ``parse_station_action`` checks the request's shape without
the event (it runs on the server's loop); ``handle_station`` runs on the writer and is the desk's own
commit, with ``station`` and ``action_id`` stamped on the entry, so the desk's history says which
station acted and a retry with the same id is answered with the entry it already made.

The serving desk dates every action itself (as it does a device's): a station's clock may differ.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass
from typing import Any

from ..event.actions import ACTIONS, UNDO
from ..event.actions.station_actions import STATION_ID
from .gate import MAX_BODY, Desk, Gate, Outcome, bearer_token

_ACTION_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
FIELDS = ("id", "station", "kind", "data")
STAMPS = ("t", "run", "action_id", "device")  # set by the serving desk, never by the station


@dataclass(frozen=True, slots=True)
class StationRequest:
    station: str
    action_id: str
    kind: str
    data: dict[str, Any]


def station_kinds() -> list[str]:
    return sorted([*ACTIONS, UNDO])


def parse_station_action(body: bytes, authorization: str | None, judge_token: str) -> StationRequest | Outcome:
    """The request's shape only: the judge token, an action id, a station id, a known kind, an object of data."""
    token = bearer_token(authorization)
    if token is None:
        return Outcome(401, "a judge station needs the judge token shown on the desk (File ▸ Serve)")
    if len(token) > 200 or not secrets.compare_digest(token.encode(), judge_token.encode()):
        return Outcome(403, "that is not this event's judge token: join again with the token the desk shows")
    if len(body) > MAX_BODY:
        return Outcome(413, f"the request is larger than {MAX_BODY // 1024} KiB")
    try:
        action = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return Outcome(400, "the request is not valid JSON")
    if not isinstance(action, dict):
        return Outcome(400, "the request must be a JSON object")
    extra = sorted(set(action) - set(FIELDS))
    if extra:
        return Outcome(400, f"a station's action takes only {', '.join(FIELDS)}, not {', '.join(map(repr, extra))}")
    action_id = action.get("id")
    if not isinstance(action_id, str) or _ACTION_ID.fullmatch(action_id) is None:
        return Outcome(400, "each action needs an id made on the station (8 to 64 letters, digits, - or _)")
    station = action.get("station")
    if not isinstance(station, str) or STATION_ID.fullmatch(station) is None:
        return Outcome(400, "station must be the station's id (8 to 64 letters, digits, - or _)")
    kind = action.get("kind")
    if not isinstance(kind, str) or (kind not in ACTIONS and kind != UNDO):
        return Outcome(400, f"unknown kind {str(kind)[:60]!r}: a station may send any action tableside apply "
                            "accepts")
    data = action.get("data", {})
    if not isinstance(data, dict):
        return Outcome(400, "data must be a JSON object (the action's fields)")
    if "station" in data and data["station"] != station:
        return Outcome(400, "a station acts in its own name: data's station must be the sender's station id")
    stamped = sorted(set(data) & set(STAMPS))
    if stamped:
        return Outcome(400, f"the serving desk sets {', '.join(map(repr, stamped))} itself: leave "
                            f"{'it' if len(stamped) == 1 else 'them'} out")
    return StationRequest(station, action_id, kind, data)


def handle_station(desk: Desk, gate: Gate, request: StationRequest) -> Outcome:
    """On the writer: exactly once per (station, id), then the desk's own commit, as a click."""
    earlier = gate.committed.get((station_key(request.station), request.action_id))
    if earlier is not None:
        return Outcome(200, "already done", earlier, repeated=True)
    return gate.commit(lambda: desk.commit(request.kind, dict(request.data), None, request.action_id,
                                           station=request.station))


def station_key(station: str) -> str:
    """The station's key among the gate's retry ids (kept apart from devices' ids)."""
    return "station:" + station
