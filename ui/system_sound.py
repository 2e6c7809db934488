"""The chimes through the system's own player, for a window without QtMultimedia (the bundle, a bare
``pip install``): ``winsound`` on Windows, ``afplay`` on macOS, PipeWire's ``pw-play``, PulseAudio's
``paplay`` or ALSA's ``aplay`` on Linux.

None of those players takes the same volume option (``aplay`` takes none), so the volume is put into
the sound itself: a copy of the chime with its samples scaled, kept in the cache folder. A player is
started and left to finish on its own; it is reaped at the next chime, never waited for.
"""

from __future__ import annotations

import array
import logging
import shutil
import subprocess
import sys
import wave
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)
LINUX_PLAYERS = (("pw-play",), ("paplay",), ("aplay", "-q"))


def system_command(which: Callable[[str], str | None] = shutil.which, platform: str = sys.platform) -> list[str] | None:
    """The command that plays a WAV file here (the file's path goes last); ``[]`` on Windows, where the
    standard library's ``winsound`` plays it; None when this system has none."""
    if platform.startswith("win"):
        return []
    if platform == "darwin":
        return ["afplay"] if which("afplay") else None
    for command in LINUX_PLAYERS:
        if which(command[0]):
            return list(command)
    return None


def scaled_wav(source: Path, volume: float, folder: Path) -> Path:
    """``source`` (16-bit PCM) with every sample times ``volume`` (0–1), written once into ``folder``."""
    percent = round(max(0.0, min(1.0, volume)) * 100)
    target = folder / f"{source.stem}-{percent}.wav"
    if target.is_file():
        return target
    with wave.open(str(source), "rb") as chime:
        params = chime.getparams()
        frames = chime.readframes(params.nframes)
    if params.sampwidth != 2:
        raise ValueError(f"{source.name} is not 16-bit PCM")
    samples = array.array("h", frames)
    if sys.byteorder == "big":  # WAV is little-endian
        samples.byteswap()
    scaled = array.array("h", (sample * percent // 100 for sample in samples))
    if sys.byteorder == "big":
        scaled.byteswap()
    folder.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part")
    with wave.open(str(partial), "wb") as out:
        out.setparams(params)
        out.writeframes(scaled.tobytes())
    partial.replace(target)  # a chime cut short by a crash is never played half-written
    return target


def _play_on_windows(sound: Path) -> None:
    if sys.platform == "win32":
        import winsound

        winsound.PlaySound(str(sound), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)


class SystemPlayer:
    """Plays a chime file through ``command`` (``system_command()``) at a volume, without waiting."""

    def __init__(self, command: list[str], folder: Path) -> None:
        self.command = command
        self.folder = folder
        self._playing: list[subprocess.Popen[bytes]] = []

    @property
    def name(self) -> str:
        return self.command[0] if self.command else "winsound"

    def play(self, path: Path, volume: float) -> None:
        self._reap()
        try:
            sound = scaled_wav(path, volume, self.folder)
            if not self.command:
                _play_on_windows(sound)
                return
            self._playing.append(subprocess.Popen([*self.command, str(sound)], stdin=subprocess.DEVNULL,
                                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        except (OSError, ValueError, RuntimeError) as err:  # a chime lost is never worth a judge's window
            log.warning("the chime %s did not play through %s: %s", path.name, self.name, err)

    def _reap(self) -> None:
        self._playing = [process for process in self._playing if process.poll() is None]

    def close(self) -> None:
        """Wait a moment for the chimes still sounding (a quit mid-chime), then stop them."""
        for process in self._playing:
            try:
                process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self._playing = []
