"""``tableside serve`` and ``tableside replicate`` write to the log file too (issue 29, item 6): their status
lines (a token never), their refusals, and the traceback of anything unexpected; the console unchanged."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import pytest

from tableside.app import cli, log_file, paths
from tableside.app.cli import console_log
from tableside.app.cli import replicate as replicate_command
from tableside.ui.demo import build_demo
from tests.standby.helpers import Replica, Served, eventually, free_port


@pytest.fixture
def logged(tmp_path, monkeypatch):
    """In this process: the log in the test's folder, and everything start() changed given back."""
    monkeypatch.setattr(logging.getLogger(), "level", logging.getLogger().level)
    monkeypatch.delenv(replicate_command.TOKEN_ENV, raising=False)
    log_file.stop()  # a log another test of this process started would hold the file of its own folder
    paths.override(tmp_path)
    yield tmp_path / "logs" / log_file.LOG_NAME
    console_log.stop()
    paths.override(None)


def test_a_refusal_is_printed_as_before_and_logged(logged: Path, capsys) -> None:
    assert cli.main(["replicate", "http://127.0.0.1:9/", "copy.tableside"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == ("tableside replicate: give the standby token that tableside serve printed: --token TOKEN or "
                   "TABLESIDE_STANDBY_TOKEN\n")
    text = logged.read_text(encoding="utf-8")
    assert "INFO tableside.console: tableside replicate started" in text
    assert "WARNING tableside.console: tableside replicate: give the standby token" in text


def test_an_unexpected_error_is_logged_with_its_traceback(logged: Path, monkeypatch) -> None:
    def broken(args: object) -> int:
        raise RuntimeError("a fault nobody foresaw")

    monkeypatch.setattr(replicate_command, "run", broken)
    with pytest.raises(RuntimeError):  # raised on as before: Python prints it
        cli.main(["replicate", "http://127.0.0.1:9/", "copy.tableside"])
    text = logged.read_text(encoding="utf-8")
    assert "ERROR tableside.console: tableside replicate stopped: unexpected problem" in text
    assert "Traceback (most recent call last)" in text and "RuntimeError: a fault nobody foresaw" in text


def test_a_thread_s_error_is_logged_and_reported_as_before(logged: Path, monkeypatch) -> None:
    reported: list[object] = []
    monkeypatch.setattr(threading, "excepthook", reported.append)
    console_log.start("serve")

    def fail() -> None:
        raise ValueError("lost on a thread")

    thread = threading.Thread(target=fail, name="tableside-test-thread")
    thread.start()
    thread.join()
    assert len(reported) == 1  # the hook Python (or the runner) had is still called
    text = logged.read_text(encoding="utf-8")
    assert "tableside serve: unexpected problem on thread tableside-test-thread" in text
    assert "ValueError: lost on a thread" in text
    console_log.stop()
    assert threading.excepthook == reported.append


@pytest.mark.e2e
def test_serve_and_replicate_write_their_status_lines_to_the_log_file(tmp_path: Path) -> None:
    event = build_demo(tmp_path / "event.tableside")
    desk = Served(event, tmp_path / "desk-home")
    copy = None
    try:
        desk.pair(1)
        copy = Replica(desk.url, tmp_path / "copy.tableside", desk.token, tmp_path / "copy-home",
                       station=("Bob laptop", free_port()))
        copy.lines.wait_for(r"keeping a copy of")
        copy.kill()
        desk.quit()  # stdin 'quit': the console printed what it printed before (Served reads it)
    finally:
        desk.kill()
        if copy is not None:
            copy.kill()
    served = (tmp_path / "desk-home" / "logs" / "tableside.log").read_text(encoding="utf-8")
    assert "INFO tableside.console: tableside serve started" in served
    assert f"INFO tableside.console: Players' page: {desk.url}" in served
    assert f"Standby copy: tableside replicate {desk.url} COPY.tableside (its token is on the console only)" in served
    assert "paired to table 1 (its link is on the console only)" in served
    assert desk.token not in served and "#pair=" not in served
    kept = tmp_path / "copy-home" / "logs" / "tableside.log"
    text = eventually(lambda: kept.exists() and kept.read_text(encoding="utf-8"), "the copy's log")
    assert "INFO tableside.console: tableside replicate started" in text
    assert f"INFO tableside.console: tableside replicate: keeping a copy of {desk.url}" in text
    assert desk.token not in text
