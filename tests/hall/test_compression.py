"""Compressed answers and the favicon: files and JSON gzip-encoded when the client takes gzip and plain
when it does not; the live streams gzip-encoded message by message (each one whole as soon as it is
sent), shared messages deflated once for every client; ``/favicon.ico`` served."""

from __future__ import annotations

import asyncio
import gzip
import json
import zlib
from collections.abc import Iterator
from typing import Any

import pytest

from tableside.app.hall import gzip_sse
from tableside.app.hall.gzip_sse import GzipFraming, SharedDeflate, accepts_gzip, deflated, stored
from tableside.app.hall.hub import Hub
from tableside.app.hall.sse import EventStream
from tests.hall.helpers import Hall, make_hall

GZIP = {"accept-encoding": "gzip"}
PLAIN = {"accept-encoding": "identity"}


@pytest.fixture
def hall() -> Hall:
    return make_hall()


def out(table: int, player: str) -> dict[str, Any]:
    return {"id": "a1b2c3d4e5", "kind": "player.out", "table": table, "players": [player]}


@pytest.mark.parametrize("path", ["/api/hall", "/", "/table", "/static/stations.js", "/static/style.css",
                                  "/static/link_timing.js"])
def test_answers_are_gzipped_when_asked_and_plain_when_not(hall: Hall, path: str) -> None:
    plain = hall.client.get(path, headers=PLAIN)
    assert plain.status_code == 200 and "content-encoding" not in plain.headers
    packed = hall.client.get(path, headers=GZIP)
    assert packed.status_code == 200 and packed.headers["content-encoding"] == "gzip"
    assert "Accept-Encoding" in packed.headers["vary"]
    assert packed.content == plain.content  # (decoded by the client)
    assert packed.headers["content-security-policy"] == plain.headers["content-security-policy"]


def test_the_hall_view_travels_as_a_fraction_of_its_size(hall: Hall) -> None:
    with hall.client.stream("GET", "/api/hall", headers=GZIP) as response:
        wire = b"".join(response.iter_raw())
    body = gzip.decompress(wire)
    assert json.loads(body)["full"] is True
    assert len(wire) < len(body) * 0.6, (len(wire), len(body))


def test_a_small_answer_is_left_plain(hall: Hall) -> None:
    status = hall.client.get("/api/status", headers=GZIP)
    assert status.status_code == 200 and "content-encoding" not in status.headers


def read_gzip_stream(chunks: Iterator[bytes], inflater: Any, want: int) -> list[str]:
    """SSE events (their data lines, or "ping") decoded from the raw chunks until ``want`` were seen."""
    text, events = "", []
    for chunk in chunks:
        text += inflater.decompress(chunk).decode()
        while "\n\n" in text:
            event, text = text.split("\n\n", 1)
            if event.startswith("event: ping"):
                events.append("ping")
            elif "data: " in event:
                events.append(event[event.index("data: ") + 6:])
            if len(events) == want:
                assert text == ""  # nothing half-sent: each message arrives whole
                return events
    raise AssertionError(f"the stream ended after {events}")


def test_players_stream_decompresses_message_by_message(hall: Hall) -> None:
    _, token = hall.pair(1)
    inflater = zlib.decompressobj(31)  # gzip's wrapper
    with hall.client.stream("GET", "/api/hall/events", headers=GZIP) as response:
        assert response.headers["content-encoding"] == "gzip"
        assert response.headers["content-type"].startswith("text/event-stream")
        chunks = response.iter_raw()
        # The first chunk holds the first message whole (flushed, not kept back for what comes next).
        opening = inflater.decompress(next(chunks)).decode()
        assert opening.startswith("retry: 1000\n\ndata: {") and opening.endswith("}\n\n")
        first = json.loads(opening.split("data: ", 1)[1])
        assert first["full"] is True and first["seq"] == hall.hub.seq
        assert hall.post(token, out(1, "p4")).status_code == 200
        events = read_gzip_stream(chunks, inflater, 1)
        while events == ["ping"]:
            events = read_gzip_stream(chunks, inflater, 1)
    news = json.loads(events[0])
    assert news["full"] is False and news["seq"] == hall.session.state.seq
    assert "0" in [p["points"] for p in news["parts"]["t1"]["players"]]


def test_table_stream_is_gzipped_with_heartbeats(hall: Hall) -> None:
    inflater = zlib.decompressobj(31)
    with hall.client.stream("GET", "/api/table/1/events", headers=GZIP) as response:
        first, ping = read_gzip_stream(response.iter_raw(), inflater, 2)
    assert json.loads(first)["view"]["table"] == 1
    assert ping == "ping"


def test_stream_is_plain_when_gzip_is_not_taken(hall: Hall) -> None:
    with hall.client.stream("GET", "/api/hall/events", headers=PLAIN) as response:
        assert "content-encoding" not in response.headers
        chunk = next(response.iter_raw())
    assert chunk.startswith(b"retry: 1000\n\ndata: {")


def test_a_shared_first_message_carries_each_clients_own_now(hall: Hall) -> None:
    def first() -> dict[str, Any]:
        with hall.client.stream("GET", "/api/hall/events", headers=GZIP) as response:
            return json.loads(read_gzip_stream(response.iter_raw(), zlib.decompressobj(31), 1)[0])

    early = first()
    hall.time.advance(4321)
    late = first()  # the same shared event (the hall has not changed), with this moment's "now"
    assert late["now"] == early["now"] + 4321 == hall.session.now()
    assert late["parts"] == early["parts"]


def test_favicon_is_served(hall: Hall) -> None:
    icon = hall.client.get("/favicon.ico")
    assert icon.status_code == 200 and icon.headers["content-type"] == "image/png"
    assert icon.content.startswith(b"\x89PNG\r\n\x1a\n")
    for page in ("/", "/table"):
        assert '<link rel="icon" type="image/png" href="/favicon.ico">' in hall.client.get(page).text


# ------------------------------------------------------------------------------------------------
# The gzip framing itself


@pytest.mark.parametrize("header,takes", [("gzip, deflate, br, zstd", True), ("br;q=1.0, gzip;q=0.8", True),
                                          ("*", True), ("identity", False), ("gzip;q=0", False),
                                          ("br", False), ("", False), (None, False)])
def test_accept_encoding(header: str | None, takes: bool) -> None:
    assert accepts_gzip(header) is takes


def test_pieces_deflated_apart_make_one_gzip_stream() -> None:
    framing = GzipFraming()
    pieces = [(b"data: " + b"x" * 70_000 + b"\n\n", True), (b"event: ping\ndata: {}\n\n", False),
              (b"", False), (b"y" * 140_000, False), (b"data: {}\n\n", True)]
    wire = framing.start() + b"".join(framing.piece(raw, deflated(raw) if shared else stored(raw))
                                      for raw, shared in pieces) + framing.end()
    assert gzip.decompress(wire) == b"".join(raw for raw, _ in pieces)  # (checks the CRC and the size)


def test_shared_deflate_deflates_a_message_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = gzip_sse.deflated
    monkeypatch.setattr(gzip_sse, "deflated", lambda data, level: calls.append(len(data)) or real(data, level))
    shared = SharedDeflate(budget=300)
    message = b"data: " + b"z" * 100
    assert shared(message) is shared(message) is shared(message)
    assert zlib.decompressobj(-15).decompress(shared(message, 6)) == message[6:]
    assert calls == [106, 100]
    for n in range(3):  # over its budget, the least recently used go first
        shared(bytes([n]) * 100)
    assert len(shared) == 3 and shared.held <= 300


class OneMessage:
    """A follower with one shared view; the stream ends when its hub closes (the server stops)."""

    channel, heartbeat_s = "hall", 60.0

    def __init__(self) -> None:
        self.hub = Hub(now=lambda: 2)
        self.view = b'data: {"now":1,"view":"' + b"v" * 5000 + b'"}\n\n'

    def first_shared(self) -> tuple[bytes, bytes, int]:
        return b'data: {"now":2', self.view, self.view.index(b",")

    def news(self) -> bytes | None:
        return None


def test_a_gzip_stream_that_ends_is_a_whole_gzip_file() -> None:
    sent: list[dict[str, Any]] = []
    follower = OneMessage()

    async def run() -> None:
        async def receive() -> dict[str, Any]:
            await asyncio.Event().wait()  # the client never leaves
            return {}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        stream = asyncio.ensure_future(EventStream(follower, pack=SharedDeflate())({"type": "http"}, receive, send))
        for _ in range(500):  # the fan-out's thread writes the first message
            if len(sent) > 1:
                break
            await asyncio.sleep(0.01)
        follower.hub.close()
        await asyncio.wait_for(stream, 10)

    asyncio.run(run())
    assert (b"content-encoding", b"gzip") in sent[0]["headers"]
    assert sent[-1]["more_body"] is False
    body = gzip.decompress(b"".join(m["body"] for m in sent[1:]))
    assert body == b'retry: 1000\n\ndata: {"now":2,"view":"' + b"v" * 5000 + b'"}\n\n'
