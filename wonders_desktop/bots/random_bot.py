"""The uniform random bot: players ask for it, and it is the fuzzer of every engine."""

from __future__ import annotations

from wonders_desktop.bots.base import Bot, CancelToken
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import GameState, Move


class RandomBot(Bot):
    level = "random"
    reads_only_legal_moves = True

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        moves = view.legal_moves(seat)
        if not moves:
            raise IllegalMoveError(f"seat {seat} has no legal move")
        return self.rng.choice(moves)
