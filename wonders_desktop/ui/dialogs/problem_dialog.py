"""The dialog shown when something went wrong (an unhandled exception) and by Help > Report a problem.

It says what happened to the game in play — truthfully: it is saved after every move unless it is a
watched game or its autosave is failing — shows the report the player may send, and offers *Copy
report* and *Open log folder*.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.platform.problem_report import SAVE_STATES, GameNote

translate = QCoreApplication.translate
log = logging.getLogger("wonders")

ICON_SIZE = 48


def save_sentence(game: GameNote | None) -> str:
    """What happened to the game in play, in the player's language."""
    if game is None:
        return translate("ProblemDialog", "No game was in play.")
    if game.saved == SAVE_STATES[0]:
        return translate(
            "ProblemDialog",
            "Your game is saved as it was after the last move: Continue on the start screen resumes it.",
        )
    if game.saved == SAVE_STATES[4]:
        return translate(
            "ProblemDialog",
            "Your game's last autosave is still being written: wait a moment before you quit.",
        )
    if game.saved == SAVE_STATES[2]:
        return translate("ProblemDialog", "This was a game between bots: watched games are not saved.")
    return translate(
        "ProblemDialog",
        "Your game could not be saved (see the bar above the table): try Save a copy… before you quit.",
    )


class ProblemDialog(QDialog):
    """A crash (``traceback_text`` given) or a report asked for from the Help menu (None)."""

    def __init__(
        self,
        report: str,
        game: GameNote | None,
        log_folder: Path | None,
        traceback_text: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("problemDialog")
        self.report = report
        self.log_folder = log_folder
        self.crashed = traceback_text is not None
        self.setWindowTitle(
            translate("ProblemDialog", "Something went wrong")
            if self.crashed
            else translate("ProblemDialog", "Report a problem")
        )
        layout = QVBoxLayout(self)
        layout.addLayout(self._heading(game))
        self.report_view = QPlainTextEdit(report)
        self.report_view.setObjectName("problemReport")
        self.report_view.setReadOnly(True)
        self.report_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.report_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report_view.setMinimumSize(620, 220)
        layout.addWidget(self.report_view)
        self.status = QLabel("")
        self.status.setObjectName("problemStatus")
        layout.addWidget(self.status)
        layout.addWidget(self._buttons())

    def _heading(self, game: GameNote | None) -> QHBoxLayout:
        row = QHBoxLayout()
        icon = QLabel()
        kind = QStyle.StandardPixmap.SP_MessageBoxCritical if self.crashed else (
            QStyle.StandardPixmap.SP_MessageBoxInformation
        )
        icon.setPixmap(self.style().standardIcon(kind).pixmap(ICON_SIZE, ICON_SIZE))
        row.addWidget(icon, 0)
        if self.crashed:
            head = translate("ProblemDialog", "Something went wrong.")
            body = save_sentence(game) + " " + translate(
                "ProblemDialog",
                "You may play on, but if the table looks wrong, restart the app. To help fix it, copy "
                "the report below and send it with a few words on what you were doing.",
            )
        else:
            head = translate("ProblemDialog", "Report a problem")
            body = translate(
                "ProblemDialog",
                "Copy the report below and send it with a few words on what happened and what you "
                "expected. It holds the app's and your system's versions, the last lines of the log "
                "and the game in play (its id and the seats' names): nothing else of yours.",
            )
        self.message = QLabel(f"<b>{head}</b><br>{body}")
        self.message.setObjectName("problemMessage")
        self.message.setWordWrap(True)
        self.message.setMinimumWidth(520)
        row.addWidget(self.message, 1)
        return row

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox()
        self.copy_button = box.addButton(
            translate("ProblemDialog", "Copy report"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.setObjectName("copyReport")
        self.copy_button.clicked.connect(self.copy_report)
        self.folder_button = box.addButton(
            translate("ProblemDialog", "Open log folder"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.folder_button.setObjectName("openLogFolder")
        self.folder_button.clicked.connect(self.open_log_folder)
        if self.log_folder is None:
            self.folder_button.setEnabled(False)
            self.folder_button.setToolTip(
                translate("ProblemDialog", "The data folder cannot be written: the log goes to the terminal.")
            )
        close = box.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(translate("ProblemDialog", "Close"))
        box.rejected.connect(self.reject)
        self.copy_button.setDefault(True)
        return box

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.report)
        self.status.setText(
            translate("ProblemDialog", "The report is on the clipboard: paste it into your message.")
        )

    def open_log_folder(self) -> bool:
        if self.log_folder is None:
            return False
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_folder)))
        if not opened:
            failed = translate("ProblemDialog", "The folder could not be opened: {folder}")
            self.status.setText(failed.format(folder=self.log_folder))
        return bool(opened)
