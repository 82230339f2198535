"""What the new-game dialog produces and the controller starts: game kind, engine options, seed, seats.

The games are the registry's, and each says which options a setup screen offers (``GameSpec``), so
nothing here names a game: the dialog's choices become a game's options by asking its spec.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from wonders_desktop.bots.registry import DEFAULT_LEVEL
from wonders_desktop.engine.core.gamespec import PLAYERS, SetupOption
from wonders_desktop.engine.registry import GAME_MODULES, game_spec
from wonders_desktop.ui.savegames.saves import SeatSetup

QUICK_PLAYERS = 3  # "Play now": you against two bots

# The games this build ships, read once at import (each has its rules summary, its packaged data).
GAME_KINDS: tuple[str, ...] = tuple(GAME_MODULES)


def game_kinds() -> tuple[str, ...]:
    """The games registered now, in the registry's order (a test may register one more)."""
    return tuple(GAME_MODULES)


def default_game() -> str:
    """The game offered first: the registry's first."""
    return game_kinds()[0]


@dataclass(slots=True)
class GameSetup:
    game: str
    options: dict[str, Any]
    seats: list[SeatSetup]
    seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def resolved_seed(self) -> int:
        """The seed to use: the chosen one, or a fresh random one (recorded in the save either way)."""
        return self.seed if self.seed is not None else random.SystemRandom().randrange(1, 2**31)


def default_setup() -> GameSetup:
    """One click: you against two medium bots, the first game on its engine's own defaults."""
    kind = default_game()
    counts = game_spec(kind).player_counts({})
    players = min(max(QUICK_PLAYERS, min(counts)), max(counts))
    seats = [SeatSetup(human=True)] + [SeatSetup(human=False, level=DEFAULT_LEVEL)] * (players - 1)
    takes_players = PLAYERS in game_spec(kind).options_model.model_fields
    return GameSetup(kind, {PLAYERS: players} if takes_players else {}, seats)


@dataclass(slots=True)
class Choices:
    """The new-game dialog's choices, before they become one engine's options.

    ``options``: the values of the game's offered options, by name (a missing one takes its default);
    ``seat_choices``: one value per seat for the game's per-seat option, or None for its default.
    """

    game: str = field(default_factory=default_game)
    players: int = QUICK_PLAYERS
    options: dict[str, Any] = field(default_factory=dict)
    seat_choices: list[Any] | None = None
    seats: list[SeatSetup] = field(default_factory=list)
    seed: int | None = None


def engine_options(choices: Choices) -> dict[str, Any]:
    """The options dict the chosen engine's ``SPEC.new_game`` accepts (the engine validates it).

    Every option the spec offers is given (its default when not chosen), except a ``None`` value: an
    absent option is the engine's "none".
    """
    picked = {**choices.options, PLAYERS: choices.players}
    options: dict[str, Any] = {}
    for option in game_spec(choices.game).setup_options(picked):
        value = _value(option, choices, picked)
        if value is not None:
            options[option.name] = value
    return options


def _value(option: SetupOption, choices: Choices, picked: dict[str, Any]) -> Any:
    if option.per_seat:
        return list(choices.seat_choices) if choices.seat_choices else option.default
    return picked.get(option.name, option.default)


def setup_from(choices: Choices) -> GameSetup:
    return GameSetup(choices.game, engine_options(choices), list(choices.seats), choices.seed)
