"""The ``check`` command for classic positions (docs/cli.md, "Classic"): score, cost and stage_cost,
plus ``military`` (the conflict tokens each player would take if the age ended now).

The rules questions are answered by ``queries`` (the table asks them too, of a seat's view) as typed
answers; this module validates the scenario, builds its cities, and writes those answers as JSON.

Input is validated by strict pydantic models (a string is not a number, ``true`` is not player 1) with
the rulebooks' bounds, then id by id; every problem is a ``ScenarioError`` that names the field
(``players[1].city[2]``) and, for unknown ids, the closest known ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.options import parse_options
from wonders_desktop.engine.classic.queries import Price, card_cost, military_outlook, stage_cost
from wonders_desktop.engine.classic.scoring import score_city
from wonders_desktop.engine.classic.serial import build_city
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.validation import validated

TOKENS = (1, 3, 5, -1)

# Bounds from the rulebooks. Coins: the most any box holds (2nd edition: 54 of value 1 and 24 of value 3;
# Cities adds six of value 6). Debt: Cities' 22 debt tokens of -1 and 4 of -5. Diplomacy: 4 tokens.
# Conflict tokens: one per neighbour per age. Stages: the longest wonder side has 4.
MAX_COINS = 54 + 24 * 3 + 6 * 6
MAX_DEBT = 22 + 4 * 5
MAX_DIPLOMACY = 4
MAX_CONFLICT_TOKENS = 2 * 3
MAX_STAGES = 4
MAX_PLAYERS = 7


class PlayerSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    wonder: str
    side: str
    stages: int = Field(default=0, ge=0, le=MAX_STAGES)
    city: list[str] = Field(default_factory=list)
    coins: int = Field(ge=0, le=MAX_COINS)
    military: list[int] = Field(default_factory=list, max_length=MAX_CONFLICT_TOKENS)
    debt: int = Field(default=0, ge=0, le=MAX_DEBT)
    diplomacy: int = Field(default=0, ge=0, le=MAX_DIPLOMACY)


class Query(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    kind: Literal["score", "cost", "stage_cost", "military"]
    player: int | None = Field(default=None, ge=0, lt=MAX_PLAYERS)
    card: str | None = None
    age: int | None = Field(default=None, ge=1, le=3)  # not Literal[1, 2, 3]: it would take true and 1.0


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    game: Literal["classic"]
    options: dict[str, Any] = Field(default_factory=dict)
    players: list[PlayerSpec]
    queries: list[Query]


def run_scenario(raw: Mapping[str, Any]) -> dict[str, Any]:
    scenario = validated(Scenario, dict(raw))
    count = len(scenario.players)
    if not 3 <= count <= 7:
        raise ScenarioError("players", f"3 to 7 players, got {count}")
    options = parse_options({**scenario.options, "players": count})
    rules = options.rules()
    cities = [_city(rules, player, f"players[{i}]") for i, player in enumerate(scenario.players)]
    for index, player in enumerate(scenario.players):
        if (player.debt or player.diplomacy) and not options.with_cities:
            field = "debt" if player.debt else "diplomacy"
            raise ScenarioError(f"players[{index}].{field}", "debt and diplomacy need the Cities expansion")
        cities[index].debt = player.debt
        cities[index].diplomacy = player.diplomacy
    results = [
        _answer(rules, cities, options.teams, query, f"queries[{i}]")
        for i, query in enumerate(scenario.queries)
    ]
    return {"results": results}


def _city(rules: Catalog, player: PlayerSpec, where: str) -> City:
    if player.wonder not in rules.wonders:
        raise unknown_id_error(f"{where}.wonder", "wonder", player.wonder, rules.wonders)
    sides = rules.wonders[player.wonder]
    if player.side not in sides:
        raise unknown_id_error(f"{where}.side", "side", player.side, sides)
    if player.stages > len(sides[player.side].stages):
        raise ScenarioError(
            f"{where}.stages",
            f"{player.wonder} side {player.side} has {len(sides[player.side].stages)} stages",
        )
    names: set[int] = set()
    for index, card_id in enumerate(player.city):
        if card_id not in rules.by_id:
            raise unknown_id_error(f"{where}.city[{index}]", "card", card_id, rules.by_id)
        name = rules.by_id[card_id].name_id
        if name in names:
            raise ScenarioError(
                f"{where}.city[{index}]", f"a city cannot hold two cards named {rules.by_id[card_id].name!r}"
            )
        names.add(name)
    for index, token in enumerate(player.military):
        if token not in TOKENS:
            raise ScenarioError(
                f"{where}.military[{index}]", f"a conflict token is one of {list(TOKENS)}, got {token}"
            )
    return build_city(
        rules, player.wonder, player.side, player.stages, player.city, player.coins, player.military
    )


def _answer(rules: Catalog, cities: list[City], teams: bool, query: Query, where: str) -> Any:
    if query.kind == "score":
        scores = []
        for seat in range(len(cities)):
            points = score_city(cities, seat, rules)
            scores.append({**points, "total": sum(points.values())})
        return scores
    if query.kind == "military":
        if query.age is None:
            raise ScenarioError(f"{where}.age", "the age of the conflict (1, 2 or 3) is required")
        return military(cities, query.age, teams)
    if query.player is None or not 0 <= query.player < len(cities):
        raise ScenarioError(f"{where}.player", f"a player index 0..{len(cities) - 1} is required")
    if query.kind == "stage_cost":
        return _cost(stage_cost(cities, query.player))
    if query.card is None:
        raise ScenarioError(f"{where}.card", "a card id is required")
    if query.card not in rules.by_id:
        raise unknown_id_error(f"{where}.card", "card", query.card, rules.by_id)
    return _cost(card_cost(rules, cities, query.player, query.card))


def military(cities: list[City], age: int, teams: bool) -> dict[str, Any]:
    """``{"age", "players": [{"shields", "diplomacy", "tokens"}, ...]}``: per player, the conflict tokens
    taken if ``age`` ended now, and whether it uses a diplomacy token (Cities) in that conflict."""
    players = [
        {"shields": outlook.shields, "diplomacy": outlook.diplomacy, "tokens": [t for _, t in outlook.tokens]}
        for outlook in military_outlook(cities, age, teams)
    ]
    return {"age": age, "players": players}


def _cost(price: Price) -> dict[str, Any]:
    """A ``cost`` / ``stage_cost`` answer as ``check`` writes it."""
    return {
        "can_build": price.can_build,
        "reason": price.reason,
        "chain": price.chain,
        "coins_to_bank": price.coins_to_bank,
        "options": [{"left": left, "right": right} for left, right in price.options],
    }
