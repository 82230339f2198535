"""The Rules window: a per-game summary from ``resources/rules/<game>_<lang>.md`` when the file exists.

The rules texts themselves are written elsewhere (a later issue); until a file exists the window says so.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from wonders_desktop.ui.gamesetup import GAME_KINDS
from wonders_desktop.ui.paths import resources_dir
from wonders_desktop.ui.start_page import game_title


def rules_file(game: str, language: str) -> Path | None:
    path = resources_dir() / "rules" / f"{game}_{language}.md"
    return path if path.exists() else None


class RulesWindow(QDialog):
    def __init__(self, language: str, game: str = "classic", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.language = language
        self.resize(720, 640)
        self.game = QComboBox(self)
        self.game.setObjectName("rulesGame")
        for kind in GAME_KINDS:
            self.game.addItem("", kind)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.game_label = QLabel(self)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(False)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        self.game.currentIndexChanged.connect(self.show_rules)
        self.retranslateUi()

    def set_language(self, language: str) -> None:
        self.language = language
        self.show_rules()

    def show_rules(self) -> None:
        kind = str(self.game.currentData())
        path = rules_file(kind, self.language)
        if path is not None:
            self.text.setMarkdown(path.read_text(encoding="utf-8"))
            return
        note = self.tr("The rules summary of {game} is not available in this version yet.")
        hint = self.tr(
            "The printed rulebook is the reference; the game itself only lets you make legal moves."
        )
        self.text.setMarkdown(f"## {game_title(kind)}\n\n{note.format(game=game_title(kind))}\n\n{hint}")

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.game_label.setText(self.tr("Game"))
        for index, kind in enumerate(GAME_KINDS):
            self.game.setItemText(index, game_title(kind))
        self.show_rules()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
