"""Which games the bot tests run on: the toy game always, each real game once its engine imports."""

from __future__ import annotations

import importlib
from typing import Any

from tests.bots import toy_game
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.registry import GAME_MODULES

# (game kind, options) pairs the bot tests cover; options go through the game's ``simulate_options``.
CANDIDATES: list[tuple[str, dict[str, Any]]] = [
    ("toy", {"players": 2}),
    ("toy", {"players": 3}),
    ("duel", {}),
    ("classic", {"players": 3}),
    ("classic", {"players": 4}),
    ("classic", {"players": 2, "variant": "free-city"}),
    ("classic", {"players": 4, "edition": 2}),
    ("classic", {"players": 3, "expansions": ["cities"]}),
    ("classic", {"players": 4, "edition": 2, "expansions": ["cities"], "variant": "teams"}),
    ("architects", {"players": 3}),
]


def _available(kind: str) -> bool:
    if kind == "toy":
        return True
    try:
        module = importlib.import_module(GAME_MODULES[kind])
    except ModuleNotFoundError:
        return False
    return hasattr(module, "SPEC")  # a package still being written has no SPEC yet


def _playable(kind: str, args: dict[str, Any]) -> bool:
    """Whether the engine accepts these options yet (editions and variants land one by one)."""
    try:
        new_state(kind, args, 0)
    except ScenarioError:
        return False
    return True


def game_cases() -> list[tuple[str, dict[str, Any]]]:
    """The covered games (and rule sets) whose engine exists and plays them in this checkout."""
    return [(kind, args) for kind, args in CANDIDATES if _available(kind) and _playable(kind, args)]


def case_id(case: tuple[str, dict[str, Any]]) -> str:
    kind, args = case
    return kind + "".join(f"-{key}{value}" for key, value in sorted(args.items()))


def new_state(kind: str, args: dict[str, Any], seed: int) -> GameState:
    """A new game of ``kind`` (the toy game is loaded directly: the registry patch is per test)."""
    if kind == "toy":
        return toy_game.SPEC.new_game(toy_game.SPEC.simulate_options(args), seed)
    spec = importlib.import_module(GAME_MODULES[kind]).SPEC
    return spec.new_game(spec.simulate_options(args), seed)


def options_for(kind: str, args: dict[str, Any]) -> dict[str, Any]:
    if kind == "toy":
        return toy_game.SPEC.simulate_options(args)
    return importlib.import_module(GAME_MODULES[kind]).SPEC.simulate_options(args)
