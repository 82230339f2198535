"""Painted pieces of the 7 Wonders table: stacks of built cards by colour, and a wonder's stages.

Both are single widgets that paint every card themselves with the art kit's colours and icons, so a
city of 25 cards is one widget, not 25, and the stacks can tighten like real stacked cards when room
is short (each card keeps its band with its symbol, effect icons and name visible). Tooltips show the
full text of the card or stage under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art import painter as art_painter
from wonders_desktop.ui.art.cardface import NEWLINE, Item
from wonders_desktop.ui.art.drawing import draw_text_readable, fit_font, font_px, small_text_px, wrap_lines
from wonders_desktop.ui.art.painter import draw_text_fitted
from wonders_desktop.ui.art.palette import art_palette, cb_symbol, mix

# The rulebook's layout: brown and grey cards one under the other at the left (what the city
# produces), then every other colour in its own stack.
COLUMNS: tuple[tuple[str, ...], ...] = (("brown", "grey"), ("blue",), ("yellow",), ("red",), ("green",),
                                        ("purple",), ("black",))  # fmt: skip


ROW_LINES = 2.3  # a stacked card's full height, in lines of the font (it tightens to 1.75 when short)
MIN_ITEMS_SIDE = 4.0  # below this a row of icons is not drawn at all


def paint_items(painter: QPainter, rect: QRectF, items: Sequence[Item], colour: QColor, *, largest: float,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> float:  # fmt: skip
    """The kit's ``paint_items``, skipped when the room is too small to draw anything (a column
    squeezed during a resize): the kit's fitting loop needs a rect with some room."""
    if not items or rect.width() < MIN_ITEMS_SIDE or rect.height() < MIN_ITEMS_SIDE or largest < 1:
        return 0.0
    return art_painter.paint_items(painter, rect, items, colour, largest=largest, align=align)


@dataclass(frozen=True, slots=True)
class Chip:
    """One built card as a stack shows it: its colour, name, effect icons and tooltip."""

    ident: str
    colour: str
    title: str
    effects: tuple[Item, ...]
    tooltip: str
    fresh: bool = False  # built on the last turn (drawn with a marker)


def _title_width(base: QPainter | QFont, title: str, pixels: float) -> float:
    font = QFont(base.font() if isinstance(base, QPainter) else base)
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(True)
    return QFontMetricsF(font).horizontalAdvance(title)


TITLE_SHRINK = 0.72  # one line of a chip's name shrinks to this share of its size before it wraps
TWO_LINES_SMALLEST = 0.78  # two lines' letters, as a share of the widget's font: no smaller than this


def chip_title(
    font: QFont, title: str, room: QRectF, pixels: float, smallest_two: float
) -> tuple[QFont, list[str]]:
    """How a chip's name fits ``room``: on one line (shrunk down to ``TITLE_SHRINK``), else on two lines
    broken at a space (letters no smaller than ``smallest_two`` pixels), else — the last resort — on
    one line elided (…). The one rule for painting and for the tests that look for cut names."""
    one = fit_font(font, title, room.width(), pixels, pixels * TITLE_SHRINK, True)
    metrics = QFontMetricsF(one)
    if metrics.horizontalAdvance(title) <= room.width():
        return one, [title]
    if " " in title.strip():
        size = min(pixels * TITLE_SHRINK, room.height() / 2.15)
        while size >= smallest_two:
            two = font_px(font, size, bold=True)
            lines = wrap_lines(QFontMetricsF(two), title, room.width(), 2)
            if len(lines) == 2 and " ".join(lines) == " ".join(title.split()):
                return two, lines
            size -= 0.5
    return one, [metrics.elidedText(title, Qt.TextElideMode.ElideRight, room.width())]


def paint_chip(
    painter: QPainter, rect: QRectF, chip: Chip, visible_height: float, smallest_two: float = 0.0
) -> list[str]:
    """A card seen in a stack: colour band with its colour-blind symbol, effect icons, then the name.

    ``visible_height`` is the part not covered by the next card; the content sits in it."""
    palette = art_palette()
    colours = palette.card(chip.colour)
    radius = min(rect.height(), 20) * 0.22
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.setPen(QPen(colours.frame_dark, 1.0))
    painter.setBrush(colours.body)
    painter.drawPath(path)
    line = QRectF(rect.left(), rect.top(), rect.width(), min(visible_height, rect.height()))
    band = QRectF(line.left(), line.top(), min(line.height() * 0.72, rect.width() * 0.2), line.height())
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(QRectF(band.left(), rect.top(), band.width(), rect.height()), colours.frame)
    painter.restore()
    symbol = min(band.height() * 0.56, band.width() * 0.8)
    mark = QRectF(band.center().x() - symbol / 2, band.center().y() - symbol / 2, symbol, symbol)
    icons.draw_icon(painter, mark, cb_symbol(chip.colour), tint=colours.title_text)
    inner = line.adjusted(band.width() + line.height() * 0.2, line.height() * 0.14, -line.height() * 0.2,
                          -line.height() * 0.14)  # fmt: skip
    effects = tuple(item for item in chip.effects if item != NEWLINE)  # a stacked card shows one row
    title_width = _title_width(painter, chip.title, line.height() * 0.48)
    if effects:  # the icons yield to the name: a card is read by its name first (icons: the tooltip)
        effects_width = min(inner.width() * 0.55, inner.height() * 4.2, inner.width() - title_width - 4)
        effects_width = effects_width if effects_width >= inner.height() * 0.9 else 0.0
        area = QRectF(inner.left(), inner.top(), effects_width, inner.height())
        used = paint_items(painter, area, effects, colours.text, largest=inner.height(),
                           align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        drawn = art_painter.row_width(painter.font(), effects, used) if used else 0.0
        inner.setLeft(inner.left() + min(effects_width, drawn) + 4)
    shown: list[str] = []
    if inner.width() > line.height() * 1.1:  # too narrow for a word: the icons and tooltip say it
        font, shown = chip_title(painter.font(), chip.title, inner, line.height() * 0.48, smallest_two)
        painter.setFont(font)
        painter.setPen(colours.text)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(inner, int(flags), "\n".join(shown))
    if chip.fresh:
        dot = line.height() * 0.26
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.accent)
        painter.drawEllipse(QPointF(rect.right() - dot, line.top() + dot), dot * 0.55, dot * 0.55)
    return shown


class CardStacks(QWidget):
    """A city's built cards, stacked by colour as the rulebook lays them (resources at the left)."""

    def __init__(self, parent: QWidget | None = None, *, with_black: bool = False) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._columns: list[list[Chip]] = [[] for _ in COLUMNS]
        self._with_black = with_black
        self._rects: list[tuple[QRectF, Chip]] = []
        self.painted_titles: list[tuple[Chip, list[str]]] = []  # the last paint's names, as drawn
        self._hint_height = -1
        self._floor = 3  # the fewest card heights a stack's room is shared into
        self.empty_text = ""
        self.setMouseTracking(True)

    def set_with_black(self, on: bool) -> None:
        if on != self._with_black:
            self._with_black = on
            self.update()

    def with_black(self) -> bool:
        """Whether the black (Cities) column is drawn."""
        return self._with_black

    def set_chips(self, chips: Sequence[Chip]) -> None:
        columns: list[list[Chip]] = [[] for _ in COLUMNS]
        for chip in chips:
            for index, colours in enumerate(COLUMNS):
                if chip.colour in colours:
                    columns[index].append(chip)
                    break
        for column, colours in zip(columns, COLUMNS, strict=True):
            column.sort(key=lambda chip, order=colours: order.index(chip.colour))  # type: ignore[misc]  # mypy infers no lambda with a default
        if columns != self._columns:
            self._columns = columns
            self.updateGeometry()  # a taller stack asks for more height
            self.update()

    def chips(self) -> list[Chip]:
        return [chip for column in self._columns for chip in column]

    def _shown_columns(self) -> list[int]:
        count = len(COLUMNS) if self._with_black else len(COLUMNS) - 1
        return list(range(count))

    def _line(self) -> float:
        return self.fontMetrics().height() * 1.75

    def _row_height(self, height: float, columns: Sequence[int] | None = None) -> float:
        """Cards grow (up to 2.3 lines) when the stacks have room, and keep 1.75 lines otherwise."""
        chosen = range(len(self._columns)) if columns is None else columns
        tallest = max(self._floor, max((len(self._columns[index]) for index in chosen), default=0))
        return max(self._line(), min(self.fontMetrics().height() * ROW_LINES, height / tallest))

    def sizeHint(self) -> QSize:
        """Room for every stack at the cards' full height, in the bands the current width needs: the
        board is as tall as its city, and tightens when the table is short."""
        width = self.width() or self.fontMetrics().height() * 30
        return QSize(self.fontMetrics().height() * 30, self.full_height(width))

    def full_height(self, width: int) -> int:
        """The height every stack needs at the cards' full height (3 cards at least), ``width`` wide
        (one band or two)."""
        row = self.fontMetrics().height() * ROW_LINES
        gap = self.fontMetrics().height() * 0.35
        bands = self._split(width)
        rows = max(3, sum(max(1, max((len(self._columns[i]) for i in band), default=0)) for band in bands))
        return round(rows * row + gap * (len(bands) - 1)) + 4

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        hint = self.sizeHint().height()
        if hint != self._hint_height:  # two bands need more height than one; the layout must know
            self._hint_height = hint
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 14, round(self.fontMetrics().height() * 3.2))

    def _split(self, width: float) -> list[list[int]]:
        """One row of stacks, or two when one row ``width`` wide would shorten the names: in the rulebook's
        order, cut where the two rows want the most even widths (a row of long names gets the room)."""
        shown = self._shown_columns()
        gap = self.fontMetrics().height() * 0.35
        wanted = [self._wanted_width(index) for index in shown]
        needed = sum(wanted) + gap * (len(shown) - 1)
        if needed <= width:
            return [shown]
        cut = min(range(1, len(shown)), key=lambda at: (max(sum(wanted[:at]), sum(wanted[at:])), -at))
        return [shown[:cut], shown[cut:]]  # the widths shared evenly: neither band squeezes its names

    def bands(self) -> list[list[int]]:
        """The bands drawn now: two only when the names need them and the stacks have the height."""
        split = self._split(self.width())
        if len(split) == 1:
            return split
        gap = self.fontMetrics().height() * 0.35
        rows = sum(max(1, max(len(self._columns[i]) for i in band)) for band in split)
        tall_enough = self.height() >= rows * self._line() + gap  # every card of both bands uncovered
        return split if tall_enough else [self._shown_columns()]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._rects = []
        self.painted_titles = []
        bands = self.bands()
        gap = self.fontMetrics().height() * 0.35
        weights = [max(1, max(len(self._columns[index]) for index in band)) for band in bands]
        room = self.height() - gap * (len(bands) - 1)
        row = self.fontMetrics().height() * ROW_LINES
        natural = [weight * row for weight in weights]
        fits = len(bands) > 1 and sum(natural) <= room
        heights = natural if fits else [room * weight / sum(weights) for weight in weights]
        self._floor = 1 if len(bands) > 1 else 3  # in bands, each is cut to its own tallest stack
        y = 0.0
        palette = art_palette()
        for band, height in zip(bands, heights, strict=True):
            self._paint_band(painter, QRectF(0, y, self.width(), height), band, palette)
            y += height + gap
        painter.end()

    def _paint_band(self, painter: QPainter, area: QRectF, band: Sequence[int], palette: object) -> None:
        weights = [self._wanted_width(index) for index in band]
        gap = self.fontMetrics().height() * 0.35
        width = area.width() - gap * (len(band) - 1)
        x = area.left()
        for weight, index in zip(weights, band, strict=True):
            column_width = width * weight / sum(weights)
            if self._columns[index]:  # a stack widens to show its cards whole, not to fill a band
                column_width = min(column_width, weight * 1.3)
            column = QRectF(x, area.top(), column_width, area.height())
            self._paint_column(painter, column, index, palette, band)
            x += column_width + gap

    def _wanted_width(self, index: int) -> float:
        """How wide a column would like to be: its widest card (band, effect icons and name), or a
        narrow slot when it is empty; the room is shared out in these proportions."""
        line = self._line()
        chips = self._columns[index]
        if not chips:
            return line * 1.4
        row = self.fontMetrics().height() * ROW_LINES  # measured as paint_chip draws a full-height card
        widest = 0.0
        for chip in chips:
            icons_width = sum(row * 0.75 * (item.copies if item.icon else 0.8) for item in chip.effects)
            title = _title_width(self.font(), chip.title, row * 0.48)
            widest = max(widest, row * 1.2 + min(icons_width, row * 2.6) + 4 + title)
        return min(max(widest, line * 3.5), line * 8.0)  # long names may shorten, short ones stay whole

    def _paint_column(
        self, painter: QPainter, area: QRectF, index: int, palette: object, band: Sequence[int]
    ) -> None:
        chips = self._columns[index]
        if not chips:
            colour = COLUMNS[index][0]
            ghost = QColor(art_palette().card(colour).frame)
            ghost.setAlphaF(0.28)
            height = min(area.height(), self._row_height(area.height(), band))
            slot = QRectF(area.left(), area.top(), area.width(), height)
            painter.setPen(QPen(ghost, 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot.adjusted(1, 1, -1, -1), 4, 4)
            symbol = slot.height() * 0.5
            icons.draw_icon(painter, QRectF(slot.center().x() - symbol / 2, slot.center().y() - symbol / 2,
                                            symbol, symbol), cb_symbol(colour), tint=ghost)  # fmt: skip
            return
        line = self._row_height(area.height(), band)
        step = min(line, (area.height() - line) / max(1, len(chips) - 1)) if len(chips) > 1 else line
        step = max(step, line * 0.42)
        for position, chip in enumerate(chips):
            rect = QRectF(area.left(), area.top() + position * step, area.width(), line)
            visible = line if position == len(chips) - 1 else min(line, step)
            smallest = QFontInfo(self.font()).pixelSize() * TWO_LINES_SMALLEST
            shown = paint_chip(painter, rect.adjusted(0.5, 0.5, -0.5, -0.5), chip, visible, smallest)
            self._rects.append((QRectF(rect.left(), rect.top(), rect.width(), visible), chip))
            self.painted_titles.append((chip, shown))

    def chip_rect(self, ident: str) -> QRectF | None:
        """Where the card ``ident`` was last drawn (a card flying to the city lands there)."""
        return next((QRectF(rect) for rect, chip in self._rects if chip.ident == ident), None)

    def chip_at(self, point: QPointF) -> Chip | None:
        for rect, chip in reversed(self._rects):
            if rect.contains(point):
                return chip
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            chip = self.chip_at(QPointF(event.pos()))
            if chip is not None:
                QToolTip.showText(event.globalPos(), chip.tooltip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


class ChipList(QWidget):
    """A few cards (a teammate's hand), each with its tooltip: two columns when the panel is wide
    enough for two names side by side, so a hand of seven does not make the panel scroll."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chips: tuple[Chip, ...] = ()
        self._dense = False
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_dense(self, dense: bool) -> None:
        """Lower chips on a short window (the names keep their size)."""
        if dense != self._dense:
            self._dense = dense
            self.updateGeometry()
            self.update()

    def set_chips(self, chips: Sequence[Chip]) -> None:
        chips = tuple(chips)
        if chips != self._chips:
            self._chips = chips
            self.updateGeometry()
            self.update()

    def chips(self) -> tuple[Chip, ...]:
        return self._chips

    def _line(self) -> float:
        return self.fontMetrics().height() * (1.2 if self._dense else 1.45)

    def columns(self, width: int | None = None) -> int:
        width = self.width() if width is None else width
        return 2 if width >= self.fontMetrics().height() * 11 else 1

    def _rows(self, width: int) -> int:
        return -(-len(self._chips) // self.columns(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(self._rows(width) * (self._line() + 2))

    def sizeHint(self) -> QSize:
        width = self.fontMetrics().height() * 16
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Narrow enough for a narrow panel; as tall as the rows at the width it has (a minimum height
        computed for one column would make the panel scroll over empty room)."""
        width = self.width() if self.width() > 0 else self.fontMetrics().height() * 16
        return QSize(self.fontMetrics().height() * 6, self.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.columns(event.oldSize().width()) != self.columns():
            self.updateGeometry()  # one column or two: another height

    def _rect(self, position: int) -> QRectF:
        columns = self.columns()
        gap = 4.0
        width = (self.width() - 1 - gap * (columns - 1)) / columns
        row, column = divmod(position, columns)
        return QRectF(0.5 + column * (width + gap), row * (self._line() + 2) + 0.5, width, self._line())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for position, chip in enumerate(self._chips):
            paint_chip(painter, self._rect(position), chip, self._line())
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            point = QPointF(event.pos())
            found = next((c for i, c in enumerate(self._chips) if self._rect(i).contains(point)), None)
            if found is not None:
                QToolTip.showText(event.globalPos(), found.tooltip, self)
                return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)


@dataclass(frozen=True, slots=True)
class StageView:
    """One wonder stage as the board shows it."""

    number: int
    coins: int
    cost: tuple[Item, ...]
    effects: tuple[Item, ...]
    built: bool
    tooltip: str
    note: str = ""  # for the next stage of the viewer's own city: what it costs now, or why not
    note_kind: str = ""  # "ok", "trade", "blocked" (colour of the note)


ROMAN = ("I", "II", "III", "IV")


class StageStrip(QWidget):
    """The stages of a wonder side in order, left to right: cost → effect, built ones marked."""

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self._stages: list[StageView] = []
        self._rects: list[tuple[QRectF, StageView]] = []
        self._compact = compact
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_stages(self, stages: Sequence[StageView]) -> None:
        if list(stages) != self._stages:
            self._stages = list(stages)
            self.updateGeometry()
            self.update()

    def stages(self) -> list[StageView]:
        return list(self._stages)

    def _height(self) -> int:
        line = self.fontMetrics().height()
        if self._compact:
            return round(line * 1.5)
        words = any(_words(stage.effects) for stage in self._stages)
        return round(line * (1.9 + (1.1 if words else 0.0)) + self._note_lines() * self._note_line() + 2)

    def _note_line(self) -> float:
        return QFontMetricsF(font_px(self.font(), self._note_px(), bold=True)).height()

    def _note_px(self) -> float:
        return max(small_text_px(), self.fontMetrics().height() * 0.72)

    def _note_lines(self) -> int:
        """The rows a stage's note needs ("Precisa de 4 moedas, você tem 1"): two when one does not fit
        its stage's width at the small font, none without a note."""
        notes = [stage.note for stage in self._stages if stage.note]
        if not notes:
            return 0
        metrics = QFontMetricsF(font_px(self.font(), self._note_px(), bold=True))
        room = self._stage_width() - self.fontMetrics().height() * 0.6
        return 2 if any(metrics.horizontalAdvance(note) > room for note in notes) else 1

    def _stage_width(self) -> float:
        count = max(1, len(self._stages))
        return (self.width() - self.fontMetrics().height() * 0.3 * (count - 1)) / count

    def resizeEvent(self, event: QResizeEvent) -> None:
        before = self._note_lines()
        super().resizeEvent(event)
        if self._note_lines() != before or self.height() != self._height():
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 24, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 8, self._height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._stages:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        wonder = palette.card("wonder")
        gap = self.fontMetrics().height() * 0.3
        count = len(self._stages)
        width = (self.width() - gap * (count - 1)) / count
        self._rects = []
        for position, stage in enumerate(self._stages):
            rect = QRectF(position * (width + gap), 0.5, width, self.height() - 1)
            self._paint_stage(painter, rect.adjusted(0.5, 0, -0.5, 0), stage, wonder, palette)
            self._rects.append((rect, stage))
        painter.end()

    def stage_rect(self, number: int) -> QRectF | None:
        """Where stage ``number`` was last drawn (a card tucked under it lands there)."""
        return next((QRectF(rect) for rect, stage in self._rects if stage.number == number), None)

    def _paint_stage(self, painter: QPainter, rect: QRectF, stage: StageView, wonder: object,
                     palette: object) -> None:  # fmt: skip
        art = art_palette()
        colours = art.card("wonder")
        fill = mix(colours.frame, colours.body, 0.35) if stage.built else colours.body
        painter.setPen(QPen(colours.frame if not stage.built else colours.frame_dark, 1.2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 5, 5)
        text = colours.title_text if stage.built else colours.text
        line = self.fontMetrics().height()
        main = QRectF(rect.left(), rect.top(), rect.width(), line * (1.5 if self._compact else 1.9))
        label = QRectF(main.left() + line * 0.3, main.top(), line * 1.4, main.height())
        draw_text_fitted(painter, label, ROMAN[stage.number - 1] if stage.number <= 4 else str(stage.number),
                         text, line * 0.8, bold=True, align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        right = line * (1.2 if stage.built else 0.3)  # a built stage's mark keeps its corner to itself
        body = main.adjusted(line * 1.6, main.height() * 0.16, -right, -main.height() * 0.16)
        cost = tuple(([Item("coin", stage.coins)] if stage.coins else []) + list(stage.cost))
        cost_width = body.width() * 0.42
        paint_items(painter, QRectF(body.left(), body.top(), cost_width, body.height()), cost, text,
                    largest=body.height(), align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        arrow = QRectF(body.left() + cost_width, body.top(), line * 0.9, body.height())
        draw_text_fitted(painter, arrow, "→", text, line * 0.9)
        effect_area = QRectF(arrow.right(), body.top(), body.right() - arrow.right(), body.height())
        words = _words(stage.effects)
        symbols = [item for item in stage.effects if item not in words]
        paint_items(painter, effect_area, symbols, text, largest=body.height(),
                    align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        below = main.bottom()
        if any(_words(other.effects) for other in self._stages) and not self._compact:
            row = QRectF(rect.left() + line * 0.3, below, rect.width() - line * 0.6, line * 1.1)
            draw_text_readable(painter, row, " ".join(item.text for item in words), text, line * 0.8,
                               bold=True)  # fmt: skip
            below = row.bottom()
        if stage.built:
            mark = line * 0.8
            icons.draw_icon(painter, QRectF(rect.right() - mark - 2, rect.top() + 2, mark, mark), "pyramid")
        if stage.note and not self._compact:
            colour = {"ok": art.badge_free, "trade": art.badge_trade, "blocked": art.badge_blocked}.get(
                stage.note_kind, art.muted
            )
            note = QRectF(rect.left() + line * 0.3, below - line * 0.1, rect.width() - line * 0.6,
                          rect.bottom() - below + line * 0.05)  # fmt: skip
            draw_text_readable(painter, note, stage.note, colour, self._note_px(), bold=True)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            for rect, stage in self._rects:
                if rect.contains(QPointF(event.pos())):
                    QToolTip.showText(event.globalPos(), stage.tooltip, self)
                    return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)


def _words(items: Sequence[Item]) -> list[Item]:
    """The items of a stage's effect that are words ("Discard pile"), not symbols ("+", "◀▶"): printed
    on a row of their own at a readable size rather than shrunk with the icons."""
    return [item for item in items if not item.icon and sum(c.isalpha() for c in item.text) >= 2]
