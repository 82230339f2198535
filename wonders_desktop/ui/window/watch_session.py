"""A run of bot games in the real main window, one after another: the ``watch`` command and the soak.

Each game is started through the window as a player would start it, played by the same controller,
bots and table, and ends on the final score sheet. The session watches for what unit tests cannot see:
a game that stops moving (a stuck bot, a lost signal) fails the session after ``stall_ms`` without a
move, and the caller decides what a failure means (the ``watch`` command exits 1).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.window.spectator import WATCH_SPEEDS

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

STALL_MS = 180_000  # no move for three minutes: far beyond any bot's budget
CHECK_MS = 1000


class WatchSession(QObject):
    """Plays ``games`` games whose setups ``setup_for(index)`` gives; ``finished(ok)`` once at the end."""

    finished = Signal(bool)
    gameFinished = Signal(int)  # index of the game that just reached its end

    def __init__(
        self,
        window: MainWindow,
        setup_for: Callable[[int], GameSetup],
        games: int,
        speed: str,
        stall_ms: int = STALL_MS,
    ) -> None:
        super().__init__(window)
        self.window, self.setup_for, self.games, self.speed = window, setup_for, games, speed
        self.stall_ms = stall_ms
        self.completed = 0
        self.failure = ""
        self._index = -1
        self._done = False
        self._progress = (-1, time.monotonic())
        self._watchdog = QTimer(self)
        self._watchdog.setInterval(CHECK_MS)
        self._watchdog.timeout.connect(self._check_progress)
        window.controller.gameOver.connect(self._on_game_over)

    def start(self) -> None:
        self._watchdog.start()
        self._start_game(0)

    def _start_game(self, index: int) -> None:
        if self._done:
            return
        self._index = index
        self._progress = (-1, time.monotonic())
        if not self.window.start_watching(self.setup_for(index), self.speed, index + 1, self.games):
            self._finish(f"game {index + 1} did not start")

    def _on_game_over(self) -> None:
        if self._done or self._index < 0 or self.completed > self._index:
            return
        self.completed = self._index + 1
        self.gameFinished.emit(self._index)
        linger = WATCH_SPEEDS[self.window.watch_speed].linger_ms
        if self.completed >= self.games:
            self._watchdog.stop()
            QTimer.singleShot(linger, lambda: self._finish(""))
        else:
            QTimer.singleShot(linger, lambda: self._start_game(self.completed))

    def _check_progress(self) -> None:
        state = self.window.controller.state
        moves = len(state.history) if state is not None else -1
        now = time.monotonic()
        if moves != self._progress[0] or self.window.controller.paused or self.completed > self._index:
            self._progress = (moves, now)
        elif (now - self._progress[1]) * 1000 > self.stall_ms:
            seconds = self.stall_ms // 1000
            self._finish(f"game {self._index + 1} made no move for {seconds} s (after move {moves})")

    def stop_after_this_game(self) -> None:
        """End the run when the game on the table ends (a soak that has run long enough)."""
        self.games = min(self.games, self._index + 1)

    def fail(self, reason: str) -> None:
        """Something outside the session went wrong (an exception in a slot): the run has failed."""
        self._finish(reason)

    def _finish(self, failure: str) -> None:
        if self._done:
            return
        self._done = True
        self.failure = failure
        self._watchdog.stop()
        self.finished.emit(not failure)
