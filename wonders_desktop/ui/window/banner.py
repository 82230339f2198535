"""A quiet, dismissible strip above the table: end-of-age military results (until the player has played
in the next age), the end of the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget


class Banner(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()
        self.age_move: int | None = None  # an end-of-age banner: the move that ended the age

    def show_text(self, html: str, age_move: int | None = None) -> None:
        """Show ``html``; with ``age_move`` it is an end-of-age banner, gone once the next age is played."""
        self.label.setText(html)
        self.age_move = age_move
        self.show()

    def next_age_played(self, move: int) -> None:
        """Move ``move`` played a card of the next age: an end-of-age banner has said its piece."""
        if self.age_move is not None and move > self.age_move:
            self.age_move = None
            self.hide()
