"""Learn to play, free play (issue 38, item 1): the asides of 7 Wonders and Architects are said once, the
first time their event comes, and not again after the guided game is left and resumed (they are saved
with the step); bad stored values read as none; the "Step N of M" counter's M never grows.

The events are the engine's own kinds, logged through the real controller's log signal in the real
window; the whole-game walks (``test_learn_<game>.py``) check the same things on a played game.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tests.ui.learn_walk import guide_of
from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.learn.script import Script
from wonders_desktop.ui.session.game_log import LogEntry
from wonders_desktop.ui.views.architects import learn as architects_learn
from wonders_desktop.ui.views.classic import learn as classic_learn
from wonders_desktop.ui.window.main_window import MainWindow

#: Per game: an event of the engine for each aside, as the engine logs it.
EVENTS = {
    "classic": {
        "chain": Event("card_built", 0, {"city": 0, "card": "aqueduct", "how": "chain"}),
        "trade": Event("trade_payment", 0, {"city": 0, "to": 1, "amount": 2}),
        "stage": Event("wonder_stage_built", 0, {"city": 0, "stage": 2}),
    },
    "architects": {
        "battle": Event("battle", None, {"shields": [1, 0, 0], "tokens": [1, 0, 0]}),
        "cat_moved": Event("cat_moved", 1, {}),
        "progress_taken": Event("progress_taken", 2, {"token": "tactics", "from": "offer"}),
        "wonder_stage_built": Event("wonder_stage_built", 1, {"wonder": "rhodes", "stage": 2}),
    },
}
SCRIPTS = {"classic": classic_learn.script(), "architects": architects_learn.script()}


def log(window: MainWindow, event: Event) -> None:
    """``event`` logged as the controller logs the engine's events."""
    controller = window.controller
    move = len(controller.state.history) if controller.state is not None else 0
    controller.log.append(LogEntry(move, event.seat, event))
    controller.logAppended.emit(1)


def to_free_play(window: MainWindow, kind: str) -> Guide:
    """The guided game of ``kind`` started, its guide put at its first free step."""
    assert window.learn.start(kind)
    guide = guide_of(window)
    guide.index = next(i for i, step in enumerate(guide.steps) if step.free)
    guide.show()
    return guide


@pytest.mark.parametrize("kind", list(EVENTS))
def test_each_aside_is_said_once_when_its_event_first_comes(window: MainWindow, kind: str) -> None:
    guide = to_free_play(window, kind)
    keys = {aside.on for aside in SCRIPTS[kind].asides}
    assert keys == set(EVENTS[kind])  # every aside has its event here
    for key, event in EVENTS[kind].items():
        guide.next()  # the free step's bubble (or the previous aside) put away: the player plays
        assert SCRIPTS[kind].key_of(event) == key
        log(window, event)
        assert guide.aside is not None and guide.aside.on == key
        assert guide.overlay.visible()
        guide.next()
        log(window, event)  # the same news again: nothing more is said
        assert guide.aside is None and not guide.overlay.visible()
    assert guide.said == keys


def test_the_classic_asides_are_the_players_own_news(window: MainWindow) -> None:
    """A bot's chain, or a card paid without a chain, is not the player's first chain."""
    guide = to_free_play(window, "classic")
    guide.next()
    log(window, Event("card_built", 1, {"city": 1, "card": "aqueduct", "how": "chain"}))
    log(window, Event("card_built", 0, {"city": 0, "card": "aqueduct", "how": "paid"}))
    assert guide.aside is None and not guide.said


@pytest.mark.parametrize("kind", list(EVENTS))
def test_a_resumed_guided_game_does_not_repeat_an_aside(window: MainWindow, kind: str) -> None:
    guide = to_free_play(window, kind)
    guide.next()
    said, event = next(iter(EVENTS[kind].items()))
    log(window, event)
    assert guide.said == {said}
    guide.leave()
    assert LearnProgress().said(kind) == {said}
    assert window.learn.start(kind)  # resumed at the same step
    resumed = guide_of(window)
    assert resumed is not guide and resumed.step.free
    assert resumed.said == {said}
    resumed.next()
    log(window, event)
    assert resumed.aside is None and not resumed.overlay.visible()


@pytest.mark.parametrize(
    "stored", ["", "chain,,trade;drop table", "../x", 7, ["chain"], ",".join(["a"] * 100), "ç"]
)
def test_bad_stored_asides_read_as_none(stored: object) -> None:
    settings = QSettings()
    settings.setValue("learn/classic/said", stored)
    assert LearnProgress(settings).said("classic") == frozenset()


def test_stored_asides_round_trip_and_a_new_guided_game_forgets_them() -> None:
    progress = LearnProgress()
    progress.set_said("classic", {"trade", "chain"})
    assert progress.said("classic") == {"chain", "trade"}
    progress.start("classic", "some-game")
    assert progress.said("classic") == frozenset()


def test_an_unknown_stored_aside_is_ignored(window: MainWindow) -> None:
    LearnProgress().set_said("classic", {"battle", "chain"})  # "battle" is Architects', not 7 Wonders'
    guide = to_free_play(window, "classic")
    assert guide.said == set()  # a new guided game: nothing said yet
    guide.leave()
    LearnProgress().set_said("classic", {"battle", "chain"})
    assert window.learn.start("classic")
    assert guide_of(window).said == {"chain"}


@pytest.mark.parametrize("script", [*SCRIPTS.values()], ids=list(SCRIPTS))
def test_the_step_count_is_the_scripts_own(script: Script) -> None:
    """M is the script's steps, the score sheet's reading counting as the last one."""
    assert script.step_count == len(script.steps)
    assert script.steps[-1].role == "@scores"
