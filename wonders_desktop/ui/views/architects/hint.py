"""The Architects table's Hint: the hard bot's move ringed on the table, and one line saying why.

``bots.hint_reason`` names the part of the bot's value that decides (``Reason``); this module writes
it in the rulebook's words: the battle won or the neighbour overtaken in shields, a resource card
toward the next Wonder stage, a green card toward a Progress token, a Progress token's effect, a
scoring-pad row (named as the pad names it), the leading rival held back, a face-up card not left to a
rival who would finish their Wonder with it, a move that ends the game in the lead. The move's piece is
ringed like the replay's advice (``advice.mark``: the deck, the Progress token, the stage piece). The
buttons and the line sit in the decision panel, under its words (``views/practice.py`` does the rest).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from wonders_desktop.bots.hint_reason import Reason
from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.views.architects import advice
from wonders_desktop.ui.views.architects.pieces import Piece
from wonders_desktop.ui.views.hinting import HintAnswer
from wonders_desktop.ui.views.practice import PracticeTools

if TYPE_CHECKING:
    from wonders_desktop.ui.views.architects.table import ArchitectsTable

GAME = "architects"
translate = QCoreApplication.translate


def install(table: ArchitectsTable) -> PracticeTools:
    """Give ``table`` its Hint and Take back: the line under the decision's words, the buttons below."""
    tools = PracticeTools(
        table,
        lambda answer: hint_line(table, answer),
        lambda move: advice.mark(table, move),
        lambda: unmark(table),
    )
    panel = table.decision.layout()
    assert isinstance(panel, QVBoxLayout)
    for widget in (tools.line, tools.hint_button, tools.takeback_button):
        widget.setParent(table.decision)
    panel.insertWidget(panel.indexOf(table.decision.body) + 1, tools.line)
    buttons = QHBoxLayout()
    buttons.addWidget(tools.hint_button)
    buttons.addWidget(tools.takeback_button)
    buttons.addStretch()
    panel.addLayout(buttons)
    return tools


def unmark(table: ArchitectsTable) -> None:
    for piece in table.findChildren(Piece):
        piece.set_advised(False)


def hint_line(table: ArchitectsTable, answer: HintAnswer) -> str:
    """ "Hint: {move} — {why}." in the current language."""
    move = describe_move(answer.move, GAME).text
    why = reason_text(answer.reason, table.controller.seat_name)
    if not why:
        return translate("ArchitectsHint", "Hint: {move}.").format(move=move)
    return translate("ArchitectsHint", "Hint: {move} — {why}.").format(move=move, why=why)


def reason_text(reason: Reason | None, name: Callable[[int], str]) -> str:
    """Why, in a few words (no capital, no full stop); "" without a reason. ``name(seat)`` names a seat."""
    if reason is None:
        return ""
    who = name(reason.other) if reason.other is not None else ""
    military = {
        "battle": translate("ArchitectsHint", "wins the battle now"),
        "wins": translate("ArchitectsHint", "gets ahead of {name} in shields for the next battle"),
        "ties": translate("ArchitectsHint", "draws level with {name} in shields"),
        "both": translate("ArchitectsHint", "gets ahead of both neighbours in shields"),
        "shields": translate("ArchitectsHint", "adds shields for the battles to come"),
    }
    parts = {
        "ending": translate("ArchitectsHint", "completes your Wonder and ends the game in the lead"),
        "wonder": translate("ArchitectsHint", "builds a stage of your Wonder"),
        "resources": translate("ArchitectsHint", "a card toward your next Wonder stage"),
        "science": translate("ArchitectsHint", "a green card toward a Progress token"),
        "tokens": translate("ArchitectsHint", "the effect of a Progress token"),
        "field": translate("ArchitectsHint", "holds back {name}, the player in the lead"),
        "threat": translate(
            "ArchitectsHint", "leaves no card face up that would let a rival complete their Wonder and win"
        ),
    }
    if reason.part == "military":
        text = military.get(reason.detail, military["shields"])
    elif reason.part in parts:
        text = parts[reason.part]
    else:  # a score-pad row: blue cards, the cat, Progress tokens
        row = category_name(reason.part, GAME)
        text = translate("ArchitectsHint", "scores victory points: {row}").format(row=row)
    return text.format(name=who)
