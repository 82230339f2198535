"""Turning the shared ``--game/--players/--edition/--expansions/--variant`` options into game options."""

from __future__ import annotations

import argparse
from typing import Any

from wonders_desktop.engine.core.protocol import GameSpec
from wonders_desktop.engine.registry import game_spec


def spec_and_options(args: argparse.Namespace) -> tuple[GameSpec, dict[str, Any]]:
    spec = game_spec(args.game, field="--game")
    raw = {
        "players": args.players,
        "edition": args.edition,
        "expansions": [part for part in (args.expansions or "").split(",") if part],
        "variant": args.variant,
    }
    return spec, spec.simulate_options({key: value for key, value in raw.items() if value not in (None, [])})
