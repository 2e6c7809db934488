"""Work longer than a frame, run on the GUI thread a step at a time with its progress shown.

The core yields between steps (``app.steps.Progress``: the share done, 0 to 1) and never imports Qt;
this runs the steps, letting the window paint between them, so it never freezes for more than a step.
Work that ends within SHOW_AFTER_S shows nothing; longer work shows a dialog in the judge's words
("Opening the event… 40%"), with Cancel where stopping half-way leaves everything as it was (the
steps are closed: an open lets go of the file untouched). The last step, where anything is written,
is never cut short: the dialog says nothing is done before the steps have returned.

Until the dialog shows, the judge's clicks and keys wait (they are not handed to a window whose
state is half-way); once it shows, it is modal.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from tableside.app.steps import Progress
from tableside.ui.i18n import arg, translate

T = TypeVar("T")

SHOW_AFTER_S = 0.4  # quicker work shows no dialog at all
# The clock the delay is measured on; tests put a fake one here, so a dialog shows without a slow file.
now: Callable[[], float] = time.monotonic
# Called after every step with the dialog (None until it shows): tests press Cancel through it.
after_step: Callable[[QProgressDialog | None], None] | None = None


@dataclass(frozen=True)
class Outcome(Generic[T]):
    value: T | None
    cancelled: bool = False


def run_in_steps(owner: QWidget | None, words: str, steps: Progress[T], *, cancellable: bool = True) -> Outcome[T]:
    """Run ``steps`` to the end (or until the judge cancels); ``words`` hold %1 for the percentage.
    An error raised by a step is raised here, with the steps closed."""
    started = now()
    dialog: QProgressDialog | None = None
    try:
        while True:
            try:
                share = next(steps)
            except StopIteration as end:
                return Outcome(end.value)
            percent = max(0, min(100, int(share * 100)))
            if dialog is None and now() - started >= SHOW_AFTER_S:
                dialog = _dialog(owner, cancellable)
            if dialog is not None:
                dialog.setLabelText(arg(words, percent))
                dialog.setValue(percent)
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents if dialog is not None
                                           else QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            if after_step is not None:
                after_step(dialog)
            if cancellable and dialog is not None and dialog.wasCanceled():
                steps.close()
                return Outcome(None, cancelled=True)
    finally:
        steps.close()  # (a no-op once they returned; after an error, their own clean-up runs)
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()


def _dialog(owner: QWidget | None, cancellable: bool) -> QProgressDialog:
    dialog = QProgressDialog(owner)
    dialog.setWindowTitle(translate("long_work", "Tableside"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal if owner is not None
                             else Qt.WindowModality.ApplicationModal)
    dialog.setRange(0, 100)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(0)  # SHOW_AFTER_S has already gone by
    if cancellable:
        dialog.setCancelButtonText(translate("long_work", "Cancel"))
    else:
        dialog.setCancelButton(None)  # (Qt's way of saying: no button)
    dialog.setMinimumWidth(360)
    dialog.show()
    return dialog
