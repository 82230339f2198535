"""The end of a guided game: the player's score sheet read line by line, one step per row, then the total.

Each game gives the words of its rows (``rows``: score key -> a sentence with ``{row}`` and ``{points}``);
the row's name is the score sheet's own (``labels.category_name``), so the bubble and the sheet agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.learn.script import CONTEXT, QT_TRANSLATE_NOOP, Step

SCORES = "@scores"  # the role of the window's score sheet (the Scores tab)
PLAYER = 0  # the guided player's seat

TOTAL = QT_TRANSLATE_NOOP(
    "Learn",
    "Total: {points}. {result} You have finished the guided game: New game… starts a game of your own.",
)
WON = QT_TRANSLATE_NOOP("Learn", "You win!")
LOST = QT_TRANSLATE_NOOP("Learn", "The winner scored {best}: another game will go better.")


def points(value: int) -> str:
    return QCoreApplication.translate("Learn", "%n point(s)", "", value)


def score_steps(state: Any, rows: Mapping[str, str], game: str) -> list[Step]:
    """One step per row of the guided player's score (the rows ``rows`` explains), then the total."""
    outcome = state.outcome()
    mine = outcome.scores[PLAYER]
    steps = [
        Step(rows[key], f"score:{key}", values=(("row", category_name(key, game)), ("points", points(value))))
        for key, value in mine.categories
        if key in rows
    ]
    best = max(score.total for score in outcome.scores)
    result = QCoreApplication.translate(CONTEXT, WON if PLAYER in outcome.winners else LOST)
    total = (("points", points(mine.total)), ("result", result.format(best=points(best))))
    steps.append(Step(TOTAL, "score:total", values=total))
    return steps
