"""The takeover's command line refuses what it cannot do, in one line, and writes nothing."""

from __future__ import annotations

import pytest

from tableside.ui.demo import build_demo
from tests.standby.helpers import entries_of, run_tableside

pytestmark = pytest.mark.e2e  # runs tableside as a process


def test_take_over_needs_a_station_name_when_the_copy_never_joined(tmp_path) -> None:
    copy = build_demo(tmp_path / "copy.tableside")
    before = entries_of(copy)
    done = run_tableside(tmp_path / "home", "serve", str(copy), "--take-over", "--port", "0", "--no-qr")
    assert done.returncode == 2
    assert done.stderr.strip().endswith('name this station: --as NAME (the name judges see, e.g. "Bob\'s laptop")')
    assert entries_of(copy) == before


def test_a_bad_station_address_or_a_name_without_take_over_is_refused(tmp_path) -> None:
    copy = build_demo(tmp_path / "copy.tableside")
    before = entries_of(copy)
    home = tmp_path / "home"
    bad = run_tableside(home, "serve", str(copy), "--take-over", "--as", "Bob", "--serve-url", "http://host/")
    assert bad.returncode == 2 and "a station's url must look like http://192.168.1.20:8765/" in bad.stderr
    alone = run_tableside(home, "serve", str(copy), "--as", "Bob")
    assert alone.returncode == 2 and "give them with --take-over" in alone.stderr
    half = run_tableside(home, "replicate", "http://127.0.0.1:1/", str(tmp_path / "c.tableside"), "--as", "Bob",
                         "--token", "x" * 32)
    assert half.returncode == 2 and "needs both --as NAME and --serve-url" in half.stderr
    assert entries_of(copy) == before
