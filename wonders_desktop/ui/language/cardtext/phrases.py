"""The phrases every game's card texts share (counts, costs, lists, productions) and ``Words``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.language.i18n import name_of

translate = QCoreApplication.translate
ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True, slots=True)
class Words:
    """Names in the words of one game and edition."""

    game: str
    edition: int = 1

    def name(self, kind: str, ident: str) -> str:
        return name_of(kind, ident, self.game, self.edition)

    def resources(self, ids: Iterable[str], conjunction: str = "or") -> str:
        return join([self.name("resource", r) for r in ids], conjunction)


def cost_text(game: str, cost: Mapping[str, int], *, edition: int = 1) -> str:
    """``{"coins": 1, "wood": 2}`` -> "Costs 1 coin and Wood ×2."; an empty cost reads "Free."."""
    words = Words(game, edition)
    parts = []
    coins = cost.get("coins", 0)
    if coins:
        parts.append(translate("CardText", "%n coin(s)", None, coins))
    for resource, amount in cost.items():
        if resource != "coins" and amount:
            name = words.name("resource", resource)
            parts.append(name if amount == 1 else f"{name} ×{amount}")
    if not parts:
        return translate("CardText", "Free.")
    return translate("CardText", "Costs {items}.").format(items=join(parts, "and"))


def join(items: Sequence[str], conjunction: str = "and") -> str:
    """``a, b and c`` / ``a, b or c`` in the current language."""
    if len(items) <= 1:
        return "".join(items)
    head, last = ", ".join(items[:-1]), items[-1]
    if conjunction == "or":
        return translate("CardText", "{items} or {last}").format(items=head, last=last)
    return translate("CardText", "{items} and {last}").format(items=head, last=last)


def colour_card(colour: str) -> str:
    """``brown`` -> "brown card" (the noun a count is made of)."""
    nouns = {
        "brown": translate("CardText", "brown card"),
        "grey": translate("CardText", "grey card"),
        "blue": translate("CardText", "blue card"),
        "yellow": translate("CardText", "yellow card"),
        "red": translate("CardText", "red card"),
        "green": translate("CardText", "green card"),
        "purple": translate("CardText", "purple card"),
        "black": translate("CardText", "black card"),
    }
    return nouns.get(colour, colour)


def produce(resource_amounts: Mapping[str, int], words: Words) -> list[str]:
    return [
        translate("CardText", "Produces %n unit(s) of {resource} each turn.", None, amount).format(
            resource=words.name("resource", resource)
        )
        for resource, amount in resource_amounts.items()
    ]


def produce_choice(resources: Sequence[str], words: Words) -> str:
    return translate("CardText", "Each turn, produces one of these resources: {resources}.").format(
        resources=words.resources(resources)
    )


def victory_points(amount: int) -> str:
    return translate("CardText", "Worth %n victory point(s).", None, amount)


def shields(amount: int) -> str:
    return translate("CardText", "Adds %n shield(s) to your military strength.", None, amount)


def science(symbol: str, words: Words) -> str:
    return translate(
        "CardText",
        "Gives the science symbol {symbol}.",
    ).format(symbol=words.name("science", symbol))


def take_coins(amount: int) -> str:
    return translate("CardText", "Take %n coin(s) from the bank.", None, amount)


def build_from_discard() -> str:
    return translate("CardText", "Build one card of your choice from the discard pile for free.")


def progress_points(amount: int) -> str:
    return translate(
        "CardText",
        "At the end of the game: %n victory point(s) for each progress token you have (this one included).",
        None,
        amount,
    )
