"""Rating a player's decisions after the game: the core of ``analyse`` (docs/cli.md).

Each decision of one seat is rated from the position before the move, as that seat saw it: only
``state.view(seat)`` is used, and every sample resamples the unseen cards with ``determinize``. The
real hidden cards of the record never reach the rating. Two steps, within the time budget:

1. The hard bot's search (SO-ISMCTS, ``search``), for ``SEARCH_SHARE`` of the budget, names the best
   move: the one it would play (the most visited, as the hard bot chooses). The played move always
   joins its root whatever the heuristics think of it.
2. Paired rollouts (``paired_values``) estimate the win chance of the best and the played move for the
   rest of the budget (``MIN_PAIRED_SAMPLES`` at least): each sample deals the unseen cards once and
   plays both moves from that deal with the same generator, the playout policy for
   ``playout_horizon`` decisions, then scores the position as the search does (a won game counts
   0.8, a lost one 0, plus up to 0.2 for the score margin, ``Heuristics.terminal_values``; an
   unfinished one its squashed margin, ``evaluate``). The loss is how much of that value the played
   move gave up against the best; when its estimate is at least the best one's, it is the best and
   the loss is 0.

Why paired rollouts rather than the search's own means (the first version): the search gives most of
its time to the root's priors (``root_share``) and its tree few visits, mostly to the move it likes, so
the played move's mean and the best one's came from a handful of unrelated playouts. That noise was
as large as the difference between a random and an easy player (benchmarks/README.md, "Move analysis
calibration"). Comparing both moves on the same deals and the same luck leaves only the difference
the move makes.

In Duel the win chances are not rolled out: they are the learned value's (``duel_value.judge``: the
hard bot's alpha-beta on the learned leaf, two plies from the position after the move, calibrated on
held-out self-play, benchmarks/README.md "Calibrated win chances"), compared on the same samples of
the face-down cards in the same way. It is the chance the Hint shows for a move, so the Hint and the
analysis value a move alike. Without usable weights Duel falls back to the rollouts.

A decision where the played move is also the best (or the only legal one, with no search at all) has
loss 0 and mark ``fine``; its win chance still gets ``MIN_CURVE_SAMPLES`` rollouts at least, so a
curve of the game has no holes.

Each decision is seeded from the record's seed and the move's index: under an iteration cap (which
also fixes the rollouts to their minimum) the same file always gives the same analysis; under a time
budget it varies a little with the machine's speed, as the hard bot does.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.common import legal_or_raise
from wonders_desktop.bots.duel_value.judge import DuelJudge
from wonders_desktop.bots.heuristics import Heuristics, heuristics_for
from wonders_desktop.bots.heuristics.duel import DuelHeuristics
from wonders_desktop.bots.search import DEFAULT_TIME_BUDGET, MAX_ITERATIONS, Search
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import Rng, hash_seed

#: Seconds of search per decision by default: the hard bot's own budget per move.
DEFAULT_ANALYSIS_TIME = DEFAULT_TIME_BUDGET
#: The part of the budget the search gets to find the best move; the paired rollouts get the rest.
SEARCH_SHARE = 0.5
#: Paired rollouts of the played and best moves at least (whatever the budget), and at most.
MIN_PAIRED_SAMPLES = 12
MAX_PAIRED_SAMPLES = 2000
#: Rollouts at least of a move that is also the best (or the only one): its loss is 0 whatever they
#: say, they only give its win chance (the curve of the game), so fewer will do.
MIN_CURVE_SAMPLES = 6

# Marks by the loss in win chance (0 to 1): below FINE_BELOW "fine", below INACCURACY_BELOW
# "inaccuracy", below MISTAKE_BELOW "mistake", else "blunder". Each line doubles the last. Measured
# (benchmarks/README.md, "Move analysis calibration", 30 games per level at 0.25 s a decision): a
# blunder from 0.12 gives a hard bot's game 0.2 to 0.7 blunders, a medium bot's 0.3 to 1.8 and a random
# bot's 1.1 to 2.0; from 0.16 (the first guess) a random bot's Duel showed under one blunder a game,
# no more than a medium bot's in 7 Wonders. The random bot's losses are capped by its lost games: once
# the game is gone, a move can only cost margin, so its errors also show as mistakes (2.3 to 3.4 a game).
# Below 0.03 the loss is within the rollouts' noise at small budgets: fine.
FINE_BELOW = 0.03
INACCURACY_BELOW = 0.06
MISTAKE_BELOW = 0.12
MARKS = ("fine", "inaccuracy", "mistake", "blunder")

DIGITS = 4  # the output's precision: the estimates are not better than that


@dataclass(frozen=True, slots=True)
class Rating:
    """One decision of the analysed seat: the played and best moves and their estimated win chances."""

    index: int
    played: str
    best: str
    win_played: float
    win_best: float

    @property
    def loss(self) -> float:
        return max(0.0, self.win_best - self.win_played)

    @property
    def mark(self) -> str:
        return mark_for(self.loss)

    def as_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "played": self.played,
            "best": self.best,
            "win_played": round(self.win_played, DIGITS),
            "win_best": round(self.win_best, DIGITS),
            "loss": round(self.loss, DIGITS),
            "mark": self.mark,
        }


def mark_for(loss: float) -> str:
    """The mark of a loss of win chance (0 to 1)."""
    if loss < FINE_BELOW:
        return "fine"
    if loss < INACCURACY_BELOW:
        return "inaccuracy"
    if loss < MISTAKE_BELOW:
        return "mistake"
    return "blunder"


def rate_decision(
    view: GameState,
    seat: int,
    played: Move,
    seed: int,
    index: int = 0,
    time_budget: float | None = DEFAULT_ANALYSIS_TIME,
    iterations: int | None = None,
    cancel: CancelToken | None = None,
) -> Rating:
    """Rate ``played`` from ``view`` (a view of ``seat``: what the seat knew, nothing more).

    ``time_budget`` bounds the whole rating in seconds (``SEARCH_SHARE`` of it for the search, the rest
    for the paired rollouts); ``iterations`` caps the search and leaves ``MIN_PAIRED_SAMPLES`` rollouts,
    reproducible. The first ``MIN_PAIRED_SAMPLES`` rollouts are always played, even past the budget.
    ``cancel`` (the coach, ``ui/session/coach.py``) stops it within a rollout step (``BotCancelled``)
    and, with a pause gate, holds it while the window paints.
    """
    moves = legal_or_raise(view, seat)
    if played not in moves:
        raise ValueError(f"{played.to_str()!r} is not a legal move of seat {seat} here")
    started = time.perf_counter()
    heuristics, rng = heuristics_for(view.kind), Rng(seed)
    if len(moves) == 1:
        (value,) = paired_values(view, seat, [played], heuristics, rng, None, MIN_CURVE_SAMPLES, cancel)
        return Rating(index, played.to_str(), played.to_str(), value, value)
    deadline = None if time_budget is None else started + SEARCH_SHARE * time_budget
    cap = MAX_ITERATIONS if iterations is None else iterations
    best = Search(heuristics, seat, rng, deadline, cancel).run(view, moves, cap, include=played)
    end = None if time_budget is None or iterations is not None else started + time_budget
    if best == played:
        (value,) = paired_values(view, seat, [played], heuristics, rng, end, MIN_CURVE_SAMPLES, cancel)
        return Rating(index, played.to_str(), played.to_str(), value, value)
    win_best, win_played = paired_values(view, seat, [best, played], heuristics, rng, end, cancel=cancel)
    if win_played >= win_best:
        best, win_best = played, win_played
    return Rating(index, played.to_str(), best.to_str(), win_played, win_best)


def paired_values(
    view: GameState,
    seat: int,
    moves: Sequence[Move],
    heuristics: Heuristics,
    rng: Rng,
    deadline: float | None,
    least: int = MIN_PAIRED_SAMPLES,
    cancel: CancelToken | None = None,
) -> list[float]:
    """Each move's mean value for ``seat`` over the same rollouts (common random numbers).

    A sample deals the unseen cards once (``determinize``: the seat's view, nothing more) and plays each
    move from that deal with the same generator, ``playout_horizon`` decisions of the bots' playout
    policy, then scores the position as the search does (``terminal_values``/``evaluate``). The moves
    thus meet the same luck, and their difference (the loss) is far less noisy than two independent
    estimates: the tree's own means, from the few visits the search gives a move it does not like,
    drowned the real differences between good and bad players in noise. ``least`` samples at least,
    then more until ``deadline`` (``MAX_PAIRED_SAMPLES`` at most).

    Duel with a usable learned value asks its judge instead (``_judge``): the same pairing, each
    sample valued by the learned value rather than a rollout.
    """
    judge = _judge(heuristics)
    if judge is not None:
        return judge.chances(view, seat, moves, rng, deadline, least, cancel)
    totals = [0.0] * len(moves)
    samples = 0
    while samples < MAX_PAIRED_SAMPLES and (
        samples < least or (deadline is not None and time.perf_counter() < deadline)
    ):
        deal, salt = rng.randrange(1 << 30), rng.randrange(1 << 30)
        for number, move in enumerate(moves):
            totals[number] += _rollout(view, seat, move, heuristics, deal, salt, cancel)
        samples += 1
    return [total / samples for total in totals]


def _judge(heuristics: Heuristics) -> DuelJudge | None:
    """Duel's learned value when its weights load (``duel_value.judge``): the win chance the Hint
    shows too. Other games, and Duel without usable weights, keep the rollouts."""
    if isinstance(heuristics, DuelHeuristics) and heuristics.network is not None:
        return DuelJudge(heuristics)
    return None


def _rollout(
    view: GameState,
    seat: int,
    move: Move,
    heuristics: Heuristics,
    deal: int,
    salt: int,
    cancel: CancelToken | None = None,
) -> float:
    """``move`` then ``playout_horizon`` decisions of the playout policy on one deal: the seat's value."""
    state = heuristics.rollout(view, seat, move, deal, salt, cancel)
    values = heuristics.terminal_values(state) if state.is_terminal() else heuristics.evaluate(state)
    return values[seat]


def decisions(record: GameRecord, seat: int) -> Iterator[tuple[int, GameState, Move]]:
    """``(index, position before the move, move)`` for each move of ``seat`` in the record, replayed once.

    The positions are the full states (the caller must hand the rating only their view); each is a
    clone, safe to keep.
    """
    state = record.replay(upto=0)
    for index, (actor, text) in enumerate(record.moves):
        move = state.parse_move(text)
        if actor == seat:
            yield index, state.clone(), move
        state.apply(actor, move)


def analyse_positions(
    positions: Iterable[tuple[int, GameState, Move]],
    seat: int,
    seed: int,
    time_budget: float | None = DEFAULT_ANALYSIS_TIME,
    iterations: int | None = None,
) -> dict[str, Any]:
    """``{"seat", "moves", "mean_loss"}`` for the decisions ``positions`` (full states: only their
    ``view(seat)`` is searched). Decision ``index`` is searched with a seed from ``seed`` and the index."""
    ratings = [
        rate_decision(
            state.view(seat), seat, move, hash_seed(seed, f"analyse:{index}"), index, time_budget, iterations
        )
        for index, state, move in positions
    ]
    mean = sum(rating.loss for rating in ratings) / len(ratings) if ratings else 0.0
    return {"seat": seat, "moves": [rating.as_dict() for rating in ratings], "mean_loss": round(mean, DIGITS)}


def analyse_record(
    record: GameRecord,
    seat: int,
    time_budget: float | None = DEFAULT_ANALYSIS_TIME,
    iterations: int | None = None,
) -> dict[str, Any]:
    """Every decision of ``seat`` in ``record`` rated (see the module's docstring)."""
    return analyse_positions(decisions(record, seat), seat, record.seed, time_budget, iterations)
