"""The factories of the bot levels (``registry.LEVELS`` names one per level): random, easy and medium
(heuristic), hard (search), and the benchmark-only ``hard-margin`` (the hard bot with its game's
baseline heuristics). Each is ``factory(level, game_kind, seed, time_budget) -> Bot``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.heuristic_bot import HeuristicBot
from wonders_desktop.bots.heuristics import baseline_heuristics_for
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.bots.search import HardBot

if TYPE_CHECKING:
    from wonders_desktop.bots.registry import BotLevel


def random_bot(level: BotLevel, game_kind: str, seed: int, time_budget: float | None) -> Bot:
    return RandomBot(seed, time_budget)


def heuristic_bot(level: BotLevel, game_kind: str, seed: int, time_budget: float | None) -> Bot:
    """Easy and medium: the game's heuristics at the level's depth (``HeuristicBot``)."""
    return HeuristicBot(level.depth, game_kind, seed, time_budget)


def hard_bot(level: BotLevel, game_kind: str, seed: int, time_budget: float | None) -> Bot:
    """The search; ``time_budget`` (seconds per decision) limits it, else ``level.seconds_per_move``."""
    return HardBot(game_kind, seed, time_budget if time_budget is not None else level.seconds_per_move)


def hard_margin_bot(level: BotLevel, game_kind: str, seed: int, time_budget: float | None) -> Bot:
    bot = HardBot(game_kind, seed, time_budget if time_budget is not None else level.seconds_per_move)
    bot.heuristics = baseline_heuristics_for(game_kind)
    return bot
