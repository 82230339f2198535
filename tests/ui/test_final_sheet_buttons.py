"""The final score sheet's buttons: Close, Rematch (same seats and options, a new seed), New game…; Esc."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from tests.ui.test_final_sheet import play_to_the_end
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from wonders_desktop.ui.dialogs.score_sheet import ScoreSheet
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow


def finished_sheet(window: MainWindow, qtbot: QtBot, setup: GameSetup) -> ScoreSheet:
    play_to_the_end(window, qtbot, setup)
    sheet = window.final_sheet
    assert sheet is not None
    qtbot.waitUntil(sheet.isVisible)
    return sheet


def test_the_sheet_has_close_rematch_and_new_game(window: MainWindow, qtbot: QtBot) -> None:
    sheet = finished_sheet(window, qtbot, toy_setup())
    assert sheet.buttons is not None and sheet.rematch_button is not None
    assert sheet.new_game_button is not None
    assert sheet.buttons.button(QDialogButtonBox.StandardButton.Close) is not None
    assert sheet.rematch_button.text() == "Rematch"
    assert sheet.new_game_button.text() == "New game…"
    sheet.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not sheet.isVisible()


def test_esc_closes_the_sheet(window: MainWindow, qtbot: QtBot) -> None:
    sheet = finished_sheet(window, qtbot, toy_setup())
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    assert not sheet.isVisible()


def test_enter_presses_the_focused_button(window: MainWindow, qtbot: QtBot) -> None:
    sheet = finished_sheet(window, qtbot, toy_setup())
    close = sheet.buttons.button(QDialogButtonBox.StandardButton.Close) if sheet.buttons else None
    assert close is not None
    close.setFocus()
    qtbot.keyClick(sheet, Qt.Key.Key_Return)
    assert not sheet.isVisible()


@pytest.mark.parametrize("humans", [(0,), ()])
def test_rematch_starts_the_same_game_with_a_new_seed(
    window: MainWindow, qtbot: QtBot, humans: tuple[int, ...]
) -> None:
    seats = [SeatSetup(human=seat in humans, level="random") for seat in range(3)]
    window.controller.autopilot = set(humans)  # the human seat plays itself to the end
    sheet = finished_sheet(window, qtbot, GameSetup("classic", {"players": 3}, seats, 3))
    before = window.controller.state
    assert before is not None and sheet.rematch_button is not None
    old_seats, old_options = list(window.controller.seats), dict(before.options)
    sheet.rematch_button.click()
    assert not sheet.isVisible()
    after = window.controller.state
    assert after is not None and after is not before
    assert after.kind == before.kind and dict(after.options) == old_options
    assert window.controller.seats == old_seats
    assert after.seed != before.seed
    assert not after.is_terminal()


def test_new_game_opens_the_new_game_dialog(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[NewGameDialog] = []

    def exec_(dialog: NewGameDialog) -> int:
        opened.append(dialog)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    sheet = finished_sheet(window, qtbot, toy_setup())
    assert sheet.new_game_button is not None
    sheet.new_game_button.click()
    assert len(opened) == 1
    assert not sheet.isVisible()
