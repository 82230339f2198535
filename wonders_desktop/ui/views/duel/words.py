"""The words of 7 Wonders Duel that shared UI code asks for by hook.

Shared modules never test a game's name: they find this module through ``ui/views/parts.py`` and call
the hooks below, falling back to generic words when a game has none. The card sentences themselves
are in ``cardtext.py`` beside this module.
"""

from __future__ import annotations

from wonders_desktop.ui.language.cardtext.phrases import Words, cost_text
from wonders_desktop.ui.language.i18n import VARIANT, RulebookWords
from wonders_desktop.ui.language.move_text import Builder, names
from wonders_desktop.ui.views.duel.cardtext import duel_chains, duel_cost, duel_data, duel_effects, duel_token


# --- card texts (``ui/cardtext``) -------------------------------------------------------------------
def card_text(card_id: str, words: Words) -> str:
    found = duel_data().cards.get(card_id)
    if found is None:
        return ""
    return " ".join(duel_effects(found.effects, words) + duel_chains(found, words))


def card_cost_text(card_id: str, words: Words) -> str:
    found = duel_data().cards.get(card_id)
    return "" if found is None else cost_text(words.game, duel_cost(found.cost))


def wonder_text(wonder_id: str, _side: str, words: Words) -> str:
    found = duel_data().wonders.get(wonder_id)
    return "" if found is None else " ".join(duel_effects(found.effects, words))


def wonder_cost_text(wonder_id: str, words: Words) -> str:
    found = duel_data().wonders.get(wonder_id)
    return "" if found is None else cost_text(words.game, duel_cost(found.cost))


def token_text(token_id: str, words: Words) -> str:
    return duel_token(token_id, words)


# --- move buttons (``ui/move_text``) -----------------------------------------------------------------
def move_verbs(words: RulebookWords) -> dict[str, tuple[str, Builder]]:
    """``discard`` in Duel sells the card for coins (the shared verb's label names no coins)."""
    card = names("card", words.game, words.edition)
    return {
        "discard": (
            words.translate("MoveText", "Discard for coins"),
            lambda a: words.translate("MoveText", "Discard {card} for coins").format(card=card(a)),
        )
    }


# --- the rulebook's words for shared strings (``ui/move_text``, ``ui/event_text``, ``ui/labels``) -----
# Shared strings whose words in the Duel rulebook differ from the plain entry (see ``RulebookWords``):
# "Construir a Estrutura / Descartar para receber moedas / Construir uma Maravilha" (pt), pilha de
# descarte / pilha de descartes; pad rows Tesouro, Guildas (pt), Tesoro, Estructuras civiles (es).
RULEBOOK_VARIANTS = (
    VARIANT.translate("MoveText", "Build", "duel"),
    VARIANT.translate("MoveText", "Wonder", "duel"),
    VARIANT.translate("MoveText", "Discard for coins", "duel"),
    VARIANT.translate("MoveText", "Discard {card} for coins", "duel"),
    VARIANT.translate("MoveText", "Build from the discard pile", "duel"),
    VARIANT.translate("EventText", "{player} builds {card} from the discard pile.", "duel"),
    VARIANT.translate("EventText", "{player} builds nothing from the discard pile.", "duel"),
    VARIANT.translate("Labels", "Treasury", "duel"),
    VARIANT.translate("Labels", "Civilian structures", "duel"),
    VARIANT.translate("Labels", "Scientific structures", "duel"),
    VARIANT.translate("Labels", "Commercial structures", "duel"),
    VARIANT.translate("Labels", "Guilds", "duel"),
)
