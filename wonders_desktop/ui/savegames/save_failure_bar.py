"""The strip that says a game is not saved: shown when an autosave fails, until one succeeds again.

A failed autosave (disk full, folder read-only, drive unplugged) puts the hour a player spent on a
game at risk, so it is not a status-bar message that fades: it stays above the table, says what
happened, and offers the two ways out (try again, or save a copy elsewhere).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class SaveFailureBar(QFrame):
    retryRequested = Signal()
    saveCopyRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveFailure")
        self.detail = ""
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.retry = QPushButton(self)
        self.retry.setObjectName("retrySave")
        self.retry.clicked.connect(self.retryRequested.emit)
        self.save_copy = QPushButton(self)
        self.save_copy.setObjectName("saveCopy")
        self.save_copy.clicked.connect(self.saveCopyRequested.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.retry)
        layout.addWidget(self.save_copy)
        self.retranslateUi()
        self.hide()

    def show_failure(self, detail: str) -> None:
        self.detail = detail
        self.retranslateUi()
        self.show()

    def retranslateUi(self) -> None:
        self.label.setText(
            self.tr(
                "This game is not saved: the last autosave failed ({detail}). Free some disk space or "
                "save a copy elsewhere; this message stays until a save succeeds."
            ).format(detail=self.detail)
        )
        self.retry.setText(self.tr("Try again"))
        self.save_copy.setText(self.tr("Save a copy…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
