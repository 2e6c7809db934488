"""The caps that keep a crowd of pages from locking out judges and tables: bookkeeping, no network."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tableside.app.hall.capacity import (
    DEVICE_STREAMS_PER_DEVICE,
    FILE_RESERVE,
    IN_FLIGHT,
    Capacity,
    Connections,
    StreamCaps,
)
from tableside.app.hall.ratelimit import RateLimit
from tableside.app.hall.server import make_app

from .helpers import Hall, make_hall


def small(players: int = 4, per_address: int = 2, devices: int = 3, connections: int = 20) -> Capacity:
    return Capacity(open_files=1024, connections=connections, reserved=connections - players, player_streams=players,
                    device_streams=devices, per_address_streams=per_address, per_address_connections=per_address + 2)


def test_caps_come_from_the_open_files_limit_and_leave_descriptors_free() -> None:
    capacity = Capacity.from_limit(1024)
    # what connections may hold, plus asyncio's accept batch and the files, stays under the limit
    assert capacity.connections + IN_FLIGHT + FILE_RESERVE <= 1024
    window = Capacity.from_limit(1024, already_open=150)  # what the process holds already is not shared out
    assert window.connections == capacity.connections - 150
    assert capacity.player_streams + capacity.reserved == capacity.connections
    assert capacity.reserved >= capacity.connections // 4 and capacity.device_streams == capacity.reserved // 2
    assert capacity.per_address_streams == 256 and capacity.per_address_connections > 256
    big = Capacity.from_limit(524_288)
    assert big.player_streams == 10_000  # memory, not descriptors, bounds a huge limit
    tiny = Capacity.from_limit(256)
    assert 0 < tiny.player_streams < tiny.connections <= 256 - FILE_RESERVE - IN_FLIGHT
    assert tiny.per_address_streams <= tiny.player_streams


def test_players_streams_are_capped_per_address_and_in_total() -> None:
    caps = StreamCaps(small(players=4, per_address=2))
    a = [caps.admit_player("10.0.0.1") for _ in range(3)]
    assert a[0] is not None and a[1] is not None and a[2] is None  # this address has its two
    assert caps.players_full("10.0.0.1") and not caps.players_full("10.0.0.2")
    b = [caps.admit_player("10.0.0.2") for _ in range(2)]
    assert all(t is not None for t in b)
    assert caps.admit_player("10.0.0.3") is None and caps.players_full("10.0.0.3")  # the hall's four are out
    assert a[0] is not None
    a[0].release()
    a[0].release()  # a second release gives nothing back twice
    assert caps.players.total == 3
    assert caps.admit_player("10.0.0.3") is not None
    assert caps.admit_player("10.0.0.1") is None  # the hall is full again


def test_devices_have_their_own_share_whatever_the_pages_hold() -> None:
    caps = StreamCaps(small(players=1, devices=3))
    assert caps.admit_player("10.0.0.1") is not None and caps.admit_player("10.0.0.9") is None
    tickets = [caps.admit_device(f"d{n}") for n in range(3)]
    assert all(t is not None for t in tickets) and caps.admit_device("d9") is None  # the devices' share
    tickets[0].release()  # type: ignore[union-attr]
    assert caps.admit_device("d9") is not None
    one = StreamCaps(small(devices=50))
    held = [one.admit_device("d1") for _ in range(DEVICE_STREAMS_PER_DEVICE + 1)]
    assert held[-1] is None and all(held[:-1])  # one device cannot take the share either


def test_released_places_leave_no_trace_per_address() -> None:
    caps = StreamCaps(small(players=4, per_address=4))
    tickets = [caps.admit_player(f"10.0.{n}.1") for n in range(4)]
    for ticket in tickets:
        assert ticket is not None
        ticket.release()
    assert caps.players.total == 0 and not caps.players.by  # a flood of addresses costs nothing after


def test_connections_are_capped_per_address_and_in_total() -> None:
    connections = Connections(small(per_address=1, connections=5))  # 3 per address
    assert [connections.open("a") for _ in range(4)] == [True, True, True, False]
    assert [connections.open("b") for _ in range(3)] == [True, True, False]  # five in all
    connections.remove("a")
    assert connections.open("b") and connections.total == 5 and not connections.open("c")
    for _ in range(2):
        connections.remove("a")
    for _ in range(3):
        connections.remove("b")
    assert connections.total == 0 and not connections.by


@pytest.fixture
def full_hall() -> Hall:
    """A hall whose players' streams are all taken (none at all), with room for devices."""
    hall = make_hall()
    clock = hall.clock
    hall.client = TestClient(make_app(hall.backend, hall.hub, limit=RateLimit(clock=lambda: clock[0]),
                                      device_limit=RateLimit(clock=lambda: clock[0]),
                                      capacity=small(players=0, per_address=0)))
    return hall


def test_a_page_refused_at_the_cap_is_told_when_to_try_again_and_the_hall_stays_readable(full_hall: Hall) -> None:
    response = full_hall.client.get("/api/hall/events")
    assert response.status_code == 503
    assert response.json() == {"ok": False,
                               "message": "the hall is full right now: this page will try again in 20 s",
                               "template": "the hall is full right now: this page will try again in {seconds} s",
                               "fields": {"seconds": 20}}  # the page says it in the phone's language
    assert response.headers["retry-after"] == "20" and response.headers["connection"] == "close"
    assert full_hall.client.get("/api/table/1/events").status_code == 503  # no token: a page like any
    once = full_hall.client.get("/api/hall")
    assert once.status_code == 200 and once.json()["full"] is True and once.headers["retry-after"] == "20"


def test_a_paired_device_streams_its_table_when_pages_hold_every_place(full_hall: Hall) -> None:
    _, token = full_hall.pair(1)
    _, other = full_hall.pair(2)
    full_hall.hub.close()  # each stream ends after its first message: its status is what is asked
    assert full_hall.client.get(f"/api/table/1/events?device={token}").status_code == 200
    assert full_hall.client.get(f"/api/table/1/events?device={other}").status_code == 503  # not table 1's
    assert full_hall.client.get("/api/status").status_code == 200
    assert full_hall.client.get("/api/device", headers={"Authorization": f"Bearer {token}"}).status_code == 200


def test_a_hall_with_room_says_no_retry_after() -> None:
    hall = make_hall()
    assert "retry-after" not in hall.client.get("/api/hall").headers


def test_memory_is_collected_once_a_crowd_has_left() -> None:
    from tableside.app.hall.runner import DROP, Reclaimer

    assert DROP == 128
    counts = [0, 300, 200, 172, 172, 10, 200, 72]
    at = [0]
    released: list[int] = []
    reclaimer = Reclaimer(lambda: counts[at[0]], lambda: released.append(at[0]))
    for at[0] in range(len(counts)):
        reclaimer.check()
    # a rise sets the peak; a fall of DROP from it collects once, and the peak starts again from there
    assert released == [3, 5, 7]


def test_memory_release_leaves_full_collections_to_a_process_that_holds_them(monkeypatch) -> None:
    import gc

    from tableside.app.hall import runner

    collected: list[int] = []
    monkeypatch.setattr(runner.gc, "collect", lambda: collected.append(1) or 0)
    saved = gc.get_threshold()
    try:
        runner.release_memory()
        assert collected == [1]  # tableside serve: nobody else runs them
        gc.set_threshold(saved[0], saved[1], 1 << 30)  # as the window's quiet collector holds them
        runner.release_memory()
        assert collected == [1]
    finally:
        gc.set_threshold(*saved)
