"""How many connections and live-update streams the hall serves, worked out from the open-files limit.

A connection costs one file descriptor, so the limit (``openfiles.raise_open_files``) is shared out:

* the descriptors the process holds already when it starts serving, and ``FILE_RESERVE`` more, are
  never given to connections: the event file, SQLite's WAL and shm, the log reader's own connection,
  logs, the loop's own (epoll, its wake-up pipe, the listener);
* ``IN_FLIGHT`` more stay free for connections accepted but not yet closed when refused: asyncio
  accepts ``ACCEPT_BATCH`` in one go before the server can look at them, and a connection dropped at
  the cap holds its descriptor for a few turns of the loop (measured: 1,006 open at the peak of a
  2,000-connection burst with 16 a batch and 12 held at start). So accept() does not fail with EMFILE,
  which would stop asyncio accepting anyone for a whole second;
* of the ``connections`` left, a reserved share (``reserved``, a quarter, at least ``MIN_RESERVED``)
  players' pages can never take: judges' stations, paired devices' requests and table streams,
  ``/api/status``; players' streams get the rest (``player_streams``, at most ``MAX_PLAYER_STREAMS``),
  and paired devices' table streams half the reserve (``device_streams``).

``PER_ADDRESS_STREAMS``: a phone needs one stream, but a hall's guest Wi-Fi may put every phone
behind one router's address (NAT). 256 serves a large event's phones behind one such router and still
leaves a 1,024-descriptor server room for two more; one address opening streams in a loop (the rate
limit lets it open 20 a second) stops there instead of taking the whole hall.
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
