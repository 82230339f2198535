"""One keyboard focus model for every table: the arrow keys move the table's selection, always.

A click on an action button, a payment option or any other button of a table gives that button the
keyboard focus, and Qt's buttons then take ←/→ to walk between buttons: "→ → B" built the card chosen
before the arrows, not the one the player meant. ``ArrowKeys`` watches the widget that holds the focus
inside its table and hands every plain arrow key to the table's ``step`` (the hand in 7 Wonders, the
accessible cards of the Duel structure, the pieces the Architects viewer may use now), whatever widget
got the last click. Widgets that need the arrows themselves keep them: text fields, lists, spin boxes,
and a radio button its ↑/↓ (choosing in its own list). Tab still walks every button, and Enter presses
the focused button (as Space does; Qt's own buttons take Enter only in a dialog).

When the focused widget of the table disappears (a button hidden or rebuilt after a move, the card just
played), Qt would pass the focus to the next widget of the window, outside the table or to any button
of it; ``home`` brings it back to the table's selection instead, so the next arrow still moves a card.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QTextEdit,
    QWidget,
)

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
OWN_ARROWS = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox, QComboBox, QAbstractSlider,
              QAbstractItemView)  # fmt: skip


def keeps_arrow(widget: QWidget, key: int) -> bool:
    """Whether ``widget`` needs the arrow ``key`` for itself (editing, a list, a radio button's ↑/↓)."""
    if isinstance(widget, OWN_ARROWS):
        return True
    return isinstance(widget, QRadioButton) and key in (Qt.Key.Key_Up, Qt.Key.Key_Down)


class ArrowKeys(QObject):
    """Routes the arrow keys pressed anywhere in ``table`` to ``step(±1)`` (True: the selection moved,
    the key is used; False: nothing to select now, the focused widget gets the key as usual), and gives
    the focus back to the table's selection with ``home()`` when the focused widget disappears."""

    def __init__(
        self, table: QWidget, step: Callable[[int], bool], home: Callable[[], None] | None = None
    ) -> None:
        super().__init__(table)
        self._table = table
        self._step = step
        self._home = home
        self._watched: QWidget | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)  # a bound method: dropped with this object
        self._focus_changed(None, QApplication.focusWidget())

    def _inside(self, widget: QWidget | None) -> bool:
        # The table may be going away itself (a new game replaced it while one of its cards had the focus)
        if widget is None or not shiboken6.isValid(widget) or not shiboken6.isValid(self._table):
            return False
        return self._table.isAncestorOf(widget)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        watched = self._watched
        if watched is not None and shiboken6.isValid(watched):
            watched.removeEventFilter(self)
        self._watched = None
        if self._inside(new):
            assert new is not None
            new.installEventFilter(self)
            self._watched = new
        if self._home is not None and self._inside(old) and self._lost(old):
            self._home()  # the focused widget went away under the player: back to the selection

    @staticmethod
    def _lost(widget: QWidget | None) -> bool:
        """The widget lost the focus because it was hidden or disabled, not because the player left."""
        return widget is not None and (not widget.isVisible() or not widget.isEnabled())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or watched is not self._watched:
            return False
        assert isinstance(event, QKeyEvent) and isinstance(watched, QWidget)
        if event.key() in ENTER and event.modifiers() in PLAIN and isinstance(watched, QPushButton):
            if watched.isEnabled():
                watched.click()  # Enter presses the focused button, as Space does, on every table
            return True
        delta = ARROWS.get(Qt.Key(event.key()))
        if delta is None or event.modifiers() not in PLAIN or keeps_arrow(watched, event.key()):
            return False
        return self._step(delta)
