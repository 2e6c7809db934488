"""The desk's refusals on the pages, in the phone's language (issue 29): the hall answers a refusal with its
plain English message and, beside it, its template and fields (a field that is a sentence in turn as
"said"); the pages' catalogues hold every template a page may be sent, with the window's own translation
(packaging/web_messages.py writes them from the .ts files, and says here what drifted)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tableside.app.errors import ActionRefused
from tableside.app.hall import gate, server
from tableside.app.text import Text, ordinal, words
from tests.hall.helpers import Hall, make_hall

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "resources" / "web"


def web_messages() -> Any:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import web_messages
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return web_messages


def catalogues() -> dict[str, dict[str, str]]:
    return {code: json.loads((WEB / f"i18n-{code}.json").read_text(encoding="utf-8")) for code in ("de", "es", "fr")}


@pytest.fixture(scope="module")
def said_in() -> dict[str, dict[str, str]]:
    return catalogues()


@pytest.fixture
def hall() -> Hall:
    return make_hall()


def test_each_catalogue_holds_every_template_a_page_may_be_sent_as_the_window_says_it():
    messages = web_messages()
    templates = messages.page_templates()
    assert {gate.NOT_PAIRED, gate.UNPAIRED, server.PAIRING_REFUSED, "the request is larger than {size} KiB",
            "there is no pause vote open; the last one was denied: {0} said no",
            "table {table}: {reason}"} <= set(templates)
    assert messages.check() == [], "run packaging/web_messages.py"


def templates_of(answer: dict[str, Any]) -> list[str]:
    """The templates a page looks up to say ``answer``: its own (or its message, word for word) and
    every nested one."""
    found: list[str] = []

    def walk(value: dict[str, Any]) -> None:
        found.append(value["template"])
        for field in value["fields"].values():
            if isinstance(field, dict) and "template" in field:  # not a place ({"ordinal": n})
                walk(field)

    if "said" in answer:
        walk(answer["said"])
    elif "template" in answer:
        walk({"template": answer["template"], "fields": answer["fields"]})
    else:
        found.append(answer["message"])
    return found


def test_the_refusals_a_table_device_meets_are_in_every_catalogue(hall: Hall, said_in) -> None:
    _, token = hall.pair(1)
    answers = [
        hall.post(token, {"id": "a1b2c3d4e5", "kind": "player.out", "table": 1, "players": ["p4"]}),
        hall.post(token, {"id": "a1b2c3d4e6", "kind": "player.out", "table": 1, "players": ["p4"]}),  # out already
        hall.post(token, {"id": "a1b2c3d4e7", "kind": "clock.vote", "table": 1, "player": "p1", "yes": True}),
        hall.post(token, {"id": "a1b2c3d4e8", "kind": "player.out", "table": 2, "players": ["p5"]}),  # not its table
        hall.post(token, {"id": "a1b2c3d4e9", "kind": "event.create", "table": 1}),
        hall.post(token, b"{"),
        hall.post("x" * 32, {"id": "a1b2c3d4f0", "kind": "clock.done", "table": 1}),
        hall.client.post("/api/pair", json={"code": "ABCDEFGH"}),
        hall.client.post("/api/checkin", json={"id": "c1h2e3c4k5", "table": 1, "player": "Zed"},
                         headers={"Authorization": f"Bearer {token}"}),
        hall.client.post("/api/seat", json={"id": "s1e2a3t4x5", "kind": "check", "table": 1, "player": "Dee",
                                            "code": "NOPE"}),
        hall.post(token, {"id": "d1e2c3i4d5", "kind": "clock.decision", "table": 1, "player": "p1",
                          "decision": "roll-dice"}),
        hall.post(token, {"id": "d1e2c3i4d6", "kind": "clock.decision", "table": 1, "player": "p2",
                          "decision": "roll-dice"}),  # Ana still decides: "(roll dice)", a view's word
        hall.post(token, {"id": "a1b2c3d4f1", "kind": "clock.done", "table": 1, "a": 1, "b": 2, "c": 3, "d": 4}),
    ]
    assert answers[0].status_code == answers[-3].status_code == 200
    for response in answers[1:-3] + answers[-2:]:
        body = response.json()
        assert 400 <= response.status_code < 500 and body["ok"] is False, body
        for template in templates_of(body):
            for code, catalogue in said_in.items():
                assert catalogue.get(template, "").strip(), (code, template, body)


def test_a_refusal_carries_its_template_beside_the_english_and_a_nested_one_as_said(hall: Hall) -> None:
    _, token = hall.pair(1)
    other = hall.post(token, {"id": "a1b2c3d4e8", "kind": "player.out", "table": 2, "players": ["p5"]}).json()
    assert other == {"ok": False, "message": "this device is paired to table 1, not table 2",
                     "template": "this device is paired to table {table}, not table {asked}",
                     "fields": {"table": 1, "asked": 2}}
    outcome = gate.refused(ActionRefused(Text("table {table}: {reason}", {
        "table": 3, "reason": Text("{0} has left the game", {"0": "<b>Ana</b>"})})))
    body = outcome.body()
    assert body["message"] == "table 3: <b>Ana</b> has left the game"  # what `tableside apply` would print
    assert body["fields"] == {"table": 3, "reason": "<b>Ana</b> has left the game"}  # a station's: flat
    assert body["said"] == {"template": "table {table}: {reason}",
                            "fields": {"table": 3, "reason": {"template": "{0} has left the game",
                                                              "fields": {"0": "<b>Ana</b>"}}}}
    # A place goes as its number, a view model's word as a template the catalogues carry.
    placed = gate.refused(ActionRefused(Text("{who}: {place} ({label})", {
        "who": "Ana", "place": ordinal(3), "label": words("roll dice")}))).body()
    assert placed["message"] == "Ana: 3rd (roll dice)"
    assert placed["said"]["fields"] == {"who": "Ana", "place": {"ordinal": 3},
                                        "label": {"template": "roll dice", "fields": {}, "context": "view"}}


# The pages' side (resources/web/i18n.js), run by node in a bare context: the catalogue a fetch returns,
# nothing else of a browser. A real chromium says a refusal in German in test_pages_in_the_phone_language.
SAY = r"""
const vm = require("vm"), fs = require("fs");
const [script, code, catalogue, answers] = process.argv.slice(1);
const context = {
  navigator: { languages: [code] },
  document: { documentElement: {}, querySelectorAll: () => [] },
  fetch: async () => ({ ok: true, json: async () => JSON.parse(catalogue) }),
  out: [],
};
vm.createContext(context);
vm.runInContext(fs.readFileSync(script, "utf8") + "\n;this.I = TablesideI18n;", context);
context.I.ready(() => {
  console.log(JSON.stringify(JSON.parse(answers).map((answer) => context.I.said(answer, "no answer"))));
});
"""


def say(code: str, catalogue: dict[str, str], answers: list[Any]) -> list[str]:
    import shutil
    import subprocess

    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    done = subprocess.run(["node", "-e", SAY, str(WEB / "i18n.js"), code, json.dumps(catalogue), json.dumps(answers)],
                          capture_output=True, text=True, timeout=30, check=True)
    return list(json.loads(done.stdout))


def test_a_page_says_a_refusal_from_its_template_and_fields_in_its_language(said_in) -> None:
    nested = {"ok": False, "message": "table 3: Ana has left the game", "template": "table {table}: {reason}",
              "fields": {"table": 3, "reason": "Ana has left the game"},
              "said": {"template": "table {table}: {reason}",
                       "fields": {"table": 3, "reason": {"template": "{0} has left the game",
                                                         "fields": {"0": "{table} <b>Ana</b>"}}}}}
    answers = [
        {"ok": False, "message": "x", "template": "this device is paired to table {table}, not table {asked}",
         "fields": {"table": 1, "asked": 2}},
        nested,
        {"ok": False, "message": "there is nothing here"},  # no fields: looked up word for word
        {"ok": False, "message": "a sentence no catalogue has"},
        {"ok": False, "message": "m", "template": "Imported %n player(s) at {where}", "fields": {"n": 1, "where": "A"}},
        None,
    ]
    assert say("de", said_in["de"], answers) == [
        "dieses Gerät ist mit Tisch 1 gekoppelt, nicht mit Tisch 2",
        "Tisch 3: {table} <b>Ana</b> ist aus dem Spiel ausgeschieden",  # a name is never filled in again
        "hier gibt es nichts",
        "a sentence no catalogue has",
        "Imported 1 player at A",  # not in the catalogue: English, its count said
        "no answer",
    ]
    assert say("en", {}, answers[1:2]) == ["table 3: {table} <b>Ana</b> has left the game"]


def test_a_page_writes_a_place_and_a_views_word_in_its_language(said_in) -> None:
    still = "{0} is still deciding ({label}); one decision at a time, until it completes"
    answers = [{"ok": False, "message": "m", "said": {"template": still, "fields": {
        "0": "Ana", "label": {"template": "auction or pass", "fields": {}, "context": "view"}}}}]
    answers += [{"ok": False, "message": "m", "said": {"template": "{place}", "fields": {"place": {"ordinal": n}}}}
                for n in (1, 3, 11, 22)]
    assert say("de", said_in["de"], answers) == [
        "Ana entscheidet noch (versteigern oder passen); eine Entscheidung nach der anderen, bis sie abgeschlossen "
        "ist", "1.", "3.", "11.", "22."]
    assert say("fr", said_in["fr"], answers)[1:] == ["1er", "3e", "11e", "22e"]
    assert say("es", said_in["es"], answers)[1:3] == ["1.º", "3.º"]
    assert say("en", {}, answers) == ["Ana is still deciding (auction or pass); one decision at a time, until it "
                                      "completes", "1st", "3rd", "11th", "22nd"]




@pytest.mark.e2e  # a real server on loopback, over a real SQLite file
def test_a_write_the_full_disk_refused_is_said_in_the_phone_language(tmp_path, said_in) -> None:
    """The event file cannot grow (SQLite's SQLITE_FULL, the disk full): the device is told the file's
    own sentence ("could not save to …: the disk is full; nothing was written"), nothing is written, the
    sentence is in every catalogue, and a German page says it in German."""
    import httpx

    from tests.hall.helpers import serve_demo

    def fill(session: Any) -> int:  # on the writer's thread: the store's connection is its own
        cx = session.store._cx
        cx.execute(f"PRAGMA max_page_count = {cx.execute('PRAGMA page_count').fetchone()[0]}")
        return len(session.store)

    service = serve_demo(tmp_path)
    try:
        paired = service.pair(1)
        length = service.writer.with_session(fill).result(timeout=10)
        players = service.writer.with_session(lambda session: session.state.current_round.tables[1].players
                                              ).result(timeout=10)
        refusal = None
        for turn in range(200):  # a decision and its Done, player after player, until the file is full
            for kind, extra in (("clock.decision", {"player": players[turn % len(players)], "decision": "roll-dice"}),
                                ("clock.done", {})):
                response = httpx.post(service.url("/api/action"), headers={"Authorization": f"Bearer {paired.token}"},
                                      json={"id": f"full{turn}{kind[6:9]}", "kind": kind, "table": 1, **extra},
                                      timeout=10)
                if response.status_code != 200:
                    refusal = response
                    break
                length += 1
            if refusal is not None:
                break
        assert refusal is not None and refusal.status_code == 503, "the file never filled up"
        assert service.writer.with_session(lambda session: len(session.store)).result(timeout=10) == length
    finally:
        service.stop()
    body = refusal.json()
    assert body["ok"] is False and body["message"].startswith("could not save to "), body  # said once
    assert body["template"] == "could not save to {name}: the disk is full; nothing was written"
    for template in templates_of(body):
        for code, catalogue in said_in.items():
            assert catalogue.get(template, "").strip(), (code, template)
    said = say("de", said_in["de"], [body])[0]
    assert said.startswith("konnte nicht in ") and "der Datenträger ist voll" in said, said
    assert "could not" not in said and "nothing" not in said and "is full" not in said, said
