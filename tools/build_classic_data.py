"""Convert the classic reference YAML (../shared/reference/sevenwonders) into the project's own JSON.

Run from the repository root::

    python tools/build_classic_data.py [--source DIR]

The app never reads ../shared at run time: this script writes ``wonders_desktop/engine/data/classic/``
(base_1e.json, base_2e.json, cities_1e.json, cities_2e.json), which are committed. Ids are kept; chain
links, given by card *names* in the YAML, become ids (the card of that name in an earlier age). Every
file is validated with the runtime models before it is written. PyYAML is needed here only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wonders_desktop.engine.classic.data import BaseGameData, CitiesData  # noqa: E402
from wonders_desktop.engine.core.datafiles import validate  # noqa: E402

DEFAULT_SOURCE = ROOT.parent / "shared" / "reference" / "sevenwonders"
OUT = ROOT / "wonders_desktop" / "engine" / "data" / "classic"
CARD_KEYS = ("id", "name", "age", "color", "players", "cost", "effects", "chain_from", "chain_to")
OPTIONAL_KEYS = ("status", "alternative_cost", "note", "aliases", "was_1e")


def chain_ids(
    names: Iterable[str], by_name: dict[str, list[dict[str, Any]]], age: int, later: bool
) -> list[str]:
    """The ids of the named cards in an earlier (or, with ``later``, a later) age."""
    ids = []
    for name in names:
        matches = [c for c in by_name.get(name, []) if (c["age"] > age if later else c["age"] < age)]
        if len(matches) != 1:
            raise SystemExit(f"chain to {name!r} from age {age}: {len(matches)} matching cards")
        ids.append(matches[0]["id"])
    return ids


def convert_cards(cards: list[dict[str, Any]], context: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Cards in the JSON layout, chains resolved against ``context`` (all cards of that game)."""
    by_name: dict[str, list[dict[str, Any]]] = {}
    for card in context:
        by_name.setdefault(card["name"], []).append(card)
    result = []
    for card in cards:
        entry = {key: card[key] for key in CARD_KEYS if key in card}
        entry["chain_from"] = chain_ids(card.get("chain_from", []), by_name, card["age"], later=False)
        entry["chain_to"] = chain_ids(card.get("chain_to", []), by_name, card["age"], later=True)
        for key in OPTIONAL_KEYS:
            if card.get(key) is not None:
                entry[key] = card[key]
        if "dispute_note" in card:
            entry["note"] = card["dispute_note"]
        result.append(entry)
    return result


def convert_wonders(wonders: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Boards in the JSON layout; a disputed board's ``alternative`` becomes a mapping of full sides."""
    result = []
    for wonder in wonders:
        entry = {key: wonder[key] for key in ("id", "city", "wonder", "sides")}
        if "status" in wonder:
            entry["status"] = wonder["status"]
        alternative = wonder.get("alternative")
        if alternative:
            resource = alternative["resource"]
            entry["alternative"] = {
                side: {"resource": resource, "stages": stages}
                for side, stages in alternative.items()
                if side != "resource"
            }
        result.append(entry)
    return result


def base_file(data: dict[str, Any], edition: int, sides: list[str]) -> dict[str, Any]:
    context = data["cards"] + data["guilds"]
    return {
        "edition": edition,
        "sides": sides,
        "cards": convert_cards(data["cards"], context),
        "guilds": convert_cards(data["guilds"], context),
        "wonders": convert_wonders(data["wonders"]),
    }


def cities_file(part: dict[str, Any], edition: int, sides: list[str]) -> dict[str, Any]:
    guilds = part["guilds"] if isinstance(part["guilds"], list) else []
    context = part["black_cards"] + guilds
    return {
        "edition": edition,
        "sides": sides,
        "black_cards": convert_cards(part["black_cards"], context),
        "guilds": convert_cards(guilds, context),
        "wonders": convert_wonders(part["wonders"]),
        "wonder_status": part.get("wonder_status"),
    }


def write(name: str, document: dict[str, Any], model: type) -> None:
    validate(model, document, f"classic/{name}")
    OUT.mkdir(parents=True, exist_ok=True)
    text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
    (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {OUT / name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    args = parser.parse_args(argv)

    def read(name: str) -> dict[str, Any]:
        return yaml.safe_load((args.source / name).read_text(encoding="utf-8"))

    write("base_1e.json", base_file(read("base_1e.yaml"), 1, ["a", "b"]), BaseGameData)
    write("base_2e.json", base_file(read("base_2e.yaml"), 2, ["day", "night"]), BaseGameData)
    cities = read("cities.yaml")
    write("cities_1e.json", cities_file(cities["first_edition"], 1, ["a", "b"]), CitiesData)
    write("cities_2e.json", cities_file(cities["second_edition"], 2, ["day", "night"]), CitiesData)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
