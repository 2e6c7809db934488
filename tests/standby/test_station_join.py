"""A station's join is sent again until it lands (issue 24): the station runtime's join, with a fake desk and no waits.

``tableside replicate --as`` and the window's station run the same runtime; the window's side of it
(the callbacks made signals) is tested in ``tests/ui/test_station_join_retry.py``."""

from __future__ import annotations

import threading

from tableside.app.replication.client import ServerRefused, Unreachable
from tableside.app.standby.keeper import JOIN_RETRY_S, Keeper, StationEvents, pause_before, until_landed
from tableside.app.standby.station import StationInfo

TOKEN = "s" * 40


class FakeDesk:
    """Answers joins from a script: an exception to raise, or (seq, station token)."""

    def __init__(self, *answers: object) -> None:
        self.answers = list(answers)
        self.sent: list[tuple[str, str, dict[str, str]]] = []
        self.closed = 0

    def client(self, url: str, token: str) -> FakeDesk.Client:
        return FakeDesk.Client(self, url, token)

    class Client:
        def __init__(self, desk: FakeDesk, url: str, token: str) -> None:
            self.desk, self.url, self.token = desk, url, token

        def join(self, data: dict[str, str]) -> tuple[int, str]:
            self.desk.sent.append((self.url, self.token, data))
            answer = self.desk.answers.pop(0)
            if isinstance(answer, BaseException):
                raise answer
            assert isinstance(answer, tuple)
            return answer

        def close(self) -> None:
            self.desk.closed += 1


def busy(status: int) -> Unreachable:
    return Unreachable(f"127.0.0.1:8765 is busy ({status}): the desk is busy, send it again")


def joining(desk: FakeDesk, stop: threading.Event, pauses: list[float], said: list[tuple[str, object]]) -> Keeper:
    """A station runtime that is never started: its join is run in place by the test."""
    keeper = Keeper("http://127.0.0.1:8765/", "j" * 32, "unused.tableside", station=StationInfo("st-bob", "Bob", ""),
                    events=StationEvents(joined=lambda token: said.append(("joined", token)),
                                         join_waiting=lambda why: said.append(("waiting", why)),
                                         join_refused=lambda why: said.append(("refused", why))))
    keeper.stop = stop
    keeper.join_pause, keeper.join_client = pauses.append, desk.client  # type: ignore[assignment]
    return keeper


def run(keeper: Keeper) -> bool:
    return keeper._join_until_landed(keeper.client, 0)


def test_a_join_answered_503_twice_then_200_lands() -> None:
    desk = FakeDesk(busy(503), busy(503), (12, TOKEN))
    pauses: list[float] = []
    said: list[tuple[str, object]] = []
    keeper = joining(desk, threading.Event(), pauses, said)
    assert run(keeper) is True
    assert said == [("waiting", str(busy(503))), ("waiting", str(busy(503))), ("joined", TOKEN)]
    assert keeper.station_token == keeper.client.token == TOKEN  # the copy reads as the station from then on
    assert pauses == [0.5, 1.0]  # growing pauses, injected: nothing waited
    assert [token for _, token, _ in desk.sent] == ["j" * 32] * 3  # with the judge code each time
    assert desk.sent[0][2] == {"station": "st-bob", "name": "Bob", "url": ""}
    assert desk.closed == 3


def test_429_and_no_answer_are_sent_again_too_and_the_pause_stops_growing() -> None:
    desk = FakeDesk(busy(429), Unreachable("127.0.0.1:8765: no answer in time"), *[busy(503)] * 4, (3, TOKEN))
    pauses: list[float] = []
    said: list[tuple[str, object]] = []
    assert run(joining(desk, threading.Event(), pauses, said)) is True
    assert pauses == [0.5, 1.0, 2.0, 5.0, 5.0, 5.0] and said[-1] == ("joined", TOKEN)
    assert pause_before(100) == JOIN_RETRY_S[-1]


def test_a_refused_join_is_not_sent_again() -> None:
    desk = FakeDesk(ServerRefused("127.0.0.1:8765 refused (401): a judge station needs the judge code"))
    said: list[tuple[str, object]] = []
    assert run(joining(desk, threading.Event(), [], said)) is True
    assert said == [("refused", "127.0.0.1:8765 refused (401): a judge station needs the judge code")]
    assert len(desk.sent) == 1


def test_a_station_stopped_while_the_desk_is_busy_stops_joining() -> None:
    stop = threading.Event()
    desk = FakeDesk(busy(503), (5, TOKEN))
    said: list[tuple[str, object]] = []
    keeper = joining(desk, stop, [], said)
    keeper.join_pause = lambda _: stop.set()  # the judge left during the pause
    assert run(keeper) is False
    assert len(desk.sent) == 1 and said == [("waiting", str(busy(503)))]


def test_an_older_round_gives_up_when_a_newer_server_was_reached() -> None:
    tried: list[int] = []
    assert until_landed(lambda: tried.append(1) is not None, threading.Event(), current=lambda: False) is False
    assert tried == []
