"""The one wake-up timer after a click is worked out for the clicked table only, and is the same
moment a full pass over every table gives."""

from __future__ import annotations

from tableside.app.event.automatic import next_automatic
from tests.ui.helpers import card, event_window, row

TABLES = {1: ["Ana", "Ben", "Cai", "Dee"], 2: ["Eve", "Fay", "Gus", "Hal"], 3: ["Ivy", "Jon", "Kim"]}
NAMES = tuple(name for names in TABLES.values() for name in names)


def full_pass(c, now):
    """The schedule as a pass over every table gives it (what each action armed before)."""
    keep = c._schedule
    try:
        c._schedule = type(keep)()  # no earlier schedule: every table again
        moment = c.next_wake(now)
        return moment, dict(c._schedule.tables)
    finally:
        c._schedule = keep


def test_a_click_retimes_its_table_only_and_arms_the_same_moment(qtbot, clock, timers, monkeypatch):
    window, c = event_window(qtbot, clock, timers, TABLES, timers_preset="document-002",
                             players=NAMES)
    window.show()
    timer = timers.made[0]
    looked_at: list[int] = []
    plain = c._table_tick

    def counted(rnd, table, now):
        looked_at.append(table.number)
        return plain(rnd, table, now)

    monkeypatch.setattr(c, "_table_tick", counted)
    steps = [
        (250, lambda: row(window, 1, "Ana").decide_actions["roll-dice"].trigger(), 1),
        (400, lambda: row(window, 2, "Fay").decide_actions["roll-dice"].trigger(), 2),
        (1300, lambda: card(window, 1).done_button.click(), 1),
        (700, lambda: row(window, 3, "Kim").out_button.click(), 3),
        (2100, lambda: row(window, 2, "Gus").out_button.click(), 2),
        (50, lambda: card(window, 2).done_button.click(), 2),
    ]
    for advance, act, table in steps:
        # The clock moves as the wake-up timer says, as it does on screen, then the judge taps.
        while timer.active and timer.interval is not None and timer.interval <= advance:
            advance -= timer.interval
            clock.advance(timer.interval)
            timer.fire()
            never_after_a_clock_made_change(c)
        clock.advance(advance)
        looked_at.clear()
        act()
        now = c.now()
        assert looked_at == [table], f"the click on table {table} re-timed tables {looked_at}"
        moment, tables = full_pass(c, now)
        assert c.armed_for == moment and timer.interval == moment - now
        assert c._schedule.tables == tables
        never_after_a_clock_made_change(c)


def never_after_a_clock_made_change(c) -> None:
    """The tables' own clock-made moments are kept per table: the timer is never armed past the next
    one a pass over every table finds (as the headless writer asks it)."""
    made = next_automatic(c.state, c.now())
    assert made is None or (c.armed_for is not None and c.armed_for <= made)


def test_a_round_wide_change_retimes_every_table(qtbot, clock, timers, monkeypatch):
    window, c = event_window(qtbot, clock, timers, TABLES, timers_preset="document-002",
                             players=NAMES)
    looked_at: list[int] = []
    plain = c._table_tick
    monkeypatch.setattr(c, "_table_tick", lambda rnd, table, now: looked_at.append(table.number) or
                        plain(rnd, table, now))
    clock.advance(1000)
    assert c.register("Late")  # a structural change: everything is read again
    assert sorted(looked_at) == [1, 2, 3]
    assert (c.armed_for, dict(c._schedule.tables)) == full_pass(c, c.now())
