"""verify checks the canonical form of a data text once per shape (app/eventlog/verify.py, _DIGIT_SHAPE):
a text of a shape found canonical before is trusted, so no text that is not canonical may share a
shape with one that is. Worked examples of the near misses, then a property over texts that differ
only in their digits, against the plain rule: canonical_json(json.loads(text)) == text.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tableside.app.eventlog.entry import GENESIS_HASH, canonical_json, entry_hash
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.app.eventlog.verify import verify
from tests.depth import examples
from tests.eventlog.helpers import at


def log_of(path: Path, texts: list[str]) -> Path:
    """An event file holding these data texts, hashed and chained as the log defines (whatever they are)."""
    open_event_file(path, create=True).close()
    cx = sqlite3.connect(path, isolation_level=None)
    try:
        prev = GENESIS_HASH
        for seq, text in enumerate(texts, start=1):
            entry_id, when = uuid.uuid4().hex, at(seq)
            digest = entry_hash(seq, entry_id, when, "player.register", text, prev)
            cx.execute("INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (seq, entry_id, when, "player.register", text, prev, digest))
            prev = digest
    finally:
        cx.close()
    return path


def first_not_canonical(texts: list[str]) -> int | None:
    """The plain rule, entry by entry: the first text that is not a JSON object in canonical form."""
    for seq, text in enumerate(texts, start=1):
        try:
            value = json.loads(text)
            good = isinstance(value, dict) and canonical_json(value) == text
        except ValueError:
            good = False
        if not good:
            return seq
    return None


def verified(path: Path) -> int | None:
    with open_event_file(path, readonly=True) as store:
        report = verify(store)
    assert report.ok == (report.first_bad_seq is None)
    return report.first_bad_seq


@pytest.mark.parametrize(("canonical", "not_canonical"), [
    ('{"k1":1,"k2":2}', '{"k2":2,"k1":1}'),  # keys with digits: their order depends on them
    ('{"k1":1,"k2":1}', '{"k1":1,"k1":1}'),  # and so does whether two are one
    ('{"t":0.30000000000000004}', '{"t":0.10000000000000004}'),  # a float's shortest text depends on its digits
    ('{"s":"\\u0011"}', '{"s":"\\u0031"}'),  # an escape: a control character, or a "1" written escaped
    ('{"t":10}', '{"t":01}'),  # a leading zero (zeros keep their place in a shape: these two differ)
    ('{"t":0}', '{"t":-0}'),
    ('{"a":[1,2]}', '{"a":[1,2] }'),
    ('{"a":1}', '{"a":1}\x00{"a":1}'),  # a NUL, which splits a page's shapes (never in JSON text)
])
def test_a_text_shaped_like_a_canonical_one_is_still_checked(tmp_path, canonical, not_canonical):
    texts = [canonical] * 3 + [not_canonical] + [canonical]
    assert first_not_canonical(texts) == 4
    assert verified(log_of(tmp_path / "event.tableside", texts)) == 4


def test_many_entries_of_a_few_shapes_pass_and_one_wrong_among_them_is_named(tmp_path):
    texts = [canonical_json({"players": [f"p{i % 97}"], "t": i * 1500, "table": i % 40 + 1}) for i in range(3000)]
    texts[2500] = texts[2500].replace('"t":', '"t":0')  # a leading zero, deep in the log
    assert verified(log_of(tmp_path / "event.tableside", texts)) == 2501


DIGITS = st.text(alphabet="0123456789", min_size=1, max_size=3)
VALUES = st.recursive(
    st.one_of(st.integers(-10**6, 10**6), st.floats(allow_nan=False, allow_infinity=False), DIGITS,
              st.text(alphabet="ab1\x11\"\\é", max_size=4), st.booleans(), st.none()),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet="k12", max_size=3), inner,
                                                                 max_size=3),
    max_leaves=6)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=st.dictionaries(st.text(alphabet="k12", max_size=3), VALUES, max_size=4),
       swaps=st.lists(st.tuples(st.integers(0, 200), st.sampled_from("0123456789")), max_size=4))
def test_texts_that_differ_in_their_digits_only_are_judged_as_the_plain_rule_does(tmp_path_factory, value, swaps):
    canonical = canonical_json(value)
    changed = list(canonical)
    digits = [i for i, c in enumerate(changed) if c.isdigit()]
    for where, digit in swaps:
        if digits:
            changed[digits[where % len(digits)]] = digit
    texts = [canonical, canonical, "".join(changed), canonical]
    path = log_of(Path(tmp_path_factory.mktemp("shapes")) / "event.tableside", texts)
    assert verified(path) == first_not_canonical(texts)
