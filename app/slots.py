"""Fast construction for the frozen value objects that scoring builds by the million.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__``, which costs
about twice as much as writing the slot directly. Scoring builds a result per player per refresh, so
the few classes on that path write their slots through the slot descriptors instead; they stay frozen
dataclasses in every other way (equality, hashing, repr, ``dataclasses.replace``, assignment refused).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SlotSetter = Callable[[Any, Any], None]


def slot_setters(cls: type, *names: str) -> tuple[SlotSetter, ...]:
    """The descriptors' ``__set__`` of the named slots of ``cls``, in that order."""
    setters: list[SlotSetter] = []
    for name in names:
        descriptor = cls.__dict__[name]
        setters.append(descriptor.__set__)
    return tuple(setters)
