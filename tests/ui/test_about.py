"""Help > About: the version, the licence (MIT, from resources/LICENSE.txt) and the app icon."""

from __future__ import annotations

from tableside.app import __version__, paths
from tableside.ui.about_dialog import ICON_SIZES, AboutDialog, app_icon, licence_text
from tests.ui.helpers import make_window


def test_about_shows_the_version_and_the_mit_licence(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert f"Tableside {__version__}" in dialog.text.text()
    assert "MIT License" in dialog.text.text()
    licence = dialog.licence.toPlainText()
    assert licence.startswith("MIT License")
    assert "Permission is hereby granted, free of charge" in licence
    assert licence == (paths.resources_dir() / "LICENSE.txt").read_text(encoding="utf-8")
    assert not dialog.windowIcon().isNull()


def test_a_missing_licence_file_still_says_mit(monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    assert licence_text().startswith("MIT License (the full text")


def test_the_app_icon_has_every_size(qtbot):
    icon = app_icon()
    assert not icon.isNull()
    sizes = sorted(size.width() for size in icon.availableSizes())
    assert sizes == sorted(ICON_SIZES)
    assert icon.pixmap(48, 48).width() == 48


def test_help_menu_opens_about(qtbot, clock, timers, monkeypatch):
    window, _ = make_window(qtbot, clock, timers)
    shown = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: shown.append(self.text.text()) or 0)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    about = next(a for a in help_menu.actions() if a.text() == "&About Tableside")
    about.trigger()
    assert len(shown) == 1 and __version__ in shown[0]


def test_about_shows_the_third_party_notices_with_qt_under_the_lgpl(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["Licence", "Third-party notices"]
    notices = dialog.notices.toPlainText()
    assert notices == (paths.resources_dir() / "licences" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for part in ("Qt 6", "PySide6", "platformdirs", "tomli-w", "Starlette", "Uvicorn", "segno"):
        assert f"\n- {part}" in notices, part
    assert "LGPL-3.0" in notices


def test_missing_notices_still_name_the_licences(monkeypatch, tmp_path):
    from tableside.ui.about_dialog import notices_text

    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    assert "could not be read" in notices_text() and "LGPL-3.0" in notices_text()


def test_the_apps_system_library_notices_follow_when_the_bundle_has_them(monkeypatch, tmp_path):
    import shutil

    from tableside.ui.about_dialog import notices_text

    shutil.copytree(paths.resources_dir() / "licences", tmp_path / "licences")
    assert "libxcb-icccm4" not in notices_text()
    (tmp_path / "licences" / "SYSTEM-LIBRARIES.txt").write_text("libxcb-icccm4: libxcb-icccm.so.4\nMIT\n")
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    text = notices_text()
    assert text.startswith("Third-party software in Tableside") and text.rstrip().endswith("libxcb-icccm.so.4\nMIT")
