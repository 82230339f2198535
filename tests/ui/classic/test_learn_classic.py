"""Learn to play 7 Wonders: the guided game's deal tells its story, and a player walks it to the end in
the real window, doing what the guide points at (issue 38, item 1).

The walk clicks the card the bubble highlights and its action button, as a player would; one wrong move
gets the step's line and is not played. Free play picks the first legal move. At each step the
highlighted part of the table exists, is visible, and the bubble does not cover it (three languages,
1280×820 and 1024×700: the Age I steps; the whole game once).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, TURN_MS, check_step_fits, click_named, guide_of, replay_story, walk
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.dialogs.gamesetup import default_setup
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.views.classic import learn
from wonders_desktop.ui.window.main_window import MainWindow

GUIDED = ("classic", "duel", "architects")
ACTIONS = {"build": "action:build", "sell": "action:sell", "stage": "action:stage"}


def test_the_deal_gives_each_move_the_guide_asks_for() -> None:
    replay_story(learn.script())


def play_the_step(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
    """The awaited move, as the bubble says: click the highlighted card, then its action."""
    step = guide.step
    action = step.move.split(":")[0]
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=TURN_MS)
    qtbot.waitUntil(lambda: guide.region(step.role) is not None, timeout=TURN_MS)
    view = window.view
    assert view is not None
    click_named(qtbot, view, step.role)
    qtbot.waitUntil(lambda: view.findChild(QWidget, ACTIONS[action]) is not None, timeout=TURN_MS)
    qtbot.waitUntil(lambda: view.findChild(QWidget, ACTIONS[action]).isVisible(), timeout=TURN_MS)
    before = guide.index
    click_named(qtbot, view, ACTIONS[action])
    qtbot.waitUntil(lambda: guide.index > before, timeout=TURN_MS)


def test_a_player_walks_the_guided_game_to_its_end(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "classic", play_the_step, lambda _guide: False)
    assert not guide.active
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert any(step.role == "score:total" for step in guide.steps)
    assert LearnProgress().finished("classic")
    assert guide.said  # free play commented on something new, once each (``walk`` checks the once)
    assert not window.learn.offered()


def test_a_wrong_move_gets_its_line_and_is_not_played(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "classic", play_the_step, lambda guide: guide.step.awaits_move)
    assert guide.step.role == "hand:baths"
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=TURN_MS)
    state = window.controller.state
    assert state is not None
    wrong = next(move for move in state.legal_moves(0) if move.to_str().startswith("build:theater"))
    assert window.view is not None
    window.view.moveRequested.emit(wrong)
    assert guide.overlay.bubble.wrong.isVisible()
    assert "Baths" in guide.overlay.bubble.wrong.text()
    assert len(state.history) == 0  # nothing was played
    assert guide.step.role == "hand:baths"


def test_left_at_a_step_it_resumes_there(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "classic", play_the_step, lambda guide: guide.step.role == "hand:clay_pit")
    index = guide.index
    guide.overlay.bubble.leave.click()
    assert not guide.active and not guide.overlay.visible()
    assert LearnProgress().step("classic") == index
    assert window.start_game(default_setup())  # another game in between
    assert window.learn.start("classic")
    assert guide_of(window).index == index
    assert window.controller.state is not None and len(window.controller.state.history) > 0


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
@pytest.mark.parametrize("size", SIZES)
def test_each_age_i_step_fits(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = make_window(language)
    window.resize(*size)
    guide = walk(window, qtbot, "classic", play_the_step, lambda guide: guide.step.free)
    check_step_fits(guide, qtbot)
    assert guide.step.until == "age_ended"


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
