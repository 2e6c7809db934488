"""Every place on disk Tableside uses, in one module.

``TABLESIDE_HOME`` (or ``override(path)`` in tests) moves them all under one folder, so tests and
portable installs never touch the user's real folders.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "Tableside"
_override: Path | None = None
_data_folder: Path | None = None


def override(root: Path | None) -> None:
    """Every folder under ``root`` (None: back to normal); also forgets a chosen data folder."""
    global _override, _data_folder
    _override = root
    _data_folder = None


def _root() -> Path | None:
    if _override is not None:
        return _override
    env = os.environ.get("TABLESIDE_HOME")
    return Path(env) if env else None


def config_dir() -> Path:
    root = _root()
    return root / "config" if root else Path(platformdirs.user_config_dir(APP, appauthor=False))


def use_data_folder(folder: str | Path | None) -> None:
    """The judge's own data folder (Settings.data_folder); None or "" goes back to the default."""
    global _data_folder
    _data_folder = Path(folder).expanduser() if folder else None


def data_dir() -> Path:
    """Where event files go: the judge's chosen folder, else the default below (or TABLESIDE_HOME)."""
    if _data_folder is not None:
        return _data_folder
    return default_data_dir()


def default_data_dir() -> Path:
    root = _root()
    return root / "data" if root else Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings_file() -> Path:
    return config_dir() / "settings.toml"


def user_presets_dir() -> Path:
    return config_dir() / "presets"


def resources_dir() -> Path:
    """The read-only files shipped with the app (icons, presets, styles, licence).

    From a checkout (or an editable install) that is ``resources/`` beside ``app/``; inside the
    one-folder bundle PyInstaller builds, it is ``resources/`` in the bundle's data folder, which
    PyInstaller names in ``sys._MEIPASS``. Every other module asks here, never decides for itself.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"
