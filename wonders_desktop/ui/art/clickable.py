"""The behaviour every clickable piece of a drawn table shares: hover, a press-and-release click, Space
or Enter with keyboard focus, a repaint when hover or focus changes.

One base for all tables, so a card of the hand, a token, a deck and a wonder stage answer the mouse and
the keyboard the same way (the kit's ``CardWidget`` and ``TokenWidget``, the Architects' decks, stage
pieces and tokens). What a piece looks like in each state is its own business (``flags_changed``); a
piece that cannot be used now says so with ``accepts_clicks``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QEnterEvent, QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QWidget

ACTIVATE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)


class Clickable(QWidget):
    """A painted widget that emits ``clicked`` on a left click (pressed and released on it) or on an
    activation key, and ``hoveredChanged`` when the mouse comes or goes."""

    clicked = Signal()
    hoveredChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hovered = False
        self._pressed = False
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)

    def accepts_clicks(self) -> bool:
        """Whether a click or an activation key uses the piece now (a piece at rest lets them through)."""
        return True

    def is_hovered(self) -> bool:
        return self._hovered

    def flags_changed(self, hovered: bool | None = None, focused: bool | None = None) -> None:
        """Hover or focus changed (``None``: that one did not): repaint. Subclasses keep their state."""
        self.update()

    def _set_hovered(self, hovered: bool) -> None:
        changed = hovered != self._hovered
        self._hovered = hovered
        self.flags_changed(hovered=hovered)
        if changed:
            self.hoveredChanged.emit(hovered)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._set_hovered(True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hovered(False)
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.flags_changed(focused=True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.flags_changed(focused=False)
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.accepts_clicks():
            self._pressed = True
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._pressed:
            self._pressed = False
            if self.accepts_clicks() and self.rect().contains(event.position().toPoint()):
                self.clicked.emit()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ACTIVATE_KEYS and not event.isAutoRepeat() and self.accepts_clicks():
            self.clicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)
