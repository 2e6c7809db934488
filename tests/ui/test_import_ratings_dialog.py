"""Issue 11 item 11: the New event dialog imports a ratings CSV (all of it, or a bad line named and none)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from tableside.app.event.standings import standings
from tableside.ui.new_event_dialog import NewEventDialog
from tests.ui.helpers import click, make_window

# The offscreen platform says so when a dialog asks for what only a real screen does.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def dialog_on(qtbot, files):
    """The dialog, with the file dialog replaced by a queue of chosen paths."""
    asked = []

    def ask(title, folder, filters):
        asked.append(title)
        return str(files.pop(0)) if files else None

    dialog = NewEventDialog("contribution", "round-clock-only", ask_open=ask)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, asked


def test_a_ratings_file_is_imported_by_clicking_and_the_event_starts_from_it(qtbot, clock, timers, tmp_path):
    good = tmp_path / "autumn-ratings.csv"
    good.write_bytes("\ufeffname,rating\nAna,1300\nÉmile,870\nBen,1000\n".encode())
    dialog, asked = dialog_on(qtbot, [good])
    assert dialog.ratings_note.text().startswith("None")
    assert not dialog.clear_ratings_button.isEnabled()
    click(qtbot, dialog.import_ratings_button)
    assert asked == ["Import ratings from an earlier event"]
    assert dialog.ratings_note.text().startswith("3 ratings from autumn-ratings.csv")
    assert dialog.problem.text() == ""
    dialog.name.setText("Winter Cup")
    dialog.file.setText(str(tmp_path / "winter.tableside"))
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    data = dialog.create_data()
    assert data["ratings"] == {"Ana": 1300, "Émile": 870, "Ben": 1000}

    window, c = make_window(qtbot, clock, timers)
    assert window.open_event(dialog.path(), create_data=data)
    assert c.register("ana") and c.register("Émile") and c.register("Zoë")
    assert {s.name: s.total for s in standings(c.state)} == {"ana": 1300, "Émile": 870, "Zoë": 1000}


def test_a_bad_line_is_named_and_nothing_is_imported(qtbot, tmp_path):
    good = tmp_path / "good.csv"
    good.write_text("Ana,1300\n", encoding="utf-8")
    bad = tmp_path / "bad.csv"
    bad.write_text("name,rating\nBen,1100\nCai,-40\nDee\n", encoding="utf-8")
    dialog, _ = dialog_on(qtbot, [good, bad])
    click(qtbot, dialog.import_ratings_button)
    assert dialog.ratings == {"Ana": 1300}
    click(qtbot, dialog.import_ratings_button)
    problem = dialog.problem.text()
    assert problem.startswith("bad.csv: no ratings were read: line 3: the rating '-40' is not a whole number")
    assert "line 4: 1 column(s)" in problem and problem.endswith("Nothing was imported.")
    assert "Ben" not in dialog.ratings and dialog.ratings == {"Ana": 1300}  # the file before stands
    assert dialog.create_data()["ratings"] == {"Ana": 1300}
    click(qtbot, dialog.clear_ratings_button)
    assert "ratings" not in dialog.create_data()


def test_cancelling_the_file_dialog_changes_nothing_and_points_systems_take_no_ratings(qtbot, tmp_path):
    good = tmp_path / "good.csv"
    good.write_text("Ana,1300\n", encoding="utf-8")
    dialog, asked = dialog_on(qtbot, [])
    click(qtbot, dialog.import_ratings_button)
    assert asked and dialog.ratings == {} and dialog.problem.text() == ""
    assert dialog.import_ratings(str(good))
    dialog.system.setCurrentIndex(dialog.system.findData("table-points"))
    assert not dialog.import_ratings_button.isVisible()
    assert "ratings" not in dialog.create_data()
