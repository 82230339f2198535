"""Bots think on a worker thread the controller can walk away from; answers come back by queued signals.

A bot is code that may never return (a bug in a future bot, a pathological position), and a Python
thread cannot be killed. So decisions do not run on a shared pool that a stuck bot would hold forever:
a ``BotRunner`` runs them one at a time (see ``runtime.py``: one thinking bot keeps its whole budget and
leaves the GUI thread the interpreter lock) on a *daemon* thread of its own. When the controller's
watchdog gives up on a decision, or a new game, an undo or the window's close cancels it, the runner
abandons that thread: the next decision gets a fresh thread, nobody ever waits for the old one, and a
daemon thread does not hold up the interpreter's exit. An abandoned task never reports.

An abandoned thread is also *stopped* where it can be: a computation that ignores its cancel token and
never returns (an endless loop in a bot) would otherwise keep taking the interpreter lock from every
later decision and from the window for the rest of the session, so that one hang went on costing
decisions. ``BotAbandoned`` is raised in that thread (CPython's ``PyThreadState_SetAsyncExc``, the one
way to interrupt a Python thread from outside; a thread cannot be killed); it takes effect at the
thread's next Python instruction, so a thread blocked in C (asleep on a lock) stays asleep, holding
nothing, until it wakes.

Each task carries the game's *generation* and its own cancel token: the controller recognises a late
answer from an old position or an abandoned decision and ignores it. A task only sees ``state.view(seat)``.
A bot can raise anything (``SystemExit`` and ``KeyboardInterrupt`` too): it is reported, never fatal.
"""

from __future__ import annotations

import contextlib
import ctypes
import math
import threading
import time
import traceback
from collections import deque

from PySide6.QtCore import QObject, Signal, SignalInstance

from wonders_desktop.bots.base import Bot, BotCancelled, CancelToken
from wonders_desktop.engine.core.protocol import GameState

# A task abandoned by a new game, an undo or the close: a cooperative bot stops at its next poll of the
# cancel token, within milliseconds; one still computing after this long is a runaway, interrupted.
STOP_AFTER_S = 1.0


class BotAbandoned(BaseException):
    """Raised inside a bot thread the runner gave up on, to stop what it still computes (a
    ``BaseException``: a bot's ``except Exception`` does not swallow it)."""


def interrupt(thread: threading.Thread) -> bool:
    """Raise ``BotAbandoned`` in ``thread`` at its next Python instruction; False where it cannot be
    (not CPython, or the thread has ended)."""
    ident = thread.ident
    set_async_exc = getattr(getattr(ctypes, "pythonapi", None), "PyThreadState_SetAsyncExc", None)
    if ident is None or set_async_exc is None or not thread.is_alive():
        return False
    return int(set_async_exc(ctypes.c_ulong(ident), ctypes.py_object(BotAbandoned))) == 1


class BotSignals(QObject):
    """Lives in the GUI thread; emitted from workers, so connected slots run queued in the GUI thread."""

    finished = Signal(object, str, float)  # task, move text, seconds thought
    failed = Signal(object, str)  # task, error description
    cancelled = Signal(object)  # task


class BotTask:
    """One bot decision for one seat, with the deadline its watchdog allows once it starts."""

    def __init__(
        self,
        bot: Bot,
        view: GameState,
        seat: int,
        generation: int,
        token: CancelToken,
        signals: BotSignals,
        deadline_s: float,
    ) -> None:
        self.bot, self.view, self.seat = bot, view, seat
        self.generation, self.token, self.signals = generation, token, signals
        self.deadline_s = deadline_s
        self.started: float | None = None  # time.monotonic() when a worker took it
        self.abandoned = False  # the runner gave up on it: it never reports
        self.answered = False  # the controller took its answer, or a safe move instead (GUI thread only)
        self.returned = False  # its thread is back from ``run`` (set under the runner's lock)

    def overdue(self, now: float) -> bool:
        return self.started is not None and now - self.started > self.deadline_s

    def elapsed(self, now: float) -> float:
        return 0.0 if self.started is None else now - self.started

    def run(self) -> None:
        started = time.perf_counter()
        try:
            text = self._choose()
        except BotCancelled:
            if self.token.cancelled:
                self._emit(self.signals.cancelled, self)
            else:  # raised without a cancel: the seat would wait forever for an answer
                self._emit(self.signals.failed, self, "BotCancelled raised without a cancel")
            return
        except BaseException as error:  # a bot bug, even SystemExit, never ends the app: reported, replaced
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self._emit(self.signals.failed, self, detail)
            return
        if self.token.cancelled:
            self._emit(self.signals.cancelled, self)
            return
        self._emit(self.signals.finished, self, text, time.perf_counter() - started)

    def _choose(self) -> str:
        move = self.bot.choose(self.view, self.seat, self.token)
        text = move.to_str()
        if not isinstance(text, str):
            raise TypeError(f"the move's text is a {type(text).__name__}, not a str")
        return text

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        if self.abandoned:
            return
        with contextlib.suppress(RuntimeError):  # the signals object died with the app: nobody listens
            signal.emit(*args)


class BotRunner:
    """Runs bot tasks one at a time, in order, on a daemon thread it can leave behind."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queue: deque[BotTask] = deque()
        self._worker: threading.Thread | None = None
        self._current: BotTask | None = None
        self._left_behind: list[threading.Thread] = []
        self._runaways: list[tuple[threading.Thread, BotTask, float]] = []  # abandoned while running

    def submit(self, task: BotTask) -> None:
        with self._lock:
            self._queue.append(task)
            if self._worker is None:
                self._start_worker()

    def abandon(self, task: BotTask, stop_after_s: float = STOP_AFTER_S) -> None:
        """Give up on ``task``: it never reports, and the tasks after it run on a fresh thread. A thread
        still inside it ``stop_after_s`` from now is interrupted (``stop_runaways``)."""
        with self._lock:
            task.abandoned = True
            if task in self._queue:
                self._queue.remove(task)
            if self._current is task and self._worker is not None:
                self._left_behind.append(self._worker)
                self._runaways.append((self._worker, task, time.monotonic() + stop_after_s))
                self._current = None
                self._worker = None
                if self._queue:
                    self._start_worker()

    def abandon_all(self) -> None:
        """Cancel and give up on every task (new game, load, undo, close): nothing waits for them."""
        with self._lock:
            tasks = [*self._queue, *([self._current] if self._current is not None else [])]
        for task in tasks:
            task.token.cancel()
            self.abandon(task)

    def stop_runaways(self, now: float | None = None) -> int:
        """Interrupt the threads still inside an abandoned task whose time to stop has come (a
        cooperative bot has stopped at its next poll of the cancel token long before); returns how many.

        Under the lock, a thread whose task has not ``returned`` cannot have left ``_serve``, so the
        interruption lands inside ``_loop``'s ``try``."""
        now = time.monotonic() if now is None else now
        stopped = 0
        with self._lock:
            kept: list[tuple[threading.Thread, BotTask, float]] = []
            for thread, task, stop_at in self._runaways:
                if task.returned or not thread.is_alive():
                    continue
                if now < stop_at:
                    kept.append((thread, task, stop_at))
                elif interrupt(thread):
                    stopped += 1
            self._runaways = kept
        return stopped

    def has_runaways(self) -> bool:
        """Abandoned tasks whose thread may still compute (the watchdog keeps ticking for them)."""
        with self._lock:
            return bool(self._runaways)

    def threads_left_behind(self) -> int:
        """Abandoned threads still running (a stuck bot, or a cancelled one not yet returned)."""
        with self._lock:
            self._left_behind = [thread for thread in self._left_behind if thread.is_alive()]
            return len(self._left_behind)

    def join_left_behind(self, timeout_s: float) -> bool:
        """Give cancelled bots up to ``timeout_s`` to return (at exit); True when none is left running."""
        end = time.monotonic() + timeout_s
        self.stop_runaways(math.inf)
        with self._lock:
            threads = list(self._left_behind)
        for thread in threads:
            thread.join(max(0.0, end - time.monotonic()))
        return self.threads_left_behind() == 0

    def _start_worker(self) -> None:
        worker = threading.Thread(target=self._loop, name="bot", daemon=True)
        self._worker = worker
        worker.start()

    def _loop(self) -> None:
        """Serve the queue until abandoned or idle; an abandoned thread interrupted by ``stop_runaways``
        stops here (never in ``threading``'s own code after the target: see there)."""
        with contextlib.suppress(BotAbandoned):
            self._serve()

    def _serve(self) -> None:
        me = threading.current_thread()
        while True:
            with self._lock:
                if self._worker is not me:
                    return  # abandoned: another thread runs the queue now
                if not self._queue:
                    self._worker = None
                    return
                task = self._current = self._queue.popleft()
                task.started = time.monotonic()
            task.run()
            with self._lock:
                task.returned = True
                if self._current is task:
                    self._current = None
