"""Learn to play, as the 7 Wonders lesson shows it (issue 38, item 1): left at a step it resumes there,
Enter is Next and Escape leaves, the start page and the Help menu offer it. What every guided game is
asked (its deal, its walk to the end, each step fitting the window, a wrong move refused) is in
``tests/ui/test_learn_steps.py``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, guide_of, play_classic, walk
from wonders_desktop.ui.dialogs.gamesetup import default_setup
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.window.main_window import MainWindow

GUIDED = ("classic", "duel", "architects")


def test_left_at_a_step_it_resumes_there(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "classic", play_classic, lambda guide: guide.step.role == "hand:clay_pit")
    index = guide.index
    guide.overlay.bubble.leave.click()
    assert not guide.active and not guide.overlay.visible()
    assert LearnProgress().step("classic") == index
    assert window.start_game(default_setup())  # another game in between
    assert window.learn.start("classic")
    assert guide_of(window).index == index
    assert window.controller.state is not None and len(window.controller.state.history) > 0


def test_enter_is_next_and_escape_leaves(window: MainWindow, qtbot: QtBot) -> None:
    assert window.learn.start("classic")
    guide = guide_of(window)
    assert guide.index == 0 and not guide.step.awaits_move
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert guide.index == 1
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not guide.active and not guide.overlay.visible()
    assert LearnProgress().step("classic") == 1


def test_the_start_page_offers_it_until_a_guided_game_is_finished(window: MainWindow) -> None:
    page = window.start_page
    assert not page.learn_offer.isHidden()
    guided = [tile for tile in page.tiles if tile.kind in GUIDED]
    assert len(guided) == len(GUIDED) and all(not tile.learn_button.isHidden() for tile in guided)
    assert all(tile.learn_button.isHidden() for tile in page.tiles if tile.kind not in GUIDED)  # the toy
    LearnProgress().finish("classic")
    window.refresh_start_page()
    assert page.learn_offer.isHidden()
    assert all(not tile.learn_button.isHidden() for tile in guided)  # still there to play again


def test_the_help_menu_starts_each_guided_game(window: MainWindow) -> None:
    for kind in GUIDED:
        action = window.findChild(QAction, f"actionLearn:{kind}")
        assert action is not None and action.text()
        action.trigger()
        state = window.controller.state
        assert state is not None and state.kind == kind
        assert guide_of(window).active and guide_of(window).script.kind == kind


def test_another_game_ends_the_guide_and_gives_back_the_final_sheet(window: MainWindow) -> None:
    window.show_final_sheet = True
    assert window.learn.start("classic")
    assert not window.show_final_sheet  # the guide reads the Scores tab itself
    assert window.start_game(default_setup())
    assert not guide_of(window).active
    assert window.show_final_sheet
