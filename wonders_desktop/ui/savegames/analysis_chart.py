"""The win chance over a game, drawn with QPainter: the played move's line, the best move's, the gap
between them shaded, and each marked decision as a coloured dot a click opens.

x is the analysed seat's decision (first to last), y the estimated win chance (0 to 100 %). The chart
only draws what the analysis says; it decides nothing and knows no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QToolTip, QWidget

from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.platform import theme

translate = QCoreApplication.translate

MARK_COLOURS = {"fine": "#3d8b40", "inaccuracy": "#d9a520", "mistake": "#e07b24", "blunder": "#c0392b"}
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 18, 34, 34
CLICK_REACH = 12  # pixels around a decision's x that count as clicking it
DOT = 5.5  # radius of a marked decision's dot; a fine one is smaller
FINE_DOT = 3.0


def mark_text(mark: str) -> str:
    """A mark in the player's language (chess words: the marks mean what they mean there)."""
    names = {
        "fine": translate("Analysis", "Fine"),
        "inaccuracy": translate("Analysis", "Inaccuracy"),
        "mistake": translate("Analysis", "Mistake"),
        "blunder": translate("Analysis", "Blunder"),
    }
    return names.get(mark, mark)


@dataclass(frozen=True, slots=True)
class Point:
    """One decision on the chart."""

    index: int
    win_played: float
    win_best: float
    mark: str
    tip: str


class AnalysisChart(QWidget):
    """``decisionClicked(row)``: the player clicked the dot (or the column) of the ``row``-th decision."""

    decisionClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisChart")
        self.setMinimumHeight(220)
        self.setMouseTracking(True)
        self.points: list[Point] = []
        self.total = 0  # decisions the finished analysis will have (the x axis is laid out for them)

    def set_points(self, points: Sequence[Point], total: int) -> None:
        self.points = list(points)
        self.total = max(total, len(self.points))
        self.update()

    # --- geometry ----------------------------------------------------------------------------------
    def plot_rect(self) -> QRectF:
        return QRectF(
            MARGIN_LEFT,
            MARGIN_TOP,
            max(1, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
            max(1, self.height() - MARGIN_TOP - MARGIN_BOTTOM),
        )

    def x_of(self, row: int) -> float:
        rect = self.plot_rect()
        if self.total <= 1:
            return rect.center().x()
        return rect.left() + rect.width() * row / (self.total - 1)

    def y_of(self, chance: float) -> float:
        rect = self.plot_rect()
        return rect.bottom() - rect.height() * max(0.0, min(1.0, chance))

    def row_at(self, x: float) -> int | None:
        """The decision whose x is nearest ``x``, if within reach."""
        if not self.points:
            return None
        row = min(range(len(self.points)), key=lambda r: abs(self.x_of(r) - x))
        return row if abs(self.x_of(row) - x) <= CLICK_REACH else None

    # --- drawing -----------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = theme.current()
        painter.fillRect(self.rect(), QColor(colours.surface))
        self._grid(painter, colours)
        if self.points:
            self._gap(painter)
            self._line(
                painter, [p.win_best for p in self.points], QColor(colours.muted), Qt.PenStyle.DashLine
            )
            self._line(
                painter, [p.win_played for p in self.points], QColor(colours.accent), Qt.PenStyle.SolidLine
            )
            self._dots(painter, colours)
        self._legend(painter, colours)
        painter.end()

    def _grid(self, painter: QPainter, colours: theme.Palette) -> None:
        rect = self.plot_rect()
        metrics = QFontMetrics(self.font())
        for step in range(5):
            chance = step / 4
            y = self.y_of(chance)
            painter.setPen(QPen(QColor(colours.border), 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(QColor(colours.muted))
            label = translate("Analysis", "{percent} %").format(percent=numbers.whole(chance * 100))
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, MARGIN_LEFT - 8, metrics.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        if self.total:
            every = max(1, round(self.total / 12))
            for row in range(0, self.total, every):
                x = self.x_of(row)
                painter.drawText(
                    QRectF(x - 20, rect.bottom() + 4, 40, metrics.height()),
                    int(Qt.AlignmentFlag.AlignCenter),
                    str(row + 1),
                )
        painter.drawText(
            QRectF(rect.left(), rect.bottom() + 6 + metrics.height(), rect.width(), metrics.height()),
            int(Qt.AlignmentFlag.AlignRight),
            translate("Analysis", "Your decisions, first to last"),
        )

    def _gap(self, painter: QPainter) -> None:
        """The win chance given up: shaded between the best move's line and the played move's."""
        path = QPainterPath()
        path.moveTo(self.x_of(0), self.y_of(self.points[0].win_best))
        for row, point in enumerate(self.points):
            path.lineTo(self.x_of(row), self.y_of(point.win_best))
        for row in range(len(self.points) - 1, -1, -1):
            path.lineTo(self.x_of(row), self.y_of(self.points[row].win_played))
        path.closeSubpath()
        shade = QColor(MARK_COLOURS["blunder"])
        shade.setAlpha(55)
        painter.fillPath(path, shade)

    def _line(self, painter: QPainter, values: list[float], colour: QColor, style: Qt.PenStyle) -> None:
        painter.setPen(QPen(colour, 2.0, style))
        for row in range(1, len(values)):
            painter.drawLine(
                QPointF(self.x_of(row - 1), self.y_of(values[row - 1])),
                QPointF(self.x_of(row), self.y_of(values[row])),
            )

    def _dots(self, painter: QPainter, colours: theme.Palette) -> None:
        for row, point in enumerate(self.points):
            centre = QPointF(self.x_of(row), self.y_of(point.win_played))
            if point.mark == "fine":
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(colours.accent))
                painter.drawEllipse(centre, FINE_DOT, FINE_DOT)
                continue
            painter.setPen(QPen(QColor(colours.surface), 1.5))
            painter.setBrush(QColor(MARK_COLOURS.get(point.mark, colours.muted)))
            painter.drawEllipse(centre, DOT, DOT)

    def _legend(self, painter: QPainter, colours: theme.Palette) -> None:
        metrics = QFontMetrics(self.font())
        x, y = float(MARGIN_LEFT), MARGIN_TOP / 2
        painter.setPen(QColor(colours.text))
        title = translate("Analysis", "Win chance")
        painter.drawText(QPointF(x, y + metrics.ascent() / 2 - 1), title)
        x += metrics.horizontalAdvance(title) + 24
        for text, colour, style in (
            (translate("Analysis", "Move played"), colours.accent, Qt.PenStyle.SolidLine),
            (translate("Analysis", "Best move found"), colours.muted, Qt.PenStyle.DashLine),
        ):
            painter.setPen(QPen(QColor(colour), 2.0, style))
            painter.drawLine(QPointF(x, y), QPointF(x + 22, y))
            x += 28
            painter.setPen(QColor(colours.text))
            painter.drawText(QPointF(x, y + metrics.ascent() / 2 - 1), text)
            x += metrics.horizontalAdvance(text) + 18
        for mark in ("inaccuracy", "mistake", "blunder"):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(MARK_COLOURS[mark]))
            painter.drawEllipse(QPointF(x + DOT, y), DOT, DOT)
            x += 2 * DOT + 6
            painter.setPen(QColor(colours.text))
            painter.drawText(QPointF(x, y + metrics.ascent() / 2 - 1), mark_text(mark))
            x += metrics.horizontalAdvance(mark_text(mark)) + 16

    # --- the mouse ---------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        row = self.row_at(event.position().x())
        if row is not None and event.button() == Qt.MouseButton.LeftButton:
            self.decisionClicked.emit(row)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        near = self.row_at(event.position().x()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if near else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            row = self.row_at(event.pos().x())
            if row is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.points[row].tip, self)
            return True
        return super().event(event)
