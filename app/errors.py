"""The one exception family the core raises for anything a user did or supplied wrongly."""


class TablesideError(Exception):
    """A problem a person can fix; ``str(err)`` is the plain-words message shown to them."""


class InvalidGame(TablesideError):
    """A game description that cannot be scored (unknown player, empty group, ...)."""


class InvalidOptions(TablesideError):
    """A scoring system name or option that is not acceptable."""
