"""One score sheet at the end: the shell's window, unless the table draws its own scoring pad."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from wonders_desktop.ui.gamesetup import GameSetup
from wonders_desktop.ui.main_window import MainWindow
from wonders_desktop.ui.saves import SeatSetup


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
