"""The Hint of every game, off the GUI thread: the hard bot's move and why (issue 38).

The search and its reason are ``bots.hint_reason.advise`` on the viewer's *view* (never the full
position); Duel gives its own search (``views/duel/hint.py``: the calibrated win chance as well). The
search runs on a ``platform.latest_worker.LatestWorker``: a daemon thread of its own, a request number,
a cancel token that sleeps while the window paints; a new request, a cancel (the player acted) or the
deadline (the budget plus ``HINT_MARGIN_S``) walks away from it, and its late answer is ignored. Any
exception is reported as "no hint", never fatal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from wonders_desktop.bots import hint_reason
from wonders_desktop.bots.base import CancelToken, PauseGate
from wonders_desktop.bots.hint_reason import Reason
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.platform.latest_worker import LatestWorker

translate = QCoreApplication.translate

HINT_SECONDS = 1.5
# Past its budget plus this margin (5 s in all) a search is given up; a cooperative one stops within ms.
HINT_MARGIN_S = 3.5

#: ``(view, seat, seconds, request, cancel) -> answer``: one game's hint search (the request is its seed).
Search = Callable[[GameState, int, float, int, CancelToken], object]


@dataclass(frozen=True, slots=True)
class HintAnswer:
    request: int
    move: str  # the move's text (``Move.to_str``)
    reason: Reason | None


def advice(view: GameState, seat: int, seconds: float, request: int, cancel: CancelToken) -> HintAnswer:
    """7 Wonders' and Architects' hint: the hard bot's move and its reason."""
    found = hint_reason.advise(view, seat, seconds, request, cancel)
    return HintAnswer(request, found.move.to_str(), found.reason)


class AdviceService(QObject):
    """Starts hint searches and forwards only the answer to the latest request."""

    ready = Signal(object)  # what the search returns: a HintAnswer (Duel: a ``duel.hint.Hint``)
    failed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        seconds: float = HINT_SECONDS,
        gate: PauseGate | None = None,
        search: Search = advice,
    ) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self.gate = gate  # the window's pause gate: the search sleeps while the window paints
        self.search = search
        self._given = 0.0  # the deadline of the search in flight, in seconds (its "no answer" says it)
        self._worker = LatestWorker("hint", self)
        self._worker.answered.connect(self.ready)
        self._worker.failed.connect(self.failed)
        self._worker.overdue.connect(self._overdue)

    @property
    def busy(self) -> bool:
        return self._worker.busy

    @property
    def started(self) -> int:
        """Searches started (the tests count them)."""
        return self._worker.started

    def ask(self, view: GameState, seat: int) -> int:
        search, seconds = self.search, self.seconds
        self._given = seconds + HINT_MARGIN_S
        return self._worker.start(
            lambda request, cancel: search(view, seat, seconds, request, cancel),
            int(self._given * 1000),
            self.gate,
        )

    def cancel(self) -> None:
        """Forget the pending request (the player acted): its search stops, its late answer is ignored."""
        self._worker.cancel()

    def _overdue(self) -> None:
        """The search overran its deadline: it is cancelled and left behind, and the player told."""
        seconds = numbers.seconds(self._given)
        self.failed.emit(translate("HintService", "no answer within {seconds} s").format(seconds=seconds))
