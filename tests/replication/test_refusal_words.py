"""A refusal travels to a judge station as its English sentence and, beside it, its template and fields
(issue 29): the station's window says it in its own judge's language. The template is checked as
untrusted input: only {word} places, never an attribute, an index or a format spec."""

from __future__ import annotations

import json

from tableside.app.errors import QT_TRANSLATE_NOOP, ActionRefused
from tableside.app.hall.gate import refused
from tableside.app.replication.client import refusal_of
from tableside.app.replication.wire import answer_from_wire, said_from_wire
from tableside.app.text import Text, joined


def test_a_refusal_carries_its_template_and_fields_beside_the_english():
    err = ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "station {station} is a floor judge for tables {tables}, "
                                                           "not table {table}"),
                             {"station": "Ana's laptop", "tables": "1, 2", "table": 7}))
    body = refused(err).body()
    assert body["message"] == "station Ana's laptop is a floor judge for tables 1, 2, not table 7"
    assert body["template"].startswith("station {station} is a floor judge")
    assert body["fields"] == {"station": "Ana's laptop", "tables": "1, 2", "table": 7}
    answer = answer_from_wire(json.dumps(body).encode())
    assert (answer.template, answer.fields) == (body["template"], body["fields"])
    said = refusal_of(json.dumps(body).encode())
    assert said is not None and str(said) == body["message"]


def test_a_field_that_is_words_travels_in_english_and_a_plain_refusal_carries_none():
    err = ActionRefused(Text(QT_TRANSLATE_NOOP("messages", "every player still in needs a number: {players} too"),
                             {"players": joined(["Ana", "Ben"])}))
    assert refused(err).body()["fields"] == {"players": "Ana and Ben"}
    plain = refused(ActionRefused("no template here")).body()
    assert "template" not in plain and plain["message"] == "no template here"


def test_only_word_places_are_taken_from_the_wire():
    ok = {"template": "table {table} is over", "fields": {"table": 3}}
    assert said_from_wire(ok) == ("table {table} is over", {"table": 3})
    for template in ("{table.__class__}", "{table:>99999}", "{table[0]}", "{table!r}", "{", "}{", "{missing}"):
        assert said_from_wire({"template": template, "fields": {"table": "x"}}) is None, template
    assert said_from_wire({"template": "t {a}", "fields": {"a": ["list"]}}) is None
    assert said_from_wire({"template": "t {a}", "fields": {f"f{i}": 1 for i in range(13)} | {"a": 1}}) is None
    assert said_from_wire({"message": "no template"}) is None
