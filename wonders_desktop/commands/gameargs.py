"""Turning the shared ``--game/--players/--edition/--expansions/--variant`` options into game options,
and ``--bots``/``--seats`` into bot levels. A bad value is a ``ScenarioError`` naming the option as typed
(``--players``, not the engine's ``options.players``)."""

from __future__ import annotations

import argparse
from typing import Any

from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.protocol import GameSpec
from wonders_desktop.engine.registry import game_spec

OPTION_FLAGS = {
    "players": "--players",
    "edition": "--edition",
    "expansions": "--expansions",
    "variant": "--variant",
}


def spec_and_options(args: argparse.Namespace) -> tuple[GameSpec, dict[str, Any]]:
    """The game and its validated options (a first deal is made to check them)."""
    spec = game_spec(args.game, field="--game")
    raw = {
        "players": args.players,
        "edition": args.edition,
        "expansions": [part for part in (args.expansions or "").split(",") if part],
        "variant": args.variant,
    }
    try:
        options = spec.simulate_options({key: value for key, value in raw.items() if value not in (None, [])})
        spec.new_game(options, 0)
    except ScenarioError as error:
        raise ScenarioError(_flag(error.field), error.message) from error
    return spec, options


def _flag(field: str) -> str:
    """``options.players`` -> ``--players``; a field of no command-line option stays as it is."""
    name = field.removeprefix("options.").split(".")[0].split("[")[0]
    return OPTION_FLAGS.get(name, field)


def bot_levels(text: str, flag: str, extra: tuple[str, ...] = ()) -> list[str]:
    """The comma-separated bot levels of ``--bots``/``--seats``: at least one, each a known level
    (or one of ``extra``: the benchmark-only levels ``tournament`` accepts)."""
    levels = [part.strip() for part in text.split(",")]
    if not any(levels):
        raise ScenarioError(
            flag, f"names no bot level (one or more of {', '.join(BOT_LEVELS)}, comma-separated)"
        )
    for level in levels:
        if level not in BOT_LEVELS + extra:
            raise unknown_id_error(flag, "bot level", level, BOT_LEVELS + extra)
    return levels
