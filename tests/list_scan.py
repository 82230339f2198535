"""Finds lists that a registry owns written out again in the project's code (issue 40).

A repeated list is a tuple, list or set literal with ``minimum`` (two) or more different names of the
registry as string constants, a dict literal with as many of them as keys, or one string (not a
docstring) that names ``minimum_in_text`` of them as words ("en, pt_BR or es"). A single name written
in code that decides with it is found by ``named_literals``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("wonders_desktop", "tools", "packaging", "benchmarks")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


def python_files(extra: Iterable[str] = ()) -> Iterator[Path]:
    for folder in SCANNED:
        yield from sorted(path for path in (ROOT / folder).rglob("*.py") if "__pycache__" not in path.parts)
    for name in extra:
        yield ROOT / name


def _docstrings(tree: ast.AST) -> set[int]:
    """Ids of the constant nodes that stand alone as statements (docstrings and notes)."""
    statements = [node.value for node in ast.walk(tree) if isinstance(node, ast.Expr)]
    return {id(node) for node in statements if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def _names_in(nodes: Iterable[ast.expr | None], names: frozenset[str]) -> int:
    """How many different ``names`` the nodes hold as string constants."""
    return len({node.value for node in nodes if isinstance(node, ast.Constant) and node.value in names})


def repeated_lists(
    source: str, names: Iterable[str], minimum: int = 2, minimum_in_text: int = 3
) -> list[int]:
    """Lines of ``source`` that write out a list of ``minimum`` or more different ``names``."""
    wanted = frozenset(names)
    alternatives = "|".join(map(re.escape, sorted(wanted, key=len, reverse=True)))
    words = re.compile(rf"(?<![\w-])({alternatives})(?![\w-])")
    tree = ast.parse(source)
    skip = _docstrings(tree)
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            listed = _names_in(node.elts, wanted)
        elif isinstance(node, ast.Dict):
            listed = _names_in(node.keys, wanted)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            listed = minimum if len(set(words.findall(node.value))) >= minimum_in_text else 0
        else:
            continue
        if listed >= minimum:
            lines.append(node.lineno)
    return sorted(set(lines))


def named_literals(source: str, names: Iterable[str]) -> list[int]:
    """Lines of ``source`` where one of ``names`` is a bare string constant (compared with, passed as a
    default, looked up): a decision the registry's attributes should make."""
    wanted = frozenset(names)
    tree = ast.parse(source)
    skip = _docstrings(tree)
    found = {
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in wanted and id(node) not in skip
    }
    return sorted(found)


def findings(
    files: Iterable[Path], check: Callable[[str], list[int]], allowed: dict[str, tuple[str, ...]]
) -> list[Finding]:
    """Every line ``check(source)`` reports in ``files``, but for lines starting with an allowed text."""
    found: list[Finding] = []
    for path in files:
        source = path.read_text(encoding="utf-8")
        text_lines = source.splitlines()
        relative = path.relative_to(ROOT).as_posix()
        for line in check(source):
            text = text_lines[line - 1].strip()
            if not text.startswith(allowed.get(relative, ())):
                found.append(Finding(relative, line, text))
    return found
