"""The log a judge can send: rotating files in ``paths.log_dir()``, written with the standard ``logging``.

What goes in: the version and the system at start, which event file is opened or closed (its path),
warnings, and the traceback of anything that went wrong. What never goes in: an event file's content
(entries, hashes, payloads) or anything about players but their names. Callers keep to that; the tests
check it on a played event.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from . import __version__, paths

LOG_NAME = "tableside.log"
MAX_BYTES = 1_000_000  # a file a judge can mail; five old ones kept: the last few sessions
BACKUPS = 5
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
log = logging.getLogger("tableside")
_handler: logging.Handler | None = None


def log_path() -> Path:
    return paths.log_dir() / LOG_NAME


def start() -> Path | None:
    """Log to the rotating file (once per process); the file's path, or None when it cannot be written
    (a read-only home: Tableside still runs, and says so on standard error)."""
    global _handler
    path = log_path()
    if _handler is not None:
        return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as err:
        print(f"tableside: no log file ({path}: {err.strerror or err})", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _handler = handler
    log.info("Tableside %s started: Python %s on %s %s%s", __version__, platform.python_version(),
             platform.system(), platform.release(), " (bundled)" if getattr(sys, "frozen", False) else "")
    return path


def stop() -> None:
    """Close the file (tests; the process's end does it otherwise)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


Tell = Callable[[str], None]


def crash_sentence(path: Path | None) -> str:
    """The one plain sentence a judge sees when something unexpected happens."""
    if path is None:
        return "Tableside hit an unexpected problem; the details are on the terminal it was started from."
    return (f"Tableside hit an unexpected problem and wrote the details to {path}; "
            "please send that file to whoever supports you.")


def install_excepthook(tell: Tell) -> None:
    """Every uncaught exception (the main thread, other threads, and Qt slots, which Python reports through
    ``sys.excepthook``) is logged with its traceback, then ``tell`` shows the one sentence."""

    def hook(kind: type[BaseException], value: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, trace)
            return
        log.error("Uncaught exception", exc_info=(kind, value, trace))
        sentence = crash_sentence(log_path() if _handler is not None else None)
        print(sentence, file=sys.stderr)
        if _handler is None:
            sys.__excepthook__(kind, value, trace)
        tell(sentence)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook
