"""The log a judge can send (app.log_file): rotating files in the log folder, the traceback of anything
uncaught, one plain sentence naming the file, and nothing of an event file's content."""

from __future__ import annotations

import logging
import sys
import threading

import pytest

from tableside.app import log_file, paths


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # given back after the test
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(logging.getLogger(), "level", logging.getLogger().level)
    paths.override(tmp_path)
    yield tmp_path
    log_file.stop()
    paths.override(None)


def test_the_log_goes_to_the_log_folder_and_names_the_version(home):
    path = log_file.start()
    assert path == home / "logs" / "tableside.log" == log_file.log_path()
    logging.getLogger("tableside.test").info("hello")
    text = path.read_text(encoding="utf-8")
    assert "INFO tableside: Tableside " in text and " started: Python " in text
    assert "INFO tableside.test: hello" in text
    assert log_file.start() == path  # once per process: no second handler
    assert text.count("started") == 1


def test_the_log_rotates_and_keeps_five_old_files(home):
    path = log_file.start()
    line = "x" * 999
    for _ in range(log_file.MAX_BYTES // 1000 * 7):
        logging.getLogger("tableside.test").info(line)
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["tableside.log", *(f"tableside.log.{n}" for n in range(1, 6))]
    assert all(p.stat().st_size <= log_file.MAX_BYTES for p in path.parent.iterdir())


def test_the_platformdirs_log_folder_without_an_override(monkeypatch):
    import platformdirs

    monkeypatch.delenv("TABLESIDE_HOME", raising=False)
    paths.override(None)
    assert paths.log_dir() == __import__("pathlib").Path(platformdirs.user_log_dir("Tableside", appauthor=False))


def raise_and_hook(message: str) -> None:
    try:
        raise ValueError(message)
    except ValueError:
        sys.excepthook(*sys.exc_info())


def test_an_uncaught_exception_is_logged_with_its_traceback_and_told_in_one_sentence(home, capsys):
    path = log_file.start()
    told: list[str] = []
    log_file.install_excepthook(told.append)
    raise_and_hook("the projector went away")
    text = path.read_text(encoding="utf-8")
    assert "ERROR tableside: Uncaught exception\nTraceback (most recent call last):" in text
    assert "in raise_and_hook" in text and "ValueError: the projector went away" in text
    assert told == [f"Tableside hit an unexpected problem and wrote the details to {path}; "
                    "please send that file to whoever supports you."]
    assert told[0].count(".") == 1 + str(path).count(".")  # one sentence
    assert capsys.readouterr().err.strip() == told[0]


def test_an_exception_in_another_thread_is_logged_and_told(home):
    path = log_file.start()
    told: list[str] = []
    log_file.install_excepthook(told.append)

    def fail() -> None:
        raise RuntimeError("the thread failed")

    worker = threading.Thread(target=fail)
    worker.start()
    worker.join(timeout=10)
    assert "RuntimeError: the thread failed" in path.read_text(encoding="utf-8")
    assert len(told) == 1 and str(path) in told[0]


def test_without_a_writable_log_folder_the_app_still_runs_and_says_where_to_look(home, capsys):
    (home / "logs").write_text("a file where the folder should be")
    assert log_file.start() is None
    assert "no log file" in capsys.readouterr().err
    told: list[str] = []
    log_file.install_excepthook(told.append)
    raise_and_hook("nowhere to write")
    assert told == ["Tableside hit an unexpected problem; the details are on the terminal it was started from."]
    assert "ValueError: nowhere to write" in capsys.readouterr().err  # the traceback, on the terminal
