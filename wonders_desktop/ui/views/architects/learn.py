"""The guided first game of 7 Wonders Architects: three players, the player is Babylon and starts, against
two easy bots, taught in the rulebook's order.

The deal (seed 1) puts on the deck at the player's left, turn after turn: a grey card (Glass), two
identical green symbols (a Progress token), a red card, a red card with a horn (a Conflict token turns;
a bot's horn then starts a Battle), a blue card with the cat, and a coin, after which building stage 1
is mandatory. Then free play to the end and the score sheet read line by line.
``tests/ui/test_learn_steps.py`` replays the story in the engine.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from wonders_desktop.bots.registry import EASY
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.learn.scoring import score_steps
from wonders_desktop.ui.learn.script import QT_TRANSLATE_NOOP, Script, Step

SEED = 1
OPTIONS = {"players": 3, "first_player": 0}
LEFT = "deck:babylon"  # the player's own deck lies between them and the player on their left


def _take(text: str, wrong: str) -> Step:
    return Step(text, LEFT, move="take:babylon", wrong=wrong)


TAKE_LEFT = QT_TRANSLATE_NOOP("Learn", "Take the card on top of the deck on your left.")

STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Welcome to 7 Wonders Architects! You build your Wonder, {babylon}, stage by stage. The game "
            "ends when a player completes their Wonder.",
        ),
        "viewer",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "On your turn, take one card: the top card of the deck on your left or on your right (face up), "
            "or the top card of the central deck (face down).",
        ),
        "decks",
    ),
    _take(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Grey cards give Resources, to build the stages of your Wonder. Take the Glass from the deck "
            "on your left: click the deck.",
        ),
        TAKE_LEFT,
    ),
    _take(
        QT_TRANSLATE_NOOP("Learn", "Green cards give scientific symbols. Take the green card on your left."),
        TAKE_LEFT,
    ),
    _take(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The same symbol again: with 2 identical scientific symbols (or 3 different ones) you must take "
            "a Progress token. Take the card.",
        ),
        TAKE_LEFT,
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A Progress token is taken from the three face up, or from the top of the face-down pile; the "
            "green cards used are discarded. Take {tactics}: its shields will count in the Battles.",
        ),
        "token:tactics",
        move="progress:*:tactics",
        wrong=QT_TRANSLATE_NOOP("Learn", "Take the {tactics} Progress token."),
    ),
    _take(
        QT_TRANSLATE_NOOP("Learn", "Red cards give shields. Take the red card on your left."),
        TAKE_LEFT,
    ),
    _take(
        QT_TRANSLATE_NOOP("Learn", "Another green card: take it, for your next Progress token."),
        TAKE_LEFT,
    ),
    _take(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Some red cards show horns: each horn turns a Conflict token to its Battle side. Take this one.",
        ),
        TAKE_LEFT,
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The last Conflict token turned: a Battle at the end of that turn. Each player compares shields "
            "with both neighbours; more shields win a Military Victory token. Red cards with horns are "
            "then discarded.",
        ),
        "conflict",
    ),
    _take(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Blue cards give Victory points. This one shows the cat: take it, and the cat marker comes "
            "to you.",
        ),
        TAKE_LEFT,
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "With the cat, at the start of your turn you may look at the top card of the central deck in "
            "secret. It goes to the next player who takes a blue card with a cat; at the end it is worth 2 "
            "points.",
        ),
        "cat",
    ),
    _take(
        QT_TRANSLATE_NOOP(
            "Learn", "Yellow cards give Coins: a Coin replaces any missing Resource. Take the Coin."
        ),
        TAKE_LEFT,
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "You have the Resources of stage 1 (2 different: your Glass and a Coin): building it is "
            "mandatory. Click the stage.",
        ),
        "stage:1",
        move="build:1:*",
        wrong=QT_TRANSLATE_NOOP("Learn", "Build stage 1 of your Wonder."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Play freely now. The first player to complete their Wonder ends the game at the end of their "
            "turn. I will speak again at the end.",
        ),
        "viewer",
        until="game_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP("Learn", "The game is over. Let us read your score sheet, line by line."),
        "@scores",
        on="game_ended",
    ),
)

# Words said once in free play, the first time something new happens there, whoever it happens to.
ASIDES = (
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A Battle: each player compares their shields with each neighbour's. More shields win a Military "
            "Victory token; then the Conflict tokens return to their peaceful side.",
        ),
        "conflict",
        on="battle",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The cat changed hands: whoever takes a blue card with a cat takes the cat marker too.",
        ),
        "cat",
        on="cat_moved",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A Progress token was taken: two identical green symbols, or three different ones, give one. "
            "Its effect lasts until the end of the game.",
        ),
        "progress",
        on="progress_taken",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A Wonder stage was built: as soon as a player has its Resources, building it is mandatory. "
            "The player who builds their last stage ends the game.",
        ),
        "viewer",
        on="wonder_stage_built",
    ),
)

ROWS = {
    "wonder": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points of the stages you built."),
    "blue": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points of your blue cards."),
    "cat": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. 2 points if the cat marker is yours."),
    "military": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Your Military Victory tokens."),
    "progress": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Some Progress tokens score points."),
}


def script() -> Script:
    """The guided game of 7 Wonders Architects."""
    words = {
        "babylon": lambda: name_of("wonder", "babylon", "architects"),
        "tactics": lambda: name_of("token", "tactics", "architects"),
    }
    return Script(
        "architects", dict(OPTIONS), SEED, 3, EASY.name, STEPS, words, final_steps=final_steps, asides=ASIDES
    )


def final_steps(state: Any) -> list[Step]:
    return score_steps(state, ROWS, "architects")


def _whole(widget: QWidget | None) -> tuple[QWidget, QRect] | None:
    return (widget, widget.rect()) if widget is not None else None


def _union(parent: QWidget, widgets: list[QWidget]) -> tuple[QWidget, QRect] | None:
    shown = [QRect(w.mapTo(parent, w.rect().topLeft()), w.size()) for w in widgets if w.isVisible()]
    if not shown:
        return None
    union = shown[0]
    for rect in shown[1:]:
        union = union.united(rect)
    return parent, union


def locate(view: Any, role: str) -> tuple[QWidget, QRect] | None:
    """The part of the Architects table a step points at: ``viewer`` (your Wonder and cards), ``decks``
    (the three decks you may take from), ``deck:<id>``, ``progress`` (the Progress tokens), ``conflict``
    (the Conflict tokens), ``token:<id>`` (one of them), ``stage:<n>`` (a stage of your Wonder), ``cat``
    (the cat marker, wherever it is)."""
    board = view.board
    if role == "viewer":
        return _whole(view.viewer_panel)
    if role.startswith("deck:"):
        return _whole(view.decks.get(role.removeprefix("deck:")))
    if role == "decks":
        decks = [view.decks.get(deck) for deck in ("babylon", "alexandria", "central")]
        return _union(board, [deck for deck in decks if deck is not None])
    if role == "progress":
        centre = view.centre
        return _union(centre, [*centre.tokens, centre.pile])
    if role == "conflict":  # the Battle's banner while it shows its result, else the Conflict tokens
        return _whole(view.banner if view.banner.isVisible() else view.centre.conflict)
    if role.startswith("token:"):
        return _whole(view.centre.findChild(QWidget, role))
    if role == "cat":
        return _cat(view)
    if role.startswith("stage:"):
        return _whole(view.viewer_panel.findChild(QWidget, role))
    return None


def _cat(view: Any) -> tuple[QWidget, QRect] | None:
    """The cat marker: in the middle of the table until a blue card with a cat is taken, then among its
    holder's icons (yours, or an opponent's: the bots may take it while the step is read)."""
    table = view.table
    holder = table.cat if table is not None else None
    if holder is None:
        return _whole(view.centre.cat)
    stats = view.stats_of(holder)
    rect = stats.item_rect("cat") if stats is not None else None
    return (stats, rect.toAlignedRect()) if rect is not None else None
