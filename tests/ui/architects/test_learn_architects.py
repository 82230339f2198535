"""Learn to play 7 Wonders Architects: the guided game's deal tells its story, and a player walks it to
the end in the real window, clicking the deck, the Progress token and the stage the guide points at
(issue 38, item 1). One wrong move gets the step's line and is not played; each step fits the window in
three languages at 1280×820 and 1024×700 (the steps before free play; the whole game once).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, TURN_MS, check_step_fits, replay_story, walk
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.views.architects import learn
from wonders_desktop.ui.window.main_window import MainWindow


def test_the_deal_gives_each_move_the_guide_asks_for() -> None:
    replay_story(learn.script())


def play_the_step(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
    """Click what the bubble points at: the deck, the Progress token, the stage."""
    step = guide.step
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle(), timeout=TURN_MS)
    view = window.view
    assert view is not None
    qtbot.waitUntil(
        lambda: guide.region(step.role) is not None and not view.animations_running(), timeout=TURN_MS
    )
    window.settle()  # the table drawn for this turn: its pieces carry this turn's moves
    found = guide.region(step.role)
    assert found is not None
    target, rect = found
    before = guide.index
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=QPoint(rect.center()))
    qtbot.waitUntil(lambda: guide.index > before, timeout=TURN_MS)


def test_a_player_walks_the_guided_game_to_its_end(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "architects", play_the_step, lambda _guide: False)
    assert not guide.active
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert any(step.role == "score:total" for step in guide.steps)
    assert LearnProgress().finished("architects")
    assert guide.said  # free play commented on something new, once each (``walk`` checks the once)


def test_a_wrong_move_gets_its_line_and_is_not_played(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "architects", play_the_step, lambda guide: guide.step.awaits_move)
    state = window.controller.state
    assert state is not None
    wrong = next(move for move in state.legal_moves(0) if move.to_str() == "take:central")
    assert window.view is not None
    window.view.moveRequested.emit(wrong)
    assert guide.overlay.bubble.wrong.isVisible()
    assert "left" in guide.overlay.bubble.wrong.text()
    assert len(state.history) == 0


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
@pytest.mark.parametrize("size", SIZES)
def test_each_step_before_free_play_fits(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = make_window(language)
    window.resize(*size)
    guide = walk(window, qtbot, "architects", play_the_step, lambda guide: guide.step.free)
    check_step_fits(guide, qtbot)
    assert guide.step.until == "game_ended"
