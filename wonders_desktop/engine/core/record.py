"""A game is options + seed + moves: the heart of saves, replays and bug reports."""

from __future__ import annotations

from typing import Any, Self

from pydantic import BaseModel, ConfigDict, Field

from wonders_desktop.engine.core.errors import IllegalMoveError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState

RECORD_VERSION = 1


class GameRecord(BaseModel):
    """The replayable description of a game. ``checksum`` guards against tampering and engine drift."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = RECORD_VERSION
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    moves: list[tuple[int, str]] = Field(default_factory=list)
    checksum: str | None = None

    @classmethod
    def of(cls, state: GameState) -> Self:
        return cls(
            game=state.kind,
            options=dict(state.options),
            seed=state.seed,
            moves=list(state.history),
            checksum=state.checksum(),
        )

    def replay(self, upto: int | None = None, events: list[tuple[int, Event]] | None = None) -> GameState:
        """Rebuild the state by replaying the moves (the first ``upto`` only, if given).

        ``events`` collects each move's events with the move's index, so a caller that also wants the
        log (a load, an undo, a replay step) replays the game once, not twice.
        Raises ``ScenarioError`` naming the first move that does not apply, or a checksum mismatch.
        """
        from wonders_desktop.engine.registry import game_spec

        if self.version > RECORD_VERSION:
            raise ScenarioError("version", f"saved by a newer version ({self.version} > {RECORD_VERSION})")
        state = game_spec(self.game).new_game(self.options, self.seed)
        moves = self.moves if upto is None else self.moves[:upto]
        for index, (seat, text) in enumerate(moves):
            try:
                happened = state.apply(seat, state.parse_move(text))
            except IllegalMoveError as error:
                raise ScenarioError(
                    f"moves[{index}]", f"{text!r} by seat {seat} does not apply: {error}"
                ) from error
            if events is not None:
                events.extend((index, event) for event in happened)
        if upto is None and self.checksum is not None and state.checksum() != self.checksum:
            raise ScenarioError("checksum", "the replayed position does not match the saved checksum")
        return state
