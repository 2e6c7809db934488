"""The one job queue both desk writers run (``app.hall.writer.Jobs``): where it runs is injected, the turn is not."""

from __future__ import annotations

from typing import Any

from tableside.app.event.changes import EMPTY, Change
from tableside.app.hall.gate import Gate
from tableside.app.hall.writer import Jobs


def test_a_turn_stops_at_its_budget_and_wakes_the_owner_for_the_rest() -> None:
    now, order, wakes, published = [0.0], [], [], []
    futures: list[Any] = []

    def publish(change: Change) -> None:  # before the answer: the views first
        published.append((change, futures[0].done()))

    jobs = Jobs(lambda: wakes.append(1), publish, per_turn=8, turn_s=0.008, clock=lambda: now[0])

    def job(name: str, change: Change) -> Any:
        def run(desk: Any, gate: Gate) -> str:
            order.append(name)
            now[0] += 0.005
            jobs.hear(change)
            return name
        return run

    committed = Change(entries=("an entry",), standings=True)  # type: ignore[arg-type]
    futures += [jobs.run(job(f"j{i}", EMPTY if i else committed)) for i in range(3)]
    assert wakes == [1]  # the first job woke the owner; the others found it on its way
    jobs.run_pending(None, Gate())  # type: ignore[arg-type]  # (no job here touches the desk)
    assert order == ["j0", "j1"] and wakes == [1, 1] and jobs.waiting  # 10 ms >= 8: the rest on a new wake
    assert [f.result(timeout=0) for f in futures[:2]] == ["j0", "j1"] and not futures[2].done()
    assert published == [(committed, False)]  # once, before its answer; a job that committed nothing: none
    jobs.run_pending(None, Gate())  # type: ignore[arg-type]
    assert order == ["j0", "j1", "j2"] and not jobs.waiting and wakes == [1, 1]
