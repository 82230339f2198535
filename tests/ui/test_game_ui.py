"""Every game's UI package answers the declared interface (``ui/views/game_ui.py``), and a game without
one gets the defaults: the generic table, plain words, the common log lines and no Help page of its own
(never a KeyError)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import TOY
from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.registry import GAME_MODULES, game_spec
from wonders_desktop.ui.dialogs.bot_levels_help import BotLevelsHelp, help_games
from wonders_desktop.ui.dialogs.keyboard_help import KeyboardHelp
from wonders_desktop.ui.dialogs.keyboard_help import help_games as keyboard_games
from wonders_desktop.ui.language.event_text import describe_event, templates
from wonders_desktop.ui.language.i18n import words_of
from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.views.game_ui import game_ui

GAMES = ("classic", "duel", "architects")


@pytest.mark.parametrize("game", GAMES)
def test_each_game_answers_every_role(game: str) -> None:
    ui = game_ui(game)
    assert ui.view_factory() is not None
    assert ui.internal_fields() and ui.field_labels(words_of(game))
    assert len(ui.event_templates()) > 10
    levels = ui.bot_levels()
    # A level the page does not describe yet reads the registry's summary there (bot_levels_help), so a new
    # level needs no edit here: "Add a bot level" in docs/architecture.md is four files.
    assert levels and set(levels) <= set(BOT_LEVELS)
    assert ui.keyboard_rows()
    assert ui.setup("blurb") is not None


SHARED_ROWS = {"military", "coins", "wonder", "wonders", "progress", "total"}  # labels.category_name's own


@pytest.mark.parametrize(
    ("game", "options"),
    [("classic", {"players": 3, "expansions": ["cities"]}), ("duel", {}), ("architects", {})],
)
def test_every_score_row_of_a_game_has_its_name(game: str, options: dict[str, object]) -> None:
    """The score sheet names each row the spec declares: the shared rows or the game's own."""
    rows = set(game_spec(game).score_rows(options))
    assert rows - SHARED_ROWS <= set(game_ui(game).score_row_names(words_of(game)))


def test_every_registered_game_with_a_ui_package_provides_its_help_pages() -> None:
    assert set(help_games()) == set(keyboard_games()) == set(GAMES)
    assert list(help_games()) == [kind for kind in GAME_MODULES if kind in GAMES]


def test_a_game_without_a_package_gets_the_defaults(qtbot: QtBot) -> None:
    ui = game_ui("nogame")
    assert ui.view_factory() is None and ui.bot_levels() is None and ui.keyboard_rows() is None
    assert ui.event_templates() == {} and ui.field_labels(words_of()) == {}
    assert set(templates("nogame")) == {"game_ended"}
    assert TOY in GAME_MODULES  # registered by the conftest, with words but no Help pages
    levels = BotLevelsHelp(TOY)
    qtbot.addWidget(levels)
    assert TOY not in levels.pages and levels.tabs.currentIndex() == 0
    keys = KeyboardHelp(TOY, [])
    qtbot.addWidget(keys)
    assert TOY not in keys.pages and "window" in keys.pages


def test_the_toy_game_declares_its_words_through_the_interface() -> None:
    assert category_name("tricks", TOY) == "Tricks"
    trick = Event("trick_won", 0, {"points": 2})
    # the toy's words are English only (no catalogue holds them): its own sentence, in its plural form
    assert describe_event(trick, lambda seat: f"P{seat}", game=TOY).startswith("P0 wins the trick (2 point")
    assert describe_event(trick, lambda seat: f"P{seat}", game="classic") == "P0: Trick won — Points: 2"
