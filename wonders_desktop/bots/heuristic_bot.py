"""The easy and medium bots: value every legal move with the game's heuristics and take the best.

They think in milliseconds, so they poll the cancel token only before and after valuing the moves.
"""

from __future__ import annotations

from wonders_desktop.bots.base import Bot, CancelToken
from wonders_desktop.bots.common import argmax_move, decision_rng, legal_or_raise, poll
from wonders_desktop.bots.heuristics import heuristics_for
from wonders_desktop.engine.core.protocol import GameState, Move


class HeuristicBot(Bot):
    """A one-step greedy bot. ``level`` is ``easy`` (immediate gains) or ``medium`` (the full heuristics)."""

    def __init__(self, level: str, game_kind: str, seed: int = 0, time_budget: float | None = None) -> None:
        super().__init__(seed, time_budget)
        self.level = level
        self.game_kind = game_kind
        self.heuristics = heuristics_for(game_kind)

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        poll(cancel)
        moves = legal_or_raise(view, seat)
        if len(moves) == 1:
            return moves[0]
        rng = decision_rng(self.rng.seed, seat, moves)
        values = self.heuristics.move_values(view, seat, moves, self.level, rng)
        poll(cancel)
        return argmax_move(moves, values, rng)
