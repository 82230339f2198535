"""Learn to play, in every guided game (``learn_walk.LESSONS``; issue 38, item 1): the guided game's deal
tells its story, and a player walks it to the end in the real window, doing what the guide points at
(each game's clicks: ``learn_walk.play_<game>``; free play picks the first legal move). Each step
before free play fits the window in three languages at 1280×820 and 1024×700 (the part of the table it
points at is found and visible, the bubble beside it and inside the window; the whole game once), and
a wrong move at the first asked step gets that step's line and is not played."""

from __future__ import annotations

from collections.abc import Callable
from fnmatch import fnmatchcase

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import LESSONS, SIZES, TURN_MS, Lesson, check_step_fits, replay_story, walk
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.window.main_window import MainWindow

BY_GAME = pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.kind for lesson in LESSONS])


@BY_GAME
def test_the_deal_gives_each_move_the_guide_asks_for(lesson: Lesson) -> None:
    replay_story(lesson.script())


@BY_GAME
def test_a_player_walks_the_guided_game_to_its_end(window: MainWindow, qtbot: QtBot, lesson: Lesson) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, lesson.kind, lesson.play_move, lambda _guide: False)
    assert not guide.active
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert any(step.role == "score:total" for step in guide.steps)
    assert LearnProgress().finished(lesson.kind)
    assert guide.said  # free play commented on something new, once each (``walk`` checks the once)
    assert not window.learn.offered()  # a guided game finished: the start page stops offering it


@BY_GAME
def test_a_wrong_move_gets_its_line_and_is_not_played(
    window: MainWindow, qtbot: QtBot, lesson: Lesson
) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, lesson.kind, lesson.play_move, lambda guide: guide.step.awaits_move)
    assert guide.step.role == lesson.first_asked
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=TURN_MS)
    state = window.controller.state
    assert state is not None
    wrong = next(move for move in state.legal_moves(0) if fnmatchcase(move.to_str(), lesson.wrong))
    assert window.view is not None
    window.view.moveRequested.emit(wrong)
    assert guide.overlay.bubble.wrong.isVisible()
    assert lesson.named in guide.overlay.bubble.wrong.text()
    assert len(state.history) == 0  # nothing was played
    assert guide.step.role == lesson.first_asked


@BY_GAME
@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
@pytest.mark.parametrize("size", SIZES)
def test_each_step_before_free_play_fits(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str, size: tuple[int, int], lesson: Lesson
) -> None:
    window = make_window(language)
    window.resize(*size)
    guide = walk(window, qtbot, lesson.kind, lesson.play_move, lambda guide: guide.step.free)
    check_step_fits(guide, qtbot)
    assert guide.step.until == lesson.until
