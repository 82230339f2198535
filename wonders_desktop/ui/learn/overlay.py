"""The guide's look: a light veil over the window with a hole around what a step talks about, and a
bubble (the step's words, the line for a wrong move, Next and Leave) placed beside the hole, never on it.

The veil lets every click through (``WA_TransparentForMouseEvents``): the player plays on the real table,
and the guide checks the move, not the clicks. Enter is Next on a step that waits for Next; Esc leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QShortcut,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.platform.screen_fit import hidden

MARGIN = 10  # between the hole and the bubble, and the bubble and the window's edge
RING = 4  # the hole's ring around the highlighted part
BUBBLE_WIDTH = 380


class Veil(QWidget):
    """The dimmed window with its highlighted hole and the arrow from the bubble to it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("learnVeil")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.hole: QRect | None = None
        self.bubble: QRect | None = None
        self.dim = True

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = QColor(theme.current().accent)
        outside = QPainterPath()
        outside.addRect(QRectF(self.rect()))
        if self.hole is not None:
            hole = QPainterPath()
            hole.addRoundedRect(QRectF(self.hole.adjusted(-RING, -RING, RING, RING)), 6, 6)
            outside = outside.subtracted(hole)
        if self.dim:
            painter.fillPath(outside, QColor(0, 0, 0, 70))
        if self.hole is None:
            return
        painter.setPen(QPen(accent, 3))
        painter.drawRoundedRect(QRectF(self.hole.adjusted(-RING, -RING, RING, RING)), 6, 6)
        if self.bubble is not None:
            self._arrow(painter, accent)

    def _arrow(self, painter: QPainter, accent: QColor) -> None:
        """A short arrow from the bubble's edge to the hole's nearest edge."""
        assert self.hole is not None and self.bubble is not None
        target = _nearest(self.hole.adjusted(-RING, -RING, RING, RING), self.bubble.center())
        start = _nearest(self.bubble, target)
        painter.setPen(QPen(accent, 3))
        painter.drawLine(start, target)
        dx, dy = target.x() - start.x(), target.y() - start.y()
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        size = 10.0
        tip = QPointF(target)
        left = QPointF(tip.x() - ux * size + uy * size / 2, tip.y() - uy * size - ux * size / 2)
        right = QPointF(tip.x() - ux * size - uy * size / 2, tip.y() - uy * size + ux * size / 2)
        painter.setBrush(accent)
        painter.drawPolygon(QPolygonF([tip, left, right]))


def _nearest(rect: QRect, point: QPoint) -> QPoint:
    """The point of ``rect`` nearest to ``point``."""
    x = min(max(point.x(), rect.left()), rect.right())
    y = min(max(point.y(), rect.top()), rect.bottom())
    return QPoint(x, y)


class Bubble(QFrame):
    """The step's words, the wrong-move line, the step counter, Next and Leave."""

    nextRequested = Signal()
    leaveRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("learnBubble")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.text = QLabel(self)
        self.text.setObjectName("learnText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.wrong = QLabel(self)
        self.wrong.setObjectName("learnWrong")
        self.wrong.setWordWrap(True)
        self.wrong.setProperty("role", "accent")
        self.wrong.hide()
        self.counter = QLabel(self)
        self.counter.setProperty("role", "muted")
        self.next = QPushButton(self)
        self.next.setObjectName("learnNext")
        self.next.setProperty("primary", True)
        self.next.clicked.connect(self.nextRequested)
        self.leave = QPushButton(self)
        self.leave.setObjectName("learnLeave")
        self.leave.clicked.connect(self.leaveRequested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.counter, 1)
        buttons.addWidget(self.leave)
        buttons.addWidget(self.next)
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 10, 12, 10)
        column.addWidget(self.text)
        column.addWidget(self.wrong)
        column.addLayout(buttons)
        palette = theme.current()  # a style sheet's frame paints no background unless it is told one
        self.setStyleSheet(
            f"QFrame#learnBubble {{ background: {palette.surface}; color: {palette.text};"
            f" border: 2px solid {palette.accent}; border-radius: 8px; }}"
        )

    def show_words(self, text: str, counter: str, next_text: str | None, leave_text: str) -> None:
        """Show ``text``; ``next_text`` None: the step waits for a move, no Next button."""
        self.text.setText(text)
        self.wrong.hide()
        self.counter.setText(counter)
        self.next.setVisible(next_text is not None)
        self.next.setText(next_text or "")
        self.leave.setText(leave_text)

    def show_wrong(self, line: str) -> None:
        self.wrong.setText(line)
        self.wrong.show()


class GuideOverlay(QObject):
    """The veil and the bubble over ``window``, kept in place as the window and the table move; ``keep``
    gives what the bubble should not hide (window coordinates), asked at each placing."""

    nextRequested = Signal()
    leaveRequested = Signal()

    def __init__(self, window: QWidget, keep: Callable[[], Sequence[QRect]] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.keep = keep
        self.veil = Veil(window)
        self.bubble = Bubble(window)
        self.bubble.nextRequested.connect(self.nextRequested)
        self.bubble.leaveRequested.connect(self.leaveRequested)
        self.enter = QShortcut(QKeySequence(Qt.Key.Key_Return), window)
        self.enter.activated.connect(self._enter)
        self.enter_pad = QShortcut(QKeySequence(Qt.Key.Key_Enter), window)
        self.enter_pad.activated.connect(self._enter)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self.escape.activated.connect(self.leaveRequested)
        self._shortcuts(False)
        self.veil.hide()
        self.bubble.hide()
        window.installEventFilter(self)

    def _shortcuts(self, on: bool) -> None:
        self.escape.setEnabled(on)
        waits_next = on and self.bubble.next.isVisible()
        self.enter.setEnabled(waits_next)  # a move step leaves Enter to the table
        self.enter_pad.setEnabled(waits_next)

    def _enter(self) -> None:
        if self.bubble.isVisible() and self.bubble.next.isVisible():
            self.nextRequested.emit()

    def show(self, hole: QRect | None, dim: bool) -> None:
        """Show the bubble (already filled) beside ``hole`` (window coordinates; None: no hole)."""
        self.veil.setGeometry(self._area())
        self.veil.dim = dim
        self.veil.show()
        self.bubble.show()
        self.veil.raise_()
        self.bubble.raise_()
        self.place(hole)
        self._shortcuts(True)

    def hide(self) -> None:
        self.veil.hide()
        self.bubble.hide()
        self._shortcuts(False)

    def visible(self) -> bool:
        return self.bubble.isVisible()

    def _area(self) -> QRect:
        return self.window.rect()

    def place(self, hole: QRect | None) -> None:
        """Put the bubble beside ``hole`` inside the window, off the hole and off what ``keep`` gives where
        it can; redraw the veil."""
        keep = self.keep() if self.keep is not None else ()
        area = self._area().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        width = min(BUBBLE_WIDTH, max(240, area.width() // 3))
        height = self.bubble.heightForWidth(width)
        if height <= 0:
            height = self.bubble.sizeHint().height()
        height = max(height, self.bubble.minimumSizeHint().height())
        self.bubble.setGeometry(bubble_rect(area, hole, width, height, keep))
        veil_hole = hole.translated(-self.veil.pos()) if hole is not None else None
        self.veil.hole = veil_hole
        self.veil.bubble = self.bubble.geometry().translated(-self.veil.pos()) if hole is not None else None
        self.veil.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize and self.visible():
            self.veil.setGeometry(self._area())
        return False


def bubble_rect(
    area: QRect, hole: QRect | None, width: int, height: int, keep: Sequence[QRect] = ()
) -> QRect:
    """Where a ``width`` x ``height`` bubble goes: beside ``hole`` (below, above, right of or left of it,
    in that order of preference) inside ``area``, never on it, and hiding as little as it can of ``keep``
    (the lines a step must not hide: a city's name and coins). Centred on the hole's side first, else
    slid along that side; when no side has the room, the corner of ``area`` that overlaps the hole least."""
    if hole is None:
        return QRect(area.center().x() - width // 2, area.center().y() - height // 2, width, height)
    ring = hole.adjusted(-RING - MARGIN, -RING - MARGIN, RING + MARGIN, RING + MARGIN)
    middle_x = min(max(hole.center().x() - width // 2, area.left()), area.right() - width)
    middle_y = min(max(hole.center().y() - height // 2, area.top()), area.bottom() - height)
    xs = _slides(middle_x, area.left(), area.right() - width + 1)
    ys = _slides(middle_y, area.top(), area.bottom() - height + 1)
    sides = [
        [QRect(x, ring.bottom() + 1, width, height) for x in xs],
        [QRect(x, ring.top() - height, width, height) for x in xs],
        [QRect(ring.right() + 1, y, width, height) for y in ys],
        [QRect(ring.left() - width, y, width, height) for y in ys],
    ]
    fitting = [  # hiding the least, then the nearest the middle of its side, then the side's rank
        (hidden(rect, keep), abs(rect.x() - middle_x) if side < 2 else abs(rect.y() - middle_y), side, rect)
        for side, rects in enumerate(sides)
        for rect in rects
        if area.contains(rect) and not rect.intersects(ring)
    ]
    if fitting:
        return min(fitting, key=lambda found: found[:3])[3]
    corners = [
        QRect(area.left(), area.top(), width, height),
        QRect(area.right() - width, area.top(), width, height),
        QRect(area.left(), area.bottom() - height, width, height),
        QRect(area.right() - width, area.bottom() - height, width, height),
    ]
    return min(corners, key=lambda rect: (hidden(rect, [hole]), hidden(rect, keep)))


SLIDE = 20  # the step, in pixels, of the places tried along a side of the hole


def _slides(middle: int, first: int, end: int) -> list[int]:
    """``middle`` then every ``SLIDE`` pixels from ``first`` to ``end`` (excluded) beside it."""
    return [middle, *range(first, max(first, end), SLIDE), max(first, end - 1)]
