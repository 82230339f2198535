"""The options of a classic game, validated with pydantic; a bad value is a ``ScenarioError`` naming it.

One engine, many rules sets: ``edition`` (1 or 2), ``expansions`` ([] or ["cities"]) and ``variant``
(None, "free-city" or "teams") select the rules. Playable: either edition for 3 to 7 players, with or
without Cities; the team variant of the Cities rulebook (4 or 6 players, Cities required); the 2-player
Free City variant of the 1st-edition rulebook (1st edition without Cities only: neither the 2nd-edition
rulebook nor the Cities rulebook has a 2-player game). Other combinations are refused with a clear message.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from wonders_desktop.engine.classic.catalog import Catalog, catalog
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.validation import validated

FREE_CITY = "free-city"
TEAMS = "teams"
# The player counts of each variant (None: the standard game), checked below and offered by the spec.
PLAYER_COUNTS: dict[str | None, tuple[int, ...]] = {None: (3, 4, 5, 6, 7), FREE_CITY: (2,), TEAMS: (4, 6)}


class ClassicOptions(BaseModel):
    """``wonders``: "random" or one board id per city; ``sides``: "random", one side for all, or a list."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: StrictInt = Field(default=3, ge=2, le=7)
    edition: StrictInt = Field(default=1, ge=1, le=2)  # not Literal[1, 2]: it would take true and 1.0
    expansions: list[Literal["cities"]] = Field(default_factory=list)
    variant: Literal["free-city", "teams"] | None = None
    wonders: Literal["random"] | list[str] = "random"
    sides: str | list[str] = "random"

    @property
    def free_city(self) -> bool:
        return self.variant == FREE_CITY

    @property
    def teams(self) -> bool:
        return self.variant == TEAMS

    @property
    def with_cities(self) -> bool:
        return "cities" in self.expansions

    @property
    def cities(self) -> int:
        """Cities on the table: one per player, plus the Free City in the 2-player variant."""
        return 3 if self.free_city else self.players

    def rules(self) -> Catalog:
        return catalog(self.edition, self.with_cities)


_PARSED: dict[str, ClassicOptions] = {}


def parse_options(raw: Mapping[str, Any], field: str = "options") -> ClassicOptions:
    """Validate game options; every problem is a ``ScenarioError`` naming ``options.<field>``.

    Valid options are remembered by their JSON text (they are frozen): bots and benchmarks start many
    games with the same options, and validation would be a good part of a short game's setup."""
    try:
        key = json.dumps(dict(raw), sort_keys=True)
    except (TypeError, ValueError):
        return _parse(raw, field)
    found = _PARSED.get(key)
    if found is None:
        found = _parse(raw, field)
        if len(_PARSED) > 1000:
            _PARSED.clear()
        _PARSED[key] = found
    return found


def _parse(raw: Mapping[str, Any], field: str) -> ClassicOptions:
    options = validated(ClassicOptions, dict(raw), field)
    _check_supported(options, field)
    _check_boards(options, field)
    return options


def _check_supported(options: ClassicOptions, field: str) -> None:
    if len(set(options.expansions)) != len(options.expansions):
        raise ScenarioError(f"{field}.expansions", "each expansion may be listed once")
    if options.free_city:
        if options.edition != 1:
            raise ScenarioError(
                f"{field}.variant", "the Free City variant is a 1st-edition rule (the 2nd edition has none)"
            )
        if options.with_cities:
            raise ScenarioError(f"{field}.variant", "the Cities rulebook has no 2-player (Free City) game")
        if options.players not in PLAYER_COUNTS[FREE_CITY]:
            raise ScenarioError(f"{field}.players", "the Free City variant is for exactly 2 players")
        return
    if options.teams:
        if not options.with_cities:
            raise ScenarioError(
                f"{field}.variant", "team play is a rule of the Cities expansion: add expansions ['cities']"
            )
        if options.players not in PLAYER_COUNTS[TEAMS]:
            raise ScenarioError(f"{field}.players", "team play is for 4 or 6 players (teams of two)")
        return
    if options.players not in PLAYER_COUNTS[None]:
        raise ScenarioError(f"{field}.players", "3 to 7 players (2 players: variant 'free-city')")


def _check_boards(options: ClassicOptions, field: str) -> None:
    rules = options.rules()
    if isinstance(options.wonders, list):
        if len(options.wonders) != options.cities:
            raise ScenarioError(
                f"{field}.wonders", f"needs {options.cities} board ids, got {len(options.wonders)}"
            )
        for index, wonder in enumerate(options.wonders):
            if wonder not in rules.wonders:
                raise unknown_id_error(f"{field}.wonders[{index}]", "wonder", wonder, rules.wonders)
        if len(set(options.wonders)) != len(options.wonders):
            raise ScenarioError(f"{field}.wonders", "each board can be used once")
    sides = options.sides
    allowed = (*rules.sides, "random")
    if isinstance(sides, str):
        if sides not in allowed:
            raise unknown_id_error(f"{field}.sides", "side", sides, allowed)
        return
    if len(sides) != options.cities:
        raise ScenarioError(f"{field}.sides", f"needs {options.cities} sides, got {len(sides)}")
    for index, side in enumerate(sides):
        if side not in allowed:
            raise unknown_id_error(f"{field}.sides[{index}]", "side", side, allowed)
