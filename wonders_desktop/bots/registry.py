"""Bot levels by name. Game-specific heuristics register themselves per game kind."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.errors import unknown_id_error

BotFactory = Callable[[str, int, float | None], Bot]

BOT_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")

# Levels for benchmarks only (``tournament``), never offered in the app nor written as a seat's level:
# ``hard-margin`` is the hard bot with its hand-tuned leaf, as it was before the learned Duel value,
# kept so that the two can still be compared (benchmarks/README.md).
BENCHMARK_LEVELS: tuple[str, ...] = ("hard-margin",)

# Modules that provide ``make(level, game_kind, seed, time_budget) -> Bot`` for levels beyond random.
LEVEL_MODULES: dict[str, str] = {
    "easy": "wonders_desktop.bots.levels",
    "medium": "wonders_desktop.bots.levels",
    "hard": "wonders_desktop.bots.levels",
    "hard-margin": "wonders_desktop.bots.levels",
}


def make_bot(level: str, game_kind: str, seed: int = 0, time_budget: float | None = None) -> Bot:
    """A bot of that level for that game; an unknown level is a ``ScenarioError`` with the closest names."""
    if level not in BOT_LEVELS + BENCHMARK_LEVELS:
        raise unknown_id_error("bots", "bot level", level, BOT_LEVELS)
    if level == "random" or level not in LEVEL_MODULES:
        if level != "random":
            raise unknown_id_error("bots", "bot level (not available yet)", level, ["random", *LEVEL_MODULES])
        return RandomBot(seed, time_budget)
    module = importlib.import_module(LEVEL_MODULES[level])
    bot: Bot = module.make(level, game_kind, seed, time_budget)
    return bot
