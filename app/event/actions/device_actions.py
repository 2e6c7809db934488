"""Pairing a table device and revoking it: the judge's two actions that decide who may act from the network.

A pairing stores the SHA-256 of the device's token, never the token (the token lives only in the QR
code the judge shows, and on the device). Neither action can be undone: a pairing is taken back by
revoking it, and a revocation is final (pair the device again for a new token), so the log always
says plainly which device could act when.
"""

from __future__ import annotations

import re

from ...short_quote import quoted
from ...text import QT_TRANSLATE_NOOP, Text
from ..state import Device, EventState
from .base import Action, Data, event_exists, integer, require

_HEX64 = re.compile(r"[0-9a-f]{64}")
_DEVICE_ID = re.compile(r"d[0-9]{1,6}")


def check_pair(state: EventState, data: Data) -> Data:
    event_exists(state)
    table = integer(data, "table", "table number", minimum=1)
    token_hash = data.get("token_hash")
    require(isinstance(token_hash, str) and _HEX64.fullmatch(token_hash) is not None,
            QT_TRANSLATE_NOOP("messages", "token_hash must be the SHA-256 of the token, as 64 lowercase hex digits"))
    require(all(d.token_hash != token_hash for d in state.devices.values()),
            QT_TRANSLATE_NOOP("messages", "that token is already in use; pair again for a new one"))
    device = data.get("device", f"d{len(state.devices) + 1}")
    require(isinstance(device, str) and _DEVICE_ID.fullmatch(device) is not None,
            QT_TRANSLATE_NOOP("messages", "a device id is \"d\" and a number, e.g. \"d3\""))
    require(device not in state.devices, Text(QT_TRANSLATE_NOOP("messages", "device {device} is already paired"),
                                             {"device": device}))
    return {"device": device, "table": table, "token_hash": token_hash, "t": data["t"]}


def apply_pair(state: EventState, data: Data, seq: int) -> None:
    state.devices[data["device"]] = Device(data["device"], data["table"], data["token_hash"], seq)


def check_revoke(state: EventState, data: Data) -> Data:
    device = data.get("device")
    require(isinstance(device, str) and device in state.devices, Text(QT_TRANSLATE_NOOP(
                                                                     "messages", "there is no paired device {device}"),
                                                                     {"device": quoted(device)}))
    found = state.devices[device]  # type: ignore[index]
    require(found.active, Text(QT_TRANSLATE_NOOP("messages", "device {device} was already revoked"),
                              {"device": device}))
    return {"device": device, "t": data["t"]}


def apply_revoke(state: EventState, data: Data, seq: int) -> None:
    state.devices[data["device"]].revoked_seq = seq


def describe_revoke(state: EventState, data: Data) -> Text:
    device = state.devices.get(data["device"])
    if device is None:
        return Text(QT_TRANSLATE_NOOP("messages", "Device {device} revoked: it can no longer act"),
                    {"device": data["device"]})
    return Text(QT_TRANSLATE_NOOP("messages", "Device {device} (table {table}) revoked: it can no longer act"),
                {"device": data["device"], "table": device.table})


ACTIONS = [
    # Event scope: a device is paired to a table number, not to a game. Nothing a card, the standings
    # or the players' page shows changes (the hall's panel lists devices from the entries).
    Action("device.pair", check_pair, apply_pair,
           lambda s, d: Text(QT_TRANSLATE_NOOP("messages", "Table {table}: device {device} paired"),
                             {"table": d["table"], "device": d["device"]}), undoable=False),
    Action("device.revoke", check_revoke, apply_revoke, describe_revoke, undoable=False),
]
