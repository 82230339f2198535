"""Which games exist and where their rules live. Games are imported lazily: the CLI stays quick."""

from __future__ import annotations

import importlib

from wonders_desktop.engine.core.errors import unknown_id_error
from wonders_desktop.engine.core.protocol import GameSpec

GAME_MODULES: dict[str, str] = {
    "classic": "wonders_desktop.engine.classic",
    "duel": "wonders_desktop.engine.duel",
    "architects": "wonders_desktop.engine.architects",
}


def game_spec(kind: str, field: str = "game") -> GameSpec:
    """The spec of a game kind; an unknown kind is a ``ScenarioError`` naming the field."""
    if kind not in GAME_MODULES:
        raise unknown_id_error(field, "game", kind, GAME_MODULES)
    module = importlib.import_module(GAME_MODULES[kind])
    spec: GameSpec = module.SPEC
    return spec
