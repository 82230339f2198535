"""The Duel Hint's reason in the rulebook's words (issue 38): why the hard bot's move is good.

``bots.hint_reason`` names the part of the Duel margin (``bots/heuristics/duel_parts.py``) the move
raises most; this module says it as the Duel rulebook does: the Conflict pawn's spaces towards the
opponent's capital, a pair of identical scientific symbols (a Progress token), a new scientific symbol,
a Wonder, a scoring-pad row, coins, production, a chain, another turn, a supremacy that wins at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.bots.hint_reason import Reason
from wonders_desktop.ui.language.labels import category_name

translate = QCoreApplication.translate


def reason_text(reason: Reason | None) -> str:
    """Why, in a few words (no capital, no full stop); "" without a reason."""
    if reason is None:
        return ""
    if reason.part == "military":
        return _military(reason.detail)
    if reason.part in ("science", "progress"):
        return _science(reason)
    parts = {
        "coins": translate("DuelHint", "it gains you coins over your opponent"),
        "production": translate("DuelHint", "it adds resources you would otherwise buy from the bank"),
        "chains": translate("DuelHint", "it opens a chain: later buildings for free"),
        "play_again": translate("DuelHint", "you play again at once"),
        "choice": translate("DuelHint", "it lets you take a card: from the discard or your opponent's city"),
        "ending": translate("DuelHint", "it ends the game with you ahead on victory points"),
    }
    if reason.part == "wonders":
        return _wonders(reason.detail)
    if reason.part in parts:
        return parts[reason.part]
    row = category_name(reason.part, "duel")  # civilian, commercial, guilds
    return translate("DuelHint", "it scores victory points: {row}").format(row=row)


def _military(detail: str) -> str:
    if detail == "capital":
        return translate("DuelHint", "the Conflict pawn reaches your opponent's capital: military supremacy")
    steps = int(detail) if detail.lstrip("-").isdigit() else 0
    if steps <= 0:
        return translate("DuelHint", "it strengthens you in the conflict")
    return translate(
        "DuelHint", "it moves the Conflict pawn %n space(s) towards your opponent's capital", "", steps
    )


def _science(reason: Reason) -> str:
    if reason.detail == "supremacy":
        return translate("DuelHint", "six different scientific symbols: scientific supremacy")
    if reason.detail == "pair":
        return translate(
            "DuelHint", "it makes a pair of identical scientific symbols: you take a Progress token"
        )
    if reason.part == "progress":
        return translate("DuelHint", "it gains you a Progress token")
    return translate("DuelHint", "it adds a different scientific symbol towards scientific supremacy")


def _wonders(detail: str) -> str:
    if detail == "draft":
        return translate("DuelHint", "it takes a strong Wonder for your city")
    if detail == "built":
        return translate("DuelHint", "it builds one of your Wonders")
    return translate("DuelHint", "it improves your Wonders' prospects")
