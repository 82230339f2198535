"""Log lines: an engine ``Event(kind, seat, data)`` becomes a translated sentence.

Kinds are stable keys; each game's UI package says which kinds its engine emits and how each reads
(``ui/views/<game>/events.py``: ``templates()``, asked through ``game_ui``), with named fields
(translators keep the ``{player}``-style fields and ``%n`` for counts). This module holds the machinery
and the sentences several games share (a card built, coins gained, the end of an age or of the game),
which a game's templates pick by name. Data holds ids and numbers only: ids become names through
``name_of``. An unknown kind still reads well ("Player 2: Coins gained — Amount: 3"). A few kinds are
bookkeeping (turn boundaries, and those a game lists as ``QUIET_KINDS``) and stay out of the log. A game
may also retell an event given the same move's earlier ones (``as_logged``: a 7 Wonders trade is one
line, the payer's).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.language.i18n import humanize, name_of, words_of
from wonders_desktop.ui.language.labels import field_label, format_value
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate

SeatName = Callable[[int | None], str]
QUIET_KINDS = frozenset({"turn_started", "turn_ended"})  # every game's own are its ``QUIET_KINDS``
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


# --- sentences several games share (a game's ``templates()`` picks them) ----------------------------
def built(c: Ctx) -> str:
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


def stage_built(c: Ctx) -> str:
    text = c.translate("EventText", "{player} builds stage {stage} of their wonder.")
    return text.format(player=c.player, stage=c.n("stage"))


def coins_gained(c: Ctx) -> str:
    text = c.translate("EventText", "{player} gains %n coin(s).", None, c.n("coins", "amount"))
    return text.format(player=c.player)


def coins_lost(c: Ctx) -> str:
    return c.translate("EventText", "{player} loses %n coin(s).", None, c.n("coins", "amount")).format(
        player=c.player
    )


def progress_taken(c: Ctx) -> str:
    return c.translate("EventText", "{player} takes the progress token {token}.").format(
        player=c.player, token=c.name("token", "progress_token")
    )


def age_ended(c: Ctx) -> str:
    return c.translate("EventText", "End of age {age}.").format(age=age_name(c.n("age")))


def game_ended(c: Ctx) -> str:
    winners = c.data.get("winners")
    if isinstance(winners, list) and winners:
        names = ", ".join(c.seat_name(seat) for seat in winners if isinstance(seat, int))
        return c.translate("EventText", "The game is over. Winner: {players}.", None, len(winners)).format(
            players=names
        )
    return c.translate("EventText", "The game is over.")


# What every game's log says without a template of its own (the protocol's end of the game).
COMMON_TEMPLATES: dict[str, Callable[[Ctx], str]] = {"game_ended": game_ended}


def templates(game: str = "") -> dict[str, Callable[[Ctx], str]]:
    """Kind -> sentence builder for ``game`` (its ``events.py`` over the common ones); built per call so
    the current language is used."""
    return {**COMMON_TEMPLATES, **game_ui(game).event_templates()}


def as_logged(event: Event, earlier: Iterable[Event], game: str = "") -> Event | None:
    """``event`` as ``game``'s log tells it, given the events before it in the same move (newest first);
    ``None``: no line. A game without an ``as_logged`` hook logs every event as it is."""
    return game_ui(game).as_logged(event, earlier)


def is_quiet(event: Event, game: str = "") -> bool:
    """Bookkeeping events that would only clutter the log (turn boundaries, and ``game``'s own)."""
    return event.kind in QUIET_KINDS or event.kind in (game_ui(game).hook("events", "QUIET_KINDS") or ())


def describe_event(
    event: Event, seat_name: SeatName, viewer: int | None = None, *, game: str = "", edition: int = 1
) -> str:
    """The log line for ``event`` in the current language (``game``'s words), as ``viewer`` may read it."""
    seat = event.data.get("city", event.seat)
    seat = seat if isinstance(seat, int) else event.seat
    ctx = Ctx(event.data, seat_name(seat), seat, seat_name, viewer, game, edition)
    builder = templates(game).get(event.kind)
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
