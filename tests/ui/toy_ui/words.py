"""The toy game's words: its snapshot fields, score rows and tie-break (English only: a test game)."""

from __future__ import annotations

from wonders_desktop.ui.language.i18n import RulebookWords


def field_labels(words: RulebookWords) -> dict[str, str]:
    return {
        "tricks": words.translate("Labels", "Tricks"),
        "bet": words.translate("Labels", "Bet"),
        "pick": words.translate("Labels", "Pick"),
        "played": words.translate("Labels", "Played"),
    }


def score_row_names(words: RulebookWords) -> dict[str, str]:
    return {"tricks": words.translate("Labels", "Tricks"), "bets": words.translate("Labels", "Bets")}


def tie_break_names(words: RulebookWords) -> dict[str, str]:
    return {"tricks": words.translate("Labels", "most tricks")}
