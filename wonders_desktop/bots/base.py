"""The bot interface shared by the GUI workers, the CLI and the tests."""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod

from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng


class BotCancelled(Exception):
    """Raised inside ``choose`` when its cancel token fires (the window closed, a new game began)."""


class PauseGate:
    """Lets the GUI thread have the interpreter lock to itself while it lays out and paints.

    Bots are pure Python on worker threads: every Python call the GUI thread makes while painting (paint
    overrides, layout hooks) waits for the lock a thinking bot holds, so a repaint that costs 20 ms alone
    took 150 ms beside a search bot. The GUI closes the gate for the few event-loop turns of a repaint; a
    bot polling its cancel token meanwhile sleeps outside the lock, never longer than ``MAX_PAUSE_S``
    (a gate left closed by mistake only slows bots down).
    """

    MAX_PAUSE_S = 1.0
    __slots__ = ("_closed_at", "_open")

    def __init__(self) -> None:
        self._open = threading.Event()
        self._open.set()
        self._closed_at = 0.0

    def close(self) -> None:
        self._closed_at = time.monotonic()
        self._open.clear()

    def open(self) -> None:
        self._open.set()

    @property
    def is_open(self) -> bool:
        """Open, or closed for longer than ``MAX_PAUSE_S`` (a gate never holds a bot longer than that)."""
        return self._open.is_set() or time.monotonic() - self._closed_at > self.MAX_PAUSE_S

    @property
    def opened(self) -> bool:
        """Opened by the GUI thread, leaving the time limit aside: what says a repaint ended (on a busy
        machine the limit alone can open the gate before the repaint is done)."""
        return self._open.is_set()

    def wait(self) -> None:
        self._open.wait(max(0.0, self.MAX_PAUSE_S - (time.monotonic() - self._closed_at)))


class CancelToken:
    """Thread-safe flag a worker can raise while a bot thinks; bots poll it between iterations.

    With a ``gate``, polling also waits while the GUI thread renders (see ``PauseGate``).
    """

    __slots__ = ("_event", "_gate")

    def __init__(self, gate: PauseGate | None = None) -> None:
        self._event = threading.Event()
        self._gate = gate

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def raise_if_cancelled(self) -> None:
        gate = self._gate
        if gate is not None and not gate.is_open:
            gate.wait()
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
