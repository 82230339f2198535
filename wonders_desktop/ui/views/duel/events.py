"""The log lines of 7 Wonders Duel: which events its engine emits and how each reads.

Shared sentences (a card built, coins, the end of an age) come from ``ui/language/event_text``; the
draft of the Wonders, the conflict pawn, the Progress tokens and the start of each age are told here.
"""

from __future__ import annotations

from collections.abc import Callable

from wonders_desktop.ui.language import event_text as shared
from wonders_desktop.ui.language.event_text import Ctx, age_name


def _drawn(c: Ctx) -> str:
    if c.viewer is not None and c.seat != c.viewer:
        text = c.translate("EventText", "{player} draws progress tokens from the box.")
        return text.format(player=c.player)
    text = c.translate("EventText", "{player} draws progress tokens from the box: {tokens}.")
    return text.format(player=c.player, tokens=c.names("tokens", "progress_token"))


def templates() -> dict[str, Callable[[Ctx], str]]:
    """Kind -> sentence builder; built per call so the current language is used."""
    return {
        "card_built": shared.built,
        "card_discarded": lambda c: c.translate(
            "EventText", "{player} discards {card} for %n coin(s).", None, c.n("coins")
        ).format(player=c.player, card=c.name("card", "card")),
        "card_revealed": lambda c: c.translate("EventText", "{card} is revealed.").format(
            card=c.name("card", "card")
        ),
        "card_destroyed": lambda c: c.translate("EventText", "{player} loses {card}.").format(
            player=c.player, card=c.name("card", "card")
        ),
        "wonder_built": lambda c: c.translate("EventText", "{player} builds {wonder}.").format(
            player=c.player, wonder=c.name("wonder", "wonder")
        ),
        "wonder_drafted": lambda c: c.translate("EventText", "{player} takes {wonder}.").format(
            player=c.player, wonder=c.name("wonder", "wonder")
        ),
        "wonders_revealed": lambda c: c.translate("EventText", "Wonders on offer: {wonders}.").format(
            wonders=c.names("wonders", "wonder")
        ),
        "wonder_removed": lambda c: c.translate("EventText", "{wonder} goes back to the box.").format(
            wonder=c.name("wonder", "wonder")
        ),
        "coins_gained": shared.coins_gained,
        "coins_lost": shared.coins_lost,
        "progress_taken": shared.progress_taken,
        "progress_drawn": _drawn,
        "military_moved": lambda c: c.translate(
            "EventText", "The conflict pawn moves from {start} to {end}."
        ).format(start=c.n("from"), end=c.n("to")),
        "military_token_looted": lambda c: c.translate(
            "EventText", "{player} loses %n coin(s) to a military token.", None, c.n("coins")
        ).format(player=c.player),
        "starter_chosen": lambda c: c.translate("EventText", "{other} starts age {age}.").format(
            other=c.other("starter"), age=age_name(c.n("age"))
        ),
        "play_again": lambda c: c.translate("EventText", "{player} plays again.").format(player=c.player),
        "age_started": lambda c: c.translate("EventText", "Age {age} begins.").format(
            age=age_name(c.n("age"))
        ),
        "age_ended": shared.age_ended,
        "game_ended": shared.game_ended,
    }
