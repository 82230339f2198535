"""The words of the setup screens for any game: its name, its line on the start page, its options.

A game's name is its spec's English ``name``, translated in the start page's context (each game's setup
part marks it for the translators); everything else comes from the game's setup part
(``ui/views/<kind>/setup.py``), with plain fallbacks, so a game with no UI of its own still reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.core.errors import DataError, ScenarioError
from wonders_desktop.engine.core.gamespec import SetupOption
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate


def game_title(kind: str) -> str:
    """The game's name in the current language (its kind if this build does not know the game)."""
    try:
        name = game_spec(kind).name
    except (ImportError, DataError, ScenarioError):
        return kind
    return translate("StartPage", name)


def game_blurb(kind: str) -> str:
    """A line about the game for its start-page tile (none if its setup part has none)."""
    return _text(game_ui(kind).setup("blurb")) or ""


def option_label(kind: str, name: str) -> str:
    """The label of one of the game's options in the new-game dialog."""
    return _text(game_ui(kind).setup("option_label"), name) or name


def choice_text(kind: str, option: SetupOption, value: Any, options: Mapping[str, Any]) -> str:
    """The words of one choice of an option (its value as text if the game gives none)."""
    found = _text(game_ui(kind).setup("choice_text"), option, value, options)
    return found if found is not None else str(value)


def _text(hook: object, *args: Any) -> str | None:
    if not callable(hook):
        return None
    found = hook(*args)
    return found if isinstance(found, str) else None


def window_title(state: GameState | None) -> str:
    """The main window's title: the app's name, then the game in play and its number of players."""
    if state is None:
        return QCoreApplication.translate("MainWindow", "Wonders")
    players = QCoreApplication.translate("MainWindow", "%n player(s)", "", state.num_players)
    return QCoreApplication.translate("MainWindow", "Wonders — {game}, {players}").format(
        game=game_title(state.kind), players=players
    )
