"""The hot-seat privacy screen: hides every hand until the next player says they are ready."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._player = ""
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel(self)
        self.hint.setProperty("role", "subtitle")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setProperty("primary", True)
        self.button.setMinimumWidth(260)
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.retranslateUi()

    def set_player(self, name: str) -> None:
        self._player = name
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Pass to {player}").format(player=self._player))
        self.hint.setText(
            self.tr("The hands are hidden. {player}, click when you are ready.").format(player=self._player)
        )
        self.button.setText(self.tr("I am {player} — show my hand").format(player=self._player))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
