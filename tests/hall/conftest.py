"""The hall's shared fixtures."""

from __future__ import annotations

import pytest

from tests.hall.chromium import ARGS, CHROMIUM
from tests.hall.helpers import serve_demo


@pytest.fixture
def service(tmp_path):
    """The demo event served by the hall service; modules that need another one define their own."""
    hall = serve_demo(tmp_path)
    yield hall
    hall.stop()


@pytest.fixture
def browser(tmp_path):
    """A fresh headless chromium profile with a phone's viewport (390 x 844)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=CHROMIUM, args=ARGS, headless=True,
            viewport={"width": 390, "height": 844})
        try:
            yield context
        finally:
            context.close()
