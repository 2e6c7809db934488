"""The window serving the hall: File ▸ Serve on the local network, the address and QR code, pairing from
a card, a device's action committed by the Qt main thread and painted like a click, revocation."""

from __future__ import annotations

import json
import threading
from concurrent.futures import Future
from typing import Any

import httpx
import pytest
from PySide6.QtCore import QTimer

from tableside.app.event.changes import Change
from tableside.app.hall.gate import Outcome, parse_action
from tableside.ui.hall.bridge import JOBS_PER_TURN, TURN_S
from tableside.ui.hall.pair_dialog import PairDialog
from tests.hall.helpers import assemble
from tests.hall.pairing_link import token_of
from tests.ui.helpers import card, click, event_window, points_shown


def post_in_thread(url: str, token: str, action: dict[str, Any]) -> dict[str, Any]:
    """POST from another thread, as a device does, while the test keeps the Qt main thread turning."""
    result: dict[str, Any] = {}

    def go() -> None:
        try:
            response = httpx.post(url + "api/action", json=action, headers={"Authorization": f"Bearer {token}"},
                                  timeout=10)
            result["status"], result["body"] = response.status_code, response.json()
        except httpx.HTTPError as err:
            result["error"] = err

    threading.Thread(target=go, daemon=True).start()
    return result


@pytest.fixture
def served(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay", "Gus"]})
    window.show()
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    yield window, c
    window.hall_menu.stop()


def test_serving_shows_the_address_and_qr_code(served) -> None:
    window, _ = served
    menu = window.hall_menu
    assert menu.action.isChecked() and menu.hall.running
    url = menu.hall.url("/")
    assert url.startswith("http://127.0.0.1:") and url.endswith("/")
    assert menu.dock.isVisible()
    assert menu.panel.address.text() == url
    assert not menu.panel.qr.pixmap().isNull() and menu.panel.qr.text_value == url
    assert httpx.get(url + "api/hall", timeout=5).json()["parts"]["head"]["event"] == "Test Cup"
    projector = window.projector_menu.show_windowed()
    assert projector.hall_url == url and projector.hall_strip_height() > 0
    image = projector.grab().toImage()
    # The strip at the foot is white with the black QR modules in its right part.
    assert image.pixelColor(5, image.height() - 5).name() == "#ffffff"
    menu.action.trigger()
    assert not menu.hall.running and projector.hall_url == ""
    with pytest.raises(httpx.ConnectError):
        httpx.get(url + "api/hall", timeout=2)


def test_a_device_action_is_committed_on_the_main_thread_and_painted(served, qtbot) -> None:
    window, c = served
    hall = window.hall_menu.hall
    dialog = PairDialog(hall, 1, window)
    qtbot.addWidget(dialog)
    device, address = dialog.device, dialog.address
    assert device == "d1" and "#pair=" in address and not dialog.qr.pixmap().isNull()
    token = token_of(address)
    assert c.state.devices["d1"].table == 1
    result = post_in_thread(hall.url("/"), token, {"id": "tap-000001", "kind": "player.out", "table": 1,
                                                   "players": [c.state.player_by_name("Cai").id]})
    qtbot.waitUntil(lambda: "status" in result or "error" in result, timeout=10_000)
    assert result.get("status") == 200, result
    # The players' page had it before the answer; the card is repainted within a frame of the commit.
    players = assemble(httpx.get(hall.url("/api/hall"), timeout=5).json()["parts"])
    assert next(p for t in players["tables"] for p in t["players"] if p["name"] == "Cai")["points"] == "0"
    qtbot.waitUntil(lambda: points_shown(window, 1)["Cai"] == "0", timeout=2_000)
    window.history_dock.show()
    assert any("Cai out (from device d1)" in row[2] for row in window.history.rows())
    players = assemble(httpx.get(hall.url("/api/hall"), timeout=5).json()["parts"])
    cai = next(p for t in players["tables"] for p in t["players"] if p["name"] == "Cai")
    assert cai["points"] == "0"
    # The same id again (a lost answer): nothing more is written.
    seq = c.state.seq
    again = post_in_thread(hall.url("/"), token, {"id": "tap-000001", "kind": "player.out", "table": 1,
                                                  "players": [c.state.player_by_name("Cai").id]})
    qtbot.waitUntil(lambda: "status" in again, timeout=10_000)
    assert again["body"]["repeated"] is True and c.state.seq == seq


def test_revoking_from_the_panel_stops_the_device(served, qtbot) -> None:
    window, c = served
    hall = window.hall_menu.hall
    device, address = hall.pair(2)
    token = token_of(address)
    panel = window.hall_menu.panel
    qtbot.waitUntil(lambda: device in panel.revoke_buttons and panel.revoke_buttons[device].isVisible())
    click(qtbot, panel.revoke_buttons[device])
    assert not c.state.devices[device].active
    assert c.entries()[-1].kind == "device.revoke"
    result = post_in_thread(hall.url("/"), token, {"id": "after-revoke", "kind": "player.out", "table": 2,
                                                   "players": [c.state.player_by_name("Gus").id]})
    qtbot.waitUntil(lambda: "status" in result, timeout=10_000)
    assert result["status"] == 403 and c.entries()[-1].kind == "device.revoke"


def test_pairing_from_a_card_needs_the_server(qtbot, clock, timers) -> None:
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.show()
    card(window, 1).pair_action.trigger()  # (in the card's ▾ menu)
    assert "Serve on the local network first" in window.message_bar.message()
    assert c.state.devices == {}


def test_pairing_does_not_rebuild_the_tables(served) -> None:
    window, c = served
    cards = dict(window.event_view.cards)
    seen = []
    c.changed.connect(seen.append)
    window.hall_menu.hall.pair(1)
    assert seen and not seen[-1].structure and seen[-1].entries[-1].kind == "device.pair"
    assert window.event_view.cards == cards  # the same card widgets: nothing was rebuilt


def test_a_devices_views_are_out_before_its_answer(served) -> None:
    """The device shows what the desk's view says once its answer comes: the view must not come later."""
    window, c = served
    hall = window.hall_menu.hall
    _, address = hall.pair(2)
    token = token_of(address)
    gus = c.state.player_by_name("Gus").id
    request = parse_action(json.dumps({"id": "tap-000002", "kind": "player.out", "table": 2, "players": [gus]})
                           .encode(), f"Bearer {token}")
    assert not isinstance(request, Outcome)
    future: Future[Outcome] = Future()
    # As the queued signal runs it on the main thread; no Qt event runs between this and the reads below.
    writer = hall.runtime.writer
    writer.jobs._run(writer.desk, writer.gate, lambda desk, gate: gate.handle(desk, request), future)
    assert future.result(timeout=0).status == 200
    players = assemble(httpx.get(hall.url("/api/hall"), timeout=5).json()["parts"])
    assert next(p for t in players["tables"] for p in t["players"] if p["name"] == "Gus")["status"] == "out"
    with httpx.stream("GET", hall.url("/api/table/2/events"), timeout=5) as stream:
        first = next(line for line in stream.iter_lines() if line.startswith("data: {\"now\""))
    view = json.loads(first[6:])["view"]
    assert next(p for p in view["players"] if p["name"] == "Gus")["status"] == "out"


def test_device_actions_of_one_frame_are_repainted_once(served, qtbot) -> None:
    window, c = served
    hall = window.hall_menu.hall
    first, _ = hall.pair(1)
    second, _ = hall.pair(2)
    seen: list[Any] = []
    c.changed.connect(seen.append)
    for device, table, name in ((first, 1, "Cai"), (second, 2, "Gus")):
        player = c.state.player_by_name(name).id
        c.commit_from_device("player.out", {"round": 1, "table": table, "players": [player]}, device,
                             f"frame-{table:04d}")
    assert seen == [] and c.state.seq == c.entries()[-1].seq  # both on disk, neither painted yet
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=2_000)
    # One repaint for the frame, its tables one a turn: the first with the frame's entries and standings.
    assert seen[0].tables == {(1, 1)} and len(seen[0].entries) == 2 and seen[0].standings
    assert seen[1] == Change(tables=frozenset({(1, 2)}))
    assert points_shown(window, 1)["Cai"] == "0" and points_shown(window, 2)["Gus"] == "0"


def test_a_device_commit_goes_between_the_tables_of_a_frame(served, qtbot) -> None:
    """A device's action queued while a frame repaints waits for one card, not for every card of the frame."""
    window, c = served
    hall = window.hall_menu.hall
    devices = {table: hall.pair(table)[0] for table in (1, 2)}
    order: list[str] = []
    c.changed.connect(lambda change: order.extend(f"paint {t}" for _, t in sorted(change.tables)))
    for table, name in ((1, "Cai"), (2, "Gus")):
        player = c.state.player_by_name(name).id
        c.commit_from_device("player.out", {"round": 1, "table": table, "players": [player]}, devices[table],
                             f"turns-{table:04d}")

    def queue_a_job(change: Change) -> None:  # as the server's loop would, while the first card repaints
        if not order[1:]:
            hall.runtime.writer.run(lambda desk, gate: order.append("job"))

    c.changed.connect(queue_a_job)
    qtbot.waitUntil(lambda: len(order) == 3, timeout=2_000)
    assert order == ["paint 1", "job", "paint 2"]


def test_queued_device_actions_go_before_what_else_is_due(served, qtbot) -> None:
    """A device's commit waits only for the handler the main thread is in, not for the frame's work behind it."""
    window, c = served
    backend = window.hall_menu.hall.runtime.writer
    order: list[str] = []
    QTimer.singleShot(0, lambda: order.append("repaint"))  # due first, as a frame's repaint would be
    future = backend.run(lambda desk, gate: order.append("job"))
    qtbot.waitUntil(lambda: len(order) == 2, timeout=2_000)
    assert order == ["job", "repaint"] and future.done()


def test_a_long_queue_lets_a_click_through_after_a_turns_worth(served, qtbot) -> None:
    """At most JOBS_PER_TURN commits a turn: a click due meanwhile is not held behind a queue a stall built."""
    window, c = served
    backend = window.hall_menu.hall.runtime.writer
    order: list[str] = []
    names = [f"j{i}" for i in range(JOBS_PER_TURN + 2)]
    futures = [backend.run(lambda desk, gate, name=name: order.append(name)) for name in names]
    QTimer.singleShot(0, lambda: order.append("click"))
    qtbot.waitUntil(lambda: len(order) == len(names) + 1, timeout=2_000)
    assert order.index("click") == JOBS_PER_TURN and [x for x in order if x != "click"] == names
    assert all(f.done() for f in futures)


def test_a_turn_starts_no_new_job_once_it_has_run_turn_s(served, qtbot) -> None:
    """Jobs of 5 ms each: two a turn (10 ms >= TURN_S), then the click due meanwhile, then the rest."""
    window, c = served
    backend = window.hall_menu.hall.runtime.writer
    now = [0.0]
    backend.clock = lambda: now[0]
    order: list[str] = []

    def job(name: str) -> None:
        order.append(name)
        now[0] += 0.005

    names = [f"j{i}" for i in range(4)]
    futures = [backend.run(lambda desk, gate, name=name: job(name)) for name in names]
    QTimer.singleShot(0, lambda: order.append("click"))
    qtbot.waitUntil(lambda: len(order) == len(names) + 1, timeout=2_000)
    assert 2 * 0.005 >= TURN_S > 0.005
    assert order.index("click") == 2 and [x for x in order if x != "click"] == names
    assert all(f.done() for f in futures)


def test_the_windows_deferred_work_runs_the_device_actions_waiting_first(served, qtbot) -> None:
    """Qt may deliver a frame's repaint, the wake-up or the views' build ahead of a job posted while it
    painted: each runs the jobs waiting first, so a device's commit never waits behind them."""
    window, c = served
    hall = window.hall_menu.hall
    backend, publisher = hall.runtime.writer, hall.runtime.writer.publisher
    device, _ = hall.pair(1)
    qtbot.waitUntil(lambda: not c.judge_painting, timeout=2_000)  # the judge's pairing is painted
    order: list[str] = []
    c.changed.connect(lambda change: order.append("repaint") if change.tables else None)
    c.commit_from_device("player.out", {"round": 1, "table": 1, "players": [c.state.player_by_name("Cai").id]},
                         device, "first-0001")
    for name, due in (("frame", c.paint._device_frame.timeout.emit), ("wake", c._timer.timeout.emit),
                      ("views", publisher._soon.timeout.emit)):
        order.clear()
        future = backend.run(lambda desk, gate, name=name: order.append(f"job before {name}"))
        due()  # delivered ahead of the job's own event
        assert future.done() and order[:1] == [f"job before {name}"]
    window.hall_menu.stop()
    assert c.waiting_commits is None  # a window that no longer serves has no jobs to look for


def test_the_judges_tap_is_painted_before_the_device_actions_that_came_meanwhile(served, qtbot) -> None:
    window, c = served
    hall = window.hall_menu.hall
    device, _ = hall.pair(2)
    order: list[str] = []
    futures = []

    def meanwhile(change: Change) -> None:  # a device's action arrives while the tap is being handled
        if (1, 1) in change.tables and not futures:
            futures.append(hall.runtime.writer.run(lambda desk, gate: order.append("device action")))
            c.commit_from_device("player.out", {"round": 1, "table": 2, "players": [c.state.player_by_name("Gus").id]},
                                 device, "meanwhile-01")  # and one committed just before, not yet repainted
            c.after_paint(lambda: order.append("tap painted"))

    c.changed.connect(meanwhile)
    c.changed.connect(lambda change: order.append("table 2 repainted") if (1, 2) in change.tables else None)
    click(qtbot, card(window, 1).rows[2].out_button)
    assert c.judge_painting and order == [] and hall.runtime.server.hub.yield_to()  # the pages' fan-out waits too
    qtbot.waitUntil(lambda: len(order) == 3, timeout=2_000)
    assert order == ["tap painted", "device action", "table 2 repainted"] and not c.judge_painting
    assert not hall.runtime.server.hub.yield_to()
    assert futures[0].done() and points_shown(window, 1)["Cai"] != ""


def test_the_views_are_built_once_the_judges_tap_is_painted(served, qtbot, monkeypatch) -> None:
    """The views' build (with the standings, tens of ms in a big event) follows the tap's paint: Qt posts
    the paint at low priority, so the zero timer the tap starts would otherwise fire ahead of it."""
    window, c = served
    publisher = window.hall_menu.hall.runtime.writer.publisher.publisher
    order: list[str] = []
    plain = publisher.publish
    monkeypatch.setattr(publisher, "publish", lambda *args, **kw: (order.append("views built"), plain(*args, **kw))[1])

    def tapped(change: Change) -> None:
        if (1, 1) in change.tables and "tap painted" not in order:
            c.after_paint(lambda: order.append("tap painted"))

    c.changed.connect(tapped)
    # Tapped from within the event loop, as a judge's tap is delivered (Qt then looks at its timers first).
    QTimer.singleShot(0, lambda: click(qtbot, card(window, 1).rows[2].out_button))
    qtbot.waitUntil(lambda: "views built" in order, timeout=2_000)
    assert order[:2] == ["tap painted", "views built"] and not c.judge_painting
    assert next(p for t in assemble(httpx.get(window.hall_menu.hall.url("/api/hall"), timeout=5).json()["parts"])
                ["tables"] for p in t["players"] if p["name"] == "Cai")["status"] == "out"


def test_the_pages_fan_out_waits_from_the_start_of_the_judges_commit(served, qtbot, monkeypatch) -> None:
    """The durable append lets go of the interpreter's lock: the server's loop must not take it to write pages."""
    window, c = served
    hub = window.hall_menu.hall.runtime.server.hub
    store = c.session.store
    asked: list[bool] = []
    plain = store.append_many
    monkeypatch.setattr(store, "append_many", lambda *a, **k: (asked.append(hub.yield_to()), plain(*a, **k))[1])
    assert not hub.yield_to()
    click(qtbot, card(window, 1).rows[2].out_button)
    assert asked == [True] and points_shown(window, 1)["Cai"] != ""


def test_the_paced_standings_are_built_a_step_a_turn_with_device_actions_between(served, qtbot, monkeypatch) -> None:
    window, c = served
    hall = window.hall_menu.hall
    publisher = hall.runtime.writer.publisher.publisher
    device, _ = hall.pair(2)
    qtbot.waitUntil(lambda: not c.judge_painting, timeout=2_000)
    order: list[str] = []
    plain = publisher.standings_in_steps

    def stepped(state):
        for _ in plain(state):
            order.append("step")
            if order.count("step") == 1:  # a device's action arrives while the standings are built
                hall.runtime.writer.run(lambda desk, gate: order.append("device action"))
            yield
        order.append("standings out")

    monkeypatch.setattr(publisher, "standings_in_steps", stepped)
    monkeypatch.setattr(publisher, "clock", lambda: 1e9)  # the pacing's two seconds have passed
    gus = c.state.player_by_name("Gus").id
    change = c.commit_from_device("player.out", {"round": 1, "table": 2, "players": [gus]}, device, "paced-0001")
    hall.runtime.writer.publisher.take(change)  # as the device's job does: its table now, the standings later
    assert order == []
    qtbot.waitUntil(lambda: "standings out" in order, timeout=2_000)
    assert order[0] == "step" and order.index("device action") < order.index("standings out")
    standings = assemble(httpx.get(hall.url("/api/hall"), timeout=5).json()["parts"])["standings"]
    assert next(s for s in standings if s["name"] == "Gus")["games"] == 1


def test_the_pages_are_built_from_the_change_each_commit_returned(served, qtbot, monkeypatch) -> None:
    """One "what changed": the desk's click and a device's action each reach the publisher as the Change
    the session returned for them, not as one worked out again from the entries."""
    window, c = served
    hall = window.hall_menu.hall
    publisher = hall.runtime.writer.publisher.publisher
    device, _ = hall.pair(2)
    qtbot.waitUntil(lambda: not c.judge_painting, timeout=2_000)
    committed: list[tuple[Change, bool]] = []
    c.committed.connect(lambda change, click: committed.append((change, click)))
    published: list[Change] = []
    plain = publisher.publish

    def recording(state, now, change=None, **kw):
        if change is not None and change.entries:
            published.append(change)
        plain(state, now, change, **kw)

    monkeypatch.setattr(publisher, "publish", recording)
    click(qtbot, card(window, 1).rows[2].out_button)
    qtbot.waitUntil(lambda: bool(published), timeout=2_000)
    (tapped, by_judge), = committed
    assert by_judge and published == [tapped] and tapped.tables == frozenset({(1, 1)})
    gus = c.state.player_by_name("Gus").id
    out = {"round": 1, "table": 2, "players": [gus]}
    future = hall.runtime.writer.run(lambda desk, gate: desk.commit("player.out", out, device, "one-change-0001"))
    qtbot.waitUntil(future.done, timeout=2_000)
    (sent, by_judge) = committed[-1]
    assert not by_judge and published[-1] == sent and sent.tables == frozenset({(1, 2)})
    assert len(published) == 2  # the device's, before its answer; nothing published twice
