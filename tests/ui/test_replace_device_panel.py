"""The Local network panel's devices (issue 27, part 5): when each was last heard, and Replace, which
revokes the table's device (logged) and shows the new one's pairing QR code; the old token is then refused
with a 403 and nothing written. A device's judge call reaches the window served on loopback."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from tests.hall.pairing_link import token_of
from tests.ui.helpers import click, event_window
from tests.ui.test_hall_window import post_in_thread

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")  # the offscreen platform, on a dock shown


@pytest.fixture
def served(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"], 2: ["Dee", "Eve", "Fay", "Gus"]})
    window.show()
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    yield window, c
    window.hall_menu.stop()


def test_a_device_is_heard_called_and_replaced(served, qtbot) -> None:
    window, c = served
    hall = window.hall_menu.hall
    panel = window.hall_menu.panel
    old, address = hall.pair(1)
    token = token_of(address)
    qtbot.waitUntil(lambda: old in panel.device_lines, timeout=2_000)
    assert panel.device_lines[old] == f"Table 1: device {old} · not heard since serving began"
    assert panel.heard_timer.isActive()  # it reads again by itself while a device is listed

    called = post_in_thread(hall.url("/"), token, {"id": "call-from-d1-01", "kind": "call.raise", "table": 1,
                                                   "reason": "rules", "note": "is this legal?"})
    qtbot.waitUntil(lambda: "status" in called or "error" in called, timeout=10_000)
    assert called.get("status") == 200, called
    qtbot.waitUntil(lambda: window.calls_dock.widget().rows != [], timeout=2_000)
    assert window.calls_dock.widget().rows[0].what.text() == "Table 1 · Rules question"
    row = panel.device_rows.labels[old], panel.revoke_buttons[old], panel.replace_buttons[old]
    panel.refresh_devices()
    assert panel.device_lines[old] == f"Table 1: device {old} · last heard 0 s ago"
    # The same row, its text changed in place: no widget made or deleted (ui.hall.panel.RevokeRows).
    kept = panel.device_rows.labels[old], panel.revoke_buttons[old], panel.replace_buttons[old]
    assert all(now is before for now, before in zip(kept, row, strict=True))
    assert row[0].text() == panel.device_lines[old]

    seen: dict[str, object] = {}

    def look_and_close() -> None:
        dialog = panel.open_dialog
        seen["device"], seen["address"] = dialog.device, dialog.address
        seen["qr"] = not dialog.qr.pixmap().isNull()
        dialog.accept()

    qtbot.waitUntil(panel.replace_buttons[old].isVisible, timeout=2_000)  # a new row shows on the next turn
    QTimer.singleShot(0, look_and_close)
    click(qtbot, panel.replace_buttons[old])
    new = seen["device"]
    assert new != old and seen["qr"] and "#pair=" in str(seen["address"])
    assert not c.state.devices[old].active and c.state.devices[new].active and c.state.devices[new].table == 1
    assert [e.kind for e in c.entries()][-2:] == ["device.revoke", "device.pair"]

    head = c.state.seq
    refused = post_in_thread(hall.url("/"), token, {"id": "old-device-done1", "kind": "call.done", "table": 1})
    qtbot.waitUntil(lambda: "status" in refused or "error" in refused, timeout=10_000)
    assert refused.get("status") == 400  # a device may not end a call: only a judge does
    refused = post_in_thread(hall.url("/"), token, {"id": "old-device-call2", "kind": "call.raise", "table": 1,
                                                    "reason": "time"})
    qtbot.waitUntil(lambda: "status" in refused or "error" in refused, timeout=10_000)
    assert refused.get("status") == 403, refused
    assert refused["body"]["message"].startswith("this device's pairing is unknown or was revoked")
    assert c.state.seq == head and c.entries()[-1].kind == "device.pair"
    # The new device's token is taken: its call is judged on the table as it stands (one call open already).
    fresh = token_of(str(seen["address"]))
    again = post_in_thread(hall.url("/"), fresh, {"id": "new-device-call1", "kind": "call.raise", "table": 1,
                                                  "reason": "time"})
    qtbot.waitUntil(lambda: "status" in again or "error" in again, timeout=10_000)
    assert again.get("status") == 409 and again["body"]["message"] == "A judge is already called to table 1"
