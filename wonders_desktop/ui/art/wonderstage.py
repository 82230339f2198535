"""A Wonder stage as a landscape tile: the stage marker, what it costs, what it gives, built or not.

Every game's Wonder is a row (7 Wonders, Duel) or a pyramid (Architects) of such tiles; the table lays
them out, the kit draws each one. A built stage is filled with the Wonder's sandstone and its marker is
solid; a stage still to build is a quiet dashed outline with a muted marker.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import Item
from wonders_desktop.ui.art.cardstate import CardState, Emphasis
from wonders_desktop.ui.art.drawing import draw_number, paint_items
from wonders_desktop.ui.art.palette import WONDER, ArtPalette, art_palette, mix

STAGE_ASPECT = 3.2  # width / height of a stage tile as the kit draws it best


def paint_stage(
    painter: QPainter,
    rect: QRectF,
    cost: Sequence[Item] = (),
    effects: Sequence[Item] = (),
    *,
    built: bool = False,
    number: int | None = None,
    state: CardState | None = None,
    palette: ArtPalette | None = None,
) -> None:
    """Draw one Wonder stage in ``rect``: the pyramid marker (with the stage ``number``), the cost
    (small, muted once built), a divider, then the effects as large as they fit."""
    state = state or CardState()
    palette = palette or art_palette()
    colours = palette.card(WONDER)
    height = rect.height()
    margin = max(2.0, height * 0.08)
    tile = rect.adjusted(margin, margin, -margin, -margin)
    radius = tile.height() * 0.18
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if built:
        painter.setPen(QPen(colours.frame_dark, max(1.0, height * 0.03)))
        painter.setBrush(mix(colours.body, colours.frame, 0.45))
    else:
        painter.setPen(QPen(colours.frame, max(1.0, height * 0.035), Qt.PenStyle.DashLine))
        painter.setBrush(palette.surface)
    painter.drawRoundedRect(tile, radius, radius)
    marker = QRectF(tile.left() + tile.height() * 0.12, tile.top(), tile.height() * 0.76, tile.height())
    icons.draw_icon(painter, marker.adjusted(0, tile.height() * 0.1, 0, -tile.height() * 0.14), "pyramid",
                    tint=None if built else mix(palette.muted, palette.surface, 0.35))  # fmt: skip
    if number is not None:
        top = marker.top() + marker.height() * 0.42
        label = QRectF(marker.left(), top, marker.width(), marker.height() * 0.4)
        draw_number(painter, label, number, QColor("#2a2118") if built else palette.surface, scale=0.8)
    inner = tile.adjusted(marker.width() + tile.height() * 0.28, tile.height() * 0.14, -tile.height() * 0.2,
                          -tile.height() * 0.14)  # fmt: skip
    text = colours.text if built else palette.text
    split = inner.left() + inner.width() * (0.42 if cost else 0.0)
    if cost:
        gap = tile.height() * 0.12
        cost_rect = QRectF(inner.left(), inner.top(), split - inner.left() - gap, inner.height())
        painter.save()
        painter.setOpacity(0.55 if built else 1.0)
        paint_items(painter, cost_rect, cost, text, largest=inner.height() * 0.62,
                    align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        painter.restore()
        painter.setPen(QPen(mix(text, palette.surface, 0.6), max(1.0, height * 0.02)))
        # whole pixels, as it has always been drawn (the binding truncated the floats: the int overload)
        painter.drawLine(int(split), int(inner.top()), int(split), int(inner.bottom()))
    effects_rect = QRectF(split + tile.height() * 0.12, inner.top(), inner.right() - split, inner.height())
    paint_items(painter, effects_rect, effects, text, largest=inner.height())
    _paint_stage_state(painter, tile, radius, state, palette)
    painter.restore()


def _paint_stage_state(
    painter: QPainter, tile: QRectF, radius: float, state: CardState, palette: ArtPalette
) -> None:
    width = max(1.5, tile.height() * 0.06)
    if state.emphasis is Emphasis.DIMMED:
        veil = QColor(palette.table)
        veil.setAlphaF(0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(veil)
        painter.drawRoundedRect(tile, radius, radius)
    elif state.emphasis is Emphasis.HIGHLIGHTED or state.selected:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.accent, width * (1.5 if state.selected else 1.0)))
        painter.drawRoundedRect(tile.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius, radius)
    if state.focused:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.text, max(1.0, width * 0.6), Qt.PenStyle.DashLine))
        ring = tile.adjusted(-width * 1.5, -width * 1.5, width * 1.5, width * 1.5)
        painter.drawRoundedRect(ring, radius, radius)
