"""``tableside apply`` checks a table's report, its confirmation and the judge's overrule as the desk and
the hall do: the same refusal, in the same words, and nothing written from the refused line on."""

from __future__ import annotations

import pytest

from tests.event.test_event_cli import lines, tableside

pytestmark = pytest.mark.e2e  # a real process

EVENT = [
    {"kind": "event.create", "name": "Reported Cup", "date": "2026-11-25", "system": "table-points",
     "timers": "round-clock-only", "round_minutes": 90, "reports": {"confirm_seconds": 60}},
    *({"kind": "player.register", "name": n} for n in ["Ana", "Ben", "Cai", "Dee"]),
    {"kind": "round.open"},
    {"kind": "table.seat", "table": 1, "players": ["Ana", "Ben", "Cai", "Dee"], "game": "Catan"},
    {"kind": "round.start"},
    {"kind": "result.report", "table": 1, "players": ["Dee"], "by": "Dee", "via": "device"},
    {"kind": "result.confirm", "table": 1, "by": "Ana", "via": "device"},
    {"kind": "result.report", "table": 1, "players": ["Cai"], "by": "Ben", "via": "device"},
    {"kind": "result.overrule", "table": 1, "reason": "Cai is still in"},
    {"kind": "result.report", "table": 1, "players": ["Ben"], "by": "Ben", "via": "phone"},
    {"kind": "result.confirm", "table": 1, "by": "Ben", "via": "phone"},
]


def test_apply_checks_reports_as_the_desk_and_the_hall_do(tmp_path):
    path = tmp_path / "reported.tableside"
    proc = tableside("apply", str(path), stdin=lines(EVENT))
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert proc.stdout.split() == [str(n) for n in range(1, len(EVENT))]
    assert f"line {len(EVENT)}" in proc.stderr
    assert "Ben reported this: another player at table 1 confirms it" in proc.stderr
    standings = tableside("standings", str(path))
    assert standings.returncode == 0 and "Dee" in standings.stdout
