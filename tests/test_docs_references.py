"""Every file, module and import the documentation names exists (issue 40): a contributor follows the docs
to the code, and a moved module must not leave them pointing at nothing.

Read: the project's Markdown documentation. Checked:
- paths from the repository root (``wonders_desktop/...``, ``tests/...``, ``tools/...``...) and paths
  inside the package written short (``engine/duel/state.py``, ``ui/views/parts.py``);
- dotted module names (``wonders_desktop.engine.registry``);
- the imports in fenced ``python`` blocks: the module is found and has each imported name.
Placeholders (``<game>``, ``*``, ``{...}``) are not paths. A file the docs name on purpose although it does
not exist (one a walkthrough would add, an output folder) is listed in ``NOT_YET`` with its reason.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "wonders_desktop"
DOCS = sorted(
    [
        *(ROOT / "docs").glob("*.md"),
        ROOT / "README.md",
        ROOT / "benchmarks" / "README.md",
        ROOT / "packaging" / "README.md",
        ROOT / "translations" / "README.md",
    ]
)
ROOTS = "wonders_desktop|tests|tools|benchmarks|packaging|docs|translations|resources|\\.ci|\\.github"
SHORT_ROOTS = "engine|ui|bots|stats|commands|training"
PATH = re.compile(rf"(?<![\w/.$-])((?:{ROOTS})/[\w./<>{{}}*-]*[\w*>}}])")
SHORT_PATH = re.compile(rf"(?<![\w/.$-])((?:{SHORT_ROOTS})/[\w./<>{{}}*-]*[\w*>}}])")
DOTTED = re.compile(r"(?<![\w.])(wonders_desktop(?:\.\w+)+)")
PYTHON_BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)

NOT_YET = {
    "tests/engine/classic/test_leaders.py": "the Leaders walkthrough: a file the expansion would add",
    "engine/data/classic/leaders_1e.json": "the Leaders walkthrough: a file the expansion would add",
    "ui/views/classic/leaders.py": "the Leaders walkthrough: a file the expansion would add",
    "training/duel": "an output folder the training command is given, made when it runs",
    "wonders_desktop/bundled": "made by the wheel's build (setup), not kept in the repository",
    "docs/complete-card-list.md": "a file of another project (kariya2/seven-wonders), named as a source",
    "bots/heuristics/duel_memory.py": "an experiment's branch, measured and not merged",
}


# The files of French, the language "Add a language" walks through: named whether French ships or not (its
# own three files; adding it changes no other file, this one included).
EXAMPLE = {"translations/wonders_fr.ts", "translations/wonders_fr.yaml", "resources/rules/fr.md"}


def missing_references(text: str) -> list[str]:
    """What ``text`` names that the repository does not have (paths, modules, imported names)."""
    found = [path for path in _paths(text) if not _exists(path)]
    found += [name for name in DOTTED.findall(text) if not _module_part_exists(name)]
    for block in PYTHON_BLOCK.findall(text):
        found += _bad_imports(block)
    return sorted(set(found) - set(NOT_YET) - EXAMPLE)


def _paths(text: str) -> list[str]:
    paths = PATH.findall(text) + SHORT_PATH.findall(text)
    return [path.rstrip(".") for path in paths if not re.search(r"[<>{}*]", path)]


def _exists(path: str) -> bool:
    return (ROOT / path).exists() or (PACKAGE / path).exists()


def _module_part_exists(dotted: str) -> bool:
    """A dotted name whose longest module prefix exists, followed by at most one attribute."""
    parts = dotted.split(".")
    for length in range(len(parts), 0, -1):
        base = ROOT.joinpath(*parts[:length])
        if base.with_suffix(".py").exists() or (base / "__init__.py").exists():
            return length >= len(parts) - 1
    return False


def _bad_imports(block: str) -> list[str]:
    bad: list[str] = []
    for line in block.splitlines():
        try:
            node = ast.parse(line.strip()).body[0] if line.strip().startswith(("from ", "import ")) else None
        except SyntaxError:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            bad += _bad_from_import(node.module, [alias.name for alias in node.names])
        elif isinstance(node, ast.Import):
            bad += [alias.name for alias in node.names if importlib.util.find_spec(alias.name) is None]
    return bad


def _bad_from_import(module: str, names: list[str]) -> list[str]:
    try:
        found = importlib.import_module(module)
    except ImportError:
        return [f"from {module} import ..."]
    return [f"from {module} import {name}" for name in names if not _has(found, name)]


def _has(module: ModuleType, name: str) -> bool:
    """An attribute of the module, or a submodule of a package (found without importing it)."""
    if hasattr(module, name):
        return True
    try:
        return importlib.util.find_spec(f"{module.__name__}.{name}") is not None
    except ModuleNotFoundError:  # the module is not a package
        return False


@pytest.mark.parametrize(
    "text",
    [
        "See `wonders_desktop/engine/duel/nowhere.py`.",
        "The table lives in `ui/views/chess/table.py`.",
        "Run `tools/no_such_tool.py`.",
        "It calls `wonders_desktop.engine.gone.thing.deep`.",
        "```python\nfrom wonders_desktop.ui import cardtext\n```",
        "```python\nfrom wonders_desktop.ui.language.i18n import no_such_name\n```",
        "```python\nimport wonders_desktop.no_such_module\n```",
    ],
)
def test_the_check_finds_a_dangling_reference(text: str) -> None:
    assert missing_references(text)


@pytest.mark.parametrize(
    "text",
    [
        "See `wonders_desktop/engine/duel/state.py` and `ui/views/parts.py`.",
        "Each game's table is `ui/views/<kind>/table.py`; every `tests/ui/test_*.py`.",
        "The registry: `wonders_desktop.engine.registry.GAME_MODULES`.",
        "```python\nfrom wonders_desktop.ui.language.i18n import name_of\n```",
    ],
)
def test_the_check_lets_a_real_reference_or_a_placeholder_pass(text: str) -> None:
    assert missing_references(text) == []


@pytest.mark.parametrize("doc", DOCS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_reference_in_the_docs_exists(doc: Path) -> None:
    assert missing_references(doc.read_text(encoding="utf-8")) == []


def test_every_file_named_as_not_yet_really_is_missing() -> None:
    """An entry of NOT_YET that exists now is stale: the docs' check must cover it again."""
    assert [path for path in NOT_YET if _exists(path)] == []
