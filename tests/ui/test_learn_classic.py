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
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.dialogs.gamesetup import default_setup
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.views.classic import learn
from wonders_desktop.ui.window.main_window import MainWindow

TURN_MS = 60_000  # the bots' turns and the table's refresh: an outcome is asserted, not a speed
SIZES = ((1280, 820), (1024, 700))
ACTIONS = {"build": "action:build", "sell": "action:sell", "stage": "action:stage"}


def test_the_deal_gives_each_move_the_guide_asks_for() -> None:
    """The engine alone, with the bots the app makes for the seed: each awaited move is legal, once."""
    script = learn.script()
    state = game_spec("classic").new_game(script.options, script.seed)
    bots = {seat: make_bot(script.level, "classic", hash_seed(script.seed, f"bot{seat}")) for seat in (1, 2)}
    for step in (step for step in script.steps if step.awaits_move):
        while 0 not in state.to_act():
            for seat in state.to_act():
                state.apply(seat, bots[seat].choose(state.view(seat), seat, None))
        matching = [move for move in state.legal_moves(0) if step.matches(move.to_str())]
        assert len(matching) == 1, (step.move, [move.to_str() for move in state.legal_moves(0)])
        state.apply(0, matching[0])
        for seat in list(state.to_act()):
            if seat != 0:
                state.apply(seat, bots[seat].choose(state.view(seat), seat, None))


def guide_of(window: MainWindow) -> Guide:
    guide = window.learn.guide
    assert guide is not None
    return guide


def check_step_fits(guide: Guide, qtbot: QtBot) -> None:
    """The step's part of the table is found and visible, and the bubble is beside it, not on it."""
    if not guide.step.role or guide.waiting_unseen():
        return
    qtbot.waitUntil(lambda: guide.hole() is not None, timeout=TURN_MS)
    guide.overlay.place(guide.hole())
    hole = guide.hole()
    assert hole is not None
    bubble = guide.overlay.bubble.geometry()
    window_rect = QRect(0, 0, guide.overlay.window.width(), guide.overlay.window.height())
    assert window_rect.contains(bubble), (guide.step.role, bubble, window_rect)
    assert not bubble.intersects(hole), (guide.step.role, bubble, hole)
    assert guide.overlay.bubble.isVisible()


def click_named(qtbot: QtBot, view: QWidget, name: str) -> None:
    widget = view.findChild(QWidget, name)
    assert widget is not None and widget.isVisible(), name
    if isinstance(widget, QPushButton):
        widget.click()
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


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


def play_freely(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
    """Free play (or an unseen comment): the first legal move, until the step moves on."""
    controller = window.controller
    start = guide.index
    while guide.active and guide.index == start and not guide.overlay.visible():
        qtbot.waitUntil(
            lambda: (
                guide.index != start
                or guide.overlay.visible()
                or (controller.acting_humans() == [0] and controller.is_idle())
            ),
            timeout=TURN_MS,
        )
        if guide.index != start or guide.overlay.visible():
            return
        assert window.view is not None
        window.view.moveRequested.emit(controller.legal_moves_for_viewer()[0])


def walk(window: MainWindow, qtbot: QtBot, stop: Callable[[Guide], bool]) -> Guide:
    """Walk the guided game until ``stop``: Next on reading steps, the asked move on move steps, free
    play on free steps; every shown step is checked to fit."""
    assert window.learn.start("classic")
    guide = guide_of(window)
    while guide.active and not stop(guide):
        check_step_fits(guide, qtbot)
        step = guide.step
        if step.awaits_move:
            play_the_step(window, qtbot, guide)
        elif step.free or guide.waiting_unseen():
            if step.free and guide.overlay.visible():
                guide.overlay.bubble.next.click()  # "Play": the bubble goes, the player plays
            play_freely(window, qtbot, guide)
        else:
            guide.overlay.bubble.next.click()
    return guide


def test_a_player_walks_the_guided_game_to_its_end(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, lambda _guide: False)
    assert not guide.active
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert any(step.role == "score:total" for step in guide.steps)
    assert LearnProgress().finished("classic")
    assert not window.learn.offered()


def test_a_wrong_move_gets_its_line_and_is_not_played(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, lambda guide: guide.step.awaits_move)
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
    guide = walk(window, qtbot, lambda guide: guide.step.role == "hand:clay_pit")
    index = guide.index
    guide.overlay.bubble.leave.click()
    assert not guide.active and not guide.overlay.visible()
    assert LearnProgress().step("classic") == index
    assert window.start_game(default_setup())  # another game in between
    assert window.learn.start("classic")
    assert guide_of(window).index == index
    assert window.controller.state is not None and len(window.controller.state.history) > 0


@pytest.mark.parametrize("language", ["en", "pt_BR", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_each_age_i_step_fits(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = make_window(language)
    window.resize(*size)
    guide = walk(window, qtbot, lambda guide: guide.step.free)
    check_step_fits(guide, qtbot)
    assert guide.step.until == "age_ended"
