import json
from fractions import Fraction

import pytest

from tableside.app.clocks import (
    DecisionKind,
    InvalidPreset,
    TimerRules,
    builtin_presets,
    load_rules,
    load_rules_text,
    resources_dir,
    rules_from_dict,
    rules_to_dict,
)
from tableside.app.errors import TablesideError


def test_document_002_preset_is_the_default_rules():
    presets = builtin_presets()
    assert set(presets) == {"document-002", "judge-time", "last-turn", "minutes-by-number", "round-clock-only"}
    rules = presets["document-002"]
    assert rules == TimerRules()
    assert rules.player_timers is True
    assert rules.main_ms == 120_000
    assert [(key, kind.label, kind.aux_ms) for key, kind in rules.decisions.items()] == [
        ("roll-dice", "roll dice", 4_000),
        ("auction-or-pass", "auction or pass", 7_000),
        ("fortune-with-choice", "fortune with choice", 6_000),
        ("sell-houses", "sell houses to pay bills", 12_000),
        ("choose-character-first", "choose character (first player)", 15_000),
        ("choose-character-other", "choose character (other players)", 7_000),
    ]
    assert rules.auction_cost_ms == 20_000
    assert rules.reward_ratio == Fraction(1, 2)
    assert rules.reward_cap_ms is None
    assert (rules.pause_vote_ms, rules.pause_ms, rules.pause_votes) == (15_000, 300_000, 3)


def test_round_clock_only_preset_has_no_player_timers():
    rules = builtin_presets()["round-clock-only"]
    assert rules.player_timers is False
    assert dict(rules.decisions) == {}
    assert rules.pause_votes == 3


def test_resources_dir_holds_the_timer_presets():
    assert (resources_dir() / "presets" / "timers" / "document-002.toml").is_file()


@pytest.mark.parametrize(("still_in", "needed"), [(1, 1), (2, 2), (3, 3), (4, 3), (5, 3)])
def test_pause_needs_everyone_when_fewer_than_three_are_in(still_in, needed):
    assert TimerRules().votes_needed(still_in) == needed


def test_reward_is_rounded_down_then_capped():
    assert TimerRules().reward(3_300) == 1_650
    assert TimerRules().reward(3_301) == 1_650
    assert TimerRules(reward_ratio=Fraction(1, 3)).reward(1_000) == 333
    assert TimerRules(reward_cap_ms=1_000).reward(3_300) == 1_000


def test_missing_settings_take_document_002_values():
    rules = load_rules_text("main_ms = 60_000\n", "short.toml")
    assert rules.main_ms == 60_000
    assert rules.decisions == TimerRules().decisions
    assert rules.pause_vote_ms == 15_000


@pytest.mark.parametrize("ratio", [0.5, "1/2", "0.5"])
def test_reward_ratio_is_read_exactly(ratio):
    text = f"reward_ratio = {json.dumps(ratio)}\n"
    assert load_rules_text(text, "r.toml").reward_ratio == Fraction(1, 2)


def test_rules_survive_a_json_round_trip():
    rules = TimerRules(
        main_ms=90_000,
        decisions={"trade": DecisionKind("trade", 9_000), "roll-dice": DecisionKind("roll dice", 3_000)},
        reward_ratio=Fraction(1, 3),
        reward_cap_ms=2_500,
        pause_votes=2,
    )
    stored = json.loads(json.dumps(rules_to_dict(rules)))
    back = rules_from_dict(stored)
    assert back == rules
    assert list(back.decisions) == ["trade", "roll-dice"]  # the order a judge picks from is kept
    assert rules_from_dict(rules_to_dict(TimerRules())) == TimerRules()


def test_rules_are_hashable_and_read_only():
    rules = TimerRules()
    assert hash(rules) == hash(TimerRules())
    with pytest.raises(TypeError):
        rules.decisions["nap"] = DecisionKind("nap", 1)  # type: ignore[index]


BROKEN = [
    ("main_ms = -5\n", "bad.toml, line 1: main_ms is a length of time and cannot be negative, got -5"),
    ("player_timers = true\nmain_ms = \"two minutes\"\n", "bad.toml, line 2: main_ms must be a whole number"),
    ("main_ms = 120_000\nrounds = 3\n", "bad.toml, line 2: unknown setting 'rounds'"),
    ("player_timers = true\n[decisions]\n", "bad.toml, line 2: player_timers is true but no decisions are listed"),
    ("[decisions.nap]\nlabel = \"nap\"\naux_ms = -1\n", "bad.toml, line 3: decisions.nap.aux_ms is a length"),
    ("[decisions.nap]\nlabel = \"nap\"\n", "bad.toml, line 1: decision 'nap' needs aux_ms"),
    ("[decisions.nap]\naux_ms = 1\nsnooze = 2\n", "bad.toml, line 3: decision 'nap' has unknown field 'snooze'"),
    ("pause_votes = 0\n", "bad.toml, line 1: pause_votes must be at least 1"),
    ("pause_ms = 0\n", "bad.toml, line 1: pause_ms must be longer than 0 ms"),
    ("reward_ratio = 2\n", "bad.toml, line 1: reward_ratio must be between 0 and 1"),
    ("\n\nplayer_timers = 1\n", "bad.toml, line 3: player_timers must be true or false"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN)
def test_a_broken_preset_names_the_file_the_line_and_the_problem(text, message):
    with pytest.raises(InvalidPreset) as err:
        load_rules_text(text, "bad.toml")
    assert str(err.value).startswith(message)
    assert isinstance(err.value, TablesideError)


def test_a_toml_syntax_error_keeps_tomllib_line_and_column():
    with pytest.raises(InvalidPreset, match=r"^bad\.toml: .*\(at line 2, column 12\)"):
        load_rules_text("main_ms = 1\npause_ms = = 2\n", "bad.toml")


def test_load_rules_reads_a_file_and_names_it_in_errors(tmp_path):
    good = tmp_path / "fast.toml"
    good.write_text("main_ms = 30_000\n", encoding="utf-8")
    assert load_rules(good).main_ms == 30_000
    broken = tmp_path / "broken.toml"
    broken.write_text("main_ms = -1\n", encoding="utf-8")
    with pytest.raises(InvalidPreset, match=r"broken\.toml, line 1: main_ms"):
        load_rules(broken)
    with pytest.raises(InvalidPreset, match=r"missing\.toml: cannot be read"):
        load_rules(tmp_path / "missing.toml")


def test_stored_rules_with_a_problem_are_refused_without_a_line():
    data = rules_to_dict(TimerRules())
    data["auction_cost_ms"] = -20_000
    with pytest.raises(InvalidPreset, match=r"^event log: auction_cost_ms is a length of time and cannot be negative"):
        rules_from_dict(data, "event log")
    with pytest.raises(InvalidPreset, match="table of settings"):
        rules_from_dict([1, 2], "event log")  # type: ignore[arg-type]


def test_decision_order_survives_the_logs_sorted_json():
    import json

    from tableside.app.clocks.rules import builtin_presets, rules_from_dict, rules_to_dict
    from tableside.app.eventlog.entry import canonical_json

    rules = builtin_presets()["document-002"]
    stored = json.loads(canonical_json(rules_to_dict(rules)))
    assert list(stored["decisions"]) != list(rules.decisions)  # the JSON really does reorder them
    assert list(rules_from_dict(stored).decisions) == list(rules.decisions)
    assert list(rules.decisions)[0] == "roll-dice"


# ---------------------------------------------------------------------------------------------
# How a round ends (issue 27, part 4)


@pytest.mark.parametrize("text, phase, count", [
    ('"together"', "together", 0), ('"finish_turn"', "turns", 0), ('"turns:3"', "turns", 3),
    ('"minutes:5"', "minutes", 5),
])
def test_round_end_is_read_and_written_back(text, phase, count):
    from tableside.app.clocks.rules import load_rules_text, rules_from_dict

    rules = load_rules_text(f'player_timers = false\nround_end = {text}\nsurvivors = "by_number"\n', "x.toml")
    assert (rules.round_end.phase, rules.round_end.count, rules.round_end.survivors) == (phase, count, "by_number")
    assert rules_from_dict(json.loads(json.dumps(rules_to_dict(rules)))) == rules


@pytest.mark.parametrize("line, words", [
    ('round_end = "turns:0"', "round_end must be"),
    ('round_end = "minutes:-1"', "round_end must be"),
    ('round_end = "later"', "round_end must be"),
    ('round_end = 5', "round_end must be"),
    ('survivors = "by_points"', 'survivors must be "together" or "by_number"'),
    ('turn_decision = "dance"', "turn_decision must name one of the decision kinds"),
])
def test_a_wrong_round_end_names_its_line(line, words):
    from tableside.app.clocks.rules import load_rules_text

    with pytest.raises(TablesideError, match=words) as err:
        load_rules_text(f"main_ms = 1000\n{line}\n", "x.toml")
    assert "x.toml, line 2" in str(err.value)


def test_the_turn_begins_with_the_first_decision_kind_unless_told():
    from tableside.app.clocks.rules import load_rules_text

    assert TimerRules().turn_kind == "roll-dice"
    assert load_rules_text('turn_decision = "sell-houses"\n', "x").turn_kind == "sell-houses"
