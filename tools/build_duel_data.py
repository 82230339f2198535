"""Convert the shared 7 Wonders Duel reference (duel.yaml) into the project's own JSON files.

The app never reads ``../shared`` at run time: this script is run by hand when the reference changes,
and its output under ``wonders_desktop/engine/data/duel/`` is committed. Ids stay exactly the reference
ids. The project's format differs from the YAML where that makes the engine simpler and the data
stricter: costs split coins from resources, military tokens name the losing seat (0 or 1) instead of
``player_a``/``player_b``, layouts keep only the slots (rows are derivable), and the draft names seats
relative to the first player. PyYAML is needed here only, never by the app.

    python tools/build_duel_data.py [--source PATH] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = ROOT.parent / "shared" / "reference" / "duel" / "duel.yaml"
DEFAULT_OUT = ROOT / "wonders_desktop" / "engine" / "data" / "duel"
SCHEMA_VERSION = 1
SEAT_OF_PLAYER = {"player_a": 0, "player_b": 1}
DRAFT_SEAT = {"first_player": "first", "second_player": "second"}


def cost(entry: dict[str, Any]) -> dict[str, Any]:
    """``{coins: 2, glass: 1}`` becomes ``{"coins": 2, "resources": {"glass": 1}}``."""
    raw = dict(entry)
    coins = raw.pop("coins", 0)
    return {"coins": coins, "resources": raw}


def card(entry: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = {
        "id": entry["id"],
        "name": entry["name"],
        "age": entry["age"],
        "color": entry["color"],
        "deck": entry.get("deck", "age"),
        "cost": cost(entry["cost"]),
        "effects": [dict(effect) for effect in entry["effects"]],
    }
    for key in ("chain_provides", "chain_requires"):
        if key in entry:
            result[key] = entry[key]
    if entry.get("aliases"):
        result["aliases"] = list(entry["aliases"])
    return result


def cards(reference: dict[str, Any]) -> dict[str, Any]:
    decks = reference["cards"]
    entries = [card(entry) for key in ("age_1", "age_2", "age_3", "guilds") for entry in decks[key]]
    return {"schema_version": SCHEMA_VERSION, "cards": entries}


def wonders(reference: dict[str, Any]) -> dict[str, Any]:
    entries = [
        {
            "id": entry["id"],
            "name": entry["name"],
            "cost": cost(entry["cost"]),
            "effects": [dict(effect) for effect in entry["effects"]],
        }
        for entry in reference["wonders"]
    ]
    return {"schema_version": SCHEMA_VERSION, "wonders": entries}


def progress_tokens(reference: dict[str, Any]) -> dict[str, Any]:
    entries = []
    for entry in reference["progress_tokens"]:
        token = {"id": entry["id"], "name": entry["name"], "effects": [dict(e) for e in entry["effects"]]}
        if entry.get("note"):
            token["note"] = entry["note"]
        entries.append(token)
    return {"schema_version": SCHEMA_VERSION, "progress_tokens": entries}


def layouts(reference: dict[str, Any]) -> dict[str, Any]:
    result = []
    for key, layout in reference["layouts"].items():
        slots = [
            {
                "slot": slot["slot"],
                "row": slot["row"],
                "col": slot["col"],
                "face_up": slot["face_up"],
                "covered_by": list(slot["covered_by"]),
            }
            for slot in layout["slots"]
        ]
        result.append({"age": int(key.split("_")[1]), "slots": slots})
    return {"schema_version": SCHEMA_VERSION, "layouts": result}


def military(track: dict[str, Any]) -> dict[str, Any]:
    return {
        "capital": (track["spaces"] - 1) // 2,
        "vp_by_distance": [dict(band) for band in track["vp_by_distance"]],
        "tokens": [
            {
                "id": token["id"],
                "positions": list(token["positions"]),
                "loser": SEAT_OF_PLAYER[token["coins_lost_by"]],
                "coins": token["amount"],
            }
            for token in track["military_tokens"]
        ],
    }


def draft(reference: dict[str, Any]) -> dict[str, Any]:
    """Each round as the list of seats (relative to the first player) picking one Wonder each, in order."""
    rounds = []
    for step in reference["wonder_draft"]["procedure"]:
        picks: list[str] = []
        for item in step["order"]:
            who, count = item.split(":")
            picks.extend([DRAFT_SEAT[who]] * int(count))
        rounds.append({"reveal": step["reveal"], "picks": picks})
    fixed = reference["wonder_draft"]["first_game_fixed_assignment"]
    return {
        "rounds": rounds,
        "first_game": {"first": list(fixed["first_player"]), "second": list(fixed["second_player"])},
    }


def rules(reference: dict[str, Any]) -> dict[str, Any]:
    constants = reference["rules_constants"]
    return {
        "schema_version": SCHEMA_VERSION,
        "starting_coins": constants["starting_coins"],
        "ages": constants["ages"],
        "cards_per_age_structure": constants["cards_per_age_structure"],
        "cards_removed_per_age": constants["cards_removed_per_age_deck_at_setup"],
        "guilds_added_to_age_3": constants["guilds_added_to_age_3"],
        "discard_base": constants["discard_gain"]["base"],
        "discard_per_yellow": constants["discard_gain"]["plus_per_yellow_card_owned"],
        "trade_base": constants["trading_price"]["base"],
        "max_wonders_built": constants["max_wonders_built_per_game"],
        "wonders_per_player": constants["wonders_per_player"],
        "coins_per_vp": constants["coins_per_vp"],
        "science_supremacy_symbols": constants["scientific_supremacy_distinct_symbols"],
        "progress_tokens_on_board": constants["progress_tokens_on_board_at_setup"],
        "military": military(reference["military_track"]),
        "draft": draft(reference),
    }


def write(out: Path, name: str, document: dict[str, Any]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    (out / name).write_text(text, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    reference = yaml.safe_load(args.source.read_text(encoding="utf-8"))
    write(args.out, "cards.json", cards(reference))
    write(args.out, "wonders.json", wonders(reference))
    write(args.out, "progress_tokens.json", progress_tokens(reference))
    write(args.out, "layouts.json", layouts(reference))
    write(args.out, "rules.json", rules(reference))
    print(f"wrote 5 files to {args.out}")


if __name__ == "__main__":
    main()
