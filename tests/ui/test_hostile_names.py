"""Names that look like markup are shown as the characters they are, on every screen (issue 22).

Qt guesses rich text from a string (Qt::AutoText): a player registered as <img src="/dev/zero"> made
the window read /dev/zero until memory ran out, at every open. These names are ordinary characters: they
are registered, seated and played, and then every label, button, tooltip and message box of the window,
the projector and each dialog is read back.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QMessageBox, QWidget

from tableside.app import settings as app_settings
from tableside.app.event.session import EventSession
from tableside.app.eventlog.sqlite_store import open_event_file
from tableside.ui.app import create_window, parse
from tableside.ui.controller import EventController
from tests.ui.helpers import card, styled

IMG, DEE, BIG, AMP = HOSTILE = ['<img src="/dev/zero">', "<s>Dee</s>", '<b style="font-size:200px;color:red">X</b>',
                                "&amp;"]
MARKED = [name for name in HOSTILE if "<" in name]
GAME = "<u>Catan</u>"
OFFSCREEN = pytest.mark.qt_log_ignore(r"This plugin does not support")


def hostile_event(path: Path, clock) -> None:
    """An event file whose players are named like markup, closed mid-decision as after a crash, and set as
    the last event (what plain `tableside` reopens)."""
    session = EventSession(open_event_file(str(path), create=True), clock)
    session.do("event.create", {"name": "Cup <i>2026</i>", "system": "contribution", "timers": "document-002"})
    for name in [*HOSTILE, "Ana", "Ben", "Cai"]:
        session.do("player.register", {"name": name})
    session.do("player.rename", {"player": "Cai", "name": "<h1>Cai</h1>"})
    session.do("round.open", {})
    session.do("table.seat", {"table": 1, "players": [IMG, DEE, "Ana"], "game": GAME})
    session.do("table.seat", {"table": 2, "players": [BIG, AMP, "Ben", "<h1>Cai</h1>"], "game": GAME})
    session.do("round.start", {})
    clock.advance(1_000)
    for out in ("Ben", "<h1>Cai</h1>", AMP):  # table 2 plays to the end: its ledger names everyone
        session.do("player.out", {"table": 2, "players": [out]})
    session.do("clock.decision", {"table": 1, "player": DEE, "kind": "sell-houses"})
    clock.advance(5_000)
    session.store.close()
    settings = app_settings.Settings()
    settings.remember(str(path.resolve()))
    app_settings.save(settings)
    clock.advance(60_000)


def reopened(qtbot, tmp_path, clock, timers):
    styled()
    hostile_event(tmp_path / "cup.tableside", clock)
    window = create_window(parse([]), EventController(clock, timers))  # plain `tableside`
    qtbot.addWidget(window)
    window.show()
    return window, window.controller


def shown(text: str, interpreted: bool) -> str:
    """What Qt draws for ``text``: the markup's plain text when it reads it as rich text."""
    if not interpreted:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def reads_markup(label: QLabel) -> bool:
    form = label.textFormat()
    return form == Qt.TextFormat.RichText or (form == Qt.TextFormat.AutoText and QtGui.mightBeRichText(label.text()))


def columns_of(model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list's model (QListWidget's) keeps columnCount private: it has one column
        return 1


def tooltips(root: QWidget) -> list[str]:
    found = [w.toolTip() for w in [root, *root.findChildren(QWidget)]]
    found += [a.toolTip() for a in root.findChildren(QAction)]
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        for r in range(model.rowCount()):
            for c in range(columns_of(model, QModelIndex())):
                found.append(str(model.data(model.index(r, c, QModelIndex()), Qt.ItemDataRole.ToolTipRole) or ""))
    return [t for t in found if t]


def check_tree(root: QWidget) -> str:
    """Fail on any label, button or tooltip that would read a name as markup; all the text drawn, for more."""
    drawn = []
    for label in [root, *root.findChildren(QLabel)]:
        if not isinstance(label, QLabel):
            continue
        marked = [name for name in MARKED if name in label.text()]
        assert not (marked and reads_markup(label)), f"{label.objectName() or label}: {label.text()!r} as markup"
        drawn.append(shown(label.text(), reads_markup(label)))
    for button in root.findChildren(QAbstractButton):
        drawn.append(button.text().replace("&&", "&"))
    for tip in tooltips(root):
        assert not any(name in tip for name in MARKED), f"a tooltip holds a name as markup: {tip!r}"
        drawn.append(shown(tip, QtGui.mightBeRichText(tip)))
    return "\n".join(drawn)


@OFFSCREEN
def test_every_screen_shows_markup_names_as_written(qtbot, tmp_path, clock, timers, monkeypatch):
    window, c = reopened(qtbot, tmp_path, clock, timers)
    assert [p.name for p in c.state.players.values()][:4] == HOSTILE
    table = card(window, 1)
    # Held after the restart: the banner and the held strip name the deciding player as written.
    assert window.event_view.restart_banner.isVisible() and table.held_text.isVisible()
    assert f"{DEE} was deciding" in table.held_text.text()
    assert table.held_text.textFormat() == Qt.TextFormat.PlainText
    assert table.game.text() == GAME
    assert [row.name.text() for row in table.rows] == [f"1  {IMG}", f"2  {DEE}", "3  Ana"]  # seat, name
    assert all(row.name.textFormat() == Qt.TextFormat.PlainText for row in table.rows)
    text = check_tree(window)
    assert f"{DEE} is out (alone)" in text  # an Out button's tooltip, drawn literally
    # The finished table's ledger is laid out with markup: the names in it are escaped.
    ledger = card(window, 2).ledger
    assert ledger.isVisible() and ledger.textFormat() == Qt.TextFormat.RichText
    assert all(name in shown(ledger.text(), True) for name in (BIG, AMP, "<h1>Cai</h1>"))

    # Released, the decision runs: the "decides" strip names the player.
    assert c.release(1, 1)
    assert table.decision_strip.isVisible() and f"{DEE} decides" in table.decision_text.text()
    assert table.decision_text.textFormat() == Qt.TextFormat.PlainText
    # A refusal naming a player goes to the message bar.
    assert not c.register(DEE)
    assert DEE in window.message_bar.message()
    assert DEE in shown(window.message_bar.text.text(), reads_markup(window.message_bar.text))
    window.history_dock.show()
    text = check_tree(window)
    assert f"{DEE} decides" in text and f"{IMG} registered" in text and "<h1>Cai</h1>" in text

    for dialog in dialogs(window, c, timers):
        qtbot.addWidget(dialog)
        dialog.show()
        text = check_tree(dialog)
        if dialog.objectName() in ("players", "seating"):  # the lists of every player
            assert all(name in text or name in items_of(dialog) for name in HOSTILE), dialog.objectName()

    # The message boxes (an unexpected problem; replacing a preset) show their text as written.
    seen: list[tuple[Qt.TextFormat, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: seen.append((box.textFormat(), box.text())) or 0)
    from tableside.ui.crash_report import CrashReporter
    from tableside.ui.presets_dialog import PresetsDialog

    CrashReporter().box(f"{DEE} broke it")
    presets = PresetsDialog(window)
    qtbot.addWidget(presets)
    presets._ask_replace(f"Replace {IMG}?")
    assert seen == [(Qt.TextFormat.PlainText, f"{DEE} broke it"), (Qt.TextFormat.PlainText, f"Replace {IMG}?")]
    c.close()


def items_of(dialog: QWidget) -> str:
    """The text of every item of the dialog's lists, tables and trees (plain unless a delegate says not)."""
    text = []
    for view in dialog.findChildren(QAbstractItemView):
        delegate = view.itemDelegate()  # Qt's own draw items as plain text; none of Tableside's reads HTML
        assert delegate is None or type(delegate).__module__.startswith("PySide6"), delegate
        model = view.model()
        if model is None:
            continue
        stack = [QModelIndex()]
        while stack:
            parent = stack.pop()
            for r in range(model.rowCount(parent)):
                for col in range(columns_of(model, parent)):
                    index = model.index(r, col, parent)
                    text.append(str(model.data(index) or ""))
                    stack.append(index)
    return "\n".join(text)


def dialogs(window, c, timers) -> list[QWidget]:
    from tableside.ui.about_dialog import AboutDialog
    from tableside.ui.new_event_dialog import NewEventDialog
    from tableside.ui.players_panel import PlayersDialog
    from tableside.ui.seating_panel import SeatingDialog
    from tableside.ui.settings_dialog import SettingsDialog
    from tableside.ui.setup_dialog import SetupDialog
    from tableside.ui.station.join_dialog import JoinDialog

    made = []
    for name, make in (("players", lambda: PlayersDialog(c, window)), ("seating", lambda: SeatingDialog(c, window)),
                       ("setup", lambda: SetupDialog(c, window)), ("settings", lambda: SettingsDialog(window.settings,
                                                                                                      window)),
                       ("new", lambda: NewEventDialog("contribution", "document-002", window)),
                       ("about", lambda: AboutDialog(window)), ("join", lambda: JoinDialog(window))):
        dialog = make()
        dialog.setObjectName(name)
        made.append(dialog)
    return [*made, window.hall_menu.panel, window.help, projector(c, timers)]


def projector(c, timers) -> QWidget:
    """The projector draws with QPainter (always plain); its scene keeps each name as drawn."""
    from tableside.ui.projector import ProjectorWindow

    screen = ProjectorWindow(c, timer_factory=timers)
    screen.resize(1280, 720)
    for mode in ("standings", "find", "tables"):
        screen.set_mode(mode)
        drawn = {t.full for t in screen.scene().by_role("name")}
        assert set(HOSTILE) & drawn, (mode, drawn)
    return screen


@OFFSCREEN
def test_an_event_file_holding_such_names_opens_as_plain_tableside(qtbot, tmp_path, clock, timers):
    window, c = reopened(qtbot, tmp_path, clock, timers)
    assert window.stack.currentWidget() is window.event_view
    assert "Cup <i>2026</i>" in window.windowTitle()
    assert {c.player_name(pid) for pid in c.state.players} >= set(HOSTILE)
    window.repaint()  # drawn, not only built: a name read as an image would be loaded here
    assert card(window, 1).rows[0].name.text() == f"1  {IMG}"
    c.close()


def test_the_start_screen_and_recent_menu_show_file_names_as_written(qtbot, tmp_path, clock, timers):
    from tests.ui.helpers import make_window

    path = tmp_path / "<s>Dee & co.tableside"  # a file name cannot hold the / of </s>
    path.write_bytes(b"")
    window, _ = make_window(qtbot, clock, timers)
    window.settings.recent_files = [str(path)]
    window._fill_recent()
    window.start_screen.set_recent([str(path)])
    window.show()
    button = window.start_screen.recent_buttons[0]
    assert button.text().startswith("<s>Dee && co")  # && draws one &, not a key for the next letter
    assert [a.text() for a in window.recent_menu.actions()] == [str(path).replace("&", "&&")]
    text = check_tree(window)
    assert str(path) in text  # the tooltip, drawn literally
    assert "<s>Dee" not in button.toolTip() and QtGui.mightBeRichText(button.toolTip())  # escaped inside <qt>
