"""One registry of bot levels (``wonders_desktop/bots/registry.py``, issue 40): no other file lists the
levels or decides with a bare level name, and every user of the list reads it."""

from __future__ import annotations

import ast
from functools import partial
from pathlib import Path

import pytest

from tests.list_scan import ROOT, findings, named_literals, python_files, repeated_lists
from wonders_desktop.bots.registry import (
    BENCHMARK_LEVELS,
    BOT_LEVELS,
    BY_NAME,
    DEFAULT_LEVEL,
    FALLBACK_LEVEL,
    LEVELS,
    make_bot,
)
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.languages import TRANSLATED_CODES

REGISTRY = "wonders_desktop/bots/registry.py"
NAMES = tuple(level.name for level in LEVELS)
# Files that may name a level, and why. ``bot_levels_help.py`` keeps one page per game keyed by level
# (w40ui moves it into the game packages; they should read ``LEVELS`` for the order and the summary).
ALLOWED_FILES = ("wonders_desktop/ui/dialogs/bot_levels_help.py",)
ALLOWED_LINES = {
    # a bot class says which level it is (``Bot.level``)
    "wonders_desktop/bots/random_bot.py": ('level = "random"',),
    "wonders_desktop/bots/search.py": ('level = "hard"',),
    # the self-test plays the search bot on purpose
    "wonders_desktop/commands/selftest.py": ("seats = [SeatSetup(human=True), SeatSetup(human=False",),
    # "random" as a game option (sides, wonders, seed), not a level
    "wonders_desktop/ui/views/classic/setup.py": ('if side == "random":',),
    "wonders_desktop/ui/dialogs/new_game_dialog.py": (
        'self.seat_mode = self._combo("wonder_mode", ("random", "chosen"))',
        'self.seed.setPlaceholderText(self.tr("random"))',
    ),
}
# Where a level decides something. The heuristics' ``level`` ("easy", "medium", "denial") is how deep
# a heuristic looks (``BotLevel.depth`` names it), not an entry of the registry.
DECIDING = tuple(f"wonders_desktop/{part}" for part in ("ui/", "commands/", "cli.py", "bots/"))
NOT_DECIDING = ("wonders_desktop/bots/heuristics", REGISTRY)
CONSUMERS = (
    "wonders_desktop/bots/__init__.py",
    "wonders_desktop/cli.py",
    "wonders_desktop/commands/gameargs.py",
    "wonders_desktop/commands/tournament.py",
    "wonders_desktop/commands/watch.py",
    "wonders_desktop/commands/simulate.py",
    "wonders_desktop/commands/screenshot.py",
    "wonders_desktop/ui/dialogs/new_game_dialog.py",
    "wonders_desktop/ui/dialogs/gamesetup.py",
    "wonders_desktop/ui/savegames/save_schema.py",
    "wonders_desktop/ui/session/controller.py",
    "wonders_desktop/ui/language/seat_names.py",
    "wonders_desktop/ui/statistics/cells.py",
    "benchmarks/bench_statistics.py",
)


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize(
    "snippet",
    [
        'BOT_LEVELS = ("random", "easy", "medium", "hard")',
        'names = {"random": tr("Random"), "easy": tr("Easy")}',
        'parser.add_argument("--bots", help="one of random, easy, medium or hard")',
    ],
)
def test_the_scan_catches_a_repeated_level_list(snippet: str) -> None:
    assert repeated_lists(snippet, NAMES) == [1]


@pytest.mark.parametrize(
    "snippet",
    ['level = "medium" if human else chosen', 'make_bot("random", kind, seed)', 'if level == "hard": pass'],
)
def test_the_scan_catches_a_decision_on_a_bare_level_name(snippet: str) -> None:
    assert named_literals(snippet, NAMES) == [1]
    assert named_literals('"""Medium bots: the default."""', NAMES) == []


def test_no_file_but_the_registry_lists_the_levels() -> None:
    """In the app any two levels written together are a list; tools and benchmarks write line-ups
    (``("hard", "medium")``), so only the whole list counts there."""
    app, other = [], []
    for path in python_files():
        if relative(path) not in (REGISTRY, *ALLOWED_FILES):
            (app if relative(path).startswith("wonders_desktop/") else other).append(path)
    found = findings(app, partial(repeated_lists, names=NAMES), {})
    found += findings(other, partial(repeated_lists, names=NAMES, minimum=len(BOT_LEVELS)), {})
    assert not found, f"list the bot levels in {REGISTRY} only:\n" + "\n".join(map(str, found))


def test_no_decision_on_a_bare_level_name() -> None:
    files = [
        path
        for path in python_files()
        if relative(path).startswith(DECIDING)
        and not relative(path).startswith(NOT_DECIDING)
        and relative(path) not in ALLOWED_FILES
    ]
    found = findings(files, partial(named_literals, names=NAMES), ALLOWED_LINES)
    assert not found, "ask the registry (DEFAULT_LEVEL, BY_NAME...):\n" + "\n".join(map(str, found))


@pytest.mark.parametrize("path", CONSUMERS)
def test_every_consumer_reads_the_registry(path: str) -> None:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "wonders_desktop.bots.registry" in modules, path


def test_the_registry_answers_each_question_once() -> None:
    assert BOT_LEVELS[:4] == ("random", "easy", "medium", "hard") and "hard-margin" in BENCHMARK_LEVELS
    assert DEFAULT_LEVEL == "medium" and FALLBACK_LEVEL == "random"
    assert sum(level.default for level in LEVELS) == 1 and sum(level.fallback for level in LEVELS) == 1
    assert not BY_NAME[DEFAULT_LEVEL].benchmark_only and not BY_NAME[FALLBACK_LEVEL].benchmark_only
    assert BY_NAME["hard"].seconds_per_move == 1.0 and BY_NAME["medium"].seconds_per_move is None
    for level in LEVELS:
        bot = make_bot(level.name, "duel", 1)
        assert bot.time_budget == level.seconds_per_move, level.name
    with pytest.raises(ScenarioError, match="unknown bot level id 'no-such-level'; known: "):
        make_bot("no-such-level", "duel")


def test_the_window_names_and_describes_every_level_from_the_registry(qapp: object) -> None:
    from wonders_desktop.ui.dialogs.new_game_dialog import level_summary
    from wonders_desktop.ui.language.seat_names import level_name

    for level in LEVELS:
        assert level_name(level.name) == level.label and level_summary(level.name) == level.summary
    assert level_name("no-such-level") == "no-such-level" and level_summary("no-such-level") == ""


def test_lupdate_reads_the_level_texts() -> None:
    """The labels and summaries are translated: update_translations.py scans the registry, and the
    .ts files hold each one (in the contexts the UI asks)."""
    from tools.update_translations import python_sources

    assert REGISTRY in python_sources()
    for language in TRANSLATED_CODES:
        ts = (ROOT / "translations" / f"wonders_{language}.ts").read_text(encoding="utf-8")
        for level in LEVELS:
            if not level.benchmark_only:
                assert f"<source>{level.label}</source>" in ts and f"<source>{level.summary}</source>" in ts
