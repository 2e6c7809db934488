"""The app's own settings (recent files, window geometry, defaults, display) in a TOML file.

Written atomically (temporary file, fsync, rename) so a crash never leaves half a file. A file that
cannot be read is moved aside, never deleted, and the app starts on defaults with a message.
"""

from __future__ import annotations

import datetime
import os
import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import tomli_w

from . import paths
from .atomic_file import write_atomically
from .text import QT_TRANSLATE_NOOP, Text

MAX_RECENT = 10


@dataclass
class Settings:
    recent_files: list[str] = field(default_factory=list)
    last_event: str = ""
    window_geometry: str = ""  # Qt's saveGeometry(), base64, from before it was kept per screen (read only)
    # Qt's saveGeometry(), base64, for each screen the window closed on ("HDMI-1 1920x1080"): a geometry is
    # restored only on the screen, at the resolution, it was saved on.
    window_geometries: dict[str, str] = field(default_factory=dict)
    default_system: str = "table-points"
    default_timers: str = "document-002"
    data_folder: str = ""  # where new event files go; "" is app.paths' default data folder
    font_scale: float = 1.0  # 0.75 to 2
    projector_screen: int = 0  # the screen the projector opens on: 1 is the first screen; 0 chooses itself
    theme: str = "light"  # "light", "dark" or "high-contrast"
    sounds: bool = True  # the chimes (ui.sounds): before the round's end, at its end, a table held by a restart
    sound_volume: int = 80  # percent
    warn_minutes: int = 5  # the warning chime this many minutes before the round's end (0: none)
    density: str = "auto"  # the table cards: "auto" (by the screen), "compact" or "comfortable" (app.density)
    language: str = ""  # the window's language: "" follows the system, else "en", "de", "es", "fr" (ui.i18n)

    def remember(self, event_file: str) -> None:
        self.recent_files = [event_file] + [f for f in self.recent_files if f != event_file]
        del self.recent_files[MAX_RECENT:]
        self.last_event = event_file


@dataclass
class Loaded:
    settings: Settings
    problem: Text | None = None  # plain words for the judge when the file had to be set aside


def load(path: Path | None = None) -> Loaded:
    path = path or paths.settings_file()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Loaded(Settings())
    except OSError as err:
        return Loaded(Settings(), Text(QT_TRANSLATE_NOOP("messages", "Could not read the settings file {path}: "
                                                         "{reason}. Using defaults."),
                                       {"path": str(path), "reason": err.strerror}))
    try:
        return Loaded(_from_dict(tomllib.loads(raw.decode("utf-8"))))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, TypeError, ValueError) as err:
        aside = _set_aside(path)
        return Loaded(Settings(), Text(QT_TRANSLATE_NOOP("messages", "The settings file {path} was broken "
                                                         "({reason}); it was kept as {aside} and Tableside started "
                                                         "with default settings."),
                                       {"path": str(path), "reason": str(err), "aside": aside.name}))


def save(settings: Settings, path: Path | None = None) -> None:
    write_atomically(path or paths.settings_file(), tomli_w.dumps(asdict(settings)).encode("utf-8"))


def _from_dict(data: dict[str, Any]) -> Settings:
    defaults = Settings()
    values = {}
    for f in fields(Settings):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(defaults, f.name)
        if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not type(default) or (
            isinstance(value, list) and not all(isinstance(v, str) for v in value)
        ) or (isinstance(value, dict) and not all(isinstance(k, str) and isinstance(v, str)
                                                  for k, v in value.items())):
            raise ValueError(f"{f.name} should be {type(default).__name__}, not {value!r}")
        values[f.name] = value
    return Settings(**values)


def _set_aside(path: Path) -> Path:
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, aside)
    return aside
