"""The one exception family the core raises for anything a user did or supplied wrongly."""


from collections.abc import Mapping


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks ``text`` for translation in ``context`` (the window translates it, the core never does)."""
    return text


class TablesideError(Exception):
    """A problem a person can fix; ``str(err)`` is the plain-words message shown to them, in English (the
    command line's words). Raised with ``fields``, the message is a template (``{table}``, ``{name}``)
    kept with its fields, so the window can show it in the judge's language (ui.i18n.said)."""

    def __init__(self, message: object = "", /, *args: object, fields: Mapping[str, object] | None = None) -> None:
        self.template = str(message) if fields is not None else ""
        self.fields = dict(fields or {})
        text = str(message).format(**self.fields) if fields is not None else message
        super().__init__(text, *args)

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

    def __init__(self, message: str, *, players: tuple[str, ...] = (),
                 fields: Mapping[str, object] | None = None) -> None:
        super().__init__(message, fields=fields)
        self.players = players


class InvalidGame(TablesideError):
    """A game description that cannot be scored (unknown player, empty group, ...)."""


class InvalidOptions(TablesideError):
    """A scoring system name or option that is not acceptable."""
