"""Who holds the open live-update streams: players' pages capped per address and in total, paired
devices' table streams counted apart, so a crowd of pages never takes the devices' share.

The server asks ``admit`` before a stream starts and calls the ticket's ``release`` when it ends
(however it ends). Pure bookkeeping on the server's loop: no clock, no network.
"""

from __future__ import annotations

from collections.abc import Callable

from .capacity import DEVICE_STREAMS_PER_DEVICE, Capacity


class Ticket:
    """One admitted stream; ``release`` gives its place back (once, however often it is called)."""

    __slots__ = ("_release",)

    def __init__(self, release: Callable[[], None]) -> None:
        self._release: Callable[[], None] | None = release

    def release(self) -> None:
        release, self._release = self._release, None
        if release is not None:
            release()


class StreamCaps:
    def __init__(self, capacity: Capacity) -> None:
        self.capacity = capacity
        self.players = 0
        self.devices = 0
        self._by_address: dict[str, int] = {}
        self._by_device: dict[str, int] = {}

    def players_full(self, address: str) -> bool:
        """Whether a players' stream from ``address`` would be refused now."""
        return (self.players >= self.capacity.player_streams
                or self._by_address.get(address, 0) >= self.capacity.per_address_streams)

    def admit_player(self, address: str) -> Ticket | None:
        """A players' page's stream (or a table's, opened without a device's token), or None: full."""
        if self.players_full(address):
            return None
        self.players += 1
        self._by_address[address] = self._by_address.get(address, 0) + 1

        def release() -> None:
            self.players -= 1
            _drop(self._by_address, address)

        return Ticket(release)

    def admit_device(self, device: str) -> Ticket | None:
        """A paired device's table stream, or None: the devices' share, or this device's, is used up."""
        if self.devices >= self.capacity.device_streams or self._by_device.get(device, 0) >= DEVICE_STREAMS_PER_DEVICE:
            return None
        self.devices += 1
        self._by_device[device] = self._by_device.get(device, 0) + 1

        def release() -> None:
            self.devices -= 1
            _drop(self._by_device, device)

        return Ticket(release)


def _drop(counts: dict[str, int], key: str) -> None:
    left = counts[key] - 1
    if left:
        counts[key] = left
    else:
        del counts[key]  # an address gone costs nothing (a stream of spoofed ones must not grow this)
