"""Tableside's Qt window: widgets that paint what ``app`` computes and send the judge's intents back."""


if __name__ != "tableside.ui":  # the checkout's ui/ is importable by its folder name too: refuse that
    raise ImportError("import tableside.ui, not ui: Tableside installs its code under tableside")
