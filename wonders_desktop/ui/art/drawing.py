"""Small drawing helpers shared by the card, token and stage painters: fonts in pixels, rounded
shapes, the soft shadow, text that fits, numbers in icons, and rows of printed items (icon + number,
repeated symbols, "wood / clay" alternatives) laid out as large as they fit."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
)

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import NEWLINE, SLASH, Item
from wonders_desktop.ui.art.palette import ArtPalette

NUMBER_INK = QColor("#2a2118")  # numbers inside coin and laurel (their centres are always light)
SMALL_TEXT_RATIO = 0.8  # the app's small font, of its normal font: the least a player must read
SMALL_TEXT_LEAST = 9  # pixels, whatever the app's font


def small_text_px() -> float:
    """The app's small font in pixels: no name or label a player must read on a table is drawn smaller
    (issue 39: names of 7 px at 1280×820). Defined once, here; tests hold the tables to it."""
    normal = QFontInfo(QGuiApplication.font()).pixelSize()
    return float(max(SMALL_TEXT_LEAST, round(normal * SMALL_TEXT_RATIO)))


def font_px(base: QPainter | QFont, pixels: float, bold: bool = False) -> QFont:
    """``base``'s family (the widget's or painter's font) at ``pixels`` pixels."""
    font = QFont(base.font() if isinstance(base, QPainter) else base)
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def drop_shadow(painter: QPainter, rect: QRectF, radius: float, lift: float, palette: ArtPalette) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    for step, alpha in ((lift, 0.45), (lift * 0.5, 0.7)):
        colour = QColor(palette.shadow)
        colour.setAlphaF(palette.shadow.alphaF() * alpha)
        painter.setBrush(colour)
        painter.drawPath(rounded(rect.translated(0, step), radius + step * 0.3))


def ring(painter: QPainter, rect: QRectF, radius: float, colour: QColor, width: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, width))
    painter.drawPath(rounded(rect, radius))


def hint_ring(
    painter: QPainter,
    rect: QRectF,
    colour: QColor,
    width: float,
    outset: float,
    radius: float,
    round_: bool = False,
) -> None:
    """The dashed ring of a hint, or of the replay's better move, round a card or a piece (every table draws
    the same mark): ``outset`` beyond ``rect`` (below 0: inside it), a circle when ``round_``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour, width, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    grown = rect.adjusted(-outset, -outset, outset, outset)
    if round_:
        painter.drawEllipse(grown)
    else:
        painter.drawRoundedRect(grown, radius, radius)
    painter.restore()


def fit_font(
    painter: QPainter | QFont, text: str, width: float, pixels: float, smallest: float, bold: bool
) -> QFont:
    """The largest font from ``pixels`` down to ``smallest`` in which ``text`` fits ``width``."""
    size = pixels
    font = font_px(painter, size, bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = font_px(painter, size, bold)
    return font


CONDENSED_LEAST = 75  # QFont stretch: a name at the small font narrows this far before it is elided


def condensed(font: QFont, text: str, width: float) -> QFont:
    """``font`` narrowed (its height kept) until ``text`` fits ``width``: to ``CONDENSED_LEAST`` %, then
    in regular weight. A name at the small font that still does not fit is squeezed rather than cut
    (issue 39: "Comerciantes" on a Duel pyramid card)."""
    font = QFont(font)
    stretch = font.stretch() or 100  # 0: Qt's "any stretch", the family's normal width
    while QFontMetricsF(font).horizontalAdvance(text) > width and stretch > CONDENSED_LEAST:
        stretch = max(CONDENSED_LEAST, stretch - 5)
        font.setStretch(stretch)
    if QFontMetricsF(font).horizontalAdvance(text) > width and font.bold():
        font.setBold(False)
    return font


def draw_text_fitted(
    painter: QPainter,
    rect: QRectF,
    text: str,
    colour: QColor,
    pixels: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    smallest_ratio: float = 0.72,
    condense: bool = False,
) -> None:
    """One line of text: shrunk to fit (to ``smallest_ratio`` of ``pixels``), narrowed if ``condense``,
    then elided — never clipped mid-letter. Callers put the full text in a tooltip."""
    font, shown = _fitted(painter, rect, text, pixels, bold, smallest_ratio, condense)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def _fitted(
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixels: float,
    bold: bool,
    smallest_ratio: float,
    condense: bool = False,
) -> tuple[QFont, str]:
    font = fit_font(painter, text, rect.width(), pixels, pixels * smallest_ratio, bold)
    if condense:
        font = condensed(font, text, rect.width())
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())


def fitted_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixels: float,
    bold: bool = False,
    ratio: float = 0.72,
    condense: bool = False,
) -> str:
    """What ``draw_text_fitted`` shows of ``text`` in ``rect``: the whole text, or its elided form."""
    return _fitted(painter, rect, text, pixels, bold, ratio, condense)[1]


def wrap_lines(metrics: QFontMetricsF, text: str, width: float, max_lines: int) -> list[str]:
    """``text`` broken at spaces into at most ``max_lines`` lines of ``width``; whatever does not fit
    ends the last line with an ellipsis (never a line cut mid-letter)."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words and lines:
        lines[-1] = f"{lines[-1]} {' '.join(words)}"
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]


def draw_text_readable(
    painter: QPainter,
    rect: QRectF,
    text: str,
    colour: QColor,
    pixels: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
) -> int:
    """Words a player must read in ``rect``: at ``pixels``, shrunk no further than the app's small font,
    then wrapped at spaces onto as many lines as ``rect`` holds (issue 39: a Wonder stage's "Pilha de
    descarte" shrank to 6 px). Only what still does not fit ends in "…". Returns the lines drawn."""
    least = small_text_px()
    font = fit_font(painter, text, rect.width(), max(pixels, least), least, bold)
    metrics = QFontMetricsF(font)
    lines = wrap_lines(metrics, text, rect.width(), max(1, int(rect.height() // metrics.height())))
    painter.setFont(font)
    painter.setPen(colour)
    top = rect.top() + (rect.height() - len(lines) * metrics.height()) / 2
    for index, line in enumerate(lines):
        row = QRectF(rect.left(), top + index * metrics.height(), rect.width(), metrics.height())
        painter.drawText(row, int(align | Qt.AlignmentFlag.AlignVCenter), line)
    return len(lines)


def draw_number(
    painter: QPainter, rect: QRectF, number: int | str, colour: QColor, scale: float = 0.56
) -> None:
    """A bold number centred in ``rect`` (inside a coin, a laurel, a token)."""
    text = str(number)
    pixels = rect.height() * (scale if len(text) < 2 else scale * 0.84)
    painter.setFont(font_px(painter, pixels, bold=True))
    painter.setPen(colour)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


# ---------------------------------------------------------------- rows of items


def item_width(painter: QPainter | QFont, item: Item, icon: float) -> float:
    """The width of one item at icon height ``icon`` (``painter`` or a font gives the family)."""
    if not item.icon:
        text_font = font_px(painter, icon * 0.62, bold=True)
        return QFontMetricsF(text_font).horizontalAdvance(item.text) + icon * 0.1
    width = item.copies * icon * icons.aspect(item.icon) + (item.copies - 1) * icon * 0.08
    if item.suffix:
        suffix_font = font_px(painter, icon * 0.55, bold=True)
        width += QFontMetricsF(suffix_font).horizontalAdvance(item.suffix) + icon * 0.08
    return width


def draw_item(painter: QPainter, origin: QPointF, item: Item, icon: float, colour: QColor) -> float:
    """Draw one item with its top-left at ``origin``; returns the width used."""
    x, y = origin.x(), origin.y()
    if not item.icon:
        width = item_width(painter, item, icon)
        painter.setFont(font_px(painter, icon * 0.62, bold=True))
        painter.setPen(colour)
        painter.drawText(QRectF(x, y, width, icon), int(Qt.AlignmentFlag.AlignCenter), item.text)
        return width
    step = icon * icons.aspect(item.icon)
    for copy in range(item.copies):
        box = QRectF(x + copy * (step + icon * 0.08), y, step, icon)
        icons.draw_icon(painter, box, item.icon)
        if item.number_inside:
            draw_number(painter, box, item.amount if item.amount is not None else "", NUMBER_INK)
    used = item.copies * step + (item.copies - 1) * icon * 0.08
    if item.suffix:
        painter.setFont(font_px(painter, icon * 0.55, bold=True))
        painter.setPen(colour)
        rest = QRectF(x + used + icon * 0.08, y, icon * 3, icon)
        painter.drawText(rest, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), item.suffix)
        used += icon * 0.08 + QFontMetricsF(painter.font()).horizontalAdvance(item.suffix)
    return used


def _gap(before: Item, after: Item, icon: float) -> float:
    """Space between two items: alternatives hug their slash, separate symbols breathe."""
    return icon * (0.1 if SLASH in (before, after) else 0.22)


def _rows(painter: QPainter | QFont, items: Sequence[Item], icon: float, width: float) -> list[list[Item]]:
    """Items split at ``NEWLINE`` and wrapped to ``width``; a row never starts with a slash."""
    rows: list[list[Item]] = [[]]
    used = 0.0
    for item in items:
        if item == NEWLINE:
            rows.append([])
            used = 0.0
            continue
        needed = item_width(painter, item, icon)
        gap = _gap(rows[-1][-1], item, icon) if rows[-1] else 0.0
        if rows[-1] and item != SLASH and used + gap + needed > width:
            rows.append([])
            used, gap = 0.0, 0.0
        used += gap + needed
        rows[-1].append(item)
    return [row for row in rows if row]


def _row_width(painter: QPainter | QFont, row: Sequence[Item], icon: float) -> float:
    gaps = sum(_gap(before, after, icon) for before, after in pairwise(row))
    return sum(item_width(painter, item, icon) for item in row) + gaps


def row_width(font: QFont, items: Sequence[Item], icon: float) -> float:
    """The width of ``items`` on one row at icon height ``icon`` (for widgets' size hints)."""
    return _row_width(font, [item for item in items if item != NEWLINE], icon)


def _rows_height(rows: Sequence[Sequence[Item]], icon: float) -> float:
    return len(rows) * icon + max(0, len(rows) - 1) * icon * 0.2


def fit_items(
    painter: QPainter | QFont, items: Sequence[Item], rect: QRectF, largest: float
) -> tuple[float, list[list[Item]]]:
    """The icon size (≤ ``largest``) and rows for ``items`` in ``rect``: the rows the caller wrote
    (``NEWLINE``), unless wrapping them makes the icons at least 40 % larger."""
    written = _rows(painter, items, largest, float("inf"))
    widest = max((_row_width(painter, row, largest) for row in written), default=largest) / largest
    tallest = _rows_height(written, 1.0)
    natural = min(largest, rect.width() / max(widest, 0.01), rect.height() / max(tallest, 0.01))
    if natural >= largest * 0.7:
        return natural, written
    icon = largest
    while icon > natural:
        rows = _rows(painter, items, icon, rect.width())
        fits = _rows_height(rows, icon) <= rect.height()
        if fits and max(_row_width(painter, row, icon) for row in rows) <= rect.width():
            break
        icon *= 0.94
    if icon >= natural * 1.4:
        return icon, rows
    return natural, written


def paint_items(
    painter: QPainter,
    rect: QRectF,
    items: Sequence[Item],
    colour: QColor,
    largest: float | None = None,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> float:
    """Lay ``items`` out in ``rect`` (rows centred, icons as large as fit); returns the icon size."""
    if not items:
        return 0.0
    icon, rows = fit_items(painter, items, rect, largest or rect.height())
    total = _rows_height(rows, icon)
    y = rect.top() + (rect.height() - total) / 2
    for row in rows:
        width = _row_width(painter, row, icon)
        if align & Qt.AlignmentFlag.AlignLeft:
            x = rect.left()
        elif align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - width
        else:
            x = rect.left() + (rect.width() - width) / 2
        for index, item in enumerate(row):
            if index:
                x += _gap(row[index - 1], item, icon)
            x += draw_item(painter, QPointF(x, y), item, icon, colour)
        y += icon * 1.2
    return icon
