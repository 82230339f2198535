"""The log lines of 7 Wonders Architects: which events its engine emits and how each reads.

Shared sentences (a stage built, a Progress token taken, the end of the game) come from
``ui/language/event_text``; the decks, the cat, the conflict tokens and the battles are told here. A
glance at the central deck's top and a reshuffle are bookkeeping (``QUIET_KINDS``).
"""

from __future__ import annotations

from collections.abc import Callable

from wonders_desktop.ui.language import event_text as shared
from wonders_desktop.ui.language.event_text import Ctx
from wonders_desktop.ui.language.i18n import name_of, words_of

QUIET_KINDS = frozenset({"central_top_seen", "deck_shuffled"})


def deck_name(deck: str, game: str = "") -> str:
    words = words_of(game)
    if deck == "central":
        return words.translate("EventText", "the central deck")
    return words.translate("EventText", "the deck of {wonder}").format(wonder=name_of("wonder", deck, game))


def _battle(c: Ctx) -> str:
    tokens = c.data.get("tokens")
    won = []
    if isinstance(tokens, list):
        won = [f"{c.seat_name(seat)} +{count}" for seat, count in enumerate(tokens) if count]
    text = ", ".join(won) if won else c.translate("EventText", "nobody wins a token")
    return c.translate("EventText", "Battle! Military victory tokens: {result}.").format(result=text)


def templates() -> dict[str, Callable[[Ctx], str]]:
    """Kind -> sentence builder; built per call so the current language is used."""
    return {
        "card_taken": lambda c: c.translate("EventText", "{player} takes {card} from {deck}.").format(
            player=c.player, card=c.name("card", "card"), deck=deck_name(str(c.data.get("deck", "")), c.game)
        ),
        "cards_looked_at": lambda c: c.translate(
            "EventText", "{player} looks at %n card(s) of {deck}.", None, c.n("count")
        ).format(player=c.player, deck=deck_name(str(c.data.get("deck", "")), c.game)),
        "wonder_stage_built": shared.stage_built,
        "wonder_completed": lambda c: c.translate("EventText", "{player} completes {wonder}!").format(
            player=c.player, wonder=c.name("wonder", "wonder")
        ),
        "progress_taken": shared.progress_taken,
        "progress_used": lambda c: c.translate("EventText", "{player} uses {token}.").format(
            player=c.player, token=c.name("token", "progress_token")
        ),
        "science_exchanged": lambda c: c.translate(
            "EventText", "{player} exchanges {cards} for a progress token."
        ).format(player=c.player, cards=c.names("cards", "card")),
        "cat_moved": lambda c: c.translate("EventText", "{player} takes the cat.").format(player=c.player),
        "conflict_flipped": lambda c: c.translate(
            "EventText", "{player} turns %n conflict token(s) to the battle side.", None, c.n("count")
        ).format(player=c.player),
        "battle": _battle,
        "game_ended": shared.game_ended,
    }
