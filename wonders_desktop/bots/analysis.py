"""Rating a player's decisions after the game: the core of ``analyse`` (docs/cli.md).

Each decision of one seat is searched again by the hard bot's search (SO-ISMCTS, ``search``) from the
position before the move, as that seat saw it: the search is given ``state.view(seat)`` and nothing
else, and every iteration resamples the unseen cards with ``determinize``. The real hidden cards of the
record never reach it. The search estimates each root move's chance to win (its value: a won game
counts 0.8, a lost one 0, plus up to 0.2 for the score margin, ``Heuristics.terminal_values``); the
move the search would play (the most visited, as the hard bot chooses) is the best, and the loss of a
decision is how much win chance the played move gave up against it. The played move always joins the
root whatever its prior, and a move the search barely tried is sampled alone until it has
``MIN_PLAYED_VISITS`` playouts, so its estimate is never a guess. When the played move's estimate is
at least the best one's, the played move is the best and the loss is 0.

A forced decision (one legal move) is ``fine`` with loss 0 without a search; its win chance is still
estimated with ``MIN_PLAYED_VISITS`` playouts, so a curve of the game has no holes.

Each decision's search is seeded from the record's seed and the move's index: under an iteration cap
the same file always gives the same analysis; under a time budget it varies a little with the
machine's speed, as the hard bot does.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from wonders_desktop.bots.common import legal_or_raise
from wonders_desktop.bots.heuristics import heuristics_for
from wonders_desktop.bots.search import DEFAULT_TIME_BUDGET, MAX_ITERATIONS, Search
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import Rng, hash_seed

#: Seconds of search per decision by default: the hard bot's own budget per move.
DEFAULT_ANALYSIS_TIME = DEFAULT_TIME_BUDGET
#: Playouts the played move gets at least, however little the search tried it.
MIN_PLAYED_VISITS = 32

# Marks by the loss in win chance (0 to 1): below FINE_BELOW "fine", below INACCURACY_BELOW
# "inaccuracy", below MISTAKE_BELOW "mistake", else "blunder".
FINE_BELOW = 0.03
INACCURACY_BELOW = 0.08
MISTAKE_BELOW = 0.16
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
) -> Rating:
    """Rate ``played`` from ``view`` (a view of ``seat``: what the seat knew, nothing more).

    ``time_budget`` bounds the search in seconds, ``iterations`` caps it (reproducible); with both the
    first reached ends it. The played move's top-up (``MIN_PLAYED_VISITS``) may go a little beyond.
    """
    moves = legal_or_raise(view, seat)
    if played not in moves:
        raise ValueError(f"{played.to_str()!r} is not a legal move of seat {seat} here")
    deadline = None if time_budget is None else time.perf_counter() + time_budget
    cap = MAX_ITERATIONS if iterations is None else iterations
    search = Search(heuristics_for(view.kind), seat, Rng(seed), deadline, None)
    if len(moves) == 1:
        search.root.priors = {played: 0.0}
        search.sample_move(view, played, MIN_PLAYED_VISITS)
        value = _value(search, played)
        return Rating(index, played.to_str(), played.to_str(), value, value)
    best = search.run(view, moves, cap, include=played)
    search.sample_move(view, played, MIN_PLAYED_VISITS)
    win_played, win_best = _value(search, played), _value(search, best)
    if win_played >= win_best:
        best, win_best = played, win_played
    return Rating(index, played.to_str(), best.to_str(), win_played, win_best)


def _value(search: Search, move: Move) -> float:
    visits, mean = search.root_stats().get(move, (0, 0.0))
    return mean if visits else 0.0


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
