"""Shared pieces of the event log tests: stores of both kinds, file fingerprints, unprivileged runs."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.eventlog.sqlite_store import open_event_file

REPO = Path(__file__).resolve().parents[2]
AT = "2026-05-09T10:00:00.000Z"


def at(i: int) -> str:
    """A distinct, valid entry time for the i-th entry of a test."""
    return f"2026-05-09T10:{i // 60 % 60:02d}:{i % 60:02d}.{i % 1000:03d}Z"


class Stores:
    """Makes stores of one kind for a test and closes every one of them afterwards."""

    def __init__(self, kind: str, folder: Path) -> None:
        self.kind = kind
        self.path = folder / "event.tableside"
        self._opened: list[Any] = []

    def new(self):
        store = MemoryStore() if self.kind == "memory" else open_event_file(self.path, create=True)
        self._opened.append(store)
        return store

    def reader(self, store):
        """A read-only store over the same log, as a second window would open it."""
        view = store.read_only_view() if self.kind == "memory" else open_event_file(self.path, readonly=True)
        self._opened.append(view)
        return view

    def reopen(self, store, *, readonly: bool = False):
        assert self.kind == "sqlite"
        store.close()
        again = open_event_file(self.path, readonly=readonly)
        self._opened.append(again)
        return again

    def close_all(self) -> None:
        for store in self._opened:
            store.close()


def fingerprint(folder: Path) -> dict[str, str]:
    """Every file in a folder (recursively) and the SHA-256 of its bytes: to show nothing changed."""
    found = {}
    for path in sorted(folder.rglob("*")):
        rel = str(path.relative_to(folder))
        found[rel] = "<dir>" if path.is_dir() else hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def run_unprivileged(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run Python code that file permissions apply to (as root: without the capabilities that bypass them)."""
    if sys.platform == "win32":
        pytest.skip("POSIX file permissions")
    command = [sys.executable, "-c", code, *args]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: file permissions cannot be made to apply")
        command = [setpriv, "--bounding-set=-dac_override,-dac_read_search,-fowner", *command]
    return subprocess.run(command, capture_output=True, text=True, cwd=REPO, timeout=60)
