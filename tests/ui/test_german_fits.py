"""German fits (issue 29, part 3): the clipped-text walk of tests/ui/test_no_clipped_text.py in German, the
longest of the shipped languages, then in French and Spanish, at 1366x768: the window on 30 tables of long
names (alone, with the history, with the standings, under the F1 help), the projector and every dialog; no
text is cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from tableside.app.eventlog.memory_store import MemoryStore
from tableside.ui import i18n
from tableside.ui.correction_dialog import CorrectionDialog
from tableside.ui.seating_panel import SeatingDialog
from tests.ui.helpers import make_window
from tests.ui.long_names import seat_long_round
from tests.ui.test_no_clipped_text import walk, walk_help_projector_and_dialogs

pytestmark = [pytest.mark.slow, pytest.mark.qt_log_ignore(r"This plugin does not support")]


# German is the longest; French and Spanish are walked too (a word is not shorter because German is longer).
FIRST_MENU = {"de": "&Datei", "fr": "&Fichier", "es": "&Archivo"}
OUT = {"de": "Raus", "fr": "Éliminé", "es": "Fuera"}


@pytest.fixture(params=sorted(FIRST_MENU, key=["de", "fr", "es"].index))
def language(request, tmp_path):
    assert i18n.install(request.param, cache=tmp_path) == request.param
    yield request.param
    i18n.reset()


def test_no_text_is_cut_in_each_language_at_1366x768(qtbot, clock, timers, language):
    size = (1366, 768)
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    window.set_density("auto")
    window.event_view.set_density(window.resolved_density())
    seat_long_round(c, 30)
    players = c.state.rounds[1].tables
    assert c.decision(1, 1, players[1].players[0], "auction-or-pass")
    assert c.out(1, 2, [players[2].players[1]])
    assert c.request_pause(1, 3, players[3].players[2])
    window.resize(*size)
    window.show()
    window.event_view.build_all()
    # The walk is of that language's words: the window really is in it.
    assert window.menuBar().actions()[0].text() == FIRST_MENU[language]
    assert any(b.text() == OUT[language] for b in window.findChildren(QPushButton))
    problems = walk(window, "window")
    window.history_dock.show()
    problems += walk(window, "window with the history")
    window.standings_dock.show()
    problems += walk(window, "window with the standings")
    problems += walk_help_projector_and_dialogs(qtbot, window, c, timers, size)
    assert problems == [], "\n".join(problems)


def test_the_judge_calls_corrections_and_constraints_fit_in_each_language(qtbot, clock, timers, language):
    """The panels merged beside the translations, walked in each language at 1366x768: the Judge calls dock
    with a call waiting and one taken (and the cards' badges), the seating dialog's Constraints tab with a
    constraint of each kind, and the correction dialog on a finished game."""
    size = (1366, 768)
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    window.set_density("auto")
    window.event_view.set_density(window.resolved_density())
    seat_long_round(c, 30)
    tables = c.state.rounds[1].tables
    assert c.do("call.raise", {"round": 1, "table": 4, "reason": "rules", "note": "Who rolls first after a pause?"})
    assert c.do("call.raise", {"round": 1, "table": 5, "reason": "dispute"})
    call = next(call for call in c.state.calls.values() if call.table == 5)
    assert c.do("call.take", {"call": call.id, "judge": "Maximiliane Oberhuber"})
    for pid in tables[6].players[:-1]:
        assert c.out(1, 6, [pid])
    first, second, third = tables[7].players[:3]
    assert c.do("constraint.keep_apart", {"players": [first, second], "reason": "siblings"})
    assert c.do("constraint.fix", {"player": third, "table": 2, "seat": 1, "reason": "wheelchair"})
    assert c.do("constraint.accessible", {"table": 2})
    assert c.do("constraint.needs_access", {"player": third})
    window.resize(*size)
    window.show()
    window.event_view.build_all()
    window.calls_dock.show()
    window.calls_dock.raise_()
    problems = walk(window, "window with the judge calls")

    seating = SeatingDialog(c, window)
    seating.tabs.setCurrentIndex(1)
    correction = CorrectionDialog(c, window)
    correction.choose(1, 6)
    for name, dialog in (("seating constraints", seating), ("correction", correction)):
        hint = dialog.sizeHint()
        dialog.resize(min(max(hint.width(), dialog.width()), size[0]),
                      min(max(hint.height(), dialog.height()), size[1]))
        dialog.show()
        problems += walk(dialog, name)
        dialog.close()
        dialog.deleteLater()
    assert problems == [], "\n".join(problems)
