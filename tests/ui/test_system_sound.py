"""Issue 26 part 5: a window without QtMultimedia (the bundle, a bare install) still chimes, through the
system's own player, at the volume Settings says."""

from __future__ import annotations

import array
import stat
import sys
import wave
from pathlib import Path

import pytest

from tableside.app.sound_cues import CUES
from tableside.ui import sounds
from tableside.ui.settings_dialog import SettingsDialog
from tableside.ui.sounds import SystemChimes, default_player, sound_file
from tableside.ui.system_sound import scaled_wav, system_command


def samples(path: Path) -> array.array[int]:
    with wave.open(str(path), "rb") as chime:
        values = array.array("h", chime.readframes(chime.getnframes()))
    if sys.byteorder == "big":
        values.byteswap()
    return values


def which_of(*present: str):
    return lambda name: f"/usr/bin/{name}" if name in present else None


@pytest.mark.parametrize(("platform", "present", "expected"), [
    ("linux", ("pw-play", "paplay", "aplay"), ["pw-play"]),
    ("linux", ("paplay", "aplay"), ["paplay"]),
    ("linux", ("aplay",), ["aplay", "-q"]),
    ("linux", (), None),
    ("darwin", ("afplay",), ["afplay"]),
    ("darwin", (), None),
    ("win32", (), []),
])
def test_each_system_plays_through_its_own_player(platform, present, expected):
    assert system_command(which_of(*present), platform) == expected


@pytest.mark.parametrize("volume", [0.0, 0.3, 0.5, 1.0])
def test_the_volume_is_put_into_the_samples(tmp_path, volume):
    source = Path(sound_file("end"))
    made = scaled_wav(source, volume, tmp_path)
    original, scaled = samples(source), samples(made)
    assert len(scaled) == len(original) and max(original) > 1000
    percent = round(volume * 100)
    assert list(scaled) == [value * percent // 100 for value in original]
    with wave.open(str(made), "rb") as a, wave.open(str(source), "rb") as b:
        assert a.getparams() == b.getparams()


def test_a_scaled_chime_is_made_once_and_kept(tmp_path):
    first = scaled_wav(Path(sound_file("warning")), 0.7, tmp_path)
    stamp = first.stat().st_mtime_ns
    again = scaled_wav(Path(sound_file("warning")), 0.7, tmp_path)
    assert again == first and again.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in tmp_path.iterdir()) == ["warning-70.wav"]


def test_settings_says_nothing_is_missing_when_a_system_player_is_there(qtbot, monkeypatch):
    monkeypatch.setattr(sounds, "system_command", lambda: ["paplay"])
    dialog = SettingsDialog(sounds.Settings())
    qtbot.addWidget(dialog)
    assert dialog.sounds_note.text() == ""
    monkeypatch.setattr(sounds, "system_command", lambda: None)
    silent = SettingsDialog(sounds.Settings())
    qtbot.addWidget(silent)
    assert "QtMultimedia" in silent.sounds_note.text()


@pytest.mark.e2e
@pytest.mark.skipif(sys.platform.startswith("win"), reason="Windows plays through winsound, not a command")
def test_every_chime_plays_through_a_real_player_process_at_the_volume_chosen(tmp_path, monkeypatch, qapp):
    """A stand-in ``paplay`` (a real executable on PATH) records the file each chime hands it."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    heard = tmp_path / "heard.txt"
    player = bin_dir / ("afplay" if sys.platform == "darwin" else "paplay")
    player.write_text(f"#!/bin/sh\necho \"$@\" >> '{heard}'\n", encoding="utf-8")
    player.chmod(player.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.setattr(sounds, "multimedia_installed", lambda: False)
    monkeypatch.setattr(sounds, "system_command", system_command)  # (the UI tests' silencer undone)
    chimes = default_player()
    assert isinstance(chimes, SystemChimes)
    for cue in CUES:
        chimes.play(cue, 0.4)
    chimes.system.close()
    played = [Path(line.split()[-1]) for line in heard.read_text(encoding="utf-8").splitlines()]
    assert sorted(p.name for p in played) == sorted(f"{cue}-40.wav" for cue in CUES)
    for path in played:
        cue = path.name.removesuffix("-40.wav")
        assert list(samples(path)) == [v * 40 // 100 for v in samples(Path(sound_file(cue)))]
