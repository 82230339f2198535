"""The guided first game of 7 Wonders Duel: the rulebook's first-game Wonders, the player starts, against
the easy bot, taught in the rulebook's order.

The deal (seed 2) gives, in Age I: a free raw material (the Clay Pool), a card whose Papyrus is bought
from the bank (the Workshop: trading costs 2 coins plus what the opponent produces; a scientific symbol),
a military building (the Palisade: the Conflict pawn moves), and a card to discard for coins (the
Pharmacist). Then the Wonders, and free play with a word at each Age's end, and the score sheet read
line by line. ``tests/ui/test_learn_steps.py`` replays the story in the engine.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from wonders_desktop.bots.registry import EASY
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.learn.scoring import score_steps
from wonders_desktop.ui.learn.script import QT_TRANSLATE_NOOP, Script, Step

SEED = 2
OPTIONS = {"wonders": "first_game", "first_player": 0}
CARDS = ("clay_pool", "workshop", "palisade", "pharmacist")
TRACK = range(-9, 10)  # the Conflict pawn's positions

STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Welcome to 7 Wonders Duel! The game lasts three Ages. Each Age, the cards are laid out in a "
            "structure: you may take only the accessible cards, those no other card covers.",
        ),
        "structure",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "On your turn you take one accessible card and either construct the building, discard it for "
            "coins, or use it to construct one of your Wonders.",
        ),
        "structure",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {clay_pool} costs nothing and produces Clay. Click it, then construct the building.",
        ),
        "card:clay_pool",
        move="build:clay_pool",
        wrong=QT_TRANSLATE_NOOP("Learn", "Not this one: construct the {clay_pool}, which is free."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {workshop} costs 1 Papyrus that you do not produce. You buy it from the bank: 2 coins, "
            "plus 1 for each Papyrus your opponent produces. Its green symbol is a scientific symbol.",
        ),
        "card:workshop",
        move="build:workshop",
        wrong=QT_TRANSLATE_NOOP("Learn", "Construct the {workshop}, buying its Papyrus from the bank."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Two identical scientific symbols let you choose one of these Progress tokens at once. Six "
            "different symbols win the game: scientific supremacy.",
        ),
        "progress",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "The {palisade} has a shield: each shield moves the Conflict pawn one space toward your "
            "opponent's capital. Construct it.",
        ),
        "card:palisade",
        move="build:palisade",
        wrong=QT_TRANSLATE_NOOP("Learn", "Construct the {palisade} this turn."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "This is the Conflict track. Military tokens on the way make the opponent lose coins; "
            "if the pawn reaches the capital, its side wins at once: military supremacy.",
        ),
        "conflict",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Discard the {pharmacist} for coins: 2 coins, plus 1 for each of your yellow cards.",
        ),
        "card:pharmacist",
        move="discard:pharmacist",
        wrong=QT_TRANSLATE_NOOP("Learn", "Discard the {pharmacist} for coins this turn."),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Your four Wonders. To construct one, pay its cost and put an accessible card under it. Only "
            "seven Wonders are built in a game: the eighth is returned to the box.",
        ),
        "wonders",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Play freely now. Chains: a building whose chain symbol you already have is constructed for "
            "free. I will speak again at the end of the Age.",
        ),
        "structure",
        until="age_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "End of Age I. The player weaker in the military chooses who begins the next Age. The cards of "
            "Age II are laid out in a new structure.",
        ),
        "structure",
        until="age_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "Age III: the purple Guilds join the cards. Play the last Age freely.",
        ),
        "structure",
        until="age_ended",
    ),
    Step(
        QT_TRANSLATE_NOOP("Learn", "The game is over. Let us read your score sheet, line by line."),
        "@scores",
        on="game_ended",
    ),
)

ASIDES = (
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A military token was reached: the player behind the Conflict pawn loses the coins printed on "
            "it, and the token leaves the board.",
        ),
        "conflict",
        on="military_token_looted",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A Progress token was chosen: a pair of identical scientific symbols gives one at once, and its "
            "effect lasts until the end of the game.",
        ),
        "progress",
        on="progress_taken",
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "Learn",
            "A Wonder was constructed: the card put under it is spent, and the Wonder's effect applies at "
            "once.",
        ),
        on="wonder_built",
    ),
)

ROWS = {
    "civilian": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points printed on your blue cards."),
    "science": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points printed on your green cards."),
    "commercial": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Some yellow cards of Age III score points."),
    "guilds": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Each Guild card scores what it says."),
    "wonders": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. The points of the Wonders you built."),
    "progress": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. Some Progress tokens score points."),
    "military": QT_TRANSLATE_NOOP(
        "Learn", "{row}: {points}. The points of the zone the Conflict pawn is in."
    ),
    "treasury": QT_TRANSLATE_NOOP("Learn", "{row}: {points}. 1 point for every 3 coins."),
}


def _card(ident: str) -> Any:
    return lambda: name_of("card", ident, "duel")


def script() -> Script:
    """The guided game of 7 Wonders Duel."""
    words = {ident: _card(ident) for ident in CARDS}
    return Script(
        "duel", dict(OPTIONS), SEED, 2, EASY.name, STEPS, words, final_steps=final_steps, asides=ASIDES
    )


def final_steps(state: Any) -> list[Step]:
    return score_steps(state, ROWS, "duel")


def _union(widget: QWidget, rects: list[QRectF | None]) -> tuple[QWidget, QRect] | None:
    found = [rect.toAlignedRect() for rect in rects if rect is not None]
    if not found:
        return None
    union = found[0]
    for rect in found[1:]:
        union = union.united(rect)
    return widget, union


def locate(view: Any, role: str) -> tuple[QWidget, QRect] | None:
    """The part of the Duel table a step points at: ``structure``, ``card:<card>`` (in the structure),
    ``progress`` (the Progress tokens on the board), ``conflict`` (the Conflict track), ``wonders`` (your
    city: its Wonders)."""
    structure, board = view.structure, view.board
    if role == "structure":
        return structure, structure.rect()
    if role.startswith("card:"):
        card = role.removeprefix("card:")
        slots = structure.model.slots if structure.model is not None else ()
        slot = next((s.slot for s in slots if s.card == card), None)
        return _union(structure, [structure.card_rect(slot)]) if slot is not None else None
    if role == "progress":
        state = view.controller.state
        tokens = state.snapshot()["board_progress"] if state is not None else []
        return _union(board, [board.token_rect(token) for token in tokens])
    if role == "conflict":
        return _union(board, [board.pawn_rect(position) for position in TRACK])
    if role == "wonders":
        return view.mine, view.mine.rect()
    return None


def keep(view: Any) -> list[tuple[QWidget, QRect]]:
    """What a bubble never hides on the Duel table: the top lines (whose turn, the last move) and each
    city's head line (its name, coins, production and scientific symbols: the Progress tokens' step
    talks about those symbols), and the chosen card's actions while they show (a move step's button)."""
    parts = [(part, part.rect()) for part in (view.status, view.announce, view.detail)]
    for city in (view.opponent, view.mine):
        parts += [(city.title, city.title.rect()), (city.badge, city.badge.rect())]
        parts.append(_painted(city.summary))
    return [(widget, rect) for widget, rect in parts if widget.isVisible()]


def _painted(strip: Any) -> tuple[QWidget, QRect]:
    """The part of a summary strip its last paint drew on (its icons end short of its width)."""
    found = _union(strip, [area for area, _key, _tip in strip.areas])
    return found if found is not None else (strip, strip.rect())
