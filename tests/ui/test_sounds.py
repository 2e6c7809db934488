"""The chimes (issue 26, part 5): a warning the set minutes before the round's end, one at the end, one
when a table's timers are held after a restart; each once, as the clock crosses it; the settings turn
them off and set the volume. A fake player records what would play (the fake clock drives the wake-ups).
"""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

import pytest

from tableside.app import paths
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.settings import Settings
from tableside.app.sound_cues import CUES, SoundCues
from tableside.ui.controller import EventController
from tableside.ui.sounds import QtPlayer, Sounds, sound_file


class FakePlayer:
    def __init__(self) -> None:
        self.heard: list[tuple[str, float]] = []

    def play(self, cue, volume) -> None:
        self.heard.append((cue, volume))


def running(clock, timers, minutes=10):
    c = EventController(clock, timers)
    c.open_store(MemoryStore())
    assert c.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                 "round_minutes": minutes, "tiebreak_seed": "s"})
    assert c.import_players({"players": [{"name": n} for n in ("Ana", "Ben", "Cai", "Dee", "Eve", "Fay")]})
    assert c.open_round() and c.seat_round(1, "Catan") and c.start_round(1)
    return c


def at(c, clock, ms_left):
    """Move the fake time to ``ms_left`` before the round's end and wake the desk, as its timer would."""
    rnd = c.state.current_round
    target = rnd.started_at + rnd.clock.length_ms - ms_left
    clock.advance(target - c.now())
    c.wake()


def test_warning_then_end_each_once_at_the_volume_set(qtbot, clock, timers):
    c = running(clock, timers)
    settings = Settings(warn_minutes=5, sound_volume=60)
    player = FakePlayer()
    sounds = Sounds(c, lambda: settings, player)
    at(c, clock, 5 * 60_000 + 1_000)
    assert player.heard == []
    at(c, clock, 5 * 60_000 - 1_000)
    assert player.heard == [("warning", 0.6)]
    at(c, clock, 60_000)
    assert player.heard == [("warning", 0.6)]  # once
    at(c, clock, -1_000)
    assert player.heard == [("warning", 0.6), ("end", 0.6)]
    at(c, clock, -30_000)
    assert [cue for cue, _ in player.heard] == ["warning", "end"] == sounds.played


def test_off_in_the_settings_plays_nothing_and_zero_minutes_gives_no_warning(qtbot, clock, timers):
    c = running(clock, timers)
    settings = Settings(sounds=False)
    player = FakePlayer()
    Sounds(c, lambda: settings, player)
    at(c, clock, 4 * 60_000)
    assert player.heard == []
    settings.sounds, settings.warn_minutes = True, 0
    at(c, clock, 60_000)
    at(c, clock, -1)
    assert player.heard == [("end", 0.8)]


def test_opening_an_event_already_near_its_end_does_not_warn(qtbot, clock, timers):
    c = running(clock, timers)
    at(c, clock, 2 * 60_000)
    player = FakePlayer()
    Sounds(c, lambda: Settings(), player)
    c.opened.emit()
    at(c, clock, 60_000)
    assert player.heard == []


def test_a_table_held_after_a_restart_chimes_once(qtbot, clock, timers):
    c = running(clock, timers)
    cues = SoundCues()
    assert cues.due(c.state, c.now()) == []
    table = c.state.current_round.tables[1]
    table.held_by_restart = True
    assert cues.due(c.state, c.now()) == ["held"]
    assert cues.due(c.state, c.now()) == []
    table.held_by_restart = False
    assert cues.due(c.state, c.now()) == []


def test_the_chimes_are_short_pcm_wav_files_made_by_the_script(tmp_path):
    import importlib.util as iu

    spec = iu.spec_from_file_location("make_sounds", paths.resources_dir().parent / "packaging" / "make_sounds.py")
    if spec is None or not (paths.resources_dir().parent / "packaging" / "make_sounds.py").is_file():
        pytest.skip("packaging/ is in the checkout only")
    module = iu.module_from_spec(spec)
    spec.loader.exec_module(module)
    for cue in CUES:
        with wave.open(sound_file(cue), "rb") as chime:
            assert (chime.getnchannels(), chime.getsampwidth(), chime.getframerate()) == (1, 2, 22_050)
            assert chime.getnframes() / chime.getframerate() < 1.5
        assert module.write(cue, tmp_path).read_bytes() == Path(sound_file(cue)).read_bytes()
    licence = (paths.resources_dir() / "licences" / "SOUNDS.txt").read_text(encoding="utf-8")
    assert "Original work" in licence and "MIT" in licence


@pytest.mark.qt_log_ignore(r".*")  # QtMultimedia says what it finds (no sound server here, say)
def test_a_real_sound_effect_loads_the_file(qtbot):
    if importlib.util.find_spec("PySide6.QtMultimedia") is None:
        pytest.skip("QtMultimedia is not installed (pip install 'tableside[sounds]')")
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

    if not QMediaDevices.audioOutputs():
        pytest.skip("no audio output here: QSoundEffect cannot load without a device")
    player = QtPlayer()
    effect = player.effect("warning")
    qtbot.waitUntil(lambda: effect.status() != QSoundEffect.Status.Loading, timeout=5_000)
    assert effect.status() == QSoundEffect.Status.Ready and effect.isLoaded()
