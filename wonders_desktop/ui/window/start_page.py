"""The start screen: one click to play, continue the last game, a new game of any kind, or the saved games.

Its tiles are the registry's games, each with its name and line from ``setup_words`` (no game is named).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.dialogs.gamesetup import game_kinds
from wonders_desktop.ui.language.setup_words import game_blurb, game_title

__all__ = ["GameTile", "StartPage", "game_blurb", "game_title"]

translate = QCoreApplication.translate


class GameTile(QFrame):
    """A game of the family: its name, a line about it, and a button to set up a game of it."""

    chosen = Signal(str)
    learn = Signal(str)  # Learn to play: the game's guided first game

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setObjectName("card")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.blurb = QLabel(self)
        self.blurb.setProperty("role", "muted")
        self.blurb.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName(f"tile:{kind}")
        self.button.clicked.connect(lambda: self.chosen.emit(self.kind))
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName(f"learn:{kind}")
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.kind))
        self.learn_button.hide()  # shown for a game with a guided game (StartPage.set_learn)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.addWidget(self.title)
        layout.addWidget(self.blurb, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.button)
        buttons.addWidget(self.learn_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def retranslateUi(self) -> None:
        self.title.setText(game_title(self.kind))
        self.blurb.setText(game_blurb(self.kind))
        self.button.setText(self.tr("Set up a game…"))
        self.learn_button.setText(self.tr("Learn to play"))


class StartPage(QWidget):
    quickStart = Signal()
    newGame = Signal(str)  # game kind to preselect ("" = the last one)
    continueGame = Signal()
    loadGame = Signal()
    showStatistics = Signal()
    learnGame = Signal(str)  # a game's guided first game

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._continue_detail = ""
        self.logo = QLabel(self)
        self.logo.setPixmap(icons.pixmap("app", 88))
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "subtitle")
        self.subtitle.setWordWrap(True)
        self.quick = self._button("quick", "continue", primary=True, signal=self.quickStart)
        self.resume = self._button("continue", "continue", signal=self.continueGame)
        self.resume_detail = QLabel(self)
        self.resume_detail.setProperty("role", "muted")
        self.new = QPushButton(self)
        self.new.setObjectName("new")
        self.new.setIcon(icons.icon("new"))
        self.new.clicked.connect(lambda: self.newGame.emit(""))
        self.load = self._button("load", "load", signal=self.loadGame)
        self.stats = self._button("statistics", "", signal=self.showStatistics)
        self.tiles = [GameTile(kind, self) for kind in game_kinds()]
        for tile in self.tiles:
            tile.chosen.connect(self.newGame)
            tile.learn.connect(self.learnGame)
        self.learn_offer = QLabel(self)
        self.learn_offer.setObjectName("learnOffer")
        self.learn_offer.setProperty("role", "accent")
        self.learn_offer.setWordWrap(True)
        self.learn_offer.hide()
        self._build_layout()
        self.retranslateUi()

    def _button(
        self, name: str, icon_name: str, signal: SignalInstance, primary: bool = False
    ) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setIcon(icons.icon(icon_name))
        button.setMinimumHeight(40)
        if primary:
            button.setProperty("primary", True)
        button.clicked.connect(signal)
        return button

    def _build_layout(self) -> None:
        header = QHBoxLayout()
        header.addWidget(self.logo, 0, Qt.AlignmentFlag.AlignTop)
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        header.addSpacing(16)
        header.addLayout(titles, 1)
        actions = QGridLayout()
        actions.setHorizontalSpacing(12)
        actions.setVerticalSpacing(10)
        actions.addWidget(self.quick, 0, 0, 1, 2)
        actions.addWidget(self.resume, 1, 0)
        actions.addWidget(self.resume_detail, 1, 1)
        actions.addWidget(self.new, 2, 0)
        actions.addWidget(self.load, 3, 0)
        actions.addWidget(self.stats, 4, 0)
        tiles = QHBoxLayout()
        tiles.setSpacing(12)
        for tile in self.tiles:
            tiles.addWidget(tile)
        column = QVBoxLayout()
        column.addStretch(1)
        column.addLayout(header)
        column.addSpacing(22)  # 900x600 still fits with the Learn to play line and buttons
        column.addLayout(actions)
        column.addSpacing(22)
        self.tiles_title = QLabel(self)
        self.tiles_title.setProperty("role", "heading")
        column.addWidget(self.tiles_title)
        column.addWidget(self.learn_offer)
        column.addLayout(tiles)
        column.addStretch(2)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 6)
        outer.addStretch(1)

    def set_continue(self, available: bool, detail: str = "") -> None:
        self.resume.setEnabled(available)
        self._continue_detail = detail
        self.resume_detail.setText(detail if available else self.tr("No unfinished game."))

    def set_learn(self, kinds: tuple[str, ...], offered: bool) -> None:
        """The games with a guided game get a Learn to play button; ``offered``: the player has finished
        none, and the page says so above the tiles."""
        for tile in self.tiles:
            tile.learn_button.setVisible(tile.kind in kinds)
        self.learn_offer.setVisible(offered and bool(kinds))

    def retranslateUi(self) -> None:
        self.learn_offer.setText(
            self.tr("New to these games? Learn to play: a guided first game on the real table, step by step.")
        )
        self.title.setText(self.tr("Wonders"))
        self.subtitle.setText(
            self.tr("7 Wonders, Duel and Architects — against bots, or with friends on one screen.")
        )
        self.quick.setText(self.tr("Play now: you against 2 medium bots (7 Wonders)"))
        self.resume.setText(self.tr("Continue last game"))
        self.new.setText(self.tr("New game…"))
        self.load.setText(self.tr("Saved games…"))
        self.stats.setText(self.tr("Statistics…"))
        self.tiles_title.setText(self.tr("The games"))
        if not self.resume.isEnabled():
            self.resume_detail.setText(self.tr("No unfinished game."))
        for tile in self.tiles:
            tile.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
