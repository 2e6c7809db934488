"""Window tests: offscreen, a hand-driven clock (FakeTime) and a hand-fired wake-up timer."""

from __future__ import annotations

import pytest

from tableside.app import paths
from tableside.app.event.timebase import FakeTime
from tests.ui.fake_timer import FakeTimer


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Settings and event files under the test's folder, never the user's."""
    monkeypatch.setenv("TABLESIDE_HOME", str(tmp_path / "home"))
    paths.override(tmp_path / "home")
    yield tmp_path / "home"
    paths.override(None)


@pytest.fixture
def clock():
    return FakeTime()


@pytest.fixture
def timers():
    made: list[FakeTimer] = []

    def factory(parent):
        timer = FakeTimer(parent)
        made.append(timer)
        return timer

    factory.made = made
    return factory


@pytest.fixture(autouse=True)
def silent_desk(monkeypatch):
    """The window's chimes stay silent in tests even where QtMultimedia or a system player is installed (it
    would talk to the sound server, and its warnings fail the test); tests/ui/test_sounds.py plays through
    a fake."""
    monkeypatch.setattr("tableside.ui.sounds.multimedia_installed", lambda: False)
    monkeypatch.setattr("tableside.ui.sounds.system_command", lambda: None)
