"""Help ▸ Keyboard: the keys of each game's table, and the window's own shortcuts.

Each game writes its own page (``ui/views/<game>/help.py``: ``keyboard_rows()``, read through
``game_ui``); a game without one has no tab here, and the window's page is always last.

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

from wonders_desktop.engine.registry import GAME_MODULES
from wonders_desktop.ui.dialogs.help_pages import HelpPages, HelpWords, show_help
from wonders_desktop.ui.language.help_words import Row, key
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.views.coach_note import keyboard_rows as coach_rows
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate
WINDOW_PAGE = "window"


def help_games() -> tuple[str, ...]:
    """The registry's games that have a Keyboard page, in the registry's order."""
    return tuple(kind for kind in GAME_MODULES if game_ui(kind).keyboard_rows() is not None)


def window_rows(actions: Sequence[QAction]) -> list[Row]:
    """The window's shortcuts, from its actions (their own translated names)."""
    rows = []
    for action in actions:
        shortcuts = [s for s in action.shortcuts() if not s.isEmpty()]  # Zoom in has two: Ctrl+= Ctrl++
        if not shortcuts or not action.text():
            continue
        keys = key(*(shortcut.toString(QKeySequence.SequenceFormat.NativeText) for shortcut in shortcuts))
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
    rows = {kind: game_ui(kind).keyboard_rows() or [] for kind in help_games()}
    rows[WINDOW_PAGE] = window_rows(actions) + coach_rows()
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
            "keyboardHelp",
            "keys",
            (*help_games(), WINDOW_PAGE),
            lambda: keyboard_words(shortcuts),
            game,
            parent,
        )
        line = self.fontMetrics().height()
        fit_to_screen(self, line * 46, line * 34)


def show_keyboard_help(window: QWidget, game: str) -> KeyboardHelp:
    """Show the window's keyboard page (one, reused) on ``game``'s keys."""
    actions = [a for a in window.actions() if isinstance(a, QAction)]
    return show_help(window, KeyboardHelp, lambda: KeyboardHelp(game, actions, window), game)
