"""Pydantic models of the classic data files (``engine/data/classic/*.json``).

Every model is ``Frozen`` (immutable, unknown fields rejected) and uses strict types, so a typo, a
missing field or a number written as text stops the app at load time with the file and field named.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictBool, StrictInt, StrictStr

from wonders_desktop.engine.core.datafiles import Frozen

Resource = Literal["wood", "stone", "clay", "ore", "glass", "papyrus", "loom"]
CostKey = Literal["coins", "wood", "stone", "clay", "ore", "glass", "papyrus", "loom"]
Color = Literal["brown", "grey", "blue", "yellow", "red", "green", "purple", "black"]
Side = Literal["left", "right"]
Whose = Literal["left", "self", "right"]
Special = Literal[
    "play_last_card",
    "build_from_discard",
    "free_build_once_per_age",
    "copy_neighbor_guild",
    "first_card_of_each_color_free",
    "first_card_of_each_age_free",
    "last_card_of_each_age_free",
]
Status = Literal["confirmed", "disputed", "single_source", "unconfirmed"]


class TradeDiscount(Frozen):
    """Buying ``resources`` from the listed neighbours costs ``price`` per unit."""

    resources: Literal["raw", "manufactured"]
    sides: list[Side] = Field(min_length=1)
    price: StrictInt = Field(ge=0)


class PerCount(Frozen):
    """``amount`` coins or points per counted item (cards of colours, stages, tokens) of the listed cities."""

    count: Literal["cards", "wonder_stages", "victory_tokens", "defeat_tokens"]
    colors: list[Color] = Field(default_factory=list)
    whose: list[Whose] = Field(min_length=1)
    amount: StrictInt
    age: StrictInt | None = None


class OthersLosePer(Frozen):
    count: Literal["victory_tokens", "wonder_stages"]
    amount: StrictInt


class TradeRebate(Frozen):
    side: Side
    amount: StrictInt


class StartingRebate(Frozen):
    sides: list[Side] = Field(min_length=1)
    amount: StrictInt


class VictoryToken(Frozen):
    age: Literal[1, 2, 3]


class Effects(Frozen):
    """The effect vocabulary of the reference data; a card or stage may carry several keys."""

    produce: dict[Resource, StrictInt] | None = None
    produce_choice: list[Resource] | None = Field(default=None, min_length=2)
    tradeable: StrictBool | None = None
    vp: StrictInt | None = None
    shields: StrictInt | None = None
    science: Literal["compass", "gear", "tablet", "any"] | None = None
    coins: StrictInt | None = None
    trade_discount: TradeDiscount | None = None
    coins_per: PerCount | None = None
    vp_per: PerCount | None = None
    vp_if_wonder_complete: StrictInt | None = None
    special: Special | None = None
    others_lose_coins: StrictInt | None = None
    others_lose_coins_per: OthersLosePer | None = None
    others_gain_coins: StrictInt | None = None
    neighbors_gain_coins: StrictInt | None = None
    diplomacy: StrictInt | None = None
    copy_neighbor_science: StrictBool | None = None
    trade_rebate: TradeRebate | None = None
    produce_extra_owned: StrictBool | None = None
    produce_missing: StrictBool | None = None
    wonder_stages_free_resources: StrictBool | None = None
    military_victory_token: VictoryToken | None = None
    neighbors_take_debt: StrictInt | None = None
    starting_resource_rebate: StartingRebate | None = None
    discard_defeat_tokens: StrictBool | None = None
    text: StrictStr | None = None


class CardData(Frozen):
    """One card entry. ``players`` has one entry per physical copy (absent for guilds and black cards)."""

    id: StrictStr = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: StrictStr
    age: Literal[1, 2, 3]
    color: Color
    players: list[StrictInt] | None = None
    cost: dict[CostKey, StrictInt]
    effects: Effects
    chain_from: list[StrictStr] = Field(default_factory=list)
    chain_to: list[StrictStr] = Field(default_factory=list)
    status: Status | None = None
    alternative_cost: dict[CostKey, StrictInt] | None = None
    note: StrictStr | None = None
    aliases: list[StrictStr] = Field(default_factory=list)
    was_1e: StrictStr | None = None


class StageData(Frozen):
    cost: dict[CostKey, StrictInt]
    effects: Effects


class WonderSideData(Frozen):
    """One side of a board: the starting resource and the stages, built in order."""

    resource: Resource
    stages: list[StageData] = Field(min_length=1)
    status: Status | None = None


class WonderData(Frozen):
    id: StrictStr = Field(pattern=r"^[a-z][a-z0-9_]*$")
    city: StrictStr
    wonder: StrictStr
    sides: dict[StrictStr, WonderSideData]
    status: Status | None = None
    alternative: dict[StrictStr, WonderSideData] | None = None


class BaseGameData(Frozen):
    """A base-game file: ``base_1e.json`` (sides a/b) or ``base_2e.json`` (sides day/night)."""

    edition: Literal[1, 2]
    sides: list[StrictStr] = Field(min_length=2, max_length=2)
    cards: list[CardData]
    guilds: list[CardData]
    wonders: list[WonderData]


class CitiesData(Frozen):
    """A Cities file: ``cities_1e.json`` or ``cities_2e.json`` (black cards, guilds, two boards)."""

    edition: Literal[1, 2]
    sides: list[StrictStr] = Field(min_length=2, max_length=2)
    black_cards: list[CardData]
    guilds: list[CardData]
    wonders: list[WonderData]
    wonder_status: StrictStr | None = None
