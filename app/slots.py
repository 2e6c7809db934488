"""Fast construction, and frozen value objects without ``dataclasses``, for what scoring builds by the million.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__``, which costs
about twice as much as writing the slot directly. Scoring builds a result per player per refresh, so
the few classes on that path write their slots through the slot descriptors instead.

Those classes (``Game``, the scoring results) are also all that ``tableside points`` needs, and
``dataclasses`` imports ``inspect``: a third of that command's start. So they are ``Frozen``: what
``@dataclass(frozen=True, slots=True)`` gave them (equality and hashing over the fields named,
a repr, assignment refused, copy and pickle), in a few lines that import nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads the name)
if TYPE_CHECKING:
    from typing import Any, ClassVar

SlotSetter = Callable[["Any", "Any"], None]


def slot_setters(cls: type, *names: str) -> tuple[SlotSetter, ...]:
    """The descriptors' ``__set__`` of the named slots of ``cls``, in that order."""
    setters: list[SlotSetter] = []
    for name in names:
        descriptor = cls.__dict__[name]
        setters.append(descriptor.__set__)
    return tuple(setters)


class Frozen:
    """A frozen value with slots: ``class Game(Frozen, fields=("players", "out")):`` with ``__slots__``
    naming every slot. ``fields`` are those compared, hashed and shown by repr (other slots: derived)."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _key: ClassVar[attrgetter[Any]]  # the fields' values (a tuple when more than one)

    def __init_subclass__(cls, fields: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fields = fields
        cls._key = attrgetter(*fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return bool(self._key(self) == self._key(other))

    def __hash__(self) -> int:
        return hash(self._key(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a frozen {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of a frozen {type(self).__name__}")

    def __getstate__(self) -> tuple[Any, ...]:
        slots: tuple[str, ...] = self.__slots__
        return tuple(getattr(self, name) for name in slots)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        slots: tuple[str, ...] = self.__slots__
        for name, value in zip(slots, state, strict=True):
            object.__setattr__(self, name, value)
