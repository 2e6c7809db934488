"""Tableside's core: scoring, clocks, the event log and its fold, seating, standings, settings.

Nothing under this package imports Qt; the window in ``ui`` is a client of these modules.
"""

__version__ = "0.1.0"


if __name__ != "tableside.app":  # the checkout's app/ is importable by its folder name too: refuse that
    raise ImportError("import tableside.app, not app: Tableside installs its code under tableside")
