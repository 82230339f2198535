"""What an undo may take back, and the position it goes back to.

Undo replays the record minus the undone moves, and is offered only when those moves revealed nothing
and no other human acted since — or, in practice against bots (``allow_revealing_undo``, a setting),
even when they revealed cards: the replay deals the same cards, which the player has then seen. Moves
made before a load count as revealing (the floor): no undo goes past them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.ui.session.game_log import LogEntry

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController


class UndoLedger:
    """Whether each move of the game in play revealed something, and the floor no undo goes below."""

    def __init__(self) -> None:
        self.revealed: list[bool] = []
        self.floor = 0

    def reset(self, floor: int) -> None:
        """A new position: its first ``floor`` moves count as revealing."""
        self.revealed, self.floor = [True] * floor, floor

    def record(self, reveals: bool) -> None:
        self.revealed.append(reveals)

    def point(self, c: GameController) -> int | None:
        """The index of the move an undo would take back, or None when undo is not allowed now."""
        if not c.allow_undo or c.state is None or c.state.is_terminal():
            return None
        history = c.state.history
        practice = c.allow_revealing_undo and len(c.humans()) == 1
        for index in range(len(history) - 1, self.floor - 1, -1):
            seat = history[index][0]
            if self.revealed[index] and not practice:
                return None
            if not c.seats[seat].human:
                continue
            mine = seat == c.viewer or len(c.humans()) == 1
            return index if mine and seat not in c.autopilot else None
        return None

    def rewind(self, state: GameState, log: list[LogEntry], point: int) -> tuple[GameState, list[LogEntry]]:
        """The position before move ``point`` and its log: the old log's lines up to there, in their order
        (the notices among the events where they were, "New game" first)."""
        replayed = GameRecord.of(state).replay(point)
        kept = [entry for entry in log if entry.move < point or (entry.event is None and entry.move == point)]
        self.revealed = self.revealed[:point]
        return replayed, kept
