"""The words of the Architects table: card kinds, stage costs, Progress token effects, deck names.

Every text goes through ``QCoreApplication.translate`` in the ``ArchitectsTable`` context (plurals with
``%n``); wonder and token names go through ``name_of`` (the shared ``data`` context).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale

from wonders_desktop.engine.architects.queries import StageInfo
from wonders_desktop.ui.language import cardtext
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.architects.model import DeckVM

translate = QCoreApplication.translate


GAME = "architects"


_look: tuple[object, str] | None = None


def look_key() -> tuple[object, str]:
    """What every drawn text and colour depends on besides the data: the theme and the language.
    Pieces repaint only when their data or this key changed (a full repaint of 7 places is costly).
    Worked out once per refresh of the table (``renew_look``), then only read."""
    return _look if _look is not None else renew_look()


def renew_look() -> tuple[object, str]:
    global _look
    _look = (theme.current(), QLocale().name())
    return _look


def card_name(kind: str) -> str:
    return name_of("card", kind, game=GAME)


def card_title(face_colour: str, kind: str) -> str:
    """The short title printed on a drawn card: the resource or symbol, else the card's colour
    (the full name, "Blue card, 2 points and the cat", is in the tooltip)."""
    if face_colour in ("grey", "green", "yellow"):
        return card_name(kind)
    return name_of("colour", face_colour, game=GAME)


def card_effect(kind: str) -> str:
    """What a card does, in the shared card texts (tooltips)."""
    return cardtext.card_text(GAME, kind)


def wonder_name(wonder: str) -> str:
    return name_of("wonder", wonder, game=GAME)


def token_name(token: str) -> str:
    return name_of("progress_token", token, game=GAME)


def deck_name(deck: str) -> str:
    if deck == "central":
        return translate("ArchitectsTable", "Central deck")
    return translate("ArchitectsTable", "Deck of {wonder}").format(wonder=wonder_name(deck))


def cost_mark(stage: StageInfo) -> str:
    """The short cost printed on a piece: ``2=`` (identical) or ``3≠`` (different)."""
    return f"{stage.count}{'=' if stage.same else '≠'}"


def wonder_effect(wonder: str) -> str:
    return cardtext.wonder_text(GAME, wonder)


def stage_tooltip(wonder: str, stage: StageInfo) -> str:
    index = stage.number - 1
    lines = [
        translate("ArchitectsTable", "Stage {n}").format(n=stage.number),
        cardtext.stage_cost_text(GAME, wonder, "", index),
        cardtext.stage_text(GAME, wonder, "", index),
    ]
    if stage.requires:
        below = ", ".join(str(n) for n in stage.requires)
        lines.append(translate("ArchitectsTable", "Built on stage(s) {stages}").format(stages=below))
    if stage.built:
        lines.append(translate("ArchitectsTable", "Built"))
    elif stage.affordable:
        lines.append(translate("ArchitectsTable", "You can pay for it now: it must be built this turn."))
    elif stage.held_back:
        lines.append(
            translate(
                "ArchitectsTable",
                "You can pay for it, but not first: that would leave another stage unbuilt this turn.",
            )
        )
    elif stage.available:
        lines.append(translate("ArchitectsTable", "Missing %n resource(s)", None, stage.missing))
    else:
        lines.append(translate("ArchitectsTable", "Not available yet: build the stages below it first."))
    return "\n".join(line for line in lines if line)


def build_order_text(rows: list[list[int]]) -> str:
    """``1 → 2 · 3 · 4 → 5``: rows from the bottom; pieces of one row in any order."""
    return " → ".join(" · ".join(str(n) for n in row) for row in rows)


def token_tooltip(token: str) -> str:
    return f"{token_name(token)}\n{cardtext.token_text(GAME, token)}"


def deck_tooltip(deck: DeckVM, seat_name: Callable[[int], str]) -> str:
    """A deck's tooltip: what it is, whose it is and where it lies, its count, its top card when the
    viewer sees it (a player's deck face up; the central deck's only to the cat's owner), what a click
    does."""
    info = deck.info
    lines = [deck_name(deck.id)]
    if info.owner is not None and info.neighbour is not None:
        lines.append(
            translate("ArchitectsTable", "The deck of {player}'s wonder").format(player=seat_name(info.owner))
        )
        lines.append(
            translate("ArchitectsTable", "Between {a} and {b}").format(
                a=seat_name(info.owner), b=seat_name(info.neighbour)
            )
        )
    else:
        lines.append(translate("ArchitectsTable", "Shared by every player"))
    sides = {
        "left": translate("ArchitectsTable", "The deck on your left"),
        "right": translate("ArchitectsTable", "The deck on your right"),
    }
    if deck.neighbour_of_viewer in sides:
        lines.append(sides[deck.neighbour_of_viewer])
    lines.append(translate("ArchitectsTable", "%n card(s) left", None, info.count))
    if info.top is not None:
        lines.append(translate("ArchitectsTable", "Top card: {card}").format(card=card_name(info.top)))
        if info.owner is None:
            lines.append(translate("ArchitectsTable", "You see it thanks to the cat."))
    elif info.count:
        lines.append(translate("ArchitectsTable", "Face down"))
    actions = {
        "take": translate("ArchitectsTable", "Click to take its top card."),
        "extra": translate("ArchitectsTable", "Click to take its top card as your extra card."),
        "effect": translate("ArchitectsTable", "Click to take its top card (wonder effect)."),
        "look": translate("ArchitectsTable", "Click to look at its 5 top cards."),
    }
    if deck.role in actions:
        lines.append(actions[deck.role])
    return "\n".join(lines)
