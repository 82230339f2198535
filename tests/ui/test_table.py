"""The generic table through the mouse: a human move by click, confirmation, hot-seat privacy."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from wonders_desktop.ui.window.main_window import GAME_PAGE, MainWindow


def move_button(window: MainWindow, move: str) -> QPushButton:
    assert window.view is not None
    button = window.view.findChild(QPushButton, f"move:{move}")
    assert button is not None, f"no button for {move}"
    return button


def test_a_human_move_by_clicking_its_button(window: MainWindow, qtbot: QtBot) -> None:
    assert window.start_game(toy_setup(0))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0])
    qtbot.mouseClick(move_button(window, "bet:1"), Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state is not None and state.history[0] == (0, "bet:1")


def test_confirmation_asks_before_playing(
    window: MainWindow, qtbot: QtBot, messages: list[tuple[str, str]]
) -> None:
    window.prefs.confirm_moves = True
    assert window.start_game(toy_setup(0))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0])
    qtbot.mouseClick(move_button(window, "bet:2"), Qt.MouseButton.LeftButton)
    assert messages and messages[0][1].startswith("Bet 2")
    assert window.controller.state is not None and window.controller.state.history[0] == (0, "bet:2")


def test_hot_seat_hides_the_hand_until_the_next_player_is_ready(window: MainWindow, qtbot: QtBot) -> None:
    assert window.start_game(toy_setup(0, 1))
    controller = window.controller
    assert controller.viewer == 0 and not window.privacy_showing()
    qtbot.mouseClick(move_button(window, "bet:0"), Qt.MouseButton.LeftButton)
    assert window.privacy_showing()
    assert "Player 2" in window.privacy.title.text()
    assert controller.viewer == 0  # nothing of seat 1 was shown yet
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert controller.viewer == 1 and window.stack.currentIndex() == GAME_PAGE
    qtbot.mouseClick(move_button(window, "bet:2"), Qt.MouseButton.LeftButton)
    assert controller.state is not None and controller.state.history == [(0, "bet:0"), (1, "bet:2")]
