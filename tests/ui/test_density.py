"""Compact and comfortable table cards (issue 26, part 1): chosen by the screen, changed in View and
Settings and kept in the settings file; on a compact line nothing moves when a decision or a vote starts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from tableside.app import density as app_density
from tableside.app import settings as app_settings
from tableside.ui import style
from tableside.ui.settings_dialog import SettingsDialog
from tests.ui.clipping import clipped_texts
from tests.ui.helpers import card, event_window, row

PLAYERS = ("Ana", "Ben", "Cai", "Dee")


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize(("choice", "height", "expected"), [
    ("auto", 768, "compact"), ("auto", 1080, "compact"), ("auto", 1199, "compact"), ("auto", 1200, "comfortable"),
    ("auto", 1440, "comfortable"), ("compact", 2160, "compact"), ("comfortable", 720, "comfortable"),
    ("something else", 768, "compact"),
])
def test_the_density_follows_the_setting_or_the_screen_height(choice, height, expected):
    assert app_density.resolve(choice, height) == expected


def test_the_view_menu_changes_the_cards_and_the_settings_file_keeps_it(qtbot, clock, timers, tmp_path):
    window, c = event_window(qtbot, clock, timers, {1: list(PLAYERS)}, timers_preset="document-002")
    window.settings_path = tmp_path / "settings.toml"
    window.show()
    assert window.event_view.density == "compact"  # the offscreen screen is 600 px high
    assert card(window, 1).density == "compact" and card(window, 1).property("density") == "compact"
    compact_height = card(window, 1).sizeHint().height()
    window.density_actions["comfortable"].trigger()
    settle()
    assert window.event_view.density == "comfortable" and card(window, 1).density == "comfortable"
    assert card(window, 1).sizeHint().height() > compact_height
    assert app_settings.load(tmp_path / "settings.toml").settings.density == "comfortable"
    assert window.density_actions["comfortable"].isChecked() and not window.density_actions["auto"].isChecked()
    window.density_actions["auto"].trigger()
    settle()
    assert window.event_view.density == "compact"
    assert app_settings.load(tmp_path / "settings.toml").settings.density == "auto"


def test_the_settings_dialog_sets_the_density(qtbot, clock, timers, tmp_path):
    window, c = event_window(qtbot, clock, timers, {1: list(PLAYERS)}, timers_preset="document-002")
    window.settings_path = tmp_path / "settings.toml"
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.density.currentData() == "auto"
    dialog.density.setCurrentIndex(dialog.density.findData("comfortable"))
    dialog.save_button.click()
    dialog.apply_to(window)
    assert window.settings.density == "comfortable" and window.event_view.density == "comfortable"
    assert window.density_actions["comfortable"].isChecked()
    assert app_settings.load(tmp_path / "settings.toml").settings.density == "comfortable"


def test_a_compact_card_is_one_line_a_player(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: list(PLAYERS)}, timers_preset="document-002")
    window.resize(1366, 768)
    window.show()
    settle()
    for r in card(window, 1).rows:
        tops = {w.mapTo(card(window, 1), QPoint(0, 0)).y() for w in (r.name, r.score, r.clocks, r.buttons)}
        assert max(tops) - min(tops) <= 4  # name, points, clock and buttons side by side
        assert r.name.height() <= 30
    # The table's buttons are on its header line, the rarer ones in its menu.
    the_card = card(window, 1)
    header_y = the_card.title.mapTo(the_card, QPoint(0, 0)).y()
    for button in (the_card.together_button, the_card.undo_button):
        assert abs(button.mapTo(the_card, QPoint(0, 0)).y() - header_y) <= 12
    assert [a.text() for a in the_card.card_menu.actions()][1:] == ["Pair a device…", "Move or swap players…"]


def test_nothing_moves_on_the_line_when_a_decision_or_a_vote_starts(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: list(PLAYERS)}, timers_preset="document-002")
    window.resize(1366, 768)
    window.show()
    settle()
    the_card = card(window, 1)

    def places() -> dict[str, tuple[int, int]]:
        spots = {}
        for r in the_card.rows:
            for part in ("name", "score", "clocks", "buttons", "main_clock"):
                widget = getattr(r, part)
                spots[f"{r.pid} {part}"] = (widget.mapTo(the_card, QPoint(0, 0)).x(), widget.width())
        spots["undo"] = (the_card.undo_button.mapTo(the_card, QPoint(0, 0)).x(), the_card.undo_button.width())
        return spots

    before = places()
    row(window, 1, "Ben").decide_actions["roll-dice"].trigger()
    settle()
    assert row(window, 1, "Ben").aux_clock.isVisible() and not row(window, 1, "Ben").preview.isVisible()
    clock.advance(1_500)
    c.wake()
    settle()
    assert places() == before
    assert c.done(1, 1)
    assert c.request_pause(1, 1, c.state.player_by_name("Ana").id)
    settle()
    assert row(window, 1, "Cai").yes_button.isVisible()
    assert places() == before
    row(window, 1, "Cai").select.setChecked(True)
    settle()
    assert the_card.together_button.text() == "Out together (1)"
    assert places() == before


def test_a_new_text_size_measures_the_lines_again_and_cuts_nothing(qtbot, clock, timers, qapp, tmp_path):
    window, c = event_window(qtbot, clock, timers, {1: list(PLAYERS)}, timers_preset="document-002")
    window.settings_path = tmp_path / "settings.toml"
    window.resize(1366, 768)
    window.show()
    settle()
    out = row(window, 1, "Ana").out_button
    before = out.minimumWidth()
    try:
        dialog = SettingsDialog(window.settings, window)  # File ▸ Settings ▸ Text size, the cards kept
        qtbot.addWidget(dialog)
        dialog.font_scale.setValue(150)
        dialog.save_button.click()
        dialog.apply_to(window)
        settle()
        assert out.minimumWidth() > before
        assert clipped_texts(card(window, 1)) == []
    finally:
        style.apply(qapp)
