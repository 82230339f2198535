"""One score sheet at the end: the shell's window, unless the table draws its own scoring pad."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow


def play_to_the_end(window: MainWindow, qtbot: QtBot, setup: GameSetup) -> None:
    window.show_final_sheet = True
    assert window.start_game(setup)
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.is_terminal(),
                    timeout=60_000)


def test_the_generic_table_gets_the_shells_score_sheet(window: MainWindow, qtbot: QtBot) -> None:
    play_to_the_end(window, qtbot, toy_setup())
    assert window.final_sheet is not None and window.final_sheet.isVisible()
    window.final_sheet.close()


@pytest.mark.parametrize("kind", ["duel", "architects"])
def test_a_table_with_its_own_pad_gets_no_second_sheet(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    seats = [SeatSetup(human=False, level="random") for _ in range(2)]
    options = {} if kind == "duel" else {"players": 2}
    play_to_the_end(window, qtbot, GameSetup(kind, options, seats, 3))
    assert window.view is not None and window.view.shows_final_sheet()
    assert window.final_sheet is None or not window.final_sheet.isVisible()


def test_the_final_sheet_shows_seven_players_whole(window: MainWindow, qtbot: QtBot) -> None:
    seats = [SeatSetup(human=False, level="random") for _ in range(7)]
    play_to_the_end(window, qtbot, GameSetup("classic", {"players": 7}, seats, 3))
    sheet = window.final_sheet
    assert sheet is not None
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.width() <= window.screen().availableGeometry().width()  # the window fits its screen
    sheet.fit_within(sheet.fitting_width(), 0)  # the offscreen screen is only 800 wide
    qtbot.wait(50)
    table = sheet.table
    assert not table.horizontalScrollBar().isVisible()  # every column in view
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width()
    names = [str(table.model().headerData(column, Qt.Orientation.Horizontal)) for column in range(7)]
    widest = max(QFontMetrics(header.font()).horizontalAdvance(name) for name in names)
    assert min(header.sectionSize(column) for column in range(7)) >= widest  # names on one line, whole
    rows = sum(table.rowHeight(row) for row in range(table.model().rowCount()))
    assert table.viewport().height() >= rows  # the total row is not cut
    sheet.close()
