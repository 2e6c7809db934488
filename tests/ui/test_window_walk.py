"""The judge's window walked as at a real event, by keyboard and mouse only (issue 26, "Done when").

At 1366x768, 1280x720 and 1920x1080, on the real window (QTest key and mouse events on its widgets, keys
sent where Qt sends them: the open popup, the open dialog, or the focus): 120 players pasted into
Event ▸ Players and tables, the round seated and started, Outs (several together too), Decide ▾
menus driven by their own keys, a pause vote, Undo by click and by key, a table extended, the round paused
and ended, the standings, the projector opened. After every step: no text cut (tests/ui/clipping.py),
nothing under the pointer moved (the clicked button, its card's other widgets and every card: at most
2 px, unless they were meant to move) and the window grabbed to a PNG (WALK_SHOTS=folder keeps them,
else the test's temporary folder). Once a size, Tab walks the whole window: every focusable control is
reached. The event itself is created through the controller (the New event dialog has its own tests).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QWidget

from tableside.app.eventlog.memory_store import MemoryStore
from tests.ui.clipping import clipped_texts
from tests.ui.helpers import make_window
from tests.ui.long_names import long_names

pytestmark = [pytest.mark.slow, pytest.mark.qt_log_ignore(r"This plugin does not support")]

SIZES = [(1366, 768), (1280, 720), (1920, 1080)]
JUMP = 2  # px a widget not meant to move may shift (rounding)
Key = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
NONE = Qt.KeyboardModifier.NoModifier


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


class Walk:
    """The window, the steps taken so far and what each found."""

    def __init__(self, qtbot, window, c, size: tuple[int, int], shots: Path) -> None:
        self.qtbot, self.window, self.c, self.size, self.shots = qtbot, window, c, size, shots
        self.step = 0
        self.problems: list[str] = []
        self.failures: list[BaseException] = []

    # -- input where Qt sends it ------------------------------------------------------------------
    def target(self) -> QWidget:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            return popup
        modal = QApplication.activeModalWidget()
        focus = QApplication.focusWidget()
        if modal is not None:
            return focus if focus is not None and modal.isAncestorOf(focus) else modal
        return focus if focus is not None and focus.window() is self.window else self.window

    def activate(self) -> None:
        """The window active again after a dialog closed, as a window manager makes it (offscreen has none)."""
        if QApplication.activeModalWidget() is None and QApplication.activeWindow() is not self.window:
            self.window.activateWindow()
            settle()

    def press(self, key: Key, mods: Qt.KeyboardModifier = NONE) -> None:
        self.activate()
        self.qtbot.keyClick(self.target(), key, mods)
        settle()

    def in_dialog(self, drive: Callable[[QWidget], None]) -> None:
        """``drive`` the modal dialog the next action opens (its own event loop runs meanwhile)."""
        opener = QApplication.activeModalWidget()

        def run() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None or modal is opener:
                QTimer.singleShot(10, run)
                return
            try:
                drive(modal)
            except BaseException as failure:  # noqa: BLE001 (raised again after the dialog)
                self.failures.append(failure)
                modal.close()
        QTimer.singleShot(0, run)

    def raise_failures(self) -> None:
        if self.failures:
            raise self.failures[0]

    def focus(self, card: QWidget) -> None:
        """The judge clicks the card's title: its keys are the table's now."""
        self.activate()
        self.qtbot.mouseClick(card.title, Qt.MouseButton.LeftButton)
        settle()
        assert QApplication.focusWidget() is card, f"a click on {card.accessibleName()} left the focus on " \
            f"{QApplication.focusWidget()}"

    # -- what must not move --------------------------------------------------------------------
    def watched(self, widget: QWidget | None) -> list[QWidget]:
        view = self.window.event_view
        found: list[QWidget] = [*view.cards.values(), *view.round_bar.findChildren(QAbstractButton)]
        card = next((c for c in view.cards.values() if widget is not None and c.isAncestorOf(widget)), None)
        if card is not None:
            found += card.findChildren(QWidget)
        if widget is not None:
            found.append(widget)
        return [w for w in found if w.isVisible() and w.window() is self.window]

    def places(self, widgets: list[QWidget]) -> dict[int, tuple[QWidget, QRect]]:
        return {id(w): (w, QRect(w.mapTo(self.window, QPoint(0, 0)), w.size())) for w in widgets}

    def moved(self, before: dict[int, tuple[QWidget, QRect]], meant: tuple[QWidget, ...]) -> list[str]:
        found = []
        for widget, was in before.values():
            if any(w is widget or w.isAncestorOf(widget) for w in meant):
                continue
            try:
                if not widget.isVisible():
                    continue  # (gone: a button that is no longer on offer)
                now = QRect(widget.mapTo(self.window, QPoint(0, 0)), widget.size())
            except RuntimeError:
                continue  # deleted
            left, right = abs(now.left() - was.left()), abs(now.right() - was.right())
            # A button may not move at all; a text may grow or shrink from the side it is aligned to.
            sideways = max(left, right) if widget.inherits("QAbstractButton") else min(left, right)
            if sideways > JUMP or abs(now.y() - was.y()) > JUMP:
                name = widget.objectName() or type(widget).__name__
                text = widget.text() if hasattr(widget, "text") else ""
                found.append(f"{name} {text!r} {was.getRect()} -> {now.getRect()}")
        return found

    # -- a step -----------------------------------------------------------------------------------
    def act(self, what: str, action: Callable[[], object], near: QWidget | None = None,
            meant: tuple[QWidget, ...] = ()) -> None:
        before = self.places(self.watched(near))
        action()
        settle()
        self.raise_failures()
        for problem in self.moved(before, meant):
            self.problems.append(f"{self.size} {what}: moved {problem}")
        self.check(what)

    def click(self, what: str, widget: QWidget, meant: tuple[QWidget, ...] = ()) -> None:
        assert widget.isVisible() and widget.isEnabled(), f"{what}: {widget} is not there to click"
        self.act(what, lambda: self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton), widget, meant)

    def check(self, what: str) -> None:
        settle()
        self.step += 1
        for problem in clipped_texts(self.window):
            self.problems.append(f"{self.size} {what}: cut {problem}")
        name = f"{self.size[0]}x{self.size[1]}-{self.step:02d}-{what.replace(' ', '-')}.png"
        assert self.window.grab().save(str(self.shots / name))

    # -- the window's parts -----------------------------------------------------------------------
    def card(self, table: int):
        return self.window.event_view.cards[(1, table)]

    def entries(self) -> int:
        return len(list(self.c.session.store.entries()))


def menu_key(walk: Walk, menu_letter: Key, item_letter: Key) -> None:
    """Alt+letter opens a menu of the bar; the item's own letter chooses it."""
    walk.activate()
    walk.press(menu_letter, ALT)
    assert isinstance(QApplication.activePopupWidget(), QMenu), "the menu did not open"
    walk.press(item_letter)


def register_and_seat(walk: Walk, names: list[str]) -> None:
    """Event ▸ Players and tables (Alt+E, P): the sign-up list pasted (Ctrl+V) into its box, Register; then
    Event ▸ Seating (Alt+E, S): the game typed, Seat round (it opens the round), Close."""
    def players(dialog: QWidget) -> None:
        QApplication.clipboard().setText("\n".join(names))
        dialog.names.setFocus()
        walk.qtbot.keyClick(dialog.names, Key.Key_V, CTRL)
        walk.qtbot.mouseClick(dialog.register_button, Qt.MouseButton.LeftButton)
        assert len(walk.c.state.players) == len(names), dialog.problem.text()
        settle()
        walk.problems.extend(f"{walk.size} players dialog: cut {p}" for p in clipped_texts(dialog))
        close = next(b for b in dialog.findChildren(QAbstractButton) if b.text() == "Close")
        walk.qtbot.mouseClick(close, Qt.MouseButton.LeftButton)

    def seating(dialog: QWidget) -> None:
        panel = dialog.panel
        panel.game.setFocus()
        walk.qtbot.keyClicks(panel.game, "Twilight Imperium")
        walk.qtbot.mouseClick(panel.seat_button, Qt.MouseButton.LeftButton)
        if panel.options_frame.isVisible():
            first = panel.options_frame.findChildren(QAbstractButton)[0]
            walk.qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
        assert len(walk.c.state.rounds[1].tables) == len(names) // 4, panel.problem.text()
        settle()
        walk.problems.extend(f"{walk.size} seating dialog: cut {p}" for p in clipped_texts(dialog))
        close = next(b for b in dialog.findChildren(QAbstractButton) if b.text() == "Close")
        walk.qtbot.mouseClick(close, Qt.MouseButton.LeftButton)

    walk.in_dialog(players)
    view = walk.window.event_view
    walk.act("registered", lambda: menu_key(walk, Key.Key_E, Key.Key_P), meant=(view,))
    # No round yet: the round bar keeps its one line (it was a dark band over half the window, D14).
    assert view.bar_area.height() <= 2 * view.round_bar.sizeHint().height() < walk.size[1] // 6
    walk.in_dialog(seating)
    walk.act("seated", lambda: menu_key(walk, Key.Key_E, Key.Key_S), meant=(view,))  # the round appears


def decide_menu_keys(walk: Walk) -> None:
    """Table 1: Ctrl+1 opens player 1's Decide menu; U, O and D go to the menu, not to the card; its own
    2 starts its second decision; nothing behind it is ticked or undone."""
    card = walk.card(1)
    walk.focus(card)
    entries, ticks = walk.entries(), [r.select.isChecked() for r in card.rows]
    walk.press(Key.Key_1, CTRL)
    menu = card.rows[0].decide_menu
    assert QApplication.activePopupWidget() is menu
    for key in (Key.Key_U, Key.Key_O, Key.Key_D):
        walk.press(key)
    assert menu.isVisible(), "a card key closed the Decide menu"
    assert walk.entries() == entries and [r.select.isChecked() for r in card.rows] == ticks, \
        "a key pressed in the Decide menu acted on the table behind it"
    walk.check("decide-menu-open")
    walk.act("decide-menu-key-2", lambda: walk.press(Key.Key_2), card.rows[0].decide_button)
    assert not menu.isVisible()
    assert walk.entries() == entries + 1 and [r.select.isChecked() for r in card.rows] == ticks
    assert card.decision_strip.isVisible()


def tab_reaches_everything(walk: Walk) -> None:
    """Tab from the first control on: every visible, enabled control that takes the focus is reached."""
    window = walk.window
    wanted = {id(w): w for w in window.findChildren(QWidget)
              if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
              and w.window() is window and not isinstance(w, QMenu)}
    reached: set[int] = set()
    start = walk.card(1)
    walk.focus(start)
    for _ in range(4 * len(wanted) + 20):
        walk.qtbot.keyClick(walk.target(), Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is not None, f"Tab left nothing with the focus after {len(reached)} controls"
        reached.add(id(focus))
        if focus is start:
            break
    missed = [f"{w.accessibleName() or w.objectName() or type(w).__name__} "
              f"{getattr(w, 'text', lambda: '')()!r}" for k, w in wanted.items() if k not in reached]
    if missed:
        walk.problems.append(f"{walk.size} Tab never reaches: {missed[:10]} ({len(missed)} in all)")


def run_the_walk(walk: Walk, clock, timers, names: list[str]) -> None:
    window, c = walk.window, walk.c
    register_and_seat(walk, names)
    view = window.event_view
    view.build_all()
    walk.check("cards")
    walk.click("start-round", view.round_bar.start_button, meant=(view.round_bar,))
    assert c.state.rounds[1].started_at is not None

    decide_menu_keys(walk)
    walk.click("done", walk.card(1).done_button, meant=(walk.card(1).decision_strip,))
    assert not walk.card(1).decision_strip.isVisible()

    two = walk.card(2)
    walk.click("out", two.rows[2].out_button)
    assert two.rows[2].model.status == "out"

    three = walk.card(3)
    walk.focus(three)
    walk.act("tick-1-2", lambda: (walk.press(Key.Key_1), walk.press(Key.Key_2)), three)
    assert three.selected_players() == [three.rows[0].pid, three.rows[1].pid]
    walk.act("out-together-key-O", lambda: walk.press(Key.Key_O), three)
    assert [r.model.status for r in three.rows[:2]] == ["out", "out"]

    four = walk.card(4)
    walk.focus(four)
    walk.press(Key.Key_2, CTRL)
    assert QApplication.activePopupWidget() is four.rows[1].decide_menu
    walk.act("ask-pause-key-P", lambda: walk.press(Key.Key_P), four)
    assert four.pause_banner.isVisible() and four.rows[2].yes_button.isVisible()
    walk.click("vote-yes", four.rows[2].yes_button)
    walk.click("vote-no", four.rows[3].no_button)
    assert four.pause_title.text() == "Pause denied"
    walk.click("next-decision-after-denied", four.rows[0].out_button)  # the banner's room: nothing moves

    walk.click("undo-click", two.undo_button)
    assert two.rows[2].model.status != "out"
    walk.focus(three)
    walk.act("undo-key-U", lambda: walk.press(Key.Key_U), three)
    assert [r.model.status for r in three.rows[:2]] != ["out", "out"]

    def extend(dialog: QWidget) -> None:
        dialog.table.setFocus()
        walk.qtbot.keyClick(dialog.table, Key.Key_A, CTRL)
        walk.qtbot.keyClicks(dialog.table, "5")
        walk.problems.extend(f"{walk.size} extend dialog: cut {p}" for p in clipped_texts(dialog))
        walk.qtbot.keyClick(dialog.table, Key.Key_Return)

    walk.in_dialog(extend)
    walk.act("extend-table-5", lambda: walk.press(Key.Key_E, CTRL | SHIFT))
    assert "+5 min" in walk.card(5).round_note.text() or "+5" in view.round_bar.state_label.text()

    walk.click("pause-round", view.round_bar.pause_button, meant=(view.round_bar,))
    assert c.state.rounds[1].clock.state == "paused"
    walk.click("resume-round", view.round_bar.pause_button, meant=(view.round_bar,))

    tab_reaches_everything(walk)

    # The round's 60 minutes run out: every table but 5 ends; 5 plays its 5 more minutes.
    for minutes in (60, 5):
        clock.advance(minutes * 60_000)
        for timer in timers.made:
            if timer.isActive():
                timer.fire()
        walk.check(f"after-{minutes}-min")
    assert all(t.finished for t in c.state.rounds[1].tables.values())

    walk.act("standings-ctrl-T", lambda: walk.press(Key.Key_T, CTRL), meant=(view,))
    assert window.standings_dock.isVisible()
    walk.act("history-ctrl-H", lambda: walk.press(Key.Key_H, CTRL), meant=(view,))

    def projector() -> None:
        walk.press(Key.Key_V, ALT)
        walk.press(Key.Key_P)  # View ▸ &Projector
        submenu = QApplication.activePopupWidget()
        assert isinstance(submenu, QMenu)
        items = [a for a in submenu.actions() if not a.isSeparator() and a.isVisible() and a.isEnabled()]
        for _ in range(next(i for i, a in enumerate(items) if a.text().startswith("Projector in a window"))):
            walk.press(Key.Key_Down)
        walk.press(Key.Key_Return)

    walk.act("projector", projector)
    shown = window.projector_menu.window()
    assert shown.isVisible()
    walk.problems.extend(f"{walk.size} projector: cut {p}" for p in clipped_texts(shown))
    assert shown.grab().save(str(walk.shots / f"{walk.size[0]}x{walk.size[1]}-projector.png"))
    shown.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_30_table_round_by_keyboard_and_mouse(qtbot, clock, timers, tmp_path, size):
    shots = Path(os.environ.get("WALK_SHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    window, c = make_window(qtbot, clock, timers, MemoryStore())
    window.set_density("auto")
    window.event_view.set_density("compact" if size[1] < 1200 else "comfortable")  # as "auto" picks there
    assert c.do("event.create", {"name": "Big Hall Open", "date": "2026-11-24", "system": "table-points",
                                 "options": {}, "timers": "document-002", "round_minutes": 60})
    window.resize(*size)
    window.show()
    window.activateWindow()
    settle()
    walk = Walk(qtbot, window, c, size, shots)
    run_the_walk(walk, clock, timers, long_names(120))
    assert walk.problems == [], "\n".join(walk.problems)
