"""The Help pages of 7 Wonders Architects: what each bot level does, and the keys of the table.

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
    """Help ▸ Bot levels: what each level of this game's bots weighs (``bots/heuristics/architects.py``)."""
    return {
        RANDOM.name: random_level(),
        EASY.name: easy_level(
            translate(
                "BotLevelsHelp",
                "Looks one move ahead at what it scores soon: points, cards toward its next stage, green "
                "cards.",
            )
        ),
        MEDIUM.name: medium_level(
            translate(
                "BotLevelsHelp",
                "Weighs the game as a good player does, still one move ahead: the stages to come and the "
                "cards that pay for them, military by the battles still to come, a card drawn blind "
                "averaged over what the deck may hold, and never leaving a rival the face-up card that "
                "completes their Wonder.",
            )
        ),
        HARD.name: hard_level(
            translate(
                "BotLevelsHelp",
                "In measured 3-player games against two medium bots it wins about half of them (an even "
                "share would be a third).",
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
                "Move to the previous or next thing you may use now (a deck, a stage of your Wonder, a "
                "Progress token), whatever you clicked last.",
            ),
        ),
        (
            f"{k['enter']} / {k['space']}",
            translate(
                "KeyboardHelp",
                "Use it: take the card, build the stage, take the token.",
            ),
        ),
        (
            key("↑", "↓"),
            translate(
                "KeyboardHelp",
                "In a list of choices (the science cards to exchange, the token for the extra card): choose "
                "another.",
            ),
        ),
        (k["tab"], translate("KeyboardHelp", "Walk through everything you may use and every button.")),
        (
            key("H"),
            translate(
                "KeyboardHelp",
                "Hint: the hard bot's move is marked on the table, with one line saying why (the button "
                "Hint does the same).",
            ),
        ),
        (key(translate("KeyboardHelp", "Esc")), translate("KeyboardHelp", "Close the score sheet.")),
    ]
