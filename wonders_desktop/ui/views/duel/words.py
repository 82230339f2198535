"""The words of 7 Wonders Duel that shared UI code asks for by hook.

Shared modules never test a game's name: they find this module through ``ui/views/parts.py`` and call
the hooks below, falling back to generic words when a game has none. The card sentences themselves
are in ``cardtext.py`` beside this module.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.language.cardtext.phrases import Words, cost_text
from wonders_desktop.ui.language.i18n import VARIANT, RulebookWords
from wonders_desktop.ui.language.move_text import Builder, names
from wonders_desktop.ui.views.duel.cardtext import duel_chains, duel_cost, duel_data, duel_effects, duel_token

translate = QCoreApplication.translate


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


# --- the generic table's and the score sheet's words (``ui/language/labels``) ------------------------
# The engine's bookkeeping in a snapshot: the generic table does not show it.
INTERNAL_FIELDS = frozenset(
    {
        "current", "phase", "last_actor", "first", "structure", "accessible", "draft_step", "wonders_out",
        "play_again", "destroy_color", "result",
    }
)  # fmt: skip

# Snapshot fields whose values are ids of a kind of data (the generic table names them).
ID_KINDS = {
    "offered": "wonder",
    "draft": "wonder",
    "removed": "card",
    "board": "progress_token",
    "board_progress": "progress_token",
    "box_progress": "progress_token",
    "drawn_progress": "progress_token",
}
SEAT_FIELDS = frozenset({"starter", "first"})  # a seat's number (the generic table shows the seat's name)


def field_labels(words: RulebookWords) -> dict[str, str]:
    """The snapshot fields only Duel has (the draft, the Progress tokens' places, coins in and out)."""
    return {
        "gained": words.translate("Labels", "Coins gained"),
        "spent": words.translate("Labels", "Coins spent"),
        "removed": words.translate("Labels", "Removed cards"),
        "board_progress": words.translate("Labels", "Progress tokens on the board"),
        "box_progress": words.translate("Labels", "Progress tokens in the box"),
        "drawn_progress": words.translate("Labels", "Progress tokens drawn"),
        "offered": words.translate("Labels", "Wonders on offer"),
        "draft": words.translate("Labels", "Wonders of the draft"),
        "wonders_built": words.translate("Labels", "Wonders built"),
    }


def score_row_names(words: RulebookWords) -> dict[str, str]:
    """The rows of the Duel score pad."""
    return {
        "treasury": words.translate("Labels", "Treasury"),
        "civilian": words.translate("Labels", "Civilian structures"),
        "science": words.translate("Labels", "Scientific structures"),
        "commercial": words.translate("Labels", "Commercial structures"),
        "guilds": words.translate("Labels", "Guilds"),
    }


def tie_break_names(words: RulebookWords) -> dict[str, str]:
    """Duel's tie-break: the civilian (blue) points."""
    return {
        "blue_points": words.translate("Labels", "most points from civilian structures"),
        "civilian": words.translate("Labels", "most points from civilian structures"),
    }


def reason_names() -> dict[str, str]:
    """Duel's sudden victories, and the civilian one."""
    return {
        "military_supremacy": translate("Labels", "Military supremacy."),
        "scientific_supremacy": translate("Labels", "Scientific supremacy."),
        "science_supremacy": translate("Labels", "Scientific supremacy."),  # the Duel engine's key
        "civilian": translate("Labels", "Civilian victory."),
    }
