"""Every display name the data of 7 Wonders (and Cities) implies, as ``NameRow``s (``language/datanames``).

The engine's data files name cards, wonders and progress tokens; resources, colours, structure types,
science and chain symbols, sides and tokens are ids whose English name follows from the id (or from a
small table here). Pure Python: no Qt here (``tools/build_data_strings.py`` reads it).
"""

from __future__ import annotations

from collections.abc import Iterator

from wonders_desktop.engine.classic.data import BaseGameData, CardData, CitiesData, Effects
from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.ui.language.datanames import NameRow, humanize, simple_rows, table_rows

#: One set of words per edition (with Cities of the same edition).
DATASETS = ("classic1", "classic2")
#: Tokens and rules terms the game's table, log and card texts show (ids as in the name tables).
TOKENS: dict[str, dict[str, str]] = {
    "classic1": {
        "victory_token": "Victory token",
        "defeat_token": "Defeat token",
        "debt_token": "Debt token",
        "diplomacy_token": "Diplomacy token",
    },
    "classic2": {
        "victory_token": "Victory token",
        "defeat_token": "Defeat token",
        "debt_token": "Debt token",
        "diplomacy_token": "Diplomacy token",
    },
}
TERMS: dict[str, dict[str, str]] = {
    "classic1": {
        "age": "Age",
        "coin": "Coin",
        "shield": "Shield",
        "victory_points": "Victory points",
        "wonder_board": "Wonder board",
        "wonder_stage": "Wonder stage",
        "chain": "Chain",
        "discard_pile": "Discard pile",
        "treasury": "Treasury",
        "neighbour": "Neighbouring city",
        "free_city": "Free City",
        "debt": "Debt",
        "diplomacy": "Diplomacy",
    },
    "classic2": {
        "age": "Age",
        "coin": "Coin",
        "shield": "Shield",
        "victory_points": "Victory points",
        "wonder_board": "Wonder board",
        "wonder_stage": "Wonder stage",
        "chain": "Chain",
        "discard_pile": "Discard pile",
        "treasury": "Treasury",
        "neighbour": "Neighbouring city",
        "debt": "Debt",
        "diplomacy": "Diplomacy",
    },
}


def name_rows() -> Iterator[NameRow]:
    """Every row of both editions."""
    yield from _classic(1)
    yield from _classic(2)


def classic_files(edition: int) -> tuple[BaseGameData, CitiesData]:
    return (
        load(BaseGameData, f"classic/base_{edition}e.json"),
        load(CitiesData, f"classic/cities_{edition}e.json"),
    )


def _classic(edition: int) -> Iterator[NameRow]:
    dataset = f"classic{edition}"
    base, cities = classic_files(edition)
    cards: list[CardData] = [*base.cards, *base.guilds, *cities.black_cards, *cities.guilds]
    colours: set[str] = set()
    resources: set[str] = set()
    science: set[str] = set()
    for card in cards:
        yield NameRow(dataset, "card", card.id, card.name)
        colours.add(card.color)
        resources.update(key for key in card.cost if key != "coins")
        _classic_effect_ids(card.effects, resources, science)
    for wonder in [*base.wonders, *cities.wonders]:
        yield NameRow(dataset, "wonder", wonder.id, wonder.city)
        yield NameRow(dataset, "wonder_name", wonder.id, wonder.wonder)
        for side in wonder.sides.values():
            resources.add(side.resource)
            for stage in side.stages:
                resources.update(key for key in stage.cost if key != "coins")
                _classic_effect_ids(stage.effects, resources, science)
    for side_id in base.sides:
        yield NameRow(dataset, "side", side_id, humanize(side_id))
    yield from simple_rows(dataset, colours, resources, science)
    yield from table_rows(dataset, "token", TOKENS[dataset])
    yield from table_rows(dataset, "term", TERMS[dataset])


def _classic_effect_ids(effects: Effects, resources: set[str], science: set[str]) -> None:
    resources.update(effects.produce or {})
    resources.update(effects.produce_choice or ())
    if effects.science:
        science.add(effects.science)
