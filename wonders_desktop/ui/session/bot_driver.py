"""The controller's bots at work: launching a decision on the worker thread (``workers.py``), taking its
answer, and the bookkeeping around it — the watchdog that replaces an overdue decision by a safe move, the
bot speed (an answer shows no sooner than ``bot_delay_ms`` after the bot started) and the queue that
applies answers arriving together one per event-loop turn.

It changes the game only through the controller's public door (``bot_for``, ``renew_bot``, ``add_notice``,
``apply_bot_move``, ``schedule_bots``), which keeps the seats, the bots and the state; this module owns what
is in flight. ``tests/ui/test_ui_layers.py`` holds it to that: no private member of another object.
"""

from __future__ import annotations

import time
import weakref
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.platform.workers import BotRunner, BotSignals, BotTask

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

translate = QCoreApplication.translate

# Bot moves that arrive together are applied one by one at least this far apart, so the table
# repaints between them and the window keeps answering (the GUI thread never runs a burst).
PACING_MS = 15

# The watchdog: a decision may take its bot's time budget plus this margin (bots without a budget, the
# heuristic levels, answer in milliseconds), checked this often. Then a safe move is played instead.
BOT_DEADLINE_MARGIN_S = 5.0
WATCHDOG_TICK_MS = 100


class BotDriver(QObject):
    """The decisions in flight for one controller (a child of it, in the GUI thread)."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = weakref.ref(controller)  # no reference cycle: freed with it, as before
        self.generation = 0  # raised by cancel_all: an answer of an older generation is ignored
        self.thinking: dict[int, BotTask] = {}
        self.runner = BotRunner()
        self.watchdog = QTimer(self)
        self.watchdog.setInterval(WATCHDOG_TICK_MS)
        self.watchdog.timeout.connect(self.check_deadlines)
        self.timers: dict[int, QTimer] = {}
        self.ready: deque[tuple[int, int, Move]] = deque()
        self.pump = QTimer(self)
        self.pump.setSingleShot(True)
        self.pump.timeout.connect(self.pump_one)
        self.started_at: dict[int, float] = {}
        self.signals = BotSignals()
        self.signals.finished.connect(self.on_finished)
        self.signals.failed.connect(self.on_failed)
        self.signals.cancelled.connect(self.on_cancelled)

    @property
    def controller(self) -> GameController:
        controller = self._controller()
        assert controller is not None  # it owns this helper, so it outlives it
        return controller

    def launch(self, seat: int) -> None:
        c = self.controller
        assert c.state is not None
        bot = c.bot_for(seat)
        deadline = (bot.time_budget or 0.0) + c.bot_deadline_margin_s
        token = CancelToken(c.render_gate.gate)
        task = BotTask(bot, c.state.view(seat), seat, self.generation, token, self.signals, deadline)
        self.thinking[seat] = task
        self.started_at[seat] = time.perf_counter()
        self.runner.submit(task)
        if not self.watchdog.isActive():
            self.watchdog.start()
        c.botThinking.emit(seat, True)

    def awaited(self, task: BotTask) -> bool:
        """True for the answer the seat waits for (not an old game's, an abandoned or an answered one)."""
        return (
            self.controller.state is not None
            and task.generation == self.generation
            and self.thinking.get(task.seat) is task
            and not task.abandoned
            and not task.answered
        )

    def on_finished(self, task: BotTask, text: str, _seconds: float) -> None:
        if not self.awaited(task):
            return  # an answer about an old position, or one the watchdog gave up on: ignored
        state = self.controller.state
        assert state is not None
        try:
            move = state.parse_move(text)
            if move not in state.legal_moves(task.seat):
                raise IllegalMoveError(f"{text} is not legal")
        except Exception as error:  # whatever the text was, the engine refused it
            self.on_failed(task, str(error) or type(error).__name__)
            return
        task.answered = True
        self.apply_after_delay(task.seat, move)

    def on_failed(self, task: BotTask, detail: str) -> None:
        if not self.awaited(task):
            return
        c, seat = self.controller, task.seat
        self.play_safe_move(
            task,
            detail,
            lambda: translate(
                "GameController", "The bot of {player} failed ({error}); a safe move was played instead."
            ).format(player=c.seat_name(seat), error=detail),
        )

    def on_cancelled(self, task: BotTask) -> None:
        if self.awaited(task):
            self.thinking.pop(task.seat, None)
            self.controller.botThinking.emit(task.seat, False)

    def check_deadlines(self) -> None:
        """The watchdog: a decision past its deadline is abandoned and replaced by a safe move; an
        abandoned computation still running past its grace is stopped."""
        self.runner.stop_runaways()
        if not self.thinking and not self.runner.has_runaways():
            self.watchdog.stop()
            return
        now = time.monotonic()
        for task in list(self.thinking.values()):
            if self.awaited(task) and task.overdue(now):
                self.on_timed_out(task, task.elapsed(now))

    def on_timed_out(self, task: BotTask, seconds: float) -> None:
        """The stuck computation is cancelled (a cooperative bot stops) and left behind on its thread;
        the seat gets a fresh bot of its level, which shares nothing with that thread."""
        c = self.controller
        task.token.cancel()
        # Past its deadline the bot is deaf to its token (a cooperative one stops at its budget): its
        # thread is stopped now. Left running, it would take the interpreter lock from the seat's next
        # decisions (and the window), which then time out too: one hang would cost many decisions.
        self.runner.abandon(task, stop_after_s=0.0)
        self.runner.stop_runaways()
        c.renew_bot(task.seat)
        seat = task.seat

        def notice() -> str:
            return translate(
                "GameController",
                "The bot of {player} did not answer within {seconds} s; a safe move was played instead.",
            ).format(player=c.seat_name(seat), seconds=numbers.decimal(seconds, 1))

        self.play_safe_move(task, f"no answer within {seconds:.1f} s", notice)

    def play_safe_move(self, task: BotTask, detail: str, notice: Callable[[], str]) -> None:
        c = self.controller
        assert c.state is not None
        task.answered = True
        c.bot_failures.append(detail)
        c.add_notice(notice)
        self.apply_after_delay(task.seat, c.state.legal_moves(task.seat)[0])

    def apply_after_delay(self, seat: int, move: Move) -> None:
        """Bot speed: a bot move appears no sooner than ``bot_delay_ms`` after the bot started."""
        elapsed_ms = (time.perf_counter() - self.started_at.get(seat, 0.0)) * 1000
        remaining = int(self.controller.bot_delay_ms - elapsed_ms)
        if remaining <= 0:
            self.enqueue(self.generation, seat, move)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(partial(self.enqueue, self.generation, seat, move))
        self.timers[seat] = timer
        timer.start(remaining)

    def enqueue(self, generation: int, seat: int, move: Move) -> None:
        """Bot moves are applied one per event-loop turn, so answers arriving together never freeze
        the window (six simultaneous picks would otherwise be applied in one go)."""
        timer = self.timers.pop(seat, None)
        if timer is not None:
            timer.deleteLater()
        self.ready.append((generation, seat, move))
        if not self.pump.isActive():
            self.pump.start(0)

    def pump_one(self) -> None:
        if self.controller.paused:  # answers wait in the queue until the game resumes
            return
        if self.ready:
            self.apply_bot(*self.ready.popleft())
        if self.ready:
            self.pump.start(PACING_MS)

    def restart_pump(self) -> None:
        """After a pause: the answers that waited in the queue are applied again."""
        if self.ready and not self.pump.isActive():
            self.pump.start(0)

    def apply_bot(self, generation: int, seat: int, move: Move) -> None:
        c = self.controller
        if generation != self.generation or c.state is None or seat not in self.thinking:
            return
        self.thinking.pop(seat, None)
        c.botThinking.emit(seat, False)
        if c.limit_reached():  # a decision limit (screenshots) stops the table exactly there
            return
        if move not in c.state.legal_moves(seat):  # the position moved on meanwhile: think again
            c.schedule_bots()
            return
        c.apply_bot_move(seat, move)

    def cancel_all(self) -> None:
        """Cancel every thinking bot and forget pending answers."""
        self.generation += 1
        self.controller.render_gate.release()
        self.runner.abandon_all()
        if self.runner.has_runaways() and not self.watchdog.isActive():
            self.watchdog.start()  # it stops what is still computing after its grace (stop_runaways)
        for timer in self.timers.values():
            timer.stop()
            timer.deleteLater()
        self.ready.clear()
        self.pump.stop()
        seats = list(self.thinking)
        self.thinking.clear()
        self.timers.clear()
        for seat in seats:
            self.controller.botThinking.emit(seat, False)
