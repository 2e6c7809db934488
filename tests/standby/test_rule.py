"""The rule that decides which of two servers of one event keeps serving: higher epoch, then the longer log,
then the station id that sorts first (the server that made the event, with none, before every station)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tableside.app.replication.rivals import highest, holder_over
from tableside.app.replication.wire import Status, status_from_wire

EVENT = "a" * 64


def server(epoch: int, head: int, serving: str | None, event: str = EVENT) -> Status:
    return Status(f"http://10.0.0.{epoch}:{head}/", event, epoch, head, serving)


def test_worked_examples() -> None:
    assert server(3, 10, "zed-station").outranks(server(2, 500, "aaa-station"))  # the epoch first
    assert server(2, 501, "zed-station").outranks(server(2, 500, "aaa-station"))  # then the longer log
    assert server(2, 500, "aaa-station").outranks(server(2, 500, "zed-station"))  # then the id sorting first
    assert server(1, 500, None).outranks(server(1, 500, "aaa-station"))  # the server that made it: no id
    mine = server(2, 40, "bob-laptop")
    assert holder_over(mine, [server(2, 41, "cy-laptop"), server(3, 1, "dee-laptop", event="b" * 64)]) == \
        server(2, 41, "cy-laptop")  # another event does not count, however high its epoch
    assert holder_over(mine, [server(2, 40, "bob-laptop")]) is None  # that is this very server
    assert holder_over(mine, [server(1, 900, None)]) is None
    assert highest([server(2, 5, "b-station"), server(3, 1, "c-station"), server(3, 1, "a-station")],
                   EVENT) == server(3, 1, "a-station")


servers = st.builds(server, st.integers(1, 4), st.integers(0, 6),
                    st.one_of(st.none(), st.sampled_from(["aaa-station", "bbb-station", "zzz-station"])))


@given(servers, servers)
def test_of_two_different_servers_exactly_one_keeps_serving(a: Status, b: Status) -> None:
    if (a.epoch, a.head, a.serving) == (b.epoch, b.head, b.serving):
        assert not a.outranks(b) and not b.outranks(a)
    else:
        assert a.outranks(b) != b.outranks(a)


@given(st.lists(servers, min_size=1, max_size=6))
def test_the_highest_outranks_every_other(found: list[Status]) -> None:
    best = highest(found, EVENT)
    assert best is not None
    assert all(not other.outranks(best) for other in found)


def test_a_status_answer_is_read_as_untrusted_input() -> None:
    good = b'{"ok":true,"event":"%s","epoch":2,"head":9,"serving":"bob-laptop","stations":[' \
           b'{"id":"bob-laptop","name":"Bob","url":"http://10.0.0.2:8765/"},{"id":7}],"now":1}' % EVENT.encode()
    read = status_from_wire("http://x:1/", good)
    assert read is not None and read.stations == (("bob-laptop", "Bob", "http://10.0.0.2:8765/"),)
    assert read.holder == "Bob" and server(1, 1, None).holder == "the server that made the event"
    for bad in (b"[]", b"{", b'{"ok":true,"event":"x","epoch":2,"head":9,"serving":null}',
                b'{"ok":true,"event":"%s","epoch":0,"head":9,"serving":null}' % EVENT.encode(),
                b'{"ok":true,"event":"%s","epoch":2,"head":-1,"serving":null}' % EVENT.encode(),
                b'{"ok":false}'):
        assert status_from_wire("http://x:1/", bad) is None
