"""The Help pages of 7 Wonders: what each bot level does, and the keys of the table.

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
    """Help ▸ Bot levels: what each level of this game's bots weighs (``bots/heuristics/classic.py``)."""
    return {
        RANDOM.name: random_level(),
        EASY.name: easy_level(
            translate(
                "BotLevelsHelp",
                "Looks one move ahead at what it scores soon: points on the score sheet, production, chains "
                "and a little of this Age's conflict. It does not think about its neighbours or about the "
                "hand it passes them.",
            )
        ),
        MEDIUM.name: medium_level(
            translate(
                "BotLevelsHelp",
                "Weighs the game as a good player does, still one move ahead: military against each "
                "neighbour Age by Age, science sets, production and trading discounts by Age, chains, "
                "Wonder powers, coins, and denying the next player (the one it passes its hand to) a card "
                "they want.",
            )
        ),
        HARD.name: hard_level(
            translate(
                "BotLevelsHelp",
                "In measured 4-player games against three medium bots it wins about three in four (an even "
                "share would be a quarter).",
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
                "Choose the previous or next card of your hand, whatever you clicked last.",
            ),
        ),
        (
            f"{k['enter']} / {k['space']}",
            translate(
                "KeyboardHelp",
                "Go to the chosen card's actions: the framed, highlighted one is the action Enter runs; "
                "press Enter again to run it, or Tab to another.",
            ),
        ),
        (key("B"), translate("KeyboardHelp", "Build the chosen card.")),
        (key("W"), translate("KeyboardHelp", "Build a stage of your Wonder with the chosen card.")),
        (key("S"), translate("KeyboardHelp", "Discard the chosen card for 3 coins.")),
        (key("F"), translate("KeyboardHelp", "Build the chosen card for free (Olympia).")),
        (key("P"), translate("KeyboardHelp", "Pass: build nothing from the discard pile (Halikarnassos).")),
        (k["tab"], translate("KeyboardHelp", "Walk through the buttons, the payments and the cities.")),
        (
            key("H"),
            translate(
                "KeyboardHelp",
                "Hint: the hard bot's move is marked on the table, with one line saying why (the button "
                "Hint does the same).",
            ),
        ),
    ]
