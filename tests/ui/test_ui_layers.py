"""The UI's layers (issue 40): every import inside ``wonders_desktop/ui`` runs down the order, never up.

A module may import its own layer and the layers below it. The graph is the engine's import graph
(``tests/engine/test_import_graph.py``): read with ``ast``, imports inside functions count, imports under
``if TYPE_CHECKING:`` do not (they never run: a view may name the controller it is given). A layer is
found by the longest prefix in ``LAYERS``, so a single module can sit below its package (the game-UI
interface ``views.game_ui`` that the words look games up through).
"""

from __future__ import annotations

import ast
from pathlib import Path

import wonders_desktop.ui.session.bot_driver as bot_driver
from tests.engine.test_import_graph import import_graph, imported_modules

UI = "wonders_desktop.ui"

# Lowest first. Each entry: the layer's name and the module prefixes (relative to ``wonders_desktop.ui``)
# that belong to it. "" is the ``ui`` package itself.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("platform", ("", "platform")),
    ("interface", ("views.game_ui", "views.parts")),
    ("words and art", ("language", "art")),
    ("views", ("views", "learn")),
    ("features", ("dialogs", "savegames", "statistics")),
    ("session", ("session",)),
    ("window", ("window",)),
)

# Imports that run back up the order. Issue 40 started with 18 (17 to the controller, one to the start
# page) and removed them all; never add one.
KNOWN_BACK_ARROWS: set[tuple[str, str]] = set()


def layer_of(module: str) -> int | None:
    """The index in ``LAYERS`` of ``module`` (a full dotted name), or None outside ``wonders_desktop.ui``."""
    if module != UI and not module.startswith(UI + "."):
        return None
    relative = module[len(UI) + 1 :]
    best, found = -1, None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            matches = relative == prefix or relative.startswith(prefix + ".") or prefix == ""
            if matches and len(prefix) > best:
                best, found = len(prefix), index
    return found


def back_arrows(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    """Every import ``(importer, imported)`` inside the UI whose target sits in a higher layer."""
    found = set()
    for importer, targets in graph.items():
        low = layer_of(importer)
        if low is None:
            continue
        for target in targets:
            high = layer_of(target)
            if high is not None and high > low:
                found.add((importer[len(UI) + 1 :], target[len(UI) + 1 :]))
    return found


def test_every_ui_module_has_a_layer() -> None:
    loose = [name for name in import_graph() if name.startswith(UI) and layer_of(name) is None]
    assert not loose, f"modules outside every layer: {loose}"


def test_the_walk_catches_an_import_up_the_order(tmp_path: Path) -> None:
    art = tmp_path / "cardface.py"
    art.write_text("def paint():\n    from wonders_desktop.ui.dialogs import score_sheet\n", encoding="utf-8")
    known = {f"{UI}.art.cardface", f"{UI}.dialogs.score_sheet", f"{UI}.dialogs"}
    edges = imported_modules(f"{UI}.art.cardface", art, known)
    assert back_arrows({f"{UI}.art.cardface": edges}) == {("art.cardface", "dialogs.score_sheet")}
    hidden = tmp_path / "table.py"
    hidden.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from wonders_desktop.ui.dialogs import score_sheet\n",
        encoding="utf-8",
    )
    edges = imported_modules(f"{UI}.art.table", hidden, known)
    assert back_arrows({f"{UI}.art.table": edges}) == set()  # an annotation is not an arrow
    assert back_arrows({f"{UI}.dialogs.score_sheet": {f"{UI}.art.cardface"}}) == set()  # downwards is fine


def test_no_ui_import_runs_up_the_layers() -> None:
    found = back_arrows(import_graph())
    new = sorted(found - KNOWN_BACK_ARROWS)
    assert not new, f"imports against the UI's layers (importer, imported): {new}"
    gone = sorted(KNOWN_BACK_ARROWS - found)
    assert not gone, f"these imports are gone, remove them from KNOWN_BACK_ARROWS: {gone}"


def others_private_members(source: str) -> list[str]:
    """``x._name`` for any ``x`` but ``self``: a private member of another object (dunders aside)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        if not (isinstance(node.value, ast.Name) and node.value.id == "self"):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_the_private_member_walk_sees_each_form() -> None:
    source = "c = self.controller\nc._apply(1, m)\nself.controller._bots[1] = b\nself._ok\nc.__class__\n"
    assert others_private_members(source) == ["line 2: c._apply", "line 3: self.controller._bots"]


def test_the_bot_driver_uses_only_the_controllers_public_door() -> None:
    """The driver reached into five private members of ``GameController`` (issue 40); now it calls
    ``bot_for``, ``renew_bot``, ``add_notice``, ``apply_bot_move`` and ``schedule_bots``."""
    source = Path(bot_driver.__file__).read_text(encoding="utf-8")
    assert others_private_members(source) == []
