"""The Duel table's focus model: the arrow keys select the structure's accessible cards whatever was
clicked last, B/S/W and Enter act on the selected card, and a hint selects and focuses its card."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.duel import duel_positions as positions
from tests.ui.duel.test_duel_table import click, click_slot, first_seat_turn, history, move_widget, start_duel
from wonders_desktop.ui.views.duel.hint import Hint
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot: QtBot, key: Qt.Key) -> None:
    """A key as the player presses it: to the widget holding the focus, then the event loop turns (a
    widget created by the key shows, and takes the focus it was given, before the next key)."""
    qtbot.keyClick(focused(), key)
    qtbot.wait(1)


def card_of(view: DuelTable, slot: int | None) -> str:
    assert view.model is not None and slot is not None
    found = view.model.slot(slot)
    assert found is not None and found.card is not None
    return found.card


def test_after_an_action_click_the_arrows_move_the_card_and_b_builds_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    order = view.structure.accessible_order()
    assert view.model is not None and len(order) >= 3
    start = next(i for i, slot in enumerate(order) if view.model.slot(order[(i + 2) % len(order)]).build)  # type: ignore[union-attr]  # the Duel table has its model once the game started
    click_slot(qtbot, view, card_of(view, order[start]))
    qtbot.wait(1)
    first = view.detail.first_button()
    assert first is not None and focused() is first  # the click sent the focus to the card's actions
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Right)
    target = order[(start + 2) % len(order)]
    assert view.structure.selected == target == view.structure.focus_slot  # two cards on, not two buttons
    assert view.detail.slot is not None and view.detail.slot.slot == target
    card = card_of(view, target)
    press(qtbot, Qt.Key.Key_B)
    assert history(window)[0] == (0, f"build:{card}")


def test_the_left_arrow_from_a_discard_button_and_s_discards_that_card(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    order = view.structure.accessible_order()
    click_slot(qtbot, view, card_of(view, order[0]))
    discard = move_widget(view, f"discard:{card_of(view, order[0])}")
    discard.setFocus(Qt.FocusReason.MouseFocusReason)
    press(qtbot, Qt.Key.Key_Left)  # round the structure: the last accessible card
    assert view.structure.selected == order[-1]
    assert view.structure.hasFocus()
    card = card_of(view, order[-1])
    press(qtbot, Qt.Key.Key_S)
    assert history(window)[0] == (0, f"discard:{card}")


def test_enter_goes_to_the_actions_and_enter_again_plays_the_focused_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    view.structure.setFocus()
    press(qtbot, Qt.Key.Key_Right)
    selected = view.structure.selected
    assert selected is not None and view.structure.hasFocus()  # an arrow selects, the focus stays
    press(qtbot, Qt.Key.Key_Return)
    first = view.detail.first_button()
    assert first is not None and focused() is first
    card = card_of(view, selected)
    press(qtbot, Qt.Key.Key_Return)
    assert history(window)[0][0] == 0 and history(window)[0][1].endswith(card)


def test_hint_selects_and_focuses_the_card_it_marks_and_enter_acts_on_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    view.hints.seconds = 0.2
    order = view.structure.accessible_order()
    click_slot(qtbot, view, card_of(view, order[-1]))  # another card chosen before asking
    click(qtbot, view.hint_button)
    qtbot.waitUntil(lambda: "Hint:" in view.announce.text(), timeout=20_000)
    hinted = view.structure.hinted
    assert hinted is not None
    assert view.structure.selected == hinted == view.structure.focus_slot
    assert view.structure.hasFocus()
    assert view.detail.slot is not None and view.detail.slot.slot == hinted
    card = card_of(view, hinted)
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Return)
    assert history(window)[0][0] == 0 and history(window)[0][1].endswith(card)


def test_hint_on_a_decision_focuses_the_option_and_enter_takes_it(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.facing("library"))
    view = first_seat_turn(window, qtbot)
    options = [w for w in view.decision.findChildren(QWidget) if w.objectName().startswith("move:")]
    assert len(options) >= 2
    options[0].setFocus(Qt.FocusReason.TabFocusReason)
    move = options[-1].objectName().removeprefix("move:")
    view._hint_ready(Hint(0, move, 0.5, 10))  # the hard bot's answer, as it arrives from the worker
    assert focused() is options[-1]  # the option the hint suggests has the focus
    assert options[-1].state().selected  # type: ignore[attr-defined]  # a painted piece of the decision panel; QWidget has no state()
    press(qtbot, Qt.Key.Key_Return)
    assert (0, move) in history(window)
