"""Convert the shared 7 Wonders Architects reference (architects.yaml) into the project's own JSON files.

The app never reads ``../shared`` at run time: this script is run by hand when the reference changes,
and its output under ``wonders_desktop/engine/data/architects/`` is committed. Ids stay exactly the
reference ids; field names follow the project's format (``source`` instead of the YAML's ``from``).
PyYAML is needed here only, never by the app.

    python tools/build_architects_data.py [--source PATH] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = ROOT.parent / "shared" / "reference" / "architects" / "architects.yaml"
DEFAULT_OUT = ROOT / "wonders_desktop" / "engine" / "data" / "architects"
SCHEMA_VERSION = 1


def convert_effect(effect: dict[str, Any] | None) -> dict[str, Any] | None:
    """The effect with the YAML's ``from`` key renamed ``source`` (a Python keyword makes a poor field)."""
    if effect is None:
        return None
    converted = {("source" if key == "from" else key): value for key, value in effect.items()}
    if "trigger" in converted:
        converted["trigger"] = list(converted["trigger"])
    return converted


def card_types(reference: dict[str, Any]) -> dict[str, Any]:
    """One entry per card kind, in the reference's vocabulary order (the order decks are written in)."""
    values = reference["vocabulary"]["card_values"]
    kinds = []
    for card_id in reference["vocabulary"]["card_types"]:
        entry = {"id": card_id, **values[card_id]}
        kinds.append(entry)
    return {"schema_version": SCHEMA_VERSION, "card_types": kinds}


def stage(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        "stage": entry["stage"],
        "level": entry["level"],
        "cost": {"count": entry["cost"]["count"], "kind": entry["cost"]["kind"]},
        "vp": entry["vp"],
        "effect": entry["effect"],
        "requires": list(entry["requires"]),
    }


def wonders(reference: dict[str, Any]) -> dict[str, Any]:
    result = []
    for wonder in reference["wonders"]:
        result.append(
            {
                "id": wonder["id"],
                "name": wonder["name"],
                "effect": convert_effect(wonder["effect"]),
                "stages": [stage(entry) for entry in wonder["stages"]],
                "deck": dict(wonder["deck"]),
                "deck_size": wonder["deck_size"],
                "total_vp": wonder["total_vp"],
            }
        )
    return {"schema_version": SCHEMA_VERSION, "wonders": result}


def progress_tokens(reference: dict[str, Any]) -> dict[str, Any]:
    tokens = [
        {
            "id": token["id"],
            "name": token["name"],
            "copies": token["copies"],
            "effect": convert_effect(token["effect"]),
        }
        for token in reference["progress_tokens"]
    ]
    return {"schema_version": SCHEMA_VERSION, "progress_tokens": tokens}


def game(reference: dict[str, Any]) -> dict[str, Any]:
    """Components, the central deck and the numeric rule constants the engine reads."""
    rules = reference["rules_constants"]
    central = reference["central_deck"]
    return {
        "schema_version": SCHEMA_VERSION,
        "components": dict(reference["components"]),
        "central_deck": {
            "id": central["id"],
            "deck": dict(central["deck"]),
            "deck_size": central["deck_size"],
        },
        "rules": {
            "progress_face_up": rules["progress_display"]["face_up"],
            "cat_pawn_vp": rules["cat_pawn_vp"],
            "military_victory_token_vp": rules["military_victory_token_vp"],
            "conflict_tokens_by_players": {str(k): v for k, v in rules["conflict_tokens_by_players"].items()},
            "scoring_order": ["wonder", "blue", "cat", "military", "progress"],
        },
    }


def build(source: Path) -> dict[str, dict[str, Any]]:
    """The JSON documents, by file name."""
    reference = yaml.safe_load(source.read_text(encoding="utf-8"))
    return {
        "cards.json": card_types(reference),
        "wonders.json": wonders(reference),
        "progress_tokens.json": progress_tokens(reference),
        "game.json": game(reference),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, document in build(args.source).items():
        text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
        (args.out / name).write_text(text, encoding="utf-8")
        print(f"wrote {args.out / name}")


if __name__ == "__main__":
    main()
