"""Issue 11 item 10: the what-if compares with every system and every scoring preset, with options,
in ``app.event.whatif`` and through ``tableside standings --system/--preset/--options``."""

from __future__ import annotations

import json

import pytest

from tableside.app.errors import TablesideError
from tableside.app.event.session import EventSession
from tableside.app.event.standings import standings
from tableside.app.event.timebase import FakeTime
from tableside.app.event.whatif import choices, resolve
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.presets import load_presets
from tableside.app.scoring import SYSTEMS, make_system
from tableside.ui.launcher import main


@pytest.fixture
def event_file(tmp_path):
    path = tmp_path / "cup.tableside"
    session = EventSession(open_event_file(str(path), create=True), FakeTime())
    session.do("event.create", {"name": "Cup", "system": "table-points", "timers": "round-clock-only",
                                "tiebreak_seed": "s", "table_sizes": [4]})
    for name in ("Ana", "Ben", "Cai", "Dee"):
        session.do("player.register", {"name": name})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "hours": 2})
    session.do("round.start", {})
    for group in (["Dee"], ["Cai"], ["Ben"]):
        session.do("player.out", {"table": 1, "players": group})
    state = session.state
    session.close()
    return path, state


def standings_cli(capsys, path, *args):
    code = main(["standings", str(path), "--json", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_every_system_and_every_preset_is_a_choice_that_can_be_built():
    presets = load_presets()
    found = choices(presets)
    assert [c.system for c in found if c.key.startswith("system:")] == list(SYSTEMS)
    assert {c.key for c in found if c.key.startswith("preset:")} == {f"preset:{n}" for n in presets.scoring}
    for choice in found:
        make_system(choice.system, json.loads(choice.options_text()))  # none needs options it lacks


@pytest.mark.parametrize("args, options", [
    (["--system", "rplops", "--options", '{"x": 50, "use_hours": true}'], ("rplops", {"x": 50, "use_hours": True})),
    (["--preset", "rplops"], ("rplops", {"x": 50, "use_hours": True})),
    (["--preset", "placement"], ("placement", {"points": [5, 3, 1, 0]})),
    (["--system", "placement", "--preset", "placement"], ("placement", {"points": [5, 3, 1, 0]})),
    (["--system", "placement", "--options", '{"points": [9, 4, 1, 0]}'], ("placement", {"points": [9, 4, 1, 0]})),
])
def test_standings_under_another_system_with_options(capsys, event_file, args, options):
    path, state = event_file
    code, out, err = standings_cli(capsys, path, *args)
    assert code == 0, err
    expected = standings(state, system=make_system(*options))
    assert [(r["player"], r["total"]) for r in json.loads(out)] == [(s.name, str(s.total)) for s in expected]


@pytest.mark.parametrize("args, message", [
    (["--system", "rplops"], "cannot compare with rplops: rplops needs the option x (average points per game); "
                             "give its options with --options JSON or --preset rplops"),
    (["--system", "rplops", "--options", '{"x": 0}'], "cannot compare with rplops: rplops option x must be "
                                                       "greater than 0, got 0"),
    (["--system", "rplops", "--options", "{x: 1}"], "the options are not valid JSON"),
    (["--system", "rplops", "--options", "[1]"], "the options must be a JSON object"),
    (["--options", '{"x": 1}'], "--options needs --system NAME"),
    (["--preset", "nope"], "there is no scoring preset 'nope' (presets: table-points"),
    (["--preset", "plops", "--options", "{}"], "give --preset or --options, not both"),
    (["--preset", "plops", "--system", "rplops"], "preset 'plops' is a plops preset, not rplops"),
    (["--system", "nope"], "unknown scoring system 'nope'"),
])
def test_bad_what_if_options_are_one_line(capsys, event_file, args, message):
    path, _ = event_file
    code, out, err = standings_cli(capsys, path, *args)
    assert code == 2 and out == ""
    assert err.startswith(f"tableside standings: {message}") and err.count("\n") == 1


def test_resolve_keeps_the_events_own_options_for_its_own_system():
    presets = load_presets()
    same = resolve("rplops", {"x": 7}, presets, "rplops")
    assert same == make_system("rplops", {"x": 7})
    assert resolve("rplops", {"x": 7}, presets) is None
    with pytest.raises(TablesideError):
        resolve("table-points", {}, presets, "placement")


def test_default_hours_are_said_only_for_a_system_by_hours_and_games_without_them(event_file):
    from fractions import Fraction

    from tableside.app.event.whatif import DefaultHours, default_hours

    _, state = event_file  # its one game brings 2 hours
    assert default_hours(state, make_system("rplops", {"x": 50, "use_hours": True})) is None
    table = state.rounds[1].tables[1]
    table.hours = None  # as a game seated without hours
    assert default_hours(state, make_system("rplops", {"x": 50, "use_hours": True})) == DefaultHours(1, Fraction(1))
    assert default_hours(state, make_system("rplops", {"x": 50, "use_hours": True, "hours": "3/2"})) == \
        DefaultHours(1, Fraction(3, 2))
    assert default_hours(state, make_system("rplops", {"x": 50})) is None  # not by hours: h plays no part
    assert default_hours(state, make_system("table-points", {})) is None
