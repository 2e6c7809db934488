"""The desk's chimes (app.sound_cues says when; this plays them): resources/sounds/*.wav through
QtMultimedia's QSoundEffect, or else through the system's own player (``ui.system_sound``).

QtMultimedia is not in PySide6-Essentials: it comes with PySide6-Addons (``pip install
'tableside[sounds]'``, about 440 MB), so the bundle and a bare install play through the system's player
instead (winsound, afplay, pw-play, paplay or aplay). With neither the window works as before, silent,
and Settings says why; nothing imports QtMultimedia until a chime is due, so a window that never chimes
never loads it. Tests give a ``Player`` that records what would play.
"""

from __future__ import annotations

import importlib.util
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QUrl

from tableside.app import paths
from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.app.event.changes import Change
from tableside.app.settings import Settings
from tableside.app.sound_cues import CUES, Cue, SoundCues
from tableside.ui.controller import EventController
from tableside.ui.system_sound import SystemPlayer, system_command

log = logging.getLogger(__name__)
MISSING = QT_TRANSLATE_NOOP("settings_dialog", "Sounds need QtMultimedia, which comes with PySide6-Addons: pip install "
                                                "'tableside[sounds]' and restart Tableside.")


def sound_file(cue: Cue) -> str:
    return str(paths.resources_dir() / "sounds" / f"{cue}.wav")


def multimedia_installed() -> bool:
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


def sounds_available() -> bool:
    """Whether a chime can sound here: through QtMultimedia or the system's own player."""
    return multimedia_installed() or system_command() is not None


class Player(Protocol):
    def play(self, cue: Cue, volume: float) -> None: ...


class SystemChimes:
    """The chimes through the system's player (no QtMultimedia), their volume put into cached copies."""

    def __init__(self, command: list[str]) -> None:
        self.system = SystemPlayer(command, paths.cache_dir() / "chimes")
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.system.close)

    def play(self, cue: Cue, volume: float) -> None:
        self.system.play(Path(sound_file(cue)), volume)


def default_player(parent: QObject | None = None) -> Player:
    """QtMultimedia when it is installed, else the system's player, else a silent QtPlayer saying why."""
    if not multimedia_installed():
        command = system_command()
        if command is not None:
            return SystemChimes(command)
    return QtPlayer(parent)


class QtPlayer:
    """One QSoundEffect per chime, made at the first chime (QtMultimedia loads then, not before)."""

    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent
        self._effects: dict[Cue, Any] = {}
        self.problem = "" if multimedia_installed() else MISSING

    def effect(self, cue: Cue) -> Any:
        if cue not in self._effects:
            from PySide6.QtMultimedia import QSoundEffect  # type: ignore[import-not-found,attr-defined,unused-ignore]

            made = QSoundEffect(self._parent)
            made.setSource(QUrl.fromLocalFile(sound_file(cue)))
            self._effects[cue] = made
        return self._effects[cue]

    def play(self, cue: Cue, volume: float) -> None:
        if self.problem:
            return
        try:
            effect = self.effect(cue)
        except ImportError as err:  # QtMultimedia is there but its libraries are not (no libpulse, say)
            self.problem = f"{MISSING} ({err})"
            log.warning("sounds off: %s", err)
            return
        effect.setVolume(max(0.0, min(1.0, volume)))
        effect.play()


class Sounds(QObject):
    """Listens to the controller's wake-ups and plays the chimes due, as the settings say."""

    def __init__(self, controller: EventController, settings: Callable[[], Settings],
                 player: Player | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.settings = settings
        self.player: Player = player if player is not None else default_player(self)
        self.cues = SoundCues()
        self.played: list[Cue] = []
        controller.changed.connect(self._changed)
        controller.opened.connect(self._opened)

    def _opened(self) -> None:
        self.cues.reset()
        self.check()

    def _changed(self, _change: Change) -> None:
        self.check()

    def check(self) -> list[Cue]:
        """Play what the round clock and the tables make due now (each chime once, as it is crossed)."""
        c = self.controller
        if not c.is_open:
            return []
        chosen = self.settings()
        self.cues.warn_minutes = max(0, chosen.warn_minutes)
        due = self.cues.due(c.state, c.now())
        if due and chosen.sounds:
            for cue in due:
                self.player.play(cue, chosen.sound_volume / 100)
                self.played.append(cue)
        return due


__all__ = ["CUES", "MISSING", "Player", "QtPlayer", "Sounds", "SystemChimes", "default_player", "multimedia_installed",
           "sound_file", "sounds_available"]
