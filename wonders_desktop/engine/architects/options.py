"""The options of an Architects game, validated with pydantic; a bad value is a ``ScenarioError`` naming it.

``players`` (2-7: the rulebook's range, one Wonder each), optional ``wonders`` (one id per seat, in seat
order, each at most once) and ``first_player`` (the seat that starts). Strict types: ``"3"`` or ``true``
is not a player count. The shape is checked by the model; what depends on the data (ids, the player
range the tables hold) and on other fields (one Wonder per seat) is checked after it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from wonders_desktop.engine.architects.catalog import Tables, tables
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.validation import validated

DEFAULT_PLAYERS = 3
MAX_PLAYERS = 7


class ArchitectsOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    players: StrictInt = Field(default=DEFAULT_PLAYERS, ge=2, le=MAX_PLAYERS)
    wonders: list[StrictStr] | None = Field(default=None, max_length=MAX_PLAYERS)
    first_player: StrictInt = Field(default=0, ge=0, le=MAX_PLAYERS - 1)


def player_range(t: Tables) -> tuple[int, int]:
    """The counts the conflict-token table covers, and no more players than there are Wonders."""
    counts = sorted(t.conflict_tokens)
    return counts[0], min(counts[-1], len(t.wonders))


def validate_options(raw: Mapping[str, Any], field: str = "options") -> dict[str, Any]:
    """The options as stored: defaults filled in; any problem is a ``ScenarioError`` naming the field."""
    for key in raw:  # an unknown option names the closest known ones
        if key not in ArchitectsOptions.model_fields:
            raise unknown_id_error(f"{field}.{key}", "option", key, ArchitectsOptions.model_fields)
    options = validated(ArchitectsOptions, dict(raw), field)
    t = tables()
    low, high = player_range(t)
    if not low <= options.players <= high:
        raise ScenarioError(f"{field}.players", f"must be from {low} to {high}, got {options.players}")
    if options.first_player >= options.players:
        raise ScenarioError(f"{field}.first_player", f"must be a seat from 0 to {options.players - 1}")
    result: dict[str, Any] = {"players": options.players}
    if options.wonders is not None:
        result["wonders"] = _wonder_ids(t, options.wonders, options.players, field)
    result["first_player"] = options.first_player
    return result


def _wonder_ids(t: Tables, wonders: list[str], players: int, field: str) -> list[str]:
    if len(wonders) != players:
        raise ScenarioError(f"{field}.wonders", f"must list one wonder id per player ({players})")
    for index, wonder in enumerate(wonders):
        if wonder not in t.wonder_index:
            raise unknown_id_error(f"{field}.wonders[{index}]", "wonder", wonder, t.wonder_index)
    if len(set(wonders)) != len(wonders):
        raise ScenarioError(f"{field}.wonders", "each wonder can be played by one player only")
    return list(wonders)
