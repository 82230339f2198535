"""Help ▸ Bot levels: what each bot level does, in a player's words, one page per game.

Each game writes its own page (``ui/views/<game>/help.py``: ``bot_levels()``, read through ``game_ui``);
a game without one has no tab here (the registry's order, the game in play first).

Issue 27 asks that the levels keep their meaning (random < easy < medium < hard) and that the Help says
what each one does. Each page (the game in play first) has one short section per level: what it weighs,
how long it thinks, who it suits. The level names are the New game dialog's own words
(``controller.level_name``), and the names of the Hint button and the Analyse menu entry are read from
their own translations, so this page never names them differently.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QWidget,
)

from wonders_desktop.bots.registry import BOT_LEVELS, BY_NAME, SUMMARY_CONTEXT
from wonders_desktop.engine.registry import GAME_MODULES
from wonders_desktop.ui.dialogs.help_pages import HelpPages, HelpWords, show_help
from wonders_desktop.ui.language.help_words import Level
from wonders_desktop.ui.language.seat_names import level_name
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate


def level_summary(level: str) -> str:
    """The level in one line, for the New game dialog's level menu (any game)."""
    summaries = {
        "random": translate(
            "BotLevelsHelp", "Plays any legal move, at random: to learn the interface and the rules."
        ),
        "easy": translate("BotLevelsHelp", "Looks one move ahead at what it scores soon: a gentle opponent."),
        "medium": translate(
            "BotLevelsHelp",
            "Weighs every move as a good player would, in a few milliseconds: a solid opponent.",
        ),
        "hard": translate(
            "BotLevelsHelp",
            "Plays the game out many times before each move, about one second a move: the strongest.",
        ),
    }
    return summaries.get(level, "")


def help_games() -> tuple[str, ...]:
    """The registry's games that have a Bot levels page, in the registry's order."""
    return tuple(kind for kind in GAME_MODULES if game_ui(kind).bot_levels() is not None)


def _plain(menu_text: str) -> str:
    """A menu entry's words without its mnemonic and its trailing dots ("&Analyse this game…")."""
    return menu_text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def search_note() -> str:
    """The same on every page: the hard bot's time, and which tools use its search."""
    hinted = [(kind, name) for kind in GAME_MODULES if (name := game_ui(kind).hint_button())]
    kind, hint = hinted[0] if hinted else ("", "")
    return translate(
        "BotLevelsHelp",
        "The hard bot thinks about one second per move. The {hint} button (H) of every game and the move "
        "analysis ({game} ▸ {analyse}) use the hard bot's search. In {duel}, the chance to win they show is "
        "the hard bot's own judgement of the position, checked on 1,000 games between bots it never learned "
        "from: within 3 points of the share of those games actually won.",
    ).format(
        hint=hint,
        duel=game_title(kind),
        game=_plain(translate("MainWindow", "&Game")),
        analyse=_plain(translate("MainWindow", "&Analyse this game…")),
    )


def _unwritten(level: str) -> Level:
    """A level a game's page does not describe yet: the registry's one line, so the page still opens."""
    summary = translate(SUMMARY_CONTEXT, BY_NAME[level].summary)
    return Level(summary, "", "")


def page_html(levels: Mapping[str, Level]) -> str:
    """One section per level, in the levels' order, then the note on the hard bot's search."""
    thinks = escape(translate("BotLevelsHelp", "Thinking time:"))
    suits = escape(translate("BotLevelsHelp", "Suits:"))
    sections = []
    for level in BOT_LEVELS:
        entry = levels.get(level) or _unwritten(level)
        sections.append(
            f"<h3 style='margin:12px 0 4px 0'>{escape(level_name(level))}</h3>"
            f"<p style='margin:0 0 4px 0'>{escape(entry.does)}</p>"
            + (f"<p style='margin:0'><b>{thinks}</b> {escape(entry.thinks)}</p>" if entry.thinks else "")
            + (f"<p style='margin:0 0 4px 0'><b>{suits}</b> {escape(entry.suits)}</p>" if entry.suits else "")
        )
    note = f"<hr/><p style='margin:6px 0 0 0'><i>{escape(search_note())}</i></p>"
    return "".join(sections) + note


def bot_levels_words() -> HelpWords:
    """The Bot levels window's words in the current language."""
    intro = translate(
        "BotLevelsHelp",
        "Each bot seat of a new game has its own level. From random to hard, each level plays "
        "clearly better than the one before.",
    )
    contents = {kind: game_ui(kind).bot_levels() or {} for kind in help_games()}
    pages = {kind: (game_title(kind), page_html(levels)) for kind, levels in contents.items()}
    return HelpWords(translate("BotLevelsHelp", "Bot levels"), intro, pages)


class BotLevelsHelp(HelpPages):
    """What each bot level does, one page per game."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__("botLevelsHelp", "levels", help_games(), bot_levels_words, game, parent)
        self._fit()

    def _fit(self) -> None:
        """Tall enough for the longest page of the longest language, but never taller than the screen
        (the pages then scroll)."""
        line = self.fontMetrics().height()
        height = line * 44
        screen = self.screen()
        if screen is not None:
            height = min(height, int(screen.availableGeometry().height() * 0.9))
        fit_to_screen(self, line * 50, height)


def show_bot_levels_help(window: QWidget, game: str) -> BotLevelsHelp:
    """Show the window's bot-levels page (one, reused) on ``game``'s levels."""
    return show_help(window, BotLevelsHelp, lambda: BotLevelsHelp(game, window), game)
