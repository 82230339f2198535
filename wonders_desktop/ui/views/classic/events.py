"""The log lines of 7 Wonders (and Cities): which events its engine emits and how each reads.

Shared sentences (a card built, coins gained, the end of an age) come from ``ui/language/event_text``;
the ones only this game tells are here: a card sold face down (named only to its owner), the Cities
losses and debt, diplomacy, the conflicts of each Age and the trades between neighbours.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.language import event_text as shared
from wonders_desktop.ui.language.event_text import Ctx


def _sold(c: Ctx) -> str:
    if c.viewer is not None and c.seat != c.viewer:
        return c.translate("EventText", "{player} discards a card for coins.").format(player=c.player)
    return c.translate("EventText", "{player} discards {card} for coins.").format(
        player=c.player, card=c.name("card", "card")
    )


def _conflict(c: Ctx) -> str:
    token = c.n("token")
    if token > 0:
        text = c.translate("EventText", "{player} defeats {other}: +%n victory point(s).", None, token)
    else:
        text = c.translate(
            "EventText", "{player} is defeated by {other}: -%n victory point(s).", None, -token
        )
    return text.format(player=c.player, other=c.other("against"))


def _coins_lost(c: Ctx) -> str:
    """Cities: a loss settled in coins, debt tokens or both (the player's choice, or forced)."""
    coins, debt = c.n("coins", "amount"), c.n("debt")
    if debt and coins:
        text = c.translate(
            "EventText", "{player} pays {coins} to the bank and takes %n debt token(s).", None, debt
        )
        return text.format(player=c.player, coins=coins)
    if debt:
        text = c.translate("EventText", "{player} takes %n debt token(s).", None, debt)
        return text.format(player=c.player)
    return shared.coins_lost(c)


def _debt_taken(c: Ctx) -> str:
    text = c.translate("EventText", "{player} takes %n debt token(s).", None, c.n("amount"))
    return text.format(player=c.player)


def _coins_to_lose(c: Ctx) -> str:
    amount = c.n("amount")
    text = c.translate("EventText", "{player} must lose %n coin(s) (coins or debt tokens).", None, amount)
    return text.format(player=c.player)


def templates() -> dict[str, Callable[[Ctx], str]]:
    """Kind -> sentence builder; built per call so the current language is used."""
    return {
        "card_built": shared.built,
        "card_sold": _sold,
        "cards_discarded": lambda c: c.translate(
            "EventText", "{player} discards %n last card(s).", None, c.n("count")
        ).format(player=c.player),
        "discard_build_declined": lambda c: c.translate(
            "EventText", "{player} builds nothing from the discard pile."
        ).format(player=c.player),
        "wonder_stage_built": shared.stage_built,
        "coins_gained": shared.coins_gained,
        "coins_lost": _coins_lost,
        "coins_to_lose": _coins_to_lose,
        "debt_taken": _debt_taken,
        "diplomacy_taken": lambda c: c.translate(
            "EventText", "{player} takes %n diplomacy token(s).", None, c.n("count")
        ).format(player=c.player),
        "diplomacy_used": lambda c: c.translate(
            "EventText", "{player} uses a diplomacy token and stays out of this conflict."
        ).format(player=c.player),
        "defeat_tokens_discarded": lambda c: c.translate(
            "EventText", "{player} discards %n defeat token(s).", None, c.n("count")
        ).format(player=c.player),
        "victory_token_taken": lambda c: c.translate(
            "EventText", "{player} takes a victory token ({token} points)."
        ).format(player=c.player, token=f"{c.n('token'):+d}"),
        "trade_payment": lambda c: c.translate(
            "EventText", "{player} pays %n coin(s) to {other}.", None, c.n("amount")
        ).format(player=c.player, other=c.other("to")),
        "military_conflict": _conflict,
        "age_ended": shared.age_ended,
        "game_ended": shared.game_ended,
    }


def as_logged(event: Event, earlier: Iterable[Event]) -> Event | None:
    """``event`` as the log tells it, given the events before it in the same move (newest first).

    A city's income (``coins_gained``) counts the coins its neighbours paid it for trade; the payer's
    line already says who paid whom how much, so the income line leaves those coins out and goes away
    (None) when nothing else was earned: one line per trade, and no trade reads as paid twice.
    """
    seat, amount = event.data.get("city"), event.data.get("amount")
    if event.kind != "coins_gained" or not isinstance(seat, int) or not isinstance(amount, int):
        return event
    received = 0
    for before in earlier:
        if before.kind == "coins_gained" and before.data.get("city") == seat:
            break  # an earlier resolution in the same move: its trades were counted there
        paid = before.data.get("amount")
        if before.kind == "trade_payment" and before.data.get("to") == seat and isinstance(paid, int):
            received += paid
    if not received:
        return event
    if amount <= received:
        return None
    return Event(event.kind, event.seat, {**event.data, "amount": amount - received})
