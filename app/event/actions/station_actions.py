"""Judge stations and takeovers: who keeps a copy of the event, and who serves it after the server is gone.

``station.join`` names a station (a second judge's laptop keeping a standby copy) and the address it
would serve on if it took over; joining again updates both. A join the serving desk admitted with the
judge code carries ``token_hash``, the SHA-256 of the token the desk gave that station for its later
requests (never the token); ``station.revoke`` makes that token stop working, as ``device.revoke``
does a device's (the station may join again with the judge code, for a new token: to keep it out,
the desk also makes a new judge code). ``event.takeover`` is the judge's
decision to serve the event from a station's copy: it raises the event's epoch by exactly one and
records the last entry of the old server's log the station knew of, so a judge can tell what the
old server may have held that the copy lacks. Neither can be undone: a station that left is simply
gone, and a takeover is final (a lower epoch never comes back).
"""

from __future__ import annotations

import re
import urllib.parse

from ...short_quote import quoted
from ..state import EventState, Station, Takeover
from .base import Action, Data, event_exists, integer, require

STATION_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
_HEX64 = re.compile(r"[0-9a-f]{64}")
MAX_NAME = 40


def station_id(data: Data) -> str:
    station = data.get("station")
    require(isinstance(station, str) and STATION_ID.fullmatch(station) is not None,
            "a station id is 8 to 64 letters, digits, '-' or '_'")
    assert isinstance(station, str)
    return station


def station_name(raw: object) -> str:
    require(isinstance(raw, str), "a station's name must be text")
    assert isinstance(raw, str)
    name = raw.strip()
    require(0 < len(name) <= MAX_NAME, f"a station's name must be 1 to {MAX_NAME} characters")
    require(name.isprintable(), "a station's name must be printable characters (no tabs or line breaks)")
    return name


def serve_url(raw: object) -> str:
    """The address a station would serve on, as http://host:port/ ("" for none)."""
    require(isinstance(raw, str), 'a station\'s url must be text: http://HOST:PORT/ or ""')
    assert isinstance(raw, str)
    if raw.strip() == "":
        return ""
    parts = urllib.parse.urlsplit(raw.strip())
    try:
        port = parts.port
    except ValueError:
        port = None
    require(parts.scheme == "http" and bool(parts.hostname) and port is not None and 0 < port < 65536
            and parts.path in ("", "/") and not parts.query and not parts.fragment and parts.username is None,
            f"a station's url must look like http://192.168.1.20:8765/, got {quoted(raw.strip())}")
    host = parts.hostname or ""
    return f"http://{'[' + host + ']' if ':' in host else host}:{port}/"


def check_join(state: EventState, data: Data) -> Data:
    event_exists(state)
    checked = {"station": station_id(data), "name": station_name(data.get("name")),
               "url": serve_url(data.get("url")), "t": data["t"]}
    if "token_hash" in data:
        token_hash = data["token_hash"]
        require(isinstance(token_hash, str) and _HEX64.fullmatch(token_hash) is not None,
                "token_hash must be the SHA-256 of the station's token, as 64 lowercase hex digits")
        require(all(s.token_hash != token_hash for s in state.stations.values()),
                "that station token is already in use; join again for a new one")
        checked["token_hash"] = token_hash
    return checked


def apply_join(state: EventState, data: Data, seq: int) -> None:
    known = state.stations.get(data["station"])
    if "token_hash" in data:  # admitted with the judge code: a new token, whatever happened to the last
        token_hash, revoked = data["token_hash"], None
    else:  # a new name or address only (sent with its own token, or written by the desk itself)
        token_hash = known.token_hash if known is not None else ""
        revoked = known.revoked_seq if known is not None else None
    # A station joining again keeps the role the desk gave it (station.role), whatever code it joined with.
    role, tables = (known.role, known.tables) if known is not None else ("head", ())
    state.stations[data["station"]] = Station(data["station"], data["name"], data["url"],
                                              known.joined_seq if known is not None else seq, token_hash, revoked,
                                              last_joined_seq=seq, role=role, tables=tables)


def describe_join(state: EventState, data: Data) -> str:
    where = f", serving on {data['url']} if it takes over" if data["url"] else ""
    return f"Station {data['name']} joined{where}"


ROLES = ("head", "floor", "scorekeeper", "viewer")  # app.event.judge_roles says what each may do
ROLE_WORDS = {"head": "head judge", "floor": "floor judge", "scorekeeper": "scorekeeper", "viewer": "viewer"}
MAX_FLOOR_TABLES = 200


def check_role(state: EventState, data: Data) -> Data:
    station = data.get("of")
    require(isinstance(station, str) and station in state.stations, f"there is no joined station {quoted(station)}")
    found = state.stations[station]  # type: ignore[index]
    require(found.active, f"station {found.name} was revoked: it joins again before it gets a role")
    role = data.get("role")
    require(role in ROLES, f"a judge's role is one of {', '.join(ROLES)}, not {quoted(role)}")
    raw = data.get("tables", [])
    require(isinstance(raw, list) and len(raw) <= MAX_FLOOR_TABLES
            and all(isinstance(t, int) and not isinstance(t, bool) and t >= 1 for t in raw),
            "a floor judge's tables are a list of table numbers such as [1, 2, 3]")
    tables = sorted(set(raw))
    require(role == "floor" or not tables, "only a floor judge has tables of their own")
    require(role != "floor" or bool(tables), "a floor judge needs at least one table")
    return {"of": station, "role": role, **({"tables": tables} if tables else {}), "t": data["t"]}


def apply_role(state: EventState, data: Data, seq: int) -> None:
    found = state.stations[data["of"]]
    found.role = data["role"]
    found.tables = tuple(data.get("tables", ()))


def describe_role(state: EventState, data: Data) -> str:
    found = state.stations.get(data["of"])
    name = found.name if found is not None else data["of"]
    tables = data.get("tables", [])
    where = f" for table{'s' if len(tables) > 1 else ''} {', '.join(map(str, tables))}" if tables else ""
    return f"Station {name} is now a {ROLE_WORDS[data['role']]}{where}"


def check_revoke(state: EventState, data: Data) -> Data:
    # "revoked", not "station": a station's own actions are stamped with its id under "station".
    revoked = data.get("revoked")
    require(isinstance(revoked, str) and revoked in state.stations,
            f"there is no joined station {quoted(revoked)}")
    found = state.stations[revoked]  # type: ignore[index]
    require(found.active, f"station {found.name} was already revoked")
    return {"revoked": revoked, "t": data["t"]}


def apply_revoke(state: EventState, data: Data, seq: int) -> None:
    state.stations[data["revoked"]].revoked_seq = seq


def describe_revoke(state: EventState, data: Data) -> str:
    known = state.stations.get(data["revoked"])
    name = known.name if known is not None else data["revoked"]
    return f"Station {name} revoked: its token no longer works (it joins again only with the judge code)"


def check_takeover(state: EventState, data: Data) -> Data:
    event_exists(state)
    station = station_id(data)
    require(station in state.stations, f"station {station} has not joined this event (station.join comes first)")
    epoch = integer(data, "epoch", "the epoch")
    require(epoch == state.epoch + 1,
            f"the epoch after a takeover must be {state.epoch + 1} (the event is at epoch {state.epoch}), "
            f"not {epoch}")
    old_seq = integer(data, "old_head_seq", "the old server's last entry", minimum=0)
    require(old_seq >= state.seq,
            f"the old server had at least the {state.seq} entries this copy holds, not {old_seq}")
    old_hash = data.get("old_head_hash", "")
    require(isinstance(old_hash, str) and (old_hash == "" or _HEX64.fullmatch(old_hash) is not None),
            'old_head_hash must be 64 lowercase hex digits, or "" if unknown')
    return {"station": station, "epoch": epoch, "old_head_seq": old_seq, "old_head_hash": old_hash,
            "held": state.seq, "t": data["t"]}


def apply_takeover(state: EventState, data: Data, seq: int) -> None:
    state.epoch = data["epoch"]
    state.takeovers.append(Takeover(data["station"], data["epoch"], data["old_head_seq"], data["old_head_hash"],
                                    data.get("held", seq - 1), seq))


def describe_takeover(state: EventState, data: Data) -> str:
    known = state.stations.get(data["station"])
    name = known.name if known is not None else data["station"]
    text = (f"Station {name} took over the event (epoch {data['epoch']}); "
            f"the old server had entry {data['old_head_seq']}")
    held: int = data["held"] if "held" in data else data["old_head_seq"]
    if data["old_head_seq"] > held:
        missing = (f"entry {held + 1}" if data["old_head_seq"] == held + 1
                   else f"entries {held + 1} to {data['old_head_seq']}")
        text += f", this copy {held}: {missing} never reached it and may need entering again"
    return text


ACTIONS = [
    # Event scope: nothing a card, the standings or the players' page shows changes; the hall's
    # status (GET /api/status) lists the stations and the epoch.
    Action("station.join", check_join, apply_join, describe_join, undoable=False,
           final="a station's joining is not taken back (join again to change its name or address)"),
    Action("station.revoke", check_revoke, apply_revoke, describe_revoke, undoable=False,
           final="a revocation is final: the station joins again with the judge code, for a new token"),
    Action("event.takeover", check_takeover, apply_takeover, describe_takeover, undoable=False,
           final="a takeover is final: the event's epoch never goes back"),
    Action("station.role", check_role, apply_role, describe_role),
]
