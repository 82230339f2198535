"""What the Duel package offers the app, the CLI and the bots (``GameSpec``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.duel.scenario import run_scenario
from wonders_desktop.engine.duel.state import DuelState

OPTION_VALUES: dict[str, tuple[Any, ...]] = {
    "wonders": ("draft", "first_game"),
    "first_player": (0, 1, "random"),
}
DEFAULT_OPTIONS: dict[str, Any] = {"wonders": "draft", "first_player": "random"}


def validated_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options with defaults filled in; a bad name or value is a ``ScenarioError`` naming it."""
    result = dict(DEFAULT_OPTIONS)
    for key, value in options.items():
        if key not in OPTION_VALUES:
            raise unknown_id_error(f"options.{key}", "Duel option", key, OPTION_VALUES)
        allowed = OPTION_VALUES[key]
        if isinstance(value, bool) or value not in allowed:
            raise ScenarioError(f"options.{key}", f"{value!r} is not one of {', '.join(map(repr, allowed))}")
        result[key] = value
    return result


class DuelSpec:
    kind = "duel"

    def new_game(self, options: Mapping[str, Any], seed: int) -> DuelState:
        return DuelState.new(validated_options(options), seed)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        return run_scenario(scenario)

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Duel is for two players, one edition, no expansion and no variant here."""
        players = args.get("players")
        if players not in (None, 2):
            raise ScenarioError("--players", f"7 Wonders Duel is a 2-player game, not {players}")
        for name in ("edition", "expansions", "variant"):
            if args.get(name) not in (None, []):  # --edition 0 is not "no edition"
                raise ScenarioError(f"--{name}", "7 Wonders Duel has no such option")
        return dict(DEFAULT_OPTIONS)
