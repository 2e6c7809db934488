import os

import pytest

# Qt must pick its platform before the first QApplication exists; tests never need a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory, monkeypatch):
    """Every test (and every command it starts) keeps its settings, presets and remembered log heads in
    a folder of its own, never the user's."""
    monkeypatch.setenv("TABLESIDE_HOME", str(tmp_path_factory.mktemp("home")))
