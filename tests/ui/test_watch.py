"""Watching bots play: the ``watch`` command, the spectator bar and the run of games in one window.

The subprocess runs are the short version of the soak (benchmarks/soak.py): one whole game of each of
the three games in the real window, at full speed, with nothing on stderr that looks like a traceback.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Callable
from functools import partial

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from wonders_desktop.cli import main
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.platform.settings import BOT_DELAY_MS
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.session.controller import GameController
from wonders_desktop.ui.window import watch_session
from wonders_desktop.ui.window.main_window import MainWindow
from wonders_desktop.ui.window.spectator import WATCH_SPEEDS
from wonders_desktop.ui.window.watch_session import WatchSession

OPTIONS = {"classic": {"players": 3, "edition": 1}, "duel": {}, "architects": {"players": 3}}
PLAYERS = {"classic": 3, "duel": 2, "architects": 3}
BOT_THINKING = "2botThinking(int,bool)"  # the signal's signature, as QObject.receivers asks it


def bots_only(kind: str, seed: int, level: str = "medium") -> GameSetup:
    seats = [SeatSetup(human=False, level=level) for _ in range(PLAYERS[kind])]
    return GameSetup(kind, dict(OPTIONS[kind]), seats, seed)


def watch(*args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "wonders_desktop", "watch", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)


@pytest.mark.parametrize("kind", ["classic", "duel", "architects"])
def test_a_whole_game_of_bots_plays_in_the_real_window(kind: str) -> None:
    result = watch("--game", kind, "--games", "1", "--speed", "max", "--seed", "11", "--quit")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Error" not in result.stderr
    assert f"1 game(s) of {kind} finished" in result.stderr


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (["--game", "classic", "--games", "0"], "--games"),
        (["--game", "classic", "--bots", ",,"], "--bots"),
        (["--game", "classic", "--bots", "godlike"], "--bots"),
        (["--game", "classic", "--players", "4", "--bots", "easy,hard"], "--bots"),
        (["--game", "duel", "--speed", "warp"], "--speed"),
        (["--game", "duel", "--lang", "fr"], "--lang"),
        (["--game", "chess"], "--game"),
    ],
)
def test_bad_arguments_exit_2_naming_the_field(args: list[str], field: str) -> None:
    result = watch(*args, "--quit", timeout=60)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and field in lines[0]


def run_session(
    window: MainWindow, qtbot: object, setups: list[GameSetup], speed: str = "max"
) -> WatchSession:
    """Plays ``setups`` one after another in ``window`` and requires every game to reach its end."""
    session = WatchSession(window, lambda index: setups[index], len(setups), speed)
    with qtbot.waitSignal(session.finished, timeout=180_000) as blocker:  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
        session.start()
    assert blocker.args == [True], session.failure
    return session


def test_duel_then_architects_in_one_window_raise_nothing(make_window: Callable, qtbot: object) -> None:
    """The Duel table's bot-thinking connection outlived the table: switching to Architects raised
    "Internal C++ object (DuelTable) already deleted" from the controller's signal."""
    window = make_window()
    setups = [bots_only("duel", 3), bots_only("architects", 4), bots_only("duel", 5)]
    session = run_session(window, qtbot, setups)
    assert session.completed == 3
    assert window.controller.state is not None and window.controller.state.is_terminal()


def test_the_spectator_bar_shows_for_bots_alone_and_only_then(make_window: Callable) -> None:
    window = make_window()
    assert window.start_watching(bots_only("architects", 2), "fast", 2, 5)
    assert window.spectator_bar.isVisible()
    assert window.spectator_bar.count.text() == "Game 2 of 5"
    assert window.controller.bot_delay_ms == WATCH_SPEEDS["fast"].bot_delay_ms
    assert window.view is not None and window.view.animation_ms == WATCH_SPEEDS["fast"].animation_ms
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="random"), SeatSetup(human=False)]
    assert window.start_game(GameSetup("architects", {"players": 3}, seats, 2))
    assert not window.spectator_bar.isVisible()
    assert window.controller.bot_delay_ms == BOT_DELAY_MS[window.prefs.bot_speed]  # the player's pace again


def test_pause_holds_every_move_until_resume(make_window: Callable, qtbot: object) -> None:
    window = make_window()
    assert window.start_watching(bots_only("classic", 8, "random"), "max")
    qtbot.waitUntil(lambda: len(window.controller.state.history) >= 3, timeout=30_000)  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
    window.spectator_bar.pause.click()
    assert window.spectator_bar.pause.text() == "Resume"
    qtbot.wait(300)  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
    frozen = len(window.controller.state.history)
    qtbot.wait(600)  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
    assert len(window.controller.state.history) == frozen
    window.spectator_bar.pause.click()
    qtbot.waitUntil(lambda: len(window.controller.state.history) > frozen, timeout=30_000)  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature


def test_a_game_that_stops_moving_fails_the_session(
    make_window: Callable, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    monkeypatch.setattr(window.controller, "_schedule_bots", lambda: None)  # no bot ever starts thinking
    session = WatchSession(window, lambda _index: bots_only("duel", 1), 1, "max", stall_ms=1500)
    with qtbot.waitSignal(session.finished, timeout=10_000) as blocker:  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
        session.start()
    assert blocker.args == [False]
    assert "made no move" in session.failure


def test_watched_games_are_not_autosaved(make_window: Callable, qtbot: object, isolated: object) -> None:
    window = make_window()
    run_session(window, qtbot, [bots_only("architects", 6)])
    folder = isolated / "autosave"  # type: ignore[operator]  # the fixture is typed object; it is the data folder's Path
    assert not folder.exists() or list(folder.glob("*.json")) == []


def test_the_view_menu_opens_the_new_game_dialog_with_every_seat_a_bot(
    make_window: Callable, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wonders_desktop.ui.dialogs import new_game_dialog

    window = make_window()
    seen: list[list[bool]] = []

    def fake_exec(dialog: new_game_dialog.NewGameDialog) -> int:
        seen.append([row.is_human() for row in dialog.rows])
        assert dialog.windowTitle() == "Watch bots play"
        return int(new_game_dialog.NewGameDialog.DialogCode.Rejected)

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", fake_exec)
    window.act_watch.trigger()
    assert seen and not any(seen[0])


def test_a_replaced_duel_table_no_longer_hears_the_controller(make_window: Callable, qtbot: object) -> None:
    """Switching from Duel to Architects printed "Internal C++ object (DuelTable) already deleted": a
    lambda connected to the controller outlived the table it refreshed."""
    window = make_window()
    listeners = window.controller.receivers(BOT_THINKING)  # the shell's own, before any table
    assert window.start_game(GameSetup("duel", {}, [SeatSetup(human=True), SeatSetup(human=False)], 3))
    assert window.settle(20_000)
    old_table = window.view
    assert window.controller.receivers(BOT_THINKING) > listeners
    assert window.start_game(bots_only("architects", 3))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(old_table)
    assert window.controller.receivers(BOT_THINKING) == listeners
    with qtbot.capture_exceptions() as exceptions:  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
        window.controller.botThinking.emit(1, True)
    assert [str(error[1]) for error in exceptions] == []


def test_a_game_of_bots_chosen_in_the_dialog_is_watched_at_the_spectators_pace(
    make_window: Callable, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wonders_desktop.ui.dialogs import new_game_dialog

    window = make_window()

    def accept_all_bots(dialog: new_game_dialog.NewGameDialog) -> int:
        dialog.game.setCurrentIndex(dialog.game.findData("duel"))
        dialog.accept()
        return int(new_game_dialog.NewGameDialog.DialogCode.Accepted)

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", accept_all_bots)
    window.act_watch.trigger()
    assert window.controller.state is not None and window.controller.humans() == []
    assert window.spectator_bar.isVisible()
    assert window.controller.bot_delay_ms == WATCH_SPEEDS[window.watch_speed].bot_delay_ms
    window.spectator_bar.speed.setCurrentIndex(window.spectator_bar.speed.findData("max"))
    assert window.controller.bot_delay_ms == 0 and window.view is not None and window.view.animation_ms == 0


def test_a_watched_duel_shows_no_practice_tools(make_window: Callable, qtbot: object) -> None:
    window = make_window()
    assert window.start_watching(bots_only("duel", 4), "fast")
    qtbot.waitUntil(lambda: len(window.controller.state.history) >= 2, timeout=30_000)  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
    window.view.refresh()
    assert window.view.hint_button.isHidden() and window.view.takeback_button.isHidden()
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {}, seats, 4))
    window.view.refresh()
    assert not window.view.hint_button.isHidden()  # a player's game has them again


def watch_in_process(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    """``watch ... --quit`` run in this process, its exception hooks put back after the test."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    code = main(["watch", "--game", "duel", "--games", "1", "--speed", "max", *args, "--quit"])
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.close()
            widget.deleteLater()
    return code


def test_the_watch_command_exits_1_when_a_game_stops_moving(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(GameController, "_schedule_bots", lambda _self: None)  # no bot ever moves
    monkeypatch.setattr(watch_session, "WatchSession", partial(WatchSession, stall_ms=1500))
    assert watch_in_process(monkeypatch, "--seed", "3") == 1
    assert "watch failed: game 1 made no move for 1 s" in capsys.readouterr().err


def test_the_watch_command_exits_1_when_a_slot_raises(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The game ends, but an exception that reached the top of a Qt slot fails the run all the same."""

    def broken(_self: MainWindow) -> None:
        raise RuntimeError("the window failed at the end of the game")

    monkeypatch.setattr(MainWindow, "_on_game_over", broken)
    assert watch_in_process(monkeypatch, "--seed", "5") == 1
    error = capsys.readouterr().err
    assert "Traceback" in error
    assert "watch failed: RuntimeError: the window failed at the end of the game" in error
