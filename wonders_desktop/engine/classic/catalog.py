"""The compiled card and board tables of one rules set (edition + expansions), indexed by small ints.

The data files are validated pydantic models; play needs something faster. ``Catalog`` turns every
card and wonder stage into a slotted ``CardDef``/``StageDef`` with tuples, bitmasks and interned ids
(cost ids for the payment table), built once per rules set and shared by every state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from wonders_desktop.engine.classic.data import (
    BaseGameData,
    CardData,
    CitiesData,
    Effects,
    OthersLosePer,
    PerCount,
    WonderData,
)
from wonders_desktop.engine.classic.payment import PaymentTable
from wonders_desktop.engine.classic.resources import INDEX, RAW, bag, mask
from wonders_desktop.engine.core.datafiles import load

COLORS: tuple[str, ...] = ("brown", "grey", "blue", "yellow", "red", "green", "purple", "black")
COLOR: dict[str, int] = {name: index for index, name in enumerate(COLORS)}
BROWN, GREY, BLUE, YELLOW, RED, GREEN, PURPLE, BLACK = range(8)
SCIENCE: dict[str, int] = {"compass": 0, "gear": 1, "tablet": 2, "any": 3}
RAW_MASK = mask(RAW)

#: One table for every game: payment answers depend only on interned ids.
PAYMENTS = PaymentTable()


@dataclass(frozen=True, slots=True)
class CitiesEffect:
    """The Cities effects of a card or stage (kept apart so base-game effects stay one ``None`` check).

    ``trade_rebate``/``start_rebate``: coins off purchases from the (left, right) neighbour, once per
    turn / per unit of that neighbour's board resource. ``victory_token``: the token's value (1, 3, 5).
    """

    others_lose: int
    others_lose_per: OthersLosePer | None
    others_gain: int
    neighbors_gain: int
    neighbors_debt: int
    diplomacy: int
    copy_science: bool
    trade_rebate: tuple[int, int]
    start_rebate: tuple[int, int]
    produce_extra_owned: bool
    produce_missing: bool
    stage_free: bool
    victory_token: int
    discard_defeats: bool

    @property
    def loses_coins(self) -> bool:
        """Does building this make other players lose coins (a decision of theirs at the end of the turn)?"""
        return bool(self.others_lose or self.others_lose_per)


VICTORY_VALUE = {1: 1, 2: 3, 3: 5}


def compile_cities(effects: Effects) -> CitiesEffect | None:
    """The Cities part of ``effects``, or None when it has none."""
    rebate = effects.trade_rebate
    start = effects.starting_resource_rebate
    token = effects.military_victory_token
    extra = CitiesEffect(
        others_lose=effects.others_lose_coins or 0,
        others_lose_per=effects.others_lose_coins_per,
        others_gain=effects.others_gain_coins or 0,
        neighbors_gain=effects.neighbors_gain_coins or 0,
        neighbors_debt=effects.neighbors_take_debt or 0,
        diplomacy=effects.diplomacy or 0,
        copy_science=bool(effects.copy_neighbor_science),
        trade_rebate=(
            (rebate.amount if rebate.side == "left" else 0, rebate.amount if rebate.side == "right" else 0)
            if rebate
            else (0, 0)
        ),
        start_rebate=(
            (start.amount if "left" in start.sides else 0, start.amount if "right" in start.sides else 0)
            if start
            else (0, 0)
        ),
        produce_extra_owned=bool(effects.produce_extra_owned),
        produce_missing=bool(effects.produce_missing),
        stage_free=bool(effects.wonder_stages_free_resources),
        victory_token=VICTORY_VALUE[token.age] if token else 0,
        discard_defeats=bool(effects.discard_defeat_tokens),
    )
    return None if extra == _NO_CITIES else extra


_NO_CITIES = CitiesEffect(0, None, 0, 0, 0, 0, False, (0, 0), (0, 0), False, False, False, 0, False)


@dataclass(frozen=True, slots=True)
class Effect:
    """The compiled effects of a card or a stage (a subset of the data vocabulary)."""

    produce: tuple[int, ...]
    choice: int
    tradeable: bool
    vp: int
    shields: int
    science: int  # -1 none, 0 compass, 1 gear, 2 tablet, 3 any
    coins: int
    discount: tuple[int, int, int]  # (left raw, right raw, manufactured both) price, 0 = none
    coins_per: PerCount | None
    vp_per: PerCount | None
    vp_if_complete: int
    special: str | None
    cities: CitiesEffect | None = None
    produces: bool = False  # any production (fixed or choice): set by ``compile_effects``


def compile_effects(effects: Effects, tradeable_default: bool) -> Effect:
    discount = (0, 0, 0)
    if effects.trade_discount is not None:
        td = effects.trade_discount
        if td.resources == "raw":
            discount = (
                td.price if "left" in td.sides else 0,
                td.price if "right" in td.sides else 0,
                0,
            )
        else:
            discount = (0, 0, td.price)
    tradeable = tradeable_default if effects.tradeable is None else effects.tradeable
    produce, choice = bag(effects.produce or {}), mask(effects.produce_choice or ())
    return Effect(
        produce=produce,
        choice=choice,
        tradeable=tradeable,
        vp=effects.vp or 0,
        shields=effects.shields or 0,
        science=SCIENCE[effects.science] if effects.science else -1,
        coins=effects.coins or 0,
        discount=discount,
        coins_per=effects.coins_per,
        vp_per=effects.vp_per,
        vp_if_complete=effects.vp_if_wonder_complete or 0,
        special=effects.special,
        cities=compile_cities(effects),
        produces=choice != 0 or any(produce),
    )


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card (all its copies share it). ``name_id`` groups same-named cards (Loom in two ages)."""

    index: int
    id: str
    name: str
    name_id: int
    age: int
    color: int
    players: tuple[int, ...]
    coin_cost: int
    cost: tuple[int, ...]
    cost_id: int
    effect: Effect
    chain_from: tuple[int, ...]  # name ids of the cards that make this one free


@dataclass(frozen=True, slots=True)
class StageDef:
    coin_cost: int
    cost: tuple[int, ...]
    cost_id: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class SideDef:
    wonder: str
    side: str
    resource: int
    stages: tuple[StageDef, ...]
    costs: tuple[tuple[int, int] | None, ...] = field(init=False)
    """``(coin cost, need id)`` of each stage, then None (no stage left): legal moves read the next
    stage's cost with one index (``City.next_stage_cost``), every generation."""

    def __post_init__(self) -> None:
        costs = (*((stage.coin_cost, stage.cost_id) for stage in self.stages), None)
        object.__setattr__(self, "costs", costs)  # derived once; the dataclass stays frozen


class Catalog:
    """Every card and board of one rules set, plus deck building by age and player count."""

    def __init__(
        self,
        edition: int,
        cards: Sequence[CardData],
        guilds: Sequence[CardData],
        wonders: Sequence[WonderData],
        cities: bool = False,
    ):
        self.edition = edition
        self.cities = cities
        self.names: dict[str, int] = {}
        entries = [*cards, *guilds]
        self.cards: tuple[CardDef, ...] = tuple(self._card(i, c) for i, c in enumerate(entries))
        self._resolve_chains(entries)
        self.by_id: dict[str, CardDef] = {card.id: card for card in self.cards}
        self.guild_ids: tuple[int, ...] = tuple(c.index for c in self.cards if c.color == PURPLE)
        self.black_ids: dict[int, tuple[int, ...]] = {
            age: tuple(c.index for c in self.cards if c.color == BLACK and c.age == age) for age in (1, 2, 3)
        }
        self.wonders: dict[str, dict[str, SideDef]] = {w.id: self._sides(w) for w in wonders}
        self.sides: tuple[str, ...] = ("a", "b") if edition == 1 else ("day", "night")
        self._decks: dict[tuple[int, int], tuple[int, ...]] = {}

    def _card(self, index: int, data: CardData) -> CardDef:
        name_id = self.names.setdefault(data.name, len(self.names))
        cost = bag(data.cost)
        tradeable = data.color in ("brown", "grey")
        return CardDef(
            index=index,
            id=data.id,
            name=data.name,
            name_id=name_id,
            age=data.age,
            color=COLOR[data.color],
            players=tuple(data.players or ()),
            coin_cost=data.cost.get("coins", 0),
            cost=cost,
            cost_id=PAYMENTS.needs.id(cost),
            effect=compile_effects(data.effects, tradeable),
            chain_from=(),
        )

    def _resolve_chains(self, entries: Sequence[CardData]) -> None:
        by_id = {c.id: c for c in self.cards}
        resolved = []
        for card, data in zip(self.cards, entries, strict=True):
            chain = tuple(sorted({by_id[parent].name_id for parent in data.chain_from}))
            resolved.append(_replace_chain(card, chain))
        self.cards = tuple(resolved)

    def _sides(self, wonder: WonderData) -> dict[str, SideDef]:
        sides = {}
        for name, side in wonder.sides.items():
            stages = tuple(
                StageDef(
                    coin_cost=stage.cost.get("coins", 0),
                    cost=bag(stage.cost),
                    cost_id=PAYMENTS.needs.id(bag(stage.cost)),
                    effect=compile_effects(stage.effects, tradeable_default=False),
                )
                for stage in side.stages
            )
            sides[name] = SideDef(wonder.id, name, INDEX[side.resource], stages)
        return sides

    def deck(self, age: int, players: int) -> list[int]:
        """The non-guild, non-black cards of an age for a player count, one entry per physical copy
        (a new list each time; the composition is computed once)."""
        key = (age, players)
        found = self._decks.get(key)
        if found is None:
            found = self._decks[key] = tuple(
                card.index
                for card in self.cards
                if card.age == age and card.color not in (PURPLE, BLACK)
                for minimum in card.players
                if minimum <= players
            )
        return list(found)


def _replace_chain(card: CardDef, chain: tuple[int, ...]) -> CardDef:
    fields = {name: getattr(card, name) for name in CardDef.__slots__}
    fields["chain_from"] = chain
    return CardDef(**fields)


@cache
def catalog(edition: int = 1, cities: bool = False) -> Catalog:
    """The catalog of a rules set, built once per process."""
    base = load(BaseGameData, f"classic/base_{edition}e.json")
    cards, guilds, wonders = list(base.cards), list(base.guilds), list(base.wonders)
    if cities:
        extra = load(CitiesData, f"classic/cities_{edition}e.json")
        cards += extra.black_cards
        guilds += extra.guilds
        wonders += extra.wonders
    return Catalog(edition, cards, guilds, wonders, cities)
