"""At 150 % (QT_SCALE_FACTOR=1.5) on a 1366x768 screen, 911x512 logical pixels, with the history and then the
standings docked beside 30 tables (one in each state): no text is cut, and every button lies in the window
or in a scroll area that scrolls to it (issue 26, part 2: "and at 150 % scale"). The factor is read once
when Qt starts, so the window runs in its own process (tests/ui/scaled_window.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.e2e
def test_the_docks_at_150_percent_on_1366x768_cut_nothing_and_hide_nothing(tmp_path):
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen",
           "TABLESIDE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-m", "tests.ui.scaled_window", str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    problems = [line for line in done.stdout.splitlines() if line.strip()]
    assert problems == [], "\n".join(problems)
    assert (tmp_path / "150pc-history.png").stat().st_size > 10_000  # the window was drawn
    assert (tmp_path / "150pc-standings.png").stat().st_size > 10_000
