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
from ...text import QT_TRANSLATE_NOOP, Text
from ..state import EventState, Station, Takeover
from .base import Action, Data, event_exists, integer, require

STATION_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
_HEX64 = re.compile(r"[0-9a-f]{64}")
MAX_NAME = 40


def station_id(data: Data) -> str:
    station = data.get("station")
    require(isinstance(station, str) and STATION_ID.fullmatch(station) is not None,
            QT_TRANSLATE_NOOP("messages", "a station id is 8 to 64 letters, digits, '-' or '_'"))
    assert isinstance(station, str)
    return station


def station_name(raw: object) -> str:
    require(isinstance(raw, str), QT_TRANSLATE_NOOP("messages", "a station's name must be text"))
    assert isinstance(raw, str)
    name = raw.strip()
    require(0 < len(name) <= MAX_NAME, Text(QT_TRANSLATE_NOOP(
                                           "messages", "a station's name must be 1 to {most} "
                                                       "characters"),
                                           {"most": MAX_NAME}))
    require(name.isprintable(), QT_TRANSLATE_NOOP(
                                    "messages", "a station's name must be printable characters (no tabs "
                                                "or line breaks)"))
    return name


def serve_url(raw: object) -> str:
    """The address a station would serve on, as http://host:port/ ("" for none)."""
    require(isinstance(raw, str), QT_TRANSLATE_NOOP(
                                      "messages", "a station's url must be text: http://HOST:PORT/ or \"\""))
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
            Text(QT_TRANSLATE_NOOP(
                "messages", "a station's url must look like http://192.168.1.20:8765/, got {url}"),
                {"url": quoted(raw.strip())}))
    host = parts.hostname or ""
    return f"http://{'[' + host + ']' if ':' in host else host}:{port}/"


def check_join(state: EventState, data: Data) -> Data:
    event_exists(state)
    checked = {"station": station_id(data), "name": station_name(data.get("name")),
               "url": serve_url(data.get("url")), "t": data["t"]}
    if "token_hash" in data:
        token_hash = data["token_hash"]
        require(isinstance(token_hash, str) and _HEX64.fullmatch(token_hash) is not None,
                QT_TRANSLATE_NOOP(
                    "messages", "token_hash must be the SHA-256 of the station's token, as 64 lowercase "
                                "hex digits"))
        require(all(s.token_hash != token_hash for s in state.stations.values()),
                QT_TRANSLATE_NOOP("messages", "that station token is already in use; join again for a new one"))
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


def describe_join(state: EventState, data: Data) -> Text:
    if data["url"]:
        return Text(QT_TRANSLATE_NOOP("messages", "Station {name} joined, serving on {url} if it takes over"),
                    {"name": data["name"], "url": data["url"]})
    return Text(QT_TRANSLATE_NOOP("messages", "Station {name} joined"), {"name": data["name"]})


ROLES = ("head", "floor", "scorekeeper", "viewer")  # app.event.judge_roles says what each may do
ROLE_WORDS = {"head": "head judge", "floor": "floor judge", "scorekeeper": "scorekeeper", "viewer": "viewer"}
MAX_FLOOR_TABLES = 200


def check_role(state: EventState, data: Data) -> Data:
    station = data.get("of")
    require(isinstance(station, str) and station in state.stations,
            Text(QT_TRANSLATE_NOOP("messages", "there is no joined station {revoked}"), {"revoked": quoted(station)}))
    found = state.stations[station]  # type: ignore[index]
    require(found.active, Text(QT_TRANSLATE_NOOP("messages", "station {station} was revoked: it joins again before it "
                                                             "gets a role"), {"station": found.name}))
    role = data.get("role")
    require(role in ROLES, Text(QT_TRANSLATE_NOOP("messages", "a judge's role is one of {roles}, not {role}"),
                                {"roles": ", ".join(ROLES), "role": quoted(role)}))
    raw = data.get("tables", [])
    require(isinstance(raw, list) and len(raw) <= MAX_FLOOR_TABLES
            and all(isinstance(t, int) and not isinstance(t, bool) and t >= 1 for t in raw),
            QT_TRANSLATE_NOOP("messages", "a floor judge's tables are a list of table numbers such as [1, 2, 3]"))
    tables = sorted(set(raw))
    require(role == "floor" or not tables, QT_TRANSLATE_NOOP("messages", "only a floor judge has tables of their own"))
    require(role != "floor" or bool(tables), QT_TRANSLATE_NOOP("messages", "a floor judge needs at least one table"))
    return {"of": station, "role": role, **({"tables": tables} if tables else {}), "t": data["t"]}


def apply_role(state: EventState, data: Data, seq: int) -> None:
    found = state.stations[data["of"]]
    found.role = data["role"]
    found.tables = tuple(data.get("tables", ()))


ROLE_LINES = {
    "head": QT_TRANSLATE_NOOP("messages", "Station {station} is now a head judge"),
    "floor": QT_TRANSLATE_NOOP("messages", "Station {station} is now a floor judge for %n table(s): {tables}"),
    "scorekeeper": QT_TRANSLATE_NOOP("messages", "Station {station} is now a scorekeeper"),
    "viewer": QT_TRANSLATE_NOOP("messages", "Station {station} is now a viewer"),
}


def describe_role(state: EventState, data: Data) -> Text:
    found = state.stations.get(data["of"])
    tables = data.get("tables", [])
    return Text(ROLE_LINES[data["role"]], {"station": found.name if found is not None else data["of"],
                                           **({"n": len(tables), "tables": ", ".join(map(str, tables))}
                                              if tables else {})})


def check_revoke(state: EventState, data: Data) -> Data:
    # "revoked", not "station": a station's own actions are stamped with its id under "station".
    revoked = data.get("revoked")
    require(isinstance(revoked, str) and revoked in state.stations,
            Text(QT_TRANSLATE_NOOP("messages", "there is no joined station {revoked}"),
                {"revoked": quoted(revoked)}))
    found = state.stations[revoked]  # type: ignore[index]
    require(found.active, Text(QT_TRANSLATE_NOOP("messages", "station {name} was already revoked"),
                              {"name": found.name}))
    return {"revoked": revoked, "t": data["t"]}


def apply_revoke(state: EventState, data: Data, seq: int) -> None:
    state.stations[data["revoked"]].revoked_seq = seq


def describe_revoke(state: EventState, data: Data) -> Text:
    known = state.stations.get(data["revoked"])
    name = known.name if known is not None else data["revoked"]
    return Text(QT_TRANSLATE_NOOP(
        "messages", "Station {name} revoked: its token no longer works (it joins again only with the judge code)"),
        {"name": name})


def check_takeover(state: EventState, data: Data) -> Data:
    event_exists(state)
    station = station_id(data)
    require(station in state.stations, Text(QT_TRANSLATE_NOOP(
                                           "messages", "station {station} has not joined this event "
                                                       "(station.join comes first)"),
                                           {"station": station}))
    epoch = integer(data, "epoch", "the epoch")
    require(epoch == state.epoch + 1,
            Text(QT_TRANSLATE_NOOP(
                "messages", "the epoch after a takeover must be {number} (the event is at epoch "
                            "{epoch}), not {epoch2}"),
                {"number": state.epoch + 1, "epoch": state.epoch, "epoch2": epoch}))
    old_seq = integer(data, "old_head_seq", "the old server's last entry", minimum=0)
    require(old_seq >= state.seq,
            Text(QT_TRANSLATE_NOOP(
                "messages", "the old server had at least the {seq} entries this copy holds, not {old}"),
                {"seq": state.seq, "old": old_seq}))
    old_hash = data.get("old_head_hash", "")
    require(isinstance(old_hash, str) and (old_hash == "" or _HEX64.fullmatch(old_hash) is not None),
            QT_TRANSLATE_NOOP("messages", "old_head_hash must be 64 lowercase hex digits, or \"\" if unknown"))
    return {"station": station, "epoch": epoch, "old_head_seq": old_seq, "old_head_hash": old_hash,
            "held": state.seq, "t": data["t"]}


def apply_takeover(state: EventState, data: Data, seq: int) -> None:
    state.epoch = data["epoch"]
    state.takeovers.append(Takeover(data["station"], data["epoch"], data["old_head_seq"], data["old_head_hash"],
                                    data.get("held", seq - 1), seq))


def describe_takeover(state: EventState, data: Data) -> Text:
    known = state.stations.get(data["station"])
    name = known.name if known is not None else data["station"]
    held: int = data["held"] if "held" in data else data["old_head_seq"]
    fields = {"name": name, "epoch": data["epoch"], "old": data["old_head_seq"], "held": held, "first": held + 1}
    if data["old_head_seq"] == held + 1:
        return Text(QT_TRANSLATE_NOOP("messages", "Station {name} took over the event (epoch {epoch}); the old server "
                                      "had entry {old}, this copy {held}: entry {first} never reached it and may "
                                      "need entering again"), fields)
    if data["old_head_seq"] > held:
        return Text(QT_TRANSLATE_NOOP("messages", "Station {name} took over the event (epoch {epoch}); the old server "
                                      "had entry {old}, this copy {held}: entries {first} to {old} never reached "
                                      "it and may need entering again"), fields)
    return Text(QT_TRANSLATE_NOOP("messages", "Station {name} took over the event (epoch {epoch}); the old server "
                                  "had entry {old}"), fields)


ACTIONS = [
    # Event scope: nothing a card, the standings or the players' page shows changes; the hall's
    # status (GET /api/status) lists the stations and the epoch.
    Action("station.join", check_join, apply_join, describe_join, undoable=False,
           final=QT_TRANSLATE_NOOP("messages", "a station's joining is not taken back (join again to change its name "
                                                "or address)")),
    Action("station.revoke", check_revoke, apply_revoke, describe_revoke, undoable=False,
           final=QT_TRANSLATE_NOOP("messages", "a revocation is final: the station joins again with the judge code, "
                                                "for a new token")),
    Action("event.takeover", check_takeover, apply_takeover, describe_takeover, undoable=False,
           final=QT_TRANSLATE_NOOP("messages", "a takeover is final: the event's epoch never goes back")),
    Action("station.role", check_role, apply_role, describe_role),
]
