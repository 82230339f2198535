"""What the Architects package offers the app, the CLI and the bots: new games, ``check``, options.

Options (plain JSON, stored in saves): ``players`` (2-7), optional ``wonders`` (one id per seat, in seat
order; random otherwise) and optional ``first_player`` (the youngest player's seat; 0 by default).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.architects.tables import Tables, tables
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.rng import Rng

OPTION_KEYS = ("players", "wonders", "first_player")
DEFAULT_PLAYERS = 3


def _int_option(options: Mapping[str, Any], key: str, low: int, high: int, default: int) -> int:
    value = options.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScenarioError(key, f"must be an integer from {low} to {high}, got {value!r}")
    return value


def _player_range(t: Tables) -> tuple[int, int]:
    counts = sorted(t.conflict_tokens)
    return counts[0], min(counts[-1], len(t.wonders))


def validate_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options as stored: unknown keys and bad values are a ``ScenarioError`` naming the key."""
    t = tables()
    for key in options:
        if key not in OPTION_KEYS:
            raise unknown_id_error(f"options.{key}", "option", key, OPTION_KEYS)
    low, high = _player_range(t)
    players = _int_option(options, "players", low, high, DEFAULT_PLAYERS)
    result: dict[str, Any] = {"players": players}
    if options.get("wonders") is not None:
        result["wonders"] = _wonder_ids(t, options["wonders"], players)
    result["first_player"] = _int_option(options, "first_player", 0, players - 1, 0)
    return result


def _wonder_ids(t: Tables, wonders: Any, players: int) -> list[str]:
    if not isinstance(wonders, list) or len(wonders) != players:
        raise ScenarioError("wonders", f"must list one wonder id per player ({players})")
    for index, wonder in enumerate(wonders):
        if wonder not in t.wonder_index:
            raise unknown_id_error(f"wonders[{index}]", "wonder", wonder, t.wonder_index)
    if len(set(wonders)) != len(wonders):
        raise ScenarioError("wonders", "each wonder can be played by one player only")
    return list(wonders)


class ArchitectsSpec:
    kind = "architects"

    def new_game(self, options: Mapping[str, Any], seed: int) -> ArchitectsState:
        t = tables()
        clean = validate_options(options)
        rng = Rng(seed)
        if "wonders" in clean:
            wonders = [t.wonder_index[w] for w in clean["wonders"]]
        else:
            wonders = rng.sample(range(len(t.wonders)), clean["players"])
        return ArchitectsState.new(t, clean, wonders, seed, rng)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        from wonders_desktop.engine.architects.scenario import run_scenario

        return run_scenario(scenario)

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        for key in ("edition", "expansions", "variant"):
            if args.get(key) not in (None, []):  # --edition 0 is not "no edition"
                raise ScenarioError(
                    f"--{key}", "7 Wonders Architects has no editions, expansions or variants"
                )
        return validate_options({"players": args.get("players", DEFAULT_PLAYERS)})


SPEC = ArchitectsSpec()
