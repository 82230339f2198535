"""Every display name the data of 7 Wonders Architects implies, as ``NameRow``s (``language/datanames``).

The engine's data files name cards, wonders and progress tokens; resources, colours, structure types,
science symbols, sides and tokens are ids whose English name follows from the id (or from a
small table here). Pure Python: no Qt here (``tools/build_data_strings.py`` reads it).
"""

from __future__ import annotations

from collections.abc import Iterator

from wonders_desktop.engine.architects.data import ArchitectsData, CardType, load_data
from wonders_desktop.ui.language.datanames import NameRow, humanize, table_rows

DATASETS = ("architects",)
#: Tokens and rules terms the game's table, log and card texts show (ids as in the name tables).
TOKENS: dict[str, dict[str, str]] = {
    "architects": {
        "conflict_token": "Conflict token",
        "military_victory_token": "Military victory token",
        "cat_pawn": "Cat",
    },
}
TERMS: dict[str, dict[str, str]] = {
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


def name_rows() -> Iterator[NameRow]:
    """Every row of the Architects dataset."""
    return _architects()


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
    yield from table_rows("architects", "token", TOKENS["architects"])
    yield from table_rows("architects", "term", TERMS["architects"])
