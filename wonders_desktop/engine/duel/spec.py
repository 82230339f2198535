"""What the Duel package offers the app, the CLI and the bots (``GameSpec``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.gamespec import SeatRole, SetupOption, choices_of, offered
from wonders_desktop.engine.core.validation import validated
from wonders_desktop.engine.duel.scenario import run_scenario
from wonders_desktop.engine.duel.scoring import CATEGORIES
from wonders_desktop.engine.duel.state import DuelState

SEATS = 2  # the game itself: DuelState always seats two


class DuelOptions(BaseModel):
    """``wonders``: the rulebook's draft or the fixed Wonders of a first game; ``first_player``: a seat
    (0 or 1, strictly an integer: ``true`` is not seat 1) or "random"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    wonders: Literal["draft", "first_game"] = "draft"
    first_player: Literal[0, 1, "random"] = "random"

    @field_validator("first_player", mode="before")
    @classmethod
    def _a_seat_is_an_int(cls, value: object) -> object:
        """A Literal compares by equality, so ``true`` and ``1.0`` would pass for seat 1."""
        if isinstance(value, bool | float):
            raise ValueError(f"must be 0, 1 or 'random', got {value!r}")
        return value


def validated_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options with defaults filled in; a bad name or value is a ``ScenarioError`` naming it."""
    for key in options:
        if key not in DuelOptions.model_fields:
            raise unknown_id_error(f"options.{key}", "Duel option", key, DuelOptions.model_fields)
    return validated(DuelOptions, dict(options), "options").model_dump()


class DuelSpec:
    """Duel's entry points and self-description (``engine.core.protocol.GameSpec``)."""

    kind = "duel"
    name = "7 Wonders Duel"
    options_model = DuelOptions

    def new_game(self, options: Mapping[str, Any], seed: int) -> DuelState:
        return DuelState.new(validated_options(options), seed)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        return run_scenario(scenario)

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Duel is for two players, one edition, no expansion and no variant here."""
        players = args.get("players")
        if players not in (None, SEATS):
            raise ScenarioError("--players", f"7 Wonders Duel is a 2-player game, not {players}")
        for name in ("edition", "expansions", "variant"):
            if args.get(name) not in (None, []):  # --edition 0 is not "no edition"
                raise ScenarioError(f"--{name}", "7 Wonders Duel has no such option")
        return DuelOptions().model_dump()

    # --- self-description -------------------------------------------------------------------------
    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        return (SEATS,)

    def setup_options(self, options: Mapping[str, Any]) -> tuple[SetupOption, ...]:
        """The Wonders: the fixed ones of a first game are recommended (the rulebook's advice)."""
        return (offered("wonders", choices_of(DuelOptions, "wonders"), "first_game"),)

    def seat_roles(self, options: Mapping[str, Any]) -> tuple[SeatRole, ...]:
        return (SeatRole(),) * SEATS

    def score_rows(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        return CATEGORIES
