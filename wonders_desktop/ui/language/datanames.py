"""Every display name the game data implies, as rows ``(dataset, kind, id, English name)``.

The engine's data files name cards, wonders and progress tokens; resources, colours, structure types,
science and chain symbols, sides and tokens are ids whose English name follows from the id (or from a
small table here). One row per (dataset, kind, id). A *dataset* is one set of words: ``classic1`` (7
Wonders 1st edition with Cities 1st edition), ``classic2`` (the same, 2nd edition), ``duel`` and
``architects``; the Portuguese or Spanish word for the same English name may differ between datasets,
so each row is translated in the ``data`` context with the disambiguation ``"<dataset> <kind>"``.

``tools/build_data_strings.py`` writes these rows into ``data_strings.py`` (``QT_TRANSLATE_NOOP``
entries lupdate reads); a test checks that file still matches. Pure Python: no Qt here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from wonders_desktop.engine.architects.data import ArchitectsData, CardType, load_data
from wonders_desktop.engine.classic.data import BaseGameData, CardData, CitiesData, Effects
from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.engine.duel import data as duel

DATASETS: tuple[str, ...] = ("classic1", "classic2", "duel", "architects")
#: Kinds in the order a kind-less lookup tries them (an id is most often a card).
KINDS: tuple[str, ...] = (
    "card", "wonder", "progress_token", "token", "resource", "science", "colour", "structure",
    "wonder_name", "side", "chain", "term",
)  # fmt: skip
KIND_ALIASES = {"cards": "card", "wonders": "wonder", "progress": "progress_token", "color": "colour"}

STRUCTURES = {
    "brown": "Raw materials",
    "grey": "Manufactured goods",
    "blue": "Civilian structures",
    "yellow": "Commercial structures",
    "red": "Military structures",
    "green": "Scientific structures",
    "purple": "Guilds",
    "black": "City cards",
}
SCIENCE_ANY = "Any science symbol"

#: Tokens and rules terms each game's table, log and card texts show (ids as in the name tables).
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
    "duel": {"conflict_pawn": "Conflict pawn"},
    "architects": {
        "conflict_token": "Conflict token",
        "military_victory_token": "Military victory token",
        "cat_pawn": "Cat",
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
    "architects": {
        "coin": "Coin",
        "shield": "Shield",
        "victory_points": "Victory points",
        "stage": "Stage",
        "central": "Central deck",
        "battle": "Battle",
        "horn": "Horn",
        "side_peace": "Peace side",
        "side_battle": "Battle side",
    },
}


@dataclass(frozen=True, slots=True, order=True)
class NameRow:
    dataset: str
    kind: str
    ident: str
    english: str

    @property
    def disambiguation(self) -> str:
        return f"{self.dataset} {self.kind}"


def humanize(ident: str) -> str:
    """``plumb_line`` -> ``Plumb line``: the English name of an id no data file names."""
    text = ident.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def dataset_of(game: str, edition: int = 1) -> str:
    """The dataset of a game kind: ``<game><edition>`` for a game with editions (``classic`` + 2 ->
    ``classic2``; an edition it does not have reads as its first), else the kind itself.

    Decided by the datasets listed above, not by the game's name, so shared code needs no game test.
    """
    if not has_editions(game):
        return game
    numbered = f"{game}{edition}"
    return numbered if numbered in DATASETS else f"{game}1"


def has_editions(game: str) -> bool:
    """Whether the words of ``game`` differ per edition (it has datasets ``<game>1``, ``<game>2``...)."""
    return bool(game) and f"{game}1" in DATASETS


def name_rows() -> list[NameRow]:
    """Every row of every dataset, sorted, one per (dataset, kind, id)."""
    rows: dict[tuple[str, str, str], NameRow] = {}
    for row in [*_classic(1), *_classic(2), *_duel(), *_architects()]:
        rows.setdefault((row.dataset, row.kind, row.ident), row)
    return sorted(rows.values())


# --- 7 Wonders (+ Cities) ------------------------------------------------------------------------
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
    yield from _simple(dataset, colours, resources, science)
    yield from _table(dataset, "token", TOKENS[dataset])
    yield from _table(dataset, "term", TERMS[dataset])


def _classic_effect_ids(effects: Effects, resources: set[str], science: set[str]) -> None:
    resources.update(effects.produce or {})
    resources.update(effects.produce_choice or ())
    if effects.science:
        science.add(effects.science)


# --- Duel -------------------------------------------------------------------------------------------
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
    yield from _simple("duel", colours, resources, science)
    yield from (NameRow("duel", "chain", symbol, humanize(symbol)) for symbol in chains)
    yield from _table("duel", "token", TOKENS["duel"])
    yield from _table("duel", "term", TERMS["duel"])


def _duel_effect_ids(effects: Iterable[duel.Effect], resources: set[str], science: set[str]) -> None:
    for effect in effects:
        if isinstance(effect, duel.Produce):
            resources.add(effect.resource)
        elif isinstance(effect, duel.ProduceChoice | duel.TradeFixed):
            resources.update(effect.choices if isinstance(effect, duel.ProduceChoice) else effect.resources)
        elif isinstance(effect, duel.Science):
            science.add(effect.symbol)


# --- Architects -----------------------------------------------------------------------------------
def architects_card_name(card: CardType) -> str:
    """Architects cards have no printed names: a kind is named by what it shows."""
    if card.coins:
        return "Coin"
    if card.resource:
        return humanize(card.resource)
    if card.science:
        return humanize(card.science)
    if card.color == "blue":
        return f"Blue card ({card.vp} points" + (" + cat)" if card.cat else ")")
    if card.color == "red":
        horns = {0: "no horn", 1: "1 horn"}.get(card.horns, f"{card.horns} horns")
        return f"Red card ({horns})"
    return humanize(card.id)


def _architects() -> Iterator[NameRow]:
    data: ArchitectsData = load_data()
    colours: set[str] = set()
    resources: set[str] = set()
    science: set[str] = set()
    for card in data.cards.card_types:
        yield NameRow("architects", "card", card.id, architects_card_name(card))
        colours.add(card.color)
        if card.resource:
            resources.add(card.resource)
        if card.science:
            science.add(card.science)
    for wonder in data.wonders.wonders:
        yield NameRow("architects", "wonder", wonder.id, wonder.name)
    for token in data.tokens.progress_tokens:
        yield NameRow("architects", "progress_token", token.id, token.name)
    for colour in sorted(colours):
        yield NameRow("architects", "colour", colour, humanize(colour))
    yield from (NameRow("architects", "resource", r, humanize(r)) for r in resources)
    yield from (NameRow("architects", "science", s, humanize(s)) for s in science)
    yield from _table("architects", "token", TOKENS["architects"])
    yield from _table("architects", "term", TERMS["architects"])


# --- shared ---------------------------------------------------------------------------------------
def _simple(dataset: str, colours: set[str], resources: set[str], science: set[str]) -> Iterator[NameRow]:
    for colour in colours:
        yield NameRow(dataset, "colour", colour, humanize(colour))
        yield NameRow(dataset, "structure", colour, STRUCTURES[colour])
    yield from (NameRow(dataset, "resource", r, humanize(r)) for r in resources)
    for symbol in science:
        yield NameRow(dataset, "science", symbol, SCIENCE_ANY if symbol == "any" else humanize(symbol))


def _table(dataset: str, kind: str, table: dict[str, str]) -> Iterator[NameRow]:
    return (NameRow(dataset, kind, ident, english) for ident, english in table.items())
