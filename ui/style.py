"""Look and feel: one colour-blind-safe palette, font sizes for arm's length, touch-sized buttons.

Colours come from the Okabe-Ito set (blue / orange / vermillion read apart for the common kinds of
colour blindness), and no status is shown by colour alone: every state also carries a word and a
symbol ("OUT", "WINNER", "⚠ 0:18", "❚❚ PAUSED").
"""

from __future__ import annotations

import re
from typing import Protocol

from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from tableside.app.display import SYM_HOLD as SYM_HOLD
from tableside.app.display import SYM_IN as SYM_IN
from tableside.app.display import SYM_INFO as SYM_INFO
from tableside.app.display import SYM_OUT as SYM_OUT
from tableside.app.display import SYM_PAUSE as SYM_PAUSE
from tableside.app.display import SYM_PLAY as SYM_PLAY
from tableside.app.display import SYM_WARN as SYM_WARN
from tableside.app.display import SYM_WIN as SYM_WIN

# Symbols that carry each state besides its colour (defined in the core: its view models use them).
from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.ui import plain_text

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

# Every rule names what it styles by object name (or property): a rule for "#parent QLabel" reaches every
# label ever parented there, dialogs included (the round bar's white text made the Extend dialog's labels
# white on grey, and its button rule put near-white behind the white text of "Start round").
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
/* The focus ring is 2 px wider than the border: the padding gives it back, so a focused button's text
   keeps its room ("Register" read "Registe" once focused). */
QPushButton:focus, QToolButton:focus {{ padding: 0 8px; }}
QPushButton:disabled, QToolButton:disabled {{ color: #8d8d8d; background: #eceeef; border-color: #c9ced2; }}
QPushButton[role="primary"] {{ background: {BLUE}; color: white; border-color: #005a8c; font-weight: bold; }}
QPushButton[role="primary"]:disabled {{ background: #9fb8c9; color: #eef3f6; }}
QPushButton[role="out"] {{ font-weight: bold; }}
QPushButton[role="big"] {{ min-height: 52px; font-weight: bold; font-size: {BASE_PT + 3}pt; }}
QToolButton::menu-indicator {{ image: none; width: 0px; }}
QMenu::item:disabled {{ color: #8d8d8d; }}
QCheckBox::indicator {{ width: 26px; height: 26px; }}
QCheckBox {{ min-height: {TOUCH}px; min-width: {TOUCH}px; }}

#card {{ background: {PAPER}; border: 1px solid {LINE}; border-radius: 10px; padding: 3px; }}
#card[finished="true"] {{ background: #f6f7f8; }}
#card[current="true"] {{ border: 4px solid {BLUE}; padding: 0px; background: #f2f8fc; }}
#cardTitle {{ font-size: {BASE_PT + 5}pt; font-weight: bold; }}
#cardGame, #cardRoundNote {{ font-size: {BASE_PT + 1}pt; color: {MUTED}; }}
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

#callBadge {{ background: {ORANGE}; color: white; font-weight: bold; border-radius: 6px; padding: 2px 8px; }}
#pauseBanner {{ border-radius: 8px; padding: 4px; }}
#pauseBanner[state="vote"] {{ background: #e3f0f9; border: 2px dashed {BLUE}; }}
#pauseBanner[state="pending"] {{ background: #fff4dc; border: 3px dashed {ORANGE}; }}
#pauseBanner[state="paused"] {{ background: #dcecf7; border: 3px solid {BLUE}; }}
#pauseBanner[state="held"] {{ background: #fbe3d3; border: 3px solid {VERMILLION}; }}
#pauseTitle {{ font-size: {BASE_PT + 3}pt; font-weight: bold; }}

#roundBar {{ background: #20303d; }}
#roundTitle, #roundClock, #roundState {{ color: white; }}
#roundTitle {{ font-size: {BASE_PT + 3}pt; font-weight: bold; }}
#roundClock {{ font-size: {BASE_PT + 10}pt; font-weight: bold; font-family: "DejaVu Sans Mono", monospace; }}
#roundState {{ font-size: {BASE_PT + 1}pt; font-weight: bold; }}

/* The compact card (app.density): the property is set on one card and its own widgets only, never on a
   dialog or menu opened from it. Smaller letters and buttons; the same colours and signs. */
#card[density="compact"] {{ border-radius: 6px; padding: 1px; }}
#card[density="compact"][current="true"] {{ border: 3px solid {BLUE}; padding: 0px; }}
QPushButton[density="compact"], QToolButton[density="compact"] {{ min-height: 20px; min-width: 20px; padding: 0 5px; }}
QPushButton[density="compact"]:focus, QToolButton[density="compact"]:focus {{ padding: 0 3px; }}
QPushButton[density="compact"][role="big"] {{ min-height: 20px; font-size: {BASE_PT}pt; }}
QCheckBox[density="compact"] {{ min-height: 20px; min-width: 20px; }}
QCheckBox[density="compact"]::indicator {{ width: 18px; height: 18px; }}
#cardTitle[density="compact"] {{ font-size: {BASE_PT + 1}pt; }}
#cardGame[density="compact"], #cardRoundNote[density="compact"] {{ font-size: {BASE_PT - 2}pt; }}
#cardStatus[density="compact"] {{ font-size: {BASE_PT - 2}pt; padding: 1px 6px; }}
#playerName[density="compact"] {{ font-size: {BASE_PT - 1.5}pt; }}
#playerStatus[density="compact"] {{ font-size: {BASE_PT - 2}pt; }}
#points[density="compact"] {{ font-size: {BASE_PT}pt; }}
#preview[density="compact"] {{ font-size: {BASE_PT - 2.5}pt; }}
#mainClock[density="compact"] {{ font-size: {BASE_PT - 2}pt; padding: 0px 2px; }}
#auxClock[density="compact"] {{ font-size: {BASE_PT - 2}pt; padding: 0px 3px; }}
#pauseBanner[density="compact"] {{ padding: 0px; border-width: 1px; border-radius: 6px; }}
#pauseTitle[density="compact"] {{ font-size: {BASE_PT}pt; }}
#decisionStrip[density="compact"] {{ border-width: 1px; border-radius: 6px; }}
#decisionText[density="compact"] {{ font-size: {BASE_PT - 2}pt; }}
#auxBig[density="compact"] {{ font-size: {BASE_PT}pt; }}

#messageBar {{ border-radius: 6px; }}
#messageBar[kind="refused"] {{ background: #fff1d6; border: 2px solid {ORANGE}; }}
#messageBar[kind="error"] {{ background: #fde2d2; border: 2px solid {VERMILLION}; }}
#messageBar[kind="warning"] {{ background: #fff1d6; border: 2px solid {ORANGE}; }}
#messageBar[kind="info"] {{ background: #e3f0f9; border: 2px solid {BLUE}; }}
#messageText {{ font-size: {BASE_PT}pt; background: transparent; }}
#messageScroller, #messageScroller > QWidget {{ background: transparent; border: none; }}
#helpScroller, #helpScroller > QWidget {{ background: transparent; border: none; }}

#restartBanner {{ background: #fde2d2; border: 2px solid {VERMILLION}; border-radius: 6px; }}
#restartText {{ font-size: {BASE_PT + 1}pt; font-weight: bold; }}

#startTitle {{ font-size: {BASE_PT + 14}pt; font-weight: bold; }}
#startHint {{ font-size: {BASE_PT + 1}pt; color: {MUTED}; }}

#helpPanel {{ background: {PAPER}; border: 3px solid {BLUE}; border-radius: 12px; }}
#helpTitle {{ font-size: {BASE_PT + 6}pt; font-weight: bold; }}
"""


THEMES = {"light": QT_TRANSLATE_NOOP("settings_dialog", "Light"), "dark": QT_TRANSLATE_NOOP("settings_dialog", "Dark"),
          "high-contrast": QT_TRANSLATE_NOOP("settings_dialog", "High contrast (black on white)")}

# The other themes are the light style sheet with its colours swapped, so every rule exists once.
_DARK = {
    "#1b1b1b": "#e8eaed", "#5a5a5a": "#aab2ba", "#ffffff": "#22282e", "#eef1f4": "#14181c", "#c4cad0": "#3c444c",
    "#8a9299": "#6b757f", "#f7f8f9": "#2c333a", "#e4edf5": "#34414d", "#cfdeec": "#3d5164", "#8d8d8d": "#7a828a",
    "#eceeef": "#23282d", "#c9ced2": "#3a4147", "#9fb8c9": "#2f4a5c", "#eef3f6": "#8fa3b0", "#f6f7f8": "#1b2025",
    "#00553e": "#4cd6a8", "#9a3d00": "#ffa066", "#e3f0f9": "#123247", "#ffe7d3": "#4a2410", "#7a2e00": "#ffc39a",
    "#9a9a9a": "#7d858c", "#fff4dc": "#3d2f0c", "#dcecf7": "#16364d", "#fbe3d3": "#4a2212", "#20303d": "#0b1116",
    "#f1f4f7": "#2c333a", "#fff1d6": "#3d2f0c", "#fde2d2": "#4a2212", "#f2f8fc": "#1a2733",
}
_HIGH_CONTRAST = {
    "#1b1b1b": "#000000", "#5a5a5a": "#000000", "#eef1f4": "#ffffff", "#c4cad0": "#000000", "#8a9299": "#000000",
    "#f7f8f9": "#ffffff", "#e4edf5": "#ffff66", "#cfdeec": "#ffd800", "#8d8d8d": "#4d4d4d", "#c9ced2": "#4d4d4d",
    "#0072b2": "#00358a", "#005a8c": "#000000", "#9fb8c9": "#4d6f99", "#e69f00": "#8a4b00", "#d55e00": "#a32100",
    "#00553e": "#003d2c", "#9a3d00": "#7a2e00", "#9a9a9a": "#4d4d4d", "#20303d": "#000000", "#f1f4f7": "#ffffff",
}
_PALETTES = {
    "dark": {"Window": "#1b2025", "WindowText": "#e8eaed", "Base": "#14181c", "AlternateBase": "#22282e",
             "Text": "#e8eaed", "Button": "#2c333a", "ButtonText": "#e8eaed", "ToolTipBase": "#22282e",
             "ToolTipText": "#e8eaed", "PlaceholderText": "#8a939c", "Highlight": BLUE, "HighlightedText": "#ffffff",
             "Link": SKY, "BrightText": "#ffffff"},
    "high-contrast": {"Window": "#ffffff", "WindowText": "#000000", "Base": "#ffffff", "AlternateBase": "#f0f0f0",
                      "Text": "#000000", "Button": "#ffffff", "ButtonText": "#000000", "ToolTipBase": "#ffffe0",
                      "ToolTipText": "#000000", "PlaceholderText": "#4d4d4d", "Highlight": "#00358a",
                      "HighlightedText": "#ffffff", "Link": "#00358a"},
}


def stylesheet(theme: str = "light", scale: float = 1.0) -> str:
    """The style sheet for a theme (unknown names read as light), its font sizes times ``scale``."""
    text = STYLESHEET
    swaps = {"dark": _DARK, "high-contrast": _HIGH_CONTRAST}.get(theme)
    if swaps:
        text = re.sub(r"#[0-9A-Fa-f]{6}\b", lambda m: swaps.get(m.group(0).lower(), m.group(0)), text)
    if theme == "high-contrast":
        text = text.replace("1px solid", "2px solid").replace("2px dashed", "3px dashed")
    if theme == "dark":
        text += "\n#cardStatus { color: #111111; }\n"  # the table's status chip keeps its light colours
    if scale != 1.0:
        text = re.sub(r"font-size: (\d+(?:\.\d+)?)pt",
                      lambda m: f"font-size: {round(float(m.group(1)) * scale, 1):g}pt", text)
    return text


def apply(app: QApplication, scale: float = 1.0, theme: str = "light") -> None:
    """Font scale and theme for the whole app; called at start-up and whenever the settings change."""
    scale = max(0.75, min(scale, 2.0))
    from tableside.ui import fonts

    font = fonts.with_fallback(app.font())  # the shipped font gives every symbol a glyph (ui.fonts)
    font.setPointSizeF(BASE_PT * scale)
    app.setFont(font)
    palette = app.style().standardPalette()
    for role, colour in _PALETTES.get(theme, {}).items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    app.setPalette(palette)
    app.setStyleSheet(stylesheet(theme, scale))


class _Texted(Protocol):
    """A label, a button or a line edit: whatever shows one text."""

    def text(self) -> str: ...
    def setText(self, text: str, /) -> None: ...


def repolish(widget: QWidget) -> None:
    """Re-read the style sheet after a dynamic property changed."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def show(widget: QWidget, visible: bool) -> None:
    """setVisible only when it changes (each call costs a layout pass otherwise)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def set_text(widget: _Texted, text: str) -> None:
    if widget.text() != text:
        widget.setText(text)


def set_enabled(widget: QWidget | QAction, enabled: bool) -> None:
    if widget.isEnabled() != enabled:
        widget.setEnabled(enabled)


def set_tip(widget: QWidget | QAction, tip: str) -> None:
    """A tooltip shown as written, whatever it holds (``plain_text.tip``)."""
    tip = plain_text.tip(tip)
    if widget.toolTip() != tip:
        widget.setToolTip(tip)


def set_prop(widget: QWidget, name: str, value: object) -> None:
    """Set a dynamic style property, re-polishing only when it really changed (repolish is not free)."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        repolish(widget)
