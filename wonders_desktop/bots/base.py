"""The bot interface shared by the GUI workers, the CLI and the tests."""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod

from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng


class BotCancelled(Exception):
    """Raised inside ``choose`` when its cancel token fires (the window closed, a new game began)."""


class CancelToken:
    """Thread-safe flag a worker can raise while a bot thinks; bots poll it between iterations."""

    __slots__ = ("_event",)

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def raise_if_cancelled(self) -> None:
        if self._event.is_set():
            raise BotCancelled


class Bot(ABC):
    """Chooses a legal move for one seat from that seat's view only.

    ``view`` is ``state.view(seat)``: it holds nothing the seat may not know. A bot is seeded, so the
    same seed and view give the same move. ``time_budget`` caps thinking time in seconds (search bots).
    Bots whose ``reads_only_legal_moves`` is true (random) are given the state itself by fast drivers,
    because ``legal_moves(seat)`` is identical on the state and on the seat's view.
    """

    level: str = "bot"
    reads_only_legal_moves: bool = False

    def __init__(self, seed: int = 0, time_budget: float | None = None) -> None:
        self.rng = Rng(seed)
        self.time_budget = time_budget

    @abstractmethod
    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move: ...

    def deadline(self) -> float | None:
        return None if self.time_budget is None else time.perf_counter() + self.time_budget
