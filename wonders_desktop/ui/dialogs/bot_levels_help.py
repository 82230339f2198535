"""Help ▸ Bot levels: what each bot level does, in a player's words, one page per game.

Issue 27 asks that the levels keep their meaning (random < easy < medium < hard) and that the Help says
what each one does. Each page (the game in play first) has one short section per level: what it weighs,
how long it thinks, who it suits. The level names are the New game dialog's own words
(``controller.level_name``), and the names of the Hint button and the Analyse menu entry are read from
their own translations, so this page never names them differently. The texts describe the bots of
``wonders_desktop/bots`` (``heuristics/<game>.py``, ``search.py``) and the measured results of
``benchmarks/README.md``; a change of a bot's judgement should change its words here.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QWidget,
)

from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.ui.dialogs.help_pages import HelpPages, HelpWords, show_help
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.shell.controller import level_name
from wonders_desktop.ui.shell.screen_fit import fit_to_screen

translate = QCoreApplication.translate
GAMES = ("classic", "duel", "architects")


@dataclass(frozen=True)
class Level:
    """One level's section: what it does, how long it thinks, who it suits (all translated)."""

    does: str
    thinks: str
    suits: str


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


def _random() -> Level:
    return Level(
        translate("BotLevelsHelp", "Plays any legal move, chosen at random."),
        translate("BotLevelsHelp", "At once."),
        translate("BotLevelsHelp", "Learning the interface and the rules, with no pressure."),
    )


def _easy(does: str) -> Level:
    return Level(
        does,
        translate("BotLevelsHelp", "At once."),
        translate("BotLevelsHelp", "First games: it plays sensibly but misses a lot."),
    )


def _medium(does: str) -> Level:
    return Level(
        does,
        translate("BotLevelsHelp", "A few milliseconds a move."),
        translate("BotLevelsHelp", "Players who know the rules and want a solid opponent."),
    )


def _hard(result: str) -> Level:
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


def classic_levels() -> dict[str, Level]:
    return {
        "random": _random(),
        "easy": _easy(
            translate(
                "BotLevelsHelp",
                "Looks one move ahead at what it scores soon: points on the score sheet, production, chains "
                "and a little of this Age's conflict. It does not think about its neighbours or about the "
                "hand it passes them.",
            )
        ),
        "medium": _medium(
            translate(
                "BotLevelsHelp",
                "Weighs the game as a good player does, still one move ahead: military against each "
                "neighbour Age by Age, science sets, production and trading discounts by Age, chains, "
                "Wonder powers, coins, and denying the next player (the one it passes its hand to) a card "
                "they want.",
            )
        ),
        "hard": _hard(
            translate(
                "BotLevelsHelp",
                "In measured 4-player games against three medium bots it wins about seven in ten (an even "
                "share would be a quarter).",
            )
        ),
    }


def duel_levels() -> dict[str, Level]:
    return {
        "random": _random(),
        "easy": _easy(
            translate(
                "BotLevelsHelp",
                "Looks one move ahead and takes what gains the most at once: points, and steps toward a "
                "military or scientific supremacy. It ignores production, chains and the Wonders still to "
                "build.",
            )
        ),
        "medium": _medium(
            translate(
                "BotLevelsHelp",
                "Weighs the game as a good player does: points, production, chains and coins, the Wonders "
                "still to build, the Progress tokens, and both sudden victories (military and scientific "
                "supremacy). For each move it also looks at its opponent's best reply.",
            )
        ),
        "hard": _hard(
            translate(
                "BotLevelsHelp",
                "It searches several moves ahead for both players and judges the positions it reaches by "
                "who won such positions in thousands of games between bots. In measured games it wins "
                "almost every game against the medium bot, and about four games in five against the hard "
                "bot of the previous version, which judged positions by points alone.",
            )
        ),
    }


def architects_levels() -> dict[str, Level]:
    return {
        "random": _random(),
        "easy": _easy(
            translate(
                "BotLevelsHelp",
                "Looks one move ahead at what it scores soon: points, cards toward its next stage, green "
                "cards.",
            )
        ),
        "medium": _medium(
            translate(
                "BotLevelsHelp",
                "Weighs the game as a good player does, still one move ahead: the stages to come and the "
                "cards that pay for them, military by the battles still to come, a card drawn blind "
                "averaged over what the deck may hold, and never leaving a rival the face-up card that "
                "completes their Wonder.",
            )
        ),
        "hard": _hard(
            translate(
                "BotLevelsHelp",
                "In measured 3-player games against two medium bots it wins about half of them (an even "
                "share would be a third).",
            )
        ),
    }


def _plain(menu_text: str) -> str:
    """A menu entry's words without its mnemonic and its trailing dots ("&Analyse this game…")."""
    return menu_text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def search_note() -> str:
    """The same on every page: the hard bot's time, and which tools use its search."""
    return translate(
        "BotLevelsHelp",
        "The hard bot thinks about one second per move. The {hint} button of {duel} and the move analysis "
        "({game} ▸ {analyse}) use the hard bot's search.",
    ).format(
        hint=translate("DuelTable", "Hint"),
        duel=game_title("duel"),
        game=_plain(translate("MainWindow", "&Game")),
        analyse=_plain(translate("MainWindow", "&Analyse this game…")),
    )


def page_html(levels: dict[str, Level]) -> str:
    """One section per level, in the levels' order, then the note on the hard bot's search."""
    thinks = escape(translate("BotLevelsHelp", "Thinking time:"))
    suits = escape(translate("BotLevelsHelp", "Suits:"))
    sections = []
    for level in BOT_LEVELS:
        entry = levels[level]
        sections.append(
            f"<h3 style='margin:12px 0 4px 0'>{escape(level_name(level))}</h3>"
            f"<p style='margin:0 0 4px 0'>{escape(entry.does)}</p>"
            f"<p style='margin:0'><b>{thinks}</b> {escape(entry.thinks)}</p>"
            f"<p style='margin:0 0 4px 0'><b>{suits}</b> {escape(entry.suits)}</p>"
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
    contents = {"classic": classic_levels(), "duel": duel_levels(), "architects": architects_levels()}
    pages = {kind: (game_title(kind), page_html(levels)) for kind, levels in contents.items()}
    return HelpWords(translate("BotLevelsHelp", "Bot levels"), intro, pages)


class BotLevelsHelp(HelpPages):
    """What each bot level does, one page per game."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__("botLevelsHelp", "levels", GAMES, bot_levels_words, game, parent)
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
