"""Every place on disk Tableside uses, in one module.

``TABLESIDE_HOME`` (or ``override(path)`` in tests) moves them all under one folder, so tests and
portable installs never touch the user's real folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "Tableside"
_override: Path | None = None


def override(root: Path | None) -> None:
    global _override
    _override = root


def _root() -> Path | None:
    if _override is not None:
        return _override
    env = os.environ.get("TABLESIDE_HOME")
    return Path(env) if env else None


def config_dir() -> Path:
    root = _root()
    return root / "config" if root else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    """Where event files go unless the judge picks another folder."""
    root = _root()
    return root / "data" if root else Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings_file() -> Path:
    return config_dir() / "settings.toml"


def user_presets_dir() -> Path:
    return config_dir() / "presets"


def resources_dir() -> Path:
    """The read-only files shipped with the app (presets, styles, demo data)."""
    return Path(__file__).resolve().parents[1] / "resources"
