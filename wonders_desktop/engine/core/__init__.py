"""What all games share: the state protocol, moves, events, scores, seeded randomness, errors, records."""

from wonders_desktop.engine.core.errors import (
    DataError,
    EngineError,
    IllegalMoveError,
    InvariantError,
    ScenarioError,
)
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameSpec, GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown

__all__ = [
    "DataError",
    "EngineError",
    "Event",
    "GameSpec",
    "GameState",
    "IllegalMoveError",
    "InvariantError",
    "Move",
    "Outcome",
    "Rng",
    "ScenarioError",
    "ScoreBreakdown",
]
