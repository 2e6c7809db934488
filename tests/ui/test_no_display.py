"""The window where no display can be opened (issue 29, item 6): one plain sentence and status 1, not Qt's
message about platform plugins."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tableside.ui.app import NO_DISPLAY, missing_display
from tests.standby.helpers import ROOT

BARE = {"PATH": "/usr/bin:/bin", "HOME": "/tmp"}


def test_the_sentence_is_said_only_on_linux_with_no_display_and_no_platform_chosen() -> None:
    assert missing_display(BARE, "linux") == NO_DISPLAY
    assert missing_display({**BARE, "DISPLAY": ":0"}, "linux") is None
    assert missing_display({**BARE, "WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert missing_display({**BARE, "QT_QPA_PLATFORM": "offscreen"}, "linux") is None  # chosen: Qt's to say
    assert missing_display(BARE, "win32") is None and missing_display(BARE, "darwin") is None
    assert NO_DISPLAY.count(".") == 1 and NO_DISPLAY.endswith("run without one).")


@pytest.mark.e2e
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux display variables")
def test_the_demo_without_a_display_says_so_in_one_sentence_and_exits_1(tmp_path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(PYTHONPATH=str(ROOT), TABLESIDE_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "tableside.ui.launcher", "demo"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == NO_DISPLAY + "\n"
    assert done.stdout == ""
    assert NO_DISPLAY.startswith("Tableside needs a display to open its window: ")
