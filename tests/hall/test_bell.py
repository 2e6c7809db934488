"""A bell wakes its clients a batch per turn of the loop, so what else the loop has to do goes between."""

from __future__ import annotations

import asyncio

from tableside.app.hall import hub as hub_module
from tableside.app.hall.hub import RING_BATCH, Bell, Hub


def test_a_new_version_wakes_a_batch_per_turn_and_other_work_goes_between() -> None:
    async def main() -> tuple[int, list[int], list[bool]]:
        bell = Bell()
        futures = [bell.wait() for _ in range(3 * RING_BATCH + 5)]
        bell.ring(True)
        at_once = sum(f.done() for f in futures)
        between: list[int] = []
        # stands for a device's request read from its socket on the loop's next turn
        asyncio.get_running_loop().call_soon(lambda: between.append(sum(f.done() for f in futures)))
        await asyncio.wait(futures)
        return at_once, between, [f.result() for f in futures]

    at_once, between, results = asyncio.run(main())
    assert at_once == RING_BATCH
    assert between == [2 * RING_BATCH]  # the second batch had gone, the third and fourth had not
    assert results == [True] * (3 * RING_BATCH + 5)


def test_the_end_of_the_stream_and_a_bell_with_no_loop_wake_everyone_at_once() -> None:
    async def main() -> int:
        bell = Bell()
        futures = [bell.wait() for _ in range(2 * RING_BATCH)]
        bell.ring(None)
        return sum(f.done() and f.result() is None for f in futures)

    assert asyncio.run(main()) == 2 * RING_BATCH

    loop = asyncio.new_event_loop()
    try:
        bell = Bell()
        futures = [loop.run_until_complete(_park(bell)) for _ in range(RING_BATCH + 3)]
        bell.ring(False)  # no loop running: nothing to take turns on
        assert all(f.done() and f.result() is False for f in futures)
    finally:
        loop.close()


async def _park(bell: Bell) -> asyncio.Future[bool | None]:
    return bell.wait()


def test_a_client_that_waits_again_while_a_ring_is_under_way_is_rung_by_the_next_one_only() -> None:
    async def main() -> tuple[bool, bool]:
        bell = Bell()
        first = [bell.wait() for _ in range(RING_BATCH + 1)]
        bell.ring(True)
        again = bell.wait()  # a client of the first batch, parked again after it was sent its message
        await asyncio.wait(first)
        woken_early = again.done()
        bell.ring(True)
        await again
        return woken_early, again.result() is True

    assert asyncio.run(main()) == (False, True)


def test_a_hub_asked_to_wait_holds_its_batches_until_the_desk_is_done() -> None:
    """The window asks the fan-out to wait while the judge's tap is painted; it goes on at once after."""
    painting = [True]

    async def main() -> tuple[int, int, list[bool]]:
        hub = Hub(now=lambda: 0, yield_to=lambda: painting[0])
        hub.publish_hall({"head": b"1"}, 1, True)
        futures = [hub.hall_wait(60.0) for _ in range(2 * RING_BATCH)]
        hub.publish_hall({"head": b"2"}, 2, True)
        at_once = sum(f.done() for f in futures)
        await asyncio.sleep(0)
        held = sum(f.done() for f in futures)
        painting[0] = False  # the tap is painted
        await asyncio.wait(futures)
        return at_once, held, [f.result() for f in futures]

    at_once, held, results = asyncio.run(main())
    assert (at_once, held) == (0, 0) and results == [True] * (2 * RING_BATCH)


def test_a_desk_that_never_lets_go_holds_the_pages_back_at_most_yield_max(monkeypatch) -> None:
    monkeypatch.setattr(hub_module, "YIELD_MAX_S", 0.01)
    monkeypatch.setattr(hub_module, "YIELD_STEP_S", 0.002)

    async def main() -> tuple[float, list[bool]]:
        bell = Bell()
        bell.yield_to = lambda: True
        futures = [bell.wait() for _ in range(3)]
        loop = asyncio.get_running_loop()
        rung = loop.time()
        bell.ring(True)
        await asyncio.wait(futures)
        return loop.time() - rung, [f.result() for f in futures]

    waited, results = asyncio.run(main())
    assert results == [True, True, True] and 0.01 <= waited < 1.0
