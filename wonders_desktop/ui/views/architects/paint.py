"""Drawing the Architects pieces with QPainter: cards, card backs, Progress and Conflict tokens, icons.

Icons are the shared SVG set (``resources/icons/game/<name>.svg``); card colours are the printed ones
(``theme.CARD_COLOURS``). Everything scales with the rectangle it is given, so the same code draws a
card at 20 px in an opponent's row and at 120 px in the centre, sharp at any screen density.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer

from wonders_desktop.ui import theme
from wonders_desktop.ui.paths import resources_dir
from wonders_desktop.ui.views.architects.model import CardFace

GAME_ICONS = "game"
# Progress tokens: the symbols printed on them (what triggers them, or what they give).
TOKEN_GLYPHS: dict[str, tuple[str, ...]] = {
    "urbanism": ("wood", "clay"),
    "crafts": ("papyrus", "glass"),
    "jewellery": ("stone", "coin"),
    "science": ("gear", "compass"),
    "propaganda": ("horn",),
    "architecture": ("pyramid",),
    "economy": ("coin",),
    "engineering": ("stone", "wood"),
    "tactics": ("shield",),
    "decor": ("pyramid",),
    "politics": ("cat",),
    "strategy": ("victory_3",),
    "education": ("laurel",),
    "culture": ("laurel",),
}
TOKEN_MARKS: dict[str, str] = {
    "economy": "×2",
    "engineering": "=≠",
    "tactics": "+2",
    "decor": "4/6",
    "politics": "+1",
    "strategy": "+1",
    "education": "+2",
    "culture": "4/12",
}
FALLBACK_COLOURS = {
    "coin": "#d9a520",
    "stone": "#8a8d91",
    "clay": "#b5562f",
    "wood": "#7a5230",
    "glass": "#4aa3b5",
    "papyrus": "#c9b27a",
    "gear": "#3d8b40",
    "compass": "#3d8b40",
    "tablet": "#3d8b40",
    "laurel": "#5b8c3a",
    "shield": "#c0392b",
    "horn": "#b07a2a",
    "cat": "#d9954f",
    "pyramid": "#c9a25f",
}


# --- icons ------------------------------------------------------------------------------------------
@cache
def _renderer(name: str, colour: str) -> QSvgRenderer | None:
    path = resources_dir() / "icons" / GAME_ICONS / f"{name}.svg"
    if not path.exists():
        path = resources_dir() / "icons" / f"{name}.svg"
    if not path.exists():
        return None
    text = path.read_text(encoding="utf-8").replace("currentColor", colour)
    renderer = QSvgRenderer(QByteArray(text.encode()))
    return renderer if renderer.isValid() else None


def has_icon(name: str) -> bool:
    return _renderer(name, theme.current().text) is not None


def paint_icon(painter: QPainter, name: str, rect: QRectF, colour: str | None = None) -> None:
    """The shared SVG icon ``name`` in ``rect``; a lettered disc when the icon is not there."""
    renderer = _renderer(name, colour or theme.current().text)
    if renderer is not None:
        renderer.render(painter, rect)
        return
    painter.save()
    painter.setPen(QPen(QColor(theme.current().text), max(1.0, rect.width() / 16)))
    painter.setBrush(QColor(FALLBACK_COLOURS.get(name, theme.current().muted)))
    inner = rect.adjusted(rect.width() * 0.1, rect.height() * 0.1, -rect.width() * 0.1, -rect.height() * 0.1)
    painter.drawEllipse(inner)
    painter.setPen(QColor("#ffffff"))
    font = QFont(painter.font())
    font.setPixelSize(max(6, int(inner.height() * 0.55)))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, name[:1].upper())
    painter.restore()


def text_font(painter: QPainter, pixels: float, bold: bool = True) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(7, int(pixels)))
    font.setBold(bold)
    return font


def paint_number(
    painter: QPainter, rect: QRectF, text: str, fill: str, ink: str = "#ffffff", outline: str | None = None
) -> None:
    """A small round badge with a number (counts on cards and tokens)."""
    painter.save()
    painter.setPen(QPen(QColor(outline or theme.current().surface), max(1.0, rect.height() / 12)))
    painter.setBrush(QColor(fill))
    radius = rect.height() / 2
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QColor(ink))
    painter.setFont(text_font(painter, rect.height() * 0.68))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# --- cards ------------------------------------------------------------------------------------------
def card_colour(colour: str) -> QColor:
    found = theme.card_colour(colour)
    return found if found is not None else QColor(theme.current().muted)


def paint_card(painter: QPainter, rect: QRectF, face: CardFace) -> None:
    """A card face: the printed colour as frame and header, the symbol on a light field."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.1
    frame = card_colour(face.colour)
    painter.setPen(QPen(frame.darker(140), max(1.0, rect.width() / 40)))
    painter.setBrush(frame)
    painter.drawRoundedRect(rect, radius, radius)
    border = rect.width() * 0.08
    field = rect.adjusted(border, rect.height() * 0.2, -border, -border)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#fbf6ec"))
    painter.drawRoundedRect(field, radius * 0.6, radius * 0.6)
    _paint_face_symbol(painter, field, face, rect)
    painter.restore()


def _paint_face_symbol(painter: QPainter, field: QRectF, face: CardFace, card: QRectF) -> None:
    side = min(field.width(), field.height()) * 0.7
    icon = QRectF(0, 0, side, side)
    icon.moveCenter(field.center())
    if face.colour == "blue":
        paint_icon(painter, "laurel", icon, "#2f6db5")
        painter.setPen(QColor("#1d3f6b"))
        painter.setFont(text_font(painter, side * 0.5))
        painter.drawText(icon, Qt.AlignmentFlag.AlignCenter, str(face.vp))
        if face.cat:
            cat = QRectF(card.right() - side * 0.55, card.top() + 1, side * 0.5, side * 0.5)
            paint_icon(painter, "cat", cat)
        return
    if face.colour == "red" and face.horns:
        paint_icon(painter, "shield", icon.adjusted(0, -side * 0.12, 0, -side * 0.12))
        size = side * 0.38
        left = field.center().x() - size * face.horns / 2
        for i in range(face.horns):
            paint_icon(painter, "horn", QRectF(left + i * size, field.bottom() - size * 1.02, size, size))
        return
    paint_icon(painter, face.icon, icon)


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The face-down central deck."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.1
    if has_icon("back_architects"):
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        painter.setClipPath(path)
        paint_icon(painter, "back_architects", rect)
        painter.setClipping(False)
        painter.setPen(QPen(QColor("#3b2b1a"), max(1.0, rect.width() / 40)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
    else:
        painter.setPen(QPen(QColor("#3b2b1a"), max(1.0, rect.width() / 40)))
        painter.setBrush(QColor("#6d4c2f"))
        painter.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(
            rect.width() * 0.12, rect.width() * 0.12, -rect.width() * 0.12, -rect.width() * 0.12
        )
        painter.setPen(QPen(QColor("#d9b36b"), max(1.0, rect.width() / 30)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.setFont(text_font(painter, rect.width() * 0.34))
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, "7")
    painter.restore()


def paint_empty_slot(painter: QPainter, rect: QRectF) -> None:
    """Where an emptied deck was (it stays empty until the end)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor(theme.current().border), max(1.0, rect.width() / 40))
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = rect.width() * 0.1
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def paint_highlight(painter: QPainter, rect: QRectF, strength: float = 1.0, focus: bool = False) -> None:
    """The accent ring around something the viewer may click now (a thicker ring with keyboard focus)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    accent = QColor(theme.current().accent)
    accent.setAlphaF(max(0.0, min(1.0, strength)))
    width = max(2.0, rect.width() / 28) * (1.6 if focus else 1.0)
    painter.setPen(QPen(accent, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    grow = width
    radius = rect.width() * 0.12
    painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)
    painter.restore()


# --- tokens -----------------------------------------------------------------------------------------
def paint_progress_token(painter: QPainter, rect: QRectF, token: str | None) -> None:
    """A round Progress token: its symbols on the face, or the back (``None``) for the face-down pile."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    disc = QRectF(0, 0, side, side)
    disc.moveCenter(rect.center())
    painter.setPen(QPen(QColor("#7a5a1c"), max(1.0, side / 22)))
    if token is None:
        painter.setBrush(QColor("#3f6b4a"))
        painter.drawEllipse(disc)
        painter.setPen(QPen(QColor("#cfe0b8"), max(1.0, side / 18)))
        painter.drawEllipse(disc.adjusted(side * 0.18, side * 0.18, -side * 0.18, -side * 0.18))
        painter.restore()
        return
    painter.setBrush(QColor("#e9d9a6"))
    painter.drawEllipse(disc)
    glyphs = TOKEN_GLYPHS.get(token, ("laurel",))
    mark = TOKEN_MARKS.get(token, "")
    size = side * (0.42 if len(glyphs) > 1 else 0.5)
    top = disc.top() + side * (0.14 if mark else 0.25)
    left = disc.center().x() - size * len(glyphs) / 2
    for i, name in enumerate(glyphs):
        paint_icon(painter, name, QRectF(left + i * size, top, size, size), "#3b2b1a")
    if mark:
        painter.setPen(QColor("#3b2b1a"))
        painter.setFont(text_font(painter, side * 0.24))
        painter.drawText(
            QRectF(disc.left(), top + size, disc.width(), side * 0.3), Qt.AlignmentFlag.AlignCenter, mark
        )
    painter.restore()


def paint_conflict_token(painter: QPainter, rect: QRectF, battle: bool, squeeze: float = 1.0) -> None:
    """A Conflict token, peace side or battle side; ``squeeze`` (0..1) narrows it while it flips."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    disc = QRectF(0, 0, side * max(0.08, squeeze), side)
    disc.moveCenter(rect.center())
    name = "conflict_battle" if battle else "conflict_peace"
    if has_icon(name):
        paint_icon(painter, name, disc)
    else:
        painter.setPen(QPen(QColor("#5e1610" if battle else "#2f5a3a"), max(1.0, side / 18)))
        painter.setBrush(QColor("#b83a2e" if battle else "#8fbf8f"))
        painter.drawEllipse(disc)
        if battle and squeeze > 0.5:
            painter.setPen(QPen(QColor("#efe7da"), max(1.0, side / 10)))
            d = side * 0.25
            c = disc.center()
            painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
            painter.drawLine(QPointF(c.x() + d, c.y() - d), QPointF(c.x() - d, c.y() + d))
    painter.restore()


def paint_military_token(painter: QPainter, rect: QRectF) -> None:
    """A Military Victory token (3 points each)."""
    if has_icon("victory_3"):
        paint_icon(painter, "victory_3", rect)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#5e1610"), max(1.0, rect.width() / 16)))
    painter.setBrush(QBrush(QColor("#c0392b")))
    painter.drawEllipse(rect)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(text_font(painter, rect.height() * 0.5))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "3")
    painter.restore()
