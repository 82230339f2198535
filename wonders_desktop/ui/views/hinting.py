"""The Hint of 7 Wonders and Architects, off the GUI thread: the hard bot's move and why (issue 38).

The search and its reason are ``bots.hint_reason.advise`` on the viewer's *view* (never the full
position). As Duel's hint (``views/duel/hint.py``) and a bot's decision (``ui/platform/workers.py``), a
search may never return or raise anything, ``SystemExit`` included, and a Python thread cannot be
killed: each runs on a daemon thread of its own; a new request, a cancel (the player acted) or the
deadline (the budget plus ``HINT_MARGIN_S``) walks away from it, and its late answer, tagged with its
request number, is ignored. Its cancel token polls the window's pause gate, so it sleeps while the
window paints (``ui/session/render_gate.py``). Any exception is reported as "no hint", never fatal.
"""

from __future__ import annotations

import contextlib
import threading
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from wonders_desktop.bots import hint_reason
from wonders_desktop.bots.base import BotCancelled, CancelToken, PauseGate
from wonders_desktop.bots.hint_reason import Reason
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.language import numbers

translate = QCoreApplication.translate

HINT_SECONDS = 1.5
# Past its budget plus this margin a search is given up; a cooperative one stops within milliseconds.
HINT_MARGIN_S = 3.5


@dataclass(frozen=True, slots=True)
class HintAnswer:
    request: int
    move: str  # the move's text (``Move.to_str``)
    reason: Reason | None


class _Signals(QObject):
    finished = Signal(object)  # HintAnswer
    failed = Signal(int, str)


class _Task:
    """One search; ``run`` is the body of its daemon thread and only ever reports by signal."""

    def __init__(
        self, view: GameState, seat: int, request: int, token: CancelToken, signals: _Signals, seconds: float
    ) -> None:
        self.view, self.seat, self.request = view, seat, request
        self.token, self.signals, self.seconds = token, signals, seconds

    def run(self) -> None:
        try:
            advice = hint_reason.advise(self.view, self.seat, self.seconds, self.request, self.token)
        except BotCancelled:
            if not self.token.cancelled:
                self._emit(self.signals.failed, self.request, "BotCancelled raised without a cancel")
            return
        except BaseException as error:  # a search bug, even SystemExit, never takes the game down
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self._emit(self.signals.failed, self.request, detail)
            return
        if not self.token.cancelled:
            self._emit(self.signals.finished, HintAnswer(self.request, advice.move.to_str(), advice.reason))

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        with contextlib.suppress(RuntimeError):  # the signals object died with the app: nobody listens
            signal.emit(*args)


class AdviceService(QObject):
    """Starts hint searches and forwards only the answer to the latest request."""

    ready = Signal(object)  # HintAnswer
    failed = Signal(str)

    def __init__(
        self, parent: QObject | None = None, seconds: float = HINT_SECONDS, gate: PauseGate | None = None
    ) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self.gate = gate
        self.started = 0  # searches started (the tests count them)
        self._request = 0
        self._token: CancelToken | None = None
        self._signals = _Signals()  # no parent: a late answer never reaches a deleted table
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
        task = _Task(view, seat, self._request, self._token, self._signals, self.seconds)
        threading.Thread(target=task.run, name="hint", daemon=True).start()
        self.started += 1
        self._deadline.start(int((self.seconds + HINT_MARGIN_S) * 1000))
        return self._request

    def cancel(self) -> None:
        """Forget the pending request (the player acted): its search stops, its late answer is ignored."""
        self._deadline.stop()
        if self._token is not None:
            self._token.cancel()
            self._token = None
        self._request += 1

    def _overdue(self) -> None:
        if self._token is None:
            return
        seconds = self.seconds + HINT_MARGIN_S
        self.cancel()
        self.failed.emit(
            translate("HintService", "no answer within {seconds} s").format(seconds=numbers.seconds(seconds))
        )

    def _finished(self, answer: HintAnswer) -> None:
        if answer.request == self._request and self._token is not None:
            self._deadline.stop()
            self._token = None
            self.ready.emit(answer)

    def _failed(self, request: int, detail: str) -> None:
        if request == self._request and self._token is not None:
            self._deadline.stop()
            self._token = None
            self.failed.emit(detail)
