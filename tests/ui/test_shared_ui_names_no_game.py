"""Shared UI code never tests a game's name (issue 26): what one game says differently lives in its UI
package, ``ui/views/<game>/`` (its ``words.py`` hooks, found through ``ui/views/parts.py``).

The walk reads every module under ``wonders_desktop/ui/`` except the games' own packages and the
generated ``data_strings.py``, and fails on a comparison, an ``in`` test or a ``match`` case against a
game kind or dataset (``"classic"``, ``"duel"``, ``"classic2"``...). A game name used as data (a
translation disambiguation, a table key) is not a test and passes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from wonders_desktop.engine.registry import GAME_MODULES
from wonders_desktop.ui.language.datanames import DATASETS

UI = Path(__file__).resolve().parents[2] / "wonders_desktop" / "ui"
# The games' own UI packages (the registry may also hold test games, which have none).
GAME_PACKAGES = sorted(init.parent for init in (UI / "views").glob("*/__init__.py"))
GAME_NAMES = frozenset(GAME_MODULES) | frozenset(DATASETS) | {package.name for package in GAME_PACKAGES}
NOT_SHARED = {"data_strings.py"}  # generated data: one row per (dataset, kind, id)
# Files another change reshapes and that still test a game's name (none since GameSpec describes games).
OWNED_ELSEWHERE: set[str] = set()


def game_name_tests(source: str) -> list[str]:
    """``line: code`` of every comparison, ``in`` test or ``match`` case on a game name in ``source``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and _names_a_game(node.left, *node.comparators):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.match_case) and _names_a_game(node.pattern):
            found.append(f"{node.pattern.lineno}: case {ast.unparse(node.pattern)}")
    return found


def _names_a_game(*nodes: ast.AST) -> bool:
    for node in nodes:
        for inner in ast.walk(node):
            if isinstance(inner, ast.Constant) and inner.value in GAME_NAMES:
                return True
    return False


def shared_modules() -> Iterator[Path]:
    for path in sorted(UI.rglob("*.py")):
        if any(package in path.parents for package in GAME_PACKAGES):
            continue
        if path.name in NOT_SHARED or (path.parent == UI and path.name in OWNED_ELSEWHERE):
            continue
        yield path


@pytest.mark.parametrize(
    "snippet",
    [
        'if game == "classic":\n    pass',
        'shown = state.kind != "duel"',
        'ok = "architects" == kind',
        'ok = kind in ("duel", "architects")',
        'ok = dataset not in {"classic1", "classic2"}',
        'match kind:\n    case "duel":\n        pass',
        'match kind:\n    case "classic" | "architects":\n        pass',
    ],
)
def test_the_walk_finds_a_test_of_a_game_name(snippet: str) -> None:
    assert game_name_tests(snippet)


@pytest.mark.parametrize(
    "snippet",
    [
        'VARIANT.translate("MoveText", "Build", "duel")',
        'TOKENS = {"duel": {"conflict_pawn": "Conflict pawn"}}',
        'ok = verb == "build" or kind == "classical"',
        'hook = words_hook(game, "card_text")',
    ],
)
def test_the_walk_lets_a_game_name_used_as_data_pass(snippet: str) -> None:
    assert not game_name_tests(snippet)


def test_shared_ui_modules_test_no_game_name() -> None:
    modules = list(shared_modules())
    assert len(modules) > 30
    assert UI / "language" / "move_text.py" in modules and UI / "views" / "parts.py" in modules
    problems = [
        f"{path.relative_to(UI)}:{found}"
        for path in modules
        for found in game_name_tests(path.read_text(encoding="utf-8"))
    ]
    assert not problems, "ask the game's ui/views/<game>/words.py instead:\n" + "\n".join(problems)
