"""What the new-game dialog produces and the controller starts: game kind, engine options, seed, seats."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from wonders_desktop.ui.saves import SeatSetup

GAME_KINDS: tuple[str, ...] = ("classic", "duel", "architects")


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
    """One click: you against two medium bots, 7 Wonders first edition, all wonders on side A."""
    seats = [
        SeatSetup(human=True),
        SeatSetup(human=False, level="medium"),
        SeatSetup(human=False, level="medium"),
    ]
    return GameSetup("classic", {"players": 3, "edition": 1}, seats)


@dataclass(slots=True)
class Choices:
    """The new-game dialog's choices, before they become one engine's options."""

    game: str = "classic"
    players: int = 3
    edition: int = 1
    cities: bool = False
    variant: str | None = None  # classic: None, "free-city" or "teams"
    wonders: list[str] | None = None  # one board per seat, or None for random
    sides: str = "a"  # classic: a side for every board, or "random"
    duel_wonders: str = "first_game"  # duel: "first_game" (fixed) or "draft"
    seats: list[SeatSetup] = field(default_factory=list)
    seed: int | None = None


def engine_options(choices: Choices) -> dict[str, Any]:
    """The options dict the chosen engine's ``SPEC.new_game`` accepts (the engine validates it)."""
    if choices.game == "classic":
        options: dict[str, Any] = {
            "players": choices.players,
            "edition": choices.edition,
            "expansions": ["cities"] if choices.cities else [],
            "sides": choices.sides,
            "wonders": list(choices.wonders) if choices.wonders else "random",
        }
        if choices.variant:
            options["variant"] = choices.variant
        return options
    if choices.game == "duel":
        return {"wonders": choices.duel_wonders}
    if choices.game == "architects":
        options = {"players": choices.players}
        if choices.wonders:
            options["wonders"] = list(choices.wonders)
        return options
    return {"players": choices.players}


def setup_from(choices: Choices) -> GameSetup:
    return GameSetup(choices.game, engine_options(choices), list(choices.seats), choices.seed)
