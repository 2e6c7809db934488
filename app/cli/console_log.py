"""``tableside serve`` and ``tableside replicate`` write to the app's log file too (``app.log_file``).

What they print as status lines goes in the log as well (``say``; a line holding a token is logged
without it: ``logged``), and so do their warnings and errors, with the traceback of anything
unexpected (on any thread). The console shows exactly what it showed before: status lines on standard
output, errors as one line on standard error, warnings of the app's modules as Python printed them
with no handler of its own (the message alone, on standard error), tracebacks as Python prints them.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from typing import TextIO

from .. import log_file

STATUS = "tableside.console"  # the logger of the status lines (printed already: not printed again)
status_log = logging.getLogger(STATUS)
_hooked = False
_undo: list[Callable[[], None]] = []  # what start() did, undone by stop() (tests)


class _AsBefore(logging.Handler):
    """What Python printed with no handler on the root logger (``logging.lastResort``): warnings and
    errors, the message alone, on standard error. The status lines are printed by ``say`` already."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)

    def emit(self, record: logging.LogRecord) -> None:
        last = logging.lastResort
        if last is not None and not (record.name == STATUS or record.name.startswith(STATUS + ".")):
            last.handle(record)


def start(command: str) -> None:
    """Log to the file from now on (once per process), the console unchanged."""
    global _hooked
    if _hooked:
        return
    root = logging.getLogger()
    had_handlers = bool(root.handlers)  # under a test runner, its own; from the command line, none
    log_file.start()
    if not had_handlers:
        console = _AsBefore()
        root.addHandler(console)
        _undo.append(lambda: root.removeHandler(console))
    earlier = threading.excepthook

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            status_log.error("tableside %s: unexpected problem on thread %s", command,
                             args.thread.name if args.thread is not None else "?",
                             exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        earlier(args)  # printed as before

    threading.excepthook = thread_hook
    _undo.append(lambda: setattr(threading, "excepthook", earlier))
    _hooked = True
    status_log.info("tableside %s started", command)


def stop() -> None:
    """Undo ``start`` and close the file (tests; the process's end does it otherwise)."""
    global _hooked
    while _undo:
        _undo.pop()()
    log_file.stop()
    _hooked = False


def say(line: str, logged: str | None = None, *, level: int = logging.INFO, stream: TextIO | None = None,
        error: BaseException | None = None) -> None:
    """Print a status line as before (flushed), and log it (or ``logged``: the line without a secret), with
    ``error``'s traceback when given."""
    # Logged first: a process killed just after a line shows on the console still has it in the log.
    status_log.log(level, "%s", line if logged is None else logged, exc_info=error)
    print(line, file=stream if stream is not None else sys.stdout, flush=True)


def failed(line: str) -> None:
    """A command's refusal or error, printed on standard error by the caller: logged as a warning."""
    status_log.warning("%s", line)


def crashed(command: str, err: BaseException) -> None:
    """Something unexpected stopped the command: its traceback in the log (Python prints it as before)."""
    status_log.error("tableside %s stopped: unexpected problem", command, exc_info=err)
