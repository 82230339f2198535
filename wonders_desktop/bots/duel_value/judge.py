"""The Duel win chance the app shows: the Hint's and the analysis' (marks included), one value for both.

It is the hard bot's own evaluation: its alpha-beta (``DuelHeuristics.searched_value``: the same
move ordering, reply width and learned leaf) ``JUDGE_DEPTH`` plies deep from the position after the
move, full window, on a sample of the face-down cards drawn from the seat's view
(``view.determinize``: what the seat knew, nothing more). The search's points are the network's
log-odds times ``LEAF_SCALE``; a finished game is worth ±50 (a sure win or loss). The log-odds go
through the calibration of the weights file (``calibration``: a logistic map per stage of the game,
fitted on held-out self-play games, benchmarks/README.md "Calibrated Duel win chances") and the
chances are averaged over the samples.

Several moves of one call meet the same samples (common random numbers), so the difference between
them, the analysis' loss, is the move's and not the deal's. ``MIN_SAMPLES`` at least, then more until
a deadline: under none the result depends only on the view, the moves and the generator.

Why two plies and not the hard bot's four to eight: the judge runs once per sample and per move (two
plies cost about 0.3 ms, four about 3), and a player's move is judged with the opponent's best reply
to it, which a look at the position alone would miss. A minimax over a noisy leaf is pessimistic for
the seat (the reply is the best of several noisy values): the calibration takes that out. Without usable
weights (``default_network`` refused them) the leaf is the hand-tuned margin and its chance the
margin's own squash, uncalibrated.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import cast

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.duel_value.calibration import IDENTITY, Calibration, default_calibration
from wonders_desktop.bots.heuristics.duel import HEURISTICS, LEAF_SCALE, DuelHeuristics
from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.rules import DRAFT
from wonders_desktop.engine.duel.state import DuelState

JUDGE_DEPTH = 2  # plies searched: the move, then the opponent's best reply, then the learned leaf
MIN_SAMPLES = 8  # samples of the face-down cards at least, whatever the deadline
MAX_SAMPLES = 256
HINT_SAMPLES = 16  # the Hint's chance: a fixed number, so the same position gives the same chance


class DuelJudge:
    """``chances(view, seat, moves, ...)``: each move's calibrated chance that ``seat`` wins."""

    def __init__(
        self,
        heuristics: DuelHeuristics = HEURISTICS,
        calibration: Calibration | None = None,
        depth: int = JUDGE_DEPTH,
    ) -> None:
        self.heuristics, self.depth = heuristics, depth
        if heuristics.network is None:
            self.calibration = IDENTITY  # the margin's squash: nothing was fitted on it
        else:
            self.calibration = default_calibration(depth) if calibration is None else calibration

    def chance(self, points: float, stage: int) -> float:
        """The calibrated win chance of a search value in points (``LEAF_SCALE`` per log-odd) at a
        stage of the game (``stage_of``)."""
        return self.calibration.chance(points / LEAF_SCALE, stage)

    def chances(
        self,
        view: GameState,
        seat: int,
        moves: Sequence[Move],
        rng: Rng,
        deadline: float | None = None,
        least: int = MIN_SAMPLES,
        cancel: CancelToken | None = None,
    ) -> list[float]:
        """Each move's mean calibrated chance over the same samples: ``least`` at least, then more
        until ``deadline`` (``time.perf_counter`` seconds; ``MAX_SAMPLES`` at most). A cancel stops it
        with ``BotCancelled``."""
        clock, stage = Clock(None, cancel), stage_of(view)
        totals = [0.0] * len(moves)
        samples = 0
        while samples < MAX_SAMPLES and (
            samples < least or (deadline is not None and time.perf_counter() < deadline)
        ):
            for number, points in enumerate(self.sample_points(view, seat, moves, rng, clock)):
                totals[number] += self.chance(points, stage)
            samples += 1
        return [total / samples for total in totals]

    def sample_points(
        self, view: GameState, seat: int, moves: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float]:
        """Each move's search value in points on one sample of the face-down cards (calibration fits)."""
        base = view.determinize(seat, rng) if view.viewer is not None else view
        values = []
        for move in moves:
            after = base.clone().silence()
            after.apply(seat, move)
            values.append(self.heuristics.searched_value(after, seat, self.depth - 1, clock))
        return values


def stage_of(view: GameState) -> int:
    """The stage of the game whose calibration applies (``calibration.STAGES``): 0 in the Wonder
    draft, else the age (1 to 3), taken from the position before the move."""
    state = cast(DuelState, view)
    return 0 if state.phase == DRAFT else min(3, max(1, state.age))


def hint_chance(
    view: GameState, seat: int, move: Move, seed: int, cancel: CancelToken | None = None
) -> float | None:
    """The chance the Hint shows for ``move``: the analysis' value of the same move (``HINT_SAMPLES``
    samples); None without a usable learned value (the Hint then shows the search's own estimate)."""
    judge = DuelJudge()
    if judge.heuristics.network is None:
        return None
    (chance,) = judge.chances(view, seat, [move], Rng(seed), None, HINT_SAMPLES, cancel)
    return chance
