"""Replaying a finished game move by move from its record (``GameRecord``: options + seed + moves).

The position after ``k`` moves is rebuilt by replaying the record's first ``k`` moves (fast: a Duel
game is about a hundred moves), so first/previous/next/last are all the same operation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStyle, QWidget

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord

translate = QCoreApplication.translate


class Replay:
    """A cursor over a record: ``position`` moves played, ``state`` the position then."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.position = len(record.moves)
        self.state: GameState = record.replay()
        self.events: list[Event] = []

    @property
    def length(self) -> int:
        return len(self.record.moves)

    def go(self, position: int) -> None:
        position = max(0, min(self.length, position))
        state = self.record.replay(upto=max(0, position - 1))
        self.events = []
        if position:
            seat, text = self.record.moves[position - 1]
            self.events = state.apply(seat, state.parse_move(text))
        self.position, self.state = position, state

    def last_move(self) -> tuple[int, str] | None:
        return self.record.moves[self.position - 1] if self.position else None


class ReplayBar(QWidget):
    """First / previous / next / last, the move counter and the move played; Escape-like exit button."""

    moved = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        pixmaps = QStyle.StandardPixmap
        self.first = self._button("replayFirst", pixmaps.SP_MediaSkipBackward, lambda: self.moved.emit(0))
        self.previous = self._button(
            "replayPrevious", pixmaps.SP_MediaSeekBackward, lambda: self.moved.emit(-1)
        )
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setMinimumWidth(self.fontMetrics().height() * 12)
        self.next = self._button("replayNext", pixmaps.SP_MediaSeekForward, lambda: self.moved.emit(1))
        self.last = self._button("replayLast", pixmaps.SP_MediaSkipForward, lambda: self.moved.emit(2))
        self.exit = QPushButton(self)
        self.exit.setObjectName("replayExit")
        self.exit.clicked.connect(self.closed.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.first, self.previous, self.label, self.next, self.last, self.exit):
            layout.addWidget(widget)
        self.retranslate()

    def _button(self, name: str, icon: QStyle.StandardPixmap, slot: object) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "", self)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def retranslate(self) -> None:
        self.first.setToolTip(translate("ReplayBar", "First move"))
        self.previous.setToolTip(translate("ReplayBar", "Previous move"))
        self.next.setToolTip(translate("ReplayBar", "Next move"))
        self.last.setToolTip(translate("ReplayBar", "Last move"))
        self.exit.setText(translate("ReplayBar", "Leave the replay"))

    def show_position(self, position: int, length: int) -> None:
        self.label.setText(translate("ReplayBar", "Move {n} of {total}").format(n=position, total=length))
        self.first.setEnabled(position > 0)
        self.previous.setEnabled(position > 0)
        self.next.setEnabled(position < length)
        self.last.setEnabled(position < length)
