"""Every display name the data of 7 Wonders Duel implies, as ``NameRow``s (``language/datanames``).

The engine's data files name cards, wonders and progress tokens; resources, colours, structure types,
science, chain symbols, sides and tokens are ids whose English name follows from the id (or from a
small table here). Pure Python: no Qt here (``tools/build_data_strings.py`` reads it).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.engine.duel import data as duel
from wonders_desktop.ui.language.datanames import NameRow, humanize, simple_rows, table_rows

DATASETS = ("duel",)
#: Tokens and rules terms the game's table, log and card texts show (ids as in the name tables).
TOKENS: dict[str, dict[str, str]] = {"duel": {"conflict_pawn": "Conflict pawn"}}
TERMS: dict[str, dict[str, str]] = {
    "duel": {
        "age": "Age",
        "coin": "Coin",
        "shield": "Shield",
        "victory_points": "Victory points",
        "capital": "Capital",
        "military_supremacy": "Military supremacy",
        "scientific_supremacy": "Scientific supremacy",
        "civilian_victory": "Civilian victory",
        "chain": "Chain",
        "discard_pile": "Discard pile",
        "bank": "Bank",
    },
}


def name_rows() -> Iterator[NameRow]:
    """Every row of the Duel dataset."""
    return _duel()


def _duel() -> Iterator[NameRow]:
    cards = load(duel.CardsFile, "duel/cards.json").cards
    wonders = load(duel.WondersFile, "duel/wonders.json").wonders
    tokens = load(duel.ProgressTokensFile, "duel/progress_tokens.json").progress_tokens
    rules = load(duel.RulesFile, "duel/rules.json")
    colours: set[str] = set()
    resources: set[str] = set()
    science: set[str] = set()
    chains: set[str] = set()
    for card in cards:
        yield NameRow("duel", "card", card.id, card.name)
        colours.add(card.color)
        resources.update(card.cost.resources)
        chains.update(symbol for symbol in (card.chain_provides, card.chain_requires) if symbol)
        _duel_effect_ids(card.effects, resources, science)
    for wonder in wonders:
        yield NameRow("duel", "wonder", wonder.id, wonder.name)
        resources.update(wonder.cost.resources)
        _duel_effect_ids(wonder.effects, resources, science)
    for token in tokens:
        yield NameRow("duel", "progress_token", token.id, token.name)
        _duel_effect_ids(token.effects, resources, science)
    for military in rules.military.tokens:
        yield NameRow("duel", "token", military.id, f"Military token ({military.coins} coins)")
    yield from simple_rows("duel", colours, resources, science)
    yield from (NameRow("duel", "chain", symbol, humanize(symbol)) for symbol in chains)
    yield from table_rows("duel", "token", TOKENS["duel"])
    yield from table_rows("duel", "term", TERMS["duel"])


def _duel_effect_ids(effects: Iterable[duel.Effect], resources: set[str], science: set[str]) -> None:
    for effect in effects:
        if isinstance(effect, duel.Produce):
            resources.add(effect.resource)
        elif isinstance(effect, duel.ProduceChoice | duel.TradeFixed):
            resources.update(effect.choices if isinstance(effect, duel.ProduceChoice) else effect.resources)
        elif isinstance(effect, duel.Science):
            science.add(effect.symbol)
