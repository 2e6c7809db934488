"""The seating dialog's Constraints tab: keep players apart, fix a player to a table or seat, accessible tables.

Tick players in the list (Space ticks the current one), then: *Keep apart* (two or more), *Fix to* a
table (one, optionally to a seat), *Needs an accessible table* (each ticked player). *Mark accessible* marks
the table in the box beside it. Each is one logged entry (``constraint.*``); a refusal is shown below in
the core's words. The list shows every constraint in force, and beside it whether the current round's
tables keep it; *Remove* takes the chosen one away (a new entry; Undo in the history works too).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tableside.app.event.changes import Change
from tableside.app.event.round_seating import active_players
from tableside.app.event.seating_constraints import active_constraints, describe_constraint, explain, not_kept_now
from tableside.ui import collation, plain_text, style
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, said, translate

ID = Qt.ItemDataRole.UserRole


class ConstraintsPanel(QWidget):
    def __init__(self, controller: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        outer = QVBoxLayout(self)
        intro = plain_text.label(translate("constraints_panel",
                                           "Every seating (round 1 and the Swiss rounds) keeps these. When they "
                                           "cannot all hold, the seating still goes ahead and says which one it "
                                           "broke and why."))
        intro.setWordWrap(True)
        outer.addWidget(intro)

        self.listing = QListWidget()
        self.listing.setAccessibleName(translate("constraints_panel", "Seating constraints"))
        self.listing.setWordWrap(True)  # a broken constraint's reason is a sentence
        self.listing.setMinimumHeight(120)
        outer.addWidget(self.listing, 2)
        remove_row = QHBoxLayout()
        self.remove_button = QPushButton(translate("constraints_panel", "&Remove the chosen one"))
        self.remove_button.clicked.connect(self.remove_selected)
        remove_row.addStretch(1)
        remove_row.addWidget(self.remove_button)
        outer.addLayout(remove_row)

        adding = QGroupBox(translate("constraints_panel", "Add: tick players (Space), then choose"))
        box = QVBoxLayout(adding)
        self.players = QListWidget()
        self.players.setAccessibleName(translate("constraints_panel", "Players (Space ticks)"))
        self.players.setMinimumHeight(110)
        box.addWidget(self.players, 1)
        reason_row = QHBoxLayout()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(translate("constraints_panel", "siblings, wheelchair, …"))
        self.reason.setMaxLength(80)
        style.set_tip(self.reason, translate("constraints_panel",
                                             "Why, in a few words (shown with the constraint; optional)"))
        reason_row.addWidget(plain_text.label(translate("constraints_panel", "Reason:")))
        reason_row.addWidget(self.reason, 1)
        box.addLayout(reason_row)

        apart_row = QHBoxLayout()
        self.apart_button = QPushButton(translate("constraints_panel", "&Keep apart"))
        style.set_tip(self.apart_button, translate("constraints_panel", "No two of the ticked players at one table"))
        self.apart_button.clicked.connect(self.keep_apart)
        self.access_button = QPushButton(translate("constraints_panel", "&Needs an accessible table"))
        style.set_tip(self.access_button, translate("constraints_panel",
                                                    "Each ticked player sits at a table marked accessible"))
        self.access_button.clicked.connect(self.needs_access)
        apart_row.addWidget(self.apart_button)
        apart_row.addWidget(self.access_button)
        apart_row.addStretch(1)
        box.addLayout(apart_row)

        fix_row = QHBoxLayout()
        self.fix_table = QSpinBox()
        self.fix_table.setRange(1, 999)
        self.fix_table.setPrefix(translate("constraints_panel", "table "))
        self.fix_seat = QSpinBox()
        self.fix_seat.setRange(0, 5)
        self.fix_seat.setSpecialValueText(translate("constraints_panel", "any seat"))
        self.fix_seat.setPrefix(translate("constraints_panel", "seat "))
        self.fix_button = QPushButton(translate("constraints_panel", "&Fix to"))
        style.set_tip(self.fix_button, translate("constraints_panel",
                                                 "The ticked player sits at this table (and seat) every round"))
        self.fix_button.clicked.connect(self.fix)
        fix_row.addWidget(self.fix_button)
        fix_row.addWidget(self.fix_table)
        fix_row.addWidget(self.fix_seat)
        table_row = fix_row  # one row: the dialog has no height to spare
        self.access_table = QSpinBox()
        self.access_table.setRange(1, 999)
        self.access_table.setPrefix(translate("constraints_panel", "table "))
        self.mark_button = QPushButton(translate("constraints_panel", "&Mark accessible"))
        self.mark_button.clicked.connect(self.mark_accessible)
        table_row.addStretch(1)
        table_row.addWidget(self.mark_button)
        table_row.addWidget(self.access_table)
        box.addLayout(fix_row)
        outer.addWidget(adding, 3)

        self.problem = plain_text.label()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #9a3d00; font-weight: bold;")
        outer.addWidget(self.problem)

        controller.refused.connect(self._refused)
        controller.changed.connect(self.on_change)
        controller.opened.connect(self.refresh)
        self.refresh()

    def on_change(self, change: Change) -> None:
        if change.structure:
            self.refresh()

    def refresh(self) -> None:
        c = self.controller
        chosen = self.listing.currentItem().data(ID) if self.listing.currentItem() is not None else None
        ticked = set(self.ticked())
        self.listing.clear()
        self.players.clear()
        if not c.is_open or c.state.settings is None:
            return
        state = c.state
        rnd = state.current_round
        not_kept = {b.constraint: b for b, _ in not_kept_now(state, rnd)} if rnd is not None else {}
        for constraint in active_constraints(state):
            text = said(describe_constraint(state, constraint))
            if constraint.id in not_kept:
                text = said(explain(state, not_kept[constraint.id]))
            elif rnd is not None and rnd.tables and constraint.kind != "accessible":
                text += " — " + arg(translate("constraints_panel", "kept in round %1"), rnd.number)
            item = QListWidgetItem(text)
            item.setData(ID, constraint.id)
            self.listing.addItem(item)
            if constraint.id == chosen:
                self.listing.setCurrentItem(item)
        if self.listing.count() == 0:
            empty = QListWidgetItem(translate("constraints_panel", "No seating constraint yet."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.listing.addItem(empty)
        by_name = collation.name_key()
        for pid in sorted(active_players(state), key=lambda p: by_name(state.players[p].name)):
            item = QListWidgetItem(state.players[pid].name)
            item.setData(ID, pid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if pid in ticked else Qt.CheckState.Unchecked)
            self.players.addItem(item)

    # ------------------------------------------------------------------------------------------

    def ticked(self) -> list[str]:
        items = (self.players.item(i) for i in range(self.players.count()))
        return [item.data(ID) for item in items if item is not None and item.checkState() == Qt.CheckState.Checked]

    def tick(self, *names: str) -> None:
        """Tick exactly these players (for tests and scripts)."""
        for i in range(self.players.count()):
            item = self.players.item(i)
            if item is not None:
                item.setCheckState(Qt.CheckState.Checked if item.text() in names else Qt.CheckState.Unchecked)

    def constraint_lines(self) -> list[str]:
        return [item.text() for item in (self.listing.item(i) for i in range(self.listing.count())) if item]

    def _do(self, kind: str, data: dict[str, Any]) -> bool:
        reason = self.reason.text().strip()
        if reason and kind != "constraint.remove":
            data = {**data, "reason": reason}
        ok = self.controller.do(kind, data)
        if ok:
            self.problem.setText("")
            self.reason.clear()
            self.tick()
        self.refresh()
        return ok

    def keep_apart(self) -> bool:
        chosen = self.ticked()
        if len(chosen) < 2:
            self._refused(translate("constraints_panel", "Tick two or more players to keep apart."))
            return False
        return self._do("constraint.keep_apart", {"players": chosen})

    def fix(self) -> bool:
        chosen = self.ticked()
        if len(chosen) != 1:
            self._refused(translate("constraints_panel", "Tick exactly one player to fix to a table."))
            return False
        seat = self.fix_seat.value() or None
        return self._do("constraint.fix", {"player": chosen[0], "table": self.fix_table.value(), "seat": seat})

    def needs_access(self) -> bool:
        chosen = self.ticked()
        if not chosen:
            self._refused(translate("constraints_panel", "Tick the players who need an accessible table."))
            return False
        ok = True
        for pid in chosen:
            ok = self.controller.do("constraint.needs_access", {"player": pid}) and ok
        if ok:
            self.problem.setText("")
            self.tick()
        self.refresh()
        return ok

    def mark_accessible(self) -> bool:
        return self._do("constraint.accessible", {"table": self.access_table.value()})

    def remove_selected(self) -> bool:
        item = self.listing.currentItem()
        cid = item.data(ID) if item is not None else None
        if not cid:
            self._refused(translate("constraints_panel", "Choose the constraint to remove in the list."))
            return False
        return self._do("constraint.remove", {"constraint": cid})

    def _refused(self, text: str) -> None:
        self.problem.setText(text)
