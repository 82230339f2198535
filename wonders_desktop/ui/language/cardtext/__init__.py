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

``game`` is the engine's game kind. The sentences of each game live in its UI package
(``ui/views/<game>/cardtext.py``), reached through the hooks of the same names in its
``ui/views/<game>/words.py`` (each takes the id(s) and a ``Words``): this package names no game. An id
the data does not know, or a game without such a hook, gives an empty text.
"""

from __future__ import annotations

from wonders_desktop.ui.language.cardtext.phrases import Words, cost_text
from wonders_desktop.ui.language.game_words import words_hook

__all__ = [
    "Words",
    "card_cost_text",
    "card_text",
    "cost_text",
    "stage_cost_text",
    "stage_text",
    "token_text",
    "wonder_cost_text",
    "wonder_text",
]


def card_text(game: str, card_id: str, *, edition: int = 1) -> str:
    """Every effect of a card as sentences (plus how it chains), or ``""`` for an unknown card."""
    hook = words_hook(game, "card_text")
    return hook(card_id, Words(game, edition)) if hook else ""


def card_cost_text(game: str, card_id: str, *, edition: int = 1) -> str:
    hook = words_hook(game, "card_cost_text")
    return hook(card_id, Words(game, edition)) if hook else ""


def stage_text(game: str, wonder_id: str, side: str, index: int, *, edition: int = 1) -> str:
    """What stage ``index`` (from 0) of a wonder gives; ``side`` is ignored in Architects."""
    hook = words_hook(game, "stage_text")
    return hook(wonder_id, side, index, Words(game, edition)) if hook else ""


def stage_cost_text(game: str, wonder_id: str, side: str, index: int, *, edition: int = 1) -> str:
    hook = words_hook(game, "stage_cost_text")
    return hook(wonder_id, side, index, Words(game, edition)) if hook else ""


def wonder_text(game: str, wonder_id: str, side: str = "", *, edition: int = 1) -> str:
    """A Duel wonder's effects, an Architects wonder's special effect, a 7 Wonders board's resource."""
    hook = words_hook(game, "wonder_text")
    return hook(wonder_id, side, Words(game, edition)) if hook else ""


def wonder_cost_text(game: str, wonder_id: str) -> str:
    hook = words_hook(game, "wonder_cost_text")
    return hook(wonder_id, Words(game)) if hook else ""


def token_text(game: str, token_id: str, *, edition: int = 1) -> str:
    """A progress token's effect, or what a military, victory, defeat, debt or diplomacy token, the Duel
    conflict pawn or the Architects cat does."""
    hook = words_hook(game, "token_text")
    return hook(token_id, Words(game, edition)) if hook else ""
