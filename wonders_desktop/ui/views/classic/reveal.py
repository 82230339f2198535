"""The reveal: after every pick is in, what each city did this turn, readable at a glance.

One line per city, in seat order: a small card (the structure built, or a card back for a wonder stage
or a card discarded face down), the player's name and what happened (with coins paid to neighbours).
At the end of an age the conflicts follow: the tokens each city took. The strip fades in (the
animation setting's duration, skippable with a click) and stays until the next turn is revealed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.art.cardface import CardBack, CardFace
from wonders_desktop.ui.art.painter import CardSize
from wonders_desktop.ui.views.classic.hand import TableCard as TileCard


class ElidedLabel(QLabel):
    """One line of plain text, elided (…) when narrow — the full text stays in the tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_full_text(text)

    def set_full_text(self, text: str) -> None:
        if text != self._full:
            self._full = text
            self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 2, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, self.width()))
        if shown != self.text():
            self.setText(shown)


@dataclass(frozen=True, slots=True)
class RevealLine:
    """What one city did: the card shown (face, back or none), who and what, in words."""

    city: int
    who: str
    text: str
    face: CardFace | CardBack | None
    tooltip: str = ""
    note: str = ""  # a few words under the player's name: "chain", "stage 2", "+3 coins", "pays 2"


class RevealStrip(QFrame):
    """The last turn's actions of every city; click or × to put it away."""

    dismissed = Signal()
    COLUMNS_MAX = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setProperty("role", "accent")
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setObjectName("revealClose")
        self.close_button.clicked.connect(self.dismiss)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        layout.addLayout(top)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        layout.addLayout(self.grid)
        self.extra = QLabel(self)
        self.extra.setWordWrap(True)
        layout.addWidget(self.extra)
        self.lines: list[RevealLine] = []
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._effect.setEnabled(False)  # only while fading: an effect renders the strip off-screen each paint
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._fade.finished.connect(lambda: self._effect.setEnabled(False))
        self.hide()

    def show_lines(
        self, title: str, lines: Sequence[RevealLine], extra: str, columns: int, duration_ms: int
    ) -> None:
        """One tile per city (the card on top, the player and the action below), ``columns`` a row."""
        self.title.setText(title)
        self._clear()
        self.lines = list(lines)
        columns = max(1, columns)
        for position, line in enumerate(lines):
            self.grid.addWidget(self._tile(line), position // columns, position % columns)
        for column in range(columns):
            self.grid.setColumnStretch(column, 1)
        self.extra.setText(extra)
        self.extra.setVisible(bool(extra))
        self.show()
        self._fade.stop()
        if duration_ms > 0:
            self._effect.setEnabled(True)
            self._effect.setOpacity(0.0)
            self._fade.setDuration(duration_ms)
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.start()
        else:
            self._effect.setEnabled(False)

    def _tile(self, line: RevealLine) -> QWidget:
        tile = QWidget(self)
        column = QVBoxLayout(tile)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        full = f"<b>{html.escape(line.who)}</b> {html.escape(line.text)}"
        if line.face is not None:
            card = TileCard(line.face, CardSize.CHIP, tile, tooltip=line.tooltip or full)
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            card.setMinimumWidth(self.fontMetrics().height() * 4)
            card.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            column.addWidget(card)
        label = ElidedLabel(f"{line.who} — {line.note}" if line.note else line.who, tile)
        label.setToolTip(full)
        column.addWidget(label)
        tile.setToolTip(full)
        return tile

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def running(self) -> bool:
        return self._fade.state() == QPropertyAnimation.State.Running

    def skip(self) -> None:
        """End the fade at once (a click, or the screenshot/tests waiting)."""
        if self.running():
            self._fade.stop()
            self._effect.setOpacity(1.0)
            self._effect.setEnabled(False)

    def dismiss(self) -> None:
        self.skip()
        self.hide()
        self.dismissed.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.running():
            self.skip()
            event.accept()
            return
        super().mousePressEvent(event)
