"""The analysis' better move, shown on the hand of a replayed 7 Wonders position (read-only).

The replay of an analysed game (``ui/window/replay_window.py``) asks the table to mark the better
move of the position shown. The move is the analysis' text: the engine reads it (``moves.parse``), and
when it plays a card of the viewer's hand (build it, build it free, tuck it under a wonder stage, or
discard it for coins) that card is marked with a badge naming the action. Moves that play no card of
the hand — the Free City's pick, a build from the discard pile (Halikarnassos), a pass, a debt
settlement — have nothing to mark there: the replay's advice line names them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.classic.moves import parse
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.ui.art.painter import Badge, BadgeKind
from wonders_desktop.ui.views.classic import texts
from wonders_desktop.ui.views.classic.model import TableState

if TYPE_CHECKING:
    from wonders_desktop.ui.views.classic.table import ClassicTable

translate = QCoreApplication.translate

HAND_ACTIONS = ("build", "free", "stage", "sell")  # the actions that play a card of the hand


@dataclass(frozen=True, slots=True)
class Advice:
    """A card of the hand to mark (its slot in the hand row) and what to do with it."""

    slot: str
    action: str
    badge: Badge


def advice_for(table: TableState, text: str) -> Advice | None:
    """The card of the hand ``text`` plays and its badge; None when the move plays no card of the hand."""
    try:
        move = parse(text)
    except IllegalMoveError:
        return None
    if move.free_city or move.action not in HAND_ACTIONS:
        return None
    card = next((card for card in table.hand if card.card == move.card), None)
    if card is None:
        return None
    return Advice(card.slot, move.action, Badge(BadgeKind.HINT, text=action_word(table, move.action)))


def action_word(table: TableState, action: str) -> str:
    """The action in a word or two, short enough for a card's badge (the advice line says it in full)."""
    if action == "stage":
        number = table.cities[table.acting_city].stages_built + 1
        return texts.words().translate("ClassicTable", "Stage {number}").format(number=number)
    words = {
        "build": translate("ClassicTable", "Build", "advice on a card: build it"),
        "free": translate("ClassicTable", "Build free", "advice on a card: Olympia's free build"),
        "sell": translate("ClassicTable", "Discard", "advice on a card: discard it for 3 coins"),
    }
    return words[action]


def clear(table: ClassicTable) -> None:
    """Wipe the mark of ``mark_advice`` (the coach's *Show me*: the player chose again)."""
    table.hand.unadvise()
