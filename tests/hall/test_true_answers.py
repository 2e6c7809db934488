"""Every answer a device gets is true: done, refused with nothing written, or "not known yet" (the
device keeps its id). A retry of an action still being committed joins that commit; it never starts
a second one. No network, no threads, no waiting: the writer's futures are completed by hand."""

from __future__ import annotations

import asyncio
from concurrent.futures import Future

from tableside.app.eventlog.store import EventFileError, NotWritten, OutcomeUnknown
from tableside.app.hall.gate import NOT_KNOWN, Gate, Outcome
from tableside.app.hall.inflight import InFlight


def test_an_unknown_outcome_is_answered_not_known():
    def write():
        raise OutcomeUnknown("could not save to cup.tableside: the disk failed while saving")

    outcome = Gate().commit(write)
    assert outcome.status == 503 and outcome.known is False
    assert outcome.body() == {"ok": False, "known": False, "message": outcome.message}
    assert outcome.message.startswith(NOT_KNOWN)


def test_an_os_error_from_inside_a_write_is_not_called_nothing_changed():
    def write():
        raise OSError(5, "Input/output error")

    outcome = Gate().commit(write)
    assert outcome.status == 503 and outcome.known is False
    assert "nothing was changed" not in outcome.message


def test_a_write_the_file_refused_stays_a_definite_answer():
    def write():
        raise EventFileError("cup.tableside is closed")

    outcome = Gate().commit(write)
    assert outcome.status == 503 and outcome.known is True
    assert "known" not in outcome.body()
    assert outcome.message == "not saved: cup.tableside is closed; nothing was changed"


def test_a_write_refused_whole_is_said_in_the_files_own_words_once():
    """The store's "could not save to …; nothing was written" is the whole answer: not wrapped in a
    second "not saved: …; nothing was changed"."""
    def write():
        raise NotWritten("could not save to {name}: the disk is full; nothing was written",
                         fields={"name": "cup.tableside"})

    outcome = Gate().commit(write)
    assert outcome.status == 503 and outcome.known is True
    assert outcome.body() == {
        "ok": False,
        "message": "could not save to cup.tableside: the disk is full; nothing was written",
        "template": "could not save to {name}: the disk is full; nothing was written",
        "fields": {"name": "cup.tableside"}}


def test_a_retry_joins_the_commit_under_way_and_gets_its_answer():
    async def scenario() -> list[Outcome]:
        inflight = InFlight(timeout_s=0)  # the writer is stalled: no answer in time
        commit: Future[Outcome] = Future()
        starts: list[int] = []

        def start() -> Future[Outcome]:
            starts.append(1)
            return commit

        answers = [await inflight.answer(("tok", "a1"), start)]  # the press: not known yet
        answers.append(await inflight.answer(("tok", "a1"), start))  # a retry while still stalled
        inflight.timeout_s = 30
        asyncio.get_running_loop().call_soon(commit.set_result, Outcome(200, "done", 7))  # the disk came back
        answers.append(await inflight.answer(("tok", "a1"), start))  # the next retry: the same commit's answer
        assert starts == [1]  # one commit, however many retries
        assert len(inflight) == 0
        return answers

    first, second, third = asyncio.run(scenario())
    assert first.known is False and second.known is False and first.status == 503
    assert (third.status, third.message, third.seq) == (200, "done", 7)


def test_another_id_or_another_device_is_another_commit():
    async def scenario() -> int:
        inflight = InFlight(timeout_s=0)
        starts: list[Future[Outcome]] = []

        def start() -> Future[Outcome]:
            starts.append(Future())
            return starts[-1]

        for key in (("tok", "a1"), ("tok", "a2"), ("other", "a1")):
            await inflight.answer(key, start)
        for future in starts:
            future.set_result(Outcome(409, "refused"))
        await asyncio.sleep(0)  # the loop runs the futures' callbacks (no time passes)
        await asyncio.sleep(0)
        return len(starts) * 10 + len(inflight)

    assert asyncio.run(scenario()) == 30


def test_the_serve_console_says_a_refused_write_once_until_a_commit_goes_through(capsys):
    from tableside.app.hall.writer import SessionWriter

    writer = SessionWriter(opener=lambda: None)  # never started: only its console is asked
    full = Outcome(503, "not saved: could not save to cup.tableside: disk full; nothing was changed")
    for outcome in (full, full, Outcome(409, "refused"), full, Outcome(200, "done", 9), full):
        writer._tell(outcome)
    lines = capsys.readouterr().err.splitlines()
    assert lines == [f"tableside serve: an action from the hall: {full.message}"] * 2  # once, then once after a done
