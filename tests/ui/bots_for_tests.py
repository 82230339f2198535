"""Bots with controlled misbehaviour, to test the controller's workers (never used by the app)."""

from __future__ import annotations

import threading
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


# --- fault injection: bots that never answer, raise anything, or answer nonsense ----------------------
_RELEASE = threading.Event()  # set at the end of a test, so hung test bots finally return


def release_hung_bots() -> None:
    """Let every hung test bot return (tests call it when done; the app never could)."""
    _RELEASE.set()


def arm_hung_bots() -> None:
    _RELEASE.clear()


class HangingBot(Bot):
    """Never answers and ignores its cancel token: asleep (``spin=False``) or busy in Python (``spin``)."""

    level = "hanging"

    def __init__(self, spin: bool = False) -> None:
        super().__init__(0)
        self.spin = spin

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        if not self.spin:
            _RELEASE.wait()
        while not _RELEASE.is_set():
            sum(range(1000))  # pure Python: takes and gives back the interpreter lock
        raise RuntimeError("released")


class RaisingBot(Bot):
    """Raises ``error`` (any ``BaseException``, even ``SystemExit``) on every decision."""

    level = "raising"

    def __init__(self, error: BaseException) -> None:
        super().__init__(0)
        self.error = error

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        raise self.error


class GarbageBot(Bot):
    """Answers ``answer`` instead of a legal move (``None``, a string, a move of nowhere...)."""

    level = "garbage"

    def __init__(self, answer: object) -> None:
        super().__init__(0)
        self.answer = answer

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        return self.answer  # type: ignore[return-value]  # a test double that returns whatever move object it was given


class BadText(Move):
    """A move whose text is broken: ``to_str`` raises, or is not a string, or names no move."""

    def __init__(self, text: object) -> None:
        self.text = text

    def to_str(self) -> str:
        if isinstance(self.text, BaseException):
            raise self.text
        return self.text  # type: ignore[return-value]  # a broken move on purpose: its text may be any object
