"""A real X server for tests that must open a window on the xcb platform (Xvfb: no screen needed)."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

XVFB = shutil.which("Xvfb")
needs_xvfb = pytest.mark.skipif(XVFB is None, reason="no Xvfb binary on this machine")


@contextmanager
def xvfb_display() -> Iterator[str]:
    """Start Xvfb on a free display (it names it through -displayfd), yield ":N", stop it."""
    assert XVFB is not None
    read, write = os.pipe()
    server = subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()  # blocks until the server is ready (or has died: "")
        assert number, f"Xvfb did not start (exit {server.poll()})"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)
