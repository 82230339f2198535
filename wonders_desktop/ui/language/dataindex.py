"""What the UI may look up in the engines' data files without knowing their layout: names and colours.

Every data file is walked once; any object with an ``id`` and a ``name`` (a board: its ``city``) gives
an English name, keyed by the id and by the kind of list it sits in (``cards`` -> ``card``); a ``color``
field gives the card colour the table draws. The rules themselves are never read here: only labels.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

DATA_PACKAGE = "wonders_desktop.engine.data"


@dataclass(slots=True)
class DataIndex:
    names: dict[tuple[str, str], str] = field(default_factory=dict)
    colours: dict[str, str] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)

    def english_name(self, kind: str, ident: str) -> str | None:
        return self.names.get((singular(kind), ident)) or self.names.get(("", ident))

    def colour(self, ident: str) -> str | None:
        return self.colours.get(ident)

    def add(self, node: Any, parent: str = "") -> None:
        if isinstance(node, dict):
            ident, colour = node.get("id"), node.get("color")
            name = node.get("name") if isinstance(node.get("name"), str) else node.get("city")
            if isinstance(ident, str) and isinstance(name, str):
                self.names.setdefault((singular(parent), ident), name)
                self.names.setdefault(("", ident), name)
            if isinstance(ident, str) and isinstance(colour, str):
                self.colours.setdefault(ident, colour)
            for key, value in node.items():
                self.add(value, key if isinstance(value, list | dict) else parent)
        elif isinstance(node, list):
            for item in node:
                self.add(item, parent)


def singular(word: str) -> str:
    return word[:-1] if word.endswith("s") else word


def json_files(root: Traversable) -> list[Traversable]:
    found: list[Traversable] = []
    for entry in root.iterdir():
        if entry.is_dir():
            found.extend(json_files(entry))
        elif entry.name.endswith(".json"):
            found.append(entry)
    return sorted(found, key=lambda entry: str(entry))


@cache
def data_index() -> DataIndex:
    """The index of every data file; a broken file is skipped here (the self-test reports it)."""
    index = DataIndex()
    for entry in json_files(resources.files(DATA_PACKAGE)):
        try:
            index.add(json.loads(entry.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            continue
        index.files.append(entry.name)
    return index
