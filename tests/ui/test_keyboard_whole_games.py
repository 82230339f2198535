"""A whole game of each game played with the keyboard alone, in the real window, against bots, to the
final score sheet (issue 39: "Help ▸ Keyboard promises more than it gives").

The player never clicks and never calls a method that plays: each turn it waits until the focus is on
its choice (which the table must give it), then presses keys to the focused widget (``QTest.keyClick``)
as Help ▸ Keyboard tells: Enter on the chosen card shows its actions, Enter again runs the highlighted
one; P passes a Halikarnassos build; Enter takes a decision's focused option. What it reads to choose
a key is what the screen shows (the table's mode, the focused widget), never the engine's move list.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import seats
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.dialogs.score_sheet import ScoreSheet
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.duel.keyboard import ENDING_PAGE
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow

TURN_MS = 30_000  # the bots' turns and the table's refresh; an outcome is asserted, not a speed
MOST_KEYS = 16  # keys a turn may take before the test calls the table stuck


def moves_made(window: MainWindow) -> int:
    state = window.controller.state
    assert state is not None
    return len(state.history)


def over(window: MainWindow) -> bool:
    state = window.controller.state
    return state is not None and state.is_terminal()


def wait_for_the_choice(window: MainWindow, qtbot: QtBot) -> bool:
    """Until the game is over (False) or the player is to act with the focus on a widget of the table
    (True): the table itself must put it there, this player never clicks."""
    view = window.view
    assert view is not None

    def ready() -> bool:
        if over(window):
            return True
        if window.controller.acting_humans() != [0] or not window.controller.is_idle():
            return False
        focus = QApplication.focusWidget()
        inside = focus is not None and focus is not view and view.isAncestorOf(focus)
        return inside and view.choice_focused()  # drawn for this turn, the focus given by the table

    qtbot.waitUntil(ready, timeout=TURN_MS)
    return not over(window)


def press(qtbot: QtBot, key: Qt.Key) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None, "nothing has the keyboard focus: the key would be lost"
    qtbot.keyClick(focus, key)
    qtbot.wait(1)


def play_to_the_end(window: MainWindow, qtbot: QtBot, turn: Callable[[], list[Qt.Key]]) -> int:
    """Play the human seat's turns with ``turn``'s keys until the game is over; the human's moves made."""
    view = window.view
    assert view is not None
    asked: list[object] = []
    view.moveRequested.connect(asked.append)
    mine = 0
    while wait_for_the_choice(window, qtbot):
        before = moves_made(window)
        keys = turn()
        assert len(keys) <= MOST_KEYS
        for key in keys:
            press(qtbot, key)
            if asked:
                break
        assert asked, f"no move after {keys} (focus on {QApplication.focusWidget()})"
        asked.clear()
        qtbot.waitUntil(lambda made=before: moves_made(window) > made, timeout=TURN_MS)
        mine += 1
    return mine


def focused() -> QWidget | None:
    return QApplication.focusWidget()


# --- 7 Wonders ---------------------------------------------------------------------------------------
def classic_keys(table: ClassicTable) -> Callable[[], list[Qt.Key]]:
    def keys() -> list[Qt.Key]:
        mode = table.table.mode if table.table is not None else None
        if mode == model.DISCARD and table.table is not None:
            passing = table.table.pass_move is not None
            return [Qt.Key.Key_P] if passing else [Qt.Key.Key_Tab, Qt.Key.Key_Return]
        if mode == model.DEBT or isinstance(focused(), QPushButton):
            return [Qt.Key.Key_Return]
        return [Qt.Key.Key_Return, Qt.Key.Key_Return, *[Qt.Key.Key_Right, Qt.Key.Key_Return] * 6]

    return keys


def test_a_whole_7_wonders_game_with_the_keyboard_alone(window: MainWindow, qtbot: QtBot) -> None:
    window.show_final_sheet = True
    window.resize(1280, 820)
    assert window.start_game(GameSetup("classic", {"players": 3}, seats(3), 11))
    table = window.view
    assert isinstance(table, ClassicTable)
    mine = play_to_the_end(window, qtbot, classic_keys(table))
    assert mine >= 18  # six cards an age, three ages (and any special decision)
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(ScoreSheet)), timeout=TURN_MS)


# --- 7 Wonders Duel ----------------------------------------------------------------------------------
def duel_keys() -> list[Qt.Key]:
    return [Qt.Key.Key_Return, Qt.Key.Key_Return, *[Qt.Key.Key_Right, Qt.Key.Key_Return] * 5]


def test_a_whole_duel_with_the_keyboard_alone(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1280, 820)
    players = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {}, players, 11))
    view = window.view
    assert isinstance(view, DuelTable)
    mine = play_to_the_end(window, qtbot, duel_keys)
    assert mine >= 10
    qtbot.waitUntil(lambda: view.pages.currentIndex() == ENDING_PAGE, timeout=TURN_MS)  # its score sheet


# --- 7 Wonders Architects ----------------------------------------------------------------------------
def architects_keys() -> list[Qt.Key]:
    return [Qt.Key.Key_Return, *[Qt.Key.Key_Right, Qt.Key.Key_Return] * 5, Qt.Key.Key_Tab, Qt.Key.Key_Return]


def test_a_whole_architects_game_with_the_keyboard_alone(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1280, 820)
    players = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("architects", {"players": 2}, players, 11))
    view = window.view
    assert isinstance(view, ArchitectsTable)
    mine = play_to_the_end(window, qtbot, architects_keys)
    assert mine >= 5
    qtbot.waitUntil(lambda: view.sheet.isVisible(), timeout=TURN_MS)  # the drawn score pad
