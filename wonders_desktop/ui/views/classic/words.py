"""The words of 7 Wonders (both editions, with Cities) that shared UI code asks for by hook.

Shared modules never test a game's name: they find this module through ``ui/views/parts.py`` and call
the hooks below, falling back to generic words when a game has none. The card sentences themselves
are in ``cardtext.py`` beside this module.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, cast

from wonders_desktop.ui.language.cardtext.phrases import Words, cost_text, translate
from wonders_desktop.ui.language.i18n import VARIANT, RulebookWords
from wonders_desktop.ui.language.move_text import Builder, names
from wonders_desktop.ui.views.classic.cardtext import (
    classic_cards,
    classic_chains,
    classic_effects,
    classic_stage,
    classic_token,
    classic_wonders,
)

if TYPE_CHECKING:
    from wonders_desktop.engine.classic.data import CostKey


# --- card texts (``ui/cardtext``) -------------------------------------------------------------------
def card_text(card_id: str, words: Words) -> str:
    card = classic_cards(words.edition).get(card_id)
    if card is None:
        return ""
    return " ".join(classic_effects(card.effects, words) + classic_chains(card, words))


def card_cost_text(card_id: str, words: Words) -> str:
    card = classic_cards(words.edition).get(card_id)
    return "" if card is None else _cost_text(card.cost, words)


def _cost_text(cost: Mapping[CostKey, int], words: Words) -> str:
    """The shared cost words read any game's resource names as plain strings."""
    return cost_text(words.game, cast("Mapping[str, int]", cost), edition=words.edition)


def stage_text(wonder_id: str, side: str, index: int, words: Words) -> str:
    stage = classic_stage(words.edition, wonder_id, side, index)
    return "" if stage is None else " ".join(classic_effects(stage.effects, words))


def stage_cost_text(wonder_id: str, side: str, index: int, words: Words) -> str:
    stage = classic_stage(words.edition, wonder_id, side, index)
    return "" if stage is None else _cost_text(stage.cost, words)


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


# --- the rulebook's words for shared strings (``ui/move_text``, ``ui/event_text``, ``ui/labels``) -----
# Shared strings whose words in the 7 Wonders rulebooks differ from the plain entry: one entry per
# edition that needs its own words (see ``RulebookWords``). Move buttons: "Construir uma estrutura /
# Desenvolver sua Maravilha / Descartar uma carta para obter 3 moedas" (1st ed., pt), "Construir la
# Estructura de la carta / Desarrollar una Etapa de tu Maravilla / Vender la carta" (2nd ed., es). Log
# lines: marcador de Vitória, banco / reserva, nível de desenvolvimento / estágio / Etapa, construção em
# cadeia / encadeamento. Field names and pad rows: Níveis de desenvolvimento, marcadores de Conflito,
# banco, Tesouraria, Estruturas Civis, Grêmios (1st ed., pt); Tesouro, reserva, Estruturas Cívicas,
# Guildas (2nd ed. and Cities, pt); Tesorería, reserva, marcadores de Conflicto, Cartas Azules... (2nd
# ed., es: its pad names the rows by colour).
RULEBOOK_VARIANTS = (
    VARIANT.translate("MoveText", "Build", "classic1"),
    VARIANT.translate("MoveText", "Build", "classic2"),
    VARIANT.translate("MoveText", "Wonder stage", "classic1"),
    VARIANT.translate("MoveText", "Wonder stage", "classic2"),
    VARIANT.translate("MoveText", "Build a wonder stage with {card}", "classic1"),
    VARIANT.translate("MoveText", "Build a wonder stage with {card}", "classic2"),
    VARIANT.translate("MoveText", "Discard for coins", "classic1"),
    VARIANT.translate("MoveText", "Discard for coins", "classic2"),
    VARIANT.translate("MoveText", "Discard {card} for coins", "classic1"),
    VARIANT.translate("MoveText", "Discard {card} for coins", "classic2"),
    VARIANT.translate("EventText", "{player} builds stage {stage} of their wonder.", "classic1"),
    VARIANT.translate("EventText", "{player} builds stage {stage} of their wonder.", "classic2"),
    VARIANT.translate("EventText", "{player} discards a card for coins.", "classic1"),
    VARIANT.translate("EventText", "{player} discards {card} for coins.", "classic1"),
    VARIANT.translate("EventText", "{player} takes a victory token ({token} points).", "classic1"),
    VARIANT.translate("EventText", "{player} discards %n defeat token(s).", "classic1", 2),
    VARIANT.translate(
        "EventText", "{player} pays {coins} to the bank and takes %n debt token(s).", "classic1", 2
    ),
    VARIANT.translate("EventText", "{player} builds {card} for free (chain).", "classic1"),
    VARIANT.translate("Labels", "Stages built", "classic1"),
    VARIANT.translate("Labels", "Tokens", "classic1"),
    VARIANT.translate("Labels", "Tokens", "classic2"),
    VARIANT.translate("Labels", "Bank", "classic1"),
    VARIANT.translate("Labels", "Bank", "classic2"),
    VARIANT.translate("Labels", "Military", "classic1"),
    VARIANT.translate("Labels", "Military", "classic2"),
    VARIANT.translate("Labels", "Treasury", "classic1"),
    VARIANT.translate("Labels", "Treasury", "classic2"),
    VARIANT.translate("Labels", "Civilian structures", "classic1"),
    VARIANT.translate("Labels", "Civilian structures", "classic2"),
    VARIANT.translate("Labels", "Scientific structures", "classic1"),
    VARIANT.translate("Labels", "Scientific structures", "classic2"),
    VARIANT.translate("Labels", "Commercial structures", "classic1"),
    VARIANT.translate("Labels", "Commercial structures", "classic2"),
    VARIANT.translate("Labels", "Guilds", "classic1"),
    VARIANT.translate("Labels", "Guilds", "classic2"),
)


# --- the generic table's and the score sheet's words (``ui/language/labels``) ------------------------
# The engine's bookkeeping in a snapshot: the generic table does not show it.
INTERNAL_FIELDS = frozenset(
    {"controller", "queue", "last_cards", "fc_pick", "picks", "pile", "phase", "free_used_age"}
)
SEAT_BOOKKEEPING = frozenset({"free_used_age"})

# Snapshot fields whose values are ids of a kind of data (the generic table names them).
ID_KINDS = {"hands": "card"}


def field_labels(words: RulebookWords) -> dict[str, str]:
    """The snapshot fields only 7 Wonders has (Cities' debt and diplomacy, the teams, the bank...)."""
    return {
        "debt": words.translate("Labels", "Debt"),
        "team": words.translate("Labels", "Team"),
        "diplomacy": words.translate("Labels", "Diplomacy"),
        "tucked": words.translate("Labels", "Under the wonder"),
        "hands": words.translate("Labels", "Hands"),
        "bank": words.translate("Labels", "Bank"),
        "paid_in": words.translate("Labels", "Paid in"),
        "paid_out": words.translate("Labels", "Paid out"),
    }


def score_row_names(words: RulebookWords) -> dict[str, str]:
    """The rows of the 7 Wonders score pad (Cities adds the black cards' row)."""
    return {
        "treasury": words.translate("Labels", "Treasury"),
        "civilian": words.translate("Labels", "Civilian structures"),
        "science": words.translate("Labels", "Scientific structures"),
        "commercial": words.translate("Labels", "Commercial structures"),
        "guilds": words.translate("Labels", "Guilds"),
        "black": words.translate("Labels", "Cities"),
    }
