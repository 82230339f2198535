"""The words module of a game, for shared UI code that must not test a game's name.

Shared texts (card tooltips, move buttons, the score pad) ask ``words_hook(game, name)`` for what one
game says differently and fall back to the generic text when the game has no such hook, no words module
or no UI package at all (the generic table plays any engine, e.g. the tests' toy game).
"""

from __future__ import annotations

from typing import Any

from wonders_desktop.ui.views.game_ui import game_ui


def words_hook(game: str, name: str) -> Any:
    """The attribute ``name`` of ``ui/views/<game>/words.py``, or ``None``.

    ``Any``: each hook has its own signature, documented in the words modules (``ui/views/parts.py``).
    An empty or malformed kind is no game, never an import error (``parts.game_part``).
    """
    return game_ui(game).words(name)
