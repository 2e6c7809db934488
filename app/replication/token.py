"""The standby token: what a standby copy shows the server to read its log.

Kept beside the event file as ``FILE.standby-token`` (readable by its owner only), made the first
time the event is served, so a copy keeps working across restarts of the server. Whoever can read
that file can read the event file beside it anyway, so it gives away nothing more.

It is also the judge code a station joins with (``app.hall.station``): a station then acts with a
token of its own. ``rotate_token`` makes a new code when the old one was seen by someone it should
not have been (the old file is kept as ``.old``): the old code stops admitting joins and copies.
"""

from __future__ import annotations

import hashlib
import os
import secrets
from collections.abc import Callable

from ..errors import TablesideError
from ..text import QT_TRANSLATE_NOOP, Text

TOKEN_BYTES = 24  # 192 random bits: guessing one over the hall's Wi-Fi is out of the question
# The standby token for ``tableside replicate`` and ``serve --take-over``, kept out of the process list.
TOKEN_ENV = "TABLESIDE_STANDBY_TOKEN"
# What the token file holds, as its refusals name it (in the judge's language, as the rest of the sentence)
THE_TOKEN = Text(QT_TRANSLATE_NOOP("messages", "the standby token"))
A_TOKEN = Text(QT_TRANSLATE_NOOP("messages", "a standby token"))


def new_token() -> str:
    """A bearer token: the judge code, a station's own token, a table device's token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the log keeps of a token: its SHA-256, never the token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_path(event_file: str) -> str:
    return event_file + ".standby-token"


def standby_token(event_file: str) -> str:
    """The event's standby token, made now if it has none."""
    return kept_beside(token_path(event_file), new_token, _is_token, THE_TOKEN, A_TOKEN)


def _is_token(token: str) -> bool:
    return 20 <= len(token) <= 200 and token.replace("-", "").replace("_", "").isalnum()


def read_token(path: str) -> str:
    return read_kept(path, _is_token, THE_TOKEN, A_TOKEN)


def keep_token(event_file: str, token: str) -> None:
    """Keep the standby token a copy was made with beside it: once the copy serves the event, the other
    stations' copies (and the old server, if it comes back) read its log with the same token."""
    path = token_path(event_file)
    if os.path.exists(path):
        if read_token(path) == token:
            return
        os.replace(path, path + ".old")  # never deleted: the judge may want it back
    if kept_beside(path, lambda: token, _is_token, THE_TOKEN, A_TOKEN) != token:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "cannot write the standby token to {path} (another "
                                                                "process wrote one)"), {"path": path}))


def kept_beside(path: str, make: Callable[[], str], valid: Callable[[str], bool], the: str | Text,
                a: str | Text) -> str:
    """The one line kept in ``path`` (readable by its owner only), made now and written durably if there is
    no such file: the standby token, a station's id. ``the``, ``a``: what it is, in the judge's words."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    except FileExistsError:
        return read_kept(path, valid, the, a)
    except OSError as err:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "cannot write {what} to {path} ({why})"),
                                  {"what": the, "path": path, "why": err.strerror or str(err)})) from None
    value = make()
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(value + "\n")
        out.flush()
        os.fsync(out.fileno())
    return value


def read_kept(path: str, valid: Callable[[str], bool], the: str | Text, a: str | Text) -> str:
    try:
        with open(path, encoding="ascii") as source:
            value = source.read(400).strip()
    except (OSError, UnicodeDecodeError) as err:
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "cannot read {what} in {path} ({why})"),
                                  {"what": the, "path": path, "why": str(err)})) from None
    if not valid(value):
        raise TablesideError(Text(QT_TRANSLATE_NOOP("messages", "{path} does not hold {what}; delete it to make a "
                                                                "new one"), {"path": path, "what": a}))
    return value


def rotate_token(event_file: str) -> str:
    """A new standby token (judge code) for the event, kept beside it in place of the old one."""
    token = new_token()
    keep_token(event_file, token)
    return token
