"""Presets as TOML files: the shipped ones, the judge's own, broken ones named with file and line, import
and export. Pure core: no Qt."""

from __future__ import annotations

from pathlib import Path

import pytest

from tableside.app import paths
from tableside.app import presets as p
from tableside.app.event.session import EventSession
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.game import Game
from tableside.app.scoring import make_system

GOOD_SCORING = '''label = "RPLOPS x = 100"
system = "rplops"

[options]
x = 100
'''


@pytest.fixture(autouse=True)
def home(tmp_path):
    paths.override(tmp_path / "home")
    yield tmp_path / "home"
    paths.override(None)


def user_file(kind: str, name: str, text: str | bytes) -> Path:
    path = paths.user_presets_dir() / kind / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def create(data: dict) -> EventSession:
    session = EventSession(MemoryStore())
    session.do("event.create", {"name": "Cup", "date": "2026-11-22", **data})
    return session


# ---------------------------------------------------------------------------------------------
# Shipped presets


def test_every_shipped_preset_reads_and_table_points_comes_first():
    found = p.load_presets()
    assert found.problems == []
    assert list(found.scoring) == ["table-points", "rplops", "rplops2", "plops", "contribution", "placement"]
    assert list(found.timers) == ["document-002", "judge-time", "last-turn", "minutes-by-number", "round-clock-only"]
    assert all(preset.builtin for preset in found.all())
    assert all(preset.path.parent.parent == paths.resources_dir() / "presets" for preset in found.all())


def test_shipped_scoring_presets_hold_the_documents_settings():
    scoring = p.load_presets().scoring
    assert scoring["table-points"].create_data() == {"system": "table-points", "options": {}}
    assert scoring["plops"].create_data() == {"system": "plops", "options": {}}
    assert scoring["rplops"].create_data() == {"system": "rplops", "options": {"x": 50, "use_hours": True}}
    assert scoring["rplops2"].create_data() == {"system": "rplops2", "options": {"x": 6}}
    assert scoring["contribution"].create_data()["options"] == {"start_rating": 1000, "bonus": 100,
                                                                 "bonus_after_seconds": 600}
    assert scoring["placement"].create_data() == {"system": "placement", "options": {"points": [5, 3, 1, 0]},
                                                  "table_sizes": [4]}
    # create_data hands out copies: changing one changes no preset.
    scoring["placement"].create_data()["options"]["points"].append(9)
    assert scoring["placement"].options["points"] == (5, 3, 1, 0)


@pytest.mark.parametrize("name", ["table-points", "rplops", "rplops2", "plops", "contribution", "placement"])
def test_each_shipped_scoring_preset_creates_an_event(name):
    preset = p.load_presets().scoring[name]
    session = create({**preset.create_data(), "timers": "round-clock-only"})
    assert session.state.settings.system == preset.system


def test_placement_preset_scores_5_3_1_0_and_rplops2_x6_is_table_points():
    scoring = p.load_presets().scoring
    placement = scoring["placement"].create_data()
    result = make_system(placement["system"], placement["options"]).score(Game(["A", "B", "C", "D"],
                                                                               [["D"], ["C"], ["B"]]))
    assert {r.name: r.points for r in result.players} == {"A": 5, "B": 3, "C": 1, "D": 0}
    game = Game(["A", "B", "C", "D"], [["D"], ["B", "C"]])
    rplops2 = scoring["rplops2"].create_data()
    six = make_system(rplops2["system"], rplops2["options"]).score(game)
    table_points = make_system("table-points").score(game)
    assert [r.points for r in six.players] == [r.points for r in table_points.players] == [0, 6, 6, 12]


def test_shipped_timer_presets_go_into_an_event_by_name():
    timers = p.load_presets().timers
    assert timers["document-002"].timers_value() == "document-002"
    assert timers["document-002"].rules.main_ms == 120_000
    assert not timers["round-clock-only"].rules.player_timers
    assert "round clock only" in timers["round-clock-only"].label


# ---------------------------------------------------------------------------------------------
# The judge's own presets


def test_user_presets_are_listed_after_the_shipped_ones():
    user_file("scoring", "rplops-100", GOOD_SCORING)
    user_file("timers", "blitz", "main_ms = 60_000\n")
    found = p.load_presets()
    assert found.problems == []
    assert list(found.scoring)[-1] == "rplops-100" and not found.scoring["rplops-100"].builtin
    assert found.scoring["rplops-100"].label == "RPLOPS x = 100"
    assert found.timers["blitz"].rules.main_ms == 60_000 and not found.timers["blitz"].builtin


def test_a_user_timer_preset_goes_into_the_event_as_its_rules():
    user_file("timers", "blitz", "main_ms = 60_000\npause_votes = 2\n")
    blitz = p.load_presets().timers["blitz"]
    value = blitz.timers_value()
    assert isinstance(value, dict) and value["main_ms"] == 60_000
    session = create({"system": "table-points", "timers": value})
    assert session.state.settings.rules.main_ms == 60_000
    assert session.state.settings.rules.pause_votes == 2


def test_a_user_preset_may_not_take_a_shipped_name():
    user_file("scoring", "plops", GOOD_SCORING)
    found = p.load_presets()
    assert found.scoring["plops"].builtin
    assert len(found.problems) == 1 and "plops.toml" in str(found.problems[0]) and "rename" in str(found.problems[0])


# ---------------------------------------------------------------------------------------------
# Broken presets: the file, the line and the problem; the others still load.

BROKEN = [
    ("scoring", "syntax", 'label = "x"\nsystem = "rplops\n', "line 2"),
    ("scoring", "unknown-system", 'label = "x"\n\nsystem = "rplopz"\n', "line 3: unknown scoring system 'rplopz'"),
    ("scoring", "bad-option", 'system = "rplops"\n\n[options]\nuse_hours = true\nx = -5\n',
     "line 5: rplops option x must be greater than 0"),
    ("scoring", "unknown-option", 'system = "placement"\n[options]\npoints = [3, 1]\npionts = [1]\n',
     "line 4: placement has no option 'pionts'"),
    ("scoring", "unknown-key", 'system = "plops"\ncolour = "red"\n', "line 2: unknown setting 'colour'"),
    ("scoring", "no-x", 'system = "rplops"\n\n[options]\nuse_hours = true\n', "line 3: rplops needs the option x"),
    ("scoring", "wrong-size", 'system = "placement"\ntable_sizes = [4, 3]\n[options]\npoints = [5, 3, 1, 0]\n',
     "line 2: placement has no points for a table of 3 players (it has points for tables of 4)"),
    ("timers", "slow", "player_timers = true\nmain_ms = -1\n", "line 2: main_ms is a length of time"),
    ("timers", "typo", "# comment\n\n[decisions.roll]\nlabel = \"roll\"\naux_sec = 4\n",
     "line 5: decision 'roll' has unknown field 'aux_sec'"),
]


@pytest.mark.parametrize("kind, name, text, expected", BROKEN, ids=[b[1] for b in BROKEN])
def test_a_broken_preset_is_named_with_its_line_and_left_out(kind, name, text, expected):
    path = user_file(kind, name, text)
    user_file("scoring", "fine", GOOD_SCORING)
    found = p.load_presets()
    assert len(found.problems) == 1, found.problems
    assert str(found.problems[0]).startswith(str(path))
    assert expected in str(found.problems[0])
    assert name not in found.of_kind(kind)
    assert "fine" in found.scoring and "table-points" in found.scoring and "document-002" in found.timers


def test_a_file_that_is_not_text_is_named_too():
    path = user_file("scoring", "binary", b"\xff\xfe\x00garbage")
    found = p.load_presets()
    assert list(map(str, found.problems)) == [f"{path}: is not a text file (it must be saved as UTF-8)"]


def test_every_broken_file_is_listed_at_once():
    for kind, name, text, _ in BROKEN:
        user_file(kind, name, text)
    found = p.load_presets()
    assert len(found.problems) == len(BROKEN)
    assert len(found.scoring) == 6 and len(found.timers) == 5


def test_a_broken_shipped_preset_is_reported_not_fatal(tmp_path):
    shipped = tmp_path / "shipped"
    (shipped / "scoring").mkdir(parents=True)
    (shipped / "timers").mkdir()
    (shipped / "scoring" / "ok.toml").write_text('system = "plops"\n')
    (shipped / "scoring" / "bad.toml").write_text('system = "plops"\n[options]\nx = 5\n')
    found = p.load_presets(builtin=shipped)
    assert list(found.scoring) == ["ok"]
    assert list(map(str, found.problems)) == [
        f"{shipped / 'scoring' / 'bad.toml'}, line 3: plops has no option 'x' (options: none)"]


# ---------------------------------------------------------------------------------------------
# Import and export


def test_import_checks_then_copies_the_file_unchanged(tmp_path):
    source = tmp_path / "downloads" / "rplops-100.toml"
    source.parent.mkdir()
    source.write_text("# from the organiser\n" + GOOD_SCORING)
    preset = p.import_preset(source)
    assert preset.kind == "scoring" and preset.name == "rplops-100" and not preset.builtin
    target = paths.user_presets_dir() / "scoring" / "rplops-100.toml"
    assert preset.path == target and target.read_bytes() == source.read_bytes()
    assert "rplops-100" in p.load_presets().scoring


def test_import_finds_a_timer_preset_by_its_contents(tmp_path):
    source = tmp_path / "blitz.toml"
    source.write_text("main_ms = 60_000\n")
    preset = p.import_preset(source)
    assert preset.kind == "timers" and (paths.user_presets_dir() / "timers" / "blitz.toml").exists()


def test_import_refuses_a_broken_file_and_copies_nothing(tmp_path):
    source = tmp_path / "bad.toml"
    source.write_text('system = "rplops"\n[options]\nx = "lots"\n')
    with pytest.raises(p.InvalidPreset, match=r"bad\.toml, line 3: rplops option x must be a number"):
        p.import_preset(source)
    assert not (paths.user_presets_dir() / "scoring").exists()


def test_import_refuses_a_shipped_name_and_asks_before_replacing(tmp_path):
    source = tmp_path / "plops.toml"
    source.write_text(GOOD_SCORING)
    with pytest.raises(p.InvalidPreset, match="shipped scoring preset is already called 'plops'"):
        p.import_preset(source)
    mine = tmp_path / "mine.toml"
    mine.write_text(GOOD_SCORING)
    p.import_preset(mine)
    mine.write_text(GOOD_SCORING.replace("100", "200"))
    with pytest.raises(p.PresetExists) as exists:
        p.import_preset(mine)
    assert exists.value.target == paths.user_presets_dir() / "scoring" / "mine.toml"
    assert p.load_presets().scoring["mine"].options["x"] == 100
    p.import_preset(mine, replace=True)
    assert p.load_presets().scoring["mine"].options["x"] == 200


def test_export_writes_the_preset_file_as_it_is(tmp_path):
    preset = p.load_presets().scoring["rplops"]
    out = p.export_preset(preset, tmp_path / "copy.toml")
    assert out.read_bytes() == preset.path.read_bytes()
    into_folder = p.export_preset(p.load_presets().timers["document-002"], tmp_path)
    assert into_folder == tmp_path / "document-002.toml"
    assert p.read_preset(into_folder).rules == p.load_presets().timers["document-002"].rules


# ---------------------------------------------------------------------------------------------
# Where resources are found


def test_resources_are_the_package_tableside_resources_here_in_the_checkout():
    # The wheel and the bundle find them the same way (tests/packaging/test_wheel.py, test_bundle.py).
    import importlib.resources

    assert paths.resources_dir() == Path(__file__).resolve().parents[2] / "resources"
    assert paths.resources_dir() == importlib.resources.files("tableside.resources")
    assert (paths.resources_dir() / "presets" / "scoring" / "table-points.toml").is_file()
    assert p.builtin_dir() == paths.resources_dir() / "presets"


def test_the_chosen_data_folder_wins_until_reset(tmp_path):
    default = paths.data_dir()
    paths.use_data_folder(str(tmp_path / "events"))
    assert paths.data_dir() == tmp_path / "events"
    paths.use_data_folder("")
    assert paths.data_dir() == default
