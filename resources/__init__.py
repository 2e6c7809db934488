"""The read-only files Tableside ships: presets, icons, web pages, licences (found with importlib.resources)."""
