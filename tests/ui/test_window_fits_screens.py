"""The window fits any screen it meets: geometry kept per screen, fitted to the free area, the grid scrolls."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

from tableside.app import settings as app_settings
from tableside.ui import window_geometry
from tableside.ui.window_geometry import fit, fitted, restore, screen_key
from tests.ui.helpers import card, event_window, row

SIX = {t: [f"P{t}{i}" for i in range(4)] for t in range(1, 7)}
PLAYERS = tuple(name for names in SIX.values() for name in names)


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def reachable(window, widget) -> bool:
    """Scrolled to, the widget lies wholly inside the cards' viewport, and that inside the window."""
    scroll = window.event_view.scroll_area
    scroll.ensureWidgetVisible(widget, 0, 0)
    settle()
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    inside = viewport.rect().contains(QRect(top_left, widget.size()))
    seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    return inside and window.rect().contains(seen)


def test_fitted_moves_then_shrinks_a_frame_into_the_free_area():
    free = QRect(0, 0, 1366, 740)  # a 1366x768 screen less its panel
    assert fitted(QRect(0, 0, 1920, 1080), QSize(0, 28), free) == free
    assert fitted(QRect(1500, 600, 800, 560), QSize(0, 28), free) == QRect(566, 180, 800, 560)
    assert fitted(QRect(-40, -10, 800, 560), QSize(0, 28), free) == QRect(0, 0, 800, 560)
    second = QRect(1920, 0, 1280, 720)  # a projector to the right of the desk's screen
    assert fitted(QRect(100, 100, 1920, 1080), QSize(0, 0), second) == second


def test_a_window_fitted_to_a_small_free_area_lies_inside_it_with_its_minimum(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, SIX, timers_preset="document-002", players=PLAYERS)
    window.resize(1920, 1080)
    free = QRect(0, 0, 1280, 690)
    fit(window, free)
    assert free.contains(window.frameGeometry())
    assert window.minimumWidth() <= free.width() and window.minimumHeight() <= free.height()
    tiny = QRect(0, 0, 640, 480)
    fit(window, tiny)
    assert tiny.contains(window.frameGeometry())
    assert window.minimumSize().width() <= 640 and window.minimumSize().height() <= 480


def test_at_800x560_with_the_history_open_every_out_and_decide_can_be_scrolled_to(qtbot, clock, timers):
    # The walk's state after a screen change: 800x560, the cards wider than the window, no way to them.
    window, c = event_window(qtbot, clock, timers, SIX, timers_preset="document-002", players=PLAYERS)
    window.resize(800, 560)
    window.history_dock.setVisible(True)
    window.show()
    qtbot.waitExposed(window)
    settle()
    window.event_view.build_all()
    settle()
    scroll = window.event_view.scroll_area
    assert scroll.horizontalScrollBar().isVisible() and scroll.horizontalScrollBar().maximum() > 0  # sideways
    for table in (1, 6):
        r = card(window, table).rows[-1]
        for button in (r.out_button, r.decide_button, card(window, table).undo_button):
            assert reachable(window, button), (table, button.text())
    r = row(window, 1, "P10")
    assert reachable(window, r.decide_button)


def test_the_geometry_is_kept_per_screen_and_another_screens_is_not_used(qtbot, clock, timers):
    window, c = event_window(qtbot, clock, timers, {1: ["Ana", "Ben"]})
    screen = window.screen()
    key = screen_key(screen)
    size = screen.geometry().size()
    assert key == f"{screen.name()} {size.width()}x{size.height()}"
    window.resize(800, 580)  # (the offscreen screen is 800x600)
    window_geometry.remember(window, window.settings)
    assert list(window.settings.window_geometries) == [key]
    # What was saved on this screen comes back here, fitted; what another screen saved does not.
    settings = app_settings.Settings(window_geometries={key: window.settings.window_geometries[key]})
    window.resize(640, 480)
    restore(window, settings, screen)
    assert window.size() == QSize(800, 580)
    other = app_settings.Settings(window_geometries={"HDMI-9 3840x2160": window.settings.window_geometries[key]})
    window.resize(300, 200)
    restore(window, other, screen)  # not this screen's: the first-start size, fitted to the free area
    free = screen.availableGeometry()
    assert window.size() == QSize(min(free.width(), 1920), min(free.height(), 1080))
    assert free.contains(window.frameGeometry())


def test_the_geometries_survive_the_settings_file(tmp_path):
    path = tmp_path / "settings.toml"
    settings = app_settings.Settings(window_geometries={"eDP-1 1366x768": "AAAA", "HDMI-1 1920x1080": "BBBB"})
    app_settings.save(settings, path)
    assert app_settings.load(path).settings.window_geometries == settings.window_geometries
    path.write_text('window_geometries = { "eDP-1 1366x768" = 3 }\n', encoding="utf-8")
    assert app_settings.load(path).problem is not None  # a broken entry sets the file aside, as any other
