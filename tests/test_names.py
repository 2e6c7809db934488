"""Players' names: what app.names keeps, tidies and refuses, at every door a name comes in by."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tableside.app.event.actions import ActionRefused
from tableside.app.event.fold import fold
from tableside.app.eventlog.memory_store import MemoryStore
from tableside.app.names import DIRECTION_CONTROLS, MAX_LENGTH, clean_name
from tableside.app.players_csv import PlayersCsvError, parse_players_csv
from tableside.app.ratings_csv import RatingsCsvError, parse_ratings_csv
from tests.event.helpers import session_on, small_event

AT = "2026-11-22T10:00:00.000Z"  # when an old entry was written
HOSTILE = ['<img src="/dev/zero">', "<s>Dee</s>", '<b style="font-size:200px;color:red">X</b>', "&amp;"]


@pytest.mark.parametrize("typed, registered", [
    ("Ana", "Ana"),
    ("  Ana   Li \u00a0", "Ana Li"),  # a no-break space looks like any other
    ("Zoe\u0308", "Zo\u00eb"),  # e + combining diaeresis is the ë a keyboard types
    ("\u0915\u094d\u200d\u0937", "\u0915\u094d\u200d\u0937"),  # the joiner some scripts need stays
    ("\U0001f469\u200d\U0001f4bb", "\U0001f469\u200d\U0001f4bb"),  # and emoji sequences
    ("\u0645\u062d\u0645\u062f", "\u0645\u062d\u0645\u062f"),  # right-to-left script is fine
    *[(name, name) for name in HOSTILE],  # ordinary characters: every screen shows them as written
    ("x" * MAX_LENGTH, "x" * MAX_LENGTH),
    ("\tAna\r\n\x85", "Ana"),  # surrounding whitespace, line breaks included, is trimmed
])
def test_a_name_is_kept_or_tidied(typed, registered):
    assert clean_name(typed) == registered


@pytest.mark.parametrize("typed, said", [
    ("", "the name is empty"),
    (" \u00a0\u3000", "the name is empty"),
    ("x" * 80, "the name is 80 characters long; a name may have at most 64"),
    ("Ana\u202eiD", r"invisible direction mark \(U\+202E\)"),
    ("\u2067Ana", r"invisible direction mark \(U\+2067\)"),
    ("Ana\u200f", r"invisible direction mark \(U\+200F\)"),
    ("Ana\u061c", r"invisible direction mark \(U\+061C\)"),
    ("Ana\tLi", r"invisible control character \(U\+0009"),
    ("Ana\nLi", r"invisible control character \(U\+000A"),
    ("Ana\x00", r"invisible control character \(U\+0000"),
    ("A\x85na", r"invisible control character \(U\+0085"),
    ("Ana\ud800", r"broken character \(U\+D800\)"),
])
def test_a_name_is_refused_in_one_plain_sentence(typed, said):
    with pytest.raises(ActionRefused, match=said):
        clean_name(typed)


def _refused(text: str) -> bool:
    try:
        clean_name(text)
    except ActionRefused:
        return True
    return False


ANY_TEXT = st.text(st.one_of(st.characters(), st.sampled_from(sorted(DIRECTION_CONTROLS) + ["\u200d", " ", "\t"])),
                   max_size=80)


@given(ANY_TEXT)
def test_cleaning_is_idempotent_bounded_and_leaves_no_controls(text):
    if _refused(text):
        return
    name = clean_name(text)
    assert clean_name(name) == name
    assert 0 < len(name) <= MAX_LENGTH
    assert name == name.strip() and "  " not in name
    assert name == unicodedata.normalize("NFC", name)
    assert not any(unicodedata.category(c) in ("Cc", "Cs") or c in DIRECTION_CONTROLS for c in name)


VALID = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zs", "Zl", "Zp"),
                              blacklist_characters=sorted(DIRECTION_CONTROLS)) | st.just(" "),
                min_size=1, max_size=MAX_LENGTH).map(lambda s: unicodedata.normalize("NFC", s)).filter(
    lambda s: s == " ".join(s.split()) and 0 < len(s) <= MAX_LENGTH)


@given(VALID)
def test_a_valid_name_comes_back_unchanged(name):
    assert clean_name(name) == name


def test_register_rename_and_import_all_use_the_rule():
    session = session_on(MemoryStore())
    small_event(session, players=("Ana",))
    session.do("player.register", {"name": "  Ben \u00a0 Li "})
    assert session.state.player_by_name("Ben Li") is not None
    before = len(session.store)
    with pytest.raises(ActionRefused, match="at most 64"):
        session.do("player.register", {"name": "y" * 65})
    with pytest.raises(ActionRefused, match="direction mark"):
        session.do("player.rename", {"player": "Ana", "name": "An\u202ea"})
    with pytest.raises(ActionRefused, match="player 2 of the list: the name holds an invisible control"):
        session.do("player.import", {"players": [{"name": "Cai"}, {"name": "D\x07ee"}]})
    assert len(session.store) == before  # nothing written
    session.do("player.rename", {"player": "Ana", "name": "<s>Dee</s>"})
    assert session.state.player_by_name("<s>Dee</s>") is not None


def test_a_csv_refusal_names_the_line():
    text = "name\n" + "Ana\n" * 0 + "Ben\n" + "Cai\n" + "Dee\n" + "Eve\n" + "Fay\n" + "g" * 80 + "\nHo\u202eb\n"
    with pytest.raises(PlayersCsvError) as err:
        parse_players_csv(text)
    assert str(err.value) == ("nothing was imported: line 7: the name is 80 characters long; a name may have at "
                              "most 64; line 8: the name holds an invisible direction mark (U+202E), which can "
                              "make it read as another name; type it again without it")
    assert [r.name for r in parse_players_csv("  Ana   Li \n<s>Dee</s>\n")] == ["Ana Li", "<s>Dee</s>"]


def test_numbering_a_name_past_the_limit_is_refused_on_its_line():
    long = "z" * MAX_LENGTH
    with pytest.raises(PlayersCsvError, match="line 2: numbered, the name would be 68 characters long"):
        parse_players_csv(f"{long}\n{long}\n", disambiguate="number")


def test_ratings_names_are_cleaned_as_players_names_so_they_match():
    assert parse_ratings_csv("name,rating\n  Ana   Li ,1500\n") == {"Ana Li": 1500}
    with pytest.raises(RatingsCsvError, match="line 3: the name is 70 characters long"):
        parse_ratings_csv("name,rating\nAna,1\n" + "r" * 70 + ",2\n")
    session = session_on(MemoryStore())
    session.do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "contribution", "options": {},
                                "timers": "round-clock-only", "ratings": {" Ana  Li ": 1400}})
    session.do("player.register", {"name": "ana li"})
    assert session.state.settings is not None and session.state.settings.ratings == {"Ana Li": 1400}
    assert session.state.player_by_name("ana li").start_rating == 1400
    with pytest.raises(ActionRefused, match="the ratings list 'Ana Li' twice"):
        session_on(MemoryStore()).do("event.create", {"name": "Cup", "date": "2026-11-22", "system": "contribution",
                                                      "options": {}, "timers": "round-clock-only",
                                                      "ratings": {"Ana Li": 1, "Ana  Li": 2}})


def old_event_with_odd_names() -> MemoryStore:
    """An event written before names were checked: a long name, a direction mark, doubled spaces."""
    session = session_on(MemoryStore())
    small_event(session, players=("Ana", "Ben"))
    # Written as the log held them then: straight into the store, past today's rules.
    session.store.append("player.register", {"player": "p3", "name": "w" * 80, "t": session.now()}, AT)
    session.store.append("player.register", {"player": "p4", "name": "Ev\u202ee  Li", "t": session.now()}, AT)
    return session.store


def test_an_event_holding_old_odd_names_still_opens_folds_and_undoes():
    store = old_event_with_odd_names()
    state = fold(store.entries())
    assert [p.name for p in state.players.values()] == ["Ana", "Ben", "w" * 80, "Ev\u202ee  Li"]
    session = session_on(store)  # opens as the window does
    assert session.state.player_by_name("w" * 80) is not None
    # An undo refolds strictly, judging later entries again: the old names are not judged by the new rule.
    ben = next(e.seq for e in store.entries() if e.kind == "player.register" and e.data["name"] == "Ben")
    session.do("undo", {"entry": ben})
    assert session.state.player_by_name("Ben") is None
    assert session.state.player_by_name("Ev\u202ee  Li") is not None
    # A new action meets the rule, even renaming one of the old names.
    with pytest.raises(ActionRefused, match="at most 64"):
        session.do("player.rename", {"player": "p4", "name": "v" * 70})
    session.do("player.rename", {"player": "p3", "name": "  Wu  "})
    assert session.state.players["p3"].name == "Wu"


def test_a_judge_station_sending_a_name_meets_the_same_rule():
    from starlette.testclient import TestClient

    from tableside.app.hall.server import make_app
    from tableside.app.replication.logfeed import InlineLog, LogFeed
    from tests.hall.helpers import make_hall

    judge_code = "judge-token-of-this-test-0123456789abc"
    hall = make_hall()
    feed = LogFeed(InlineLog(hall.session.store), judge_code, state=hall.session.state)
    client = TestClient(make_app(hall.backend, hall.hub, limit=hall.limit, log=feed))
    joined = client.post("/api/station/action", headers={"Authorization": f"Bearer {judge_code}"},
                         json={"id": "join-station-2", "station": "station-2", "kind": "station.join",
                               "data": {"station": "station-2", "name": "Bob", "url": ""}})
    assert joined.status_code == 200, joined.text
    token = joined.json()["station_token"]  # the station acts with its own token from here on
    before = len(hall.session.store)

    def register(name: str, action_id: str):
        return client.post("/api/station/action", headers={"Authorization": f"Bearer {token}"},
                           json={"id": action_id, "station": "station-2", "kind": "player.register",
                                 "data": {"name": name}})

    refused = register("Ana\u202eLi", "st-action-0001")
    assert refused.status_code == 409 and "invisible direction mark (U+202E)" in refused.json()["message"]
    assert len(hall.session.store) == before
    assert register("  <s>Zed</s>   Li ", "st-action-0002").status_code == 200
    assert hall.session.state.player_by_name("<s>Zed</s> Li") is not None
