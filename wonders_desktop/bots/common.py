"""Small pieces every non-random bot shares: per-decision seeding, ranking, cancellation polling."""

from __future__ import annotations

import math
from collections.abc import Sequence

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng, hash_seed


def decision_rng(bot_seed: int, seat: int, moves: Sequence[Move]) -> Rng:
    """A generator derived from the bot's seed and the decision at hand, not from earlier calls.

    That makes "same seed + same view => same move" hold for a fresh bot and for one that has
    already played a hundred moves, which is what replays, tests and bug reports need. Only the
    seat and its legal moves are mixed in: they never carry hidden information (the history of a
    view might, in an engine that forgot to mask it).
    """
    salt = f"{seat}|{','.join(move.to_str() for move in moves)}"
    return Rng(hash_seed(bot_seed, salt))


def legal_or_raise(view: GameState, seat: int) -> list[Move]:
    """The seat's legal moves; a bot asked to move when it cannot is a caller bug worth a clear error."""
    moves = view.legal_moves(seat)
    if not moves:
        raise IllegalMoveError(f"seat {seat} has no legal move")
    return moves


def argmax_move(moves: Sequence[Move], values: Sequence[float], rng: Rng, tolerance: float = 1e-9) -> Move:
    """The best-valued move; exact ties are broken by the seeded generator (no bias toward list order)."""
    best = max(values)
    tied = [move for move, value in zip(moves, values, strict=True) if value >= best - tolerance]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def ranked(moves: Sequence[Move], values: Sequence[float]) -> list[tuple[Move, float]]:
    """Moves with their values, best first; a stable sort keeps the engine's order among equals."""
    return sorted(zip(moves, values, strict=True), key=lambda pair: -pair[1])


def poll(cancel: CancelToken | None) -> None:
    """Raise ``BotCancelled`` if the caller gave up on this decision."""
    if cancel is not None:
        cancel.raise_if_cancelled()


def squash(margin: float, scale: float) -> float:
    """Map a score margin to (0, 1): a smooth stand-in for "probability of being ahead"."""
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, margin / scale))))
