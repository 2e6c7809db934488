import os
import sys

import pytest
from hypothesis import settings

from tests.depth import examples

# Hypothesis' per-example deadline measures wall time: on a shared 2-core machine under load a 60 ms
# example takes 260 ms now and then, and the test fails as "flaky" though nothing is wrong. Speed is
# measured in tests/bench, not here.
# A test that names no number of examples tries Hypothesis' default, times TABLESIDE_HYPOTHESIS_X (tests/depth.py).
settings.register_profile("tableside", deadline=None, max_examples=examples(settings.default.max_examples))
settings.load_profile("tableside")

# Qt must pick its platform before the first QApplication exists; tests never need a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the window's English words whatever the machine's language (tests/ui/test_translations.py
# sets another language where it means to).
os.environ.setdefault("TABLESIDE_LANGUAGE", "en")


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory, monkeypatch):
    """Every test (and every command it starts) keeps its settings, presets and remembered log heads in
    a folder of its own, never the user's."""
    monkeypatch.setenv("TABLESIDE_HOME", str(tmp_path_factory.mktemp("home")))
    # No test announces itself on the machine's network (the hall directory, app.directory): the tests
    # of the directory turn it on, on the loopback only.
    monkeypatch.setenv("TABLESIDE_DIRECTORY", "off")


@pytest.fixture(autouse=True)
def _delete_closed_widgets():
    """Delete the windows pytest-qt closed: it calls deleteLater, which no event loop ran between tests,
    so every window ever made stayed alive, and each later restyle touched them all (3,000 widgets by
    tests/ui/test_settings_dialog.py, 57 s of a 440 s run)."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
