"""The GameController owns the engine state, applies human and bot moves and tells the views.

Views never change the state: they call ``play`` with a move the engine listed as legal. Bots run on
a worker thread the controller can abandon (``workers.py``); the GUI thread never waits for them. A bot
that raises, answers nonsense or overruns its deadline (its time budget plus a margin: the watchdog) is
replaced by a safe move, with a notice in the log (``bot_driver.py``: the decisions in flight). Every
move is autosaved. Undo replays the record minus the undone moves (``takeback.py``: what may be taken
back); the log's entries and the replay that rebuilds them are in ``game_log.py``.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.registry import DEFAULT_LEVEL, FALLBACK_LEVEL, make_bot
from wonders_desktop.engine.core.errors import EngineError, IllegalMoveError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.seat_names import level_name, table_seat_name
from wonders_desktop.ui.platform.runtime import freeze_long_lived_objects
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.savegames.game_lock import GameLock
from wonders_desktop.ui.savegames.saves import SaveFile, SeatSetup
from wonders_desktop.ui.session.bot_driver import BOT_DEADLINE_MARGIN_S, BotDriver
from wonders_desktop.ui.session.game_log import LogEntry, log_entries, notice_entry, replay_with_events
from wonders_desktop.ui.session.render_gate import RenderGate
from wonders_desktop.ui.session.takeback import UndoLedger

translate = QCoreApplication.translate

# Closing the window waits at most this long for the last autosave and Qt's global pool, and at most
# BOT_JOIN_S of it for cancelled bots to return (a cooperative bot stops within milliseconds).
SHUTDOWN_MS = 1500
BOT_JOIN_S = 0.5


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
        self.analysed: SaveFile | None = None  # the game's stored analysis: its autosaves keep it
        # What the last finished autosave failed with; None while every write succeeded. Written by the
        # autosave thread, one write at a time in order, so it always describes the latest write.
        self.save_failure: str | None = None
        self.log: list[LogEntry] = []
        self.viewer: int | None = None
        self.bot_delay_ms = 0
        self.bot_deadline_margin_s = BOT_DEADLINE_MARGIN_S
        self.allow_undo = True
        self.practice = True  # a game played: its tables offer Hint and Take back (not a replay)
        # Practice in hot-seat games: also take back moves that revealed hidden cards (against bots a take
        # back is always allowed: takeback.py).
        self.allow_revealing_undo = False
        self.autosave_enabled = True
        self.decision_limit: int | None = None
        self.autopilot: set[int] = set()  # human seats a bot plays until the decision limit (screenshots)
        self.paused = False  # a spectator's pause: no bot starts thinking and no answer is applied
        self.spectated = False  # the game is watched (the watch mode), not played: it is never saved
        # The coach (``coach.py``) speaks in this game whatever the setting: a guided game sets it after
        # ``new_game``/``load``; the next game started or loaded clears it.
        self.coach_enabled = False
        self.bot_failures: list[str] = []  # what failed bots raised (reported; the self-test checks it)
        self._undo = UndoLedger()
        self.game_lock = GameLock()  # the game this copy of the app plays: no other copy resumes it
        self._bots: dict[int, Bot] = {}
        self._view_cache: tuple[tuple[int, int, int | None], GameState] | None = None
        self.render_gate = RenderGate(self)
        self.bot_driver = BotDriver(self)  # the decisions in flight, the watchdog, the bot speed
        self._thinking = self.bot_driver.thinking  # the same dict and runner (the tests look inside)
        self._runner = self.bot_driver.runner

    # --- starting ----------------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a new game; a ``ScenarioError`` (bad options) leaves the current game untouched."""
        spec = game_spec(setup.game)
        state = spec.new_game(setup.options, setup.resolved_seed())
        if len(setup.seats) != state.num_players:
            raise ScenarioError("seats", f"{len(setup.seats)} seats for {state.num_players} players")
        seed = state.seed
        notice = notice_entry(
            0, lambda: translate("GameController", "New game (seed {seed}).").format(seed=seed)
        )
        self.title, self.analysed = "", None
        self._start(state, list(setup.seats), saves.new_game_id(), saves.now(), [notice], 0)

    def load(
        self, save: SaveFile, state: GameState, events: list[tuple[int, Event]] | None = None
    ) -> None:
        """Continue a loaded game. Moves made before the load count as revealing (no undo past them).

        ``events`` are those the loader's replay collected; without them the record is replayed again.
        """
        entries = log_entries(events) if events is not None else replay_with_events(save.record)[1]
        self.title, self.analysed = save.title, save if save.analysis is not None else None
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
        self.coach_enabled = False
        self._lock_game(game_id)
        self.state, self.seats, self.game_id, self.created = state, seats, game_id, created
        self.log = log
        self._undo.reset(undo_floor)
        self._bots = {}
        self._create_bots()
        self.viewer = self.default_viewer()
        freeze_long_lived_objects()
        self._autosave()
        self.gameStarted.emit()
        self.render_gate.hold()  # the table's first paint comes before the bots' first thoughts
        self._after_change()

    def _lock_game(self, game_id: str) -> None:
        """A game this copy saves is locked while it plays it (a new game's fresh id always is; a loaded
        one was taken by ``GameFiles.load_path`` before); a game never saved holds no lock."""
        if self.autosave_enabled and not self.spectated:
            self.game_lock.take(game_id)
        else:
            self.game_lock.release()

    def _create_bots(self) -> None:
        assert self.state is not None
        for seat, setup in enumerate(self.seats):
            if setup.human and seat not in self.autopilot:
                continue
            level = DEFAULT_LEVEL if setup.human else setup.level
            self._bots[seat] = self._make_bot(seat, level)

    def _make_bot(self, seat: int, level: str) -> Bot:
        assert self.state is not None
        seed = hash_seed(self.state.seed, f"bot{seat}")
        try:
            return make_bot(level, self.state.kind, seed)
        except ScenarioError:
            self._notice(
                lambda: translate(
                    "GameController",
                    "The {level} bot is not available yet: {player} is played by the random bot.",
                ).format(level=level_name(level), player=self.seat_name(seat))
            )
            return make_bot(FALLBACK_LEVEL, self.state.kind, seed)

    # --- the bot driver's door: bot_driver.py uses these and the public state, nothing private ---------
    def bot_for(self, seat: int) -> Bot:
        """The bot that decides for ``seat``; a human seat handed to the bots gets a default-level one."""
        return self._bots.get(seat) or self._bots.setdefault(seat, self._make_bot(seat, DEFAULT_LEVEL))

    def renew_bot(self, seat: int) -> None:
        """A fresh bot of the seat's level: the old one may still run on a thread it shares nothing with."""
        setup = self.seats[seat]
        self._bots[seat] = self._make_bot(seat, DEFAULT_LEVEL if setup.human else setup.level)

    def add_notice(self, words: Callable[[], str]) -> None:
        """A line in the log (a failed or late bot); ``words`` writes it in the language in use."""
        self._notice(words)

    def apply_bot_move(self, seat: int, move: Move) -> None:
        """A bot's answer, already checked legal in the current position by the driver."""
        self._apply(seat, move)

    def schedule_bots(self) -> None:
        """Start a decision for every bot seat that must act and is not thinking (the position moved on)."""
        self._schedule_bots()

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
        return table_seat_name(self.seats[seat], seat)

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
        key = (self.bot_driver.generation, len(self.state.history), self.viewer)
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

    def shows_thinking(self, seat: int) -> bool:
        """What the table says of a bot: thinking, unless the game is paused (its move waits then, and
        "thinking…" beside a paused game reads as a bot that never stops)."""
        return seat in self._thinking and not self.paused

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
        self._undo.record(reveals)
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
                self.bot_driver.launch(seat)

    def cancel_bots(self) -> None:
        """Cancel every thinking bot and forget pending answers (new game, load, undo, close)."""
        self.bot_driver.cancel_all()

    def shutdown(self, timeout_ms: int = SHUTDOWN_MS) -> bool:
        """Cancel the bots, then wait (bounded in all) for the last autosave, Qt's global pool and the
        cancelled bots to return. A stuck bot (or a Hint search or a coach rating,
        ``platform/latest_worker.py``) is not waited for: its daemon thread cannot hold the exit."""
        self.cancel_bots()
        self.bot_driver.watchdog.stop()
        self.game_lock.release()
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
        for seat in list(self._thinking):  # the tables' "thinking…" follows (shows_thinking)
            self.botThinking.emit(seat, not paused)
        if paused:
            return
        self.bot_driver.restart_pump()
        self.resume()

    # --- undo --------------------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """The index of the move an undo would take back, or None when undo is not allowed now."""
        return self._undo.point(self)

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo_blocked(self) -> str:
        """Why undo is not allowed now (``takeback.OFF``, ``OVER``...), or "" when it is."""
        return self._undo.blocked(self)

    def undo(self) -> bool:
        point = self.undo_point()
        if point is None or self.state is None:
            return False
        self.cancel_bots()
        self.state, self.log = self._undo.rewind(self.state, self.log, point)
        self._notice(lambda: translate("GameController", "Your last move was taken back."))
        self._autosave()
        self.gameStarted.emit()
        self._after_change()
        return True

    # --- log and saves -----------------------------------------------------------------------------
    def _notice(self, words: Callable[[], str]) -> None:
        """Log a notice; ``words`` writes it in the language in use (the log re-renders on a change)."""
        move = len(self.state.history) if self.state is not None else 0
        self.log.append(notice_entry(move, words))
        self.logAppended.emit(1)

    def current_save(self) -> SaveFile:
        assert self.state is not None
        save = saves.make_save(self.state, self.seats, self.game_id, self.created, self.title)
        if self.analysed is not None and self.analysed.record == save.record:  # an undo drops it
            save = save.signed(analysis=self.analysed.analysis, version=self.analysed.version)
        return save

    def keep_analysis(self, save: SaveFile) -> None:
        """An analysis of the game in play was stored: its next autosaves (a rename) keep it too."""
        if save.game_id == self.game_id:
            self.analysed = save

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
