"""Practice hints: the hard bot's move for the viewer and its estimated chance to win, off the GUI thread.

The search runs on the viewer's *view* (never the full position); the answer comes back by a queued
signal tagged with a request number, so an answer about a position that has changed meanwhile is ignored.
The estimate is the learned value's chance that the viewer wins after the move the search chose
(``duel_value.judge.hint_chance``): the same calibrated win chance the analysis shows for that move,
so the Hint and the analysis never disagree about what a move is worth. Without usable weights it is
the search's own mean value for the move (``HardBot.last_root``: values in [0, 1], 1 = sure to win).
With it comes why (issue 38): ``bots.hint_reason.reason_for``, the part of the hand-tuned margin (the
learned value's own input) that the move raises most, put in words by ``hint_words``.

Like a bot's decision (``ui/platform/workers.py``, issue 22), a search may never return (a pathological
position) or raise anything, ``SystemExit`` included, and a Python thread cannot be killed. So each
search runs on a *daemon* thread of its own, not on a shared pool a stuck search would hold (no later
hint, and a process that never exits): a new request, a cancel or the deadline (the search's budget plus
``HINT_MARGIN_S``) walks away from it, and any exception is reported as "no hint", never fatal.
"""

from __future__ import annotations

import contextlib
import threading
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from wonders_desktop.bots.base import BotCancelled, CancelToken, PauseGate
from wonders_desktop.bots.duel_value.judge import hint_chance
from wonders_desktop.bots.hint_reason import Reason, reason_for
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.language import numbers

translate = QCoreApplication.translate

HINT_SECONDS = 1.5
# Past its budget plus this margin (5 s in all) a search is given up; a cooperative one stops in ms.
HINT_MARGIN_S = 3.5


@dataclass(frozen=True, slots=True)
class Hint:
    request: int
    move: str
    win_chance: float | None  # None without a learned value and nothing compared (one sensible move)
    visits: int
    reason: Reason | None = None  # why the move is good (None: no part of the margin stands out)


class HintSignals(QObject):
    finished = Signal(object)  # Hint
    failed = Signal(int, str)


class HintTask:
    """One hint search; ``run`` is the body of its daemon thread and only ever reports by signal."""

    def __init__(
        self,
        view: GameState,
        seat: int,
        request: int,
        token: CancelToken,
        signals: HintSignals,
        seconds: float,
    ) -> None:
        self.view, self.seat, self.request = view, seat, request
        self.token, self.signals, self.seconds = token, signals, seconds

    def run(self) -> None:
        try:
            bot = HardBot(self.view.kind, seed=self.request, time_budget=self.seconds)
            move = bot.choose(self.view, self.seat, self.token)
            text = move.to_str()
            judged = hint_chance(self.view, self.seat, move, self.request, self.token)
            reason = reason_for(self.view, self.seat, move, self.request)
        except BotCancelled:
            if not self.token.cancelled:  # raised without a cancel: the table would wait forever
                self._emit(self.signals.failed, self.request, "BotCancelled raised without a cancel")
            return
        except BaseException as error:  # a search bug, even SystemExit, never takes the game down
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self._emit(self.signals.failed, self.request, detail)
            return
        if self.token.cancelled:
            return
        visits, value = bot.last_root.get(move, (0, 0.0))
        chance = judged if judged is not None else (value if visits else None)
        self._emit(self.signals.finished, Hint(self.request, text, chance, visits, reason))

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        with contextlib.suppress(RuntimeError):  # the signals object died with the app: nobody listens
            signal.emit(*args)


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
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._overdue)

    @property
    def busy(self) -> bool:
        return self._token is not None

    def ask(self, view: GameState, seat: int) -> int:
        self.cancel()
        self._request += 1
        self._token = CancelToken(self.gate)
        task = HintTask(view, seat, self._request, self._token, self._signals, self.seconds)
        threading.Thread(target=task.run, name="hint", daemon=True).start()
        self._deadline.start(int((self.seconds + HINT_MARGIN_S) * 1000))
        return self._request

    def cancel(self) -> None:
        """Forget the pending request (the position changed): its late answer is ignored."""
        self._deadline.stop()
        if self._token is not None:
            self._token.cancel()
            self._token = None
        self._request += 1

    def _overdue(self) -> None:
        """The search overran its deadline: it is cancelled and left behind, and the player told."""
        if self._token is None:
            return
        seconds = self.seconds + HINT_MARGIN_S
        self.cancel()
        self.failed.emit(
            translate("HintService", "no answer within {seconds} s").format(seconds=numbers.seconds(seconds))
        )

    def _finished(self, hint: Hint) -> None:
        if hint.request == self._request and self._token is not None:
            self._deadline.stop()
            self._token = None
            self.ready.emit(hint)

    def _failed(self, request: int, detail: str) -> None:
        if request == self._request and self._token is not None:
            self._deadline.stop()
            self._token = None
            self.failed.emit(detail)
