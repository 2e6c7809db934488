"""A pre-imported process that forks real ``tableside`` processes on demand, for the 200-kill test.

Starting Python and importing the server's stack costs most of a second per process on this machine;
a fork of a process that has done it once costs milliseconds. Each child is still a real process
(its own pid, its own standard streams, its own sockets and SQLite connections), killed with a real
SIGKILL. The test sends ``{"argv", "env"}`` and three file descriptors (the child's stdin, stdout and
stderr) over a Unix socket; the zygote answers with the child's pid. Children are reaped by the
kernel (SIGCHLD ignored), so a killed child never lingers as a zombie.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sys


def serve(sock: socket.socket) -> None:
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    while True:
        message, fds, _, _ = socket.recv_fds(sock, 1 << 16, 3)
        if not message:
            return
        order = json.loads(message)
        pid = os.fork()
        if pid == 0:
            sock.close()
            child(order, fds)
        for fd in fds:
            os.close(fd)
        sock.sendall(json.dumps({"pid": pid}).encode() + b"\n")


def child(order: dict, fds: list[int]) -> None:
    code = 70
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115 - the child's own streams
        sys.stdout = open(1, "w", encoding="utf-8", buffering=1, closefd=False)  # noqa: SIM115
        sys.stderr = open(2, "w", encoding="utf-8", buffering=1, closefd=False)  # noqa: SIM115
        os.environ.update(order["env"])
        from tableside.app.cli import main

        code = main(order["argv"])
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else 1
    except BaseException:  # noqa: BLE001 - a child's crash is its exit status, never the zygote's
        import traceback

        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


if __name__ == "__main__":
    # The server's stack, imported once here so that every child starts with it loaded.
    from tableside.app.cli import replicate

    replicate.preload()
    import tableside.app.standby.keeper  # noqa: F401

    serve(socket.socket(fileno=int(sys.argv[1])))
