"""Presets in the window: the broken ones said once at start (the app still starts), the Presets dialog
(list, import, export, remove) and the new-event dialog offering them."""

from __future__ import annotations

import pytest

from tableside.app import paths
from tableside.app.event.timebase import FakeTime
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui import app as ui_app
from tableside.ui.new_event_dialog import NewEventDialog
from tableside.ui.presets_dialog import PresetsDialog
from tests.ui.fake_timer import FakeTimer
from tests.ui.helpers import make_window

BROKEN = 'system = "rplops"\n\n[options]\nx = "lots"\n'


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLESIDE_HOME", str(tmp_path / "home"))
    paths.override(tmp_path / "home")
    yield tmp_path / "home"
    paths.override(None)


def timers_factory(parent):
    return FakeTimer(parent)


def user_file(kind: str, name: str, text: str):
    path = paths.user_presets_dir() / kind / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_window_starts_and_says_once_which_presets_are_broken(qtbot):
    bad = user_file("scoring", "bad", BROKEN)
    bad_timer = user_file("timers", "slow", "main_ms = 0\n")
    user_file("scoring", "mine", 'system = "rplops2"\n[options]\nx = 10\n')
    window = ui_app.create_window(("last", None))
    qtbot.addWidget(window)
    window.show()
    message = window.message_bar.message()
    assert window.message_bar.kind == "warning"
    assert "could not be read and were left out" in message
    assert f"{bad}, line 4: rplops option x must be a number" in message
    assert f"{bad_timer}, line 1: main_ms must be longer than 0 ms" in message
    assert window.stack.currentWidget() is window.start_screen
    dialog = NewEventDialog(presets=None, parent=window)
    qtbot.addWidget(dialog)
    offered = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert offered == ["table-points", "rplops", "rplops2", "plops", "contribution", "placement", "mine"]


def test_no_message_when_every_preset_reads(qtbot):
    window = ui_app.create_window(("last", None))
    qtbot.addWidget(window)
    window.show()
    assert window.message_bar.message() == "" and window.message_bar.isHidden()


def test_the_presets_dialog_lists_imports_exports_and_removes(qtbot, tmp_path):
    user_file("scoring", "broken", BROKEN)
    dialog = PresetsDialog()
    qtbot.addWidget(dialog)
    rows = [dialog.tree.topLevelItem(i).text(1) for i in range(dialog.tree.topLevelItemCount())]
    assert rows == ["table-points", "rplops", "rplops2", "plops", "contribution", "placement", "document-002",
                    "judge-time", "last-turn", "minutes-by-number", "round-clock-only"]
    assert not dialog.problems.isHidden() and "broken.toml, line 4" in dialog.problems.toPlainText()

    source = tmp_path / "blitz.toml"
    source.write_text("# quick games\nmain_ms = 60_000\n")
    assert dialog.import_file(source)
    assert "Imported the timers preset 'blitz'" in dialog.status.text()
    assert dialog.selected().name == "blitz" and not dialog.selected().builtin
    assert dialog.remove_button.isEnabled()

    bad = tmp_path / "wrong.toml"
    bad.write_text("main_ms = -3\n")
    assert not dialog.import_file(bad)
    assert "Not imported:" in dialog.status.text() and "wrong.toml, line 1" in dialog.status.text()

    source.write_text("main_ms = 90_000\n")
    dialog.confirm_replace = lambda question: False
    assert not dialog.import_file(source)
    assert "you kept your preset 'blitz'" in dialog.status.text()
    dialog.confirm_replace = lambda question: "blitz" in question
    assert dialog.import_file(source)
    assert dialog.selected().rules.main_ms == 90_000

    dialog.select("scoring", "rplops")
    assert not dialog.remove_button.isEnabled()  # shipped presets stay
    out = tmp_path / "out" / "rplops-copy.toml"
    out.parent.mkdir()
    assert dialog.export_to(out)
    assert out.read_bytes() == (paths.resources_dir() / "presets" / "scoring" / "rplops.toml").read_bytes()

    dialog.select("timers", "blitz")
    assert dialog.remove_selected()
    assert not (paths.user_presets_dir() / "timers" / "blitz.toml").exists()
    assert "Removed your timers preset 'blitz'" in dialog.status.text()


def test_the_new_event_dialog_fills_the_options_from_a_preset(qtbot):
    dialog = NewEventDialog("rplops", "document-002")
    qtbot.addWidget(dialog)
    dialog.name.setText("Cup")
    assert dialog.preset.currentData() == "rplops" and dialog.system.currentData() == "rplops"
    assert dialog.rplops_x.text() == "50" and dialog.rplops_use_hours.isChecked()
    assert dialog.create_data()["options"] == {"x": "50", "use_hours": True, "hours": "1"}
    dialog.apply_preset("placement")
    data = dialog.create_data()
    assert data["system"] == "placement" and data["options"] == {"points": [5, 3, 1, 0]}
    assert data["table_sizes"] == [4]
    assert dialog.chosen_presets() == ("placement", "document-002")
    dialog.system.setCurrentIndex(dialog.system.findData("plops"))
    assert dialog.chosen_presets() == ("plops", "document-002")  # changed by hand: the system is remembered


def test_an_event_is_created_from_a_placement_preset_and_a_user_timer_preset(qtbot):
    user_file("timers", "blitz", "main_ms = 45_000\n")
    dialog = NewEventDialog("placement", "blitz")
    qtbot.addWidget(dialog)
    dialog.name.setText("Cup")
    data = dialog.create_data()
    assert isinstance(data["timers"], dict) and data["timers"]["main_ms"] == 45_000
    assert dialog.chosen_presets() == ("placement", "blitz")
    window, controller = make_window(qtbot, FakeTime(), timers_factory, MemoryStore())
    assert controller.do("event.create", data)
    settings = controller.state.settings
    assert settings.system == "placement" and tuple(settings.table_sizes) == (4,)
    assert settings.rules.main_ms == 45_000


def test_a_placement_preset_with_a_list_per_table_size_makes_a_4_and_3_event(qtbot):
    user_file("scoring", "club", 'system = "placement"\ntable_sizes = [4, 3]\n\n'
              '[options.points]\n4 = [5, 3, 1, 0]\n3 = [3, 1, 0]\n')
    dialog = NewEventDialog("club", "document-002")
    qtbot.addWidget(dialog)
    dialog.name.setText("Cup")
    assert dialog.placement_points.text() == "4: 5, 3, 1, 0; 3: 3, 1, 0"
    data = dialog.create_data()
    assert data["options"] == {"points": {"4": [5, 3, 1, 0], "3": [3, 1, 0]}}
    assert data["table_sizes"] == [4, 3]
    window, controller = make_window(qtbot, FakeTime(), timers_factory, MemoryStore())
    assert controller.do("event.create", data)
    assert tuple(controller.state.settings.table_sizes) == (4, 3)


def test_placement_points_typed_per_size_in_the_dialog_set_the_table_sizes(qtbot):
    dialog = NewEventDialog("placement", "document-002")
    qtbot.addWidget(dialog)
    dialog.name.setText("Cup")
    dialog.system.setCurrentIndex(dialog.system.findData("placement"))
    dialog.placement_points.setText("3: 3, 1, 0; 4: 5, 3, 1, 0")
    assert dialog.check() is None
    data = dialog.create_data()
    assert data["options"] == {"points": {"3": [3, 1, 0], "4": [5, 3, 1, 0]}}
    assert data["table_sizes"] == [4, 3]
    dialog.placement_points.setText("4: 5, 3, 1, 0")
    dialog.placement_points.setText("4: 5, 3, 1")
    assert "placement points for 4 players need 4 values" in dialog.check()


def test_file_new_event_from_presets_remembers_the_preset_names(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from tableside.app import settings as app_settings
    from tableside.ui.setup_dialog import SetupDialog

    user_file("timers", "blitz", "main_ms = 45_000\n")
    window, controller = make_window(qtbot, FakeTime(), timers_factory)
    window.settings_path = tmp_path / "settings.toml"

    def fill(dialog):
        dialog.name.setText("Spring Cup")
        dialog.apply_preset("rplops2")
        dialog.timers.setCurrentIndex(dialog.timers.findData("blitz"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewEventDialog, "exec", fill)
    monkeypatch.setattr(SetupDialog, "exec", lambda self: 0)
    window.new_event()
    assert controller.is_open and controller.state.settings.name == "Spring Cup"
    assert controller.state.settings.system == "rplops2"
    assert controller.state.settings.options == {"x": "6", "use_hours": False, "hours": "1"}
    assert controller.state.settings.rules.main_ms == 45_000
    saved = app_settings.load(tmp_path / "settings.toml")
    assert saved.problem is None
    assert (saved.settings.default_system, saved.settings.default_timers) == ("rplops2", "blitz")
