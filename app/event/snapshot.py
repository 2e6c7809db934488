"""A cache of the folded state, kept in the event file so a long log opens fast.

It is only ever a shortcut: it names the entry it was folded up to (number and hash), and is ignored
(the log is folded from the start) when it does not match the log, when an undo after it cancels an
entry before it, or when it was written by another version of the fold. It is pickled, but read back
with an unpickler that can build nothing except the fold's own data classes and a few plain types, so
an event file from elsewhere cannot run code.
"""

from __future__ import annotations

import copyreg
import dataclasses
import gc
import io
import pickle
import types
from typing import Any

from .state import EventState

# Bump whenever the state's classes or the fold's rules change meaning.
FORMAT = b"tableside-fold-9\n"

_SAFE_BUILTINS = {
    ("builtins", "set"), ("builtins", "frozenset"), ("builtins", "dict"), ("builtins", "list"),
    ("builtins", "tuple"), ("fractions", "Fraction"), (__name__, "read_only_mapping"),
}


def read_only_mapping(items: dict[Any, Any]) -> types.MappingProxyType[Any, Any]:
    return types.MappingProxyType(items)


def _reduce_mappingproxy(proxy: types.MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return read_only_mapping, (dict(proxy),)


class _Pickler(pickle.Pickler):
    dispatch_table = copyreg.dispatch_table.copy()
    dispatch_table[types.MappingProxyType] = _reduce_mappingproxy


class _SafeUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in _SAFE_BUILTINS:
            return super().find_class(module, name)
        if module.startswith("tableside.app.") and "." not in name:
            found = super().find_class(module, name)
            if isinstance(found, type) and found.__module__ == module and dataclasses.is_dataclass(found):
                return found
        raise pickle.UnpicklingError(f"a snapshot may not contain {module}.{name}")


def dump(state: EventState) -> bytes:
    buffer = io.BytesIO()
    buffer.write(FORMAT)
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(state)
    return buffer.getvalue()


def load(blob: bytes) -> EventState | None:
    """The state in the snapshot, or None when it is of another format or cannot be read safely."""
    if not blob.startswith(FORMAT):
        return None
    # Hundreds of thousands of objects and no cycle among them to find: the cyclic collector would only
    # walk them again and again while they are built (a third of the time of a big load).
    collecting = gc.isenabled()
    gc.disable()
    try:
        state = _SafeUnpickler(io.BytesIO(blob[len(FORMAT):])).load()
    except Exception:  # any damage at all only means "fold from the start"
        return None
    finally:
        if collecting:
            gc.enable()
    return state if isinstance(state, EventState) else None


# Several snapshots kept in the one snapshot blob of the event file, newest first: the latest, and
# older ones at intervals, so an undo refolds from the nearest snapshot before the entry it undoes.
PACK = b"tableside-snapshots-1\n"
Kept = tuple[int, str, bytes]  # (seq, hash of entry seq, ``dump`` of the state at seq)


def pack(kept: list[Kept]) -> bytes:
    buffer = io.BytesIO()
    buffer.write(PACK)
    pickle.dump([(seq, digest, bytes(blob)) for seq, digest, blob in kept], buffer, protocol=pickle.HIGHEST_PROTOCOL)
    return buffer.getvalue()


def unpack(blob: bytes) -> list[Kept]:
    """The snapshots in a pack, newest first; a single ``dump`` (older files) or damage gives []."""
    if not blob.startswith(PACK):
        return []
    try:
        kept = _SafeUnpickler(io.BytesIO(blob[len(PACK):])).load()
    except Exception:  # noqa: BLE001 - any damage only means "fold from the start"
        return []
    if not isinstance(kept, list):
        return []
    return [item for item in kept if isinstance(item, tuple) and len(item) == 3 and isinstance(item[0], int)
            and isinstance(item[1], str) and isinstance(item[2], bytes)]


def usable(blob: bytes, seq: int) -> bool:
    """Whether a pack's newest snapshot is of this fold's format and stands at seq (without loading it)."""
    kept = unpack(blob)
    return bool(kept) and kept[0][0] == seq and kept[0][2].startswith(FORMAT)
