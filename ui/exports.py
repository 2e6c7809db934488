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
from tableside.app.errors import TablesideError
from tableside.app.event.export import export_ratings_csv, results_csv, standings_csv
from tableside.app.event.state import EventState
from tableside.ui.controller import EventController

if TYPE_CHECKING:  # imported when a PDF is made: it is not needed at start-up
    from tableside.ui.pdf_seating import PdfReport

CSV_FILTER = "CSV files (*.csv);;All files (*)"
PDF_FILTER = "PDF files (*.pdf);;All files (*)"

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
        menu = file_menu.addMenu("E&xport")
        menu.addAction("&Standings (CSV)…").triggered.connect(lambda: self.standings())
        menu.addAction("&Results (CSV)…").triggered.connect(lambda: self.results())
        self.ratings_action = menu.addAction("R&atings for the next event (CSV)…")
        self.ratings_action.triggered.connect(lambda: self.ratings())
        menu.addAction("Seating and result &slips (PDF)…").triggered.connect(lambda: self.pdf())
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
        return self._csv("Export the standings", "standings", path,
                         lambda s: standings_csv(s, head=self.controller.fingerprint()))

    def results(self, path: str | None = None) -> Path | None:
        return self._csv("Export the results", "results", path,
                         lambda s: results_csv(s, head=self.controller.fingerprint()))

    def ratings(self, path: str | None = None) -> Path | None:
        c = self.controller
        if c.is_open and c.state.settings is not None and c.state.settings.system != "contribution":
            self.say(f"Ratings exist only under the contribution system; this event uses "
                     f"{c.state.settings.system}. Nothing was exported.", "refused")
            return None
        return self._csv("Export the ratings for the next event", "ratings", path,
                         lambda s: export_ratings_csv(s, head=self.controller.fingerprint()))

    def pdf(self, path: str | None = None) -> PdfReport | None:
        """The current round's seating by name and its result slips; returns the PdfReport."""
        from tableside.ui.pdf_seating import write_round_pdf

        if not self._ready():
            return None
        chosen = path or self.ask("Print the seating and result slips", self.suggested(self._round_tag(), ".pdf"),
                                  PDF_FILTER)
        if not chosen:
            return None
        try:
            report = write_round_pdf(chosen, self.controller.state, head=self.controller.fingerprint())
        except TablesideError as err:
            self.say(f"Nothing was exported: {err}.", "refused")
            return None
        except OSError as err:
            self.say(f"Could not write {chosen}: {err.strerror or err}.", "error")
            return None
        self.say(f"Wrote {chosen}: {report.seating_pages} page(s) of seating and {report.slip_pages} "
                 f"page(s) of result slips.", "info")
        return report

    # ------------------------------------------------------------------------------------------

    def _ready(self) -> bool:
        c = self.controller
        if not c.is_open or c.state.settings is None:
            self.say("No event is open: open an event first.", "refused")
            return False
        return True

    def _round_tag(self) -> str:
        rnd = self.controller.state.current_round
        return f"round-{rnd.number}" if rnd is not None else "round"

    def _csv(self, title: str, what: str, path: str | None, make: Callable[[EventState], str]) -> Path | None:
        if not self._ready():
            return None
        chosen = path or self.ask(title, self.suggested(what, ".csv"), CSV_FILTER)
        if not chosen:
            return None
        try:
            text = make(self.controller.state)
            write_text(chosen, text)
        except TablesideError as err:
            self.say(f"Nothing was exported: {err}.", "refused")
            return None
        except OSError as err:
            self.say(f"Could not write {chosen}: {err.strerror or err}. Nothing was exported.", "error")
            return None
        self.say(f"Exported the {what} to {chosen}.", "info")
        return Path(chosen)
