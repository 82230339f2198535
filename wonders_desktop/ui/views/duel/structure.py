"""The age structure drawn as the printed layout: rows of overlapping cards in half-card columns.

The geometry is ``layouts.json`` (row, half-card column) scaled to the widget; later rows lie over
earlier ones as on the table. Face-down cards show the back of their age. Accessible cards are
highlighted when the viewer may take them and carry the viewer's price badge (free by chain, coins,
or blocked). A card that turns face up flips (under 300 ms, none when animations are off). Keyboard:
the arrow keys select the next or previous accessible card (the focus ring and the selection are one),
Enter or Space goes to the selected card's actions.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.duel.moves import BuildCard, BuildWonder, DiscardCard, move_table
from wonders_desktop.ui.art.drawing import hint_ring
from wonders_desktop.ui.art.painter import Badge, BadgeKind, CardState, Emphasis, card_body_rect, paint_card
from wonders_desktop.ui.art.palette import ArtPalette, art_palette
from wonders_desktop.ui.views.duel import texts
from wonders_desktop.ui.views.duel.faces import card_back, card_face
from wonders_desktop.ui.views.duel.model import SlotModel, TableModel

translate = QCoreApplication.translate

CARD_ASPECT = 1.5  # height / width
ROW_STEP = 0.46  # of a card's height: how far each row lies below the previous one (as printed)
MIN_ROW_STEP = 0.3  # a tall structure in a low window overlaps more: the title bands stay in view
READABLE_WIDTH = 92.0  # a card this wide has room for its chain lines and a two-line title
GAP = 0.06  # of a card's width, between neighbours


class StructureWidget(QWidget):
    """Paints the current age's structure from a ``TableModel``; emits ``chosen(slot)`` on a click."""

    chosen = Signal(int)  # a click, or Enter: the card and its actions
    stepped = Signal(int)  # an arrow key: the next card is selected, the focus stays on the structure

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duelStructure")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 120)
        self.model: TableModel | None = None
        self.selected: int | None = None
        self.hinted: int | None = None
        self.focus_slot: int | None = None
        self._hover: int | None = None
        self._rects: dict[int, QRectF] = {}
        self._flips: dict[int, QVariantAnimation] = {}
        self.animation_ms = 0

    # --- data ----------------------------------------------------------------------------------
    def set_model(self, model: TableModel) -> None:
        self.model = model
        slots = {s.slot for s in model.slots}
        for slot in (self.selected, self.hinted, self.focus_slot):
            if slot is not None and slot not in slots:
                self._forget(slot)
        self._layout()
        self.update()

    def slot_of_move(self, text: str) -> SlotModel | None:
        """The structure's card a move takes (the engine reads its text: build, discard or wonder), or
        None when it takes no card of the structure."""
        try:
            move = move_table().parse(text)
        except IllegalMoveError:
            return None
        if not isinstance(move, BuildCard | DiscardCard | BuildWonder) or self.model is None:
            return None
        return next((s for s in self.model.slots if s.card == move.card), None)

    def mark_move(self, text: str) -> bool:
        """Mark the card a move takes from the structure, as a hint marks it: the replay's better move.
        False: the move takes no card of the structure."""
        found = self.slot_of_move(text)
        if found is None:
            return False
        self.hinted = found.slot
        self.update()
        return True

    def _forget(self, slot: int) -> None:
        if self.selected == slot:
            self.selected = None
        if self.hinted == slot:
            self.hinted = None
        if self.focus_slot == slot:
            self.focus_slot = None

    def flip(self, slot: int) -> None:
        """Animate ``slot`` turning face up (it is already face up in the model)."""
        if self.animation_ms <= 0:
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self.animation_ms)
        animation.valueChanged.connect(lambda _value: self.update())
        animation.finished.connect(lambda: self._flips.pop(slot, None))
        old = self._flips.pop(slot, None)
        if old is not None:
            old.stop()
        self._flips[slot] = animation
        animation.start()

    def animations_running(self) -> bool:
        return any(a.state() == QVariantAnimation.State.Running for a in self._flips.values())

    def skip_animations(self) -> None:
        for animation in list(self._flips.values()):
            animation.setCurrentTime(animation.duration())
        self._flips.clear()
        self.update()

    # --- geometry ------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout()
        super().resizeEvent(event)

    def _layout(self) -> None:
        self._rects = {}
        if self.model is None or not self.model.slots:
            return
        grid = self.model.grid  # the whole printed layout: the cards keep their place as others leave
        first_col = min(col for _, col in grid)
        last_col = max(col for _, col in grid)
        first_row = min(row for row, _ in grid)
        rows = max(row for row, _ in grid) - first_row + 1
        span = (last_col - first_col + 2) / 2  # in card widths
        width_limit = self.width() * 0.98 / (span + GAP)
        step = self.row_step(rows, width_limit)
        height_limit = self.height() * 0.98 / (CARD_ASPECT * (1 + (rows - 1) * step))
        card_w = max(10.0, min(width_limit, height_limit))
        card_h = card_w * CARD_ASPECT
        total_w = span * card_w
        total_h = card_h * (1 + (rows - 1) * step)
        left = (self.width() - total_w) / 2
        top = (self.height() - total_h) / 2
        for s in self.model.slots:
            x = left + (s.col - first_col) / 2 * card_w + card_w * GAP / 2
            y = top + (s.row - first_row) * card_h * step
            self._rects[s.slot] = QRectF(x, y, card_w * (1 - GAP), card_h)

    def row_step(self, rows: int, width_limit: float) -> float:
        """The printed overlap when the cards are readable with it; otherwise rows overlap more (down to
        ``MIN_ROW_STEP``) so that the cards grow toward a readable width. It depends only on the widget's
        size and the age's layout: the cards never move within an age."""
        if rows < 2:
            return ROW_STEP
        target = min(width_limit, READABLE_WIDTH)
        needed = (self.height() * 0.98 / (CARD_ASPECT * target) - 1) / (rows - 1)
        return max(MIN_ROW_STEP, min(ROW_STEP, needed))

    def card_rect(self, slot: int) -> QRectF | None:
        return self._rects.get(slot)

    def slot_at(self, point: QPointF) -> int | None:
        """The topmost card under ``point`` (later rows lie over earlier ones)."""
        if self.model is None:
            return None
        for s in sorted(self.model.slots, key=lambda s: -s.row):
            rect = self._rects.get(s.slot)
            if rect is not None and rect.contains(point):
                return s.slot
        return None

    # --- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.model is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        for s in sorted(self.model.slots, key=lambda s: (s.row, s.col)):
            rect = self._rects.get(s.slot)
            if rect is not None:
                self._paint_slot(painter, rect, s, palette)
        painter.end()

    def _paint_slot(self, painter: QPainter, rect: QRectF, s: SlotModel, palette: ArtPalette) -> None:
        assert self.model is not None
        progress = self._flips[s.slot].currentValue() if s.slot in self._flips else 1.0
        face = card_face(s.card) if s.card and progress >= 0.5 else card_back(self.model.age)
        painter.save()
        if progress < 1.0:
            scale = abs(1.0 - 2.0 * float(progress)) or 0.02
            centre = rect.center()
            transform = QTransform().translate(centre.x(), centre.y()).scale(scale, 1)
            transform.translate(-centre.x(), -centre.y())
            painter.setTransform(transform, True)
        paint_card(painter, rect, face, self._state(s), palette)
        if s.card is not None and not s.offer.accessible and self.model.viewer_acts:
            self._veil(painter, rect)  # covered cards step back so the accessible ones stand out
        painter.restore()
        if s.slot == self.hinted:
            self._paint_hint(painter, rect)

    def _state(self, s: SlotModel) -> CardState:
        assert self.model is not None
        offer = s.offer
        badge = None
        if offer.accessible and offer.card is not None:
            if offer.chain:
                badge = Badge(BadgeKind.CHAIN)
            elif offer.affordable:
                badge = Badge(BadgeKind.FREE) if offer.coins == 0 else Badge(BadgeKind.COINS, offer.coins)
            else:
                badge = Badge(BadgeKind.BLOCKED, offer.coins, str(offer.coins))
        emphasis = Emphasis.HIGHLIGHTED if s.playable and self.model.viewer_acts else Emphasis.NORMAL
        return CardState(
            emphasis=emphasis,
            badge=badge,
            selected=s.slot == self.selected,
            hovered=s.slot == self._hover and s.playable,
            focused=s.slot == self.focus_slot and self.hasFocus(),
        )

    def _veil(self, painter: QPainter, rect: QRectF) -> None:
        veil = QColor(art_palette().table)
        veil.setAlphaF(0.3)
        body = card_body_rect(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(veil)
        radius = max(2.5, min(body.width(), body.height()) * 0.06)
        painter.drawRoundedRect(body, radius, radius)

    def _paint_hint(self, painter: QPainter, rect: QRectF) -> None:
        hint_ring(painter, rect, QColor(art_palette().accent), max(2.0, rect.width() * 0.04), 3, 8)

    # --- input ---------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        slot = self.slot_at(event.position())
        if slot != self._hover:
            self._hover = slot
            found = self.model.slot(slot) if self.model is not None and slot is not None else None
            pointing = found is not None and found.playable
            self.setCursor(Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.animations_running():  # motion never delays: a click ends it
            self.skip_animations()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            slot = self.slot_at(event.position())
            found = self.model.slot(slot) if self.model is not None and slot is not None else None
            if found is not None and found.card is not None:  # a covered card shows what it will cost
                if found.offer.accessible:
                    self.focus_slot = found.slot
                self.choose(found.slot)
                return
        super().mouseReleaseEvent(event)

    def choose(self, slot: int) -> None:
        self.selected = slot
        self.update()
        self.chosen.emit(slot)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.model is None:
            return super().keyPressEvent(event)
        order = [s.slot for s in self.model.accessible() if s.card is not None]
        key = event.key()
        if not order:
            return super().keyPressEvent(event)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.step(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
            return None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.choose(self.focus_slot if self.focus_slot in order else order[0])
            return None
        return super().keyPressEvent(event)

    def accessible_order(self) -> list[int]:
        """The slots of the accessible cards in reading order: the arrow keys' order."""
        return (
            [s.slot for s in self.model.accessible() if s.card is not None] if self.model is not None else []
        )

    def step(self, delta: int) -> bool:
        """Select the accessible card ``delta`` places from the selected one (wrapping round) and give it
        the focus ring: the arrow keys' move, whatever widget of the table has the focus. False: none."""
        order = self.accessible_order()
        if not order:
            return False
        current = self.selected if self.selected in order else self.focus_slot
        index = order.index(current) if current in order else (-1 if delta > 0 else 0)
        self.focus_slot = self.selected = order[(index + delta) % len(order)]
        self.update()
        self.stepped.emit(self.selected)
        return True

    def select(self, slot: int) -> None:
        """Select ``slot`` and give it the focus ring (a hint points at it), without a signal."""
        self.focus_slot = self.selected = slot
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        order = self.accessible_order()
        if self.selected in order:
            self.focus_slot = self.selected  # the focus ring is on the selected card, never elsewhere
        elif self.focus_slot not in order:
            self.focus_slot = order[0] if order else None
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self.model is not None:
            slot = self.slot_at(QPointF(event.pos()))
            found = self.model.slot(slot) if slot is not None else None
            if found is not None:
                QToolTip.showText(event.globalPos(), self.tooltip_for(found), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def tooltip_for(self, s: SlotModel) -> str:
        assert self.model is not None
        if s.card is None:
            return translate("DuelTable", "A face-down card of age {age}.").format(age=_roman(self.model.age))
        city = self.model.cities[self.model.viewer]
        return texts.card_tooltip(s.card, s.offer, city.coins, self.model.discard_value)


def _roman(age: int) -> str:
    return {1: "I", 2: "II", 3: "III"}.get(age, str(age))
