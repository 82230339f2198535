"""The Architects scoring pad as printed: one tinted row per category (stages, blue cards, cat, military,
Progress tokens) with its symbol, a column per player, the totals, and the tie-break row (stages built).
The winner's column stands out. Drawn like the other tables' pads, so the three games read alike."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.ui.art.drawing import wrap_lines
from wonders_desktop.ui.art.palette import art_palette, mix
from wonders_desktop.ui.language.i18n import words_of
from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.architects import faces, texts

translate = texts.translate
# The printed pad's row tints (the card colours of ``theme.CARD_COLOURS`` where a row is a card's).
ROW_COLOURS = {
    "wonder": QColor("#b08d4a"),
    "blue": QColor(theme.CARD_COLOURS["blue"]),
    "cat": QColor("#d9954f"),
    "military": QColor(theme.CARD_COLOURS["red"]),
    "progress": QColor(theme.CARD_COLOURS["green"]),
    "stages": QColor("#8a7a66"),
}
ROW_DEFAULT = QColor("#888888")
ROW_ICONS = {"wonder": "pyramid", "blue": "laurel", "cat": "cat", "military": "victory_3"}
TIE_BREAK = "stages"
HEADER_LINES = 3  # a player's name in a narrow column (seven players): at most this many lines


class ScorePad(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePad")
        self.outcome: Outcome | None = None
        self.players: list[str] = []
        self.stages: list[int] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_outcome(self, outcome: Outcome, players: Sequence[str], stages: Sequence[int]) -> None:
        self.outcome, self.players, self.stages = outcome, list(players), list(stages)
        self.updateGeometry()
        self.update()

    def rows(self) -> list[str]:
        if self.outcome is None:
            return []
        return [name for name, _ in self.outcome.scores[0].categories] + ["total", TIE_BREAK]

    def value(self, category: str, seat: int) -> int:
        assert self.outcome is not None
        score = self.outcome.scores[seat]
        if category == "total":
            return score.total
        if category == TIE_BREAK:
            return self.stages[seat]
        return score[category]

    def label(self, category: str) -> str:
        if category == TIE_BREAK:
            return translate("ArchitectsTable", "Stages built (tie-break)")
        return category_name(category, texts.GAME, words=words_of())  # the plain words, as printed

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _header_lines(self, name: str, width: int) -> list[str]:
        """A player's name on one line, or broken at its spaces when the column is narrow (``Medium bot``
        / ``2``; seven players in Portuguese: ``Robô`` / ``Aleatório 1``); only a word wider than the
        column is elided."""
        metrics = QFontMetricsF(self._bold())
        if metrics.horizontalAdvance(name) <= width or " " not in name:
            return [metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)]
        head, _, last = name.rpartition(" ")
        if metrics.horizontalAdvance(head) <= width:
            return [head, last]
        return wrap_lines(metrics, name, float(width), HEADER_LINES)

    def _metrics(self) -> tuple[int, int, int]:
        """(row height, label column width, player column width) for the widget's width."""
        line = self.fontMetrics().height()
        label_w = max((self.fontMetrics().horizontalAdvance(self.label(c)) for c in self.rows()), default=0)
        label_w += round(line * 2.6)
        count = max(1, len(self.players))
        column = max(line * 3, (self.width() - label_w) // count)
        rows = len(self.rows()) + 2  # the header takes two rows, for up to three lines of a name
        header = QFontMetrics(self._bold()).lineSpacing() * max(
            (len(self._header_lines(name, column - 6)) for name in self.players), default=1
        )
        least = max(round(line * 1.35), math.ceil(header / 2) + 1)
        row_h = max(least, min(round(line * 2.2), self.height() // max(1, rows)))
        return row_h, label_w, column

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        width = max((self.fontMetrics().horizontalAdvance(self.label(c)) for c in self.rows()), default=0)
        return QSize(width + line * 3 + len(self.players) * line * 5, (len(self.rows()) + 2) * line * 2)

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 12, (len(self.rows()) + 2) * round(line * 1.35))

    def paintEvent(self, _event: QPaintEvent) -> None:
        if self.outcome is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row_h, label_w, column = self._metrics()
        self._paint_header(painter, row_h, label_w, column)
        width = label_w + column * len(self.players)
        for index, category in enumerate(self.rows()):
            self._paint_row(painter, QRectF(0, (index + 2) * row_h, width, row_h), category)
        painter.end()

    def _paint_header(self, painter: QPainter, row_h: int, label_w: int, column: int) -> None:
        assert self.outcome is not None
        palette = art_palette()
        painter.setFont(self._bold())
        for seat, name in enumerate(self.players):
            lines = self._header_lines(name, column - 6)
            painter.setPen(palette.accent if seat in self.outcome.winners else palette.text)
            rect = QRectF(label_w + seat * column, 0, column, 2 * row_h)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))

    def _paint_row(self, painter: QPainter, rect: QRectF, category: str) -> None:
        assert self.outcome is not None
        palette = art_palette()
        _, label_w, column = self._metrics()
        total = category == "total"
        if not total:
            colour = ROW_COLOURS.get(category, ROW_DEFAULT)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(mix(palette.surface, colour, 0.16))
            painter.drawRect(rect.adjusted(0, 1, 0, -1))
            painter.setBrush(colour)
            painter.drawRect(QRectF(rect.left(), rect.top() + 1, 5, rect.height() - 2))
            self._paint_icon(painter, rect, category)
        else:
            painter.setPen(palette.text)
            painter.drawLine(rect.topLeft(), rect.topRight())
        font = QFont(self.font())
        font.setBold(total)
        font.setItalic(category == TIE_BREAK)
        painter.setFont(font)
        painter.setPen(palette.text)
        text_rect = QRectF(rect.left() + rect.height() * 1.3, rect.top(), label_w, rect.height())
        align = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        painter.drawText(text_rect, align, self.label(category))
        for seat in range(len(self.players)):
            cell = QRectF(label_w + seat * column, rect.top(), column, rect.height())
            winner = seat in self.outcome.winners
            bold = QFont(font)
            bold.setBold(total or winner)
            painter.setFont(bold)
            painter.setPen(palette.accent if winner else palette.text)
            painter.drawText(cell, int(Qt.AlignmentFlag.AlignCenter), str(self.value(category, seat)))

    @staticmethod
    def _paint_icon(painter: QPainter, rect: QRectF, category: str) -> None:
        side = rect.height() * 0.7
        icon = QRectF(rect.left() + 10, rect.center().y() - side / 2, side, side)
        if category == "progress":
            faces.paint_progress_token(painter, icon, "culture")
        elif category == TIE_BREAK:
            faces.paint_icon(painter, "pyramid", icon)
        elif category == "military":
            faces.paint_military_token(painter, icon)
        elif category in ROW_ICONS:
            faces.paint_icon(painter, ROW_ICONS[category], icon)
