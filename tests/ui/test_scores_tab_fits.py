"""The side panel's Scores tab shows every player's column of a 7-player game, with no sideways scrolling."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.dialogs.score_sheet import abbreviated
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow


def test_names_are_abbreviated_to_initials_and_number() -> None:
    assert abbreviated("Robô Médio 7") == "RM\n7"
    assert abbreviated("Random bot 2") == "RB\n2"
    assert abbreviated("Jugador 1") == "Jug\n1"
    assert abbreviated("Alexandra") == "Ale"


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_seven_players_fit_the_scores_tab(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str
) -> None:
    window = make_window(language)
    window.resize(1280, 820)
    seats = [SeatSetup(human=seat == 0, level="random") for seat in range(7)]
    assert window.start_game(GameSetup("classic", {"players": 7}, seats, 3))
    window.side.setCurrentIndex(1)
    table = window.score_sheet.table
    qtbot.waitUntil(lambda: table.isVisible() and table.model().columnCount() == 7)
    qtbot.wait(100)
    header = table.horizontalHeader()
    assert not table.horizontalScrollBar().isVisible()
    assert header.length() <= table.viewport().width()
    assert sum(header.sectionSize(column) for column in range(7)) <= table.viewport().width()
    model = table.model()
    for column in range(7):  # the whole name is the header's tooltip
        tooltip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert tooltip == window.controller.seat_name(column)
