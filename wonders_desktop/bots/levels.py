"""The factory behind ``make_bot`` for easy and medium (heuristic) and hard (search) bots, and the
benchmark-only ``hard-margin`` (the hard bot with its game's baseline heuristics)."""

from __future__ import annotations

from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.heuristic_bot import HeuristicBot
from wonders_desktop.bots.heuristics import baseline_heuristics_for
from wonders_desktop.bots.search import HardBot


def make(level: str, game_kind: str, seed: int, time_budget: float | None) -> Bot:
    """A bot of ``level`` for ``game_kind``; ``time_budget`` (seconds per decision) only limits ``hard``."""
    if level == "hard":
        return HardBot(game_kind, seed, time_budget)
    if level == "hard-margin":
        bot = HardBot(game_kind, seed, time_budget)
        bot.heuristics = baseline_heuristics_for(game_kind)
        return bot
    return HeuristicBot(level, game_kind, seed, time_budget)
