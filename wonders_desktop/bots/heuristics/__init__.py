"""Per-game knowledge for the easy, medium and hard bots, behind one small interface.

Every decision of every game is a move of the protocol, so a bot only ever needs to *value moves*
(``move_values``) and, for search, to *value positions* (``evaluate``). Each game module here
subclasses :class:`Heuristics` with what a good player of that game knows; a game without its own
module gets the generic one, which looks one step ahead on a determinization and compares scores.
"""

from __future__ import annotations

import importlib
from functools import cache

from wonders_desktop.bots.heuristics.generic import Heuristics

HEURISTIC_MODULES: dict[str, str] = {
    "architects": "wonders_desktop.bots.heuristics.architects",
    "duel": "wonders_desktop.bots.heuristics.duel",
    "classic": "wonders_desktop.bots.heuristics.classic",
}


# Heuristics kept to compare against (the ``hard-margin`` benchmark level): module, attribute.
BASELINE_HEURISTICS: dict[str, tuple[str, str]] = {
    "duel": ("wonders_desktop.bots.heuristics.duel", "MARGIN_HEURISTICS"),
}


@cache
def baseline_heuristics_for(kind: str) -> Heuristics:
    """Duel's heuristics with the hand-tuned leaf instead of the learned value; the others' own."""
    if kind not in BASELINE_HEURISTICS:
        return heuristics_for(kind)
    module, name = BASELINE_HEURISTICS[kind]
    found: Heuristics = getattr(importlib.import_module(module), name)
    return found


@cache
def heuristics_for(kind: str) -> Heuristics:
    """The heuristics of a game kind: its own module's ``HEURISTICS`` if it has one, else the generic ones."""
    name = HEURISTIC_MODULES.get(kind)
    if name is None:
        return Heuristics()
    found: Heuristics = importlib.import_module(name).HEURISTICS
    return found


__all__ = ["HEURISTIC_MODULES", "Heuristics", "baseline_heuristics_for", "heuristics_for"]
