"""Round tokens (progress, conflict, coins with a number, debt, diplomacy) drawn with a bare QPainter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardstate import CardState, Emphasis
from wonders_desktop.ui.art.drawing import NUMBER_INK, draw_number, drop_shadow
from wonders_desktop.ui.art.palette import ArtPalette, art_palette
from wonders_desktop.ui.art.pixcache import cached_paint


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
    cache: bool = True,
) -> None:
    """A round token in the largest square of ``rect``: a disc of ``kind``'s colours (``plain``,
    ``coin``, ``progress``, ``military``, ``debt``, ``diplomacy``, ``conflict``), ``icon`` inside, and
    ``number`` — in the centre when there is no icon or the icon holds numbers (coin), else in a small
    disc at the lower right. Icons that are tokens already (``victory_3``, ``debt``) fill the disc.
    Cached like cards unless ``cache=False``."""
    state = state or CardState()
    palette = palette or art_palette()
    if not cache:
        _draw_token(painter, rect, icon, number, kind, state, palette, shadow)
        return
    key = f"token|{icon}|{number!r}|{kind}|{state!r}|{shadow}|{id(palette)}"
    def draw(inner: QPainter, area: QRectF) -> None:
        _draw_token(inner, area, icon, number, kind, state, palette, shadow)

    cached_paint(painter, rect, key, draw)


def _draw_token(
    painter: QPainter, rect: QRectF, icon: str, number: int | str | None, kind: str, state: CardState,
    palette: ArtPalette, with_shadow: bool,
) -> None:  # fmt: skip
    side = min(rect.width(), rect.height())
    margin = max(1.5, side * 0.06)
    disc = QRectF(0, 0, side - 2 * margin, side - 2 * margin)
    disc.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    colours = palette.token(kind)
    if with_shadow and state.emphasis is not Emphasis.DIMMED:
        drop_shadow(painter, disc, disc.width() / 2, margin * 0.6, palette)
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
