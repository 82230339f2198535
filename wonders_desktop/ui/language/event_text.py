"""Log lines: an engine ``Event(kind, seat, data)`` becomes a translated sentence.

Kinds are stable keys; each known kind has a translated template with named fields (translators keep
the ``{player}``-style fields and ``%n`` for counts). Data holds ids and numbers only: ids become names
through ``name_of``. An unknown kind still reads well ("Player 2: Coins gained — Amount: 3"). A few kinds
are bookkeeping (turn boundaries) and stay out of the log. A card sold face down in 7 Wonders is named
only to its owner. A 7 Wonders trade is one line, the payer's (``as_logged``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.language.i18n import humanize, name_of, words_of
from wonders_desktop.ui.language.labels import field_label, format_value

translate = QCoreApplication.translate

SeatName = Callable[[int | None], str]
QUIET_KINDS = frozenset({"turn_started", "turn_ended", "central_top_seen", "deck_shuffled"})
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


@dataclass(frozen=True, slots=True)
class Ctx:
    """What a template may use: the event's data, the acting player's name, names of other seats."""

    data: Mapping[str, Any]
    player: str
    seat: int | None
    seat_name: SeatName
    viewer: int | None
    game: str = ""
    edition: int = 1

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The line in the words of the game's rulebook (``RulebookWords.translate``)."""
        return words_of(self.game, self.edition).translate(context, source, disambiguation, n)

    def n(self, *keys: str) -> int:
        for key in keys:
            value = self.data.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
        return 0

    def name(self, key: str, kind: str) -> str:
        value = self.data.get(key)
        return name_of(kind, value, self.game, self.edition) if isinstance(value, str) else "?"

    def names(self, key: str, kind: str) -> str:
        value = self.data.get(key)
        return (
            ", ".join(name_of(kind, v, self.game, self.edition) for v in value if isinstance(v, str))
            if isinstance(value, list)
            else "?"
        )

    def other(self, key: str) -> str:
        value = self.data.get(key)
        return self.seat_name(value) if isinstance(value, int) else "?"


def age_name(age: int) -> str:
    return ROMAN.get(age, str(age))


def deck_name(deck: str, game: str = "") -> str:
    words = words_of(game)
    if deck == "central":
        return words.translate("EventText", "the central deck")
    return words.translate("EventText", "the deck of {wonder}").format(wonder=name_of("wonder", deck, game))


def _built(c: Ctx) -> str:
    how = c.data.get("how")
    card = c.name("card", "card")
    if how == "chain" or c.data.get("chain") is True:
        return c.translate("EventText", "{player} builds {card} for free (chain).").format(
            player=c.player, card=card
        )
    if how == "free":
        return c.translate("EventText", "{player} builds {card} for free.").format(player=c.player, card=card)
    if how == "discard":
        text = c.translate("EventText", "{player} builds {card} from the discard pile.")
        return text.format(player=c.player, card=card)
    if c.n("coins"):
        text = c.translate("EventText", "{player} builds {card} for %n coin(s).", None, c.n("coins"))
        return text.format(player=c.player, card=card)
    return c.translate("EventText", "{player} builds {card}.").format(player=c.player, card=card)


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


def _battle(c: Ctx) -> str:
    tokens = c.data.get("tokens")
    won = []
    if isinstance(tokens, list):
        won = [f"{c.seat_name(seat)} +{count}" for seat, count in enumerate(tokens) if count]
    text = ", ".join(won) if won else c.translate("EventText", "nobody wins a token")
    return c.translate("EventText", "Battle! Military victory tokens: {result}.").format(result=text)


def _drawn(c: Ctx) -> str:
    if c.viewer is not None and c.seat != c.viewer:
        text = c.translate("EventText", "{player} draws progress tokens from the box.")
        return text.format(player=c.player)
    text = c.translate("EventText", "{player} draws progress tokens from the box: {tokens}.")
    return text.format(player=c.player, tokens=c.names("tokens", "progress_token"))


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
    return c.translate("EventText", "{player} loses %n coin(s).", None, coins).format(player=c.player)


def _debt_taken(c: Ctx) -> str:
    text = c.translate("EventText", "{player} takes %n debt token(s).", None, c.n("amount"))
    return text.format(player=c.player)


def _coins_to_lose(c: Ctx) -> str:
    amount = c.n("amount")
    text = c.translate("EventText", "{player} must lose %n coin(s) (coins or debt tokens).", None, amount)
    return text.format(player=c.player)


def _game_ended(c: Ctx) -> str:
    winners = c.data.get("winners")
    if isinstance(winners, list) and winners:
        names = ", ".join(c.seat_name(seat) for seat in winners if isinstance(seat, int))
        return c.translate("EventText", "The game is over. Winner: {players}.", None, len(winners)).format(
            players=names
        )
    return c.translate("EventText", "The game is over.")


def templates() -> dict[str, Callable[[Ctx], str]]:
    """Kind -> sentence builder; built per call so the current language is used."""
    return {
        "card_built": _built,
        "card_sold": _sold,
        "card_discarded": lambda c: c.translate(
            "EventText", "{player} discards {card} for %n coin(s).", None, c.n("coins")
        ).format(player=c.player, card=c.name("card", "card")),
        "cards_discarded": lambda c: c.translate(
            "EventText", "{player} discards %n last card(s).", None, c.n("count")
        ).format(player=c.player),
        "discard_build_declined": lambda c: c.translate(
            "EventText", "{player} builds nothing from the discard pile."
        ).format(player=c.player),
        "card_revealed": lambda c: c.translate("EventText", "{card} is revealed.").format(
            card=c.name("card", "card")
        ),
        "card_destroyed": lambda c: c.translate("EventText", "{player} loses {card}.").format(
            player=c.player, card=c.name("card", "card")
        ),
        "card_taken": lambda c: c.translate("EventText", "{player} takes {card} from {deck}.").format(
            player=c.player, card=c.name("card", "card"), deck=deck_name(str(c.data.get("deck", "")), c.game)
        ),
        "cards_looked_at": lambda c: c.translate(
            "EventText", "{player} looks at %n card(s) of {deck}.", None, c.n("count")
        ).format(player=c.player, deck=deck_name(str(c.data.get("deck", "")), c.game)),
        "wonder_stage_built": lambda c: c.translate(
            "EventText", "{player} builds stage {stage} of their wonder."
        ).format(player=c.player, stage=c.n("stage")),
        "wonder_built": lambda c: c.translate("EventText", "{player} builds {wonder}.").format(
            player=c.player, wonder=c.name("wonder", "wonder")
        ),
        "wonder_completed": lambda c: c.translate("EventText", "{player} completes {wonder}!").format(
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
        "coins_gained": lambda c: c.translate(
            "EventText", "{player} gains %n coin(s).", None, c.n("coins", "amount")
        ).format(player=c.player),
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
        "progress_taken": lambda c: c.translate(
            "EventText", "{player} takes the progress token {token}."
        ).format(player=c.player, token=c.name("token", "progress_token")),
        "progress_used": lambda c: c.translate("EventText", "{player} uses {token}.").format(
            player=c.player, token=c.name("token", "progress_token")
        ),
        "progress_drawn": _drawn,
        "science_exchanged": lambda c: c.translate(
            "EventText", "{player} exchanges {cards} for a progress token."
        ).format(player=c.player, cards=c.names("cards", "card")),
        "cat_moved": lambda c: c.translate("EventText", "{player} takes the cat.").format(player=c.player),
        "conflict_flipped": lambda c: c.translate(
            "EventText", "{player} turns %n conflict token(s) to the battle side.", None, c.n("count")
        ).format(player=c.player),
        "battle": _battle,
        "military_conflict": _conflict,
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
        "age_ended": lambda c: c.translate("EventText", "End of age {age}.").format(age=age_name(c.n("age"))),
        "game_ended": _game_ended,
        "bet_placed": lambda c: c.translate("EventText", "{player} bets %n.", None, c.n("amount")).format(
            player=c.player
        ),
        "card_picked": lambda c: c.translate("EventText", "{player} has chosen a card.").format(
            player=c.player
        ),
        "trick_won": lambda c: c.translate(
            "EventText", "{player} wins the trick (%n point(s)).", None, c.n("points")
        ).format(player=c.player),
    }


def as_logged(event: Event, earlier: Iterable[Event]) -> Event | None:
    """``event`` as the log tells it, given the events before it in the same move (newest first).

    A 7 Wonders city's income (``coins_gained``) counts the coins its neighbours paid it for trade; the
    payer's line already says who paid whom how much, so the income line leaves those coins out and goes
    away (None) when nothing else was earned: one line per trade, and no trade reads as paid twice.
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


def is_quiet(event: Event) -> bool:
    """Bookkeeping events that would only clutter the log."""
    return event.kind in QUIET_KINDS


def describe_event(
    event: Event, seat_name: SeatName, viewer: int | None = None, *, game: str = "", edition: int = 1
) -> str:
    """The log line for ``event`` in the current language (``game``'s words), as ``viewer`` may read it."""
    seat = event.data.get("city", event.seat)
    seat = seat if isinstance(seat, int) else event.seat
    ctx = Ctx(event.data, seat_name(seat), seat, seat_name, viewer, game, edition)
    builder = templates().get(event.kind)
    if builder is not None:
        try:
            return builder(ctx)
        except (KeyError, ValueError, IndexError, TypeError):
            pass  # a template that does not fit the data falls back to the generic line
    return generic_line(event, ctx.player, game, edition)


def generic_line(event: Event, player: str, game: str = "", edition: int = 1) -> str:
    details = ", ".join(
        f"{field_label(key, game, edition)}: {format_value(key, value, game=game, edition=edition)}"
        for key, value in event.data.items()
    )
    head = humanize(event.kind)
    text = f"{head} — {details}" if details else head
    return f"{player}: {text}" if event.seat is not None else text
