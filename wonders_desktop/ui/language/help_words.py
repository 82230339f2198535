"""The building blocks of a game's Help pages: a bot level's section and a keyboard page's rows.

Each game's UI package writes its own pages (``ui/views/<game>/help.py``: ``bot_levels()``,
``keyboard_rows()``) from these pieces, and the Help windows (``dialogs/bot_levels_help.py``,
``dialogs/keyboard_help.py``) lay out whichever games provide them. The sentences every game's page
shares (what the random bot does, how long each level thinks, who it suits; the names of the keys)
live here, so a game's page says only what its bots weigh and what its keys do.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate
Row = tuple[str, str]  # a keyboard page's row: the keys (rich text), what they do (plain text)


@dataclass(frozen=True)
class Level:
    """One level's section: what it does, how long it thinks, who it suits (all translated)."""

    does: str
    thinks: str
    suits: str


def random_level() -> Level:
    return Level(
        translate("BotLevelsHelp", "Plays any legal move, chosen at random."),
        translate("BotLevelsHelp", "At once."),
        translate("BotLevelsHelp", "Learning the interface and the rules, with no pressure."),
    )


def easy_level(does: str) -> Level:
    return Level(
        does,
        translate("BotLevelsHelp", "At once."),
        translate("BotLevelsHelp", "First games: it plays sensibly but misses a lot."),
    )


def medium_level(does: str) -> Level:
    return Level(
        does,
        translate("BotLevelsHelp", "A few milliseconds a move."),
        translate("BotLevelsHelp", "Players who know the rules and want a solid opponent."),
    )


def hard_level(result: str) -> Level:
    does = translate(
        "BotLevelsHelp",
        "Thinks ahead by playing the game out many times from this position, with the hidden cards "
        "shuffled as they could be: it never peeks at them.",
    )
    return Level(
        f"{does} {result}",
        translate("BotLevelsHelp", "About one second a move."),
        translate("BotLevelsHelp", "Experienced players who want a challenge."),
    )


def key(*names: str) -> str:
    """Key names in bold (rich text), as a keyboard page shows them."""
    return " ".join(f"<b>{escape(name)}</b>" for name in names)


def common_keys() -> dict[str, str]:
    """Key names shared by the pages (translated where a keyboard says them differently)."""
    return {
        "arrows": key("←", "→", "↑", "↓"),
        "enter": key(translate("KeyboardHelp", "Enter")),
        "space": key(translate("KeyboardHelp", "Space")),
        "tab": key(translate("KeyboardHelp", "Tab")),
    }
