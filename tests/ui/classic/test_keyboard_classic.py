"""The 7 Wonders table's focus model: the arrow keys move the hand's selection whatever was clicked last.

A click on a payment option or an action button gives that button the focus; the arrows must still
move the chosen card (not walk the buttons, nor change the payment), so "→ B" builds the card the
player sees chosen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.engine.classic.helpers import build, set_hands
from tests.ui.classic.test_classic_table import (
    button,
    card,
    click,
    history,
    start,
    three_cities,
    wait_for_mode,
)
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.ui.dialogs.keyboard_help import KeyboardHelp
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.main_window import MainWindow

HANDS = [
    ["stockade", "altar", "baths"],
    ["theater", "tavern", "loom_1"],
    ["press_1", "clay_pool", "glassworks_1"],
]


def two_payments(state: ClassicState) -> None:
    """The stockade can be paid to either neighbour (both have a Lumber Yard): a payment chooser."""
    set_hands(state, HANDS)
    build(state, 1, "lumber_yard")
    build(state, 2, "lumber_yard")


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot: QtBot, key: Qt.Key) -> None:
    """A key as the player presses it: to the widget holding the focus, then the event loop turns (a
    widget created by the key shows, and takes the focus it was given, before the next key)."""
    qtbot.keyClick(focused(), key)
    qtbot.wait(1)


def table_with_chooser(window: MainWindow, qtbot: QtBot) -> ClassicTable:
    table = start(window, three_cities(two_payments))
    wait_for_mode(qtbot, table, model.PICK)
    qtbot.waitUntil(lambda: all(widget.isVisible() for widget in table.hand.cards))  # shown at the next turn
    click(qtbot, card(table, "stockade"))
    assert table.actions.choosers["build"].isVisible()
    return table


def test_after_a_payment_click_the_arrow_moves_the_card_and_b_builds_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = table_with_chooser(window, qtbot)
    chooser = table.actions.choosers["build"]
    click(qtbot, chooser.buttons[1])
    assert focused() is chooser.buttons[1]  # the click gave the payment option the focus
    press(qtbot, Qt.Key.Key_Right)
    assert table.hand.current == "altar"  # the next card, not the next button
    assert focused() is table.hand.widget_for("altar")
    press(qtbot, Qt.Key.Key_B)
    assert history(window) == ["build:altar:l0r0"]


def test_after_an_action_button_got_the_focus_the_arrows_walk_the_hand(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = table_with_chooser(window, qtbot)
    sell = button(table, "action:sell")
    sell.setFocus(Qt.FocusReason.MouseFocusReason)  # as a press on it would, before its release
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Right)
    assert table.hand.current == "baths"
    press(qtbot, Qt.Key.Key_Left)
    press(qtbot, Qt.Key.Key_Left)
    press(qtbot, Qt.Key.Key_Left)  # round the hand: stockade, then the last card
    assert table.hand.current == "baths"
    press(qtbot, Qt.Key.Key_S)
    assert history(window) == ["sell:baths"]


def test_enter_goes_to_the_primary_action_and_an_arrow_comes_back_to_the_hand(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = table_with_chooser(window, qtbot)
    table.hand.focus_current()
    press(qtbot, Qt.Key.Key_Return)  # Enter on the chosen card: to its actions
    assert focused() is button(table, "action:build")
    press(qtbot, Qt.Key.Key_Down)
    assert table.hand.current == "altar" and focused() is table.hand.widget_for("altar")
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Return)  # Enter again plays the focused action
    assert history(window) == ["build:altar:l0r0"]


def test_after_a_move_the_focus_stays_in_the_table_for_the_next_turn(
    window: MainWindow, qtbot: QtBot
) -> None:
    table = table_with_chooser(window, qtbot)
    click(qtbot, button(table, "action:sell"))
    assert history(window) == ["sell:stockade"]
    wait_for_mode(qtbot, table, model.PICK)
    qtbot.waitUntil(lambda: table.isAncestorOf(QApplication.focusWidget()), timeout=5_000)
    chosen = table.hand.current
    press(qtbot, Qt.Key.Key_Right)
    assert table.hand.current != chosen  # the new hand answers the arrows at once


def test_the_help_menus_keyboard_page_lists_every_tables_keys(window: MainWindow, qtbot: QtBot) -> None:
    table = start(window, three_cities(two_payments))
    wait_for_mode(qtbot, table, model.PICK)
    assert window.act_keyboard in window.menu_help.actions()
    window.act_keyboard.trigger()
    dialog = window.findChild(KeyboardHelp)
    assert dialog is not None and dialog.isVisible()
    assert dialog.current_page() is dialog.pages["classic"]  # the game in play first
    pages = {kind: page.text() for kind, page in dialog.pages.items()}
    for letter in ("B", "W", "S", "F", "P"):
        assert f"<b>{letter}</b>" in pages["classic"]
    assert "<b>B</b>" in pages["duel"] and "hint" in pages["duel"].lower()
    assert "Progress token" in pages["architects"]
    undo = window.act_undo.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert undo and undo in pages["window"]  # the window's shortcuts, read from its actions
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
