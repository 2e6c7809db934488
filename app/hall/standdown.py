"""What a server says when another server of its event outranks it: who holds the event, what to re-enter.

It has already stopped serving when this runs (nothing more can be committed to it), so the list is
complete: every entry it holds after the last one its log shares with the holder's. Station joins, its
own takeover and its timer holds are left out of the list (not results to re-enter), and so is every action
the holder already has under the same action id (sent again there by a device that heard no answer).
The file is left as it is; nothing is merged.
"""

from __future__ import annotations

from ..errors import TablesideError
from ..event.session import EventSession
from ..eventlog.sqlite_store import open_event_file
from ..replication.client import LogClient
from ..replication.rivals import holder_actions, lacking, not_held, reenter_lines
from ..replication.wire import Status

# Not results to re-enter: a station's join, a takeover, and the hold a stopped desk wrote when it came
# back (the holder held the running timers itself when it took over).
NOT_RESULTS = ("station.join", "event.takeover", "clock.hold_all")


def stand_down_lines(path: str, holder: Status, token: str | None, own_epoch: int) -> list[str]:
    lines = [f"{holder.holder} holds this event now, at epoch {holder.epoch} ({holder.url}); this server was at "
             f"epoch {own_epoch} and stopped serving. Nothing was merged: {path} is left as it is."]
    if token is None:
        lines.append("this server serves no log (--no-log), so it cannot read the holder's: compare the two "
                     "histories by hand")
        return lines
    client = LogClient(holder.url, token, timeout_s=5.0)
    session: EventSession | None = None
    try:
        session = EventSession(open_event_file(path, readonly=True))
        head = client.page(0, 1).head_seq
        shared, extra = lacking(session.store, client, head)
        listed = not_held([e for e in extra if e.kind not in NOT_RESULTS], holder_actions(client, shared))
        if not listed:
            lines.append(f"{holder.holder} holds every result this server has (the logs agree up to entry "
                         f"{shared}): nothing to re-enter")
        else:
            lines.append(f"re-enter these {len(listed)} on {holder.holder}: this server committed them after "
                         f"entry {shared}, the last entry the two logs share, and {holder.holder} lacks them:")
            lines.extend(reenter_lines(listed, session.describe))
    except TablesideError as err:
        lines.append(f"could not compare with {holder.holder}'s log ({err}); compare the two histories by hand")
    finally:
        client.close()
        if session is not None:
            session.close()
    return lines
