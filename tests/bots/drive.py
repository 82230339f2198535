"""A game loop for the bot tests that checks every decision against the full state's legal moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tests.bots.games import new_state
from wonders_desktop.bots.base import Bot
from wonders_desktop.engine.core.protocol import GameState


def play_checked(
    kind: str, args: dict[str, Any], seed: int, bots: Sequence[Bot], limit: int = 5000
) -> GameState:
    """Play a whole game; each bot sees only its seat's view and must answer a move legal on the state."""
    state = new_state(kind, args, seed)
    for _ in range(limit):
        seats = state.to_act()
        if not seats:
            return state
        seat = seats[-1] if len(seats) > 1 and len(state.history) % 2 else seats[0]
        move = bots[seat].choose(state.view(seat), seat)
        legal = state.legal_moves(seat)
        assert move in legal, f"{bots[seat].level} bot chose {move} (not legal) at seat {seat}"
        state.apply(seat, move)
        state.check_invariants()
    raise AssertionError(f"game did not end within {limit} decisions")
