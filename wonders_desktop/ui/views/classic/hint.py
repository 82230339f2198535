"""The 7 Wonders table's Hint: the hard bot's move marked on the hand, and one line saying why.

``bots.hint_reason`` names the part of the bot's value that decides (``Reason``); this module writes
it in the rulebook's words: the conflict won against which neighbour, a science set completed, a
Wonder stage, a score-pad row (named as the pad names it), coins, production, a chain, a Wonder's
power, what the move costs a neighbour, the card kept from the player who gets the hand next. The move
is marked like the replay's advice (``advice.advice_for``: its card of the hand, with what to do with
it) and selected, so the action keys act on it. The buttons sit on the table's top line, the line under
the prompt (``views/practice.py`` does the rest).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout

from wonders_desktop.bots.hint_reason import Reason
from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.views.classic import advice
from wonders_desktop.ui.views.hinting import HintAnswer
from wonders_desktop.ui.views.practice import PracticeTools

if TYPE_CHECKING:
    from wonders_desktop.ui.views.classic.table import ClassicTable

GAME = "classic"
translate = QCoreApplication.translate


def install(table: ClassicTable) -> PracticeTools:
    """Give ``table`` its Hint and Take back: buttons on the top line, the hint's line under the prompt."""
    tools = PracticeTools(
        table, lambda answer: hint_line(table, answer), lambda move: mark(table, move), lambda: unmark(table)
    )
    for button in (tools.hint_button, tools.takeback_button):
        # as tall as the top line's words, no taller: the hand's room is measured from the line's height
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        button.setProperty("compact", True)  # the theme's slim padding (ui/platform/theme.py)
        button.style().unpolish(button)  # the style sheet reads the property again
        button.style().polish(button)
        table.head.addWidget(button)
    rows = table.layout()
    assert isinstance(rows, QVBoxLayout)
    rows.insertWidget(rows.indexOf(table.prompt) + 1, tools.line)
    return tools


def mark(table: ClassicTable, move: str) -> bool:
    """The hinted card of the hand marked with what to do with it, selected and focused."""
    found = advice.advice_for(table.table, move) if table.table is not None else None
    if found is None or not table.hand.advise(found.slot, found.badge):
        return False
    table.hand.select(found.slot)
    table.hand.focus_current()  # the keys (Enter, B, W, S) act on the card the hint marks
    return True


def unmark(table: ClassicTable) -> None:
    table.hand.advised, table.hand.advice_badge = None, None
    table.schedule_refresh()


def edition(table: ClassicTable) -> int:
    state = table.controller.state
    return int(state.options.get("edition", 1)) if state is not None else 1


def hint_line(table: ClassicTable, answer: HintAnswer) -> str:
    """ "Hint: {move} — {why}." in the current language."""
    move = describe_move(answer.move, GAME, edition(table)).text
    why = reason_text(answer.reason, table.controller.seat_name, edition(table))
    if not why:
        return translate("ClassicHint", "Hint: {move}.").format(move=move)
    return translate("ClassicHint", "Hint: {move} — {why}.").format(move=move, why=why)


def reason_text(reason: Reason | None, name: Callable[[int], str], edition: int = 1) -> str:
    """Why, in a few words (no capital, no full stop); "" without a reason. ``name(seat)`` names a seat."""
    if reason is None:
        return ""
    who = name(reason.other) if reason.other is not None else ""
    military = {
        "wins": translate("ClassicHint", "wins the conflict with {name}"),
        "ties": translate("ClassicHint", "draws level with {name} in shields"),
        "both": translate("ClassicHint", "wins the conflicts with both neighbours"),
        "shields": translate("ClassicHint", "adds shields for the conflicts to come"),
    }
    science = {
        "set": translate("ClassicHint", "completes a set of three different science symbols"),
        "symbol": translate("ClassicHint", "adds a science symbol"),
    }
    parts = {
        "wonder": translate("ClassicHint", "builds a stage of your Wonder"),
        "coins": translate("ClassicHint", "fills your treasury: coins to buy what you lack"),
        "production": translate("ClassicHint", "adds resources your city lacks"),
        "chains": translate("ClassicHint", "opens a chain: later buildings for free"),
        "specials": translate("ClassicHint", "uses your Wonder's power"),
        "rival": translate("ClassicHint", "holds back {name}, your neighbour"),
        "mate": translate("ClassicHint", "helps your teammate {name}"),
        "denial": translate("ClassicHint", "keeps this card from {name}, who gets your hand next"),
    }
    if reason.part == "military":
        text = military.get(reason.detail, military["shields"])
    elif reason.part == "science":
        text = science.get(reason.detail, science["symbol"])
    elif reason.part in parts:
        text = parts[reason.part]
    else:  # a score-pad row: civilian, commercial, guilds, black
        row = category_name(reason.part, GAME, edition)
        text = translate("ClassicHint", "scores victory points: {row}").format(row=row)
    return text.format(name=who)
