"""The projector: a read-only second window for the room (standings, find your table, live tables)."""

from tableside.ui.projector.window import MODE_NAMES, MODES, PAGE_MS, ProjectorWindow

__all__ = ["MODES", "MODE_NAMES", "PAGE_MS", "ProjectorWindow"]
