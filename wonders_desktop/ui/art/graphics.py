"""The kit's cards and tokens as QGraphicsObjects, for tables built on a QGraphicsScene (animations).

They paint with the same painter as the widgets, so a card looks the same in a widget and on a scene;
icons follow the view's zoom (``icons.device_scale``), so a zoomed card stays sharp. Items emit
``clicked`` on a mouse click, or on Space/Enter when they have keyboard focus (``setFocus``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from wonders_desktop.ui.art.cardface import CardBack, CardFace
from wonders_desktop.ui.art.painter import CARD_ASPECT, CardState, Emphasis, paint_card, paint_token
from wonders_desktop.ui.art.palette import art_palette

_ACTIVATE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)


class _ClickableItem(QGraphicsObject):
    """Hover, click, focus and keyboard activation shared by the card and token items."""

    clicked = Signal()
    hoveredChanged = Signal(bool)

    def __init__(self, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = QSizeF(size)
        self._state = CardState()
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._size.width(), self._size.height())

    def set_size(self, size: QSizeF) -> None:
        self.prepareGeometryChange()
        self._size = QSizeF(size)

    def state(self) -> CardState:
        return self._state

    def set_state(self, state: CardState) -> None:
        """Emphasis, badge and selection from the caller; hover and focus stay the item's own."""
        old = self._state
        self._state = CardState(state.emphasis, state.badge, state.selected, old.hovered, self.hasFocus())
        selectable = state.emphasis is Emphasis.HIGHLIGHTED
        self.setCursor(Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor)
        self.update()

    def _set_flags(self, hovered: bool | None = None, focused: bool | None = None) -> None:
        old = self._state
        new_hover = old.hovered if hovered is None else hovered
        self._state = CardState(
            old.emphasis, old.badge, old.selected, new_hover, old.focused if focused is None else focused
        )
        if new_hover != old.hovered:
            self.hoveredChanged.emit(new_hover)
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._set_flags(hovered=True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._set_flags(hovered=False)
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._set_flags(focused=True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._set_flags(focused=False)
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()  # the release comes to this item only if the press was accepted
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(event.pos()):
            self.clicked.emit()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ACTIVATE_KEYS and not event.isAutoRepeat():
            self.clicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class CardItem(_ClickableItem):
    """A card (face or back) on a scene, ``width`` logical units wide (height from ``CARD_ASPECT``
    unless ``height`` is given — a landscape size gives a chip)."""

    def __init__(
        self,
        face: CardFace | CardBack,
        width: float,
        height: float | None = None,
        parent: QGraphicsItem | None = None,
        *,
        state: CardState | None = None,
        tooltip: str = "",
    ) -> None:
        super().__init__(QSizeF(width, height if height is not None else width / CARD_ASPECT), parent)
        self._face = face
        self.setToolTip(tooltip)
        if state is not None:
            self.set_state(state)

    def face(self) -> CardFace | CardBack:
        return self._face

    def set_face(self, face: CardFace | CardBack, tooltip: str | None = None) -> None:
        self._face = face
        if tooltip is not None:
            self.setToolTip(tooltip)
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_card(painter, self.boundingRect(), self._face, self._state, art_palette())


class TokenItem(_ClickableItem):
    """A round token on a scene (see ``paint_token``), ``diameter`` logical units wide."""

    def __init__(
        self,
        icon: str = "",
        diameter: float = 40.0,
        parent: QGraphicsItem | None = None,
        *,
        number: int | str | None = None,
        kind: str = "plain",
        tooltip: str = "",
    ) -> None:
        super().__init__(QSizeF(diameter, diameter), parent)
        self._icon = icon
        self._number = number
        self._kind = kind
        self.setToolTip(tooltip)

    def set_token(self, icon: str = "", *, number: int | str | None = None, kind: str | None = None) -> None:
        self._icon = icon
        self._number = number
        if kind is not None:
            self._kind = kind
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_token(painter, self.boundingRect(), self._icon, number=self._number, kind=self._kind,
                    state=self._state, palette=art_palette())  # fmt: skip
