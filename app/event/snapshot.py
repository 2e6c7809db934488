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
from array import array
from collections.abc import Callable
from operator import attrgetter
from typing import Any

from .state import EventState

# Bump whenever the state's classes or the fold's rules change meaning.
# 12: the indexes of entries by table, round and event; 13: a station's last join;
# 14: a table's correction (game.correct); 15: judge calls; 16: seating constraints and what a seating broke;
# 17: announcements and the agenda (planned rounds, breaks)
# 18: a final's cut (issue 28, part 4); 19: a judge station's role (issue 28, part 5)
# 20: check-in (the settings' rule, each round's players checked in and its no-shows)
# 21: a table's last-turn phase (turns begun after time, the numbers entered) and the timer rules' round end
# 22: a table's judge time (the clocks stopped while a judge is called)
# 23: leaves reported at the table (the settings' report rule, the reports awaiting a confirmation)
FORMAT = b"tableside-fold-23\n"

_SAFE_BUILTINS = {
    ("builtins", "set"), ("builtins", "frozenset"), ("builtins", "dict"), ("builtins", "list"),
    ("builtins", "tuple"), ("fractions", "Fraction"), (__name__, "read_only_mapping"), (__name__, "rebuild"),
}


def read_only_mapping(items: dict[Any, Any]) -> types.MappingProxyType[Any, Any]:
    return types.MappingProxyType(items)


def _reduce_mappingproxy(proxy: types.MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return read_only_mapping, (dict(proxy),)


class _Plan:
    """How one of the state's dataclasses is written and rebuilt: its fields' values in order, set
    straight into its slots (a frozen class's ``__init__`` and the generated ``__setstate__`` cost more,
    and a long event's snapshot holds tens of thousands of objects), and which fields are lists of whole
    numbers, written as one array of bytes each (a table's actions: a million numbers in a long event,
    each of them one more thing to read back one by one)."""

    __slots__ = ("get", "setters", "ints", "size")

    def __init__(self, cls: type) -> None:
        fields = dataclasses.fields(cls)
        names = [f.name for f in fields]
        slots = [cls.__dict__.get(name) for name in names]
        if not names or not all(isinstance(slot, types.MemberDescriptorType) for slot in slots):
            raise TypeError(f"{cls.__name__} has fields outside its slots")
        self.get: Any = attrgetter(*names) if len(names) > 1 else (lambda obj: (getattr(obj, names[0]),))
        self.setters = tuple(slot.__set__ for slot in slots)  # type: ignore[union-attr]
        self.ints = tuple(i for i, f in enumerate(fields) if f.type in ("list[int]", list[int]))
        self.size = len(names)


_PLANS: dict[type, _Plan | None] = {}


def _plan(cls: type) -> _Plan | None:
    try:
        return _PLANS[cls]
    except KeyError:
        plan = None
        if dataclasses.is_dataclass(cls):
            try:
                plan = _Plan(cls)
            except TypeError:
                plan = None
        _PLANS[cls] = plan
        return plan


def _packed(numbers: list[int]) -> tuple[str, bytes] | list[int]:
    for code in ("I", "q"):
        try:
            return code, array(code, numbers).tobytes()
        except (OverflowError, TypeError):
            continue
    return numbers  # not all whole numbers that fit: as they are


def rebuild(cls: type, values: tuple[Any, ...]) -> Any:
    """One of the state's objects from its fields' values, as ``_Pickler`` wrote them."""
    plan = _plan(cls)
    if plan is None or type(values) is not tuple or len(values) != plan.size:
        raise pickle.UnpicklingError(f"a snapshot's {getattr(cls, '__name__', cls)!r} cannot be rebuilt")
    obj: Any = object.__new__(cls)
    for setter, value in zip(plan.setters, values, strict=True):
        setter(obj, value)
    for i in plan.ints:
        value = values[i]
        if type(value) is tuple:
            code, data = value
            if code not in ("I", "q"):
                raise pickle.UnpicklingError("a snapshot's list of numbers has an unknown type code")
            plan.setters[i](obj, array(code, data).tolist())
    return obj


def _reducer(cls: type, plan: _Plan) -> Callable[[Any], tuple[Any, ...]]:
    """The reduction of one class's objects (one call per object, from the pickler's C code)."""
    get = plan.get
    if not plan.ints:
        return lambda obj: (rebuild, (cls, get(obj)))

    def reduce(obj: Any) -> tuple[Any, ...]:
        items = list(get(obj))
        for i in plan.ints:
            items[i] = _packed(items[i])
        return rebuild, (cls, tuple(items))

    return reduce


class _Reducers(dict[type, Any]):
    """The pickler's dispatch table: the state's dataclasses are added as the pickler first meets them."""

    def __missing__(self, cls: type) -> Any:
        plan = _plan(cls) if getattr(cls, "__module__", "").startswith("tableside.app.") else None
        if plan is None:
            raise KeyError(cls)  # pickled the usual way
        reduce = self[cls] = _reducer(cls, plan)
        return reduce


_REDUCERS = _Reducers(copyreg.dispatch_table)
_REDUCERS[types.MappingProxyType] = _reduce_mappingproxy


class _Pickler(pickle.Pickler):
    dispatch_table = _REDUCERS


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


def load(blob: bytes, *, lasting: bool = False) -> EventState | None:
    """The state in the snapshot, or None when it is of another format or cannot be read safely.

    ``lasting``: the state is the event's from now on (opening, an undo), not a copy to try things on.
    """
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
            if lasting:
                # Nor right after: its first pass would walk every object just built, all of them still
                # young (50 ms at a million entries, inside the undo that loaded them). The event's state
                # has no cycles, so reference counting alone frees it once it is replaced: it is set
                # aside from the collector's passes, as the window sets aside what opening built.
                gc.freeze()
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
