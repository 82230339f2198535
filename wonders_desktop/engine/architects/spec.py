"""What the Architects package offers the app, the CLI and the bots: new games, ``check``, options.

Options (plain JSON, stored in saves): ``players`` (2-7), optional ``wonders`` (one id per seat, in seat
order; random otherwise) and optional ``first_player`` (the youngest player's seat; 0 by default).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wonders_desktop.engine.architects.options import (
    DEFAULT_PLAYERS,
    ArchitectsOptions,
    player_range,
    validate_options,
)
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.architects.tables import tables
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.gamespec import PLAYERS, SeatRole, SetupOption, offered, schema_default
from wonders_desktop.engine.core.rng import Rng


class ArchitectsSpec:
    """Architects' entry points and self-description (``engine.core.protocol.GameSpec``)."""

    kind = "architects"
    name = "7 Wonders Architects"
    options_model = ArchitectsOptions

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

    # --- self-description -------------------------------------------------------------------------
    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        """The counts the data holds (``options.player_range``, which validation checks against)."""
        low, high = player_range(tables())
        return tuple(range(low, high + 1))

    def setup_options(self, options: Mapping[str, Any]) -> tuple[SetupOption, ...]:
        """Players, and each seat's Wonder (random unless chosen)."""
        wonders = tuple(wonder.id for wonder in tables().wonders)
        return (
            offered(PLAYERS, self.player_counts(options), DEFAULT_PLAYERS),
            offered("wonders", wonders, schema_default(ArchitectsOptions, "wonders"), per_seat=True),
        )

    def seat_roles(self, options: Mapping[str, Any]) -> tuple[SeatRole, ...]:
        return (SeatRole(),) * int(options.get(PLAYERS, DEFAULT_PLAYERS))

    def score_rows(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        return tables().scoring_order


SPEC = ArchitectsSpec()
