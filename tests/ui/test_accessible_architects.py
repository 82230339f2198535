"""A screen reader can read the Architects table: the decks a player may take from, the stages and the
tokens are real widgets named in the player's language, buttons to a screen reader, unavailable when
the engine's legal moves leave them out."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from tests.ui.test_accessible_duel import LANGUAGES
from tests.ui.test_architects_table import start
from wonders_desktop.engine.architects.moves import Take
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.shell.main_window import MainWindow


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_decks_to_take_from_are_available_buttons(
    language: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(language)
    view = start(window, qtbot, ["giza", "rhodes", "ephesus"])
    taken = {m.deck for m in window.controller.legal_moves_for_viewer() if isinstance(m, Take)}
    assert taken and set(view.decks) - taken
    for deck, widget in view.decks.items():
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None
        assert interface.role() == QAccessible.Role.Button
        assert interface.text(QAccessible.Text.Name) == widget.caption and widget.caption
        assert interface.state().disabled == (deck not in taken), deck
        if deck != "central":  # a city's deck bears its Wonder's name, in the player's words
            assert widget.caption == name_of("wonder", deck, "architects")
