"""Who this station is: its id (kept beside its copy of the event), its name and the address it would serve on.

The id is made once, the first time a copy is kept in a file, and kept beside it as ``FILE.station``,
so a station that restarts (or takes over with ``tableside serve FILE --take-over``) is the same
station in the log. The name and the address come from the command line (``--as``, ``--serve-url``)
or, when left out, from the station's last ``station.join`` in the log.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass

from ..errors import TablesideError
from ..event.actions.base import ActionRefused
from ..event.actions.station_actions import STATION_ID, serve_url, station_name
from ..event.state import EventState


@dataclass(frozen=True, slots=True)
class StationInfo:
    id: str
    name: str
    url: str  # http://host:port/ this station serves on after a takeover ("" for none)

    def join_data(self) -> dict[str, str]:
        return {"station": self.id, "name": self.name, "url": self.url}


def id_path(event_file: str) -> str:
    return event_file + ".station"


def station_id(event_file: str) -> str:
    """This station's id for the copy in ``event_file``, made now if it has none."""
    path = id_path(event_file)
    try:
        with open(path, encoding="ascii") as source:
            found = source.read(200).strip()
    except FileNotFoundError:
        made = "st-" + secrets.token_hex(8)
        try:
            with open(path, "x", encoding="ascii") as out:
                out.write(made + "\n")
                out.flush()
                os.fsync(out.fileno())
        except FileExistsError:
            return station_id(event_file)
        except OSError as err:
            raise TablesideError(f"cannot write this station's id to {path} ({err.strerror or err})") from None
        return made
    except (OSError, UnicodeDecodeError) as err:
        raise TablesideError(f"cannot read this station's id in {path} ({err})") from None
    if STATION_ID.fullmatch(found) is None:
        raise TablesideError(f"{path} does not hold a station id; delete it to make a new one")
    return found


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
