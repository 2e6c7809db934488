"""Look and feel: one colour-blind-safe palette, font sizes for arm's length, touch-sized buttons.

Colours come from the Okabe-Ito set (blue / orange / vermillion read apart for the common kinds of
colour blindness), and no status is shown by colour alone: every state also carries a word and a
symbol ("OUT", "WINNER", "⚠ 0:18", "⏸ PAUSED").
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

# Okabe-Ito
BLUE = "#0072B2"
SKY = "#56B4E9"
ORANGE = "#E69F00"
VERMILLION = "#D55E00"
GREEN = "#009E73"
PURPLE = "#CC79A7"
INK = "#1b1b1b"
MUTED = "#5a5a5a"
PAPER = "#ffffff"
BACK = "#eef1f4"
LINE = "#c4cad0"

TOUCH = 44  # px: the smallest button a finger hits reliably
BASE_PT = 12  # the app's base font size (pt); everything else scales from it

# Symbols that carry each state besides its colour.
SYM_OUT = "✕"
SYM_WIN = "★"
SYM_IN = "●"
SYM_WARN = "⚠"
SYM_PAUSE = "⏸"
SYM_PLAY = "▶"
SYM_INFO = "ℹ"
SYM_HOLD = "■"

STYLESHEET = f"""
QWidget {{ color: {INK}; }}
QMainWindow, #eventView, #startScreen {{ background: {BACK}; }}
QScrollArea, #cardArea {{ background: {BACK}; border: none; }}
QPushButton, QToolButton {{
    min-height: {TOUCH}px; min-width: {TOUCH}px; padding: 0 10px;
    border: 1px solid #8a9299; border-radius: 6px; background: #f7f8f9;
}}
QPushButton:hover, QToolButton:hover {{ background: #e4edf5; }}
QPushButton:pressed, QToolButton:pressed {{ background: #cfdeec; }}
QPushButton:focus, QToolButton:focus, QCheckBox:focus {{ border: 3px solid {BLUE}; }}
QPushButton:disabled, QToolButton:disabled {{ color: #8d8d8d; background: #eceeef; border-color: #c9ced2; }}
QPushButton[role="primary"] {{ background: {BLUE}; color: white; border-color: #005a8c; font-weight: bold; }}
QPushButton[role="primary"]:disabled {{ background: #9fb8c9; color: #eef3f6; }}
QPushButton[role="out"] {{ font-weight: bold; }}
QPushButton[role="big"] {{ min-height: 52px; font-weight: bold; font-size: {BASE_PT + 3}pt; }}
QToolButton::menu-indicator {{ image: none; width: 0px; }}
QCheckBox::indicator {{ width: 26px; height: 26px; }}
QCheckBox {{ min-height: {TOUCH}px; min-width: {TOUCH}px; }}

#card {{ background: {PAPER}; border: 1px solid {LINE}; border-radius: 10px; }}
#card[finished="true"] {{ background: #f6f7f8; }}
#cardTitle {{ font-size: {BASE_PT + 5}pt; font-weight: bold; }}
#cardGame {{ font-size: {BASE_PT + 1}pt; color: {MUTED}; }}
#cardStatus {{ font-size: {BASE_PT}pt; font-weight: bold; padding: 2px 8px; border-radius: 4px; }}

#playerName {{ font-size: {BASE_PT + 3}pt; font-weight: bold; }}
#playerName[out="true"] {{ color: {MUTED}; text-decoration: line-through; }}
#playerStatus {{ font-size: {BASE_PT}pt; color: {MUTED}; }}
#playerStatus[kind="winner"] {{ color: #00553e; font-weight: bold; }}
#playerStatus[kind="time"] {{ color: #9a3d00; font-weight: bold; }}
#points {{ font-size: {BASE_PT + 9}pt; font-weight: bold; }}
#preview {{ font-size: {BASE_PT}pt; color: {MUTED}; }}

#mainClock {{ font-size: {BASE_PT + 5}pt; font-weight: bold; font-family: "DejaVu Sans Mono", monospace;
              padding: 1px 6px; border: 2px solid transparent; border-radius: 6px; }}
#mainClock[state="running"] {{ border-color: {BLUE}; background: #e3f0f9; }}
#mainClock[state="warning"] {{ border-color: {VERMILLION}; background: #ffe7d3; color: #7a2e00; }}
#mainClock[state="expired"] {{ border-color: {VERMILLION}; background: {VERMILLION}; color: white; }}
#mainClock[state="off"] {{ color: #9a9a9a; }}
#auxClock {{ font-size: {BASE_PT + 1}pt; font-weight: bold; font-family: "DejaVu Sans Mono", monospace;
             padding: 1px 6px; border: 2px dashed {ORANGE}; border-radius: 6px; background: #fff4dc; }}

#decisionStrip {{ background: #fff4dc; border: 2px solid {ORANGE}; border-radius: 8px; }}
#decisionText {{ font-size: {BASE_PT + 2}pt; font-weight: bold; }}
#auxBig {{ font-size: {BASE_PT + 8}pt; font-weight: bold; font-family: "DejaVu Sans Mono", monospace; }}

#pauseBanner {{ border-radius: 8px; padding: 4px; }}
#pauseBanner[state="vote"] {{ background: #e3f0f9; border: 2px dashed {BLUE}; }}
#pauseBanner[state="pending"] {{ background: #fff4dc; border: 3px dashed {ORANGE}; }}
#pauseBanner[state="paused"] {{ background: #dcecf7; border: 3px solid {BLUE}; }}
#pauseBanner[state="held"] {{ background: #fbe3d3; border: 3px solid {VERMILLION}; }}
#pauseTitle {{ font-size: {BASE_PT + 3}pt; font-weight: bold; }}

#roundBar {{ background: #20303d; }}
#roundBar QLabel {{ color: white; }}
#roundTitle {{ font-size: {BASE_PT + 3}pt; font-weight: bold; }}
#roundClock {{ font-size: {BASE_PT + 10}pt; font-weight: bold; font-family: "DejaVu Sans Mono", monospace; }}
#roundState {{ font-size: {BASE_PT + 1}pt; font-weight: bold; }}
#roundBar QPushButton {{ background: #f1f4f7; }}

#messageBar {{ border-radius: 6px; }}
#messageBar[kind="refused"] {{ background: #fff1d6; border: 2px solid {ORANGE}; }}
#messageBar[kind="error"] {{ background: #fde2d2; border: 2px solid {VERMILLION}; }}
#messageBar[kind="warning"] {{ background: #fff1d6; border: 2px solid {ORANGE}; }}
#messageBar[kind="info"] {{ background: #e3f0f9; border: 2px solid {BLUE}; }}
#messageText {{ font-size: {BASE_PT + 1}pt; }}

#restartBanner {{ background: #fde2d2; border: 2px solid {VERMILLION}; border-radius: 6px; }}
#restartText {{ font-size: {BASE_PT + 1}pt; font-weight: bold; }}

#startTitle {{ font-size: {BASE_PT + 14}pt; font-weight: bold; }}
#startHint {{ font-size: {BASE_PT + 1}pt; color: {MUTED}; }}

#helpPanel {{ background: {PAPER}; border: 3px solid {BLUE}; border-radius: 12px; }}
#helpTitle {{ font-size: {BASE_PT + 6}pt; font-weight: bold; }}
"""


def apply(app: QApplication, scale: float = 1.0) -> None:
    font = QFont(app.font())
    font.setPointSizeF(BASE_PT * max(0.75, min(scale, 2.0)))
    app.setFont(font)
    app.setStyleSheet(STYLESHEET)


def repolish(widget) -> None:
    """Re-read the style sheet after a dynamic property changed."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def show(widget, visible: bool) -> None:
    """setVisible only when it changes (each call costs a layout pass otherwise)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def set_text(widget, text: str) -> None:
    if widget.text() != text:
        widget.setText(text)


def set_enabled(widget, enabled: bool) -> None:
    if widget.isEnabled() != enabled:
        widget.setEnabled(enabled)


def set_tip(widget, tip: str) -> None:
    if widget.toolTip() != tip:
        widget.setToolTip(tip)


def set_prop(widget, name: str, value) -> None:
    """Set a dynamic style property, re-polishing only when it really changed (repolish is not free)."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        repolish(widget)
