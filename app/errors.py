"""The one exception family the core raises for anything a user did or supplied wrongly."""


from collections.abc import Mapping

from .text import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
from .text import Text, english


class TablesideError(Exception):
    """A problem a person can fix; ``str(err)`` is the plain-words message shown to them, in English (the
    command line's words). Raised with ``fields``, the message is a template (``{table}``, ``{name}``)
    kept with its fields, so the window can show it in the judge's language (ui.i18n.said); a ``Text``
    (app/text.py) is the same template and fields in one value."""

    def __init__(self, message: object = "", /, *args: object, fields: Mapping[str, object] | None = None) -> None:
        if isinstance(message, Text):
            fields = {**message.params, **(fields or {})}
            message = message.template
        self.template = str(message) if fields is not None else ""
        self.fields = dict(fields or {})
        text = english(str(message), self.fields) if fields is not None else message
        super().__init__(text, *args)

    @property
    def text(self) -> Text | str:
        """The message as a ``Text`` when it has a template, else as the plain English it was raised with."""
        return Text(self.template, self.fields) if self.template else str(self)

    @classmethod
    def again(cls, err: BaseException, **kwargs: object) -> "TablesideError":
        """``err`` raised again as this kind, keeping its template and fields."""
        template = getattr(err, "template", "")
        if template:
            return cls(template, fields=getattr(err, "fields", {}), **kwargs)
        return cls(str(err), **kwargs)  # type: ignore[arg-type]


class ActionRefused(TablesideError):
    """A judge action (a name, an import, any ``session.do``) that cannot be done: nothing was written.

    The message already names players by name; ``players`` holds the ids of those it speaks of.
    """

    def __init__(self, message: str | Text, *, players: tuple[str, ...] = (),
                 fields: Mapping[str, object] | None = None) -> None:
        super().__init__(message, fields=fields)
        self.players = players


class InvalidGame(TablesideError):
    """A game description that cannot be scored (unknown player, empty group, ...)."""


class InvalidOptions(TablesideError):
    """A scoring system name or option that is not acceptable."""
