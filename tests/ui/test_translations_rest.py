"""The core's last English sentences, now templates the window translates (issue 29): the auction's tip, the
pause vote's refusal, the entries to re-enter after a stand-down, a players file's header problems, the
check-in rule's problems and the hall's own refusals; and a scan that fails when a refusal or a problem of
the core's user-facing modules is written as a bare string again."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tableside.app.errors import ActionRefused
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.players_csv import PlayersCsvError, read_players_csv
from tableside.app.replication.rivals import reenter_lines
from tableside.app.text import Text, ordinal, spaced, words
from tableside.ui import i18n
from tests.ui.helpers import card, event_window, row

ROOT = Path(__file__).resolve().parents[2]
FOUR = {1: ["Ana", "Ben", "Cai", "Dee"]}


@pytest.fixture(scope="module")
def qm_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("qm")  # each language compiled once for the module


@pytest.fixture
def german(qm_cache):
    i18n.install("de", cache=qm_cache)
    yield
    i18n.reset()


def test_the_auctions_tip_is_german_with_its_reason(qtbot, clock, timers, german):
    window, c = event_window(qtbot, clock, timers, FOUR, timers_preset="document-002")
    window.show()
    dee = c.state.player_by_name("Dee").id
    assert c.adjust(1, 1, dee, -100_000)  # Dee down to 0:20
    row(window, 1, "Dee").decide_actions["auction-or-pass"].trigger()
    QApplication.processEvents()
    button = card(window, 1).auction_button
    assert not button.isEnabled()
    assert "Nicht erlaubt: für eine Versteigerung braucht Dee mehr als 0:20 auf der Uhr" in button.toolTip()
    assert "für eine Versteigerung braucht Dee" in row(window, 1, "Dee").auction_action.toolTip()  # its menu too


def test_a_vote_with_none_open_is_refused_in_german(qtbot, clock, timers, german):
    window, c = event_window(qtbot, clock, timers, FOUR, timers_preset="document-002")
    said: list[str] = []
    c.refused.connect(said.append)
    ana, ben = c.state.player_by_name("Ana").id, c.state.player_by_name("Ben").id
    assert c.do("clock.pause", {"round": 1, "table": 1, "player": ana})
    assert c.do("clock.vote", {"round": 1, "table": 1, "player": ben, "yes": False})
    assert not c.do("clock.vote", {"round": 1, "table": 1, "player": ben, "yes": True})
    assert said[-1].startswith("Es läuft keine Abstimmung über eine Pause; die letzte wurde abgelehnt: Ben stimmte "
                               "mit Nein"), said
    with pytest.raises(ActionRefused, match="^there is no pause vote open; the last one was denied: Ben said no$"):
        c.session.do("clock.vote", {"round": 1, "table": 1, "player": ben, "yes": True})  # the command line's


def test_the_entries_to_re_enter_are_listed_in_the_judges_words_and_language(qtbot, clock, timers, german):
    window, c = event_window(qtbot, clock, timers, FOUR, store=MemoryStore())
    assert c.out(1, 1, [c.state.player_by_name("Cai").id])
    entry = c.entries()[-1]
    lines = reenter_lines([entry], c.session.describe_text)
    assert str(lines[0]) == f"  entry {entry.seq} at {entry.at[:19].replace('T', ' ')}: Table 1: Cai out"
    assert i18n.said(lines[0]) == f"  Eintrag {entry.seq} um {entry.at[:19].replace('T', ' ')}: Tisch 1: Cai raus"
    assert i18n.said(spaced(lines * 2, "\n")).count("Tisch 1: Cai raus") == 2  # a station's list, line by line


@pytest.mark.parametrize(("text", "english", "said_de"), [
    ("name,Name\nAna,Ben\n", "the first line names the name column twice",
     "die erste Zeile nennt die Spalte name zweimal"),
    ("name,club\nAna,X,1\n", "3 columns, but the first line names 2 (name,club)",
     "3 Spalten, aber die erste Zeile nennt 2 (name,club)"),
])
def test_a_players_files_header_problems_are_german(german, text, english, said_de):
    with pytest.raises(PlayersCsvError) as found:
        read_players_csv(text)
    (_, problem), = found.value.problems
    assert str(problem) == english
    assert i18n.said(problem) == said_de


def test_the_ignored_columns_note_is_german(german):
    found = read_players_csv("name,,club\nAna,1,X\n")
    assert str(found.ignored_note()) == "Ignored the columns column 2 (no heading), club."
    assert i18n.said(found.ignored_note()) == "Die Spalten Spalte 2 (ohne Überschrift), club wurden ignoriert."


def test_the_check_in_rules_problems_are_german(qtbot, clock, timers, german):
    window, c = event_window(qtbot, clock, timers, FOUR)
    said: list[str] = []
    c.refused.connect(said.append)
    assert not c.do("event.check_in", {"no_show": "maybe"})
    assert not c.do("event.check_in", {"no_show": "skip", "code": "0"})
    assert said[0].startswith("Wer nicht erscheint, bekommt skip, loss, drop, nicht 'maybe'"), said
    assert said[1].startswith("Ein Anmeldecode besteht aus 4 bis 12 der Buchstaben und Ziffern"), said


def test_the_halls_refusals_are_templates_the_window_says_in_german(german):
    from tableside.app.hall.gate import parse_action
    from tableside.app.hall.runner import ServerError

    refused = parse_action(b"[]", "Bearer " + "d" * 32)
    assert refused.message == "the request must be a JSON object"  # plain English on the wire
    assert i18n.said(refused.message) == "die Anfrage muss ein JSON-Objekt sein"
    assert i18n.said(ServerError(refused.text)) == "die Anfrage muss ein JSON-Objekt sein"


def test_a_station_says_the_desks_refusal_with_its_place_and_views_word_in_german(german):
    from tableside.app.hall.gate import refused
    from tableside.app.replication.client import refusal_of

    still = "{0} is still deciding ({label}); one decision at a time, until it completes"
    body = refused(ActionRefused(Text(still, {"0": "Ana", "label": words("auction or pass")}))).body()
    assert i18n.said(refusal_of(json.dumps(body).encode())) == (
        "Ana entscheidet noch (versteigern oder passen); eine Entscheidung nach der anderen, bis sie abgeschlossen ist")
    placed = refused(ActionRefused(Text("{who}: {place}", {"who": "Ana", "place": ordinal(3)}))).body()
    assert i18n.said(refusal_of(json.dumps(placed).encode())) == "Ana: 3."  # the window's own rule


def test_a_stations_malformed_request_and_a_bad_log_read_are_refused_in_german(german):
    from tableside.app.replication.wire import WireError, action_from_wire, page_from_wire

    stamped = action_from_wire({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "player.out",
                                "data": {"t": 1, "run": 2}})
    assert str(stamped) == "the serving desk sets 'run', 't' itself: leave them out"
    assert i18n.said(stamped) == "der bereitstellende Turnierleitertisch setzt 'run', 't' selbst: lass sie weg"
    extra = action_from_wire({"id": "act-0123456789", "station": "st-aaaa1111", "kind": "player.out",
                              "a": 1, "b": 2, "c": 3, "d": 4})
    assert i18n.said(extra) == ("die Aktion einer Station nimmt nur id, station, kind, data, nicht 'a', 'b', 'c' "
                                "und 1 weitere")
    read = Text("after must be a seq (0 or more), limit 1 to {limit}, wait 0 to {wait} seconds",
                {"limit": 500, "wait": "20"})  # the event log's 400 (tests/standby/test_log_routes.py)
    assert i18n.said(read) == ("after muss eine Eintragsnummer sein (0 oder mehr), limit 1 bis 500, wait 0 bis 20 "
                               "Sekunden")
    with pytest.raises(WireError) as found:
        page_from_wire(b'{"after": 0, "head": {"seq": 1, "hash": "' + b"a" * 64 + b'"}, "entries": [{"seq": 1}]}')
    assert str(found.value) == "entry 1: its id is missing or not text"
    assert i18n.said(found.value) == "Eintrag 1: id fehlt oder ist kein Text"


def test_an_event_file_that_is_not_one_is_refused_in_german(german, tmp_path):
    from tableside.app.eventlog.sqlite_store import open_event_file
    from tableside.app.eventlog.store import EventFileError

    path = tmp_path / "notes.tableside"
    path.write_text("my notes, not an event\n" * 8, encoding="utf-8")
    with pytest.raises(EventFileError) as found:
        open_event_file(path)
    assert str(found.value) == f"{path} is not a Tableside event file (not an SQLite database)"  # the command line's
    assert i18n.said(found.value) == f"{path} ist keine Tableside-Turnierdatei (keine SQLite-Datenbank)"


def test_an_event_file_deleted_while_open_is_said_in_german(german, tmp_path):
    from tableside.app.eventlog.sqlite_store import open_event_file

    path = tmp_path / "cup.tableside"
    store = open_event_file(path, create=True)
    try:
        path.unlink()
        lost = store.watch_file()
        assert lost is not None
        assert str(lost).startswith(f"The event file {path} was deleted or moved away while Tableside had it open")
        assert i18n.said(lost).startswith(f"Die Turnierdatei {path} wurde gelöscht oder verschoben, während "
                                          "Tableside sie geöffnet hatte: sie nimmt keine Aktionen mehr an")
    finally:
        store.close()


def test_the_standby_copies_news_is_said_in_the_desks_language(qtbot, clock, timers, german):
    """The log feed's lines (a copy too slow, caught up, a takeover elsewhere) reach the serving window's
    message bar in its judge's language; ``tableside serve`` prints them in English."""
    from tableside.app.replication.logfeed import InlineLog, LogFeed

    said: list[Text] = []
    feed = LogFeed(InlineLog(None), "t" * 32, said.append)  # type: ignore[arg-type]
    feed._carry_on_alone(7, 1.0)
    (alone,) = said
    assert str(alone) == "no standby copy stored entry 7 within 1 s: carrying on alone until one has caught up"
    window, _ = event_window(qtbot, clock, timers, FOUR)
    window.show()
    window.hall_menu._standby(alone)
    assert window.message_bar.message() == ("Bereitschaft: keine Sicherungskopie hat Eintrag 7 innerhalb von 1 s "
                                            "gespeichert: es geht allein weiter, bis eine aufgeholt hat.")
    assert window.message_bar.kind == "warning"  # judged on the English, whatever the language shown


def test_a_forged_entry_a_station_refuses_is_said_in_german(german):
    from tableside.app.eventlog.store import refuse_replicated, replicated_problem

    entry = MemoryStore().append("player.out", {"player": "p1"}, "2026-05-09T14:03:07.123Z")
    problem = replicated_problem(entry, 3, "0" * 64)
    assert problem is not None
    refused = refuse_replicated("the copy", problem)
    assert str(refused).startswith("the copy refused entry 1 (player.out at 2026-05-09T14:03:07.123Z): expected "
                                   "entry 4 next")
    assert i18n.said(refused).startswith("the copy hat Eintrag 1 (player.out um 2026-05-09T14:03:07.123Z): als "
                                         "Nächstes wurde Eintrag 4 erwartet")


def test_a_scoring_option_problem_is_german(german):
    from tableside.app.errors import InvalidOptions
    from tableside.app.scoring import make_system

    with pytest.raises(InvalidOptions) as found:
        make_system("placement", {"points": [5, "x", 1]})
    assert str(found.value) == "placement points, place 2 must be a number, got 'x'"
    assert i18n.said(found.value) == "Punkte von placement, Platz 2 muss eine Zahl sein, nicht 'x'"


def test_a_preset_problem_is_german_with_its_file_and_line(german):
    from tableside.app.clocks.errors import InvalidPreset
    from tableside.app.presets import read_preset_text

    with pytest.raises(InvalidPreset) as found:
        read_preset_text('label = "Ours"\nsystem = "plops"\n\n[options]\ny = 1\n', Path("ours.toml"))
    assert str(found.value) == "ours.toml, line 5: plops has no option 'y' (options: none)"
    assert i18n.said(found.value) == "ours.toml, Zeile 5: plops hat keine Option 'y' (Optionen: keine)"


def test_the_event_s_own_timer_rules_and_a_round_end_problem_are_german(german):
    from tableside.app.clocks.errors import InvalidPreset
    from tableside.app.clocks.rules import rules_from_dict

    with pytest.raises(InvalidPreset) as found:
        rules_from_dict({"round_end": "turns:0"})
    assert str(found.value) == ('the stored timer rules: round_end must be "together", "finish_turn", "turns:N" or '
                                '"minutes:N" with N a whole number of at least 1, got \'turns:0\'')
    assert i18n.said(found.value) == ('die gespeicherten Uhrenregeln: round_end muss "together", "finish_turn", '
                                      '"turns:N" oder "minutes:N" sein, mit N einer ganzen Zahl von mindestens 1, '
                                      "nicht 'turns:0'")


# -- the sweep: the core's refusals and problems are templates, never bare strings -----------------------------

# Where the core words what a judge or a player reads when something is refused or wrong (the window, the
# pages, a station): a refusal raised, required, or answered there is a marked template (``Text`` or
# ``QT_TRANSLATE_NOOP``), never an f-string or a bare literal, so each screen says it in its language.
USER_FACING = ("app/hall/gate.py", "app/hall/server.py", "app/hall/checkin_route.py", "app/hall/seat_route.py",
               "app/hall/station.py", "app/hall/standdown.py", "app/hall/runner.py", "app/hall/service.py",
               "app/event/actions/*.py", "app/event/queued.py", "app/clocks/table_clock.py",
               "app/check_in_rule.py", "app/report_rule.py", "app/players_csv.py", "app/replication/rivals.py",
               "app/replication/*.py", "app/hall/*.py", "app/standby/station.py",
               # an event file refused or not saved, a forged entry a station refuses (issue 29)
               "app/eventlog/store.py", "app/eventlog/sqlite_store.py", "app/eventlog/memory_store.py",
               "app/scoring/*.py", "app/presets.py", "app/clocks/rules.py", "app/clocks/errors.py",
               "app/csv_lines.py", "app/ratings_csv.py", "app/seating/sizes.py")
# Programming errors, never shown to a judge.
NOT_SHOWN = {"ValueError", "TypeError", "AssertionError", "KeyError", "RuntimeError", "NotImplementedError",
             "AttributeError"}
REFUSING = {"Outcome", "refuse", "refusal"}  # (status, sentence): a 4xx or 5xx a page or a station shows
# Modules whose functions return what is wrong with a setting as their answer: every string they return is one.
PROBLEMS_RETURNED = {"check_in_rule.py", "report_rule.py"}
# Functions that return what is wrong with something as their answer, in modules that return other things too.
PROBLEM_FUNCTIONS = {"replicated_problem"}
WHERE_FIRST = {"_Problem", "fail"}  # a preset's problem raised with its place first: (where, sentence)


def bare(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def said_by(node: ast.AST, path: Path) -> tuple[str, ast.AST] | None:
    """(what says it, the sentence) when ``node`` raises, requires, answers or returns a refusal."""
    if isinstance(node, ast.Return):
        return ("return", node.value) if path.name in PROBLEMS_RETURNED and node.value is not None else None
    call = node.exc if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) else node
    if not isinstance(call, ast.Call):
        return None
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    if isinstance(node, ast.Raise) and name in WHERE_FIRST and len(call.args) >= 2:
        return name, call.args[1]
    if isinstance(node, ast.Raise) and name not in NOT_SHOWN and call.args:
        return name, call.args[0]
    if name == "require" and len(call.args) >= 2:
        return name, call.args[1]
    if (name in REFUSING and len(call.args) >= 2 and isinstance(call.args[0], ast.Constant)
            and isinstance(call.args[0].value, int) and call.args[0].value >= 400):
        return name, call.args[1]
    return None


def bare_refusals(path: Path, root: Path = ROOT) -> list[str]:
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    answers = {id(node) for function in ast.walk(tree)
               if isinstance(function, ast.FunctionDef) and function.name in PROBLEM_FUNCTIONS
               for node in ast.walk(function) if isinstance(node, ast.Return) and node.value is not None}
    for node in ast.walk(tree):
        said = ("return", getattr(node, "value", None)) if id(node) in answers else said_by(node, path)
        if said is not None and bare(said[1]):
            found.append(f"{path.relative_to(root)}:{node.lineno}: {said[0]}({ast.unparse(said[1])[:60]})")
    return found


def test_no_refusal_of_the_core_is_a_bare_string():
    paths = sorted({path for pattern in USER_FACING for path in ROOT.glob(pattern)})
    assert len(paths) > 20
    problems = [problem for path in paths for problem in bare_refusals(path)]
    assert problems == [], "\n".join(problems)


def test_the_sweep_finds_a_bare_refusal(tmp_path):
    sample = tmp_path / "report_rule.py"
    sample.write_text('raise ActionRefused(f"table {n} is over")\nrequire(ok, "no round yet")\n'
                      'Outcome(409, "no round yet")\nraise ValueError(f"bug {n}")\n'
                      'raise ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "table {n}"), {"n": n}))\n'
                      'def read(raw):\n    return f"reports do not take {raw}"\n'
                      'raise _Problem(("points",), f"bad {raw}")\n'
                      'def replicated_problem(entry):\n    return "a forged entry"\n')
    assert sorted(line.split(": ", 1)[1] for line in bare_refusals(sample, tmp_path)) == sorted([
        "ActionRefused(f'table {n} is over')", "require('no round yet')", "Outcome('no round yet')",
        "return(f'reports do not take {raw}')", "_Problem(f'bad {raw}')", "return('a forged entry')"])

