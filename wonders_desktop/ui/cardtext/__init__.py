"""What a card, a wonder stage or a token does, as full sentences in the current language (tooltips).

Generated from the effect data of the engine's files, never written card by card: each effect kind of
each game is one small phrase in the ``CardText`` translation context (counts with ``%n`` plurals), and
ids inside a phrase are names from ``name_of`` in the words of that game and edition.

    card_text(game, card_id, edition=1)               what a card does (with its chain links)
    card_cost_text(game, card_id, edition=1)          what it costs
    stage_text(game, wonder_id, side, index, edition=1)   what a wonder stage does (index from 0)
    stage_cost_text(game, wonder_id, side, index, edition=1)
    wonder_text(game, wonder_id, side="", edition=1)  a Duel wonder, an Architects wonder's effect, a board
    wonder_cost_text(game, wonder_id)                 a Duel wonder's cost
    token_text(game, token_id, edition=1)             progress, military, victory/defeat, debt, cat...
    cost_text(game, cost, edition=1)                  a cost mapping (``coins`` + resources)

``game`` is the engine's game kind (``classic``, ``duel``, ``architects``). An id the data does not know
gives an empty text.
"""

from __future__ import annotations

from wonders_desktop.ui.cardtext.architects import (
    architects,
    architects_card,
    architects_card_cost,
    architects_stage,
    architects_stage_cost,
    architects_token,
    architects_wonder,
)
from wonders_desktop.ui.cardtext.classic import (
    CLASSIC_EFFECTS,
    classic_cards,
    classic_chains,
    classic_effects,
    classic_stage,
    classic_token,
    classic_wonders,
)
from wonders_desktop.ui.cardtext.duel import duel_chains, duel_cost, duel_data, duel_effects, duel_token
from wonders_desktop.ui.cardtext.phrases import Words, cost_text, translate

__all__ = [
    "CLASSIC_EFFECTS",
    "architects",
    "card_cost_text",
    "card_text",
    "classic_cards",
    "classic_wonders",
    "cost_text",
    "duel_data",
    "stage_cost_text",
    "stage_text",
    "token_text",
    "wonder_cost_text",
    "wonder_text",
]


def card_text(game: str, card_id: str, *, edition: int = 1) -> str:
    """Every effect of a card as sentences (plus how it chains), or ``""`` for an unknown card."""
    words = Words(game, edition)
    if game == "classic":
        card = classic_cards(edition).get(card_id)
        if card is None:
            return ""
        return " ".join(classic_effects(card.effects, words) + classic_chains(card, words))
    if game == "duel":
        found = duel_data().cards.get(card_id)
        if found is None:
            return ""
        return " ".join(duel_effects(found.effects, words) + duel_chains(found, words))
    if game == "architects":
        return architects_card(card_id, words)
    return ""


def card_cost_text(game: str, card_id: str, *, edition: int = 1) -> str:
    if game == "classic":
        card = classic_cards(edition).get(card_id)
        return "" if card is None else cost_text(game, card.cost, edition=edition)
    if game == "duel":
        found = duel_data().cards.get(card_id)
        return "" if found is None else cost_text(game, duel_cost(found.cost))
    if game == "architects":
        return architects_card_cost(card_id)
    return ""


def stage_text(game: str, wonder_id: str, side: str, index: int, *, edition: int = 1) -> str:
    """What stage ``index`` (from 0) of a wonder gives; ``side`` is ignored in Architects."""
    words = Words(game, edition)
    if game == "classic":
        stage = classic_stage(edition, wonder_id, side, index)
        return "" if stage is None else " ".join(classic_effects(stage.effects, words))
    if game == "architects":
        return architects_stage(wonder_id, index, words)
    return ""


def stage_cost_text(game: str, wonder_id: str, side: str, index: int, *, edition: int = 1) -> str:
    if game == "classic":
        stage = classic_stage(edition, wonder_id, side, index)
        return "" if stage is None else cost_text(game, stage.cost, edition=edition)
    if game == "architects":
        return architects_stage_cost(wonder_id, index)
    return ""


def wonder_text(game: str, wonder_id: str, side: str = "", *, edition: int = 1) -> str:
    """A Duel wonder's effects, an Architects wonder's special effect, a 7 Wonders board's resource."""
    words = Words(game, edition)
    if game == "duel":
        found = duel_data().wonders.get(wonder_id)
        return "" if found is None else " ".join(duel_effects(found.effects, words))
    if game == "architects":
        return architects_wonder(wonder_id, words)
    if game == "classic":
        board = classic_wonders(edition).get(wonder_id)
        sides = board.sides if board is not None else {}
        chosen = sides.get(side) or next(iter(sides.values()), None)
        if chosen is None:
            return ""
        text = translate("CardText", "Starting resource: produces 1 {resource} each turn.")
        return text.format(resource=words.name("resource", chosen.resource))
    return ""


def wonder_cost_text(game: str, wonder_id: str) -> str:
    if game == "duel":
        found = duel_data().wonders.get(wonder_id)
        return "" if found is None else cost_text(game, duel_cost(found.cost))
    return ""


def token_text(game: str, token_id: str, *, edition: int = 1) -> str:
    """A progress token's effect, or what a military, victory, defeat, debt or diplomacy token, the Duel
    conflict pawn or the Architects cat does."""
    words = Words(game, edition)
    if game == "duel":
        return duel_token(token_id, words)
    if game == "architects":
        return architects_token(token_id, words)
    if game == "classic":
        return classic_token(token_id, words)
    return ""
