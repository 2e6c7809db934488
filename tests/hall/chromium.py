"""Debian's chromium, as the browser tests drive it (Playwright, the machine's own binary)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

needs_chromium = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed "
                                    "(.ci/run installs it)")


def keep(shot: Path) -> None:
    """Copy a test's screenshot to the folder ``TABLESIDE_SCREENSHOTS`` names, if it names one."""
    folder = os.environ.get("TABLESIDE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(folder) / shot.name)


def tap(locator, timeout_ms: int = 10_000) -> None:
    """A click once the button is enabled. ``force``: the table page repaints its buttons as its clocks tick,
    and Playwright's wait for an element that holds still then costs about a second a click."""
    from playwright.sync_api import expect

    expect(locator).to_be_enabled(timeout=timeout_ms)
    locator.click(force=True)
