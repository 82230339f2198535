"""The keyboard from the first turn (issue 39): every game, every new turn and every return from a dialog
starts with the focus on the player's choice, shown; a card played from the end of the hand leaves the
keys working; Enter on a card highlights the very action a second Enter runs.

Keys only (``QTest.keyClick`` to the widget holding the focus), as a player without a mouse plays.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import history, seats, wait_for_mode
from wonders_desktop.ui.art.widgets import CardWidget
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.pieces import Piece
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.duel.structure import StructureWidget
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.views.keys import ArrowKeys
from wonders_desktop.ui.window.main_window import MainWindow


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def press(qtbot: QtBot, key: Qt.Key) -> None:
    """A key to the widget holding the focus (the window when none does), then the event loop turns."""
    target = focused()
    assert target is not None, "nothing has the keyboard focus: the key would be lost"
    qtbot.keyClick(target, key)
    qtbot.wait(1)


def classic_game(window: MainWindow, qtbot: QtBot, seed: int = 3) -> ClassicTable:
    options = {"players": 3}
    assert window.start_game(GameSetup("classic", options, seats(3), seed))
    table = window.view
    assert isinstance(table, ClassicTable)
    wait_for_mode(qtbot, table, model.PICK)
    return table


def focus_on_the_hand(qtbot: QtBot, table: ClassicTable) -> None:
    qtbot.waitUntil(lambda: focused() is not None and focused() in table.hand.cards, timeout=10_000)


@pytest.fixture(params=["light", "dark"])
def themed(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply_theme(app, request.param)
    yield request.param
    theme.apply_theme(app, "light")


# --- item 4: the focus starts on the choice, and shows ------------------------------------------------
def test_a_new_7_wonders_game_starts_with_the_focus_on_the_chosen_card(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = classic_game(window, qtbot)
    focus_on_the_hand(qtbot, table)
    card = focused()
    assert isinstance(card, CardWidget) and card.property("card") == table.hand.current
    assert card.state().focused  # drawn with its focus frame
    chosen = table.hand.current
    press(qtbot, Qt.Key.Key_Right)
    assert table.hand.current != chosen and focused() is table.hand.widget_for(table.hand.current or "")


def test_tab_from_the_hand_reaches_no_invisible_stop_in_the_table(window: MainWindow, qtbot: QtBot) -> None:
    """Every Tab stop inside the table is a widget that shows its focus (no bare scroll area)."""
    table = classic_game(window, qtbot)
    focus_on_the_hand(qtbot, table)
    seen = []
    for _ in range(12):
        press(qtbot, Qt.Key.Key_Tab)
        widget = focused()
        if widget is not None and table.isAncestorOf(widget):
            seen.append(widget)
    assert seen
    assert not [type(w).__name__ for w in seen if type(w).__name__ == "QScrollArea"]


def test_a_new_duel_starts_with_the_focus_on_a_wonder_of_the_draft(window: MainWindow, qtbot: QtBot) -> None:
    seats2 = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {}, seats2, 7))
    view = window.view
    assert isinstance(view, DuelTable)
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    qtbot.waitUntil(
        lambda: isinstance(focused(), CardWidget) and view.isAncestorOf(focused()), timeout=10_000
    )
    first = focused()
    assert isinstance(first, CardWidget) and first.objectName().startswith("move:draft:")
    assert first.state().focused
    press(qtbot, Qt.Key.Key_Right)
    assert focused() is not first and focused().objectName().startswith("move:draft:")  # type: ignore[union-attr]  # the focus moved to the next card: a widget has it


def test_a_duel_turn_on_the_structure_starts_with_the_focus_on_an_accessible_card(
    window: MainWindow, qtbot: QtBot
) -> None:
    seats2 = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {"wonders": "first_game"}, seats2, 7))
    view = window.view
    assert isinstance(view, DuelTable)
    qtbot.waitUntil(lambda: isinstance(focused(), StructureWidget), timeout=20_000)
    structure = view.structure
    assert structure.focus_slot in structure.accessible_order()  # the focus ring on a card to take
    press(qtbot, Qt.Key.Key_Right)
    assert structure.selected in structure.accessible_order()
    assert view.detail.slot is not None and view.detail.slot.slot == structure.selected  # its actions


def test_an_architects_game_starts_with_the_focus_on_a_usable_piece(window: MainWindow, qtbot: QtBot) -> None:
    seats2 = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("architects", {"players": 2}, seats2, 5))
    view = window.view
    assert isinstance(view, ArchitectsTable)
    qtbot.waitUntil(lambda: isinstance(focused(), Piece), timeout=20_000)
    assert focused() in view.usable_pieces()


def test_back_from_a_dialog_the_focus_is_on_the_choice_again(window: MainWindow, qtbot: QtBot) -> None:
    table = classic_game(window, qtbot)
    focus_on_the_hand(qtbot, table)
    window.log_view.setFocus(Qt.FocusReason.MouseFocusReason)  # the player looked at the log
    window.act_keyboard.trigger()  # Help ▸ Keyboard: a window of its own
    dialog = QApplication.activeWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is not window, timeout=5_000)
    dialog = QApplication.activeWindow()
    assert dialog is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5_000)
    qtbot.waitUntil(lambda: focused() in table.hand.cards, timeout=5_000)


# --- item 5: the rightmost card played, the keys still work -----------------------------------------------
def test_after_selling_the_rightmost_card_the_next_hand_answers_the_keys(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = classic_game(window, qtbot)
    focus_on_the_hand(qtbot, table)
    press(qtbot, Qt.Key.Key_Left)  # round the hand: its last card
    last = table.hand.cards[-1].property("card")
    assert table.hand.current == last and focused() is table.hand.cards[-1]
    press(qtbot, Qt.Key.Key_S)
    assert history(window) == [f"sell:{last}"]
    qtbot.waitUntil(lambda: len(table.hand.cards) == 6 and table.table is not None
                    and table.table.mode == model.PICK, timeout=20_000)  # fmt: skip
    focus_on_the_hand(qtbot, table)
    chosen = table.hand.current
    press(qtbot, Qt.Key.Key_Right)
    assert table.hand.current != chosen
    press(qtbot, Qt.Key.Key_S)
    assert len(history(window)) == 2


# --- item 6: Enter shows the action a second Enter runs -------------------------------------------------
def highlighted(table: ClassicTable) -> list[str]:
    return [name for name, b in table.actions.buttons.items() if b.isVisible() and b.property("primary")]


def test_enter_on_a_card_highlights_the_focused_action_and_enter_runs_that_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = classic_game(window, qtbot)
    focus_on_the_hand(qtbot, table)
    press(qtbot, Qt.Key.Key_Return)
    button = focused()
    assert isinstance(button, QPushButton) and button.objectName().startswith("action:")
    assert highlighted(table) == [button.objectName().removeprefix("action:")]
    press(qtbot, Qt.Key.Key_Tab)  # to the next action: the highlight goes with the focus
    qtbot.wait(1)
    other = focused()
    assert isinstance(other, QPushButton) and other is not button and other.objectName().startswith("action:")
    action = other.objectName().removeprefix("action:")
    assert highlighted(table) == [action]
    card = table.hand.current
    press(qtbot, Qt.Key.Key_Return)
    assert history(window) == [f"{action}:{card}"] or history(window)[0].startswith(f"{action}:{card}")


def grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def changed_share(one: QImage, two: QImage) -> float:
    assert one.size() == two.size()
    differ = sum(one.pixel(x, y) != two.pixel(x, y) for x in range(one.width()) for y in range(one.height()))
    return differ / (one.width() * one.height())


def test_a_focused_button_shows_its_focus_in_both_themes(
    window: MainWindow, qtbot: QtBot, themed: str
) -> None:
    """A focused action button looks different from the same button without the focus: the frame a
    player follows when Tab or Enter moves the focus to it (a plain and a highlighted button)."""
    table = classic_game(window, qtbot)
    focus_on_the_hand(qtbot, table)
    sell = table.actions.buttons["sell"]
    sell.setProperty("primary", False)
    sell.style().unpolish(sell)
    sell.style().polish(sell)
    before = grab(sell)
    sell.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.wait(1)
    after = grab(sell)
    assert changed_share(before, after) > 0.04, themed


def test_enter_presses_the_focused_button_of_any_table(qtbot: QtBot) -> None:
    """The shared focus model (``views.keys``): Enter presses a table's focused button as Space does —
    an Architects decision's buttons took only Space, and Enter did nothing on them."""
    table = QWidget()
    qtbot.addWidget(table)
    button = QPushButton("Build", table)
    ArrowKeys(table, lambda _delta: False)
    table.show()
    qtbot.waitExposed(table)
    table.activateWindow()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=5_000)
    pressed: list[bool] = []
    button.clicked.connect(lambda: pressed.append(True))
    qtbot.keyClick(button, Qt.Key.Key_Return)
    qtbot.keyClick(button, Qt.Key.Key_Enter)
    assert pressed == [True, True]
