"""The bot levels: one entry each, read by the bots' factory, the command line and the UI.

A level is an entry of ``LEVELS``: its name (in saves, statistics and ``--bots``/``--seats``), its
display name and one-line description (translated by the UI; ``pyside6-lupdate`` reads them here), how
long it thinks, whether it is for benchmarks only, and the function that builds it. The New game dialog,
the level names of the window, the statistics' order, ``simulate``, ``tournament``, ``watch`` and
``make_bot`` all read this list; ``tests/bots/test_level_registry.py`` fails when a list of level names
appears anywhere else. Adding a level: ``docs/architecture.md`` ("Add a bot level"). No Qt here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.search import DEFAULT_TIME_BUDGET
from wonders_desktop.engine.core.errors import unknown_id_error

BotFactory = Callable[["BotLevel", str, int, float | None], Bot]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for ``pyside6-lupdate`` without importing Qt; the UI translates it in ``context``."""
    return text


NAME_CONTEXT = "GameController"  # the translation context of ``BotLevel.label``
SUMMARY_CONTEXT = "BotLevelsHelp"  # the translation context of ``BotLevel.summary``


@dataclass(frozen=True, slots=True)
class BotLevel:
    """One bot level and what each user of the list needs to know about it."""

    name: str
    """Its id: saves, statistics, ``--bots``/``--seats`` and ``make_bot`` use it."""
    label: str
    """Its display name in English (``translate(NAME_CONTEXT, label)`` in the UI)."""
    summary: str
    """What it does, in one line (``translate(SUMMARY_CONTEXT, summary)``): the New game dialog's tips."""
    factory: str
    """``module:function`` that builds it: ``function(level, game_kind, seed, time_budget) -> Bot``."""
    depth: str = ""
    """How far a heuristic bot's heuristics look (``move_values(..., depth)``): "easy" counts immediate
    gains, "medium" the full heuristics. A heuristic's own word, not a level: a new level may reuse one."""
    seconds_per_move: float | None = None
    """How long it thinks unless told (``--move-time``); None: no clock, it answers in milliseconds."""
    benchmark_only: bool = False
    """Only ``tournament`` plays it: never offered in the app, ``simulate`` or ``watch``."""
    default: bool = False
    """The level of a new bot seat, of ``watch --bots``, and of the bot that plays for a human seat."""
    fallback: bool = False
    """Plays any game: stands in for a level a game lacks, and ``simulate``'s default opponent."""

    def make(self, game_kind: str, seed: int, time_budget: float | None) -> Bot:
        module, function = self.factory.split(":")
        build: BotFactory = getattr(importlib.import_module(module), function)
        return build(self, game_kind, seed, time_budget)


LEVELS: tuple[BotLevel, ...] = (
    BotLevel(
        "random",
        QT_TRANSLATE_NOOP("GameController", "Random"),
        QT_TRANSLATE_NOOP(
            "BotLevelsHelp", "Plays any legal move, at random: to learn the interface and the rules."
        ),
        "wonders_desktop.bots.levels:random_bot",
        fallback=True,
    ),
    BotLevel(
        "easy",
        QT_TRANSLATE_NOOP("GameController", "Easy"),
        QT_TRANSLATE_NOOP("BotLevelsHelp", "Looks one move ahead at what it scores soon: a gentle opponent."),
        "wonders_desktop.bots.levels:heuristic_bot",
        depth="easy",
    ),
    BotLevel(
        "medium",
        QT_TRANSLATE_NOOP("GameController", "Medium"),
        QT_TRANSLATE_NOOP(
            "BotLevelsHelp",
            "Weighs every move as a good player would, in a few milliseconds: a solid opponent.",
        ),
        "wonders_desktop.bots.levels:heuristic_bot",
        depth="medium",
        default=True,
    ),
    BotLevel(
        "hard",
        QT_TRANSLATE_NOOP("GameController", "Hard"),
        QT_TRANSLATE_NOOP(
            "BotLevelsHelp",
            "Plays the game out many times before each move, about one second a move: the strongest.",
        ),
        "wonders_desktop.bots.levels:hard_bot",
        seconds_per_move=DEFAULT_TIME_BUDGET,
    ),
    # The hard bot with its hand-tuned leaf, as it was before the learned Duel value, kept so that the
    # two can still be compared (benchmarks/README.md); never written as a seat's level.
    BotLevel(
        "hard-margin",
        "Hard (margin leaf)",
        "The hard search with the hand-tuned leaf of before the learned Duel value.",
        "wonders_desktop.bots.levels:hard_margin_bot",
        seconds_per_move=DEFAULT_TIME_BUDGET,
        benchmark_only=True,
    ),
)

BY_NAME: dict[str, BotLevel] = {level.name: level for level in LEVELS}
BOT_LEVELS: tuple[str, ...] = tuple(level.name for level in LEVELS if not level.benchmark_only)
BENCHMARK_LEVELS: tuple[str, ...] = tuple(level.name for level in LEVELS if level.benchmark_only)
DEFAULT_LEVEL: str = next(level.name for level in LEVELS if level.default)
FALLBACK_LEVEL: str = next(level.name for level in LEVELS if level.fallback)
# The four levels a player picks, by name: each game's Help page describes them one by one.
RANDOM, EASY, MEDIUM, HARD = (BY_NAME[name] for name in ("random", "easy", "medium", "hard"))


def bot_level(name: str) -> BotLevel:
    """The entry of ``name``; an unknown name is a ``ScenarioError`` with the closest names."""
    if name not in BY_NAME:
        raise unknown_id_error("bots", "bot level", name, BOT_LEVELS)
    return BY_NAME[name]


def make_bot(level: str, game_kind: str, seed: int = 0, time_budget: float | None = None) -> Bot:
    """A bot of that level for that game; an unknown level is a ``ScenarioError`` with the closest names."""
    return bot_level(level).make(game_kind, seed, time_budget)
