"""The shape of the Duel data files (``engine/data/duel/*.json``), validated once at load.

Every model is ``Frozen`` (immutable, unknown fields rejected), so a typo in a data file is a
``DataError`` naming the file and the field, never a silent wrong rule. Cross-record checks (unique
ids, chains that point to an earlier card, 20 slots per layout) live in validators here, because a
file that breaks them is as wrong as one with a bad field.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from wonders_desktop.engine.core.datafiles import Frozen

Resource = Literal["wood", "clay", "stone", "glass", "papyrus"]
Color = Literal["brown", "grey", "blue", "green", "yellow", "red", "purple"]
ScienceSymbol = Literal["globe", "law", "sundial", "mortar", "plumb_line", "quill", "wheel"]
ChainSymbol = Literal[
    "horseshoe", "sword", "tower", "target", "helmet", "book", "gear", "lyre", "lamp",
    "mask", "pillar", "moon", "sun", "drop", "temple", "amphora", "barrel",
]  # fmt: skip
CountTarget = Literal[
    "brown_card", "grey_card", "blue_card", "green_card", "yellow_card", "red_card",
    "wonder_built", "coin_set_of_3", "progress_token_owned",
]  # fmt: skip
Id = Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]

RESOURCES: tuple[str, ...] = ("wood", "clay", "stone", "glass", "papyrus")
COLORS: tuple[str, ...] = ("brown", "grey", "blue", "green", "yellow", "red", "purple")
SCIENCE_SYMBOLS: tuple[str, ...] = ("globe", "law", "sundial", "mortar", "plumb_line", "quill", "wheel")


class Cost(Frozen):
    coins: NonNegativeInt = 0
    resources: dict[Resource, PositiveInt] = Field(default_factory=dict)


class Produce(Frozen):
    kind: Literal["produce"]
    resource: Resource
    amount: PositiveInt


class ProduceChoice(Frozen):
    kind: Literal["produce_choice"]
    choices: tuple[Resource, ...] = Field(min_length=2)


class Vp(Frozen):
    kind: Literal["vp"]
    amount: PositiveInt


class Shields(Frozen):
    kind: Literal["shields"]
    amount: PositiveInt


class Science(Frozen):
    kind: Literal["science"]
    symbol: ScienceSymbol


class Coins(Frozen):
    kind: Literal["coins"]
    amount: PositiveInt


class OpponentLosesCoins(Frozen):
    kind: Literal["opponent_loses_coins"]
    amount: PositiveInt


class TradeFixed(Frozen):
    kind: Literal["trade_fixed"]
    resources: tuple[Resource, ...] = Field(min_length=1)
    price: PositiveInt


class CoinsPer(Frozen):
    kind: Literal["coins_per"]
    amount: PositiveInt
    per: CountTarget
    city: Literal["own"] = "own"


class Guild(Frozen):
    kind: Literal["guild"]
    counts: tuple[CountTarget, ...] = Field(min_length=1)
    coins_per: NonNegativeInt
    vp_per: NonNegativeInt
    city: Literal["majority"] = "majority"


class PlayAgain(Frozen):
    kind: Literal["play_again"]


class DestroyOpponentCard(Frozen):
    kind: Literal["destroy_opponent_card"]
    color: Color


class BuildFromDiscard(Frozen):
    kind: Literal["build_from_discard"]


class ProgressFromBox(Frozen):
    kind: Literal["progress_from_box"]
    draw: PositiveInt
    keep: PositiveInt


class CostReduction(Frozen):
    kind: Literal["cost_reduction"]
    applies_to: Literal["wonder", "blue_card"]
    resources: PositiveInt


class GainOpponentTradeSpend(Frozen):
    kind: Literal["gain_opponent_trade_spend"]


class VpPer(Frozen):
    kind: Literal["vp_per"]
    amount: PositiveInt
    per: CountTarget


class ExtraShields(Frozen):
    kind: Literal["extra_shields"]
    applies_to: Literal["red_card"]
    amount: PositiveInt


class WondersPlayAgain(Frozen):
    kind: Literal["wonders_play_again"]


class CoinsOnChainBuild(Frozen):
    kind: Literal["coins_on_chain_build"]
    amount: PositiveInt


Effect = Annotated[
    Produce | ProduceChoice | Vp | Shields | Science | Coins | OpponentLosesCoins | TradeFixed | CoinsPer
    | Guild | PlayAgain | DestroyOpponentCard | BuildFromDiscard | ProgressFromBox | CostReduction
    | GainOpponentTradeSpend | VpPer | ExtraShields | WondersPlayAgain | CoinsOnChainBuild,
    Field(discriminator="kind"),
]  # fmt: skip


class Card(Frozen):
    id: Id
    name: str
    age: Literal[1, 2, 3]
    color: Color
    deck: Literal["age", "guild"] = "age"
    cost: Cost
    effects: tuple[Effect, ...]
    chain_provides: ChainSymbol | None = None
    chain_requires: ChainSymbol | None = None
    aliases: tuple[str, ...] = ()


class Wonder(Frozen):
    id: Id
    name: str
    cost: Cost
    effects: tuple[Effect, ...]


class ProgressToken(Frozen):
    id: Id
    name: str
    effects: tuple[Effect, ...]
    note: str | None = None


def _unique(ids: list[str], what: str) -> None:
    seen: set[str] = set()
    for index, item in enumerate(ids):
        if item in seen:
            raise ValueError(f"{what}[{index}]: duplicate id {item!r}")
        seen.add(item)


class CardsFile(Frozen):
    schema_version: Literal[1]
    cards: tuple[Card, ...]

    @model_validator(mode="after")
    def _consistent(self) -> CardsFile:
        _unique([c.id for c in self.cards], "cards")
        providers = {c.chain_provides: c for c in self.cards if c.chain_provides}
        for index, item in enumerate(self.cards):
            if item.chain_requires is None:
                continue
            source = providers.get(item.chain_requires)
            if source is None or source.age >= item.age:
                raise ValueError(
                    f"cards[{index}].chain_requires: {item.id} needs {item.chain_requires!r}, "
                    "which no card of an earlier age provides"
                )
            if item.deck == "guild" and item.color != "purple":
                raise ValueError(f"cards[{index}].color: a guild must be purple")
        return self


class WondersFile(Frozen):
    schema_version: Literal[1]
    wonders: tuple[Wonder, ...]

    @model_validator(mode="after")
    def _consistent(self) -> WondersFile:
        _unique([w.id for w in self.wonders], "wonders")
        return self


class ProgressTokensFile(Frozen):
    schema_version: Literal[1]
    progress_tokens: tuple[ProgressToken, ...]

    @model_validator(mode="after")
    def _consistent(self) -> ProgressTokensFile:
        _unique([t.id for t in self.progress_tokens], "progress_tokens")
        return self


class Slot(Frozen):
    slot: NonNegativeInt
    row: PositiveInt
    col: NonNegativeInt
    face_up: bool
    covered_by: tuple[NonNegativeInt, ...]


class Layout(Frozen):
    age: Literal[1, 2, 3]
    slots: tuple[Slot, ...] = Field(min_length=20, max_length=20)

    @model_validator(mode="after")
    def _consistent(self) -> Layout:
        for index, slot in enumerate(self.slots):
            if slot.slot != index:
                raise ValueError(f"slots[{index}].slot: expected {index}, got {slot.slot}")
            for other in slot.covered_by:
                if other >= len(self.slots) or self.slots[other].row != slot.row + 1:
                    raise ValueError(f"slots[{index}].covered_by: {other} is not a slot of the next row")
        return self


class LayoutsFile(Frozen):
    schema_version: Literal[1]
    layouts: tuple[Layout, ...] = Field(min_length=3, max_length=3)

    @model_validator(mode="after")
    def _consistent(self) -> LayoutsFile:
        ages = [layout.age for layout in self.layouts]
        if ages != [1, 2, 3]:
            raise ValueError(f"layouts.age: expected ages 1, 2, 3 in order, got {ages}")
        return self


class VpBand(Frozen):
    distance_from: NonNegativeInt
    distance_to: NonNegativeInt
    vp: NonNegativeInt


class MilitaryToken(Frozen):
    id: Id
    positions: tuple[int, ...] = Field(min_length=1)
    loser: Literal[0, 1]
    coins: PositiveInt


class Military(Frozen):
    capital: PositiveInt
    vp_by_distance: tuple[VpBand, ...]
    tokens: tuple[MilitaryToken, ...]


class DraftRound(Frozen):
    reveal: PositiveInt
    picks: tuple[Literal["first", "second"], ...]

    @model_validator(mode="after")
    def _consistent(self) -> DraftRound:
        if len(self.picks) != self.reveal:
            raise ValueError(f"picks: {len(self.picks)} picks for {self.reveal} revealed Wonders")
        return self


class FirstGame(Frozen):
    first: tuple[Id, ...]
    second: tuple[Id, ...]


class Draft(Frozen):
    rounds: tuple[DraftRound, ...]
    first_game: FirstGame


class RulesFile(Frozen):
    schema_version: Literal[1]
    starting_coins: NonNegativeInt
    ages: Literal[3]
    cards_per_age_structure: Literal[20]
    cards_removed_per_age: NonNegativeInt
    guilds_added_to_age_3: NonNegativeInt
    discard_base: NonNegativeInt
    discard_per_yellow: NonNegativeInt
    trade_base: NonNegativeInt
    max_wonders_built: PositiveInt
    wonders_per_player: PositiveInt
    coins_per_vp: PositiveInt
    science_supremacy_symbols: PositiveInt
    progress_tokens_on_board: PositiveInt
    military: Military
    draft: Draft
