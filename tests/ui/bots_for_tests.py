"""Bots with controlled misbehaviour, to test the controller's workers (never used by the app)."""

from __future__ import annotations

import time

from wonders_desktop.bots.base import Bot, CancelToken
from wonders_desktop.engine.core.protocol import GameState, Move


class FailingBot(Bot):
    """Raises on every decision: the controller must report it and play a safe move."""

    level = "failing"

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        raise RuntimeError("boom")


class SlowBot(Bot):
    """Thinks for ``seconds``, polling its cancel token like a search bot (or ignoring it)."""

    level = "slow"

    def __init__(self, seconds: float, cooperative: bool = True) -> None:
        super().__init__(0)
        self.seconds = seconds
        self.cooperative = cooperative

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        deadline = time.perf_counter() + self.seconds
        while time.perf_counter() < deadline:
            if self.cooperative and cancel is not None:
                cancel.raise_if_cancelled()
            time.sleep(0.005)
        return view.legal_moves(seat)[-1]
