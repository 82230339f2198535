"""An analysis runs off the GUI thread, one decision at a time, and can be cancelled between two.

Rating one decision is a search of up to its budget (``bots.analysis.rate_decision``), so a whole game
takes seconds to minutes: it runs on a *daemon* thread of its own, as the bots do (``platform/workers.py``),
so closing the window never waits for it and it never holds up the interpreter's exit. Each rated
decision comes back to the GUI thread by a queued signal (the progress bar and the chart grow as it
goes); the cancel flag is read before every decision, so Cancel stops it within one decision's budget.
A cancelled or abandoned job never reports again. The job replays the record itself (``decisions``)
and hands each search only the analysed seat's view, as ``analyse`` does, with the same seeds.
"""

from __future__ import annotations

import contextlib
import threading
import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

from wonders_desktop.bots.analysis import DIGITS, Rating, decisions, rate_decision
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import hash_seed

# After each decision the job sleeps this long, so the GUI thread shows the new rating without fighting
# the search for the interpreter lock (every Qt call releases it and must take it back). Against a
# budget of about a second per decision it costs nothing.
GUI_BREATH_S = 0.02


class AnalysisSignals(QObject):
    """Lives in the GUI thread; emitted from the job's thread, so the slots run queued in the GUI thread."""

    rated = Signal(object, object)  # job, Rating
    finished = Signal(object, object)  # job, the result dict (``analyse``'s JSON)
    failed = Signal(object, str)  # job, what went wrong


def decision_count(record: GameRecord, seat: int) -> int:
    """How many decisions of ``seat`` the record holds (the progress bar's end), without replaying."""
    return sum(1 for actor, _ in record.moves if actor == seat)


def result_of(seat: int, ratings: list[Rating]) -> dict[str, Any]:
    """The analysis as ``analyse`` prints it (``bots.analysis.analyse_positions``'s shape)."""
    mean = sum(rating.loss for rating in ratings) / len(ratings) if ratings else 0.0
    return {"seat": seat, "moves": [rating.as_dict() for rating in ratings], "mean_loss": round(mean, DIGITS)}


class AnalysisJob:
    """Rates every decision of ``seat`` in ``record`` with ``budget`` seconds each, on a daemon thread."""

    def __init__(self, record: GameRecord, seat: int, budget: float, signals: AnalysisSignals) -> None:
        self.record, self.seat, self.budget, self.signals = record, seat, budget, signals
        self.total = decision_count(record, seat)
        self._cancel = threading.Event()
        self.thread = threading.Thread(target=self._run, name="analysis", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def cancel(self) -> None:
        """Stop before the next decision; nothing is reported after this call."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def _run(self) -> None:
        ratings: list[Rating] = []
        try:
            for index, state, move in decisions(self.record, self.seat):
                if self.cancelled:
                    return
                seed = hash_seed(self.record.seed, f"analyse:{index}")
                rating = rate_decision(state.view(self.seat), self.seat, move, seed, index, self.budget)
                ratings.append(rating)
                self._emit(self.signals.rated, self, rating)
                time.sleep(GUI_BREATH_S)
        except BaseException as error:  # a search bug is reported in the window, never fatal
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self._emit(self.signals.failed, self, detail)
            return
        self._emit(self.signals.finished, self, result_of(self.seat, ratings))

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        if self.cancelled:
            return
        with contextlib.suppress(RuntimeError):  # the window died with the app: nobody listens
            signal.emit(*args)
