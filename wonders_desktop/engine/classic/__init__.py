"""7 Wonders (classic): one engine whose options select the rules (edition, expansions, variant).

``SPEC`` is what the registry, the CLI and the bots use: ``new_game``, ``run_scenario`` (``check``)
and ``simulate_options``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wonders_desktop.engine.classic.options import FREE_CITY, TEAMS
from wonders_desktop.engine.classic.scenario import run_scenario
from wonders_desktop.engine.classic.state import ClassicState


class ClassicSpec:
    """The classic game's entry points (``engine.core.protocol.GameSpec``)."""

    kind = "classic"

    def new_game(self, options: Mapping[str, Any], seed: int) -> ClassicState:
        return ClassicState.new(options, seed)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        return run_scenario(scenario)

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        options: dict[str, Any] = {
            key: args[key] for key in ("edition", "expansions", "variant") if key in args
        }
        default_players = {FREE_CITY: 2, TEAMS: 4}.get(args.get("variant"), 3)
        options["players"] = args.get("players", default_players)
        return options


SPEC = ClassicSpec()

__all__ = ["SPEC", "ClassicSpec", "ClassicState"]
