"""The window's station sends its join again until it lands (issue 24): the runtime's join, its callbacks made signals.

The join runs in place here (no thread), with a fake desk that answers 503 twice then takes it, and
the pauses recorded instead of waited."""

from __future__ import annotations

import html

from tableside.app.standby.keeper import Keeper
from tableside.app.standby.station import RemoteDesk, StationInfo
from tests.standby.test_station_join import TOKEN, FakeDesk, busy
from tests.ui.helpers import make_window, text_of

URL = "http://127.0.0.1:8765/"


def station_link(qtbot, clock, timers, desk: FakeDesk, pauses: list[float]):
    """The window's link over a runtime that is never started: its join is run in place by the test."""
    window, _ = make_window(qtbot, clock, timers)
    link = window.station_menu.link
    remote = RemoteDesk(URL, "j" * 32, "st-bob")
    keeper = Keeper(URL, "j" * 32, "unused.tableside", station=StationInfo("st-bob", "Bob laptop", ""),
                    events=link.events(remote))
    keeper.join_pause = pauses.append
    keeper.join_client = desk.client
    link.remote = remote  # as after link.join opened the replica (the menu speaks of the desk it joins)
    return window, link, keeper, remote


def test_a_desk_answering_503_twice_then_200_ends_with_the_station_joined(qtbot, clock, timers) -> None:
    desk = FakeDesk(busy(503), busy(503), (9, TOKEN))
    pauses: list[float] = []
    window, link, keeper, remote = station_link(qtbot, clock, timers, desk, pauses)
    signals: list[object] = []
    link.joined.connect(lambda: signals.append("joined"))
    link.join_waiting.connect(signals.append)
    try:
        assert keeper._join_until_landed(keeper.client, 0)
    finally:
        link.remote = None
    assert signals == [str(busy(503)), str(busy(503)), "joined"]
    assert pauses == [0.5, 1.0]
    assert remote.not_joined is None and remote.token == TOKEN
    assert keeper.client.token == TOKEN  # the copy reads with the station's token from then on
    assert desk.sent[-1][2] == {"station": "st-bob", "name": "Bob laptop", "url": ""}
    assert html.unescape(text_of(window.message_bar.text)).startswith(f"Joined {URL} as station")


def test_clicks_wait_in_plain_words_while_the_join_has_not_landed(qtbot, clock, timers) -> None:
    stopped = FakeDesk(busy(503))
    pauses: list[float] = []
    window, link, keeper, remote = station_link(qtbot, clock, timers, stopped, pauses)
    remote.session = object()  # type: ignore[assignment]
    keeper.join_pause = lambda _: keeper.stop.set()  # the judge leaves during the first pause
    try:
        assert not keeper._join_until_landed(keeper.client, 0)
    finally:
        link.remote = None
    assert remote.not_joined is not None and "503" in remote.not_joined
    assert "has not taken this station's join yet" in html.unescape(text_of(window.message_bar.text))
    try:
        remote.do("player.out", {"round": 1, "table": 1, "players": ["Dee"]})
    except Exception as err:  # noqa: BLE001 - the plain refusal is what is checked
        assert str(err).startswith(f"this station has not joined the judge's desk at {URL} yet")
        assert str(err).endswith("nothing was sent")
    else:
        raise AssertionError("a click was sent before the join landed")
