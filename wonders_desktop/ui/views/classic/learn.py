"""The guided first game of 7 Wonders: a fixed deal against two easy bots, taught in the rulebook's order.

The deal (seed 12, side A of every board, the player is Gizah) gives, in Age I, each thing the rulebook
teaches one at a time: a card paid by the city's own resource (the Baths, whose chain leads to the
Aqueduct), a cost in coins (the Clay Pit), a cost paid by a card just built (the Barracks: shields),
trading with a neighbour (the Workshop's Glass, 2 coins to the left), discarding for 3 coins (the
Stockade, which needs Wood), and a Wonder stage built with a card and a trade. Ages II and III are free
play with a word at each Age's end, then the score sheet is read line by line. The bots' moves follow
from the seed (``tests/ui/test_learn_steps.py`` replays the story in the engine).

``locate(view, role)`` is where a step points on the table (``learn/guide.py`` asks it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from wonders_desktop.bots.registry import EASY
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.learn.scoring import score_steps
from wonders_desktop.ui.learn.script import QT_TRANSLATE_NOOP, Script, Step

SEED = 12
PLAYER = 0  # the guided player's seat
OPTIONS = {"players": 3, "sides": "a"}
CARDS = ("baths", "clay_pit", "barracks", "workshop", "stockade", "timber_yard", "aqueduct")

STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Welcome to 7 Wonders! A game lasts three Ages. At the start of each Age you "
            "receive a hand of 7 cards: here is yours.",
        ),
        "hand",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "This is your city, {gizah}. Its board produces 1 Stone every turn: resources pay "
            "the cost of the cards you build.",
        ),
        "board",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Each turn all players choose a card at the same time, then do one of three actions"
            " with it: build the structure, build a stage of their Wonder, or discard the card "
            "for 3 coins.",
        ),
        "actions",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {baths} card costs 1 Stone, and your city produces Stone. Click the card, "
            "then its build button.",
        ),
        "hand:baths",
        move="build:baths:*",
        wrong=QT_TRANSLATE_NOOP("Learn", "Not this one: build the {baths}, paid with your own Stone."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Once every player has chosen, the cards are played together. In Age I the hands "
            "then pass to the left: you receive the cards of your right neighbour.",
        ),
        "hand",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Brown cards are raw materials. The {clay_pit} costs 1 coin, paid to the bank; "
            "it will produce Clay or Ore. Build it.",
        ),
        "hand:clay_pit",
        move="build:clay_pit:*",
        wrong=QT_TRANSLATE_NOOP("Learn", "Build the {clay_pit} this turn: it shows a cost in coins."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {barracks} card costs 1 Ore, made by your {clay_pit}. Red cards give "
            "shields, compared with your neighbours' at the end of each Age. Build it.",
        ),
        "hand:barracks",
        move="build:barracks:*",
        wrong=QT_TRANSLATE_NOOP("Learn", "Build the {barracks}: your {clay_pit} pays its Ore."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Commerce: you may buy a resource your neighbours produce for 2 coins, paid to that"
            " neighbour, who keeps it. Your left neighbour produces Glass.",
        ),
        "left",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {workshop} costs 1 Glass. Choose it: its build button shows the price, 2 "
            "coins to your left neighbour. Build it.",
        ),
        "hand:workshop",
        move="build:workshop:*",
        wrong=QT_TRANSLATE_NOOP("Learn", "Build the {workshop}, buying its Glass from your left neighbour."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {stockade} card needs Wood that nobody can sell you now. Discard it for 3 "
            "coins: the third action.",
        ),
        "hand:stockade",
        move="sell:stockade",
        wrong=QT_TRANSLATE_NOOP("Learn", "Discard the {stockade} for 3 coins this turn."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Your Wonder is built stage by stage, left to right. A stage is built with any card"
            " of your hand, put face down under the board: that card's own effect is lost.",
        ),
        "board",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The first stage costs 2 Stone: 1 from your city, 1 bought from your left "
            "neighbour. Build it with the {timber_yard}.",
        ),
        "hand:timber_yard",
        move="stage:timber_yard:*",
        wrong=QT_TRANSLATE_NOOP("Learn", "Build your Wonder's stage with the {timber_yard}."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "End of Age I: the Military Conflicts. Your shields are compared with each "
            "neighbour's: more shields win a Victory token (1 point), fewer take a Defeat token"
            " (−1 point).",
        ),
        "conflict",
        on="age_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Age II: the hands pass to the right. Play freely now. Chains: a structure named on"
            " a card you built is free (your {baths} make the {aqueduct} free). I will speak "
            "again at the end of the Age.",
        ),
        "hand",
        until="age_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "End of Age II: its Victory tokens are worth 3 points. In Age III come the purple "
            "Guilds, and victories are worth 5 points.",
        ),
        "conflict",
    ),
    Step(
        QT_TRANSLATE_NOOP("Learn", "Age III: the hands pass to the left again. Play the last Age freely."),
        "hand",
        until="age_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP("Learn", "The game is over. Let us read your score sheet, line by line."),
        "@scores",
        on="game_ended",
    ),
)

# Words said once in free play (Ages II and III), the first time the player does something new there.
# The Age's end, its Military Conflicts, the pass direction and the Guilds have their own steps.
ASIDES = (
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A chain: you built a structure for free because your city has the structure named beside its "
            "cost. Look for these names when you choose a card.",
        ),
        "board",
        on="chain",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "You bought a resource from a neighbour: 2 coins each, paid to that neighbour. The coins you pay "
            "make a neighbour richer: buy only what you need.",
        ),
        "board",
        on="trade",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A stage of your Wonder is built: its effect applies from now on, and its points count at the "
            "end. The stages are built left to right.",
        ),
        "board",
        on="stage",
    ),
)


def aside_key(event: Any) -> str:
    """The aside an event brings: the guided player's first chain, purchase or Wonder stage."""
    if event.seat != PLAYER:
        return ""
    if event.kind == "card_built" and event.data.get("how") == "chain":
        return "chain"
    return {"trade_payment": "trade", "wonder_stage_built": "stage"}.get(event.kind, "")


#: What each row of the score sheet counts (the final steps read them).
ROWS = {
    "military": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Your Victory tokens minus your Defeat tokens."),
    "treasury": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. 1 point for every 3 coins."),
    "wonder": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points of the stages you built."),
    "civilian": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points printed on your blue cards."),
    "science": QT_TRANSLATE_NOOP(
        "Learn",
        "{row}: {points}. Each kind of symbol scores its count squared, and each set of "
        "three different symbols 7 more.",
    ),
    "commercial": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Some yellow cards of Age III score points."),
    "guilds": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Each Guild scores what its card says."),
}


def _card(ident: str) -> Any:
    return lambda: name_of("card", ident, "classic")


def script() -> Script:
    """The guided game of 7 Wonders."""
    words = {ident: _card(ident) for ident in CARDS}
    words["gizah"] = lambda: name_of("wonder", "gizah", "classic")
    return Script(
        "classic",
        dict(OPTIONS),
        SEED,
        3,
        EASY.name,
        STEPS,
        words,
        final_steps=final_steps,
        asides=ASIDES,
        aside_key=aside_key,
    )


def final_steps(state: Any) -> list[Step]:
    return score_steps(state, ROWS, "classic")


def locate(view: Any, role: str) -> tuple[QWidget, QRect] | None:
    """The part of the 7 Wonders table a step points at: ``hand``, ``hand:<card>``, ``board``,
    ``left``/``right`` (a neighbour), ``actions``, ``conflict`` (the conflict tokens of the reveal, else
    your board)."""
    named = {
        "hand": getattr(view, "hand", None),
        "board": getattr(view, "board", None),
        "left": getattr(view, "left_panel", None),
        "right": getattr(view, "right_panel", None),
        "actions": getattr(view, "actions", None),
    }
    widget: QWidget | None = named.get(role)
    if role.startswith("hand:"):
        widget = view.findChild(QWidget, role)
    elif role == "conflict":
        tokens = view.findChild(QWidget, "conflict:0")
        widget = tokens if tokens is not None and tokens.isVisible() else named["board"]
    if widget is None:
        return None
    return widget, widget.rect()
