"""Watching bots play: the bar above a table where every seat is a bot (pause, speed, game count).

Players watch strong bots to learn the games; the same mode is the soak test of the real window
(``watch`` command, benchmarks/soak.py). The bar only tells the controller to pause and the window to
change the pace: the bots and the table are exactly those of a normal game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Pace:
    """How fast a watched game goes: the least time a bot move takes, the length of the card motion,
    and how long the final score sheet stays before the next game."""

    bot_delay_ms: int
    animation_ms: int
    linger_ms: int


WATCH_SPEEDS: dict[str, Pace] = {
    "normal": Pace(bot_delay_ms=900, animation_ms=280, linger_ms=6000),
    "fast": Pace(bot_delay_ms=250, animation_ms=150, linger_ms=2500),
    "max": Pace(bot_delay_ms=0, animation_ms=0, linger_ms=300),
}
DEFAULT_SPEED = "normal"


def speed_name(speed: str) -> str:
    names = {
        "normal": translate("SpectatorBar", "Normal"),
        "fast": translate("SpectatorBar", "Fast"),
        "max": translate("SpectatorBar", "As fast as possible"),
    }
    return names.get(speed, speed)


class SpectatorBar(QFrame):
    """Pause / resume, the watching speed and which game of how many is on the table."""

    pauseToggled = Signal(bool)
    speedChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("spectatorBar")
        self.title = QLabel(self)
        self.count = QLabel(self)
        self.count.setObjectName("spectatorCount")
        self.pause = QPushButton(self)
        self.pause.setObjectName("spectatorPause")
        self.pause.setCheckable(True)
        self.pause.toggled.connect(self._on_pause)
        self.speed_label = QLabel(self)
        self.speed = QComboBox(self)
        self.speed.setObjectName("spectatorSpeed")
        for speed in WATCH_SPEEDS:
            self.speed.addItem("", speed)
        self.speed_label.setBuddy(self.speed)
        self.speed.currentIndexChanged.connect(lambda _index: self.speedChosen.emit(self.current_speed()))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 8, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.count)
        layout.addStretch(1)
        layout.addWidget(self.speed_label)
        layout.addWidget(self.speed)
        layout.addWidget(self.pause)
        self._game, self._games = 1, 1
        self.set_speed(DEFAULT_SPEED)
        self.retranslateUi()
        self.hide()

    def current_speed(self) -> str:
        return str(self.speed.currentData())

    def set_speed(self, speed: str) -> None:
        self.speed.setCurrentIndex(max(0, self.speed.findData(speed)))

    def set_game(self, game: int, games: int) -> None:
        """Game ``game`` of ``games`` (a single watched game shows no count)."""
        self._game, self._games = game, games
        self._show_count()

    def reset_pause(self) -> None:
        self.pause.setChecked(False)

    def _on_pause(self, paused: bool) -> None:
        self._label_pause()
        self.pauseToggled.emit(paused)

    def _label_pause(self) -> None:
        self.pause.setText(translate("SpectatorBar", "Resume") if self.pause.isChecked() else translate(
            "SpectatorBar", "Pause"
        ))

    def _show_count(self) -> None:
        self.count.setVisible(self._games > 1)
        text = translate("SpectatorBar", "Game {n} of {total}")
        self.count.setText(text.format(n=self._game, total=self._games))

    def retranslateUi(self) -> None:
        self.title.setText(translate("SpectatorBar", "<b>Watching the bots play</b>"))
        self.speed_label.setText(translate("SpectatorBar", "&Speed:"))
        for index, speed in enumerate(WATCH_SPEEDS):
            self.speed.setItemText(index, speed_name(speed))
        self._label_pause()
        self._show_count()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
