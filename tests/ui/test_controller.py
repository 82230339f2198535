"""The controller: bots on workers, failures, stale answers, bot speed, undo, shutdown (toy game)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import QThreadPool, QTimer
from pytestqt.qtbot import QtBot

from tests.ui.bots_for_tests import FailingBot, SlowBot
from tests.ui.conftest import toy_setup
from wonders_desktop.bots.base import Bot
from wonders_desktop.engine.core.errors import IllegalMoveError, ScenarioError
from wonders_desktop.ui.session import controller as controller_module
from wonders_desktop.ui.window.main_window import MainWindow


def use_bots(monkeypatch: pytest.MonkeyPatch, factory: object) -> None:
    monkeypatch.setattr(controller_module, "make_bot", factory)


def test_bots_play_a_whole_game_at_instant_speed(window: MainWindow, qtbot: QtBot) -> None:
    assert window.start_game(toy_setup())
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.is_terminal())
    state = window.controller.state
    assert state is not None and len(state.history) == 12
    assert window.models.scores.rowCount() == 3  # tricks, bets, total
    texts = [
        window.models.log.data(window.models.log.index(row, 0)) for row in range(window.models.log.rowCount())
    ]
    assert any("wins the trick" in text for text in texts)
    assert window.score_sheet.result.text().endswith("wins!") or "Shared" in window.score_sheet.result.text()


def test_a_failing_bot_is_reported_and_a_safe_move_is_played(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_bots(monkeypatch, lambda level, kind, seed=0, budget=None: FailingBot(seed))
    assert window.start_game(toy_setup(0))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.state is not None)
    controller.play(0, controller.legal_moves_for_viewer()[-1])  # bet 2, then the bot must bet
    qtbot.waitUntil(lambda: controller.state is not None and len(controller.state.history) >= 2)
    assert controller.state is not None
    assert controller.state.history[1] == (1, "bet:0")  # the first legal move
    assert controller.bot_failures and "boom" in controller.bot_failures[0]
    assert any("failed" in entry.notice for entry in controller.log if entry.event is None)


def test_a_missing_bot_level_falls_back_to_random_and_says_so(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = controller_module.make_bot

    def only_random(level: str, kind: str, seed: int = 0, budget: float | None = None) -> Bot:
        if level != "random":
            raise ScenarioError("bots", f"unknown bot level {level!r}")
        return real(level, kind, seed)

    use_bots(monkeypatch, only_random)
    assert window.start_game(toy_setup(0, level="hard"))
    notices = [entry.notice for entry in window.controller.log if entry.event is None]
    assert any("not available yet" in text and "random" in text for text in notices)


def test_an_answer_about_an_old_game_is_ignored(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_bots(monkeypatch, lambda level, kind, seed=0, budget=None: SlowBot(0.3, cooperative=False))
    assert window.start_game(toy_setup(1))  # seat 0 is a slow bot that leads the first round
    controller = window.controller
    qtbot.waitUntil(lambda: controller.is_thinking(0))
    assert window.start_game(toy_setup(0, 1))  # a new game of two humans while the old bot still thinks
    QThreadPool.globalInstance().waitForDone(5000)
    qtbot.wait(50)
    assert controller.state is not None and controller.state.history == []


def test_bot_speed_delays_bot_moves_without_blocking(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    controller.bot_delay_ms = 400
    assert window.start_game(toy_setup(1))  # the bot (seat 0) bets first
    started = time.perf_counter()
    seen_while_waiting: list[int] = []  # the event loop runs during the delay: a 0 ms timer fires first
    QTimer.singleShot(0, lambda: seen_while_waiting.append(len(getattr(controller.state, "history", "?"))))
    qtbot.waitUntil(
        lambda: controller.state is not None and len(controller.state.history) == 1, timeout=20_000
    )
    assert seen_while_waiting == [0]
    assert time.perf_counter() - started >= 0.39  # a lower bound: a busy machine only makes it longer


def test_humans_cannot_play_out_of_turn_or_illegally(window: MainWindow, qtbot: QtBot) -> None:
    assert window.start_game(toy_setup(0, 1))
    controller = window.controller
    with pytest.raises(IllegalMoveError):
        controller.play(1, controller.legal_moves_for_viewer()[0])  # seat 0 leads the first round
    assert controller.state is not None
    with pytest.raises(IllegalMoveError):
        controller.play(0, controller.state.parse_move("bet:7"))
    assert controller.state.history == []


def test_undo_takes_back_a_move_that_revealed_nothing(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    assert window.start_game(toy_setup(0))
    controller.play(0, controller.state.parse_move("bet:2"))  # type: ignore[union-attr]  # state is None without a game; one is in play here
    # the bot bets and picks first (neither reveals anything); then it is the human's pick
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
    assert controller.state is not None and len(controller.state.history) == 3
    assert controller.can_undo() and window.act_undo.isEnabled()
    assert window.undo()
    qtbot.waitUntil(lambda: controller.acting_humans() == [0])
    assert controller.state is not None and controller.state.history == []
    controller.play(0, controller.state.parse_move("bet:1"))
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
    controller.play(0, controller.legal_moves_for_viewer()[0])  # the last pick of the round reveals both
    assert controller.can_undo()  # alone against a bot, a move that revealed cards too (issue 38)
    controller.seats[1] = controller.seats[0]  # hot-seat: only with the practice option
    assert not controller.can_undo() and controller.undo_blocked() == "hot_seat"
    controller.allow_revealing_undo = True
    assert controller.can_undo()


def test_undo_is_refused_when_turned_off(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    assert window.start_game(toy_setup(0))
    controller.allow_undo = False
    controller.play(0, controller.state.parse_move("bet:2"))  # type: ignore[union-attr]  # state is None without a game; one is in play here
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
    assert not controller.undo()


def test_closing_during_a_bot_turn_leaves_no_running_worker(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_bots(monkeypatch, lambda level, kind, seed=0, budget=None: SlowBot(30.0))
    assert window.start_game(toy_setup(1))
    qtbot.waitUntil(lambda: window.controller.is_thinking(0))
    window.close()  # the bot thinks for 30 s: the close returning at all means it was cancelled
    assert window.controller._runner.threads_left_behind() == 0  # the cancelled bot returned during close
    assert QThreadPool.globalInstance().activeThreadCount() == 0


def test_the_gui_thread_keeps_running_while_bots_think(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Order, not the clock: the event loop turns while one bot decision is under way (the bot waits
    until the GUI thread has turned three times), and the decision runs on another thread. The stall in
    milliseconds is measured in benchmarks/bench_ui.py."""
    threads: list[int] = []
    release = threading.Event()

    class Waiting(SlowBot):
        def choose(self, view: Any, seat: int, cancel: Any = None) -> Any:
            threads.append(threading.get_ident())
            release.wait(60)
            return view.legal_moves(seat)[-1]

    use_bots(monkeypatch, lambda level, kind, seed=0, budget=None: Waiting(0.0))
    assert window.start_game(toy_setup())
    controller = window.controller
    qtbot.waitUntil(lambda: bool(threads))
    for _ in range(3):
        qtbot.wait(10)  # a turn of the event loop, while the bot is still deciding
        assert controller.is_thinking(0) and controller.state is not None and not controller.state.history
    release.set()
    qtbot.waitUntil(lambda: controller.state is not None and bool(controller.state.history))
    assert threads[0] != threading.get_ident()


def test_bots_pause_while_the_window_repaints_a_move_then_go_on(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    gate = controller.render_gate.gate
    assert window.start_game(toy_setup())
    assert not gate.opened  # the table's first paint comes before the bots' first thoughts
    qtbot.waitUntil(lambda: gate.opened, timeout=20_000)
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_terminal())
    qtbot.waitUntil(lambda: gate.opened, timeout=20_000)


def test_a_new_game_or_a_close_never_leaves_the_bots_paused(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    assert window.start_game(toy_setup())
    controller.render_gate.hold()
    controller.cancel_bots()
    assert controller.render_gate.gate.is_open


def test_the_bots_stay_paused_while_the_table_animates_a_move(window: MainWindow, qtbot: QtBot) -> None:
    gate = window.controller.render_gate
    moving = [True]
    gate.animating = lambda: moving[0]
    gate.hold()
    qtbot.wait(60)  # the repaint's hops are long done
    assert not gate.gate.opened  # still held by the animation (the gate's time limit aside)
    moving[0] = False
    qtbot.waitUntil(lambda: gate.gate.opened, timeout=20_000)


def test_any_repaint_of_the_window_pauses_the_bots_until_painted(window: MainWindow, qtbot: QtBot) -> None:
    gate = window.controller.render_gate.gate
    qtbot.waitUntil(lambda: gate.opened, timeout=20_000)
    closed: list[bool] = []
    original = type(window).paintEvent

    def paint(self: MainWindow, event: object) -> None:
        closed.append(not gate.opened)
        original(self, event)

    window.paintEvent = paint.__get__(window)  # type: ignore[method-assign]  # the test wraps this one instance's method to watch it
    window.update()
    qtbot.waitUntil(lambda: bool(closed), timeout=20_000)
    assert closed[0]  # the bots were held while the window painted
    qtbot.waitUntil(lambda: gate.opened, timeout=20_000)
