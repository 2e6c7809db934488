"""Every symbol the app draws has a glyph in the font it ships (resources/fonts, DejaVu Sans), and the
app's font names that font after the platform's: no tofu box for "❚❚ PAUSED" (D12), whatever fonts the
computer has."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics, QRawFont
from PySide6.QtWidgets import QApplication

from tableside.app import display, paths
from tableside.ui import fonts, style


def test_the_symbols_are_every_sym_of_app_display():
    for name in dir(display):
        if name.startswith("SYM_"):
            assert set(getattr(display, name)) <= set(fonts.SYMBOLS), name


@pytest.mark.parametrize("name", fonts.FILES)
def test_each_shipped_font_file_has_every_symbol(qapp, name):
    raw = QRawFont(str(paths.resources_dir() / "fonts" / name), 16)
    assert raw.isValid(), name
    missing = [ch for ch in fonts.SYMBOLS if not raw.supportsCharacter(ord(ch))]
    assert not missing, f"{name} lacks {missing}: draw another symbol or ship a font that has it"


def test_the_app_font_draws_every_symbol(qapp):
    style.apply(QApplication.instance())
    app_font = QApplication.instance().font()
    assert app_font.families()[-1] == fonts.FAMILY  # the shipped family, after the platform's own
    assert fonts.FAMILY in fonts.install()
    for font in (app_font, QFont(fonts.FAMILY)):
        for bold in (False, True):
            font.setBold(bold)
            metrics = QFontMetrics(font)
            missing = [ch for ch in fonts.SYMBOLS if not metrics.inFontUcs4(ord(ch))]
            assert not missing, (font.families(), bold, missing)


def test_the_old_pause_sign_is_gone_because_no_shipped_font_has_it(qapp):
    raw = QRawFont(str(paths.resources_dir() / "fonts" / "DejaVuSans.ttf"), 16)
    assert not raw.supportsCharacter(0x23F8)
    assert "\u23f8" not in fonts.SYMBOLS and display.SYM_PAUSE == "❚❚"


def test_the_licence_ships_beside_the_fonts_and_in_the_notices():
    folder = paths.resources_dir() / "fonts"
    assert "Bitstream Vera Fonts Copyright" in (folder / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    notices = (paths.resources_dir() / "licences" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    assert "\nDejaVu Sans (Bitstream-Vera)\n" in notices
