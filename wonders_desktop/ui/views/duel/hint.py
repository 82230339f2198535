"""Practice hints: the hard bot's move for the viewer and its estimated chance to win, off the GUI thread.

The search runs on a ``QThreadPool`` worker (like the bots, ``ui/shell/workers.py``) on the viewer's *view*
(never the full position); the answer comes back by a queued signal tagged with a request number, so
an answer about a position that has changed meanwhile is ignored. The estimate is the mean value the
search found for the move it chose (``HardBot.last_root``: values in [0, 1], 1 = sure to win).
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from wonders_desktop.bots.base import BotCancelled, CancelToken, PauseGate
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.core.protocol import GameState

HINT_SECONDS = 1.5


@dataclass(frozen=True, slots=True)
class Hint:
    request: int
    move: str
    win_chance: float | None  # None when the search had nothing to compare (a single sensible move)
    visits: int


class HintSignals(QObject):
    finished = Signal(object)  # Hint
    failed = Signal(int, str)


class HintTask(QRunnable):
    def __init__(
        self,
        view: GameState,
        seat: int,
        request: int,
        token: CancelToken,
        signals: HintSignals,
        seconds: float,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.view, self.seat, self.request = view, seat, request
        self.token, self.signals, self.seconds = token, signals, seconds

    def run(self) -> None:
        bot = HardBot(self.view.kind, seed=self.request, time_budget=self.seconds)
        try:
            move = bot.choose(self.view, self.seat, self.token)
        except BotCancelled:
            return
        except Exception as error:  # a hint must never take the game down
            self.signals.failed.emit(self.request, "".join(traceback.format_exception_only(error)).strip())
            return
        if self.token.cancelled:
            return
        visits, value = bot.last_root.get(move, (0, 0.0))
        chance = value if visits else None
        self.signals.finished.emit(Hint(self.request, move.to_str(), chance, visits))


class HintService(QObject):
    """Starts hint searches and forwards only the answer to the latest request."""

    ready = Signal(object)  # Hint
    failed = Signal(str)

    def __init__(
        self, parent: QObject | None = None, seconds: float = HINT_SECONDS, gate: PauseGate | None = None
    ) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self.gate = gate  # the window's pause gate: the search sleeps while the window paints
        self._request = 0
        self._token: CancelToken | None = None
        self._signals = HintSignals()  # no parent: a late answer never reaches a deleted table
        self._signals.finished.connect(self._finished)
        self._signals.failed.connect(self._failed)

    @property
    def busy(self) -> bool:
        return self._token is not None

    def ask(self, view: GameState, seat: int) -> int:
        self.cancel()
        self._request += 1
        self._token = CancelToken(self.gate)
        QThreadPool.globalInstance().start(
            HintTask(view, seat, self._request, self._token, self._signals, self.seconds)
        )
        return self._request

    def cancel(self) -> None:
        """Forget the pending request (the position changed): its late answer is ignored."""
        if self._token is not None:
            self._token.cancel()
            self._token = None
        self._request += 1

    def _finished(self, hint: Hint) -> None:
        if hint.request == self._request and self._token is not None:
            self._token = None
            self.ready.emit(hint)

    def _failed(self, request: int, detail: str) -> None:
        if request == self._request and self._token is not None:
            self._token = None
            self.failed.emit(detail)
