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
from itertools import combinations, pairwise

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import CardBack, CardFace, Deck, Item
from wonders_desktop.ui.art.cardstate import (
    CARD_ASPECT,
    LARGE_FROM,
    SMALL_BELOW,
    Badge,
    BadgeKind,
    CardSize,
    CardState,
    Emphasis,
    card_body_rect,
    card_margin,
    size_class,
)
from wonders_desktop.ui.art.drawing import (
    NUMBER_INK,
    condensed,
    draw_item,
    draw_number,
    draw_text_fitted,
    drop_shadow,
    fit_items,
    fitted_text,
    font_px,
    item_width,
    paint_items,
    ring,
    rounded,
    row_width,
    small_text_px,
    wrap_lines,
)
from wonders_desktop.ui.art.palette import ArtPalette, CardColours, art_palette, cb_symbol, mix
from wonders_desktop.ui.art.pixcache import cached_paint
from wonders_desktop.ui.art.tokens import paint_token

# The painter's public face: the states and sizes callers pass, and the helpers tables reuse.
__all__ = [
    "CARD_ASPECT", "LARGE_FROM", "NUMBER_INK", "SMALL_BELOW", "Badge", "BadgeKind", "CardSize", "CardState",
    "Emphasis", "badge_text", "badge_width", "card_body_rect", "card_margin", "draw_item", "draw_number",
    "draw_text_fitted", "fit_items", "item_width", "paint_badge", "paint_card", "paint_items", "paint_token",
    "row_width", "size_class", "title_as_drawn",
]  # fmt: skip

translate = QCoreApplication.translate


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
        BadgeKind.HINT: palette.accent,
    }[kind]


_BADGE_ICON = {
    BadgeKind.CHAIN: "chain", BadgeKind.COINS: "coin", BadgeKind.TRADE: "coin", BadgeKind.BLOCKED: "blocked",
}  # fmt: skip


def _badge_font(painter: QPainter | QFont, height: float) -> QFont:
    """A badge's words ("Free", "Trade 2"): never under the app's small font, however short the pill."""
    return font_px(painter, max(height * 0.6, small_text_px()), bold=True)


def badge_width(painter: QPainter | QFont, height: float, badge: Badge) -> float:
    """The width of the pill ``paint_badge`` draws at ``height``."""
    text = badge_text(badge)
    font = _badge_font(painter, height)
    text_width = QFontMetricsF(font).horizontalAdvance(text) if text else 0.0
    icon = height * 0.78 if badge.kind in _BADGE_ICON else 0.0
    width = height * 0.64 + icon + (height * 0.18 if icon and text else 0.0) + text_width
    return max(width, height)


def paint_badge(
    painter: QPainter, centre: QPointF, height: float, badge: Badge, palette: ArtPalette
) -> QRectF:
    """A pill centred on ``centre``: icon (chain, coin, blocked) and label; returns its rect."""
    text = badge_text(badge)
    font = _badge_font(painter, height)
    text_width = QFontMetricsF(font).horizontalAdvance(text) if text else 0.0
    icon_name = _BADGE_ICON.get(badge.kind, "")
    icon = height * 0.78
    pad = height * 0.32
    rect = QRectF(0, 0, badge_width(painter, height, badge), height)
    rect.moveCenter(centre)
    fill, text_colour = _badge_colour(badge.kind, palette), palette.badge_text
    edge = max(1.0, height * 0.08)
    painter.setPen(QPen(palette.surface, edge))
    if badge.kind is BadgeKind.COINS:  # a gold coin reads best on the quiet surface, ringed in gold
        painter.setPen(QPen(fill, edge * 1.5))
        fill, text_colour = palette.surface, palette.text
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, height / 2, height / 2)
    x = rect.left() + pad if text else rect.center().x() - icon / 2
    if icon_name:
        icons.draw_icon(painter, QRectF(x, rect.center().y() - icon / 2, icon, icon), icon_name)
        x += icon + height * 0.18
    if text:
        painter.setFont(font)
        painter.setPen(text_colour)
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
    *,
    cache: bool = True,
) -> None:
    """Draw ``face`` (or a back) in ``rect`` with its state; ``size`` defaults to ``size_class(rect)``.

    The picture is cached as a device pixmap (``pixcache``); ``cache=False`` draws it directly."""
    state = state or CardState()
    palette = palette or art_palette()
    size = size or size_class(rect)
    if not cache:
        _draw_card(painter, rect, face, state, palette, size)
        return
    label = badge_text(state.badge) if state.badge else ""  # the language is part of the picture
    key = f"card|{face!r}|{state!r}|{label}|{size.value}|{id(palette)}"
    cached_paint(painter, rect, key, lambda inner, area: _draw_card(inner, area, face, state, palette, size))


def _draw_card(
    painter: QPainter, rect: QRectF, face: CardFace | CardBack, state: CardState, palette: ArtPalette,
    size: CardSize,
) -> None:  # fmt: skip
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    body = card_body_rect(rect)
    radius = max(2.5, min(body.width(), body.height()) * (0.06 if size is not CardSize.CHIP else 0.16))
    lift = card_margin(rect) * (0.9 if state.hovered or state.selected else 0.5)
    if state.emphasis is not Emphasis.DIMMED:
        drop_shadow(painter, body, radius, lift, palette)
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
    painter.setClipPath(rounded(body, radius))
    if size is CardSize.CHIP:  # the deck's colour, and the back itself as a small card at the left
        painter.fillRect(body, QColor(_BACK_COLOURS[back.deck]))
        inset = body.height() * 0.12
        height = body.height() - 2 * inset
        icons.draw_icon(painter, QRectF(body.left() + inset * 2, body.top() + inset, height * 2 / 3, height),
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
    paint_token(painter, disc, number=back.count, kind="plain", palette=palette, shadow=False, cache=False)


# The dominant colour of each back, for backs shown as a chip.
_BACK_COLOURS = {
    Deck.AGE1: "#9c6a3a", Deck.AGE2: "#4f6f92", Deck.AGE3: "#9a3d3a", Deck.GUILD: "#6b4690",
    Deck.ARCHITECTS: "#2f6b68",
}  # fmt: skip


def _inner(body: QRectF) -> QRectF:
    """The paper inside the printed frame."""
    border = max(2.0, body.width() * 0.035)
    return body.adjusted(border, border, -border, -border)


def _paint_frame(painter: QPainter, body: QRectF, radius: float, colours: CardColours) -> QRectF:
    """The printed frame; returns the inner rect (the face's paper)."""
    painter.setPen(QPen(colours.frame_dark, max(1.0, body.width() * 0.008)))
    painter.setBrush(colours.frame)
    painter.drawPath(rounded(body, radius))
    inner = _inner(body)
    border = inner.left() - body.left()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.body)
    painter.drawPath(rounded(inner, max(1.5, radius - border * 0.6)))
    return inner


BOTTOM_LINE = 13.0  # the lane of age and player counts (and of the badge), in card units
TITLE_BAND = 18.0  # height of a one-line title band, in card units (small cards: SMALL_TITLE_BAND)
SMALL_TITLE_BAND = 26.0
TWO_LINE_BAND = 27.0
# A long name (many translated ones) wraps onto two or three lines rather than being cut: the band's
# height, in card units, for one, two and three lines (small cards have a larger type).
TITLE_BANDS = {False: (TITLE_BAND, TWO_LINE_BAND, 36.0), True: (SMALL_TITLE_BAND, 36.0, 46.0)}
TITLE_SIZE = 0.6  # title pixels per band height (one line)
SMALLEST_TITLE = 0.72  # the ratio down to which a title line shrinks before it is elided
TITLE_LEADING = 1.25  # a title line's height, per pixel of its font, when the small font sets the band


def _title_px(pixels: float) -> float:
    """A title's size, never under the app's small font (issue 39: the Duel pyramid's names at 8 px)."""
    return max(pixels, small_text_px())


def _title_ratio(pixels: float) -> float:
    """How far a title line of ``pixels`` may shrink before it is elided: never under the small font."""
    return max(SMALLEST_TITLE, min(1.0, small_text_px() / pixels))


def _band_height(small: bool, lines: int, unit: float) -> float:
    """The title band for ``lines`` lines: the card's own proportion, or taller when the small font
    needs it (a narrow card's name then takes more of its face; its effects shrink instead)."""
    return max(TITLE_BANDS[small][lines - 1] * unit, lines * small_text_px() * TITLE_LEADING + unit * 2)


def _symbol_and_pad(small: bool) -> tuple[float, float]:
    """The colour-blind symbol and the padding around it, per band height: a small card's narrow band
    keeps most of its width for the name."""
    return (0.42, 0.12) if small else (0.58, 0.24)


def _title_width(band_height: float, width: float, small: bool = False) -> float:
    """The room left for the title beside the colour-blind symbol."""
    symbol, pad = _symbol_and_pad(small)
    return width - band_height * (pad * 3 + symbol)


def _title_lines(painter: QPainter, title: str, one_line: float, width: float, small: bool) -> int:
    """How many lines the title takes: one if it fits, else the fewest (two or three) in which every
    line fits whole at the smallest size, else as many as it has words (up to three)."""
    words = len(title.split())
    room = _title_width(one_line, width, small)
    font = font_px(painter, _title_px(one_line * TITLE_SIZE * 0.8), bold=True)
    if words < 2 or QFontMetricsF(font).horizontalAdvance(title) <= room:
        return 1
    pixels = _title_px(one_line * TITLE_SIZE * 0.9)
    least = font_px(painter, pixels * _title_ratio(pixels), bold=True)
    metrics = QFontMetricsF(least)

    def fits(line: str) -> bool:  # as drawn: shrunk to the small font, then narrowed
        return QFontMetricsF(condensed(least, line, room)).horizontalAdvance(line) <= room

    for count in range(2, min(3, words) + 1):
        if all(fits(line) for line in _split_title(metrics, title, count)):
            return count
    return min(3, words)


def _split_title(metrics: QFontMetricsF, title: str, count: int) -> list[str]:
    """``count`` lines, cut where the widest line is narrowest ("Guild of / Shipowners" rather than
    "Guild / of Shipowners"): each has the best chance to fit whole."""
    words = title.split()
    count = max(1, min(count, len(words)))
    best: list[str] = [title]
    best_width = float("inf")
    for cuts in combinations(range(1, len(words)), count - 1):
        bounds = (0, *cuts, len(words))
        lines = [" ".join(words[start:end]) for start, end in pairwise(bounds)]
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        if widest < best_width:
            best, best_width = lines, widest
    return best


def _title_rows(
    painter: QPainter, band: QRectF, face: CardFace, one_line_height: float, small: bool, count: int
) -> tuple[QRectF, list[tuple[QRectF, str, float]]]:
    """Where the colour-blind symbol goes, and each of the ``count`` lines of the title with its room
    and pixel size."""
    symbol_share, pad_share = _symbol_and_pad(small)
    symbol = one_line_height * symbol_share
    pad = one_line_height * pad_share
    symbol_rect = QRectF(band.left() + pad, band.center().y() - symbol / 2, symbol, symbol)
    text_rect = band.adjusted(pad * 2 + symbol, 0, -pad, 0)
    if face.chain_icon_to:  # Duel: the chain symbol this card gives, at the band's right end
        mark = one_line_height * 0.82
        text_rect.setRight(band.right() - pad * 0.6 - mark - pad * 0.5)
    if count <= 1:
        return symbol_rect, [(text_rect, face.title, _title_px(one_line_height * TITLE_SIZE))]
    pixels = _title_px(one_line_height * TITLE_SIZE * 0.9)
    lines = _split_title(QFontMetricsF(font_px(painter, pixels, bold=True)), face.title, count)
    step = text_rect.height() / len(lines)
    rows = []
    for index, line in enumerate(lines):
        nudge = ((len(lines) - 1) / 2 - index) * step * 0.16  # the lines close up toward the middle
        row = QRectF(text_rect.left(), text_rect.top() + index * step + nudge, text_rect.width(), step)
        rows.append((row, line, pixels))
    return symbol_rect, rows


def _paint_title_band(
    painter: QPainter, band: QRectF, face: CardFace, colours: CardColours, one_line_height: float,
    small: bool, count: int,
) -> None:  # fmt: skip
    """The title on the frame colour, the colour-blind symbol before it; one line, or two for a long
    title, shrunk then elided only as a last resort."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.frame)
    painter.drawRect(band)
    symbol_rect, rows = _title_rows(painter, band, face, one_line_height, small, count)
    icons.draw_icon(painter, symbol_rect, cb_symbol(face.kind), tint=colours.title_text)
    if face.chain_icon_to:
        mark = one_line_height * 0.82
        pad = one_line_height * _symbol_and_pad(small)[1]
        mark_rect = QRectF(band.right() - pad * 0.6 - mark, band.center().y() - mark / 2, mark, mark)
        icons.draw_icon(painter, mark_rect, face.chain_icon_to)
    left = Qt.AlignmentFlag.AlignLeft
    for row, line, pixels in rows:
        draw_text_fitted(painter, row, line, colours.title_text, pixels, bold=True, align=left,
                         smallest_ratio=_title_ratio(pixels), condense=True)  # fmt: skip


def title_as_drawn(font: QFont, rect: QRectF, face: CardFace) -> list[tuple[str, str]]:
    """Each line of ``face``'s title as ``paint_card(rect)`` draws it with ``font`` (the widget's): the
    line meant and the text shown (shrunk, then elided only as a last resort). Tables test with it that
    no name is cut where it could wrap."""
    size = size_class(rect)
    if size is CardSize.CHIP:
        return []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setFont(font)
    inner = _inner(card_body_rect(rect))
    layout = _layout(painter, inner, face, size)
    one_line = (SMALL_TITLE_BAND if size is CardSize.SMALL else TITLE_BAND) * layout.unit
    _, rows = _title_rows(painter, layout.band, face, one_line, size is CardSize.SMALL, layout.title_lines)
    shown = [
        (line, fitted_text(painter, row, line, px, True, _title_ratio(px), condense=True))
        for row, line, px in rows
    ]
    painter.end()
    return shown


def chains_as_drawn(font: QFont, rect: QRectF, face: CardFace) -> list[tuple[str, list[str]]]:
    """Each chain note of ``face`` ("⛓ made free by", "→ makes free") and its lines as ``paint_card(rect)``
    draws them with ``font``: tables test with it that no name of a chain is cut with "…"."""
    size = size_class(rect)
    if size is CardSize.CHIP:
        return []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setFont(font)
    layout = _layout(painter, _inner(card_body_rect(rect)), face, size)
    rows = note_rows(painter, face, size, layout.notes.width(), layout.unit)
    painter.end()
    return [(text, lines) for (_icon, text), (_icon2, lines) in zip(_notes(face, size), rows, strict=True)]


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
    title_lines: int = 1


def _layout(painter: QPainter, inner: QRectF, face: CardFace, size: CardSize) -> _FaceLayout:
    unit = inner.width() / 100.0
    small = size is CardSize.SMALL
    title_lines = _title_lines(painter, face.title, TITLE_BANDS[small][0] * unit, inner.width(), small)
    band_height = _band_height(small, title_lines, unit)
    band = QRectF(inner.left(), inner.top(), inner.width(), band_height)
    bottom_height = 0.0 if small else BOTTOM_LINE * unit
    area = QRectF(inner.left(), band.bottom(), inner.width(), inner.bottom() - band.bottom() - bottom_height)
    cost = None
    if face.cost_items or face.chain_icon_from:
        cost = QRectF(area.left(), area.top(), (19 if small else 17) * unit, area.height())
        area.setLeft(cost.right())
    # The chain lines take the card's whole width, under the cost column: the names they list are read
    # whole (wrapped, never cut with "…"), and the cost's few icons need no more than the rest.
    notes_left = (cost.left() if cost is not None else area.left()) + 5 * unit
    notes_width = area.right() - 4 * unit - notes_left
    rows = note_rows(painter, face, size, notes_width, unit)
    lines = sum(len(wrapped) for _icon, wrapped in rows)
    notes_height = lines * _note_px(unit) * 1.3 + (2 * unit if lines else 0)
    footer = None
    footer_height = 0.0
    if face.footer and size is CardSize.LARGE:
        room = area.height() * 0.4
        footer_height = _footer_height(painter, face.footer, area.width() - 10 * unit, room, unit)
        footer = QRectF(area.left() + 5 * unit, area.bottom() - footer_height - 2 * unit,
                        area.width() - 10 * unit, footer_height)  # fmt: skip
        footer_height += 3 * unit
    notes = QRectF(notes_left, area.bottom() - footer_height - notes_height, notes_width, notes_height)
    if cost is not None and lines:
        cost.setBottom(notes.top())  # the cost's icons shrink to the column above the chain lines
    effects = QRectF(area.left(), area.top(), area.width(), notes.top() - area.top())
    effects = effects.adjusted(*(unit * value for value in (5, 5, -5, -4)))
    bottom = None
    if not small:
        bottom = QRectF(inner.left(), inner.bottom() - bottom_height, inner.width(), bottom_height)
    return _FaceLayout(band, cost, effects, notes, footer, bottom, unit, title_lines)


EFFECT_SIZE = 38.0  # the largest effect icon, in card units
NOTE_SIZE = 8.6  # chain lines, in card units
FOOTER_SIZE = 6.6  # footer text of large cards, in card units
BOTTOM_SIZE = 7.8  # age and player counts, in card units
MIN_TEXT_PX = 9.0  # no small text below this (logical pixels): longer lines elide instead


def _note_px(unit: float) -> float:
    return max(NOTE_SIZE * unit, MIN_TEXT_PX)


def _footer_px(unit: float) -> float:
    return max(FOOTER_SIZE * unit, MIN_TEXT_PX)


def _footer_lines(painter: QPainter, text: str, width: float, room: float, unit: float) -> list[str]:
    """The footer wrapped into as many lines as ``room`` holds, the last one elided if need be."""
    metrics = QFontMetricsF(font_px(painter, _footer_px(unit)))
    return wrap_lines(metrics, text, width, max(1, int(room // metrics.lineSpacing())))


def _footer_height(painter: QPainter, text: str, width: float, room: float, unit: float) -> float:
    metrics = QFontMetricsF(font_px(painter, _footer_px(unit)))
    return len(_footer_lines(painter, text, width, room, unit)) * metrics.lineSpacing()


def _paint_face(
    painter: QPainter, body: QRectF, radius: float, face: CardFace, size: CardSize, palette: ArtPalette
) -> None:
    colours = palette.card(face.kind)
    inner = _paint_frame(painter, body, radius, colours)
    layout = _layout(painter, inner, face, size)
    unit = layout.unit
    small = size is CardSize.SMALL
    one_line = TITLE_BANDS[small][0] * unit
    _paint_title_band(painter, layout.band, face, colours, one_line, small, layout.title_lines)
    if layout.cost is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mix(colours.body, colours.frame, 0.22))
        painter.drawRect(layout.cost)
        column = layout.cost.adjusted(2.5 * unit, 3 * unit, -2.5 * unit, -3 * unit)
        if face.chain_icon_from:  # Duel: the chain symbol that makes the card free, under the cost
            mark = QRectF(column.left(), column.bottom() - column.width(), column.width(), column.width())
            icons.draw_icon(painter, mark, face.chain_icon_from)
            column.setBottom(mark.top() - 2 * unit)
        _paint_cost(painter, column, face.cost_items, colours.text)
    paint_items(painter, layout.effects, face.effects, colours.text, largest=EFFECT_SIZE * unit)
    y = layout.notes.top() + 2 * unit
    for icon, wrapped in note_rows(painter, face, size, layout.notes.width(), unit):
        for index, text in enumerate(wrapped):
            line = QRectF(layout.notes.left(), y, layout.notes.width(), _note_px(unit) * 1.3)
            if icon and index == 0:
                icons.draw_icon(painter, QRectF(line.left(), line.top(), line.height(), line.height()), icon)
            line.setLeft(line.left() + (_note_indent(unit) if icon else 0.0))
            draw_text_fitted(painter, line, text, colours.muted, _note_px(unit),
                             align=Qt.AlignmentFlag.AlignLeft, smallest_ratio=0.9)  # fmt: skip
            y += line.height()
    if layout.footer is not None:
        font = font_px(painter, _footer_px(unit))
        spacing = QFontMetricsF(font).lineSpacing()
        lines = _footer_lines(painter, face.footer, layout.footer.width(), layout.footer.height() + 1, unit)
        painter.setFont(font)
        painter.setPen(colours.text)
        for index, footer_line in enumerate(lines):
            top = layout.footer.top() + index * spacing
            row = QRectF(layout.footer.left(), top, layout.footer.width(), spacing)
            painter.drawText(
                row, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter), footer_line
            )
    if layout.bottom is not None:
        _paint_bottom_line(painter, layout.bottom, face, colours, unit)


NOTE_LINES = 4  # a chain line wraps onto this many lines before its last is elided


def _note_indent(unit: float) -> float:
    """The chain icon's width and gap before a "made free by" line's text."""
    return _note_px(unit) * 1.3 + 2 * unit


def note_rows(
    painter: QPainter, face: CardFace, size: CardSize, width: float, unit: float
) -> list[tuple[str, list[str]]]:
    """The chain lines as drawn: each note's icon and its text wrapped at spaces onto up to
    ``NOTE_LINES`` lines of ``width`` (the names it lists are read whole, not cut with "…"), at the
    smallest size ``draw_text_fitted`` would shrink to. The one rule for painting and for the tests."""
    metrics = QFontMetricsF(font_px(painter, _note_px(unit) * 0.9))
    rows = []
    for icon, text in _notes(face, size):
        room = width - (_note_indent(unit) if icon else 0.0)
        if metrics.horizontalAdvance(text) <= room:
            rows.append((icon, [text]))
        else:
            rows.append((icon, _wrap_names(metrics, text, room)))
    return rows


def _wrap_names(metrics: QFontMetricsF, text: str, room: float) -> list[str]:
    """A list of names ("A, B") on lines of ``room``: whole names side by side while they fit, a name
    too long for a line broken at its spaces; at most ``NOTE_LINES`` lines, the last elided past them."""
    lines: list[str] = []
    for name in text.split(", "):
        joined = f"{lines[-1]}, {name}" if lines else name
        if lines and metrics.horizontalAdvance(joined + ",") <= room:
            lines[-1] = joined
            continue
        if lines:
            lines[-1] += ","
        lines.extend(wrap_lines(metrics, name, room, NOTE_LINES))
    if len(lines) > NOTE_LINES:
        rest = " ".join(lines[NOTE_LINES - 1 :])
        lines = [*lines[: NOTE_LINES - 1], metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room)]
    return lines


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
    painter.setFont(font_px(painter, max(BOTTOM_SIZE * unit, MIN_TEXT_PX * 0.9), bold=True))
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
    painter.drawPath(rounded(body, radius))
    square = min(body.height(), body.width() * 0.3)
    painter.save()
    painter.setClipPath(rounded(body, radius))
    painter.fillRect(QRectF(body.left(), body.top(), square, body.height()), colours.frame)
    painter.restore()
    symbol = square * 0.6
    icons.draw_icon(
        painter, QRectF(body.left() + (square - symbol) / 2, body.center().y() - symbol / 2, symbol, symbol),
        cb_symbol(face.kind), tint=colours.title_text,
    )  # fmt: skip
    text = body.adjusted(square + body.height() * 0.3, 0, -body.height() * 0.25, 0)
    if text.width() > 8:
        pixels = _title_px(body.height() * 0.5)  # a short chip's name overflows its band, never shrinks
        ratio = max(0.8, _title_ratio(pixels))
        draw_text_fitted(painter, text, face.title, colours.text, pixels, bold=True,
                         align=Qt.AlignmentFlag.AlignLeft, smallest_ratio=ratio, condense=True)  # fmt: skip


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
        painter.drawPath(rounded(body, radius))
    elif state.emphasis is Emphasis.HIGHLIGHTED or state.selected:
        width = margin * (0.9 if state.selected else 0.6)
        ring(painter, body.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius + width / 2,
              palette.accent, width)  # fmt: skip
    elif state.hovered:
        ring(painter, body, radius, mix(palette.accent, palette.surface, 0.4), max(1.0, margin * 0.4))
    if state.focused:
        pen = QPen(palette.text, max(1.0, margin * 0.35), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = margin * 0.2
        painter.drawPath(rounded(rect.adjusted(inset, inset, -inset, -inset), radius + margin * 0.6))
    if state.badge is not None:
        if size is CardSize.CHIP:
            height = body.height() * 0.72
            centre = QPointF(body.right() - height, body.center().y())
        else:  # on the bottom line (age, player counts), clear of the chains above it
            inner = _inner(body)
            unit = inner.width() / 100.0
            height = max(14.0, BOTTOM_LINE * unit * 1.05)
            lane = BOTTOM_LINE * unit if size is not CardSize.SMALL else height * 1.2
            centre = QPointF(body.center().x(), inner.bottom() - lane / 2)
        if size is CardSize.CHIP:
            width = badge_width(painter, height, state.badge)
            centre = QPointF(body.right() - height * 0.2 - width / 2, body.center().y())
        paint_badge(painter, centre, height, state.badge, palette)
