"""What the new-game dialog offers: a game's wonder boards and their sides, asked from its engine.

Each game answers in its UI package (``ui/views/<game>/choices.py``, hooks ``wonders(edition, cities)``
and ``sides(edition)``) from the engine's own catalog of the rules set, so no data file path is repeated
here and this module names no game. A game without such hooks offers no choice (an empty list).
"""

from __future__ import annotations

from collections.abc import Callable

from wonders_desktop.ui.views.parts import part_hook

# The one game whose sides the dialog still asks by name (``new_game_dialog.py``, owned elsewhere).
SIDED_GAME = "classic"


def _hook(game: str, name: str) -> Callable[..., list[str]] | None:
    found = part_hook(game, "choices", name) if game.isidentifier() else None
    return found if callable(found) else None


def wonders_for(game: str, edition: int = 1, cities: bool = False) -> list[str]:
    """The wonder ids a player may pick (with the Cities boards when ``cities``), in the data's order."""
    hook = _hook(game, "wonders")
    return list(hook(edition, cities)) if hook else []


def sides_for(game: str, edition: int = 1) -> list[str]:
    """The board sides of ``game`` and ``edition`` (``a``/``b``, ``day``/``night``); none for most games."""
    hook = _hook(game, "sides")
    return list(hook(edition)) if hook else []


def classic_sides(edition: int) -> list[str]:
    """The 7 Wonders sides: the new-game dialog's name for ``sides_for`` until it asks by its game."""
    return sides_for(SIDED_GAME, edition)
