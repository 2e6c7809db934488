"""The event file deleted, moved, replaced or its folder gone while open: the store notices, refuses
every write, and has written the whole log to a new file from the connection it still holds."""

from __future__ import annotations

import os
import re

import pytest

from tableside.app import paths
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.store import EventFileError
from tableside.app.eventlog.verify import verify
from tests.eventlog.helpers import AT


def opened(folder):
    store = open_event_file(folder / "cup.tableside", create=True)
    for i in range(5):
        store.append("player.register", {"name": f"P{i}"}, AT)
    return store


def copy_in(message: object) -> str:
    found = re.search(r"is now in (\S+\.tableside);", str(message))
    assert found is not None, message
    return found.group(1)


def check_copy(path: str, entries: int) -> None:
    copy = open_event_file(path, readonly=True)
    try:
        report = verify(copy)
        assert report.ok and report.entries == entries
    finally:
        copy.close()


def test_deleted_while_open(tmp_path):
    store = opened(tmp_path)
    try:
        os.remove(tmp_path / "cup.tableside")
        message = store.watch_file()
        assert message is not None
        assert str(message).startswith(f"The event file {tmp_path / 'cup.tableside'} was deleted")
        assert copy_in(message) == str(tmp_path / "cup.rescued.tableside")
        check_copy(copy_in(message), 5)
        assert store.watch_file() == message  # said once, the same each time
        with pytest.raises(EventFileError) as caught:
            store.append("player.register", {"name": "late"}, AT)
        assert str(caught.value) == str(message)
        assert len(store) == 5
    finally:
        store.close()
    check_copy(str(tmp_path / "cup.rescued.tableside"), 5)


def test_noticed_by_the_next_append_before_it_writes(tmp_path):
    store = opened(tmp_path)
    try:
        os.rename(tmp_path / "cup.tableside", tmp_path / "elsewhere.tableside")
        with pytest.raises(EventFileError, match="was deleted or moved away"):
            store.append("player.register", {"name": "late"}, AT)
        assert len(store) == 5
    finally:
        store.close()
    check_copy(str(tmp_path / "cup.rescued.tableside"), 5)


def test_replaced_by_another_file(tmp_path):
    store = opened(tmp_path)
    try:
        (tmp_path / "cup.rescued.tableside").write_bytes(b"someone's")  # the first name is taken: the next one
        (tmp_path / "other").write_bytes(b"another file")
        os.replace(tmp_path / "other", tmp_path / "cup.tableside")
        message = store.watch_file()
        assert message is not None and "was replaced by another file" in str(message)
        assert copy_in(message) == str(tmp_path / "cup.rescued-2.tableside")
        check_copy(copy_in(message), 5)
    finally:
        store.close()
    assert (tmp_path / "cup.tableside").read_bytes() == b"another file"  # what replaced it is left alone


def test_its_folder_gone_copies_to_the_data_folder(tmp_path):
    (tmp_path / "usb").mkdir()
    store = opened(tmp_path / "usb")
    paths.use_data_folder(tmp_path / "data")
    try:
        os.rename(tmp_path / "usb", tmp_path / "unplugged")
        message = store.watch_file()
        assert message is not None and "folder of the event file" in str(message)
        assert copy_in(message) == str(tmp_path / "data" / "cup.rescued.tableside")
        check_copy(copy_in(message), 5)
    finally:
        paths.use_data_folder(None)
        store.close()
