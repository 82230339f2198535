"""The Help pages of 7 Wonders Duel: what each bot level does, and the keys of the table.

Shared sentences (the random bot, thinking times, key names) come from ``ui/language/help_words.py``;
the Help windows show this game's pages through ``game_ui`` (``bot_levels``, ``keyboard_rows``).
The texts describe the bots of ``wonders_desktop/bots`` and the measured results of
``benchmarks/README.md``; a change of a bot's judgement should change its words here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.bots.registry import EASY, HARD, MEDIUM, RANDOM
from wonders_desktop.ui.language.help_words import (
    Level,
    Row,
    common_keys,
    easy_level,
    hard_level,
    key,
    medium_level,
    random_level,
)

translate = QCoreApplication.translate


def bot_levels() -> dict[str, Level]:
    """Help ▸ Bot levels: what each level of this game's bots weighs (``bots/heuristics/duel.py``)."""
    return {
        RANDOM.name: random_level(),
        EASY.name: easy_level(
            translate(
                "BotLevelsHelp",
                "Looks one move ahead and takes what gains the most at once: points, and steps toward a "
                "military or scientific supremacy. It ignores production, chains and the Wonders still to "
                "build.",
            )
        ),
        MEDIUM.name: medium_level(
            translate(
                "BotLevelsHelp",
                "Weighs the game as a good player does: points, production, chains and coins, the Wonders "
                "still to build, the Progress tokens, and both sudden victories (military and scientific "
                "supremacy). For each move it also looks at its opponent's best reply.",
            )
        ),
        HARD.name: hard_level(
            translate(
                "BotLevelsHelp",
                "It searches several moves ahead for both players and judges the positions it reaches by "
                "who won such positions in 11,000 games between bots. Measured: it wins almost every game "
                "against the medium bot; 85 % of 200 games against the hard bot of the previous version, "
                "which judged positions by points alone (a quarter of a second a move each); and 80 % of "
                "210 games against 7wd-bot, the strongest public Duel program we can run (one second a "
                "move each).",
            )
        ),
    }


def keyboard_rows() -> list[Row]:
    """Help ▸ Keyboard: the keys of this game's table."""
    k = common_keys()
    return [
        (
            k["arrows"],
            translate(
                "KeyboardHelp",
                "Select the previous or next card you can take from the structure, whatever you clicked "
                "last (during a decision: its options).",
            ),
        ),
        (
            f"{k['enter']} / {k['space']}",
            translate(
                "KeyboardHelp",
                "Go to the selected card's actions: the framed one is the action Enter runs; press Enter "
                "again to run it, or Tab to another.",
            ),
        ),
        (key("B"), translate("KeyboardHelp", "Construct the selected card.")),
        (key("S"), translate("KeyboardHelp", "Discard the selected card for coins.")),
        (
            key("W"),
            translate(
                "KeyboardHelp",
                "Construct a Wonder with the selected card (with several Wonders, choose one with Tab and "
                "Enter).",
            ),
        ),
        (k["tab"], translate("KeyboardHelp", "Walk through the buttons and the options.")),
        (
            key("H"),
            translate(
                "KeyboardHelp",
                "Hint (the button Hint does the same): the card the hint suggests is selected and has the "
                "focus; Enter and the letters act on it.",
            ),
        ),
        (key(translate("KeyboardHelp", "Esc")), translate("KeyboardHelp", "Close the score sheet.")),
    ]


def hint_button() -> str:
    """The table's Hint button, as the bot-levels note names it (it uses the hard bot's search)."""
    return translate("DuelTable", "Hint")
