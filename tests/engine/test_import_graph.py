"""The house's shape (issue 26): no import circle among its modules, and no class over 400 lines.

The import graph is read from the source with ``ast``, not by importing: every ``import`` and
``from ... import`` counts, at module level or inside a function (an import hidden in a function still
makes a circle, it only postpones it). Imports under ``if TYPE_CHECKING:`` never run, so they are
annotations, not edges: a rules module may name the state class it works on while the state imports it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import wonders_desktop

ROOT = Path(wonders_desktop.__file__).parent
PACKAGES = ("wonders_desktop",)  # the engine, the bots, the commands and the UI
MAX_CLASS_LINES = 400

# Circles that predate issue 26's Duel split (each broken at run time by an import inside a function).
# Remove an entry when its circle goes; never add one.
KNOWN_CYCLES: set[frozenset[str]] = set()
# Classes longer than MAX_CLASS_LINES that predate the rule. Shorten, then remove the entry.
KNOWN_LONG_CLASSES: set[str] = set()


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        folder = ROOT.parent.joinpath(*package.split("."))
        for path in sorted(folder.rglob("*.py")):
            found[module_name(path)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """Every node below ``node`` except the bodies of ``if TYPE_CHECKING:`` (their ``else`` runs)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield other
                yield from _runtime_nodes(other)
            continue
        yield child
        yield from _runtime_nodes(child)


def imported_modules(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, wherever the import statement sits."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                targets.add(submodule if submodule in known else source)
    return {target for target in targets if target in known and target != name}


def import_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported_modules(name, path, known) for name, path in found.items()}


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    graph = import_graph()
    duel = "wonders_desktop.engine.duel"
    assert f"{duel}.state" in graph[f"{duel}.spec"]  # module level, ``from x.y import Name``
    assert f"{duel}.pricing" in graph[f"{duel}.queries"]  # ``from package import module``
    assert f"{duel}.state" not in graph[f"{duel}.rules"]  # only under TYPE_CHECKING
    architects = "wonders_desktop.engine.architects"
    assert f"{architects}.rules" in graph[f"{architects}.state"]
    assert f"{architects}.state" not in graph[f"{architects}.effects"]  # only under TYPE_CHECKING
    classic = "wonders_desktop.engine.classic"
    assert f"{classic}.state" not in graph[f"{classic}.hidden"]  # only under TYPE_CHECKING
    inside = tmp_path / "mod.py"
    inside.write_text("def late():\n    from pkg import other\n", encoding="utf-8")
    assert imported_modules("pkg.mod", inside, {"pkg.mod", "pkg.other"}) == {"pkg.other"}  # inside a function
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset("abc")]


def test_no_import_circle_among_the_modules() -> None:
    found = set(cycles(import_graph()))
    new = [sorted(component) for component in found - KNOWN_CYCLES]
    assert not new, f"import circles: {new}"
    gone = [sorted(component) for component in KNOWN_CYCLES - found]
    assert not gone, f"these circles are gone, remove them from KNOWN_CYCLES: {gone}"


# Engines whose modules import at module level only: an import inside a function hides a dependency
# from the reader (and from this graph's first glance) and usually papers over a circle.
MODULE_LEVEL_IMPORTS_ONLY = (
    "wonders_desktop.engine.architects",
    "wonders_desktop.engine.classic",
    "wonders_desktop.engine.duel",
)


def test_the_game_engines_import_at_module_level_only() -> None:
    for name, path in modules().items():
        if not name.startswith(MODULE_LEVEL_IMPORTS_ONLY):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = [n for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)]
                assert not inner, f"{name}.{node.name} imports inside a function (line {inner[0].lineno})"


def long_classes() -> dict[str, int]:
    found = {}
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                start = min([node.lineno] + [d.lineno for d in node.decorator_list])
                lines = (node.end_lineno or node.lineno) - start + 1
                if lines > MAX_CLASS_LINES:
                    found[f"{name}.{node.name}"] = lines
    return found


def test_no_class_is_longer_than_400_lines() -> None:
    found = long_classes()
    new = {name: lines for name, lines in found.items() if name not in KNOWN_LONG_CLASSES}
    assert not new, f"classes over {MAX_CLASS_LINES} lines: {new}"
    gone = KNOWN_LONG_CLASSES - set(found)
    assert not gone, f"these classes are short now, remove them from KNOWN_LONG_CLASSES: {sorted(gone)}"
