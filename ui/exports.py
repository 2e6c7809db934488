"""File ▸ Export: the standings, the results and the ratings as CSV, and the round as a printable PDF.

CSV files are UTF-8 with a byte-order mark (so a spreadsheet opens accented names right) and are
written whole or not at all (a temporary file renamed into place). The file is suggested beside the
event file, named after it ("autumn-cup-standings.csv"). The standings exported are those of now,
under the event's own system; ratings exist only under the contribution system.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from tableside.app import paths
from tableside.app.atomic_file import write_atomically
from tableside.app.errors import QT_TRANSLATE_NOOP, TablesideError
from tableside.app.event.export import export_ratings_csv, results_csv_in_steps, standings_csv
from tableside.app.event.state import EventState
from tableside.app.steps import Progress
from tableside.ui.controller import EventController
from tableside.ui.i18n import arg, translate
from tableside.ui.long_work import run_in_steps

if TYPE_CHECKING:  # imported when a PDF is made: it is not needed at start-up
    from tableside.ui.pdf_seating import PdfReport

CSV_FILTER = QT_TRANSLATE_NOOP("exports", "CSV files (*.csv);;All files (*)")
PDF_FILTER = QT_TRANSLATE_NOOP("exports", "PDF files (*.pdf);;All files (*)")

AskPath = Callable[[str, str, str], str | None]  # (title, suggested path, filter) -> chosen path or None
Say = Callable[[str, str], None]  # (text, kind: "info" | "refused" | "error")


def ask_save_path(owner: QWidget | None) -> AskPath:
    def ask(title: str, suggested: str, filters: str) -> str | None:
        chosen, _ = QFileDialog.getSaveFileName(owner, title, suggested, filters)
        return chosen or None

    return ask


def write_text(path: str | Path, text: str) -> None:
    """The whole file or none of it (app.csv_export made the text, byte-order mark included)."""
    write_atomically(Path(path), text.encode("utf-8"), shared=True)


class Exports(QObject):
    def __init__(self, controller: EventController, owner: QWidget | None = None, ask: AskPath | None = None,
                 say: Say | None = None) -> None:
        super().__init__(owner)
        self.controller = controller
        self.ask = ask or ask_save_path(owner)
        self.say = say or (lambda text, kind: None)
        self.menu: QMenu | None = None

    def install(self, file_menu: QMenu) -> QMenu:
        menu = file_menu.addMenu(translate("exports", "E&xport"))
        menu.addAction(translate("exports", "&Standings (CSV)…")).triggered.connect(lambda: self.standings())
        menu.addAction(translate("exports", "&Results (CSV)…")).triggered.connect(lambda: self.results())
        self.ratings_action = menu.addAction(translate("exports", "R&atings for the next event (CSV)…"))
        self.ratings_action.triggered.connect(lambda: self.ratings())
        menu.addAction(translate("exports", "Seating and result &slips (PDF)…")).triggered.connect(lambda: self.pdf())
        menu.aboutToShow.connect(self._enable)
        self.menu = menu
        return menu

    def _enable(self) -> None:
        c = self.controller
        settings = c.state.settings if c.is_open else None
        for action in self.menu.actions() if self.menu else []:
            action.setEnabled(settings is not None)
        if settings is not None:
            self.ratings_action.setEnabled(settings.system == "contribution")

    # ------------------------------------------------------------------------------------------

    def suggested(self, what: str, suffix: str) -> str:
        c = self.controller
        if c.path:
            event = Path(c.path)
            return str(event.with_name(f"{event.stem}-{what}{suffix}"))
        name = c.state.settings.name if c.is_open and c.state.settings else "event"
        stem = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-") or "event"
        return str(paths.data_dir() / f"{stem}-{what}{suffix}")

    def standings(self, path: str | None = None) -> Path | None:
        return self._csv(translate("exports", "Export the standings"), "standings", path,
                         lambda s: standings_csv(s, head=self.controller.fingerprint()))

    def results(self, path: str | None = None) -> Path | None:
        return self._csv(translate("exports", "Export the results"), "results", path,
                         lambda s: results_csv_in_steps(s, head=self.controller.fingerprint),
                         translate("long_work", "Exporting the results… %1%"))

    def ratings(self, path: str | None = None) -> Path | None:
        c = self.controller
        if c.is_open and c.state.settings is not None and c.state.settings.system != "contribution":
            self.say(arg(translate("exports",
                                   "Ratings exist only under the contribution system; this event uses %1. Nothing was "
                                   "exported."), c.state.settings.system), "refused")
            return None
        return self._csv(translate("exports", "Export the ratings for the next event"), "ratings", path,
                         lambda s: export_ratings_csv(s, head=self.controller.fingerprint()))

    def pdf(self, path: str | None = None) -> PdfReport | None:
        """The current round's seating by name and its result slips; returns the PdfReport."""
        from tableside.ui.pdf_seating import write_round_pdf_in_steps

        if not self._ready():
            return None
        chosen = path or self.ask(translate("exports", "Print the seating and result slips"),
                                  self.suggested(self._round_tag(), ".pdf"),
                                  translate("exports", PDF_FILTER))
        if not chosen:
            return None
        try:
            owner = self.parent()
            outcome = run_in_steps(owner if isinstance(owner, QWidget) else None,
                                   translate("long_work", "Writing the seating and result slips… %1%"),
                                   write_round_pdf_in_steps(chosen, self.controller.state,
                                                            head=self.controller.fingerprint()))
        except TablesideError as err:
            self.say(arg(translate("exports", "Nothing was exported: %1."), err), "refused")
            return None
        except OSError as err:
            self.say(arg(translate("exports", "Could not write %1: %2."), chosen, err.strerror or err), "error")
            return None
        report = outcome.value
        if outcome.cancelled or report is None:
            self.say(translate("long_work", "Nothing was exported: cancelled."), "info")
            return None
        self.say(arg(translate("exports", "Wrote %1: %2 page(s) of seating and %3 page(s) of result slips."), chosen,
                     report.seating_pages, report.slip_pages), "info")
        return report

    # ------------------------------------------------------------------------------------------

    def _ready(self) -> bool:
        c = self.controller
        if not c.is_open or c.state.settings is None:
            self.say(translate("exports", "No event is open: open an event first."), "refused")
            return False
        return True

    def _round_tag(self) -> str:
        rnd = self.controller.state.current_round
        return f"round-{rnd.number}" if rnd is not None else "round"

    def _csv(self, title: str, what: str, path: str | None, make: Callable[[EventState], str | Progress[str]],
             words: str = "") -> Path | None:
        """``make`` returns the text, or steps that make it (shown with ``words``, cancellable: nothing
        is written before the last step)."""
        if not self._ready():
            return None
        chosen = path or self.ask(title, self.suggested(what, ".csv"), translate("exports", CSV_FILTER))
        if not chosen:
            return None
        try:
            made = make(self.controller.state)
            if not isinstance(made, str):
                owner = self.parent()
                outcome = run_in_steps(owner if isinstance(owner, QWidget) else None, words, made)
                if outcome.cancelled or outcome.value is None:
                    self.say(translate("long_work", "Nothing was exported: cancelled."), "info")
                    return None
                made = outcome.value
            write_text(chosen, made)
        except TablesideError as err:
            self.say(arg(translate("exports", "Nothing was exported: %1."), err), "refused")
            return None
        except OSError as err:
            self.say(arg(translate("exports", "Could not write %1: %2. Nothing was exported."), chosen,
                         err.strerror or err), "error")
            return None
        self.say(arg(translate("exports", "Exported the %1 to %2."), what, chosen), "info")
        return Path(chosen)
