"""The one exception family the core raises for anything a user did or supplied wrongly."""


class TablesideError(Exception):
    """A problem a person can fix; ``str(err)`` is the plain-words message shown to them."""


class ActionRefused(TablesideError):
    """A judge action (a name, an import, any ``session.do``) that cannot be done: nothing was written.

    The message already names players by name; ``players`` holds the ids of those it speaks of.
    """

    def __init__(self, message: str, *, players: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.players = players


class InvalidGame(TablesideError):
    """A game description that cannot be scored (unknown player, empty group, ...)."""


class InvalidOptions(TablesideError):
    """A scoring system name or option that is not acceptable."""
