"""The pieces the viewer may use, as small painted widgets: decks and wonder stage pieces.

A piece the viewer may use now is active: it wears the accent ring, takes keyboard focus (Tab, arrows
through the parent, Enter or Space to use it) and emits ``clicked`` — the art kit's ``Clickable``
behaviour, shared with every table. Everything is drawn to fit the rectangle the table layout gives
it, through the kit's pixmap cache.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from wonders_desktop.engine.architects.queries import StageInfo
from wonders_desktop.ui.art.clickable import Clickable
from wonders_desktop.ui.art.drawing import small_text_px
from wonders_desktop.ui.art.palette import art_palette, with_alpha
from wonders_desktop.ui.art.pixcache import cached_paint
from wonders_desktop.ui.views.architects import accessible, faces, texts
from wonders_desktop.ui.views.architects.model import CardKind, DeckVM

CARD_RATIO = 1.42  # height / width of an Architects card


def paint_cached(widget: QWidget, painter: QPainter, key: tuple, render: Callable[[QPainter], None]) -> None:
    """``render`` the widget through the kit's pixmap cache (``pixcache.cached_paint``): repaints caused
    by something moving over it (a flying card, a pulse next door) become one copy instead of a full
    redraw. ``key`` holds everything the drawing shows besides the widget's size and font."""

    def draw(inner: QPainter, _area: QRectF) -> None:
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        render(inner)

    cached_paint(painter, QRectF(widget.rect()), f"architects|{type(widget).__name__}|{key!r}", draw)


class Piece(Clickable):
    """A painted piece that may become active: the accent ring (stronger with hover or focus), a click
    or Enter/Space only while active, and the short flash of a recent change (``pulse``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._active = False
        self.advised = False  # the replay's better move takes this piece: a hint's dashed ring
        self.pulse = 0.0  # 0..1: a short flash when something happened to this piece
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    @property
    def active(self) -> bool:
        return self._active

    def accepts_clicks(self) -> bool:
        return self._active

    def set_active(self, active: bool) -> None:
        if active != self._active:
            self._active = active
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if active else Qt.FocusPolicy.NoFocus)
            self.setCursor(Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor)
            self.update()

    def paint_state(self, painter: QPainter, rect: QRectF, round_: bool = False) -> None:
        """Ring when active (stronger on hover or focus), and the flash of a recent change."""
        self.paint_ring(painter, rect, round_)
        self.paint_pulse(painter, rect, round_)

    def set_advised(self, advised: bool) -> None:
        """Mark the piece as the better move of a replayed position (read-only: it stays unclickable)."""
        if advised != self.advised:
            self.advised = advised
            self.update()

    def ring_key(self) -> tuple[bool, bool, bool, bool]:
        return self._active, self.is_hovered(), self.hasFocus(), self.advised

    def paint_ring(self, painter: QPainter, rect: QRectF, round_: bool = False) -> None:
        if self._active:
            strong = self.is_hovered() or self.hasFocus()
            faces.paint_highlight(painter, rect, 1.0 if strong else 0.8, self.hasFocus(), round_)
        if self.advised:
            faces.paint_hint(painter, rect, round_)

    def paint_pulse(self, painter: QPainter, rect: QRectF, round_: bool = False) -> None:
        if self.pulse > 0:
            glow = with_alpha(art_palette().accent, 0.45 * self.pulse)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            if round_:
                painter.drawEllipse(rect)
            else:
                radius = min(rect.width(), rect.height()) * 0.12
                painter.drawRoundedRect(rect, radius, radius)
            painter.restore()

    def set_pulse(self, value: float) -> None:
        self.pulse = value
        self.update()


def small_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    colour: QColor,
    pixels: float,
    bold: bool = False,
    least: float = 7.0,
) -> None:
    """``text`` centred in ``rect``: shrunk down to 70 % of ``pixels`` (never under ``least``) if it needs
    room, elided only then (the widget's tooltip names it in full)."""
    painter.setPen(colour)
    smallest = max(least, pixels * 0.7)
    pixels = max(pixels, least)
    painter.setFont(faces.text_font(painter, pixels, bold))
    while pixels > smallest and painter.fontMetrics().horizontalAdvance(text) > rect.width():
        pixels -= 0.5
        painter.setFont(faces.text_font(painter, pixels, bold))
    metrics = painter.fontMetrics()
    elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, elided)


CAPTION_SHARE = 0.74  # a deck's name, of its caption's height


class DeckWidget(Piece):
    """A deck: the top card face up (a player's deck), the back (central), its count and its name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck: DeckVM | None = None
        self.face: CardKind | None = None
        self.caption = ""
        self.seen_with_cat = False
        self._key: tuple = ()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_deck(self, deck: DeckVM, face: CardKind | None, caption: str, seen_with_cat: bool) -> None:
        key = (deck, face, caption, seen_with_cat, texts.look_key())
        if key == self._key:
            return
        self._key = key
        self.deck, self.face, self.caption, self.seen_with_cat = deck, face, caption, seen_with_cat
        self.setObjectName(f"deck:{deck.id}")
        self.set_active(deck.move is not None)
        self.setAccessibleName(caption)
        self.update()

    def card_rect(self) -> QRectF:
        """The top card, leaving room around it for the rings and under it for the caption."""
        caption = self.caption_height()
        height = self.height() - caption - 16
        width = min(self.width() - 8, height / CARD_RATIO)
        height = width * CARD_RATIO
        return QRectF((self.width() - width) / 2, 6, width, height)

    def caption_width(self, height: float) -> float:
        font = QFont(self.font())
        font.setPixelSize(max(round(small_text_px()), int(height * CAPTION_SHARE)))
        font.setBold(True)
        return QFontMetricsF(font).horizontalAdvance(self.caption)

    def caption_height(self) -> float:
        """Room for the deck's name at the app's small font at least (it was 9 px at 1280×820)."""
        return max(small_text_px() / CAPTION_SHARE, min(18.0, self.height() * 0.13))

    def paintEvent(self, _event: QPaintEvent) -> None:
        if self.deck is None:
            return
        painter = QPainter(self)
        paint_cached(self, painter, (self._key, self.ring_key()), self._render)
        self.paint_pulse(painter, self.card_rect())
        painter.end()

    def _render(self, painter: QPainter) -> None:
        assert self.deck is not None
        card = self.card_rect()
        info = self.deck.info
        if info.count == 0:
            faces.paint_empty_slot(painter, card)
        else:
            if info.count > 1:  # the thickness of the deck
                for step in (2, 1):
                    offset = card.width() * 0.03 * step
                    faces.paint_empty_slot(painter, card.translated(offset, offset))
            if self.face is not None:
                faces.paint_card(painter, card, self.face, texts.card_title(self.face.colour, self.face.kind))
            else:
                faces.paint_card_back(painter, card)
            if self.seen_with_cat:
                side = card.width() * 0.38
                corner = QRectF(card.left() - side * 0.2, card.bottom() - side * 0.8, side, side)
                faces.paint_icon(painter, "cat", corner)  # the cat shows this top to its owner
        badge_h = max(12.0, card.width() * 0.3)
        badge = QRectF(card.right() - badge_h * 1.3, card.bottom() - badge_h * 1.05, badge_h * 1.5, badge_h)
        palette = art_palette()
        faces.paint_number(painter, badge, str(info.count), palette.text, palette.surface)
        self.paint_ring(painter, card)
        caption = QRectF(0, card.bottom() + 9, self.width(), self.caption_height())
        colour = palette.accent if self.active else palette.muted
        small_text(painter, caption, self.caption, colour, caption.height() * CAPTION_SHARE, self.active,
                   least=small_text_px())  # fmt: skip

    def sizeHint(self) -> QSize:
        return QSize(80, 130)


class StagePiece(Piece):
    """One construction piece: built (stone, points) or under construction (its cost)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stage: StageInfo | None = None
        self.wonder = ""
        self.compact = False
        self.selected = False
        self._key: tuple = ()

    def show_stage(
        self, wonder: str, stage: StageInfo, clickable: bool, compact: bool, selected: bool
    ) -> None:
        key = (wonder, stage, clickable, compact, selected, texts.look_key())
        if key == self._key:
            return
        self._key = key
        self.wonder, self.stage, self.compact, self.selected = wonder, stage, compact, selected
        self.setObjectName(f"stage:{stage.number}")
        self.set_active(clickable)
        tip = texts.stage_tooltip(wonder, stage)
        self.setToolTip(tip)
        self.setAccessibleName(accessible.stage_name(wonder, stage, tip))  # which stage, built or not
        self.setAccessibleDescription(tip)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        if self.stage is None:
            return
        painter = QPainter(self)
        paint_cached(self, painter, (self._key, self.ring_key()), self._render)
        self.paint_pulse(painter, QRectF(self.rect()).adjusted(2, 2, -2, -2))
        painter.end()

    def _render(self, painter: QPainter) -> None:
        stage = self.stage
        assert stage is not None
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        palette = art_palette()
        radius = min(rect.height(), rect.width()) * 0.16
        if stage.built:
            painter.setPen(QPen(faces.STONE_EDGE, 1.2))
            painter.setBrush(faces.STONE_FILL)
        else:
            pen = QPen(palette.accent if stage.affordable else palette.muted, 1.2)
            pen.setStyle(Qt.PenStyle.SolidLine if stage.available else Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(palette.surface_alt)
        painter.drawRoundedRect(rect, radius, radius)
        self._paint_content(painter, rect)
        self.paint_ring(painter, rect)
        if self.selected:  # its payment is being chosen: a second ring
            faces.paint_highlight(painter, rect.adjusted(-3, -3, 3, 3), 1.0)

    def _paint_content(self, painter: QPainter, rect: QRectF) -> None:
        stage = self.stage
        assert stage is not None
        ink = faces.STONE_INK if stage.built else art_palette().text
        h = rect.height()
        if stage.built:
            laurel = QRectF(0, 0, h * 0.82, h * 0.82)
            laurel.moveCenter(rect.center())
            faces.paint_laurel(painter, laurel, stage.vp)
            if stage.effect:
                self._effect_mark(painter, rect)
            return
        w = rect.width()
        if self.compact:
            small_text(painter, rect, texts.cost_mark(stage), ink, min(h * 0.56, w * 0.4), True)
        else:
            cost_rect = QRectF(rect.left() + 2, rect.top(), w * 0.56, h)
            small_text(painter, cost_rect, texts.cost_mark(stage), ink, min(h * 0.5, w * 0.24), True)
            side = min(h * 0.62, w * 0.2)
            icon = QRectF(rect.left() + w * 0.62, rect.top() + (h - side) / 2, side, side)
            painter.setOpacity(0.75)
            faces.paint_laurel(painter, icon, stage.vp)
            painter.setOpacity(1.0)
        if stage.effect:
            self._effect_mark(painter, rect)

    def _effect_mark(self, painter: QPainter, rect: QRectF) -> None:
        side = min(rect.height() * 0.34, 12.0 if self.compact else 16.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(art_palette().accent)
        centre = QPointF(rect.right() - side * 0.7, rect.top() + side * 0.7)
        painter.drawEllipse(centre, side / 2, side / 2)


class WonderWidget(QWidget):
    """A wonder as its 5 pieces, row by row from the bottom (pieces of one row: any order)."""

    stageClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None, compact: bool = False) -> None:
        super().__init__(parent)
        self.compact = compact
        self.pieces: list[StagePiece] = []
        self.rows: list[list[StageInfo]] = []
        self.wonder = ""

    def show_wonder(
        self, wonder: str, rows: list[list[StageInfo]], clickable: set[int], selected: int | None = None
    ) -> None:
        self.wonder, self.rows = wonder, rows
        stages = [stage for row in rows for stage in row]
        while len(self.pieces) < len(stages):
            piece = StagePiece(self)
            piece.clicked.connect(lambda p=piece: self._clicked(p))
            piece.show()
            self.pieces.append(piece)
        for piece, stage in zip(self.pieces, stages, strict=False):
            piece.show_stage(wonder, stage, stage.number in clickable, self.compact, stage.number == selected)
        self._place()

    def _clicked(self, piece: StagePiece) -> None:
        if piece.stage is not None:
            self.stageClicked.emit(piece.stage.number)

    def piece(self, number: int) -> StagePiece | None:
        return next((p for p in self.pieces if p.stage is not None and p.stage.number == number), None)

    def resizeEvent(self, event: object) -> None:
        self._place()

    def _place(self) -> None:
        if not self.rows:
            return
        count = len(self.rows)
        gap = 3 if self.compact else 5
        row_h = (self.height() - gap * (count - 1)) / count
        widest = max(len(row) for row in self.rows)
        base_w = self.width()
        index = 0
        for level, row in enumerate(self.rows):
            # upper rows are a little narrower: a pyramid
            shrink = 1 - 0.1 * level / max(1, count - 1)
            row_w = base_w * shrink if len(row) < widest or widest == 1 else base_w
            piece_w = (row_w - gap * (len(row) - 1)) / len(row)
            left = (base_w - row_w) / 2
            top = self.height() - (level + 1) * row_h - level * gap
            for column in range(len(row)):
                x = left + column * (piece_w + gap)
                self.pieces[index].setGeometry(int(x), int(top), int(piece_w), int(row_h))
                index += 1
