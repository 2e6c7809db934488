"""The printable round: the seating by player name, then one result slip per table (A4, QPdfWriter).

The seating pages list every seated player (and each bye) by name in two columns, large enough to
read on a wall. The slips come two to an A4 page with a dashed cut line between them; each has the
table number, the game, the players in seat order with blank boxes for place and points, and a line
for the judge's signature.

``write_round_pdf`` returns what it wrote (pages and their texts), so a test can check the contents
without a PDF reader.
"""

from __future__ import annotations

import itertools
import math
import os
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from tableside.app.display import format_points
from tableside.app.errors import TablesideError
from tableside.app.event.projector_view import SeatLine, find_your_table
from tableside.app.event.results import ratings_before_round, system_of, table_result
from tableside.app.event.standings import is_rating_system
from tableside.app.event.state import EventState, Round, Table
from tableside.app.steps import Progress, Steps, finish
from tableside.ui import collation
from tableside.ui.i18n import arg, translate

RESOLUTION = 300  # dots per inch
MM = RESOLUTION / 25.4
PAGE_W_MM, PAGE_H_MM, MARGIN_MM = 210, 297, 15  # A4
SLIPS_PER_PAGE = 2
SEATING_COLUMNS = 2
FAMILIES = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans", "sans-serif"]


@dataclass
class PdfReport:
    path: Path
    seating_pages: int = 0
    slip_pages: int = 0
    texts: list[list[str]] = field(default_factory=list)  # per page, every text drawn

    @property
    def pages(self) -> int:
        return self.seating_pages + self.slip_pages


def _font(points: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FAMILIES)
    f.setPointSizeF(points)
    f.setBold(bold)
    return f


class _Pages:
    """A painter on the PDF (or, for a preview, on page images) that remembers what it wrote."""

    def __init__(self, report: PdfReport, writer: QPdfWriter | None = None, head: str = "") -> None:
        self.writer = writer
        self.report = report
        self.head = head  # the log head's fingerprint, on every slip
        self.footer = footer_text(head)  # drawn at the foot of every page
        self.images: list[QImage] = []
        self.painter = QPainter()
        self.width, self.height = (PAGE_W_MM - 2 * MARGIN_MM) * MM, (PAGE_H_MM - 2 * MARGIN_MM) * MM
        self._begin()

    def _begin(self) -> None:
        if self.report.texts:
            self._footer()  # the page being left: its foot comes last, as it is read
        self._open_page()

    def _open_page(self) -> None:
        self.report.texts.append([])
        if self.writer is not None:
            if len(self.report.texts) > 1:
                self.writer.newPage()
            elif not self.painter.begin(self.writer):
                raise TablesideError(arg(translate("pdf_seating", "could not write the PDF %1"), self.report.path))
            return
        if self.painter.isActive():
            self.painter.end()
        image = QImage(round(PAGE_W_MM * MM), round(PAGE_H_MM * MM), QImage.Format.Format_RGB32)
        image.setDotsPerMeterX(round(RESOLUTION / 0.0254))
        image.setDotsPerMeterY(round(RESOLUTION / 0.0254))
        image.fill(QColor("white"))
        self.images.append(image)
        self.painter.begin(image)
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter.translate(MARGIN_MM * MM, MARGIN_MM * MM)

    def new_page(self) -> None:
        self._begin()

    def _footer(self) -> None:
        if self.footer:
            self.text(QRectF(0, self.height - 6 * MM, self.width, 6 * MM), self.footer, _font(9),
                      Qt.AlignmentFlag.AlignRight)

    def text(self, rect: QRectF, text: str, font: QFont, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
             elide: bool = True,
             shrink: float = 1.0) -> None:
        """One line of text; too long, it first shrinks (down to ``shrink`` of its size), then is elided."""
        self.painter.setPen(QColor("black"))
        font = QFont(font)
        smallest = font.pointSizeF() * shrink
        self.painter.setFont(font)
        while self.painter.fontMetrics().horizontalAdvance(text) > rect.width() and font.pointSizeF() > smallest:
            font.setPointSizeF(max(smallest, font.pointSizeF() - 0.5))
            self.painter.setFont(font)
        if elide:
            text = self.painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        self.painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)
        self.report.texts[-1].append(text)

    def line(self, x1: float, y1: float, x2: float, y2: float, width_mm: float = 0.3, dashed: bool = False) -> None:
        pen = QPen(QColor("black"), width_mm * MM)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.painter.setPen(pen)
        self.painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))

    def box(self, rect: QRectF, width_mm: float = 0.3) -> None:
        self.painter.setPen(QPen(QColor("black"), width_mm * MM))
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawRect(rect)

    def end(self) -> None:
        if self.painter.isActive():
            self._footer()
            self.painter.end()


def _round_of(state: EventState, round_number: int | None) -> Round:
    assert state.settings is not None
    rnd = state.rounds.get(round_number) if round_number is not None else state.current_round
    if rnd is None or not (rnd.tables or rnd.byes):
        raise TablesideError(translate("pdf_seating", "the round has no tables yet; seat it first"))
    return rnd


def _event_name(state: EventState) -> str:
    assert state.settings is not None  # _round_of checked it
    return state.settings.name


def footer_text(head: str) -> str:
    """The log's fingerprint at the foot of every page, and how a judge checks the file against it."""
    if not head:
        return ""
    return arg(translate("pdf_seating", "Event log %1 · check the event file with: tableside verify FILE --expect %1"),
               head)


def write_round_pdf(path: str | Path, state: EventState, round_number: int | None = None, *,
                    head: str = "") -> PdfReport:
    """Seating by name and the result slips of the round (the current one by default); ``head``: the log
    head's fingerprint (app.eventlog.anchor), printed on every page."""
    return finish(write_round_pdf_in_steps(path, state, round_number, head=head))


def write_round_pdf_in_steps(path: str | Path, state: EventState, round_number: int | None = None, *,
                             head: str = "") -> Progress[PdfReport]:
    """``write_round_pdf`` a page a step (500 tables: 288 pages, 0.3 s). Closed before its end (the
    judge cancelled), it leaves no file: the pages go to FILE.part, renamed into place at the end."""
    rnd = _round_of(state, round_number)
    path = Path(path)
    report = PdfReport(path)
    tmp = path.with_name(path.name + ".part")
    with open(tmp, "wb"):  # an unwritable place fails here, in words, before Qt is asked
        pass
    writer = QPdfWriter(str(tmp))
    writer.setResolution(RESOLUTION)
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     margins, QPageLayout.Unit.Millimeter))
    writer.setTitle(arg(translate("pdf_seating", "%1 — round %2: seating and result slips"), _event_name(state),
                        rnd.number))
    writer.setCreator("Tableside")
    try:
        pages = _Pages(report, writer, head)
        try:
            yield from _draw_in_steps(pages, state, rnd)
        finally:
            pages.end()
        del pages, writer  # the file is complete once the writer is gone
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return report


def render_round_pages(state: EventState, round_number: int | None = None, *,
                       head: str = "") -> tuple[PdfReport, list[QImage]]:
    """The same pages as images (A4 at 300 dpi), to look at without a PDF reader."""
    rnd = _round_of(state, round_number)
    report = PdfReport(Path())
    pages = _Pages(report, head=head)
    try:
        finish(_draw_in_steps(pages, state, rnd))
    finally:
        pages.end()
    return report, pages.images


def _draw_in_steps(pages: _Pages, state: EventState, rnd: Round) -> Progress[None]:
    """Every page, yielding the share drawn after each."""
    seats = find_your_table(state, rnd.number, key=collation.name_key())
    total = max(1, math.ceil(len(seats) / seating_rows_per_page(pages.height))) + \
        math.ceil(len(rnd.tables) / SLIPS_PER_PAGE)
    for done, _ in enumerate(itertools.chain(_seating(pages, state, rnd.number, seats), _slips(pages, state, rnd))):
        yield (done + 1) / (total + 1)  # never 100% before the file is in place


def seating_rows_per_page(page_height: float) -> int:
    return max(1, int((page_height - 30 * MM) // (8.5 * MM))) * SEATING_COLUMNS


def _seating(pages: _Pages, state: EventState, number: int, seats: list[SeatLine]) -> Steps[None]:
    """The pages of seats by name, a page a step."""
    per_page = seating_rows_per_page(pages.height)
    count = max(1, math.ceil(len(seats) / per_page))
    per_column = per_page // SEATING_COLUMNS
    gap = 10 * MM
    col_w = (pages.width - gap * (SEATING_COLUMNS - 1)) / SEATING_COLUMNS
    name_font, table_font, head_font = _font(13), _font(14, bold=True), _font(10, bold=True)
    for page in range(count):
        if page:
            yield
            pages.new_page()
        pages.text(QRectF(0, 0, pages.width, 12 * MM), arg(translate("pdf_seating", "Round %1: find your table"),
                                                           number), _font(20, bold=True))
        more = f" · page {page + 1} of {count}" if count > 1 else ""
        pages.text(QRectF(0, 12 * MM, pages.width, 8 * MM), arg(translate("pdf_seating", "%1 · players by name%2"),
                                                                _event_name(state), more),
                   _font(11))
        shown = seats[page * per_page:(page + 1) * per_page]
        for column in range(SEATING_COLUMNS):
            rows = shown[column * per_column:(column + 1) * per_column]
            if not rows:
                break
            x = column * (col_w + gap)
            top = 24 * MM
            pages.text(QRectF(x, top, col_w - 25 * MM, 6 * MM), "PLAYER", head_font)
            pages.text(QRectF(x + col_w - 25 * MM, top, 25 * MM, 6 * MM), "TABLE", head_font,
                       Qt.AlignmentFlag.AlignRight)
            pages.line(x, top + 6.5 * MM, x + col_w, top + 6.5 * MM, 0.4)
            for i, seat in enumerate(rows):
                y = top + 7 * MM + i * 8.5 * MM
                pages.text(QRectF(x, y, col_w - 27 * MM, 8.5 * MM), seat.name, name_font, shrink=0.7)
                pages.text(QRectF(x + col_w - 25 * MM, y, 25 * MM, 8.5 * MM), seat.where, table_font,
                           Qt.AlignmentFlag.AlignRight)
                pages.line(x, y + 8.5 * MM, x + col_w, y + 8.5 * MM, 0.1)


def _slips(pages: _Pages, state: EventState, rnd: Round) -> Steps[None]:
    """The result slips, a page a step (the step before each page ends the page drawn before)."""
    tables = [rnd.tables[n] for n in sorted(rnd.tables)]
    slip_h = pages.height / SLIPS_PER_PAGE
    for i, table in enumerate(tables):
        if i % SLIPS_PER_PAGE == 0:
            yield
            pages.new_page()
            pages.report.slip_pages += 1
        top = (i % SLIPS_PER_PAGE) * slip_h
        if i % SLIPS_PER_PAGE:
            pages.line(0, top - 4 * MM, pages.width, top - 4 * MM, 0.3, dashed=True)
        _slip(pages, state, rnd.number, table, top)
    pages.report.seating_pages = len(pages.report.texts) - pages.report.slip_pages
    yield


def _slip(pages: _Pages, state: EventState, number: int, table: Table, top: float) -> None:
    w = pages.width
    pages.text(QRectF(0, top, w * 0.6, 12 * MM), arg(translate("pdf_seating", "Result slip — Table %1"), table.number),
               _font(20, bold=True))
    pages.text(QRectF(w * 0.6, top, w * 0.4, 12 * MM), f"Round {number}", _font(16, bold=True),
               Qt.AlignmentFlag.AlignRight)
    game_w = w * 0.62 if pages.head else w
    pages.text(QRectF(0, top + 12 * MM, game_w, 7 * MM), f"{_event_name(state)} · Game: {table.title}", _font(11))
    if pages.head:  # on the slip itself too: the slips are cut apart, the page's foot stays with one of them
        pages.text(QRectF(game_w, top + 12 * MM, w - game_w, 7 * MM), arg(translate("pdf_seating", "Event log %1"),
                                                                          pages.head), _font(11, bold=True),
                   Qt.AlignmentFlag.AlignRight)
    y = top + 22 * MM
    # What is known is filled in (a slip printed after the game is its record); the rest is left blank.
    rating = is_rating_system(system_of(state))
    result = table_result(state, table, ratings_before_round(state, number) if rating else None)
    known = result.by_name()
    head = _font(10, bold=True)
    if rating:
        # Under contribution the slip is the ledger: before − loss + gain + bonus = after.
        columns = [("PLACE", 16 * MM), ("BEFORE", 22 * MM), ("− LOSS", 20 * MM), ("+ GAIN", 20 * MM),
                   ("+ BONUS", 20 * MM), ("= AFTER", 22 * MM)]
        starting = ratings_before_round(state, number)
        start = getattr(system_of(state), "start_rating", 0)
    else:
        columns = [("PLACE", 24 * MM), ("POINTS", 30 * MM)]
    name_w = w - sum(width for _, width in columns)
    pages.text(QRectF(2 * MM, y, name_w, 7 * MM), "PLAYER", head)
    x = name_w
    for label, width in columns:
        pages.text(QRectF(x, y, width, 7 * MM), label, head, Qt.AlignmentFlag.AlignHCenter)
        x += width
    y += 7 * MM
    row_h = 11 * MM
    for pid in table.players:
        res = known.get(pid)
        if rating:
            change = res.rating if res is not None else None
            values = ([str(res.place) if res else "", str(change.before), str(change.loss), str(change.gain),
                       str(change.bonus), str(change.after)] if change is not None
                      else ["", str(starting.get(pid, state.players[pid].start_rating or start)), "", "", "", ""])
        else:
            values = [str(res.place), format_points(res.points)] if res is not None else ["", ""]
        pages.box(QRectF(0, y, name_w, row_h))
        pages.text(QRectF(3 * MM, y, name_w - 6 * MM, row_h), state.players[pid].name, _font(14), shrink=0.7)
        x = name_w
        for (_, width), value in zip(columns, values, strict=True):
            pages.box(QRectF(x, y, width, row_h))
            if value:
                pages.text(QRectF(x, y, width - 2 * MM, row_h), value, _font(13), Qt.AlignmentFlag.AlignRight)
            x += width
        y += row_h
    if rating and result.finished and table.started_at is not None:
        remainder = result.remainder or 0
        pages.text(QRectF(0, y + 1 * MM, w, 7 * MM), translate(
            "pdf_seating", "Rounding remainder at this table: %n rating point(s) (losses − gains)", None, remainder),
            _font(10))
    y += 12 * MM
    pages.text(QRectF(0, y, 45 * MM, 8 * MM), translate("pdf_seating", "Judge's signature:"), _font(11, bold=True))
    pages.line(47 * MM, y + 7 * MM, w * 0.62, y + 7 * MM, 0.3)
    pages.text(QRectF(w * 0.65, y, 15 * MM, 8 * MM), "Time:", _font(11, bold=True))
    pages.line(w * 0.65 + 16 * MM, y + 7 * MM, w, y + 7 * MM, 0.3)
