"""Help ▸ Keyboard: the keys of each game's table, and the window's own shortcuts.

One page per game (the game in play shown first), each a short table of keys and what they do. The
three tables share one focus model (``views.keys``): each turn starts with the focus on the player's
choice (``GameView.focus_choice``), the arrow keys move the selection (a card, a piece) whatever widget
was clicked last, Enter and the letters act on the selected card, Enter presses the focused (framed)
button, Tab walks every button. The window's shortcuts are read from its own actions, so this page
never disagrees with the menus.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QWidget,
)

from wonders_desktop.ui.dialogs.help_pages import HelpPages, HelpWords, show_help
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.shell.screen_fit import fit_to_screen

translate = QCoreApplication.translate
GAMES = ("classic", "duel", "architects")
WINDOW_PAGE = "window"
Row = tuple[str, str]  # the keys (rich text), what they do (plain text)


def _key(*names: str) -> str:
    return " ".join(f"<b>{escape(name)}</b>" for name in names)


def _common() -> dict[str, str]:
    """Key names shared by the pages (translated where a keyboard says them differently)."""
    return {
        "arrows": _key("←", "→", "↑", "↓"),
        "enter": _key(translate("KeyboardHelp", "Enter")),
        "space": _key(translate("KeyboardHelp", "Space")),
        "tab": _key(translate("KeyboardHelp", "Tab")),
    }


def classic_rows() -> list[Row]:
    k = _common()
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
        (_key("B"), translate("KeyboardHelp", "Build the chosen card.")),
        (_key("W"), translate("KeyboardHelp", "Build a stage of your Wonder with the chosen card.")),
        (_key("S"), translate("KeyboardHelp", "Discard the chosen card for 3 coins.")),
        (_key("F"), translate("KeyboardHelp", "Build the chosen card for free (Olympia).")),
        (_key("P"), translate("KeyboardHelp", "Pass: build nothing from the discard pile (Halikarnassos).")),
        (k["tab"], translate("KeyboardHelp", "Walk through the buttons, the payments and the cities.")),
    ]


def duel_rows() -> list[Row]:
    k = _common()
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
        (_key("B"), translate("KeyboardHelp", "Construct the selected card.")),
        (_key("S"), translate("KeyboardHelp", "Discard the selected card for coins.")),
        (
            _key("W"),
            translate(
                "KeyboardHelp",
                "Construct a Wonder with the selected card (with several Wonders, choose one with Tab and "
                "Enter).",
            ),
        ),
        (k["tab"], translate("KeyboardHelp", "Walk through the buttons and the options.")),
        (
            _key(
                translate(
                    "KeyboardHelp",
                    "Hint",
                )
            ),
            translate(
                "KeyboardHelp",
                "The card the hint suggests is selected and has the focus: Enter and the letters act on it.",
            ),
        ),
        (_key(translate("KeyboardHelp", "Esc")), translate("KeyboardHelp", "Close the score sheet.")),
    ]


def architects_rows() -> list[Row]:
    k = _common()
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
            _key("↑", "↓"),
            translate(
                "KeyboardHelp",
                "In a list of choices (the science cards to exchange, the token for the extra card): choose "
                "another.",
            ),
        ),
        (k["tab"], translate("KeyboardHelp", "Walk through everything you may use and every button.")),
        (_key(translate("KeyboardHelp", "Esc")), translate("KeyboardHelp", "Close the score sheet.")),
    ]


def window_rows(actions: Sequence[QAction]) -> list[Row]:
    """The window's shortcuts, from its actions (their own translated names)."""
    rows = []
    for action in actions:
        shortcut = action.shortcut()
        if shortcut.isEmpty() or not action.text():
            continue
        keys = _key(shortcut.toString(QKeySequence.SequenceFormat.NativeText))
        rows.append((keys, action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")))
    return rows


def rows_html(rows: Sequence[Row]) -> str:
    body = "".join(
        f"<tr><td style='white-space:nowrap; padding:5px 14px 5px 0'>{keys}</td>"
        f"<td style='padding:5px 0'>{escape(text)}</td></tr>"
        for keys, text in rows
    )
    return f"<table cellspacing='0'>{body}</table>"


def keyboard_words(actions: Sequence[QAction]) -> HelpWords:
    """The Keyboard window's words in the current language (the window's page from its ``actions``)."""
    intro = translate(
        "KeyboardHelp",
        "Every turn starts with the keyboard focus, framed, on what you choose (a card, a Wonder, a "
        "piece). On every table the arrow keys move the selection, whatever you clicked last; the letters "
        "and Enter act on the selected card.",
    )
    rows = {
        "classic": classic_rows(),
        "duel": duel_rows(),
        "architects": architects_rows(),
        WINDOW_PAGE: window_rows(actions),
    }
    pages = {
        kind: (
            translate("KeyboardHelp", "Window") if kind == WINDOW_PAGE else game_title(kind),
            rows_html(page),
        )
        for kind, page in rows.items()
    }
    return HelpWords(translate("KeyboardHelp", "Keyboard"), intro, pages)


class KeyboardHelp(HelpPages):
    """The keys of every table, one page per game, and the window's shortcuts."""

    def __init__(self, game: str, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        shortcuts = list(actions)
        super().__init__(
            "keyboardHelp", "keys", (*GAMES, WINDOW_PAGE), lambda: keyboard_words(shortcuts), game, parent
        )
        line = self.fontMetrics().height()
        fit_to_screen(self, line * 46, line * 34)


def show_keyboard_help(window: QWidget, game: str) -> KeyboardHelp:
    """Show the window's keyboard page (one, reused) on ``game``'s keys."""
    actions = [a for a in window.actions() if isinstance(a, QAction)]
    return show_help(window, KeyboardHelp, lambda: KeyboardHelp(game, actions, window), game)
