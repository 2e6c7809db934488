"""The projector's picture as a list of painted items, laid out for one window size.

Everything is measured in ``u`` = the window's height / 720 (or its width / 1024 on a screen narrower
than about 7:5, such as 4:3), so the same page holds the same rows from 1280×720 to 3840×2160 and the
text grows with the picture. Colours are black, white and one yellow: nothing mid-grey carries content,
so a washed-out projector still shows every word. A name that does not fit first loses its first names
to initials ("B. Fitzgerald-Lee": the surname is what a room looks for), and only then is elided
("Maximilian Alexandrov…"), never wrapped, so a row keeps its height and the page its row count.
"Find your table" fits its list on two pages when it can (``Metrics.find_layout``): 120 players at
1920×1080 are 4 columns of 15.

The scene is pure data (rectangles, texts, colours): the window paints it, the tests read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from tableside.app.errors import QT_TRANSLATE_NOOP
from tableside.app.event.projector_view import (
    SeatLine,
    StandingLine,
    TableLine,
    minutes_text,
    page_of,
    shorter_names,
)
from tableside.ui.final_text import final_note
from tableside.ui.i18n import arg, translate

BLACK = "#000000"
WHITE = "#ffffff"
YELLOW = "#ffd60a"
BAND = "#1c1c1c"  # every other row's background: a little lighter than black, never text
BOX = "#111111"  # a live table's background
TEXT_COLOURS = (WHITE, YELLOW, BLACK)  # every text is one of these (black only on yellow)

FAMILIES = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans", "sans-serif"]

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter


def font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FAMILIES)
    f.setPixelSize(max(6, px))
    f.setBold(bold)
    return f


@dataclass(frozen=True)
class Text:
    rect: QRect
    text: str  # as painted (elided when it did not fit)
    font: QFont
    color: str
    align: Qt.AlignmentFlag = LEFT
    full: str = ""  # the text before eliding
    role: str = ""  # "name", "clock", "table", ... (for tests and debugging)

    @property
    def elided(self) -> bool:
        return self.text != self.full


@dataclass(frozen=True)
class Fill:
    rect: QRect
    color: str
    outline: str | None = None
    width: int = 0


@dataclass
class Scene:
    fills: list[Fill] = field(default_factory=list)
    texts: list[Text] = field(default_factory=list)
    clock_rect: QRect = field(default_factory=QRect)

    def text(self, rect: QRect, text: str, f: QFont, color: str, align: Qt.AlignmentFlag = LEFT, role: str = "",
             elide: bool = True, shrink: float = 1.0) -> Text:
        """One line; too long, it shrinks (down to ``shrink`` of its size), then is elided, never wrapped."""
        smallest = round(f.pixelSize() * shrink)

        def too_wide(f: QFont) -> bool:  # as eliding judges it: a text exactly as wide as its room is elided
            return QFontMetrics(f).elidedText(text, Qt.TextElideMode.ElideRight, max(0, rect.width())) != text

        while f.pixelSize() > smallest and too_wide(f):
            f = QFont(f)
            f.setPixelSize(max(smallest, f.pixelSize() - max(1, f.pixelSize() // 20)))
        shown = QFontMetrics(f).elidedText(text, Qt.TextElideMode.ElideRight, max(0, rect.width())) if elide else text
        item = Text(rect, shown, f, color, align, text, role)
        self.texts.append(item)
        return item

    def name(self, rect: QRect, name: str, f: QFont, color: str, role: str = "name", shrink: float = 0.85) -> Text:
        """A person's name: whole if it fits (shrunk a little at most), else with the first names cut to
        initials before the surname is ("B. Fitzgerald-Lee"), and only then elided."""
        smallest = QFont(f)
        smallest.setPixelSize(max(6, round(f.pixelSize() * shrink)))
        room = max(0, rect.width())

        def fits(text: str) -> bool:
            return QFontMetrics(smallest).elidedText(text, Qt.TextElideMode.ElideRight, room) == text

        chosen = next((text for text in [name, *shorter_names(name)] if fits(text)), None)
        if chosen is None:
            forms = shorter_names(name)
            chosen = forms[-1] if forms else name
        item = self.text(rect, chosen, f, color, LEFT, role, shrink=shrink)
        if item.full != name:
            self.texts[-1] = item = Text(item.rect, item.text, item.font, item.color, item.align, name, item.role)
        return item

    def fill(self, rect: QRect, color: str, outline: str | None = None, width: int = 0) -> None:
        self.fills.append(Fill(rect, color, outline, width))

    def by_role(self, role: str) -> list[Text]:
        return [t for t in self.texts if t.role == role]


class Metrics:
    """Sizes for one window, all from ``u``."""

    def __init__(self, width: int, height: int, banner: bool = False) -> None:
        self.width, self.height = width, height
        u = self.u = max(0.25, min(height / 720, width / 1024))
        self.margin = round(22 * u)
        self.header_h = round(148 * u)
        # The desk's newest announcement, a band under the header (``banner``): the rows make room for it.
        self.banner_h = round(58 * u) if banner else 0
        self.title_h = round(64 * u)
        self.colhead_h = round(38 * u)
        self.row_h = round(47 * u)
        self.gap = round(18 * u)
        # fonts (pixel sizes)
        self.event_font = font(round(40 * u), bold=True)
        self.round_font = font(round(36 * u), bold=True)
        self.state_font = font(round(28 * u), bold=True)
        self.clock_font = font(round(126 * u), bold=True)
        self.title_font = font(round(38 * u), bold=True)
        self.page_font = font(round(28 * u), bold=True)
        self.head_font = font(round(23 * u), bold=True)
        self.row_font = font(round(33 * u), bold=True)
        self.number_font = font(round(36 * u), bold=True)
        self.box_title_font = font(round(31 * u), bold=True)
        self.box_game_font = font(round(25 * u))
        self.box_row_font = font(round(28 * u), bold=True)
        self.box_line_h = round(37 * u)

    @property
    def body(self) -> QRect:
        """Below the header and the view's title: where the rows go."""
        top = self.margin + self.header_h + self.banner_h + self.title_h
        return QRect(self.margin, top, self.width - 2 * self.margin, self.height - top - self.margin)

    def rows_fit(self) -> int:
        return max(1, (self.body.height() - self.colhead_h) // self.row_h)

    def find_columns(self) -> int:
        return max(1, min(3, self.body.width() // round(540 * self.u)))

    def find_layout(self, count: int) -> FindLayout:
        """How "find your table" lays out ``count`` players: the roomy rows while they fit on
        ``FIND_PAGES`` pages, else smaller rows and more columns, the roomiest that fits (120 players at
        1920×1080: 4 columns of 15, 2 pages), never below ``FIND_SMALLEST_ROW`` u a row."""
        free = self.body.height() - self.colhead_h
        widest = max(1, min(FIND_MOST_COLUMNS, self.body.width() // round(FIND_NARROWEST * self.u)))
        layout = FindLayout(self.find_columns(), self.rows_fit(), self.row_h, 1.0)
        if count <= FIND_PAGES * layout.per_page:
            return layout
        for row_u in FIND_ROWS:
            row_h = round(row_u * self.u)
            rows = max(1, free // row_h)
            for columns in range(self.find_columns(), widest + 1):
                layout = FindLayout(columns, rows, row_h, row_u / 47)
                if count <= FIND_PAGES * layout.per_page:
                    return layout
        return layout

    def table_grid(self, most_players: int) -> tuple[int, int]:
        """(columns, rows) of live-table boxes a page holds."""
        columns = max(1, min(4, (self.body.width() + self.gap) // round(390 * self.u)))
        rows = max(1, (self.body.height() + self.gap) // (self.box_height(most_players) + self.gap))
        return columns, rows

    def box_height(self, players: int) -> int:
        return round(BOX_HEAD * self.u) + max(players, 3) * self.box_line_h + round(10 * self.u)

    def per_page(self, view: str, tables: list[TableLine] | None = None, count: int = 0) -> int:
        if view == "standings":
            return self.rows_fit()
        if view == "find":
            return self.find_layout(count).per_page
        most = max((len(t.players) for t in tables or []), default=4)
        columns, rows = self.table_grid(most)
        return columns * rows


BOX_HEAD = 52  # a live table's title line, in u
FIND_PAGES = 2  # "find your table" tries to show everyone on this many pages (one glance, one wait)
FIND_ROWS = (40, 34, 28)  # the row heights it tries, in u, roomiest first (the standings' rows are 47)
FIND_MOST_COLUMNS = 4
FIND_NARROWEST = 270  # a column's least width, in u: "B. Fitzgerald-Lee" and a table number


@dataclass(frozen=True)
class FindLayout:
    columns: int
    rows: int  # in each column
    row_h: int  # pixels
    scale: float  # of the standings' row fonts

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


# The round clock's states (app.event.projector_view.RoundClockState), as the header says them.
CLOCK_STATES = {"NOT STARTED": QT_TRANSLATE_NOOP("projector.scene", "NOT STARTED"),
                "PAUSED": QT_TRANSLATE_NOOP("projector.scene", "PAUSED"),
                "EXTRA TIME": QT_TRANSLATE_NOOP("projector.scene", "EXTRA TIME"),
                "LAST TURN": QT_TRANSLATE_NOOP("projector.scene", "LAST TURN"),
                "TIME IS UP": QT_TRANSLATE_NOOP("projector.scene", "TIME IS UP")}


@dataclass(frozen=True)
class Header:
    event: str
    round_text: str  # "Round 2", or "" before the first round
    clock_ms: int | None  # None: no clock to show
    state: str  # "", "NOT STARTED", "PAUSED", "EXTRA TIME", "LAST TURN", "TIME IS UP"
    extended: str = ""  # each extended table still playing: "Table 7 +10 min · 8:55"
    ends: str = ""  # the agenda's estimated end: "Estimated end 18:40" ("" when there is none)


def header(scene: Scene, m: Metrics, h: Header) -> None:
    top, left, right = m.margin, m.margin, m.width - m.margin
    clock_w = 0
    if h.clock_ms is not None:
        digits = minutes_text(h.clock_ms)
        fm = QFontMetrics(m.clock_font)
        clock_w = fm.horizontalAdvance("0" * (len(digits) - 3) + ":00") + round(24 * m.u)
        rect = QRect(right - clock_w, top, clock_w, m.header_h - round(6 * m.u))
        scene.clock_rect = QRect(rect)
        if h.state == "TIME IS UP":
            scene.fill(rect, YELLOW)
            scene.text(rect, digits, m.clock_font, BLACK, CENTER, "clock", elide=False)
        else:
            scene.text(rect, digits, m.clock_font, YELLOW if h.state == "" else WHITE, RIGHT, "clock", elide=False)
    text_w = right - left - clock_w - m.gap
    line = m.header_h // 2
    ends_w = QFontMetrics(m.state_font).horizontalAdvance(h.ends) + m.gap if h.ends else 0
    if h.ends:
        scene.text(QRect(left + text_w - ends_w + m.gap, top, ends_w - m.gap, line), h.ends, m.state_font, WHITE,
                   RIGHT, "ends", elide=False)
    scene.text(QRect(left, top, text_w - ends_w, line), h.event, m.event_font, WHITE, LEFT, "event", shrink=0.75)
    round_rect = QRect(left, top + line, text_w, line)
    if h.round_text:
        item = scene.text(round_rect, h.round_text, m.round_font, YELLOW, LEFT, "round")
        used = QFontMetrics(m.round_font).horizontalAdvance(item.text + "  ")
        if h.state:
            item = scene.text(QRect(left + used, top + line, max(0, text_w - used), line),
                              translate("projector.scene", CLOCK_STATES.get(h.state, h.state)), m.state_font,
                              WHITE, LEFT, "state")
            used += QFontMetrics(m.state_font).horizontalAdvance(item.text + "   ")
        if h.extended:
            scene.text(QRect(left + used, top + line, max(0, text_w - used), line), h.extended, m.state_font,
                       YELLOW, LEFT, "extended")
    rule = max(2, round(4 * m.u))
    scene.fill(QRect(left, top + m.header_h - rule, right - left, rule), YELLOW)


def banner(scene: Scene, m: Metrics, text: str) -> None:
    """The desk's newest announcement, black on yellow across the page under the header (plain text,
    shrunk a little and then elided when long: a full announcement is on every phone)."""
    if not m.banner_h or not text:
        return
    rect = QRect(m.margin, m.margin + m.header_h + round(6 * m.u), m.width - 2 * m.margin, m.banner_h - round(6 * m.u))
    scene.fill(rect, YELLOW)
    inner = rect.adjusted(round(14 * m.u), 0, -round(14 * m.u), 0)
    scene.text(inner, text, m.title_font, BLACK, LEFT, "announcement", shrink=0.7)


def title(scene: Scene, m: Metrics, text: str, page: int, pages: int, note: str = "") -> None:
    """The view's title; on the right its page ("Page 2 of 3") and a small note (the log's fingerprint)."""
    top = m.margin + m.header_h + m.banner_h
    page_w = round(260 * m.u) if pages > 1 else 0
    note_w = QFontMetrics(m.head_font).horizontalAdvance(note) + round(30 * m.u) if note else 0
    rect = QRect(m.margin, top, m.width - 2 * m.margin - page_w - note_w, m.title_h)
    scene.text(rect, text, m.title_font, WHITE, LEFT, "title", shrink=0.8)
    if note:
        scene.text(QRect(m.width - m.margin - page_w - note_w, top, note_w, m.title_h), note, m.head_font, WHITE,
                   RIGHT, "note", elide=False)
    if pages > 1:
        scene.text(QRect(m.width - m.margin - page_w, top, page_w, m.title_h), f"Page {page + 1} of {pages}",
                   m.page_font, YELLOW, RIGHT, "page")


def empty(scene: Scene, m: Metrics, text: str) -> None:
    scene.text(m.body, text, m.title_font, WHITE, CENTER, "empty")


def standings_page(scene: Scene, m: Metrics, rows: list[StandingLine], page: int, ratings: bool) -> None:
    body = m.body
    u = m.u
    rank_w, total_w, wins_w, opp_w = round(90 * u), round(170 * u), round(120 * u), round(190 * u)
    if body.width() < round(1000 * u):  # a narrow window: the opponents' average goes first
        opp_w = 0
    name_x = body.left() + rank_w
    name_w = body.width() - rank_w - total_w - wins_w - opp_w - round(12 * u)
    columns = [
        ("#", body.left(), rank_w, RIGHT),
        ("PLAYER", name_x + round(20 * u), name_w - round(20 * u), LEFT),
        ("RATING" if ratings else "POINTS", name_x + name_w, total_w, RIGHT),
        ("WINS", name_x + name_w + total_w, wins_w, RIGHT),
    ]
    if opp_w:
        columns.append(("OPP. AVG", name_x + name_w + total_w + wins_w, opp_w, RIGHT))
    for label, x, w, align in columns:
        scene.text(QRect(x, body.top(), w, m.colhead_h), label, m.head_font, YELLOW, align, "head")
    per = m.rows_fit()
    top = body.top() + m.colhead_h
    for i, row in enumerate(page_of(rows, page, per)):
        y = top + i * m.row_h
        if i % 2:
            scene.fill(QRect(body.left(), y, body.width(), m.row_h), BAND)
        name = row.name + ("  " + translate("projector.scene", "(dropped)") if row.dropped else "")
        if row.corrected:
            name += "  " + arg(translate("projector.scene", "(corrected %1)"), row.corrected)
        if row.final:
            name += "  " + final_note(row.final, row.final_place)
        cells = [str(row.rank), name, row.total, str(row.wins)] + ([row.opponents_average] if opp_w else [])
        roles = ["rank", "name", "total", "wins", "opp"]
        colours = [YELLOW, WHITE, WHITE, WHITE, WHITE]
        for (_, x, w, align), text, role, colour in zip(columns, cells, roles, colours, strict=False):
            scene.text(QRect(x, y, w, m.row_h), text, m.row_font, colour, align, role)


def find_page(scene: Scene, m: Metrics, rows: list[SeatLine], page: int) -> None:
    body = m.body
    u = m.u
    layout = m.find_layout(len(rows))
    columns, per_column, row_h = layout.columns, layout.rows, layout.row_h
    row_font = font(round(m.row_font.pixelSize() * layout.scale), bold=True)
    number_font = font(round(m.number_font.pixelSize() * layout.scale), bold=True)
    gap = round((40 if columns <= 3 else 24) * u)
    col_w = (body.width() - gap * (columns - 1)) // columns
    heading_w = QFontMetrics(m.head_font).horizontalAdvance("TABLE") + round(16 * u)
    table_w = max(heading_w, round((150 if layout.scale == 1.0 else 80) * u))
    shown = page_of(rows, page, per_column * columns)
    for c in range(columns):
        x = body.left() + c * (col_w + gap)
        if c * per_column >= len(shown) and c > 0:
            break
        scene.text(QRect(x + round(12 * u), body.top(), col_w - table_w, m.colhead_h), "PLAYER", m.head_font,
                   YELLOW, LEFT, "head")
        scene.text(QRect(x + col_w - table_w, body.top(), table_w - round(12 * u), m.colhead_h), "TABLE",
                   m.head_font, YELLOW, RIGHT, "head")
        for i, row in enumerate(shown[c * per_column:(c + 1) * per_column]):
            y = body.top() + m.colhead_h + i * row_h
            if i % 2:
                scene.fill(QRect(x, y, col_w, row_h), BAND)
            scene.name(QRect(x + round(12 * u), y, col_w - table_w - round(12 * u), row_h), row.name, row_font,
                       WHITE, shrink=0.8)
            scene.text(QRect(x + col_w - table_w, y, table_w - round(12 * u), row_h), row.where,
                       number_font, YELLOW, RIGHT, "table")


SYMBOL = {"in": "●", "out": "✕", "winner": "★"}


def tables_page(scene: Scene, m: Metrics, tables: list[TableLine], page: int, show_game: bool = True,
                notes: dict[int, str] | None = None) -> None:
    """The live tables as boxes; ``show_game`` False when every table plays the same game (the title says it).

    ``notes`` holds an extended table's own time left ("+10 min · 8:55"), shown in its box's corner.
    """
    body = m.body
    u = m.u
    most = max((len(t.players) for t in tables), default=4)
    columns, rows = m.table_grid(most)
    box_w = (body.width() - m.gap * (columns - 1)) // columns
    box_h = m.box_height(most)
    pad = round(14 * u)
    for i, table in enumerate(page_of(tables, page, columns * rows)):
        r, c = divmod(i, columns)
        box = QRect(body.left() + c * (box_w + m.gap), body.top() + r * (box_h + m.gap), box_w, box_h)
        scene.fill(box, BOX, WHITE if not table.finished else YELLOW, max(1, round(2 * u)))
        inner_w = box_w - 2 * pad
        head_h = round(BOX_HEAD * u)
        label = arg(translate("projector.scene", "Table %1"), table.number)
        title_item = scene.text(QRect(box.left() + pad, box.top() + round(6 * u), inner_w, head_h), label,
                                m.box_title_font, YELLOW, LEFT, "table")
        used = QFontMetrics(m.box_title_font).horizontalAdvance(title_item.text) + round(16 * u)
        tag = (translate("projector.scene", "FINISHED") if table.finished
               else ("" if table.started else translate("projector.scene", "NOT STARTED")))
        note = (notes or {}).get(table.number, "") if not tag else ""
        tag_font = m.box_title_font if note else m.box_game_font  # the time left: as big as the table's number
        tag = tag or note
        tag_w = QFontMetrics(tag_font).horizontalAdvance(tag) + round(8 * u) if tag else 0
        if note and tag_w > inner_w - used:  # a narrow box: the note shrinks a little, beside the number
            tag_w = max(0, inner_w - used)
        if show_game:
            scene.text(QRect(box.left() + pad + used, box.top() + round(6 * u), max(0, inner_w - used - tag_w),
                             head_h), table.game, m.box_game_font, WHITE, LEFT, "game")
        if tag:
            scene.text(QRect(box.right() - pad - tag_w, box.top() + round(6 * u), tag_w, head_h), tag,
                       tag_font, YELLOW, RIGHT, "extension" if note else "tag", elide=bool(note),
                       shrink=0.7 if note else 1.0)
        # A player reported out and not yet confirmed says so where their points will be.
        still_in = translate("projector.scene", "in")
        reported = translate("projector.scene", "reported")
        rights = [reported if p.status == "in" and p.reported else {"in": still_in, "out": p.points,
                                                                     "winner": p.points}[p.status]
                  for p in table.players]
        points_w = max((QFontMetrics(m.box_row_font).horizontalAdvance(r) for r in rights), default=0) + round(14 * u)
        for j, (player, right) in enumerate(zip(table.players, rights, strict=True)):
            y = box.top() + round(BOX_HEAD * u) + j * m.box_line_h
            colour = WHITE if player.status == "in" else YELLOW
            scene.text(QRect(box.left() + pad, y, round(34 * u), m.box_line_h), SYMBOL[player.status],
                       m.box_row_font, colour, LEFT, "symbol", elide=False)
            name_x = box.left() + pad + round(38 * u)
            # As on "find your table": the first names go to initials before the surname is cut (a 24-letter
            # name was "Maximiliane Wiśniews…" in a 1080p box); shrunk at most to 80 %, still the guide's height.
            scene.name(QRect(name_x, y, inner_w - round(38 * u) - points_w, m.box_line_h), player.name,
                       m.box_row_font, colour, shrink=0.8)
            scene.text(QRect(box.right() - pad - points_w, y, points_w, m.box_line_h), right, m.box_row_font,
                       colour, RIGHT, "points", elide=False)
