"""Shared UI code knows no game (issues 26 and 40): what one game does or says differently lives in its
UI package, ``ui/views/<game>/``, which shared code asks only through ``ui/views/game_ui.py``.

The walk reads every module under ``wonders_desktop/ui/`` except the games' own packages and the
generated ``data_strings.py``, and fails on
- a comparison, an ``in`` test or a ``match`` case against a game kind or dataset (``"classic"``,
  ``"duel"``, ``"classic2"``...);
- a game name as a dict key, a subscript or an argument of a call (a lookup keyed by the game);
- an import of a game's package: an engine game package (``engine/<game>``) or a game's UI package;
- an ``isinstance`` / ``issubclass`` check on a class imported from a game's package.
Each form is shown to fail on a snippet below, so the walk cannot quietly stop seeing it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from wonders_desktop.engine.registry import GAME_MODULES
from wonders_desktop.ui.language.datanames import DATASETS
from wonders_desktop.ui.views.parts import VIEW_PACKAGE

UI = Path(__file__).resolve().parents[2] / "wonders_desktop" / "ui"
# The games' own UI packages (the registry may also hold test games, which have none).
GAME_PACKAGES = sorted(init.parent for init in (UI / "views").glob("*/__init__.py"))
GAME_NAMES = frozenset(GAME_MODULES) | frozenset(DATASETS) | {package.name for package in GAME_PACKAGES}
NOT_SHARED = {"data_strings.py"}  # generated data: one row per (dataset, kind, id)
# Files another change reshapes and that still test a game's name (none since GameSpec describes games).
OWNED_ELSEWHERE: set[str] = set()
# The engine's game packages and the games' UI packages (imported only by the game itself).
GAME_MODULE_NAMES = frozenset(GAME_MODULES.values()) | {f"{VIEW_PACKAGE}.{name}" for name in GAME_NAMES}


def game_name_tests(source: str) -> list[str]:
    """``line: code`` of every place ``source`` knows a game: a test or a lookup of a game's name, an
    import of a game's package, an ``isinstance`` check on a game's class."""
    tree = ast.parse(source)
    game_classes = _imported_from_games(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and _names_a_game(node.left, *node.comparators):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.match_case) and _names_a_game(node.pattern):
            found.append(f"{node.pattern.lineno}: case {ast.unparse(node.pattern)}")
        elif isinstance(node, ast.Dict) and _names_a_game(*(key for key in node.keys if key is not None)):
            found.append(f"{node.lineno}: a dict keyed by a game: {ast.unparse(node)[:80]}")
        elif isinstance(node, ast.Subscript) and _is_game_name(node.slice):
            found.append(f"{node.lineno}: a lookup by a game: {ast.unparse(node)}")
        elif isinstance(node, ast.Call):
            found.extend(_call_problems(node, game_classes))
        elif isinstance(node, ast.Import | ast.ImportFrom) and _imports_a_game(node):
            found.append(f"{node.lineno}: imports a game's package: {ast.unparse(node)}")
    return found


def _is_game_name(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in GAME_NAMES


def _names_a_game(*nodes: ast.AST) -> bool:
    return any(_is_game_name(inner) for node in nodes for inner in ast.walk(node))


def _call_problems(call: ast.Call, game_classes: set[str]) -> list[str]:
    problems = []
    arguments = [*call.args, *(keyword.value for keyword in call.keywords)]
    if any(_is_game_name(argument) for argument in arguments):
        problems.append(f"{call.lineno}: a game's name passed to a lookup: {ast.unparse(call)}")
    checks = isinstance(call.func, ast.Name) and call.func.id in {"isinstance", "issubclass"}
    if checks and len(call.args) == 2 and _root_names(call.args[1]) & game_classes:
        problems.append(f"{call.lineno}: checks a game's class: {ast.unparse(call)}")
    return problems


def _root_names(node: ast.AST) -> set[str]:
    """The names a class expression starts from (``DuelState``, ``duel.DuelState``, a tuple of them)."""
    names = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.Name):
            names.add(inner.id)
    return names


def _is_game_module(name: str) -> bool:
    return any(name == module or name.startswith(f"{module}.") for module in GAME_MODULE_NAMES)


def _imports_a_game(node: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(node, ast.Import):
        return any(_is_game_module(alias.name) for alias in node.names)
    module = node.module or ""
    return _is_game_module(module) or any(_is_game_module(f"{module}.{alias.name}") for alias in node.names)


def _imported_from_games(tree: ast.AST) -> set[str]:
    """The local names a module binds from a game's package (its classes, or the package itself)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom) and _imports_a_game(node):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return names


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
        # tests of a game's name
        'if game == "classic":\n    pass',
        'shown = state.kind != "duel"',
        'ok = "architects" == kind',
        'ok = kind in ("duel", "architects")',
        'ok = dataset not in {"classic1", "classic2"}',
        'match kind:\n    case "duel":\n        pass',
        'match kind:\n    case "classic" | "architects":\n        pass',
        # game names as dict keys or looked up
        'TOKENS = {"duel": {"conflict_pawn": "Conflict pawn"}}',
        'pages = {"classic": classic_rows(), "duel": duel_rows()}',
        'rows = PAGES["architects"]',
        'title = game_title("duel")',
        'found = tables.get(kind="classic")',
        'VARIANT.translate("MoveText", "Build", "duel")',
        # imports of a game's package
        "from wonders_desktop.engine.duel.data import CardsFile",
        "import wonders_desktop.engine.classic.state",
        "from wonders_desktop.engine import architects",
        "from wonders_desktop.ui.views.duel.replay import ReplayBar",
        "from wonders_desktop.ui.views import classic",
        # isinstance checks on a game's class (the import is reported too)
        "from wonders_desktop.engine.duel.state import DuelState\nok = isinstance(state, DuelState)",
        "from wonders_desktop.engine import duel\nok = issubclass(kind, (duel.DuelState, int))",
    ],
)
def test_the_walk_finds_a_game_known_by_shared_code(snippet: str) -> None:
    assert game_name_tests(snippet)


def test_the_walk_reports_the_isinstance_check_itself() -> None:
    found = game_name_tests(
        "from wonders_desktop.engine.duel.state import DuelState\nok = isinstance(s, DuelState)"
    )
    assert any("checks a game's class" in line for line in found)


@pytest.mark.parametrize(
    "snippet",
    [
        'ok = verb == "build" or kind == "classical"',
        'hook = words_hook(game, "card_text")',
        'labels = {"coins": "Coins", "classical": 1}',
        "from wonders_desktop.engine.core.events import Event",
        "from wonders_desktop.ui.views.game_ui import game_ui",
        "from wonders_desktop.engine.registry import GAME_MODULES",
        "ok = isinstance(state, GameState)",
        'rows = game_ui(kind).score_row_names(words).get("treasury")',
    ],
)
def test_the_walk_lets_shared_code_pass(snippet: str) -> None:
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
    assert not problems, "ask the game through ui/views/game_ui.py instead:\n" + "\n".join(problems)


def test_shared_ui_asks_a_game_only_through_game_ui() -> None:
    """``views/parts.py`` finds a game's modules; only ``views/game_ui.py`` (the interface) uses it."""
    users = [
        path.relative_to(UI)
        for path in shared_modules()
        if path not in {UI / "views" / "parts.py", UI / "views" / "game_ui.py"}
        and "wonders_desktop.ui.views.parts" in path.read_text(encoding="utf-8")
    ]
    assert not users, f"ask game_ui(kind) instead: {users}"
