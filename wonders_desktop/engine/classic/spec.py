"""What the classic package offers the app, the CLI and the bots (``GameSpec``): entry points and how it
describes itself (name, options, seat counts, teams and the Free City, score sheet rows)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wonders_desktop.engine.classic.catalog import Catalog, catalog
from wonders_desktop.engine.classic.options import FREE_CITY, PLAYER_COUNTS, TEAMS, ClassicOptions
from wonders_desktop.engine.classic.scenario import run_scenario
from wonders_desktop.engine.classic.scoring import ORDER
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.gamespec import (
    PLAYERS,
    SeatRole,
    SetupOption,
    from_schema,
    offered,
    schema_default,
)


class ClassicSpec:
    """The classic game's entry points and self-description (``engine.core.protocol.GameSpec``)."""

    kind = "classic"
    name = "7 Wonders"
    options_model = ClassicOptions

    def new_game(self, options: Mapping[str, Any], seed: int) -> ClassicState:
        return ClassicState.new(options, seed)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        return run_scenario(scenario)

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        options: dict[str, Any] = {
            key: args[key] for key in ("edition", "expansions", "variant") if key in args
        }
        by_variant: dict[str | None, int] = {FREE_CITY: 2, TEAMS: 4}
        default_players = by_variant.get(args.get("variant"), 3)
        options["players"] = args.get("players", default_players)
        return options

    # --- self-description -------------------------------------------------------------------------
    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        """Each variant's counts (``options.PLAYER_COUNTS``, which validation checks against)."""
        return PLAYER_COUNTS.get(options.get("variant"), PLAYER_COUNTS[None])

    def setup_options(self, options: Mapping[str, Any]) -> tuple[SetupOption, ...]:
        """Edition, Cities, variant, players, each seat's board (not with the Free City), the sides."""
        rules = _rules(options)
        rows = [
            from_schema(ClassicOptions, "edition"),
            from_schema(ClassicOptions, "expansions", switch=True),
            from_schema(ClassicOptions, "variant"),
            offered(PLAYERS, self.player_counts(options), schema_default(ClassicOptions, PLAYERS)),
        ]
        if options.get("variant") != FREE_CITY:  # the seats cannot choose the Free City's board
            wonders = schema_default(ClassicOptions, "wonders")  # "random"
            rows.append(offered("wonders", tuple(rules.wonders), wonders, per_seat=True))
        rows.append(offered("sides", (*rules.sides, "random"), rules.sides[0]))  # side A: a first game
        return tuple(rows)

    def seat_roles(self, options: Mapping[str, Any]) -> tuple[SeatRole, ...]:
        """Teams of two side by side (``ClassicState.team_of``); the Free City is a third, unplayed city."""
        players = int(options.get(PLAYERS, schema_default(ClassicOptions, PLAYERS)))
        variant = options.get("variant")
        if variant == FREE_CITY:
            return (*[SeatRole()] * players, SeatRole(played=False))
        if variant == TEAMS:
            return tuple(SeatRole(team=seat // 2 + 1) for seat in range(players))
        return (SeatRole(),) * players

    def score_rows(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        return ORDER


def _rules(options: Mapping[str, Any]) -> Catalog:
    """The cards and boards of the chosen edition and expansions (the 1st edition if none is valid)."""
    edition = options.get("edition")
    expansions = options.get("expansions") or []
    return catalog(edition if edition in (1, 2) else 1, "cities" in expansions)
