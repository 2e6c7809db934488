"""Who this station is: its id, made once and kept beside its copy as ``FILE.station`` (so a restarted
station, or one taking over with ``serve FILE --take-over``, is the same station in the log), its name
and the address it would serve on (from the command line, else its last ``station.join``)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from ..errors import TablesideError
from ..event.actions.base import ActionRefused
from ..event.actions.station_actions import STATION_ID, serve_url, station_name
from ..event.state import EventState
from ..replication.token import kept_beside


@dataclass(frozen=True, slots=True)
class StationInfo:
    id: str
    name: str
    url: str  # http://host:port/ this station serves on after a takeover ("" for none)

    def join_data(self) -> dict[str, str]:
        return {"station": self.id, "name": self.name, "url": self.url}


def station_id(event_file: str) -> str:
    """This station's id for the copy in ``event_file``, made now if it has none."""
    return kept_beside(event_file + ".station", lambda: "st-" + secrets.token_hex(8),
                       lambda found: STATION_ID.fullmatch(found) is not None, "this station's id", "a station id")


def station_info(event_file: str, name: str | None, url: str | None, state: EventState | None = None) -> StationInfo:
    """The station as the command line names it, the log filling in what it leaves out."""
    ident = station_id(event_file)
    known = state.stations.get(ident) if state is not None else None
    try:
        chosen_name = station_name(name) if name is not None else known.name if known is not None else None
        chosen_url = serve_url(url) if url is not None else known.url if known is not None else ""
    except ActionRefused as err:
        raise TablesideError(str(err)) from None
    if chosen_name is None:
        raise TablesideError("name this station: --as NAME (the name judges see, e.g. \"Bob's laptop\")")
    return StationInfo(ident, chosen_name, chosen_url)
