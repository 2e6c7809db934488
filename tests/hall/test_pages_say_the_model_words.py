"""A table device's page says the desk's composed words in the phone's language (issue 29): the auction's
label travels as a template and its field, and the built-in decisions' names are in each catalogue."""

from __future__ import annotations

import json
from pathlib import Path

from tableside.app.clocks.rules import DOCUMENT_002_DECISIONS
from tableside.app.event.page_view import _said
from tableside.app.event.table_view_model import Button, auction_said

WEB = Path(__file__).resolve().parents[2] / "resources" / "web"


def test_the_auction_label_travels_as_a_template_and_its_field():
    label = auction_said(7_000)
    assert str(label) == "Auction (−7 s)"
    assert _said(Button(str(label), label_said=label).label_said) == {"template": "Auction (−{time})",
                                                                       "fields": {"time": "7 s"}}
    assert _said(None) is None


def test_each_catalogue_has_the_auction_and_the_built_in_decisions():
    for code in ("de", "es", "fr"):
        catalogue = json.loads((WEB / f"i18n-{code}.json").read_text(encoding="utf-8"))
        for words in ["Auction (−{time})", *(kind.label for kind in DOCUMENT_002_DECISIONS.values())]:
            assert catalogue.get(words, "").strip(), (code, words)
