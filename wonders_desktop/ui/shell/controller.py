"""The GameController owns the engine state, applies human and bot moves and tells the views.

Views never change the state: they call ``play`` with a move the engine listed as legal. Bots run on
a worker thread the controller can abandon (``workers.py``); the GUI thread never waits for them. A bot
that raises, answers nonsense or overruns its deadline (its time budget plus a margin: the watchdog) is
replaced by a safe move, with a notice in the log. Every move is autosaved.
Undo replays the record minus the undone moves, and is offered only when those moves revealed nothing
and no other human acted since — or, in practice against bots (``allow_revealing_undo``, a setting),
even when they revealed cards: the replay deals the same cards, which the player has then seen.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from wonders_desktop.bots.base import Bot, CancelToken
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.core.errors import EngineError, IllegalMoveError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.savegames.saves import SaveFile, SeatSetup
from wonders_desktop.ui.shell.render_gate import RenderGate
from wonders_desktop.ui.shell.runtime import freeze_long_lived_objects
from wonders_desktop.ui.shell.workers import BotRunner, BotSignals, BotTask

translate = QCoreApplication.translate

# Bot moves that arrive together are applied one by one at least this far apart, so the table
# repaints between them and the window keeps answering (the GUI thread never runs a burst).
PACING_MS = 15

# The watchdog: a decision may take its bot's time budget plus this margin (bots without a budget, the
# heuristic levels, answer in milliseconds), checked this often. Then a safe move is played instead.
BOT_DEADLINE_MARGIN_S = 5.0
WATCHDOG_TICK_MS = 100

# Closing the window waits at most this long for the last autosave and the hint searches, and at most
# BOT_JOIN_S of it for cancelled bots to return (a cooperative bot stops within milliseconds).
SHUTDOWN_MS = 1500
BOT_JOIN_S = 0.5


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log: an engine event (``move`` = index of the move that caused it) or a notice."""

    move: int
    seat: int | None
    event: Event | None = None
    notice: str = ""


def level_name(level: str) -> str:
    names = {
        "random": translate("GameController", "Random"),
        "easy": translate("GameController", "Easy"),
        "medium": translate("GameController", "Medium"),
        "hard": translate("GameController", "Hard"),
    }
    return names.get(level, level)


def log_entries(events: list[tuple[int, Event]]) -> list[LogEntry]:
    """The log of a replay: each event under the index of the move that caused it."""
    return [LogEntry(index, event.seat, event) for index, event in events]


def replay_with_events(record: GameRecord, upto: int | None = None) -> tuple[GameState, list[LogEntry]]:
    """Replay a record (already validated) and collect its events for the log.

    The checksum was checked when the record was validated; an explicit ``upto`` skips that check here.
    """
    events: list[tuple[int, Event]] = []
    state = record.replay(len(record.moves) if upto is None else upto, events)
    return state, log_entries(events)


class GameController(QObject):
    """Owns one game at a time. Signals carry no state: listeners ask the controller."""

    gameStarted = Signal()  # a new position replaced the old one (new game, load, undo)
    stateChanged = Signal()  # a move was applied
    logAppended = Signal(int)  # number of log entries added at the end
    turnChanged = Signal()  # who acts (or who views) may have changed
    viewerChanged = Signal()  # the seat whose view the table shows changed (hot-seat)
    botThinking = Signal(int, bool)
    gameOver = Signal()
    autosaveFailed = Signal(str)  # emitted from the autosave writer thread (queued to the GUI)
    autosaveRecovered = Signal()  # the first autosave that succeeded after a failure

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: GameState | None = None
        self.seats: list[SeatSetup] = []
        self.game_id = ""
        self.title = ""
        self.created = saves.now()
        # What the last finished autosave failed with; None while every write succeeded. Written by the
        # autosave thread, one write at a time in order, so it always describes the latest write.
        self.save_failure: str | None = None
        self.log: list[LogEntry] = []
        self.viewer: int | None = None
        self.bot_delay_ms = 0
        self.bot_deadline_margin_s = BOT_DEADLINE_MARGIN_S
        self.allow_undo = True
        # Practice: also take back moves that revealed hidden cards, when one human plays only bots.
        self.allow_revealing_undo = False
        self.autosave_enabled = True
        self.decision_limit: int | None = None
        self.autopilot: set[int] = set()  # human seats a bot plays until the decision limit (screenshots)
        self.paused = False  # a spectator's pause: no bot starts thinking and no answer is applied
        self.spectated = False  # the game is watched (the watch mode), not played: it is never saved
        self.bot_failures: list[str] = []  # what failed bots raised (reported; the self-test checks it)
        self._revealed: list[bool] = []
        self._undo_floor = 0
        self._generation = 0
        self._bots: dict[int, Bot] = {}
        self._thinking: dict[int, BotTask] = {}
        self._runner = BotRunner()
        self._watchdog = QTimer(self)
        self._watchdog.setInterval(WATCHDOG_TICK_MS)
        self._watchdog.timeout.connect(self._check_deadlines)
        self._timers: dict[int, QTimer] = {}
        self._ready: deque[tuple[int, int, Move]] = deque()
        self._pump = QTimer(self)
        self._pump.setSingleShot(True)
        self._pump.timeout.connect(self._pump_one)
        self._view_cache: tuple[tuple[int, int, int | None], GameState] | None = None
        self._started_at: dict[int, float] = {}
        self._signals = BotSignals()
        self.render_gate = RenderGate(self)
        self._signals.finished.connect(self._on_bot_finished)
        self._signals.failed.connect(self._on_bot_failed)
        self._signals.cancelled.connect(self._on_bot_cancelled)

    # --- starting ----------------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a new game; a ``ScenarioError`` (bad options) leaves the current game untouched."""
        spec = game_spec(setup.game)
        state = spec.new_game(setup.options, setup.resolved_seed())
        if len(setup.seats) != state.num_players:
            raise ScenarioError("seats", f"{len(setup.seats)} seats for {state.num_players} players")
        notice = translate("GameController", "New game (seed {seed}).").format(seed=state.seed)
        self.title = ""
        self._start(
            state, list(setup.seats), saves.new_game_id(), saves.now(), [LogEntry(0, None, None, notice)], 0
        )

    def load(
        self, save: SaveFile, state: GameState, events: list[tuple[int, Event]] | None = None
    ) -> None:
        """Continue a loaded game. Moves made before the load count as revealing (no undo past them).

        ``events`` are those the loader's replay collected; without them the record is replayed again.
        """
        entries = log_entries(events) if events is not None else replay_with_events(save.record)[1]
        self.title = save.title
        self._start(state, list(save.seats), save.game_id, save.created, entries, len(state.history))

    def _start(
        self,
        state: GameState,
        seats: list[SeatSetup],
        game_id: str,
        created: datetime,
        log: list[LogEntry],
        undo_floor: int,
    ) -> None:
        self.cancel_bots()
        self.paused = False
        self.state, self.seats, self.game_id, self.created = state, seats, game_id, created
        self.log = log
        self._revealed, self._undo_floor = [True] * undo_floor, undo_floor
        self._bots = {}
        self._create_bots()
        self.viewer = self.default_viewer()
        freeze_long_lived_objects()
        self._autosave()
        self.gameStarted.emit()
        self.render_gate.hold()  # the table's first paint comes before the bots' first thoughts
        self._after_change()

    def _create_bots(self) -> None:
        assert self.state is not None
        for seat, setup in enumerate(self.seats):
            if setup.human and seat not in self.autopilot:
                continue
            level = "medium" if setup.human else setup.level
            self._bots[seat] = self._make_bot(seat, level)

    def _make_bot(self, seat: int, level: str) -> Bot:
        assert self.state is not None
        seed = hash_seed(self.state.seed, f"bot{seat}")
        try:
            return make_bot(level, self.state.kind, seed)
        except ScenarioError:
            text = translate(
                "GameController",
                "The {level} bot is not available yet: {player} is played by the random bot.",
            )
            self._notice(text.format(level=level_name(level), player=self.seat_name(seat)))
            return make_bot("random", self.state.kind, seed)

    # --- who is who --------------------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [seat for seat, setup in enumerate(self.seats) if setup.human]

    def is_bot_controlled(self, seat: int) -> bool:
        if not self.seats[seat].human:
            return True
        return seat in self.autopilot and not self.limit_reached()

    def limit_reached(self) -> bool:
        return (
            self.state is not None
            and self.decision_limit is not None
            and (len(self.state.history) >= self.decision_limit)
        )

    def acting_humans(self) -> list[int]:
        if self.state is None:
            return []
        return [seat for seat in self.state.to_act() if not self.is_bot_controlled(seat)]

    def default_viewer(self) -> int:
        humans = self.humans()
        return humans[0] if humans else 0

    def set_viewer(self, seat: int) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self.viewerChanged.emit()
            self.turnChanged.emit()

    def seat_name(self, seat: int | None) -> str:
        """How the log and the tables name a seat (a city beyond the seats is the Free City)."""
        if seat is None:
            return translate("GameController", "Everyone")
        if not 0 <= seat < len(self.seats):
            return translate("GameController", "Free City")
        setup = self.seats[seat]
        if setup.name:
            return setup.name
        if setup.human:
            return translate("GameController", "Player {n}").format(n=seat + 1)
        return translate("GameController", "{level} bot {n}").format(
            level=level_name(setup.level), n=seat + 1
        )

    def seat_title(self, seat: int) -> str:
        """A seat's name for headings: the only human also reads "(you)"."""
        name = self.seat_name(seat)
        if 0 <= seat < len(self.seats) and self.seats[seat].human and len(self.humans()) == 1:
            return translate("GameController", "{name} (you)").format(name=name)
        return name

    # --- what the views read -----------------------------------------------------------------------
    def view_state(self) -> GameState | None:
        """What the table shows: the viewer's view, or the whole position once the game is over."""
        if self.state is None:
            return None
        if self.state.is_terminal() or self.viewer is None:
            return self.state
        key = (self._generation, len(self.state.history), self.viewer)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.state.view(self.viewer))
        return self._view_cache[1]

    def legal_moves_for_viewer(self) -> list[Move]:
        """The viewer's legal moves when it is the viewer's turn as a human, else nothing."""
        if self.state is None or self.viewer is None or self.viewer not in self.acting_humans():
            return []
        return self.state.legal_moves(self.viewer)

    def is_thinking(self, seat: int) -> bool:
        return seat in self._thinking

    def is_idle(self) -> bool:
        return not self._thinking

    # --- moves -------------------------------------------------------------------------------------
    def play(self, seat: int, move: Move) -> None:
        """A human's move. The engine decides legality; an illegal move raises and changes nothing."""
        if self.state is None or seat not in self.acting_humans():
            raise IllegalMoveError(f"seat {seat} cannot act now")
        self._apply(seat, move)

    def _apply(self, seat: int, move: Move) -> None:
        assert self.state is not None
        try:
            reveals = bool(self.state.reveals_information(seat, move))
        except EngineError:
            reveals = True
        events = self.state.apply(seat, move)
        index = len(self.state.history) - 1
        self._revealed.append(reveals)
        start = len(self.log)
        self.log.extend(LogEntry(index, event.seat, event) for event in events)
        self._autosave()
        self.logAppended.emit(len(self.log) - start)
        self.stateChanged.emit()
        self.render_gate.hold()  # thinking bots pause while the window repaints this move
        self._after_change()

    def _after_change(self) -> None:
        assert self.state is not None
        if self.state.is_terminal():
            self.turnChanged.emit()
            self.gameOver.emit()
            return
        self._schedule_bots()
        self.turnChanged.emit()

    def _schedule_bots(self) -> None:
        assert self.state is not None
        if self.paused or self.limit_reached():
            return
        for seat in self.state.to_act():
            if self.is_bot_controlled(seat) and seat not in self._thinking:
                self._launch(seat)

    def _launch(self, seat: int) -> None:
        assert self.state is not None
        bot = self._bots.get(seat) or self._bots.setdefault(seat, self._make_bot(seat, "medium"))
        deadline = (bot.time_budget or 0.0) + self.bot_deadline_margin_s
        token = CancelToken(self.render_gate.gate)
        task = BotTask(bot, self.state.view(seat), seat, self._generation, token, self._signals, deadline)
        self._thinking[seat] = task
        self._started_at[seat] = time.perf_counter()
        self._runner.submit(task)
        if not self._watchdog.isActive():
            self._watchdog.start()
        self.botThinking.emit(seat, True)

    def _awaited(self, task: BotTask) -> bool:
        """True for the answer the seat waits for (not an old game's, an abandoned or an answered one)."""
        return (
            self.state is not None
            and task.generation == self._generation
            and self._thinking.get(task.seat) is task
            and not task.abandoned
            and not task.answered
        )

    def _on_bot_finished(self, task: BotTask, text: str, _seconds: float) -> None:
        if not self._awaited(task):
            return  # an answer about an old position, or one the watchdog gave up on: ignored
        assert self.state is not None
        try:
            move = self.state.parse_move(text)
            if move not in self.state.legal_moves(task.seat):
                raise IllegalMoveError(f"{text} is not legal")
        except Exception as error:  # whatever the text was, the engine refused it
            self._on_bot_failed(task, str(error) or type(error).__name__)
            return
        task.answered = True
        self._apply_after_delay(task.seat, move)

    def _on_bot_failed(self, task: BotTask, detail: str) -> None:
        if not self._awaited(task):
            return
        text = translate(
            "GameController", "The bot of {player} failed ({error}); a safe move was played instead."
        )
        self._play_safe_move(task, detail, text.format(player=self.seat_name(task.seat), error=detail))

    def _on_bot_cancelled(self, task: BotTask) -> None:
        if self._awaited(task):
            self._thinking.pop(task.seat, None)
            self.botThinking.emit(task.seat, False)

    def _check_deadlines(self) -> None:
        """The watchdog: a decision past its deadline is abandoned and replaced by a safe move."""
        if not self._thinking:
            self._watchdog.stop()
            return
        now = time.monotonic()
        for task in list(self._thinking.values()):
            if self._awaited(task) and task.overdue(now):
                self._on_bot_timed_out(task, task.elapsed(now))

    def _on_bot_timed_out(self, task: BotTask, seconds: float) -> None:
        """The stuck computation is cancelled (a cooperative bot stops) and left behind on its thread;
        the seat gets a fresh bot of its level, which shares nothing with that thread."""
        task.token.cancel()
        self._runner.abandon(task)
        setup = self.seats[task.seat]
        self._bots[task.seat] = self._make_bot(task.seat, "medium" if setup.human else setup.level)
        text = translate(
            "GameController",
            "The bot of {player} did not answer within {seconds} s; a safe move was played instead.",
        )
        notice = text.format(player=self.seat_name(task.seat), seconds=f"{seconds:.1f}")
        self._play_safe_move(task, f"no answer within {seconds:.1f} s", notice)

    def _play_safe_move(self, task: BotTask, detail: str, notice: str) -> None:
        assert self.state is not None
        task.answered = True
        self.bot_failures.append(detail)
        self._notice(notice)
        self._apply_after_delay(task.seat, self.state.legal_moves(task.seat)[0])

    def _apply_after_delay(self, seat: int, move: Move) -> None:
        """Bot speed: a bot move appears no sooner than ``bot_delay_ms`` after the bot started."""
        elapsed_ms = (time.perf_counter() - self._started_at.get(seat, 0.0)) * 1000
        remaining = int(self.bot_delay_ms - elapsed_ms)
        if remaining <= 0:
            self._enqueue(self._generation, seat, move)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(partial(self._enqueue, self._generation, seat, move))
        self._timers[seat] = timer
        timer.start(remaining)

    def _enqueue(self, generation: int, seat: int, move: Move) -> None:
        """Bot moves are applied one per event-loop turn, so answers arriving together never freeze
        the window (six simultaneous picks would otherwise be applied in one go)."""
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.deleteLater()
        self._ready.append((generation, seat, move))
        if not self._pump.isActive():
            self._pump.start(0)

    def _pump_one(self) -> None:
        if self.paused:  # answers wait in the queue until the game resumes
            return
        if self._ready:
            self._apply_bot(*self._ready.popleft())
        if self._ready:
            self._pump.start(PACING_MS)

    def _apply_bot(self, generation: int, seat: int, move: Move) -> None:
        if generation != self._generation or self.state is None or seat not in self._thinking:
            return
        self._thinking.pop(seat, None)
        self.botThinking.emit(seat, False)
        if self.limit_reached():  # a decision limit (screenshots) stops the table exactly there
            return
        if move not in self.state.legal_moves(seat):  # the position moved on meanwhile: think again
            self._schedule_bots()
            return
        self._apply(seat, move)

    def cancel_bots(self) -> None:
        """Cancel every thinking bot and forget pending answers (new game, load, undo, close)."""
        self._generation += 1
        self.render_gate.release()
        self._runner.abandon_all()
        for timer in self._timers.values():
            timer.stop()
            timer.deleteLater()
        self._ready.clear()
        self._pump.stop()
        seats = list(self._thinking)
        self._thinking.clear()
        self._timers.clear()
        for seat in seats:
            self.botThinking.emit(seat, False)

    def shutdown(self, timeout_ms: int = SHUTDOWN_MS) -> bool:
        """Cancel the bots, then wait (bounded in all) for the last autosave, the hint searches and the
        cancelled bots to return. A stuck bot is not waited for: its daemon thread cannot hold the exit."""
        self.cancel_bots()
        self._watchdog.stop()
        end = time.monotonic() + timeout_ms / 1000

        def left() -> float:
            return max(0.0, end - time.monotonic())

        with contextlib.suppress(TimeoutError):
            autosave.wait(left())
        hints_done = QThreadPool.globalInstance().waitForDone(int(left() * 1000))
        bots_done = self._runner.join_left_behind(min(left(), BOT_JOIN_S))
        return hints_done and bots_done

    def resume(self) -> None:
        """Start the bots again after a pause (e.g. a raised decision limit)."""
        if self.state is not None and not self.state.is_terminal():
            self._schedule_bots()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume a game of bots: thinking bots finish, but their moves wait for the resume."""
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            return
        if self._ready and not self._pump.isActive():
            self._pump.start(0)
        self.resume()

    # --- undo --------------------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """The index of the move an undo would take back, or None when undo is not allowed now."""
        if not self.allow_undo or self.state is None or self.state.is_terminal():
            return None
        history = self.state.history
        practice = self.allow_revealing_undo and len(self.humans()) == 1
        for index in range(len(history) - 1, self._undo_floor - 1, -1):
            seat = history[index][0]
            if self._revealed[index] and not practice:
                return None
            if not self.seats[seat].human:
                continue
            mine = seat == self.viewer or len(self.humans()) == 1
            return index if mine and seat not in self.autopilot else None
        return None

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        point = self.undo_point()
        if point is None or self.state is None:
            return False
        self.cancel_bots()
        record = GameRecord.of(self.state)
        state, entries = replay_with_events(record, upto=point)
        revealed = self._revealed[:point]
        floor = self._undo_floor
        notices = [entry for entry in self.log if entry.event is None and entry.move <= point]
        self.state = state
        self.log = sorted([*entries, *notices], key=lambda entry: entry.move)
        self._revealed, self._undo_floor = revealed, floor
        self._notice(translate("GameController", "Your last move was taken back."))
        self._autosave()
        self.gameStarted.emit()
        self._after_change()
        return True

    # --- log and saves -----------------------------------------------------------------------------
    def _notice(self, text: str) -> None:
        move = len(self.state.history) if self.state is not None else 0
        self.log.append(LogEntry(move, None, None, text))
        self.logAppended.emit(1)

    def current_save(self) -> SaveFile:
        assert self.state is not None
        return saves.make_save(self.state, self.seats, self.game_id, self.created, self.title)

    def rename(self, title: str) -> None:
        """Give the game in play a title (the saved-games page shows it); saved at once."""
        self.title = title
        self._autosave()

    def retry_autosave(self) -> None:
        """Write the autosave again (after the player freed space or fixed the folder)."""
        self._autosave()

    def is_saved(self) -> bool:
        """Whether the game in play is on disk as it is now (no game, or autosaves off, counts as saved)."""
        if self.state is None or not self.autosave_enabled:
            return True
        autosave.wait()
        return self.save_failure is None

    def _autosave(self) -> None:
        if not self.autosave_enabled or self.state is None or self.spectated:
            return  # a watched game is nothing of the player's to keep
        text = self.current_save().model_dump_json(indent=1)
        autosave.submit(
            saves.autosave_path(self.game_id),
            text,
            self._autosave_failed,
            self._autosave_succeeded,
        )

    def _autosave_failed(self, detail: str) -> None:  # on the autosave thread
        self.save_failure = detail
        self.autosaveFailed.emit(detail)

    def _autosave_succeeded(self) -> None:  # on the autosave thread
        if self.save_failure is not None:
            self.save_failure = None
            self.autosaveRecovered.emit()

    def outcome_or_none(self) -> Outcome | None:
        if self.state is None:
            return None
        with contextlib.suppress(EngineError, KeyError, ValueError, IndexError):
            return self.state.outcome()
        return None

    def players(self) -> Sequence[int]:
        return range(self.state.num_players) if self.state is not None else range(0)
