"""The Local network dock's rows (ui.hall.panel.RevokeRows) are kept, not made anew on each refresh: made
anew, 130 devices' rows cost the main thread 0.4-0.9 s every few seconds (deleting and laying out their
widgets), and the hall's device actions, queued for that thread, waited behind it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from tableside.ui.hall.panel import RevokeRows


def rows_of(texts: dict[str, str], revoked: list[str]) -> list[tuple[str, str, str, object]]:
    return [(key, text, "", lambda key=key: revoked.append(key)) for key, text in texts.items()]


def test_a_refresh_changes_the_text_in_place_and_makes_only_the_rows_that_came(qtbot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    made: list[str] = []
    rows = RevokeRows(layout, extra=lambda key: made.append(key) or QPushButton("Replace"))
    layout.addStretch(1)
    revoked: list[str] = []
    texts = {f"d{n:03d}": f"Table {n}: not heard" for n in range(1, 131)}
    rows.show(rows_of(texts, revoked))
    widgets = {key: (label, rows.buttons[key], rows.extras[key]) for key, label in rows.labels.items()}
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)

    texts = {key: f"{text} · last heard 1 s ago" for key, text in texts.items()}  # the heard timer's refresh
    texts = {"d000": "Table 0: not heard", **texts}  # a device paired before the others
    del texts["d065"]  # one revoked
    buttons = rows.show(rows_of(texts, revoked))

    assert made == list(widgets) + ["d000"]  # a Replace button made once per row, never again
    assert all(rows.labels[key] is widgets[key][0] and buttons[key] is widgets[key][1]
               and rows.extras[key] is widgets[key][2] for key in texts if key != "d000")
    assert [layout.itemAt(i).widget().findChild(type(rows.labels["d001"])).text()  # type: ignore[union-attr]
            for i in range(3)] == [texts["d000"], texts["d001"], texts["d002"]]
    assert layout.count() == 131 and layout.itemAt(130).spacerItem() is not None  # the stretch stays last
    assert "d065" not in rows.labels and "d065" not in buttons and "d065" not in rows.extras
    buttons["d007"].click()
    assert revoked == ["d007"]
