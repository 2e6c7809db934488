"""How many connections and live-update streams the hall serves, worked out from the open-files limit.

The shares are protocol.md's "Capacity: a crowd of pages". ``IN_FLIGHT`` descriptors stay free for
connections accepted but not yet closed when refused (asyncio accepts ``ACCEPT_BATCH`` at once; 1,006
open at the peak of a 2,000-connection burst), so accept() never fails with EMFILE, which would stop
asyncio accepting anyone for a whole second.
"""

from __future__ import annotations

from dataclasses import dataclass

FILE_RESERVE = 64
ACCEPT_BATCH = 16  # connections asyncio accepts per wake-up (uvicorn's backlog setting)
IN_FLIGHT = 4 * ACCEPT_BATCH
MIN_RESERVED = 96
MAX_PLAYER_STREAMS = 10_000  # about 10 KB each: a hall this size is more than any event needs
PER_ADDRESS_STREAMS = 256
DEVICE_STREAMS_PER_DEVICE = 4  # a tablet's stream, and the ones a flaky Wi-Fi left behind it
# Beside its streams, an address's connections in flight: a burst's connections take about eight turns
# of the loop from accept to their answer's close (accepted, made, read, answered, closed), at
# ACCEPT_BATCH a turn; twice that, so a burst is answered (a 503) rather than reset at the socket.
PER_ADDRESS_CONNECTION_SLACK = 16 * ACCEPT_BATCH
RETRY_AFTER_S = 20  # a refused page tries again after this long (and a random part of it more)


@dataclass(frozen=True, slots=True)
class Capacity:
    open_files: int
    connections: int  # every connection at once, whoever holds it
    reserved: int  # of those, never players' streams
    player_streams: int
    device_streams: int
    per_address_streams: int
    per_address_connections: int
    retry_after_s: int = RETRY_AFTER_S

    @classmethod
    def from_limit(cls, open_files: int, per_address_streams: int = PER_ADDRESS_STREAMS,
                   already_open: int = 0) -> Capacity:
        connections = max(open_files - already_open - FILE_RESERVE - IN_FLIGHT, 16)
        reserved = max(connections // 4, min(MIN_RESERVED, connections // 2))
        players = min(MAX_PLAYER_STREAMS, connections - reserved)
        per_address = min(per_address_streams, players)
        return cls(open_files=open_files, connections=connections, reserved=reserved, player_streams=players,
                   device_streams=reserved // 2, per_address_streams=per_address,
                   per_address_connections=min(connections, per_address + PER_ADDRESS_CONNECTION_SLACK))
