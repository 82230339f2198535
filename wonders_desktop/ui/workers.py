"""Bots think on QThreadPool workers; results come back to the GUI thread by queued signals.

Each task carries the game's *generation*: when a new game starts, a game is loaded, a move is undone
or the window closes, the controller cancels the tokens and bumps the generation, so a late answer from
an old position is recognised and ignored. A task only ever sees ``state.view(seat)``.
"""

from __future__ import annotations

import time
import traceback

from PySide6.QtCore import QObject, QRunnable, Signal

from wonders_desktop.bots.base import Bot, BotCancelled, CancelToken
from wonders_desktop.engine.core.protocol import GameState


class BotSignals(QObject):
    """Lives in the GUI thread; emitted from workers, so connected slots run queued in the GUI thread."""

    finished = Signal(int, int, str, float)  # generation, seat, move text, seconds thought
    failed = Signal(int, int, str)  # generation, seat, error description
    cancelled = Signal(int, int)  # generation, seat


class BotTask(QRunnable):
    """One bot decision for one seat."""

    def __init__(
        self, bot: Bot, view: GameState, seat: int, generation: int, token: CancelToken, signals: BotSignals
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.bot, self.view, self.seat = bot, view, seat
        self.generation, self.token, self.signals = generation, token, signals

    def run(self) -> None:
        try:
            self._decide()
        finally:
            # PySide keeps some finished runnables' Python wrappers alive: drop the position, the bot and
            # the token now, so a long session does not keep every decision's view (seen in the soak).
            self.bot = self.view = self.token = None  # type: ignore[assignment]

    def _decide(self) -> None:
        started = time.perf_counter()
        try:
            move = self.bot.choose(self.view, self.seat, self.token)
            text = move.to_str()
        except BotCancelled:
            self.signals.cancelled.emit(self.generation, self.seat)
            return
        except Exception as error:  # a bot bug must never take the game down: reported, then replaced
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self.signals.failed.emit(self.generation, self.seat, detail)
            return
        if self.token.cancelled:
            self.signals.cancelled.emit(self.generation, self.seat)
            return
        self.signals.finished.emit(self.generation, self.seat, text, time.perf_counter() - started)
