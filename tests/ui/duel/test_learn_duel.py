"""Learn to play 7 Wonders Duel: the guided game's deal tells its story, and a player walks it to the end
in the real window, clicking the card the guide highlights in the structure and then the move's button
(issue 38, item 1). One wrong move gets the step's line and is not played; each step fits the window in
three languages at 1280×820 and 1024×700 (the Age I steps; the whole game once).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, TURN_MS, check_step_fits, replay_story, walk
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.views.duel import learn
from wonders_desktop.ui.window.main_window import MainWindow


def test_the_deal_gives_each_move_the_guide_asks_for() -> None:
    replay_story(learn.script())


def play_the_step(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
    """Click the highlighted card of the structure, then the button of the move the bubble asks for."""
    step = guide.step
    qtbot.waitUntil(
        lambda: window.controller.acting_humans() == [0] and window.controller.is_idle(), timeout=TURN_MS
    )
    qtbot.waitUntil(lambda: guide.region(step.role) is not None, timeout=TURN_MS)
    found = guide.region(step.role)
    assert found is not None
    structure, rect = found
    qtbot.mouseClick(structure, Qt.MouseButton.LeftButton, pos=QPoint(rect.center()))
    view = window.view
    assert view is not None
    name = f"move:{step.move}"
    qtbot.waitUntil(lambda: isinstance(view.findChild(QWidget, name), QPushButton), timeout=TURN_MS)
    before = guide.index
    button = view.findChild(QPushButton, name)
    assert button is not None and button.isVisible() and button.isEnabled()
    button.click()
    qtbot.waitUntil(lambda: guide.index > before, timeout=TURN_MS)


def test_a_player_walks_the_guided_game_to_its_end(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "duel", play_the_step, lambda _guide: False)
    assert not guide.active
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert any(step.role == "score:total" for step in guide.steps)
    assert LearnProgress().finished("duel")
    assert guide.said  # free play commented on something new (a Wonder, a military token, a Progress token)


def test_a_wrong_move_gets_its_line_and_is_not_played(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "duel", play_the_step, lambda guide: guide.step.awaits_move)
    assert guide.step.role == "card:clay_pool"
    state = window.controller.state
    assert state is not None
    wrong = next(move for move in state.legal_moves(0) if move.to_str() == "build:stone_pit")
    assert window.view is not None
    window.view.moveRequested.emit(wrong)
    assert guide.overlay.bubble.wrong.isVisible()
    assert "Clay Pool" in guide.overlay.bubble.wrong.text()
    assert len(state.history) == 0


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
@pytest.mark.parametrize("size", SIZES)
def test_each_age_i_step_fits(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = make_window(language)
    window.resize(*size)
    guide = walk(window, qtbot, "duel", play_the_step, lambda guide: guide.step.free)
    check_step_fits(guide, qtbot)
    assert guide.step.until == "age_ended"
