"""Drawing cards and tokens with a bare QPainter, so a QWidget and a QGraphicsItem share one look.

A card is drawn in ``rect`` at any size; every measure is a fraction of the card's width, so the card
looks the same at 80 or 400 pixels, and icons are rendered at the device's pixel size (sharp on 4K).
The card sits inset by ``card_margin(rect)`` inside ``rect``: that margin holds the highlight ring,
the focus ring and the shadow, so a card never moves when its state changes.

Sizes (``size_class``): ``CHIP`` (a landscape strip: colour, colour-blind symbol, name — built cards in
a city), ``SMALL`` (portrait, too narrow for the chain lines), ``NORMAL`` and ``LARGE`` (adds the footer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import NEWLINE, SLASH, CardBack, CardFace, Deck, Item
from wonders_desktop.ui.art.palette import ArtPalette, CardColours, art_palette, cb_symbol, mix

translate = QCoreApplication.translate

NUMBER_INK = QColor("#2a2118")  # numbers inside coin and laurel (their centres are always light)


class Emphasis(Enum):
    NORMAL = "normal"
    HIGHLIGHTED = "highlighted"  # selectable now: an accent ring
    DIMMED = "dimmed"  # not buildable / not playable: veiled


class BadgeKind(Enum):
    FREE = "free"  # costs nothing
    CHAIN = "chain"  # free thanks to a chain
    COINS = "coins"  # what it costs in coins (to the bank)
    TRADE = "trade"  # coins paid to neighbours / the opponent
    BLOCKED = "blocked"  # cannot be built


@dataclass(frozen=True, slots=True)
class Badge:
    """A pill on the card's lower edge. ``text`` (already translated) replaces the kit's own label."""

    kind: BadgeKind
    amount: int = 0
    text: str = ""


@dataclass(frozen=True, slots=True)
class CardState:
    emphasis: Emphasis = Emphasis.NORMAL
    badge: Badge | None = None
    selected: bool = False
    hovered: bool = False
    focused: bool = False


class CardSize(Enum):
    CHIP = "chip"
    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"


CARD_ASPECT = 2 / 3  # width / height of a portrait card (the printed cards are close to it)
SMALL_BELOW = 92.0  # logical width under which a portrait card drops its chain lines
LARGE_FROM = 190.0  # logical width from which the footer text is shown


def size_class(rect: QRectF) -> CardSize:
    if rect.height() < rect.width() * 0.9 or rect.height() < 40:
        return CardSize.CHIP
    if rect.width() < SMALL_BELOW:
        return CardSize.SMALL
    return CardSize.LARGE if rect.width() >= LARGE_FROM else CardSize.NORMAL


def card_margin(rect: QRectF) -> float:
    """Room kept around the card for rings and shadow (logical pixels)."""
    return max(2.5, min(rect.width(), rect.height()) * 0.035)


def card_body_rect(rect: QRectF) -> QRectF:
    margin = card_margin(rect)
    return rect.adjusted(margin, margin, -margin, -margin)


# ---------------------------------------------------------------- small drawing helpers


def _font(base: QPainter | QFont, pixels: float, bold: bool = False) -> QFont:
    """``base``'s family (the widget's or painter's font) at ``pixels`` pixels."""
    font = QFont(base.font() if isinstance(base, QPainter) else base)
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _shadow(painter: QPainter, rect: QRectF, radius: float, lift: float, palette: ArtPalette) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    for step, alpha in ((lift, 0.45), (lift * 0.5, 0.7)):
        colour = QColor(palette.shadow)
        colour.setAlphaF(palette.shadow.alphaF() * alpha)
        painter.setBrush(colour)
        painter.drawPath(_rounded(rect.translated(0, step), radius + step * 0.3))


def _ring(painter: QPainter, rect: QRectF, radius: float, colour: QColor, width: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, width))
    painter.drawPath(_rounded(rect, radius))


def _fit_font(
    painter: QPainter, text: str, width: float, pixels: float, smallest: float, bold: bool
) -> QFont:
    """The largest font from ``pixels`` down to ``smallest`` in which ``text`` fits ``width``."""
    size = pixels
    font = _font(painter, size, bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = _font(painter, size, bold)
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
) -> None:
    """One line of text: shrunk to fit (to ``smallest_ratio`` of ``pixels``), then elided — never
    clipped mid-letter. Callers put the full text in a tooltip."""
    font = _fit_font(painter, text, rect.width(), pixels, pixels * smallest_ratio, bold)
    metrics = QFontMetricsF(font)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def draw_number(
    painter: QPainter, rect: QRectF, number: int | str, colour: QColor, scale: float = 0.56
) -> None:
    """A bold number centred in ``rect`` (inside a coin, a laurel, a token)."""
    text = str(number)
    pixels = rect.height() * (scale if len(text) < 2 else scale * 0.84)
    painter.setFont(_font(painter, pixels, bold=True))
    painter.setPen(colour)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


# ---------------------------------------------------------------- rows of items


def item_width(painter: QPainter | QFont, item: Item, icon: float) -> float:
    """The width of one item at icon height ``icon`` (``painter`` or a font gives the family)."""
    if not item.icon:
        return QFontMetricsF(_font(painter, icon * 0.62, bold=True)).horizontalAdvance(item.text) + icon * 0.1
    width = item.copies * icon * icons.aspect(item.icon) + (item.copies - 1) * icon * 0.08
    if item.suffix:
        suffix_font = _font(painter, icon * 0.55, bold=True)
        width += QFontMetricsF(suffix_font).horizontalAdvance(item.suffix) + icon * 0.08
    return width


def draw_item(painter: QPainter, origin: QPointF, item: Item, icon: float, colour: QColor) -> float:
    """Draw one item with its top-left at ``origin``; returns the width used."""
    x, y = origin.x(), origin.y()
    if not item.icon:
        width = item_width(painter, item, icon)
        painter.setFont(_font(painter, icon * 0.62, bold=True))
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
        painter.setFont(_font(painter, icon * 0.55, bold=True))
        painter.setPen(colour)
        rest = QRectF(x + used + icon * 0.08, y, icon * 3, icon)
        painter.drawText(rest, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), item.suffix)
        used += icon * 0.08 + QFontMetricsF(painter.font()).horizontalAdvance(item.suffix)
    return used


def _rows(painter: QPainter | QFont, items: Sequence[Item], icon: float, width: float) -> list[list[Item]]:
    """Items split at ``NEWLINE`` and wrapped to ``width``; a row never starts with a slash."""
    rows: list[list[Item]] = [[]]
    used = 0.0
    gap = icon * 0.22
    for item in items:
        if item == NEWLINE:
            rows.append([])
            used = 0.0
            continue
        needed = item_width(painter, item, icon)
        if rows[-1] and item != SLASH and used + gap + needed > width:
            rows.append([])
            used = 0.0
        used += (gap if rows[-1] else 0.0) + needed
        rows[-1].append(item)
    return [row for row in rows if row]


def _row_width(painter: QPainter | QFont, row: Sequence[Item], icon: float) -> float:
    return sum(item_width(painter, item, icon) for item in row) + icon * 0.22 * max(0, len(row) - 1)


def row_width(font: QFont, items: Sequence[Item], icon: float) -> float:
    """The width of ``items`` on one row at icon height ``icon`` (for widgets' size hints)."""
    return _row_width(font, [item for item in items if item != NEWLINE], icon)


def _rows_height(rows: Sequence[Sequence[Item]], icon: float) -> float:
    return len(rows) * icon + max(0, len(rows) - 1) * icon * 0.2


def fit_items(
    painter: QPainter | QFont, items: Sequence[Item], rect: QRectF, largest: float
) -> tuple[float, list[list[Item]]]:
    """The icon size (≤ ``largest``) and rows for ``items`` in ``rect``: the rows the caller wrote
    (``NEWLINE``) when they fit at 70 % of the largest size, else wrapped, as large as they fit."""
    written = _rows(painter, items, largest, float("inf"))
    widest = max((_row_width(painter, row, largest) for row in written), default=largest) / largest
    tallest = _rows_height(written, 1.0)
    natural = min(largest, rect.width() / max(widest, 0.01), rect.height() / max(tallest, 0.01))
    if natural >= largest * 0.7:
        return natural, written
    icon = largest
    while True:
        rows = _rows(painter, items, icon, rect.width())
        fits = _rows_height(rows, icon) <= rect.height()
        if (fits and max(_row_width(painter, row, icon) for row in rows) <= rect.width()) or icon <= natural:
            return max(icon, natural), rows if icon > natural else written
        icon *= 0.92


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
        for item in row:
            x += draw_item(painter, QPointF(x, y), item, icon, colour) + icon * 0.22
        y += icon * 1.2
    return icon


# ---------------------------------------------------------------- badges


def badge_text(badge: Badge) -> str:
    """The label of a badge (``Badge.text`` wins): what the player reads on the pill."""
    if badge.text:
        return badge.text
    if badge.kind in (BadgeKind.FREE, BadgeKind.CHAIN):
        return translate("CardPainter", "Free")
    if badge.kind is BadgeKind.TRADE:
        return translate("CardPainter", "Trade {coins}").format(coins=badge.amount)
    if badge.kind is BadgeKind.COINS:
        return str(badge.amount)
    return ""


def _badge_colour(kind: BadgeKind, palette: ArtPalette) -> QColor:
    return {
        BadgeKind.FREE: palette.badge_free,
        BadgeKind.CHAIN: palette.badge_free,
        BadgeKind.COINS: palette.badge_coins,
        BadgeKind.TRADE: palette.badge_trade,
        BadgeKind.BLOCKED: palette.badge_blocked,
    }[kind]


_BADGE_ICON = {
    BadgeKind.CHAIN: "chain", BadgeKind.COINS: "coin", BadgeKind.TRADE: "coin", BadgeKind.BLOCKED: "blocked",
}  # fmt: skip


def paint_badge(
    painter: QPainter, centre: QPointF, height: float, badge: Badge, palette: ArtPalette
) -> QRectF:
    """A pill centred on ``centre``: icon (chain, coin, blocked) and label; returns its rect."""
    text = badge_text(badge)
    font = _font(painter, height * 0.6, bold=True)
    text_width = QFontMetricsF(font).horizontalAdvance(text) if text else 0.0
    icon_name = _BADGE_ICON.get(badge.kind, "")
    icon = height * 0.78
    pad = height * 0.32
    width = pad * 2 + (icon if icon_name else 0) + (height * 0.18 if icon_name and text else 0) + text_width
    rect = QRectF(0, 0, max(width, height), height)
    rect.moveCenter(centre)
    painter.setPen(QPen(palette.surface, max(1.0, height * 0.08)))
    painter.setBrush(_badge_colour(badge.kind, palette))
    painter.drawRoundedRect(rect, height / 2, height / 2)
    x = rect.left() + pad if text else rect.center().x() - icon / 2
    if icon_name:
        icons.draw_icon(painter, QRectF(x, rect.center().y() - icon / 2, icon, icon), icon_name)
        x += icon + height * 0.18
    if text:
        painter.setFont(font)
        painter.setPen(palette.badge_text)
        painter.drawText(
            QRectF(x, rect.top(), text_width + 1, height), int(Qt.AlignmentFlag.AlignVCenter), text
        )
    return rect


# ---------------------------------------------------------------- cards


def paint_card(
    painter: QPainter,
    rect: QRectF,
    face: CardFace | CardBack,
    state: CardState | None = None,
    palette: ArtPalette | None = None,
    size: CardSize | None = None,
) -> None:
    """Draw ``face`` (or a back) in ``rect`` with its state; ``size`` defaults to ``size_class(rect)``."""
    state = state or CardState()
    palette = palette or art_palette()
    size = size or size_class(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    body = card_body_rect(rect)
    radius = max(2.5, min(body.width(), body.height()) * (0.06 if size is not CardSize.CHIP else 0.16))
    lift = card_margin(rect) * (0.9 if state.hovered or state.selected else 0.5)
    if state.emphasis is not Emphasis.DIMMED:
        _shadow(painter, body, radius, lift, palette)
    if isinstance(face, CardBack):
        _paint_back(painter, body, radius, face, size, palette)
    elif size is CardSize.CHIP:
        _paint_chip(painter, body, radius, face, palette)
    else:
        _paint_face(painter, body, radius, face, size, palette)
    _paint_state(painter, rect, body, radius, state, size, palette)
    painter.restore()


def _paint_back(
    painter: QPainter, body: QRectF, radius: float, back: CardBack, size: CardSize, palette: ArtPalette
) -> None:
    painter.save()
    painter.setClipPath(_rounded(body, radius))
    if size is CardSize.CHIP:
        painter.fillRect(body, QColor(_BACK_COLOURS[back.deck]))
        width = body.height() * 2 / 3
        icons.draw_icon(painter, QRectF(body.left() + body.height() * 0.3, body.top(), width, body.height()),
                        back.deck.icon)  # fmt: skip
    else:
        icons.draw_icon(painter, body, back.deck.icon, keep_aspect=False)
    painter.restore()
    if back.count is None:
        return
    if size is CardSize.CHIP:
        draw_text_fitted(painter, body.adjusted(body.height(), 0, -body.height() * 0.3, 0), str(back.count),
                         QColor("#fffaf2"), body.height() * 0.55, bold=True,
                         align=Qt.AlignmentFlag.AlignRight)  # fmt: skip
        return
    side = max(14.0, body.width() * 0.24)
    disc = QRectF(0, 0, side, side)
    disc.moveCenter(QPointF(body.center().x(), body.bottom() - side * 0.85))
    paint_token(painter, disc, number=back.count, kind="plain", palette=palette, shadow=False)


# The dominant colour of each back, for backs shown as a chip.
_BACK_COLOURS = {
    Deck.AGE1: "#9c6a3a", Deck.AGE2: "#4f6f92", Deck.AGE3: "#9a3d3a", Deck.GUILD: "#6b4690",
    Deck.ARCHITECTS: "#2f6b68",
}  # fmt: skip


def _paint_frame(painter: QPainter, body: QRectF, radius: float, colours: CardColours) -> QRectF:
    """The printed frame; returns the inner rect (the face's paper)."""
    painter.setPen(QPen(colours.frame_dark, max(1.0, body.width() * 0.008)))
    painter.setBrush(colours.frame)
    painter.drawPath(_rounded(body, radius))
    border = max(2.0, body.width() * 0.035)
    inner = body.adjusted(border, border, -border, -border)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.body)
    painter.drawPath(_rounded(inner, max(1.5, radius - border * 0.6)))
    return inner


def _paint_title_band(painter: QPainter, band: QRectF, face: CardFace, colours: CardColours) -> None:
    """The title on the frame colour, the colour-blind symbol before it."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.frame)
    painter.drawRect(band)
    symbol = band.height() * 0.58
    pad = band.height() * 0.24
    symbol_rect = QRectF(band.left() + pad, band.center().y() - symbol / 2, symbol, symbol)
    icons.draw_icon(painter, symbol_rect, cb_symbol(face.kind), tint=colours.title_text)
    text_rect = band.adjusted(pad * 2 + symbol, 0, -pad, 0)
    draw_text_fitted(painter, text_rect, face.title, colours.title_text, band.height() * 0.6, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _FaceLayout:
    """Where each part of a face goes, in the card's own unit (a hundredth of the paper's width)."""

    band: QRectF
    cost: QRectF | None
    effects: QRectF
    notes: QRectF
    footer: QRectF | None
    bottom: QRectF | None
    unit: float


def _layout(painter: QPainter, inner: QRectF, face: CardFace, size: CardSize) -> _FaceLayout:
    unit = inner.width() / 100.0
    small = size is CardSize.SMALL
    band = QRectF(inner.left(), inner.top(), inner.width(), (26 if small else 18) * unit)
    bottom_height = 0.0 if small else 11 * unit
    area = QRectF(inner.left(), band.bottom(), inner.width(), inner.bottom() - band.bottom() - bottom_height)
    cost = None
    if face.cost_items:
        cost = QRectF(area.left(), area.top(), (19 if small else 17) * unit, area.height())
        area.setLeft(cost.right())
    lines = len(_notes(face, size))
    notes_height = lines * NOTE_SIZE * 1.3 * unit + (2 * unit if lines else 0)
    footer = None
    footer_height = 0.0
    if face.footer and size is CardSize.LARGE:
        footer_height = _footer_height(painter, face.footer, area.width() - 10 * unit, unit)
        footer = QRectF(area.left() + 5 * unit, area.bottom() - footer_height - 2 * unit,
                        area.width() - 10 * unit, footer_height)  # fmt: skip
        footer_height += 3 * unit
    notes = QRectF(area.left() + 5 * unit, area.bottom() - footer_height - notes_height,
                   area.width() - 9 * unit, notes_height)  # fmt: skip
    effects = QRectF(area.left(), area.top(), area.width(), notes.top() - area.top())
    effects = effects.adjusted(*(unit * value for value in (5, 5, -5, -4)))
    bottom = None
    if not small:
        bottom = QRectF(inner.left(), inner.bottom() - bottom_height, inner.width(), bottom_height)
    return _FaceLayout(band, cost, effects, notes, footer, bottom, unit)


NOTE_SIZE = 8.6  # chain lines, in card units
FOOTER_SIZE = 7.2  # footer text of large cards, in card units


def _footer_height(painter: QPainter, text: str, width: float, unit: float) -> float:
    """Up to three wrapped lines of footer text."""
    metrics = QFontMetricsF(_font(painter, FOOTER_SIZE * unit))
    flags = int(Qt.TextFlag.TextWordWrap)
    needed = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()
    return min(needed, metrics.lineSpacing() * 3)


def _paint_face(
    painter: QPainter, body: QRectF, radius: float, face: CardFace, size: CardSize, palette: ArtPalette
) -> None:
    colours = palette.card(face.kind)
    inner = _paint_frame(painter, body, radius, colours)
    layout = _layout(painter, inner, face, size)
    unit = layout.unit
    _paint_title_band(painter, layout.band, face, colours)
    if layout.cost is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mix(colours.body, colours.frame, 0.22))
        painter.drawRect(layout.cost)
        column = layout.cost.adjusted(2.5 * unit, 3 * unit, -2.5 * unit, -3 * unit)
        _paint_cost(painter, column, face.cost_items, colours.text)
    paint_items(painter, layout.effects, face.effects, colours.text, largest=32 * unit)
    y = layout.notes.top() + 2 * unit
    for icon, text in _notes(face, size):
        line = QRectF(layout.notes.left(), y, layout.notes.width(), NOTE_SIZE * 1.3 * unit)
        if icon:
            icons.draw_icon(painter, QRectF(line.left(), line.top(), line.height(), line.height()), icon)
            line.setLeft(line.left() + line.height() + 2 * unit)
        left = Qt.AlignmentFlag.AlignLeft
        draw_text_fitted(painter, line, text, colours.muted, NOTE_SIZE * unit, align=left)
        y += line.height()
    if layout.footer is not None:
        painter.setFont(_font(painter, FOOTER_SIZE * unit))
        painter.setPen(colours.text)
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
        painter.drawText(layout.footer, flags, face.footer)
    if layout.bottom is not None:
        _paint_bottom_line(painter, layout.bottom, face, colours, unit)


def _notes(face: CardFace, size: CardSize) -> list[tuple[str, str]]:
    """The chain lines under the effects (not on small cards): "⛓ made free by", "→ makes free"."""
    if size is CardSize.SMALL:
        return []
    notes: list[tuple[str, str]] = []
    if face.chain_from:
        notes.append(("chain", ", ".join(face.chain_from)))
    if face.chain_to:
        notes.append(("", "→ " + ", ".join(face.chain_to)))
    return notes


def _paint_cost(painter: QPainter, column: QRectF, items: Sequence[Item], colour: QColor) -> None:
    """Cost items stacked top-down, one icon per printed symbol, shrinking when the column is full."""
    slots: list[Item] = []
    for item in items:
        slots.extend([Item(item.icon, item.amount if item.number_inside else None)] * item.copies)
        if item.suffix:
            slots.append(Item(text=item.suffix))
    icon = min(column.width(), column.height() / max(1, len(slots)) / 1.12)
    y = column.top()
    for item in slots:
        width = icon if item.icon else item_width(painter, item, icon)
        draw_item(painter, QPointF(column.center().x() - width / 2, y), item, icon, colour)
        y += icon * 1.12


def _paint_bottom_line(
    painter: QPainter, line: QRectF, face: CardFace, colours: CardColours, unit: float
) -> None:
    """Age (roman numeral) left, player-count marks right, in quiet text."""
    painter.setPen(QPen(mix(colours.body, colours.frame, 0.35), max(1.0, unit * 0.6)))
    left, right = line.left() + 4 * unit, line.right() - 4 * unit
    painter.drawLine(QPointF(left, line.top()), QPointF(right, line.top()))
    text_rect = line.adjusted(5 * unit, 0, -5 * unit, 0)
    painter.setFont(_font(painter, 7.8 * unit, bold=True))
    painter.setPen(colours.muted)
    vcenter = Qt.AlignmentFlag.AlignVCenter
    if face.age:
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | vcenter), _roman(face.age))
    if face.players:
        marks = "  ".join(f"{count}+" for count in face.players)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignRight | vcenter), marks)


def _roman(age: int) -> str:
    return {1: "I", 2: "II", 3: "III"}.get(age, str(age))


def _paint_chip(painter: QPainter, body: QRectF, radius: float, face: CardFace, palette: ArtPalette) -> None:
    """A built card in a city: the frame colour with its symbol, then the name on the body tint."""
    colours = palette.card(face.kind)
    painter.setPen(QPen(colours.frame_dark, 1.0))
    painter.setBrush(colours.body)
    painter.drawPath(_rounded(body, radius))
    square = min(body.height(), body.width() * 0.3)
    painter.save()
    painter.setClipPath(_rounded(body, radius))
    painter.fillRect(QRectF(body.left(), body.top(), square, body.height()), colours.frame)
    painter.restore()
    symbol = square * 0.6
    icons.draw_icon(
        painter, QRectF(body.left() + (square - symbol) / 2, body.center().y() - symbol / 2, symbol, symbol),
        cb_symbol(face.kind), tint=colours.title_text,
    )  # fmt: skip
    text = body.adjusted(square + body.height() * 0.3, 0, -body.height() * 0.25, 0)
    if text.width() > 8:
        draw_text_fitted(painter, text, face.title, colours.text, body.height() * 0.5, bold=True,
                         align=Qt.AlignmentFlag.AlignLeft, smallest_ratio=0.8)  # fmt: skip


def _paint_state(
    painter: QPainter, rect: QRectF, body: QRectF, radius: float, state: CardState, size: CardSize,
    palette: ArtPalette,
) -> None:  # fmt: skip
    margin = card_margin(rect)
    if state.emphasis is Emphasis.DIMMED:
        veil = QColor(palette.table)
        veil.setAlphaF(0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(veil)
        painter.drawPath(_rounded(body, radius))
    elif state.emphasis is Emphasis.HIGHLIGHTED or state.selected:
        width = margin * (0.9 if state.selected else 0.6)
        _ring(painter, body.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius + width / 2,
              palette.accent, width)  # fmt: skip
    elif state.hovered:
        _ring(painter, body, radius, mix(palette.accent, palette.surface, 0.4), max(1.0, margin * 0.4))
    if state.focused:
        pen = QPen(palette.text, max(1.0, margin * 0.35), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = margin * 0.2
        painter.drawPath(_rounded(rect.adjusted(inset, inset, -inset, -inset), radius + margin * 0.6))
    if state.badge is not None:
        if size is CardSize.CHIP:
            height = body.height() * 0.72
            centre = QPointF(body.right() - height, body.center().y())
        else:
            height = max(14.0, body.width() * 0.145)
            centre = QPointF(body.center().x(), body.bottom() - height * 0.6)
        paint_badge(painter, centre, height, state.badge, palette)


# ---------------------------------------------------------------- tokens


def paint_token(
    painter: QPainter,
    rect: QRectF,
    icon: str = "",
    *,
    number: int | str | None = None,
    kind: str = "plain",
    state: CardState | None = None,
    palette: ArtPalette | None = None,
    shadow: bool = True,
) -> None:
    """A round token in the largest square of ``rect``: a disc of ``kind``'s colours (``plain``,
    ``coin``, ``progress``, ``military``, ``debt``, ``diplomacy``, ``conflict``), ``icon`` inside, and
    ``number`` — in the centre when there is no icon or the icon holds numbers (coin), else in a small
    disc at the lower right. Icons that are tokens already (``victory_3``, ``debt``) fill the disc."""
    state = state or CardState()
    palette = palette or art_palette()
    side = min(rect.width(), rect.height())
    margin = max(1.5, side * 0.06)
    disc = QRectF(0, 0, side - 2 * margin, side - 2 * margin)
    disc.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    colours = palette.token(kind)
    if shadow and state.emphasis is not Emphasis.DIMMED:
        _shadow(painter, disc, disc.width() / 2, margin * 0.6, palette)
    self_drawn = icon in _ROUND_ICONS
    if not self_drawn:
        painter.setPen(QPen(colours.ring, max(1.0, disc.width() * 0.06)))
        painter.setBrush(colours.fill)
        painter.drawEllipse(disc)
    icon_rect = disc
    if icon:
        icon_rect = disc if self_drawn else disc.adjusted(*(disc.width() * f for f in (0.2, 0.2, -0.2, -0.2)))
        icons.draw_icon(painter, icon_rect, icon)
    if number is not None:
        if not icon or icon in ("coin", "laurel"):
            centre_rect = disc if not icon or self_drawn else icon_rect
            draw_number(painter, centre_rect, number, NUMBER_INK if icon else colours.text)
        else:
            small = QRectF(0, 0, disc.width() * 0.46, disc.width() * 0.46)
            corner = small.width() * 0.35
            small.moveCenter(QPointF(disc.right() - corner, disc.bottom() - corner))
            painter.setPen(QPen(palette.surface, max(1.0, small.width() * 0.08)))
            painter.setBrush(palette.text)
            painter.drawEllipse(small)
            draw_number(painter, small, number, palette.surface, scale=0.62)
    circle = disc.adjusted(-margin * 0.5, -margin * 0.5, margin * 0.5, margin * 0.5)
    if state.emphasis is Emphasis.DIMMED:
        veil = QColor(palette.table)
        veil.setAlphaF(0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(veil)
        painter.drawEllipse(disc)
    elif state.emphasis is Emphasis.HIGHLIGHTED or state.selected:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.accent, margin * (1.0 if state.selected else 0.75)))
        painter.drawEllipse(circle)
    if state.focused:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.text, max(1.0, margin * 0.4), Qt.PenStyle.DashLine))
        painter.drawEllipse(circle.adjusted(-margin * 0.3, -margin * 0.3, margin * 0.3, margin * 0.3))
    painter.restore()


# Icons that are round tokens themselves (drawn edge to edge instead of on a disc).
_ROUND_ICONS = frozenset(
    {"coin", "victory_1", "victory_3", "victory_5", "defeat_1", "debt", "diplomacy", "conflict_peace",
     "conflict_battle"}
    | set(icons.SCIENCE_CLASSIC) | set(icons.SCIENCE_DUEL) | {"science_any"}
)  # fmt: skip
