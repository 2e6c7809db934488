"""``tableside serve`` and the window's File ▸ Serve run the very same desk (``app.hall.service.DeskRuntime``):
one assembly of hub, publisher, log, server, pairing and stand-down, not two that drift apart."""

from __future__ import annotations

import argparse

import pytest

from tableside.app.cli import serve
from tableside.app.event.session import EventSession
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.hall import service
from tableside.app.hall.service import DeskRuntime, HallService
from tableside.app.hall.writer import SessionWriter
from tableside.ui.hall import serving
from tableside.ui.hall.bridge import QtBackend
from tests.ui.helpers import event_window


class Built(Exception):
    pass


def test_serve_and_the_window_use_the_same_runtime_class(qtbot, clock, timers, monkeypatch) -> None:
    headless = HallService(lambda: EventSession(MemoryStore()), "127.0.0.1", 0)
    try:
        assert type(headless) is DeskRuntime and isinstance(headless.writer, SessionWriter)
    finally:
        assert headless.server is not None
        headless.server.sock.close()  # bound, never started

    window, _ = event_window(qtbot, clock, timers, {1: ["Ana", "Ben", "Cai"]})
    window.hall_menu.host, window.hall_menu.port = "127.0.0.1", 0
    window.hall_menu.action.trigger()
    try:
        assert type(window.hall_menu.hall.runtime) is type(headless)
        assert serving.DeskRuntime is service.DeskRuntime
        assert isinstance(window.hall_menu.hall.runtime.writer, QtBackend)
    finally:
        window.hall_menu.stop()

    def built(*args: object, **kwargs: object) -> None:
        raise Built

    monkeypatch.setattr(service, "HallService", built)  # what ``serve`` constructs, caught before it serves
    args = argparse.Namespace(file="cup.tableside", host="127.0.0.1", port=0)
    with pytest.raises(Built):
        serve.serve(args, lambda: EventSession(MemoryStore()), None, None)
