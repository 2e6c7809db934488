"""The test's side of the zygote (``tests/standby/zygote.py``): real tableside processes, forked on demand."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from tests.standby.helpers import ROOT, WAIT_S, Lines, env


class Forked:
    """One child: its pid, its console (standard input) and its output lines."""

    def __init__(self, pid: int, stdin: int, stdout: int) -> None:
        self.pid = pid
        self.stdin = os.fdopen(stdin, "w", encoding="utf-8", buffering=1)
        self.stdout = os.fdopen(stdout, encoding="utf-8")
        self.lines = Lines(self.stdout)

    def send(self, line: str) -> None:
        self.stdin.write(line + "\n")
        self.stdin.flush()

    def kill(self) -> None:
        """SIGKILL, then wait until its output ends: every descriptor it had is closed by then."""
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.lines.join()
        for stream in (self.stdin, self.stdout):
            try:
                stream.close()
            except OSError:
                pass


class Zygote:
    def __init__(self, home: Path) -> None:
        self.home = home
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock = ours
        self.process = subprocess.Popen([sys.executable, str(ROOT / "tests" / "standby" / "zygote.py"),
                                         str(theirs.fileno())], pass_fds=[theirs.fileno()], env=env(home),
                                        stdin=subprocess.DEVNULL)
        theirs.close()
        self.reader = ours.makefile("rb")

    def spawn(self, *argv: str, **more_env: str) -> Forked:
        started = time.monotonic()
        child_in, feed = os.pipe()
        read, child_out = os.pipe()
        message = json.dumps({"argv": list(argv), "env": more_env}).encode()
        socket.send_fds(self.sock, [message], [child_in, child_out, child_out])
        for fd in (child_in, child_out):
            os.close(fd)
        line = self.reader.readline()
        assert line, f"the zygote ended (it waited {time.monotonic() - started:.1f} s)"
        return Forked(json.loads(line)["pid"], feed, read)

    def close(self) -> None:
        self.sock.close()
        self.reader.close()
        self.process.wait(WAIT_S)
