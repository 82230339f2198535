"""Fault injection: bots that hang, raise every kind of exception, answer garbage or are slow.

Whatever a bot does, the game goes on (a safe move replaces the bad answer, with a notice in the log),
another game can start, and the window closes without waiting for a stuck bot. Seat 1 plays the faulty
bot, seat 0 the real random bot, so each toy game runs to its end by itself.

No test here holds a wall clock to a limit (a busy machine stretches any of them): each asserts order and
outcome (the watchdog fired, a safe move was played, a hung bot was left behind and the close returned).
How long these take is measured in benchmarks/bench_latency.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui import toy_game
from tests.ui.bots_for_tests import (
    BadText,
    GarbageBot,
    HangingBot,
    RaisingBot,
    SlowBot,
    arm_hung_bots,
    release_hung_bots,
)
from tests.ui.conftest import TOY, toy_setup
from wonders_desktop.bots.base import Bot, BotCancelled, CancelToken
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup, load_game
from wonders_desktop.ui.session import controller as controller_module
from wonders_desktop.ui.views import hinting
from wonders_desktop.ui.views.duel import hint as hint_module
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow

MARGIN_S = 0.3  # the watchdog's margin in these tests (the app's is seconds)
PATIENT_S = 600.0  # a margin the watchdog never reaches: a fault must be reported as what it is
QUIT_S = 2.0  # the most the close may wait, by design (controller.SHUTDOWN_MS)
HANG_GUARD_S = 120.0  # only so that a process that never exits fails the test instead of hanging it
REPO = Path(__file__).resolve().parents[2]


class CustomBaseError(BaseException):
    """Not even an ``Exception``."""


TIMED_OUT = "did not answer within"
FAILED = "failed ("

# Each fault, and how the log must report it: a bot that overruns is timed out by the watchdog; a bot
# that raises or answers nonsense is reported at once as failed, naming what it raised (a bot whose
# exception escaped its worker would only be rescued by the watchdog, later, as a time-out).
FAULTS: dict[str, tuple[Callable[[], Bot], str, str]] = {
    "hangs asleep": (lambda: HangingBot(), TIMED_OUT, "no answer within"),
    "hangs busy": (lambda: HangingBot(spin=True), TIMED_OUT, "no answer within"),
    "slow past its deadline, cooperative": (lambda: SlowBot(30.0), TIMED_OUT, "no answer within"),
    "slow past its deadline, deaf to cancel": (
        lambda: SlowBot(3.0, cooperative=False),
        TIMED_OUT,
        "no answer within",
    ),
    **{
        f"raises {type(error).__name__}": (
            lambda error=error: RaisingBot(error),
            FAILED,
            "BotCancelled raised without a cancel"
            if isinstance(error, BotCancelled)
            else type(error).__name__,
        )
        for error in (
            RuntimeError("boom"),
            ValueError("bad"),
            ZeroDivisionError("division by zero"),
            RecursionError("deep"),
            MemoryError(),
            StopIteration(),
            SystemExit(3),
            KeyboardInterrupt(),
            GeneratorExit(),
            BotCancelled(),  # without a cancel: the seat would wait forever
            CustomBaseError("odd"),
        )
    },
    "returns None": (lambda: GarbageBot(None), FAILED, "AttributeError"),
    "returns a string": (lambda: GarbageBot("bet:1"), FAILED, "AttributeError"),
    "returns a number": (lambda: GarbageBot(42), FAILED, "AttributeError"),
    "returns an illegal move": (lambda: GarbageBot(toy_game.Bet(99)), FAILED, "bet:99 is not legal"),
    "returns a move of no game": (lambda: GarbageBot(BadText("no-such-move")), FAILED, "no-such-move"),
    "returns a move whose text raises": (lambda: GarbageBot(BadText(SystemExit(1))), FAILED, "SystemExit"),
    "returns a move whose text is not text": (lambda: GarbageBot(BadText(7)), FAILED, "not a str"),
}


@pytest.fixture(autouse=True)
def hung_bots_released() -> Iterator[None]:
    """Hung test bots stay hung for the whole test, then return (the test process keeps no thread)."""
    arm_hung_bots()
    yield
    release_hung_bots()


def faulty_at_seat_1(monkeypatch: pytest.MonkeyPatch, make: Callable[[], Bot]) -> None:
    """Level "hard" makes the faulty bot; any other level the real one."""
    real = controller_module.make_bot

    def factory(level: str, kind: str, seed: int = 0, budget: float | None = None) -> Bot:
        return make() if level == "hard" else real(level, kind, seed)

    monkeypatch.setattr(controller_module, "make_bot", factory)


def faulty_setup() -> GameSetup:
    seats = [SeatSetup(human=False, level="random"), SeatSetup(human=False, level="hard")]
    return GameSetup(TOY, {}, seats, 5)


def notices(window: MainWindow) -> list[str]:
    return [entry.notice for entry in window.controller.log if entry.event is None]


def closes_without_waiting(window: MainWindow) -> bool:
    """Close the window; True when every wait of its shutdown was bounded by ``QUIT_S`` and the close
    returned (a hung test bot never returns before the test ends, so a close that waited for it would
    never come back)."""
    controller = window.controller
    bounds: list[int] = []
    original = controller.shutdown

    def shutdown(timeout_ms: int = controller_module.SHUTDOWN_MS) -> bool:
        bounds.append(timeout_ms)
        return original(timeout_ms)

    controller.shutdown = shutdown  # type: ignore[method-assign]  # the test wraps this one instance's method to watch it
    window.close()
    return bool(bounds) and all(bound <= QUIT_S * 1000 for bound in bounds) and not window.isVisible()


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_faulty_bot_never_stops_the_game_nor_the_quit(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, fault: str
) -> None:
    make, reported_as, detail = FAULTS[fault]
    faulty_at_seat_1(monkeypatch, make)
    controller = window.controller
    # Only an overrun meets the watchdog; a bot that raises must be reported as failed, however long a
    # busy machine takes to deliver its failure to the GUI thread.
    controller.bot_deadline_margin_s = MARGIN_S if reported_as == TIMED_OUT else PATIENT_S
    assert window.start_game(faulty_setup())
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_terminal(), timeout=20_000)
    assert controller.state is not None
    seat_1 = [text for seat, text in controller.state.history if seat == 1]
    # Every decision of seat 1 replaced. With the watchdog's short margin a busy machine may also time
    # out the real random bot of seat 0 now and then: that is the watchdog doing its job, so seat 0's
    # replacements are allowed, and seat 1's are counted by its name.
    assert seat_1 and len(controller.bot_failures) >= len(seat_1)
    assert all(detail in failure for failure in controller.bot_failures), controller.bot_failures
    faulty = controller.seat_name(1)
    replaced = [text for text in notices(window) if "safe move" in text and faulty in text]
    assert len(replaced) == len(seat_1)
    assert all(reported_as in text for text in replaced), replaced
    assert closes_without_waiting(window)


def test_a_stuck_decision_is_answered_at_its_deadline_with_the_first_legal_move(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    faulty_at_seat_1(monkeypatch, HangingBot)
    controller = window.controller
    controller.bot_deadline_margin_s = MARGIN_S
    assert window.start_game(toy_setup(0, level="hard"))  # seat 0 human, seat 1 the hung bot
    qtbot.waitUntil(lambda: controller.acting_humans() == [0])
    controller.play(0, controller.legal_moves_for_viewer()[-1])
    started = time.perf_counter()
    qtbot.waitUntil(lambda: controller.state is not None and len(controller.state.history) == 2)
    assert time.perf_counter() - started >= MARGIN_S  # not before its deadline (a lower bound only)
    assert controller.state is not None and controller.state.history[1] == (1, "bet:0")  # the first legal
    assert controller.bot_failures and all("no answer within" in f for f in controller.bot_failures)
    assert any("did not answer within" in text for text in notices(window))


def test_a_slow_bot_within_its_deadline_plays_its_own_moves(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    faulty_at_seat_1(monkeypatch, lambda: SlowBot(0.05))
    controller = window.controller
    controller.bot_deadline_margin_s = 1.0
    assert window.start_game(faulty_setup())
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_terminal(), timeout=20_000)
    assert not controller.bot_failures
    assert not any("safe move" in text for text in notices(window))


def test_a_new_game_plays_on_while_an_old_bot_is_still_stuck(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    faulty_at_seat_1(monkeypatch, HangingBot)
    controller = window.controller
    controller.bot_deadline_margin_s = 60.0  # the watchdog stays out of it: the new game must not wait
    assert window.start_game(toy_setup(0, level="hard"))
    qtbot.waitUntil(lambda: controller.acting_humans() == [0])
    controller.play(0, controller.legal_moves_for_viewer()[-1])
    qtbot.waitUntil(lambda: controller.is_thinking(1) and controller._thinking[1].started is not None)
    assert window.start_game(toy_setup())  # two random bots
    assert controller._runner.threads_left_behind() == 1  # returned while the stuck thread still hangs
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_terminal(), timeout=5000)
    assert controller._runner.threads_left_behind() == 1  # the stuck one, never waited for
    assert closes_without_waiting(window)


def test_a_save_and_a_load_never_wait_for_a_stuck_bot(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's autosave is written and read back while its bot hangs; the loaded game plays on."""
    faulty_at_seat_1(monkeypatch, HangingBot)
    controller = window.controller
    controller.bot_deadline_margin_s = 60.0  # the watchdog stays out of it until the load
    assert window.start_game(toy_setup(0, level="hard"))
    qtbot.waitUntil(lambda: controller.acting_humans() == [0])
    controller.play(0, controller.legal_moves_for_viewer()[-1])
    qtbot.waitUntil(lambda: controller.is_thinking(1) and controller._thinking[1].started is not None)
    assert controller.is_saved()  # waits for the autosave of the human's move, not for the bot
    path = window.files.current_autosave()
    assert path is not None
    save, _ = load_game(path)
    assert len(save.record.moves) == 1
    controller.bot_deadline_margin_s = MARGIN_S
    assert window.load_path(path)
    assert controller._runner.threads_left_behind() >= 1  # loaded while the stuck bot still hangs
    qtbot.waitUntil(lambda: controller.state is not None and len(controller.state.history) == 2)
    assert any("did not answer within" in text for text in notices(window))
    assert controller._runner.threads_left_behind() >= 1  # the first hung decision, never waited for
    assert closes_without_waiting(window)


HUNG_APP = """
import sys, time
from PySide6.QtCore import QTimer
from tests.ui import toy_game
from tests.ui.bots_for_tests import HangingBot
from wonders_desktop.engine import registry
from wonders_desktop.ui.session import controller as controller_module
from wonders_desktop.ui.window.app import application, build_window
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup

registry.GAME_MODULES[toy_game.SPEC.kind] = toy_game.__name__
controller_module.make_bot = lambda level, kind, seed=0, budget=None: HangingBot(spin=SPIN)
app = application()
window = build_window("en", "light", restore=False)
window.controller.bot_deadline_margin_s = 600.0
window.show()
window.start_game(GameSetup(toy_game.SPEC.kind, {}, [SeatSetup(human=False), SeatSetup(human=True)], 5))

def close_when_thinking():
    if not window.controller.is_thinking(0):
        QTimer.singleShot(20, close_when_thinking)
        return
    print("closing", flush=True)
    window.close()

QTimer.singleShot(200, close_when_thinking)
sys.exit(app.exec())
"""


@pytest.mark.parametrize("spin", [False, True], ids=["asleep", "busy"])
def test_the_app_process_exits_on_closing_with_a_hung_bot(tmp_path: Path, spin: bool) -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "WONDERS_DATA_DIR": str(tmp_path), "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-c", f"SPIN = {spin}\n{HUNG_APP}"],
        cwd=REPO,
        env={**_base_env(), **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = first_line(process)  # the window is being closed
        assert line.strip() == "closing", process.stderr.read() if process.stderr else ""
        code = process.wait(timeout=HANG_GUARD_S)  # its hung bot never returns: exiting proves it
    finally:
        process.kill()
        process.wait()
    assert code == 0


def first_line(process: subprocess.Popen[str], timeout_s: float = HANG_GUARD_S) -> str:
    """The app's first line on stdout, or "" when none came in time (a stuck app fails, not hangs, the run).

    A thread reads it: a pipe cannot be polled with a timeout on Windows, where the CI runs this too."""
    lines: list[str] = []
    assert process.stdout is not None
    reader = threading.Thread(target=lambda: lines.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout_s)
    return lines[0] if lines else ""


def _base_env() -> dict[str, str]:
    return {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}


RAISING_APP = """
import sys
from PySide6.QtCore import QTimer
from tests.ui import toy_game
from tests.ui.bots_for_tests import RaisingBot
from wonders_desktop.engine import registry
from wonders_desktop.ui.session import controller as controller_module
from wonders_desktop.ui.window.app import application, build_window
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup

class Odd(BaseException):
    pass

registry.GAME_MODULES[toy_game.SPEC.kind] = toy_game.__name__
controller_module.make_bot = lambda level, kind, seed=0, budget=None: RaisingBot(ERROR)
app = application()
window = build_window("en", "light", restore=False)
window.controller.bot_deadline_margin_s = 600.0  # no watchdog: the failure alone must be reported
window.show_final_sheet = False
window.controller.bot_delay_ms = 0
window.show()
window.start_game(GameSetup(toy_game.SPEC.kind, {}, [SeatSetup(human=False), SeatSetup(human=False)], 5))

def close_when_over():
    state = window.controller.state
    if state is None or not state.is_terminal():
        QTimer.singleShot(20, close_when_over)
        return
    print("over", len(state.history), len(window.controller.bot_failures), flush=True)
    window.close()

QTimer.singleShot(100, close_when_over)
sys.exit(app.exec())
"""


@pytest.mark.parametrize("error", ["SystemExit(3)", "KeyboardInterrupt()", "Odd('odd')"])
def test_a_bot_raising_an_exit_cannot_end_the_app_process(tmp_path: Path, error: str) -> None:
    """In the real process: the game of two such bots runs to its end (every move a safe one, reported),
    the app exits 0 only when closed, and nothing escapes to stderr as a traceback."""
    env = {"QT_QPA_PLATFORM": "offscreen", "WONDERS_DATA_DIR": str(tmp_path), "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-c", RAISING_APP.replace("ERROR", error)],
        cwd=REPO,
        env={**_base_env(), **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = first_line(process)  # the game is over and the window is closing
        code = process.wait(timeout=HANG_GUARD_S) if line else None
    finally:
        process.kill()
        _, stderr = process.communicate()
    assert line.startswith("over "), stderr
    _, moves, failures = line.split()
    assert int(moves) > 0 and int(failures) == int(moves)
    assert code == 0, stderr
    assert "Traceback" not in stderr, stderr


# --- the Duel hint: the hard bot's search for the player, under the same faults ----------------------------
class HungSearch(HangingBot):
    """A hint search that never answers (a pathological position)."""

    def __init__(self, *_args: object, **_kwargs: object) -> None:
        super().__init__()


def raising_search(error: BaseException) -> Callable[..., Bot]:
    return lambda *_args, **_kwargs: RaisingBot(error)


def duel_hint_asked(window: MainWindow, qtbot: QtBot) -> DuelTable:
    """A Duel game on the human's first turn, with a hint asked for."""
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {"wonders": "first_game"}, seats, 7))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    view = window.view
    assert isinstance(view, DuelTable)
    view.hints.seconds = 0.1
    view.ask_hint()
    assert view.hints.busy
    return view


@pytest.mark.parametrize(
    ("search", "detail"),
    [
        (HungSearch, "no answer within"),
        (raising_search(SystemExit(3)), "SystemExit: 3"),
        (raising_search(KeyboardInterrupt()), "KeyboardInterrupt"),
        (raising_search(CustomBaseError("odd")), "CustomBaseError: odd"),
        (raising_search(BotCancelled()), "BotCancelled raised without a cancel"),
    ],
    ids=["hangs", "SystemExit", "KeyboardInterrupt", "BaseException", "BotCancelled"],
)
def test_a_failed_hint_search_says_so_and_the_next_hint_works(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    search: Callable[..., Bot],
    detail: str,
) -> None:
    # only the hung search may meet the watchdog; a raising one must be reported as what it raised
    monkeypatch.setattr(hinting, "HINT_MARGIN_S", MARGIN_S if search is HungSearch else PATIENT_S)
    real = hint_module.HardBot
    monkeypatch.setattr(hint_module, "HardBot", search)
    view = duel_hint_asked(window, qtbot)
    qtbot.waitUntil(lambda: "No hint available" in view.announce.text(), timeout=20_000)
    assert detail in view.announce.text()
    assert not view.hints.busy
    qtbot.waitUntil(view.hint_button.isEnabled)  # the player may ask again
    monkeypatch.setattr(hint_module, "HardBot", real)
    monkeypatch.setattr(hinting, "HINT_MARGIN_S", PATIENT_S)  # the real search is not timed here
    view.ask_hint()  # a stuck search is left behind: it holds no worker the next one needs
    qtbot.waitUntil(lambda: "Hint:" in view.announce.text(), timeout=20_000)
    assert closes_without_waiting(window)


HUNG_HINT_APP = """
import sys
from PySide6.QtCore import QTimer
from tests.ui.bots_for_tests import HangingBot, RaisingBot
from wonders_desktop.ui.views.duel import hint
from wonders_desktop.ui.window.app import application, build_window
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup

hint.HardBot = lambda *args, **kwargs: SEARCH
app = application()
window = build_window("en", "light", restore=False)
window.controller.bot_delay_ms = 0
window.show()
seats = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
window.start_game(GameSetup("duel", {"wonders": "first_game"}, seats, 7))

def ask_then_close():
    if window.controller.acting_humans() != [0]:
        QTimer.singleShot(20, ask_then_close)
        return
    window.view.ask_hint()
    QTimer.singleShot(300, close)

def close():
    print("closing", flush=True)
    window.close()

QTimer.singleShot(100, ask_then_close)
sys.exit(app.exec())
"""


@pytest.mark.parametrize(
    "search", ["HangingBot()", "HangingBot(spin=True)", "RaisingBot(SystemExit(3))"], ids=str
)
def test_the_app_process_exits_on_closing_during_a_failed_hint(
    tmp_path: Path, search: str
) -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "WONDERS_DATA_DIR": str(tmp_path), "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-c", HUNG_HINT_APP.replace("SEARCH", search)],
        cwd=REPO,
        env={**_base_env(), **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = first_line(process)
        code = process.wait(timeout=HANG_GUARD_S) if line else None
    finally:
        process.kill()
        _, stderr = process.communicate()
    assert line.strip() == "closing", stderr
    assert code == 0, stderr
    assert "Traceback" not in stderr, stderr


# --- a hang costs one decision ---------------------------------------------------------------------
hog_released = threading.Event()  # set at the end of the test: the hog, if still running, returns


class HogsOnce(Bot):
    """Its first decision never ends: a loop deaf to its cancel token that holds the interpreter lock in
    long stretches (each ``sum`` is one C call, ~tens of ms). Its later decisions are ordinary work
    (~50 ms of Python), which needs the lock back thousands of times: beside a hog still running, each
    handover waits for the hog's current stretch, and the decision takes seconds."""

    level = "hogs once"

    def __init__(self, hangs: list[int]) -> None:
        super().__init__(0)
        self.hangs = hangs  # shared by the fresh bots the watchdog makes: only the first decision hangs

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        if self.hangs:
            self.hangs.pop()
            while not hog_released.is_set():
                sum(range(3_000_000))
        deadline = time.thread_time() + 0.05
        while time.thread_time() < deadline:  # CPU time of this thread: the work, not the wait
            sum(range(100))
        return view.legal_moves(seat)[-1]


def test_a_bot_that_hung_once_answers_its_later_decisions(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One time-out, then every later decision of that seat is the bot's own: the abandoned computation
    is stopped (it used to run on, taking the interpreter lock from every later decision, which then
    timed out too; the review saw 19 of 38 later decisions of a seat time out)."""
    hangs = [1]
    faulty_at_seat_1(monkeypatch, lambda: HogsOnce(hangs))
    controller = window.controller
    controller.bot_deadline_margin_s = 2.0  # wide: a busy machine must not time out the later decisions
    hog_released.clear()
    try:
        assert window.start_game(faulty_setup())
        qtbot.waitUntil(
            lambda: controller.state is not None and controller.state.is_terminal(), timeout=60_000
        )
        assert controller.state is not None
        seat_1 = [text for seat, text in controller.state.history if seat == 1]
        assert len(seat_1) >= 3
        timed_out = [text for text in notices(window) if TIMED_OUT in text]
        assert len(timed_out) == 1, timed_out  # the hang, and nothing after it
        assert len(controller.bot_failures) == 1
        qtbot.waitUntil(lambda: controller._runner.threads_left_behind() == 0, timeout=10_000)  # stopped
    finally:
        hog_released.set()
