"""The toy game's log lines."""

from __future__ import annotations

from collections.abc import Callable

from wonders_desktop.ui.language import event_text as shared
from wonders_desktop.ui.language.event_text import Ctx


def templates() -> dict[str, Callable[[Ctx], str]]:
    return {
        "bet_placed": lambda c: c.translate("EventText", "{player} bets %n.", None, c.n("amount")).format(
            player=c.player
        ),
        "card_picked": lambda c: c.translate("EventText", "{player} has chosen a card.").format(
            player=c.player
        ),
        "trick_won": lambda c: c.translate(
            "EventText", "{player} wins the trick (%n point(s)).", None, c.n("points")
        ).format(player=c.player),
        "game_ended": shared.game_ended,
    }
