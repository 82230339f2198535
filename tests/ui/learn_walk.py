"""Walking a guided game in the real window, as a player does what the guide points at (the tests of
each game's Learn to play use it): Next on a reading step, the asked move on a move step (``play_move``:
the game's clicks), the first legal move in free play; each shown step is checked to fit the window.
``LESSONS`` holds what the tests of every game ask of its lesson (``tests/ui/test_learn_steps.py``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.script import Script
from wonders_desktop.ui.views.architects import learn as architects_learn
from wonders_desktop.ui.views.classic import learn as classic_learn
from wonders_desktop.ui.views.duel import learn as duel_learn
from wonders_desktop.ui.window.main_window import MainWindow

TURN_MS = 60_000  # the bots' turns and the table's refresh: an outcome is asserted, not a speed
SIZES = ((1280, 820), (1024, 700))
PlayMove = Callable[[MainWindow, QtBot, Guide], None]
ACTIONS = {"build": "action:build", "sell": "action:sell", "stage": "action:stage"}  # 7 Wonders' buttons


def guide_of(window: MainWindow) -> Guide:
    guide = window.learn.guide
    assert guide is not None
    return guide


def check_step_fits(guide: Guide, qtbot: QtBot) -> None:
    """The step's part of the table is found and visible, and the bubble is beside it, not on it."""
    if not guide.shown_step.role or guide.waiting_unseen():
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
        assert controller.coach_enabled  # the guided game's free play is coached (issue 38)
        coach = window.coaching.coach
        coached = coach.applies(0)
        window.view.moveRequested.emit(controller.legal_moves_for_viewer()[0])
        assert (coach.held is not None) == coached  # held while the coach rates it
        coach.play_anyway()  # the walk does not wait for the rating: Play now


def walk(
    window: MainWindow, qtbot: QtBot, kind: str, play_move: PlayMove, stop: Callable[[Guide], bool]
) -> Guide:
    """Walk the guided game until ``stop``: Next on reading steps, the asked move on move steps, free
    play on free steps; every shown step is checked to fit, each aside is said once, and the counter's
    M ("Step N of M") never changes, the score sheet's rows included."""
    assert window.learn.start(kind)
    guide = guide_of(window)
    totals: set[str] = set()
    asides: list[str] = []
    while guide.active and not stop(guide):
        check_step_fits(guide, qtbot)
        if guide.overlay.visible():
            totals.add(re.findall(r"\d+", guide.overlay.bubble.counter.text())[-1])
        if guide.aside is not None and (not asides or asides[-1] != guide.aside.on):
            asides.append(guide.aside.on)
        assert len(totals) <= 1, totals
        assert len(asides) == len(set(asides)), asides
        step = guide.step
        if step.awaits_move:
            assert not window.controller.coach_enabled  # a lesson's asked move is never coached
            play_move(window, qtbot, guide)
        elif step.free or guide.waiting_unseen():
            if step.free and guide.overlay.visible():
                guide.overlay.bubble.next.click()  # "Play": the bubble goes, the player plays
            play_freely(window, qtbot, guide)
        else:
            guide.overlay.bubble.next.click()
    return guide


def replay_story(script: Script) -> None:
    """The engine alone, with the bots the app makes for the seed (``controller._make_bot``): each move
    the guide asks for is legal when it asks, and exactly one legal move matches it."""
    state = game_spec(script.kind).new_game(script.options, script.seed)
    seats = range(1, script.players)
    bots = {seat: make_bot(script.level, script.kind, hash_seed(script.seed, f"bot{seat}")) for seat in seats}
    for step in (step for step in script.steps if step.awaits_move):
        while 0 not in state.to_act():
            for seat in state.to_act():
                state.apply(seat, bots[seat].choose(state.view(seat), seat, None))
        matching = [move for move in state.legal_moves(0) if step.matches(move.to_str())]
        assert len(matching) == 1, (step.move, [move.to_str() for move in state.legal_moves(0)])
        state.apply(0, matching[0])


# --- each game's clicks for the move a step asks for ----------------------------------------------------
def play_classic(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
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


def play_duel(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
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


def play_architects(window: MainWindow, qtbot: QtBot, guide: Guide) -> None:
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


@dataclass(frozen=True)
class Lesson:
    """What the tests ask of one game's guided game."""

    kind: str
    script: Callable[[], Script]  # the game's guided game (``ui/views/<game>/learn.py``)
    play_move: PlayMove  # the game's clicks for an asked move
    until: str  # what ends the steps before free play (``Step.until`` of the first free step)
    first_asked: str  # the role of the first step that asks for a move
    wrong: str  # a legal move that step refuses (``fnmatch`` pattern of its text: the first that fits)
    named: str  # what the refusal's line names


LESSONS = (
    Lesson(
        kind="classic",
        script=classic_learn.script,
        play_move=play_classic,
        until="age_ended",
        first_asked="hand:baths",
        wrong="build:theater*",
        named="Baths",
    ),
    Lesson(
        kind="duel",
        script=duel_learn.script,
        play_move=play_duel,
        until="age_ended",
        first_asked="card:clay_pool",
        wrong="build:stone_pit",
        named="Clay Pool",
    ),
    Lesson(
        kind="architects",
        script=architects_learn.script,
        play_move=play_architects,
        until="game_ended",
        first_asked="deck:babylon",
        wrong="take:central",
        named="left",
    ),
)
