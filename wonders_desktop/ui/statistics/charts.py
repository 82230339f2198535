"""The statistics page's plain charts, drawn with QPainter (no chart library): the recent form as a
row of wins and losses, the score of the last games as a line, and the win rate per bot level as bars.

Each chart is given plain numbers and words by the page (nothing here reads the store), sizes itself in
lines of its font, and draws in the theme's colours. A win is marked by shape and letter as well as
colour, so the charts read without colour too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from wonders_desktop.ui.platform import theme

WIN_COLOUR = "#3d8b40"
LOSS_COLOUR = "#b0493a"


@dataclass(frozen=True, slots=True)
class Point:
    """One game on a chart: its score, whether it was won, and the words of its tooltip."""

    score: int
    won: bool
    tip: str = ""


class _Chart(QWidget):
    """What the charts share: an empty text, a preferred height in lines, the theme's colours."""

    LINES = 8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        line = QFontMetrics(self.font()).height()
        return QSize(line * 20, line * self.LINES)

    def minimumSizeHint(self) -> QSize:
        line = QFontMetrics(self.font()).height()
        return QSize(line * 10, line * max(2, self.LINES // 2))

    def _empty(self, painter: QPainter) -> None:
        painter.setPen(QColor(theme.current().muted))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(QRectF(self.rect()), flags, self.empty_text)


class FormStrip(_Chart):
    """The last results, oldest left: a filled square with a W for a win, an outlined one for a loss."""

    LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[Point] = []
        self.letters = ("W", "L")

    def set_points(self, points: Sequence[Point], letters: tuple[str, str]) -> None:
        self.points, self.letters = list(points), letters
        self.setToolTip("\n".join(point.tip for point in self.points if point.tip))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.points:
            self._empty(painter)
            return
        side = min(self.height() - 4.0, QFontMetrics(self.font()).height() * 2.0)
        gap = side / 4
        for index, point in enumerate(self.points):
            box = QRectF(2 + index * (side + gap), (self.height() - side) / 2, side, side)
            colour = QColor(WIN_COLOUR if point.won else LOSS_COLOUR)
            painter.setPen(QPen(colour, 2))
            painter.setBrush(colour if point.won else QColor(theme.current().surface))
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor("#ffffff") if point.won else colour)
            font = painter.font()
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.letters[0 if point.won else 1])


class ScoreChart(_Chart):
    """The score of each of the last games, oldest left, joined by a line; wins are filled dots (the
    legend in the top right corner says so)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[Point] = []
        self.legend = ("won", "lost")

    def set_points(self, points: Sequence[Point], legend: tuple[str, str]) -> None:
        self.points, self.legend = list(points), legend
        self.setToolTip("\n".join(point.tip for point in self.points[-10:] if point.tip))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.points:
            self._empty(painter)
            return
        palette = theme.current()
        metrics = QFontMetrics(self.font())
        top = max(point.score for point in self.points)
        ceiling = max(10, -(-top // 10) * 10)  # the next ten up
        left = metrics.horizontalAdvance(str(ceiling)) + 10
        plot = QRectF(
            left, metrics.height() * 1.6, self.width() - left - 10, self.height() - metrics.height() * 2.2
        )
        self._grid(painter, plot, ceiling, metrics)
        step = plot.width() / max(1, len(self.points) - 1)
        spots = [
            QPointF(
                plot.left() + (index * step if len(self.points) > 1 else plot.width() / 2),
                plot.bottom() - plot.height() * point.score / ceiling,
            )
            for index, point in enumerate(self.points)
        ]
        painter.setPen(QPen(QColor(palette.accent), 2))
        for start, end in pairwise(spots):
            painter.drawLine(start, end)
        radius = max(3.0, metrics.height() / 4)
        for spot, point in zip(spots, self.points, strict=True):
            _dot(painter, spot, radius, point.won)
        self._legend(painter, metrics, radius)

    def _legend(self, painter: QPainter, metrics: QFontMetrics, radius: float) -> None:
        """ "● won  ○ lost" in the top right corner, above the plot."""
        x = float(self.width() - 4)
        y = metrics.height() / 2
        for won, text in ((False, self.legend[1]), (True, self.legend[0])):
            x -= metrics.horizontalAdvance(text)
            painter.setPen(QColor(theme.current().muted))
            painter.drawText(QPointF(x, y + metrics.ascent() / 2 - 1), text)
            x -= radius + 6
            _dot(painter, QPointF(x, y), radius, won)
            x -= radius + 14

    def _grid(self, painter: QPainter, plot: QRectF, ceiling: int, metrics: QFontMetrics) -> None:
        palette = theme.current()
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - plot.height() * fraction
            painter.setPen(QPen(QColor(palette.border), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(palette.muted))
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height())
            painter.drawText(
                label,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(round(ceiling * fraction)),
            )


class RateBars(_Chart):
    """One bar per group (a bot level): its name, a bar of its win rate, the rate and games as text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, float, str]] = []

    def set_bars(self, bars: Sequence[tuple[str, float, str]]) -> None:
        """``(name, rate 0..1, text beside the bar)`` per bar, top to bottom."""
        self.bars = list(bars)
        self.updateGeometry()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.bars:
            self._empty(painter)
            return
        palette = theme.current()
        metrics = QFontMetrics(self.font())
        names = max(metrics.horizontalAdvance(name) for name, _, _ in self.bars) + 12
        texts = max(metrics.horizontalAdvance(text) for _, _, text in self.bars) + 12
        row = min(self.height() / len(self.bars), metrics.height() * 2.2)
        room = max(10.0, self.width() - names - texts)
        for index, (name, rate, text) in enumerate(self.bars):
            y = index * row
            middle = Qt.AlignmentFlag.AlignVCenter
            painter.setPen(QColor(palette.text))
            painter.drawText(QRectF(0, y, names - 12, row), Qt.AlignmentFlag.AlignRight | middle, name)
            track = QRectF(names, y + row * 0.2, room, row * 0.6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(palette.surface_alt))
            painter.drawRoundedRect(track, 4, 4)
            painter.setBrush(QColor(palette.accent))
            painter.drawRoundedRect(
                QRectF(track.left(), track.top(), track.width() * rate, track.height()), 4, 4
            )
            painter.setPen(QColor(palette.muted))
            painter.drawText(
                QRectF(names + room + 8, y, texts, row), Qt.AlignmentFlag.AlignLeft | middle, text
            )


def _dot(painter: QPainter, centre: QPointF, radius: float, won: bool) -> None:
    """A game on the chart: filled when won, outlined when lost."""
    colour = QColor(WIN_COLOUR if won else LOSS_COLOUR)
    painter.setPen(QPen(colour, 2))
    painter.setBrush(colour if won else QColor(theme.current().surface))
    painter.drawEllipse(centre, radius, radius)
