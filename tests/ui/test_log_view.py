"""The log panel shows its newest entries once a long game has been played (batched layout settles)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.shell.main_window import MainWindow


def played(window: MainWindow, decisions: int) -> bool:
    state = window.controller.state
    return window.controller.is_idle() and state is not None and len(state.history) >= decisions


def last_row_visible(window: MainWindow) -> bool:
    view = window.log_view
    model = window.models.log
    rect = view.visualRect(model.index(model.rowCount() - 1, 0))
    return rect.height() > 0 and view.viewport().rect().intersects(rect)


def test_the_log_lays_out_and_follows_the_newest_entry(make_window: object, qtbot: QtBot) -> None:
    window: MainWindow = make_window("es")  # type: ignore[operator]
    window.side.setCurrentIndex(0)
    seats = [SeatSetup(human=False, level="random") for _ in range(3)]
    window.controller.decision_limit = 45
    assert window.start_game(GameSetup("classic", {"players": 3}, seats, 7))
    qtbot.waitUntil(lambda: played(window, 45), timeout=60_000)
    assert window.models.log.rowCount() > 60
    qtbot.waitUntil(lambda: last_row_visible(window), timeout=5_000)


def test_scrolling_up_stops_following(make_window: object, qtbot: QtBot) -> None:
    window: MainWindow = make_window()  # type: ignore[operator]
    window.side.setCurrentIndex(0)
    seats = [SeatSetup(human=False, level="random") for _ in range(3)]
    window.controller.decision_limit = 30
    assert window.start_game(GameSetup("classic", {"players": 3}, seats, 7))
    qtbot.waitUntil(lambda: played(window, 30), timeout=60_000)
    qtbot.waitUntil(lambda: last_row_visible(window), timeout=5_000)
    bar = window.log_view.verticalScrollBar()
    bar.setValue(0)
    bar.rangeChanged.emit(bar.minimum(), bar.maximum() + 10)
    assert bar.value() == 0
