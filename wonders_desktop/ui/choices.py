"""What the new-game dialog offers, read from the engines' data files: wonder boards and their sides.

Only lists of ids are read here (no rules): the engine still validates every option it is given.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

DATA_PACKAGE = "wonders_desktop.engine.data"


@cache
def _read(name: str) -> Any:
    try:
        return json.loads(resources.files(DATA_PACKAGE).joinpath(name).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _ids(entries: Any) -> list[str]:
    if not isinstance(entries, list):
        return []
    return [entry["id"] for entry in entries if isinstance(entry, dict) and isinstance(entry.get("id"), str)]


def classic_wonders(edition: int, cities: bool) -> list[str]:
    wonders = _ids(_read(f"classic/base_{edition}e.json").get("wonders"))
    if cities:
        wonders += _ids(_read(f"classic/cities_{edition}e.json").get("wonders"))
    return wonders


def classic_sides(edition: int) -> list[str]:
    sides = _read(f"classic/base_{edition}e.json").get("sides")
    if isinstance(sides, list) and all(isinstance(side, str) for side in sides):
        return list(sides)
    return ["a", "b"] if edition == 1 else ["day", "night"]


def architects_wonders() -> list[str]:
    return _ids(_read("architects/wonders.json").get("wonders"))


def wonders_for(game: str, edition: int = 1, cities: bool = False) -> list[str]:
    if game == "classic":
        return classic_wonders(edition, cities)
    if game == "architects":
        return architects_wonders()
    return []
