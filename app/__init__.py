"""Tableside's core: scoring, clocks, the event log and its fold, seating, standings, settings.

Nothing under this package imports Qt; the window in ``ui`` is a client of these modules.
"""

__version__ = "0.1.0"
