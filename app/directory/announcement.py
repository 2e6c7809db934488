"""What a desk announces: its DNS-SD instance name and TXT record, and reading another desk's back.

The name and every TXT value arrive from anyone on the hall's network, so reading them is strict: text
becomes plain text (no control or direction characters, NFC, one line, short), and the address must be
``http://`` with an IP address and a port (phones cannot all resolve ``.local``; a page never follows
another scheme). Anything else is dropped, never shown.
"""

from __future__ import annotations

import ipaddress
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..names import DIRECTION_CONTROLS

SERVICE_TYPE = "_tableside._tcp.local."
PROTOCOL = 1  # the TXT record's and the hall protocol's version: a desk lists only what it can read
ROLES = ("desk", "standby")  # a desk serving its event; a station serving the event it took over
NAME_MAX = 64  # characters, as a player's name (app.names): a line in a list
INSTANCE_MAX_BYTES = 56  # a DNS label holds 63 bytes; zeroconf appends "-2", "-3"... on a conflict
TXT_VALUE_MAX_BYTES = 200  # a TXT string holds 255 bytes with its key


@dataclass(frozen=True)
class Announcement:
    """One serving desk, as it says itself: its event's name and identity, where to open it, its role."""

    name: str  # the event's name, plain text
    event: str  # the event's identity: the hash of its entry 1 (``GET /api/status``'s "event")
    url: str  # http://IP:PORT/, the players' page (and the desk's address for a judge station)
    role: str = "desk"
    protocol: int = PROTOCOL

    def txt(self) -> dict[str, str]:
        return {"txtvers": "1", "name": _cut(self.name, TXT_VALUE_MAX_BYTES), "event": self.event[:64],
                "url": self.url, "proto": str(self.protocol), "role": self.role}

    def instance(self) -> str:
        """The DNS-SD instance name: the event's name, as one label a person can read."""
        return instance_name(self.name)


def plain(text: str, limit: int = NAME_MAX) -> str:
    """``text`` as one short line of plain text: control, format and direction characters dropped (a line
    break or a tab is a space), NFC, runs of spaces made one, at most ``limit`` characters."""
    kept = []
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if char.isspace():
            kept.append(" ")
        elif char not in DIRECTION_CONTROLS and category not in ("Cc", "Cs", "Co", "Cn") \
                and (category != "Cf" or char in "\u200c\u200d"):
            kept.append(char)
    return " ".join("".join(kept).split())[:limit]


def instance_name(event_name: str) -> str:
    """An instance label by DNS-SD's rules (RFC 6763 4.1.1: UTF-8, NFC, no control characters, at most
    63 bytes): zeroconf writes a dot as a label break, so dots become "·"; an empty name is "Tableside"."""
    name = plain(event_name).replace(".", "·") or "Tableside"
    return _cut(name, INSTANCE_MAX_BYTES)


def _cut(text: str, most_bytes: int) -> str:
    """At most ``most_bytes`` of UTF-8, never half a character."""
    return text.encode("utf-8")[:most_bytes].decode("utf-8", errors="ignore").rstrip()


def checked_url(url: str) -> str | None:
    """``url`` when it is http://IP:PORT/ (IPv4, or IPv6 in brackets), as a page may link to it; else None."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
        ipaddress.ip_address(parts.hostname or "")
    except ValueError:
        return None
    if parts.scheme != "http" or port is None or not 0 < port < 65536 or parts.username or parts.password:
        return None
    host = parts.hostname or ""
    return f"http://{f'[{host}]' if ':' in host else host}:{port}/"


def read(txt: Mapping[bytes, bytes | None], fallback_url: str | None = None) -> Announcement | None:
    """Another desk's TXT record as an announcement, or None when it is not one this version reads (a
    newer protocol, no event identity, no address a page may open). ``fallback_url``: built from the
    service's own address and port, for a record whose "url" is missing or not an IP address."""
    def value(key: str) -> str:
        raw = txt.get(key.encode())
        return raw.decode("utf-8", errors="replace") if raw is not None else ""

    try:
        protocol = int(value("proto"))
    except ValueError:
        return None
    event = value("event").strip().lower()
    if protocol != PROTOCOL or not event or len(event) > 64 or any(c not in "0123456789abcdef" for c in event):
        return None
    url = checked_url(value("url")) or (checked_url(fallback_url) if fallback_url else None)
    if url is None:
        return None
    role = value("role") if value("role") in ROLES else "desk"
    return Announcement(plain(value("name")), event, url, role, protocol)
