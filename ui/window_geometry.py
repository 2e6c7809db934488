"""Where the window opens: the size and place it had on this screen, never larger than the screen's free area.

A geometry saved on one screen and restored on another (a projector plugged in for mirroring changes the
resolution) came back 800×560 with the cards' Out and Decide off the edge. So it is saved per screen (its
name and resolution), and whatever is restored is fitted into the screen's available area, the window's
minimum included; the cards' grid scrolls both ways for what does not fit.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QMainWindow

from tableside.app import settings as app_settings

MINIMUM = QSize(800, 560)  # below this only on a screen smaller still
DEFAULT_MAX = QSize(1920, 1080)  # a first start fills the screen up to this


def screen_key(screen: QScreen | None) -> str:
    """The screen as the saved geometries name it: its name and resolution ("HDMI-1 1920x1080")."""
    if screen is None:
        return ""
    size = screen.geometry().size()
    return f"{screen.name()} {size.width()}x{size.height()}"


def fitted(frame: QRect, extra: QSize, available: QRect) -> QRect:
    """The window's frame moved, then shrunk if it must, to lie inside ``available``.

    ``extra``: what the frame adds to the window's own size (title bar, borders)."""
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    x = min(max(frame.x(), available.left()), available.left() + available.width() - width)
    y = min(max(frame.y(), available.top()), available.top() + available.height() - height)
    return QRect(x, y, max(width, 1 + extra.width()), max(height, 1 + extra.height()))


def fit(window: QMainWindow, available: QRect) -> None:
    """Fit the window (not maximised) into ``available``, its minimum size with it."""
    extra = window.frameGeometry().size() - window.geometry().size()
    extra = QSize(max(0, extra.width()), max(0, extra.height()))
    window.setMinimumSize(min(MINIMUM.width(), available.width() - extra.width()),
                          min(MINIMUM.height(), available.height() - extra.height()))
    if window.isMaximized() or window.isFullScreen():
        return
    frame = fitted(window.frameGeometry(), extra, available)
    window.resize(frame.size() - extra)
    window.move(frame.topLeft())


def restore(window: QMainWindow, settings: app_settings.Settings, screen: QScreen | None) -> None:
    """The geometry saved for this screen (or the one saved before there were several), fitted to it."""
    saved = settings.window_geometries.get(screen_key(screen)) or (
        settings.window_geometry if not settings.window_geometries else "")
    if saved:
        window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))
    elif screen is not None:
        free = screen.availableGeometry()
        window.resize(min(free.width(), DEFAULT_MAX.width()), min(free.height(), DEFAULT_MAX.height()))
        window.move(free.topLeft())
    else:
        window.resize(1280, 720)
    if screen is not None:
        fit(window, screen.availableGeometry())


def remember(window: QMainWindow, settings: app_settings.Settings) -> None:
    """Save the window's geometry for the screen it is on (keeping what other screens have)."""
    key = screen_key(window.screen())
    if key:
        settings.window_geometries[key] = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
