"""The words of 7 Wonders (both editions, with Cities) that shared UI code asks for by hook.

Shared modules never test a game's name: they find this module through ``ui/views/parts.py`` and call
the hooks below, falling back to generic words when a game has none. The card sentences themselves
are in ``cardtext.py`` beside this module.
"""

from __future__ import annotations

from collections.abc import Collection

from wonders_desktop.ui.cardtext.phrases import Words, cost_text, translate
from wonders_desktop.ui.i18n import RulebookWords
from wonders_desktop.ui.move_text import Builder, names
from wonders_desktop.ui.views.classic.cardtext import (
    classic_cards,
    classic_chains,
    classic_effects,
    classic_stage,
    classic_token,
    classic_wonders,
)


# --- card texts (``ui/cardtext``) -------------------------------------------------------------------
def card_text(card_id: str, words: Words) -> str:
    card = classic_cards(words.edition).get(card_id)
    if card is None:
        return ""
    return " ".join(classic_effects(card.effects, words) + classic_chains(card, words))


def card_cost_text(card_id: str, words: Words) -> str:
    card = classic_cards(words.edition).get(card_id)
    return "" if card is None else cost_text(words.game, card.cost, edition=words.edition)


def stage_text(wonder_id: str, side: str, index: int, words: Words) -> str:
    stage = classic_stage(words.edition, wonder_id, side, index)
    return "" if stage is None else " ".join(classic_effects(stage.effects, words))


def stage_cost_text(wonder_id: str, side: str, index: int, words: Words) -> str:
    stage = classic_stage(words.edition, wonder_id, side, index)
    return "" if stage is None else cost_text(words.game, stage.cost, edition=words.edition)


def wonder_text(wonder_id: str, side: str, words: Words) -> str:
    """A board's starting resource (of ``side``, or of its first side)."""
    board = classic_wonders(words.edition).get(wonder_id)
    sides = board.sides if board is not None else {}
    chosen = sides.get(side) or next(iter(sides.values()), None)
    if chosen is None:
        return ""
    text = translate("CardText", "Starting resource: produces 1 {resource} each turn.")
    return text.format(resource=words.name("resource", chosen.resource))


def token_text(token_id: str, words: Words) -> str:
    return classic_token(token_id, words)


# --- move buttons (``ui/move_text``) -----------------------------------------------------------------
def move_verbs(words: RulebookWords) -> dict[str, tuple[str, Builder]]:
    """``discard`` in 7 Wonders is Halikarnassos's (and Cities' Mausoleum's) build from the discard pile."""
    card = names("card", words.game, words.edition)
    return {
        "discard": (
            words.translate("MoveText", "Build from the discard pile"),
            lambda a: words.translate("MoveText", "Build {card} from the discard pile").format(card=card(a)),
        )
    }


# --- the score pad (``ui/models.ScoreModel``) ----------------------------------------------------------
def hidden_score_rows(state: object) -> Collection[str]:
    """The box's pad has a row for black cards only in games with the Cities expansion."""
    options = getattr(state, "options", None)
    expansions = options.get("expansions") if isinstance(options, dict) else None
    return () if "cities" in (expansions or []) else ("black",)
