"""Learn to play 7 Wonders Architects: the guided game's deal tells its story, and a player walks it to
the end in the real window, clicking the deck, the Progress token and the stage the guide points at
(issue 38, item 1; ``learn_walk.play_architects``). A wrong move and each step before free play fitting
the window are tested with the other games' (``tests/ui/test_learn_steps.py``).
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, play_architects, replay_story, walk
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.views.architects import learn
from wonders_desktop.ui.window.main_window import MainWindow


def test_the_deal_gives_each_move_the_guide_asks_for() -> None:
    replay_story(learn.script())


def test_a_player_walks_the_guided_game_to_its_end(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "architects", play_architects, lambda _guide: False)
    assert not guide.active
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert any(step.role == "score:total" for step in guide.steps)
    assert LearnProgress().finished("architects")
    assert guide.said  # free play commented on something new, once each (``walk`` checks the once)
