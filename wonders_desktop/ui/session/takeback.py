"""What an undo may take back, and the position it goes back to.

Undo replays the record minus the undone moves: the player's last move and every bot move after it,
back to the player's previous decision. A game is seed + moves, so the replay deals the same cards:
what was revealed (the bots' picks, the next hand, a card drawn blind) comes back the same, and a take
back never re-deals. Alone against bots it is always offered (issue 38); in a hot-seat game only when
the moves revealed nothing and no other human acted since, unless the Settings' practice option
(``allow_revealing_undo``) lets revealing moves be taken back there too. Moves made before a load count
as revealing (the floor): a hot-seat undo never goes past them. When nothing may be taken back,
``blocked`` says why in one word (the table's tooltip writes it out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.ui.session.game_log import LogEntry

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController


# Why nothing may be taken back now (``UndoLedger.blocked``):
OFF = "off"  # Settings: taking back is turned off
OVER = "over"  # the game is over
NOTHING = "nothing"  # no move of the player's to take back yet
HOT_SEAT = "hot_seat"  # a hot-seat move revealed cards, without the practice option
OTHER_PLAYER = "other_player"  # another human has moved since
BLOCKED = (OFF, OVER, NOTHING, HOT_SEAT, OTHER_PLAYER)  # each worded by ``views/practice.takeback_tip``


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
        return self.check(c)[0]

    def blocked(self, c: GameController) -> str:
        """Why undo is not allowed now (``OFF``, ``OVER``...), or "" when it is."""
        return self.check(c)[1]

    def check(self, c: GameController) -> tuple[int | None, str]:
        """The move an undo would take back, or None and why not."""
        if c.state is None:
            return None, NOTHING
        if c.state.is_terminal():
            return None, OVER
        if not c.allow_undo:
            return None, OFF
        history = c.state.history
        against_bots = len(c.humans()) == 1
        revealing_ok = against_bots or c.allow_revealing_undo
        lowest = 0 if revealing_ok else self.floor
        for index in range(len(history) - 1, lowest - 1, -1):
            seat = history[index][0]
            if self.revealed[index] and not revealing_ok:
                return None, HOT_SEAT
            if not c.seats[seat].human:
                continue
            mine = seat == c.viewer or against_bots
            return (index, "") if mine and seat not in c.autopilot else (None, OTHER_PLAYER)
        return None, NOTHING

    def rewind(self, state: GameState, log: list[LogEntry], point: int) -> tuple[GameState, list[LogEntry]]:
        """The position before move ``point`` and its log: the old log's lines up to there, in their order
        (the notices among the events where they were, "New game" first)."""
        replayed = GameRecord.of(state).replay(point)
        kept = [entry for entry in log if entry.move < point or (entry.event is None and entry.move == point)]
        self.revealed = self.revealed[:point]
        return replayed, kept
