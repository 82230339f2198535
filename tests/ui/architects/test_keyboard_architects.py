"""The Architects table's focus model: the arrow keys walk the pieces that may be used now (decks, stage
pieces, tokens) whatever widget was clicked last, and Enter uses the focused one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from tests.engine.architects.helpers import give, give_token, set_display, stack
from tests.ui.architects.test_architects_table import arrange, click, history, settle, start, widget
from wonders_desktop.engine.architects import ArchitectsState
from wonders_desktop.ui.views.architects.pieces import Piece
from wonders_desktop.ui.window.main_window import MainWindow


def focused() -> QWidget:
    found = QApplication.focusWidget()
    assert found is not None, "nothing has the keyboard focus"
    return found


def press(qtbot: QtBot, key: Qt.Key) -> None:
    """A key as the player presses it: to the widget holding the focus, then the event loop turns."""
    qtbot.keyClick(focused(), key)
    qtbot.wait(1)


def three_science_cards(state: ArchitectsState) -> None:
    """Two science sets to choose from once the gear is taken: radio buttons beside the wonder."""
    for kind in ("gear", "compass", "tablet"):
        give(state, 0, kind)
    stack(state, "giza", "gear")
    set_display(state, "decor", "culture", "tactics")


def test_after_a_radio_click_the_arrows_walk_the_tokens_and_enter_takes_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])
    arrange(window, view, qtbot, three_science_cards)
    click(qtbot, view, "deck:giza")
    radio = widget(view, "set:gear+compass+tablet")
    assert isinstance(radio, QRadioButton)
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton)
    settle(view, qtbot)
    radio = widget(view, "set:gear+compass+tablet")
    radio.setFocus(Qt.FocusReason.MouseFocusReason)  # the decision was rebuilt: its radio keeps the focus
    pieces = view.usable_pieces()
    assert len(pieces) >= 3  # the tokens that may be taken for that set
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Right)
    target = focused()
    assert target is pieces[1]  # two steps from the radio: the first usable piece, then the next
    assert isinstance(target, Piece) and target.token is not None
    token = target.token  # the widget shows the next token once this one is taken
    press(qtbot, Qt.Key.Key_Return)
    settle(view, qtbot)
    assert history(window)[1] == f"progress:gear+compass+tablet:{token}"


def test_after_end_the_turn_got_the_focus_the_arrows_walk_the_decks(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give_token(state, 0, "urbanism")
        stack(state, "giza", "blue_3vp", "wood")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    end = widget(view, "move:end")
    end.setFocus(Qt.FocusReason.MouseFocusReason)  # as a press on it would, before its release
    decks = [piece for piece in view.usable_pieces() if piece in view.decks.values()]
    assert len(decks) >= 2
    press(qtbot, Qt.Key.Key_Left)  # round the pieces: the last one, then the one before it
    assert focused() is view.usable_pieces()[-1]
    press(qtbot, Qt.Key.Key_Left)
    target = focused()
    assert target is view.usable_pieces()[-2]
    deck = next(name for name, piece in view.decks.items() if piece is target)
    press(qtbot, Qt.Key.Key_Space)
    settle(view, qtbot)
    assert history(window)[1] == f"extra:urbanism:{deck}"


def test_a_radio_keeps_its_up_and_down_keys(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])
    arrange(window, view, qtbot, three_science_cards)
    click(qtbot, view, "deck:giza")
    radios = [w for w in view.decision.findChildren(QRadioButton) if w.isVisible()]
    assert len(radios) == 2
    first, second = (tuple(radio.objectName().removeprefix("set:").split("+")) for radio in radios)
    assert view.selected_set in (None, first)
    radios[0].setFocus(Qt.FocusReason.TabFocusReason)
    press(qtbot, Qt.Key.Key_Down)
    settle(view, qtbot)
    assert view.selected_set == second  # ↓ chose in the radio's own list: the other science set
