"""Every place on disk Tableside uses, in one module.

``TABLESIDE_HOME`` (or ``override(path)`` in tests) moves them all under one folder, so tests and
portable installs never touch the user's real folders.
"""

from __future__ import annotations

import importlib.resources
import os
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


def log_dir() -> Path:
    """Where the rotating log files go (``tableside.log``, ``tableside.log.1``, ...): the one folder a
    judge is asked to send when something went wrong."""
    root = _root()
    return root / "logs" if root else Path(platformdirs.user_log_dir(APP, appauthor=False))


def cache_dir() -> Path:
    """What can be made again at any time (the window's compiled translations)."""
    root = _root()
    return root / "cache" if root else Path(platformdirs.user_cache_dir(APP, appauthor=False))


def settings_file() -> Path:
    return config_dir() / "settings.toml"


def user_presets_dir() -> Path:
    return config_dir() / "presets"


def resources_dir() -> Path:
    """The read-only files shipped with the app (icons, presets, web pages, licences).

    They are the package ``tableside.resources``, found through importlib.resources wherever the app
    runs: ``resources/`` of a checkout or an editable install, ``tableside/resources/`` in
    site-packages from a wheel, or inside the one-folder bundle. Every other module asks here, never
    decides for itself.
    """
    found = importlib.resources.files("tableside.resources")
    if not isinstance(found, Path):  # a zipped install: Tableside needs its files on disk
        raise RuntimeError(f"Tableside's resources must be plain files on disk, not {found!r}")
    return found
