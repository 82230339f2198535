"""The words of 7 Wonders Architects that shared UI code asks for by hook.

Shared modules never test a game's name: they find this module through ``ui/views/parts.py`` and call
the hooks below, falling back to generic words when a game has none. The card sentences themselves
are in ``cardtext.py`` beside this module.
"""

from __future__ import annotations

from wonders_desktop.ui.language.cardtext.phrases import Words, translate
from wonders_desktop.ui.language.i18n import VARIANT, RulebookWords, name_of
from wonders_desktop.ui.language.move_text import Builder
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


# --- move buttons (``ui/move_text``) -----------------------------------------------------------------
# Verbs whose cards are spent, not described: ``build`` pays a stage with cards (no card tooltip).
VERBS_WITHOUT_SUBJECT = frozenset({"build"})


def move_verbs(words: RulebookWords) -> dict[str, tuple[str, Builder]]:
    """``build`` builds a stage with the cards spent; ``progress`` takes a token for a pair of cards."""
    game = words.game
    return {
        "build": (
            words.translate("MoveText", "Wonder stage"),
            lambda a: words.translate("MoveText", "Build stage {stage} with {cards}").format(
                stage=a[0] if a else "?", cards=spent_cards(a[1:], game)
            ),
        ),
        "progress": (
            words.translate("MoveText", "Progress token"),
            lambda a: words.translate("MoveText", "Take {token} for {cards}").format(
                token=progress_token(a[-1] if a else "", game), cards=spent_cards(a[:1], game)
            ),
        ),
    }


def spent_cards(args: list[str], game: str = "") -> str:
    """``wood+clay+coin`` -> "Wood, Clay, Coin" (cards spent, in the current language)."""
    parts = [part for arg in args for part in arg.split("+") if part]
    return ", ".join(name_of("card", part, game) for part in parts) or "—"


def progress_token(ident: str, game: str) -> str:
    """A progress token, or ``pile``: the top of the face-down stack."""
    if ident == "pile":
        return translate("MoveText", "the top token of the face-down pile")
    return name_of("progress_token", ident, game) if ident else "?"


# --- the rulebook's words for shared strings (``ui/move_text``, ``ui/event_text``, ``ui/labels``) -----
# Shared strings whose words in the Architects rulebook differ from the plain entry (see
# ``RulebookWords``): "Construir um Estágio" (pt), the stage of a wonder, the military row.
RULEBOOK_VARIANTS = (
    VARIANT.translate("MoveText", "Wonder stage", "architects"),
    VARIANT.translate("EventText", "{player} builds stage {stage} of their wonder.", "architects"),
    VARIANT.translate("Labels", "Military", "architects"),
)


# --- the generic table's and the score sheet's words (``ui/language/labels``) ------------------------
# The engine's bookkeeping in a snapshot: the generic table does not show it.
INTERNAL_FIELDS = frozenset(
    {
        "current", "phase", "prompt", "turns", "central_known_by", "battle_pending", "finishing",
        "end_reason", "armed", "used",
    }
)  # fmt: skip

# Snapshot fields whose values are ids of a kind of data (the generic table names them).
ID_KINDS = {
    "looking_at": "card",
    "progress_display": "progress_token",
    "progress_pile": "progress_token",
    "armed": "progress_token",
    "used": "progress_token",
}
SEAT_FIELDS = frozenset({"cat"})  # a seat's number (the generic table shows the seat's name)


def field_labels(words: RulebookWords) -> dict[str, str]:
    """The snapshot fields only Architects has (the cat, the battle, the Progress tokens on display)."""
    return {
        "cat": words.translate("Labels", "Cat"),
        "battle": words.translate("Labels", "Battle"),
        "progress_display": words.translate("Labels", "Progress tokens on display"),
        "progress_pile": words.translate("Labels", "Progress token pile"),
        "looking_at": words.translate("Labels", "Looking at"),
    }


def score_row_names(words: RulebookWords) -> dict[str, str]:
    """The rows of the Architects score pad."""
    return {"blue": words.translate("Labels", "Blue cards"), "cat": words.translate("Labels", "Cat")}


def tie_break_names(words: RulebookWords) -> dict[str, str]:
    """Architects' tie-break: the most stages built."""
    return {"stages": words.translate("Labels", "most wonder stages")}
