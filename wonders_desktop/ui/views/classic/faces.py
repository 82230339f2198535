"""Card faces and effect icons of 7 Wonders, drawn by the art kit from the game's own data files.

A card's face (``CardFace``): the colour frame of its type, the translated name, the cost (coins and
resources), its effects as icons, the chains from and to it, and its player-count marks. Effects are
read from the data's effect vocabulary (``engine/classic/data.py: Effects``) — the same data the
engine compiles — so a card looks the way it plays. Arrows mark whose cards a card counts:
◀ the left neighbour, ▼ the city itself, ▶ the right neighbour (as the printed cards).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.classic.data import (
    BaseGameData,
    CardData,
    CitiesData,
    CostKey,
    Effects,
    PerCount,
    Resource,
)
from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.ui.art.cardface import NEWLINE, CardFace, Item, choice

translate = QCoreApplication.translate

WHOSE_MARK = {"left": "◀", "self": "▼", "right": "▶"}
SCIENCE_ICON = {"compass": "compass", "gear": "gear", "tablet": "tablet", "any": "science_any"}
COUNTED_ICON = {"wonder_stages": "pyramid", "victory_tokens": "victory_1", "defeat_tokens": "defeat_1"}
RESOURCE_ORDER: tuple[Resource, ...] = ("wood", "stone", "clay", "ore", "glass", "papyrus", "loom")


@dataclass(frozen=True, slots=True)
class RulesData:
    """The raw cards and boards of one rules set (edition, Cities), indexed by id."""

    cards: dict[str, CardData]
    wonders: dict[str, object]
    chain_to: dict[str, tuple[str, ...]]


@cache
def rules_data(edition: int, cities: bool) -> RulesData:
    base = load(BaseGameData, f"classic/base_{edition}e.json")
    cards = [*base.cards, *base.guilds]
    wonders = list(base.wonders)
    if cities:
        extra = load(CitiesData, f"classic/cities_{edition}e.json")
        cards += [*extra.black_cards, *extra.guilds]
        wonders += extra.wonders
    by_id = {card.id: card for card in cards}
    chain_to: dict[str, list[str]] = {}
    for card in cards:
        for parent in card.chain_from:
            chain_to.setdefault(parent, []).append(card.id)
    return RulesData(by_id, {w.id: w for w in wonders}, {k: tuple(v) for k, v in chain_to.items()})


def cost_items(cost: Mapping[CostKey, int] | Mapping[str, int]) -> tuple[Item, ...]:
    """Resource items of a cost, in the printed order (coins are drawn apart)."""
    return tuple(Item(name, cost[name]) for name in RESOURCE_ORDER if cost.get(name))


def _whose(whose: Iterable[str]) -> str:
    marks = [WHOSE_MARK[side] for side in ("left", "self", "right") if side in whose]
    return "".join(marks)


def _per_items(per: PerCount, reward: str) -> list[Item]:
    items: list[Item] = [Item(text=_whose(per.whose))]
    if per.count == "cards":
        items.extend(Item(f"classic/card_{colour}") for colour in per.colors)
    else:
        items.append(Item(COUNTED_ICON[per.count]))
    items.append(Item(reward, per.amount))
    return items


def effect_items(effects: Effects) -> tuple[Item, ...]:
    """The effects as printed symbols: production, points, shields, science, coins, trade, specials.

    Effects that count something (coins or points per card, stage or token) each get a row of their
    own, so "▼ yellow card → 1 coin" and "▼ yellow card → 1 point" never wrap into each other."""
    groups: list[list[Item]] = [[]]
    plain = groups[0]
    if effects.produce:
        produced = effects.produce
        plain.extend(Item(name, produced[name]) for name in RESOURCE_ORDER if produced.get(name))
    if effects.produce_choice:
        plain.extend(choice(*effects.produce_choice))
    if effects.shields:
        plain.append(Item("shield", effects.shields))
    if effects.science:
        plain.append(Item(SCIENCE_ICON[effects.science]))
    if effects.trade_discount is not None:
        discount = effects.trade_discount
        kind = "classic/card_brown" if discount.resources == "raw" else "classic/card_grey"
        groups.append([Item(text=_whose(discount.sides)), Item(kind), Item("coin", discount.price)])
    if effects.coins:
        plain.append(Item("coin", effects.coins))
    if effects.vp:
        plain.append(Item("laurel", effects.vp))
    if effects.coins_per is not None:
        groups.append(_per_items(effects.coins_per, "coin"))
    if effects.vp_per is not None:
        groups.append(_per_items(effects.vp_per, "laurel"))
    if effects.vp_if_wonder_complete:
        groups.append([Item("pyramid"), Item("laurel", effects.vp_if_wonder_complete)])
    plain.extend(_cities_items(effects))
    if effects.special:
        plain.append(Item(text=special_short(effects.special)))
    items: list[Item] = []
    for group in (group for group in groups if group):
        if items:
            items.append(NEWLINE)
        items.extend(group)
    return tuple(items)


def _cities_items(effects: Effects) -> list[Item]:
    items: list[Item] = []
    if effects.diplomacy:
        items.append(Item("diplomacy", effects.diplomacy if effects.diplomacy > 1 else None))
    if effects.others_lose_coins:
        items += [Item(text="−"), Item("coin", effects.others_lose_coins)]
    if effects.others_lose_coins_per is not None:
        per = effects.others_lose_coins_per
        counted = "pyramid" if per.count == "wonder_stages" else "victory_1"
        items += [Item(text="−"), Item(counted), Item("coin", per.amount)]
    if effects.neighbors_gain_coins:
        items += [Item(text="◀▶"), Item("coin", effects.neighbors_gain_coins)]
    if effects.others_gain_coins:
        items += [Item(text="+"), Item("coin", effects.others_gain_coins)]
    if effects.neighbors_take_debt:
        items += [Item(text="◀▶"), Item("debt", effects.neighbors_take_debt)]
    if effects.copy_neighbor_science:
        items += [Item(text="◀▶"), Item("science_any")]
    if effects.military_victory_token is not None:
        items.append(
            Item({1: "victory_1", 2: "victory_3", 3: "victory_5"}[effects.military_victory_token.age])
        )
    if effects.trade_rebate is not None:
        items += [Item(text=_whose([effects.trade_rebate.side])), Item("coin", -effects.trade_rebate.amount)]
    if effects.starting_resource_rebate is not None:
        rebate = effects.starting_resource_rebate
        items += [Item(text=_whose(rebate.sides)), Item("coin", -rebate.amount)]
    if effects.produce_extra_owned or effects.produce_missing:
        items.append(Item(text="+?"))
    if effects.wonder_stages_free_resources:
        items += [Item("pyramid"), Item(text="0")]
    if effects.discard_defeat_tokens:
        items += [Item(text="×"), Item("defeat_1")]
    return items


def special_short(special: str) -> str:
    """The few words printed for a wonder power (the tooltip has the whole sentence)."""
    texts = {
        "play_last_card": translate("ClassicFaces", "7th card"),
        "build_from_discard": translate("ClassicFaces", "Discard pile"),
        "free_build_once_per_age": translate("ClassicFaces", "Free build"),
        "copy_neighbor_guild": translate("ClassicFaces", "Copy a guild"),
        "first_card_of_each_color_free": translate("ClassicFaces", "First of a colour free"),
        "first_card_of_each_age_free": translate("ClassicFaces", "First card of the age free"),
        "last_card_of_each_age_free": translate("ClassicFaces", "Last card of the age free"),
    }
    return texts.get(special, special)


def texts_card_name(card_id: str) -> str:
    from wonders_desktop.ui.views.classic.texts import card_name

    return card_name(card_id)


def card_face(data: RulesData, card_id: str) -> CardFace:
    card = data.cards[card_id]
    return CardFace(
        title=texts_card_name(card_id),
        kind=card.color,
        coins=card.cost.get("coins", 0),
        cost=cost_items(card.cost),
        effects=effect_items(card.effects),
        chain_from=tuple(texts_card_name(parent) for parent in card.chain_from),
        chain_to=tuple(texts_card_name(child) for child in data.chain_to.get(card_id, ())),
        players=tuple(card.players or ()),
        age=card.age,
    )


def card_colour(data: RulesData, card_id: str) -> str:
    return data.cards[card_id].color
