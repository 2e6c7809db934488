"""The window's station and ``tableside replicate --as`` run one station runtime (issue 23): both construct
the class ``app.standby.keeper.Keeper`` names, as a judge station, with no network (each stops at the build)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tableside.app.cli import replicate
from tableside.app.standby import keeper as keeper_module
from tableside.app.standby import station as station_module
from tableside.app.standby.station import StationInfo
from tests.ui.helpers import make_window

EVENT = "ab" * 32


class Built(Exception):
    pass


def test_the_window_and_the_command_line_build_the_same_runtime(qtbot, clock, timers, tmp_path: Path,
                                                                monkeypatch) -> None:
    built: list[tuple[type, str, StationInfo | None]] = []

    class Spy(keeper_module.Keeper):
        def __init__(self, url: str, token: str, path: str, **kwargs) -> None:
            built.append((type(self), path, kwargs.get("station")))
            raise Built  # no thread, no network: what was built is all this test needs

    monkeypatch.setattr(keeper_module, "Keeper", Spy)
    monkeypatch.setattr(station_module, "event_identity", lambda url, token: EVENT)
    args = argparse.Namespace(url="http://127.0.0.1:9/", file=str(tmp_path / "copy.tableside"), token="t" * 32,
                              station_name="Carl laptop", serve_url="http://127.0.0.1:8799/", host="127.0.0.1",
                              no_qr=True)
    with pytest.raises(Built):
        replicate.run(args)
    window, c = make_window(qtbot, clock, timers)
    with pytest.raises(Built):
        window.station_menu.link.join("http://127.0.0.1:9/", "t" * 32, "Bob laptop", "http://127.0.0.1:8798/")
    (command_line, copy, carl), (window_station, replica, bob) = built
    assert command_line is window_station is Spy
    assert (copy, carl.name) == (args.file, "Carl laptop") and bob is not None and bob.name == "Bob laptop"
    assert Path(replica) == station_module.replica_path(EVENT)  # the window's replica, in the data folder
    assert not window.station_menu.active and c.remote is None  # nothing half-joined is left behind
