"""The words of 7 Wonders Architects that shared UI code asks for by hook.

Shared modules never test a game's name: they find this module through ``ui/views/parts.py`` and call
the hooks below, falling back to generic words when a game has none. The card sentences themselves
are in ``cardtext.py`` beside this module.
"""

from __future__ import annotations

from wonders_desktop.ui.cardtext.phrases import Words
from wonders_desktop.ui.views.architects.cardtext import (
    architects_card,
    architects_card_cost,
    architects_stage,
    architects_stage_cost,
    architects_token,
    architects_wonder,
)


# --- card texts (``ui/cardtext``) -------------------------------------------------------------------
def card_text(card_id: str, words: Words) -> str:
    return architects_card(card_id, words)


def card_cost_text(card_id: str, _words: Words) -> str:
    return architects_card_cost(card_id)


def stage_text(wonder_id: str, _side: str, index: int, words: Words) -> str:
    """A stage of a wonder (Architects wonders have one side: ``side`` is ignored)."""
    return architects_stage(wonder_id, index, words)


def stage_cost_text(wonder_id: str, _side: str, index: int, _words: Words) -> str:
    return architects_stage_cost(wonder_id, index)


def wonder_text(wonder_id: str, _side: str, words: Words) -> str:
    return architects_wonder(wonder_id, words)


def token_text(token_id: str, words: Words) -> str:
    return architects_token(token_id, words)
