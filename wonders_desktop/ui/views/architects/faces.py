"""Drawing the Architects pieces on the shared art kit (``ui/art``): cards, the central deck's back,
Progress, Conflict and Military tokens, icons.

Cards of 40 px and more are the kit's cards (title band, colour-blind symbol, printed symbols); smaller
ones — the cards in front of a player, counted by kind — are mini cards in the kit's colours with one
large symbol, because a title cannot be read at that size (the tooltip names them). Everything scales
with the rectangle it is given.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import CardBack, CardFace, Deck, Item
from wonders_desktop.ui.art.drawing import hint_ring
from wonders_desktop.ui.art.painter import NUMBER_INK, draw_number, paint_token
from wonders_desktop.ui.art.painter import paint_card as kit_paint_card
from wonders_desktop.ui.art.palette import art_palette, cb_symbol, with_alpha
from wonders_desktop.ui.views.architects.model import CardKind

MINI_BELOW = 64.0  # card width under which the mini card is drawn
# A built stage piece is sandstone, as the printed wonder: its edge, its fill, the ink on it.
STONE_EDGE = QColor("#7a5a2a")
STONE_FILL = QColor("#d9b877")
STONE_INK = QColor("#3b2b1a")
BADGE_INK = QColor("#ffffff")  # a number on a badge
# Progress tokens: the symbols printed on them (what triggers them, or what they give).
TOKEN_GLYPHS: dict[str, tuple[str, ...]] = {
    "urbanism": ("wood", "clay"),
    "crafts": ("papyrus", "glass"),
    "jewellery": ("stone", "coin"),
    "science": ("gear",),
    "propaganda": ("horn",),
    "architecture": ("pyramid",),
    "economy": ("coin",),
    "engineering": ("stone", "wood"),
    "tactics": ("shield",),
    "decor": ("pyramid",),
    "politics": ("cat",),
    "strategy": ("victory_1",),
    "education": ("laurel",),
    "culture": ("laurel",),
}
TOKEN_MARKS: dict[str, str] = {
    "urbanism": "+1",
    "crafts": "+1",
    "jewellery": "+1",
    "science": "+1",
    "propaganda": "+1",
    "architecture": "+1",
    "economy": "×2",
    "engineering": "=≠",
    "tactics": "+2",
    "decor": "4/6",
    "politics": "+1",
    "strategy": "+1",
    "education": "+2",
    "culture": "4/12",
}


# --- icons ------------------------------------------------------------------------------------------
@cache
def has_icon(name: str) -> bool:
    """Whether the kit has the icon (asked once per name: the kit's check walks the file system)."""
    return icons.exists(name)


def paint_icon(painter: QPainter, name: str, rect: QRectF, colour: str | None = None) -> None:
    """The kit's icon ``name`` centred in ``rect`` (``colour`` tints one-colour icons)."""
    if has_icon(name):
        icons.draw_icon(painter, rect, name, colour)
        return
    painter.save()  # an icon the kit does not have yet: a quiet disc with its initial
    painter.setPen(QPen(art_palette().muted, max(1.0, rect.width() / 16)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    painter.setFont(text_font(painter, rect.height() * 0.5))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name[:1].upper())
    painter.restore()


def text_font(painter: QPainter, pixels: float, bold: bool = True) -> QFont:
    """The painter's font at ``pixels`` pixels high (bold by default)."""
    return sized_font(painter.font(), pixels, bold)


def sized_font(base: QFont, pixels: float, bold: bool = True) -> QFont:
    """``base`` at ``pixels`` pixels high (at least 7), bold or not."""
    font = QFont(base)
    font.setPixelSize(max(7, int(pixels)))
    font.setBold(bold)
    return font


def paint_number(
    painter: QPainter,
    rect: QRectF,
    text: str,
    fill: QColor,
    ink: QColor = BADGE_INK,
    outline: QColor | None = None,
) -> None:
    """A small round badge with a number (counts on cards and tokens), ringed with the surface."""
    painter.save()
    edge = outline if outline is not None else art_palette().surface
    painter.setPen(QPen(edge, max(1.0, rect.height() / 12)))
    painter.setBrush(fill)
    radius = rect.height() / 2
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(ink)
    painter.setFont(text_font(painter, rect.height() * 0.68))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# --- cards ------------------------------------------------------------------------------------------
def face_items(face: CardKind) -> tuple[Item, ...]:
    """The symbols printed on an Architects card."""
    if face.colour == "yellow":
        return (Item("coin", 1),)
    if face.colour == "blue":
        return (Item("laurel", face.vp), Item("cat")) if face.cat else (Item("laurel", face.vp),)
    if face.colour == "red":
        return (Item("shield"), *(Item("horn") for _ in range(face.horns)))
    return (Item(face.icon),)


def kit_face(face: CardKind, title: str = "") -> CardFace:
    """The art kit's face of a card kind: its colour's frame and band, its printed symbols."""
    return CardFace(title=title, kind=face.colour, effects=face_items(face))


def paint_card(painter: QPainter, rect: QRectF, face: CardKind, title: str = "") -> None:
    """A card face: the kit's card (title band, symbols) or, when small, a mini card with one symbol."""
    if rect.width() >= MINI_BELOW:
        kit_paint_card(painter, rect, kit_face(face, title))
        return
    paint_mini_card(painter, rect, face)


def paint_mini_card(painter: QPainter, rect: QRectF, face: CardKind) -> None:
    """A small card: the printed colour as frame, a light field, the main symbol, the colour-blind mark."""
    colours = art_palette().card(face.colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.14
    painter.setPen(QPen(colours.frame_dark, max(1.0, rect.width() / 24)))
    painter.setBrush(colours.frame)
    painter.drawRoundedRect(rect, radius, radius)
    band = rect.height() * 0.22
    field = rect.adjusted(rect.width() * 0.1, band, -rect.width() * 0.1, -rect.width() * 0.1)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.body)
    painter.drawRoundedRect(field, radius * 0.5, radius * 0.5)
    mark = min(band * 0.8, rect.width() * 0.34)
    paint_icon(
        painter,
        cb_symbol(face.colour),
        QRectF(rect.left() + rect.width() * 0.12, rect.top() + (band - mark) / 2, mark, mark),
        colours.title_text.name(),
    )
    side = min(field.width(), field.height()) * 0.86
    symbol = QRectF(0, 0, side, side)
    symbol.moveCenter(field.center())
    if face.colour == "blue":
        paint_laurel(painter, symbol, face.vp)
        if face.cat:
            small = side * 0.55
            paint_icon(
                painter, "cat", QRectF(rect.right() - small * 0.85, rect.top() - small * 0.15, small, small)
            )
    elif face.colour == "red" and face.horns:
        paint_icon(painter, "shield", symbol.adjusted(side * 0.15, 0, -side * 0.15, -side * 0.3))
        horn = side * 0.42
        left = field.center().x() - horn * face.horns / 2
        for i in range(face.horns):
            paint_icon(painter, "horn", QRectF(left + i * horn, field.bottom() - horn, horn, horn))
    else:
        paint_icon(painter, face.icon, symbol)
    painter.restore()


def paint_laurel(painter: QPainter, rect: QRectF, points: int) -> None:
    """A laurel with its victory points inside, as printed on cards and stage pieces."""
    icons.draw_icon(painter, rect, "laurel")
    draw_number(painter, rect, points, NUMBER_INK)


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The face-down central deck."""
    kit_paint_card(painter, rect, CardBack(Deck.ARCHITECTS))


def paint_empty_slot(painter: QPainter, rect: QRectF) -> None:
    """Where an emptied deck was (it stays empty until the end), or the edge of a deck's thickness."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(art_palette().border, max(1.0, rect.width() / 40))
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = rect.width() * 0.08
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def paint_highlight(
    painter: QPainter, rect: QRectF, strength: float = 1.0, focus: bool = False, round_: bool = False
) -> None:
    """The accent ring around something the viewer may click now (and a dashed ring with keyboard focus)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    accent = with_alpha(art_palette().accent, max(0.0, min(1.0, strength)))
    width = max(2.0, min(rect.width(), rect.height()) / 30)
    painter.setPen(QPen(accent, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = min(rect.width(), rect.height()) * 0.12
    grow = width / 2 + 1

    def ring(grown: QRectF) -> None:
        if round_:
            painter.drawEllipse(grown)
        else:
            painter.drawRoundedRect(grown, radius, radius)

    ring(rect.adjusted(-grow, -grow, grow, grow))
    if focus:
        pen = QPen(art_palette().text, max(1.0, width * 0.6), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        grow += width + 1
        ring(rect.adjusted(-grow, -grow, grow, grow))
    painter.restore()


def paint_hint(painter: QPainter, rect: QRectF, round_: bool = False) -> None:
    """The hint's dashed accent ring (the replay's better move) just outside the piece."""
    width = max(2.0, min(rect.width(), rect.height()) * 0.05)
    radius = min(rect.width(), rect.height()) * 0.12
    hint_ring(painter, rect, QColor(art_palette().accent), width, width / 2 + 1, radius, round_)


# --- tokens -----------------------------------------------------------------------------------------
def paint_progress_token(painter: QPainter, rect: QRectF, token: str | None) -> None:
    """A round Progress token: its symbols on the face, or the back (``None``) for the face-down pile."""
    side = min(rect.width(), rect.height())
    disc = QRectF(0, 0, side, side)
    disc.moveCenter(rect.center())
    paint_token(painter, disc, "", kind="progress")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = art_palette().token("progress")
    if token is None:
        painter.setPen(QPen(colours.ring, max(1.0, side / 18)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = disc.adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22)
        painter.drawEllipse(inner)
        paint_icon(
            painter, "science_any", inner.adjusted(side * 0.05, side * 0.05, -side * 0.05, -side * 0.05)
        )
        painter.restore()
        return
    glyphs = TOKEN_GLYPHS.get(token, ("laurel",))
    mark = TOKEN_MARKS.get(token, "")
    size = side * (0.3 if len(glyphs) > 1 else 0.38)
    top = disc.top() + side * 0.17
    left = disc.center().x() - size * len(glyphs) / 2
    for i, name in enumerate(glyphs):
        paint_icon(painter, name, QRectF(left + i * size, top, size, size))
    if mark:
        painter.setPen(colours.text)
        painter.setFont(text_font(painter, side * 0.22))
        painter.drawText(
            QRectF(disc.left(), top + size, disc.width(), side * 0.3), Qt.AlignmentFlag.AlignCenter, mark
        )
    painter.restore()


def paint_conflict_token(painter: QPainter, rect: QRectF, battle: bool, squeeze: float = 1.0) -> None:
    """A Conflict token, peace side or battle side; ``squeeze`` (0..1) narrows it while it flips."""
    name = "conflict_battle" if battle else "conflict_peace"
    if squeeze >= 0.999:
        paint_token(painter, rect, name, kind="conflict")
        return
    side = min(rect.width(), rect.height())
    disc = QRectF(0, 0, side * max(0.08, squeeze), side)
    disc.moveCenter(rect.center())
    icons.draw_icon(painter, disc, name, keep_aspect=False)


def paint_military_token(painter: QPainter, rect: QRectF) -> None:
    """A Military Victory token (3 points each)."""
    paint_token(painter, rect, "victory_3", kind="military", shadow=False)
