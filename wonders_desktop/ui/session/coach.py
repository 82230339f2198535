"""The coach: the player's move held while a worker rates it, so a mistake is said *before* it is played.

When the coach is on (the ``coach`` setting, or ``GameController.coach_enabled`` for one game: the
guided games) and the only human of a game against bots chooses a move, ``submit`` holds the move and
rates it on a daemon thread with the analysis' own rating (``bots.analysis.rate_decision`` on the
player's *view*, with the marks' thresholds of the analysis). A ``mistake`` or a ``blunder`` is
``warned`` (the note by the table offers *Play anyway* and *Show me*); any other mark plays the move.

Why the player never waits long, and why no note ever speaks of a move already made:

- the rating has a small budget (``COACH_SECONDS``) and the move is held at most ``WAIT_MS``: past it
  the rating is cancelled and the move played with no note (a busy machine loses the advice, never the
  player's time); the note's *Play now* plays it at once meanwhile;
- every request has a number; the player acting (another move, *Play now*, Esc, a take-back, a new game
  or a load) cancels the worker's token and moves the number on, so a late answer matches nothing and
  is dropped. A note is only shown while its move is still held: once played, nothing is held.
- the worker polls a ``CancelToken`` carrying the window's pause gate (``render_gate.py``): it sleeps
  while the window paints, as the bots do, so the table never stutters for it.

Like the Hint's search (``views/hinting.py``), the rating runs on a ``platform.latest_worker.LatestWorker``:
a daemon thread of its own, so a rating that never returns cannot hold the exit, and anything it raises
is "no advice" (the move is played), never fatal.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from wonders_desktop.bots.analysis import Rating, rate_decision
from wonders_desktop.bots.base import CancelToken
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.ui.platform.latest_worker import LatestWorker

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

log = logging.getLogger(__name__)

#: Seconds of rating per move (half the hard bot's search, half paired rollouts): about a second in all.
COACH_SECONDS = 0.6
#: The longest a move is held for the coach (milliseconds): then it is played with no note.
WAIT_MS = 2500
#: The analysis' marks the coach speaks about (``bots.analysis.mark_for``).
COACHED_MARKS = frozenset({"mistake", "blunder"})

#: ``(view, seat, move, seed, cancel) -> Rating``: how a move is rated (the tests give their own).
Rater = Callable[[GameState, int, Move, int, CancelToken], Rating]


def rate_move(view: GameState, seat: int, move: Move, seed: int, cancel: CancelToken) -> Rating:
    """The analysis' rating of ``move`` within the coach's budget (cancellable at every rollout step)."""
    return rate_decision(view, seat, move, seed, time_budget=COACH_SECONDS, cancel=cancel)


@dataclass(frozen=True, slots=True)
class CoachWarning:
    """What the note says: the move held, its rating (the loss and the hard bot's preferred move)."""

    request: int
    seat: int
    move: Move
    rating: Rating


class Coach(QObject):
    """Holds the player's move while it is rated; plays it, or warns about it, or lets it go."""

    checking = Signal(object)  # Move: held, being rated (the note says so, with Play now)
    warned = Signal(object)  # CoachWarning: a mistake or a blunder, still held (Play anyway / Show me)
    cleared = Signal()  # nothing is held any more (played, or let go): the note goes away

    def __init__(
        self, controller: GameController, setting: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setting = setting  # the player's ``coach`` preference, read at each move
        self.rater: Rater = rate_move
        self.wait_ms = WAIT_MS
        self._held: tuple[int, Move] | None = None
        self._warning: CoachWarning | None = None
        self._told: set[tuple[tuple[int, int], str]] = set()  # (decision, move) warned about already
        self._worker = LatestWorker("coach", self)
        self._worker.answered.connect(self._rated)
        self._worker.failed.connect(self._failed)
        self._worker.overdue.connect(self._overdue)
        controller.gameStarted.connect(self._new_position)  # a new game, a load, a take-back
        controller.viewerChanged.connect(self.cancel)

    # --- what the window asks ----------------------------------------------------------------------
    def enabled(self) -> bool:
        """On by the setting, or for the game in play (``GameController.coach_enabled``)."""
        return bool(self.setting()) or self.controller.coach_enabled

    def applies(self, seat: int) -> bool:
        """The coach speaks to the only human of a game against bots, on a decision with a choice."""
        c = self.controller
        if not self.enabled() or c.state is None or c.spectated or c.humans() != [seat]:
            return False
        return len(c.humans()) < len(c.seats) and len(c.state.legal_moves(seat)) > 1

    @property
    def held(self) -> Move | None:
        return self._held[1] if self._held is not None else None

    @property
    def warning(self) -> CoachWarning | None:
        return self._warning

    @property
    def busy(self) -> bool:
        """A rating is under way (its token not yet spent)."""
        return self._worker.busy

    @property
    def started(self) -> int:
        """Ratings started (the tests count them)."""
        return self._worker.started

    def submit(self, seat: int, move: Move) -> None:
        """The player chose ``move``: played at once, or held while the coach rates it. The move being
        checked, chosen again (Enter pressed twice), goes on being checked."""
        if self._held == (seat, move) and self._warning is None:
            return
        self.cancel()
        if not self.applies(seat) or (self._decision(seat), move.to_str()) in self._told:
            self.controller.play(seat, move)  # a move warned about once is the player's decision
            return
        c = self.controller
        assert c.state is not None
        self._held = (seat, move)
        seed = hash_seed(c.state.seed, f"coach:{len(c.state.history)}")  # the view has no seed
        view, rater = c.state.view(seat), self.rater
        self._worker.start(  # its token sleeps while the window paints
            lambda _request, cancel: rater(view, seat, move, seed, cancel), self.wait_ms, c.render_gate.gate
        )
        self.checking.emit(move)

    def play_anyway(self) -> None:
        """Play the held move now (the note's Play anyway / Play now)."""
        held = self._held
        self.cancel()
        if held is None:
            return
        seat, move = held
        if move in self.controller.legal_moves_for_viewer():
            self.controller.play(seat, move)
        else:  # cannot happen while the move is held (the decision is the player's), but never raise here
            log.warning("the coach dropped a move no longer legal: %s", move.to_str())

    def cancel(self) -> None:
        """Let the held move go and forget the rating: its late answer is dropped (the player acted)."""
        self._worker.cancel()
        had = self._held is not None
        self._held, self._warning = None, None
        if had:
            self.cleared.emit()

    def _new_position(self) -> None:
        self.cancel()
        self._told.clear()

    # --- the worker's answers ----------------------------------------------------------------------
    def _rated(self, rating: Rating) -> None:
        """The answer to the latest rating (the worker drops any other)."""
        if self._held is None:
            return  # the player acted meanwhile: never a note about another move, or a move made
        seat, move = self._held
        if rating.mark not in COACHED_MARKS or rating.best == move.to_str():
            self.play_anyway()
            return
        self._told.add((self._decision(seat), move.to_str()))
        self._warning = CoachWarning(self._worker.request, seat, move, rating)
        self.warned.emit(self._warning)

    def _failed(self, detail: str) -> None:
        if self._held is not None:
            log.warning("the coach could not rate a move: %s", detail)
            self.play_anyway()  # no advice, but never a lost move

    def _overdue(self) -> None:
        """The rating took longer than the player should wait: the move is played with no note."""
        if self._held is not None and self._warning is None:
            self.play_anyway()

    def _decision(self, seat: int) -> tuple[int, int]:
        """The seat's decision now: its moves made so far (7 Wonders' other picks leave it as it is)."""
        state = self.controller.state
        made = sum(1 for actor, _move in state.history if actor == seat) if state is not None else 0
        return made, seat
