"""Crash and log capture: an exception nobody caught is logged and shown (with a report to copy), a
fatal signal leaves its stack in the log folder, Qt's messages are logged, and an unusable data folder
never stops the start (the log goes to stderr)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QUrl, qVersion, qWarning
from PySide6.QtGui import QDesktopServices, QGuiApplication
from pytestqt.qtbot import QtBot

from tests.ui.conftest import play_humans_first_move, toy_setup
from wonders_desktop.ui.dialogs.problem_dialog import ProblemDialog
from wonders_desktop.ui.platform import crash_log
from wonders_desktop.ui.platform.crash_hooks import CrashHooks
from wonders_desktop.ui.platform.problem_report import GameNote, build_report
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.window import problems, window_dialogs
from wonders_desktop.ui.window.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def logged(isolated: Path) -> Iterator[crash_log.LogPlace]:
    """The app's log started in the test's data folder, stopped after (and its start-up hook removed)."""
    hook = sys.excepthook
    place = problems.start_crash_log()
    yield place
    crash_log.stop_logging()
    sys.excepthook = hook


@pytest.fixture
def hooks(window: MainWindow, logged: crash_log.LogPlace) -> Iterator[CrashHooks]:
    installed = problems.install_crash_hooks(window)
    yield installed
    installed.uninstall()


def shown_problem(window: MainWindow, qtbot: QtBot) -> ProblemDialog:
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ProblemDialog)), timeout=10_000)
    (dialog,) = [d for d in window.findChildren(ProblemDialog) if d.isVisible()]
    return dialog


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_the_dialog_with_the_traceback_and_the_versions(
    window: MainWindow, hooks: CrashHooks, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, isolated: Path
) -> None:
    window.start_game(toy_setup(0, 1))
    play_humans_first_move(window)

    def broken(_window: MainWindow) -> None:
        raise RuntimeError("injected into a slot")

    monkeypatch.setattr(window_dialogs, "show_rules", broken)
    window.act_rules.trigger()  # a real action's slot raises inside Qt's signal delivery
    dialog = shown_problem(window, qtbot)

    assert dialog.windowTitle() == "Something went wrong"
    report = dialog.report
    assert "RuntimeError: injected into a slot" in report and "Traceback (most recent call last)" in report
    assert f"Qt: {qVersion()}" in report and f"PySide6: {PySide6.__version__}" in report
    assert "Python: 3." in report and "Platform: " in report and "Commit: " in report
    assert f"id {window.controller.game_id}" in report
    # "the game is saved" is said only because it is true: the autosave holds every move played
    autosave.wait()
    stored, _ = saves.load_game(saves.autosave_path(window.controller.game_id))
    assert stored.record.moves == window.controller.current_save().record.moves
    assert "Your game is saved" in dialog.message.text()
    # the traceback is in the log file as well, and the report carries the log's last lines
    assert "RuntimeError: injected into a slot" in (isolated / "logs" / "wonders.log").read_text()
    assert "unhandled exception" in report.split("Last log lines")[1]

    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == report
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    dialog.folder_button.click()
    assert [Path(url.toLocalFile()) for url in opened] == [isolated / "logs"]


@pytest.mark.qt_no_exception_capture
def test_a_second_exception_while_the_dialog_is_open_opens_no_second_dialog(
    window: MainWindow, hooks: CrashHooks, qtbot: QtBot
) -> None:
    hooks.report("first")
    first = shown_problem(window, qtbot)
    hooks.report("second")
    qtbot.wait(50)
    assert [d for d in window.findChildren(ProblemDialog) if d.isVisible()] == [first]


def test_an_exception_in_a_worker_thread_is_logged_and_shown(
    window: MainWindow, hooks: CrashHooks, qtbot: QtBot, isolated: Path
) -> None:
    def work() -> None:
        raise ValueError("raised in a worker")

    worker = threading.Thread(target=work, name="worker-under-test")
    worker.start()
    worker.join()
    dialog = shown_problem(window, qtbot)
    assert "In thread worker-under-test" in dialog.report
    assert "ValueError: raised in a worker" in dialog.report


def test_watched_games_are_said_not_saved(window: MainWindow, hooks: CrashHooks, qtbot: QtBot) -> None:
    window.start_game(toy_setup())  # bots only
    window.controller.spectated = True
    hooks.report("boom")
    dialog = shown_problem(window, qtbot)
    assert "watched games are not saved" in dialog.message.text()
    assert "Your game is saved" not in dialog.message.text()


def test_an_autosave_that_hangs_is_said_still_being_written(
    window: MainWindow, hooks: CrashHooks, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dialog never claims a save it cannot see, and a hung disk does not stop it from showing."""
    window.start_game(toy_setup(0, 1))

    def hung(timeout: float = 10.0) -> None:
        raise TimeoutError

    with monkeypatch.context() as patched:  # undone before the window closes (closing waits too)
        patched.setattr(autosave, "wait", hung)
        hooks.report("boom")
        dialog = shown_problem(window, qtbot)
    message = dialog.message.text()
    assert "still being written" in message and "Your game is saved" not in message
    assert "unknown: the last autosave is still being written" in dialog.report


def test_help_report_a_problem_shows_the_report_without_a_traceback(
    window: MainWindow, logged: crash_log.LogPlace, qtbot: QtBot
) -> None:
    window.act_report.trigger()
    dialog = shown_problem(window, qtbot)
    assert dialog.windowTitle() == "Report a problem" and not dialog.crashed
    assert "Traceback" not in dialog.report and "Game: none in play" in dialog.report
    assert f"PySide6: {PySide6.__version__}" in dialog.report


def test_qt_messages_go_to_the_log(
    window: MainWindow, hooks: CrashHooks, isolated: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    qWarning("a warning from Qt under test")
    text = (isolated / "logs" / "wonders.log").read_text()
    assert "WARNING wonders.qt: a warning from Qt under test" in text


def test_the_report_writes_the_home_folder_as_a_tilde(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    home = tmp_path / "home-of-alice"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setenv("WONDERS_DATA_DIR", str(home / ".local" / "share" / "WondersDesktop"))
    traceback = f'File "{home}/src/wonders_desktop/x.py", line 3\nRuntimeError: boom'
    note = GameNote("g-1", "duel", 12, ("Alice", "Bot (hard)"), "saved")
    report = build_report(traceback, note, "en")
    assert str(home) not in report and "alice" not in report.replace("Alice", "")
    assert 'File "~/src/wonders_desktop/x.py"' in report
    assert "Data folder: ~/.local/share/WondersDesktop" in report
    assert "Seats: Alice, Bot (hard)" in report


def test_the_log_rotates_and_keeps_three_files(tmp_path: Path) -> None:
    place = crash_log.start_logging(tmp_path / "logs")
    try:
        line = "x" * 1000
        for _ in range(4 * crash_log.MAX_BYTES // 1000):
            logging.getLogger("wonders").info(line)
    finally:
        crash_log.stop_logging()
    assert place.file is not None
    names = sorted(path.name for path in (tmp_path / "logs").glob("wonders.log*"))
    assert names == ["wonders.log", "wonders.log.1", "wonders.log.2"]
    sizes = [path.stat().st_size for path in (tmp_path / "logs").glob("wonders.log*")]
    assert all(size <= crash_log.MAX_BYTES for size in sizes)


def test_an_unusable_data_folder_logs_to_stderr_and_never_fails(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    place = crash_log.start_logging(blocker / "logs")
    try:
        assert place.folder is None and place.file is None and place.problem
        logging.getLogger("wonders").warning("still heard")
        assert crash_log.tail() == []
    finally:
        crash_log.stop_logging()
    assert "still heard" in capfd.readouterr().err


CRASH = """
import faulthandler
from wonders_desktop.ui.window.problems import start_crash_log
start_crash_log()
def deep_in_the_app():
    faulthandler._sigsegv()
deep_in_the_app()
"""

RESTART = "from wonders_desktop.ui.window.problems import start_crash_log; start_crash_log()"


def run_child(code: str, data: Path) -> subprocess.CompletedProcess[str]:
    base = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH",)}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        env={**base, "WONDERS_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True, text=True, timeout=120, check=False,
    )


def test_a_fatal_signal_leaves_its_stack_in_the_log_folder_and_the_next_start_logs_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    crashed = run_child(CRASH, data)
    assert crashed.returncode != 0
    stack = (data / "logs" / "crash.log").read_text()
    assert "Fatal Python error: Segmentation fault" in stack and "deep_in_the_app" in stack
    restarted = run_child(RESTART, data)
    assert restarted.returncode == 0, restarted.stderr
    log_text = (data / "logs" / "wonders.log").read_text()
    assert "the previous run ended with a fatal error" in log_text and "deep_in_the_app" in log_text
    assert (data / "logs" / "crash.log").read_text() == ""  # carried over once, not at every start


def test_an_exception_before_the_window_is_shown_is_logged(tmp_path: Path) -> None:
    data = tmp_path / "data"
    failed = run_child(RESTART + "\nraise RuntimeError('the window could not be built')", data)
    assert failed.returncode == 1 and "RuntimeError: the window could not be built" in failed.stderr
    log_text = (data / "logs" / "wonders.log").read_text()
    assert "unhandled exception before the window was shown" in log_text
    assert "RuntimeError: the window could not be built" in log_text


def run_app(data: Path) -> subprocess.CompletedProcess[str]:
    base = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "WONDERS_DATA_DIR")}
    env = {**base, "WONDERS_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    env["WONDERS_QUIT_WHEN_SHOWN"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "wonders_desktop", "--lang", "en"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False,
    )


def test_the_real_app_logs_its_start_in_the_data_folder(tmp_path: Path) -> None:
    started = run_app(tmp_path / "data")
    assert started.returncode == 0 and "window shown" in started.stdout, started.stderr
    log_text = (tmp_path / "data" / "logs" / "wonders.log").read_text()
    assert "INFO wonders: Wonders " in log_text and " starting: Python " in log_text


def test_the_real_app_starts_with_the_log_on_stderr_when_the_data_folder_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    started = run_app(blocker)
    assert started.returncode == 0 and "window shown" in started.stdout, started.stderr
    assert "logging to stderr" in started.stderr and "Traceback" not in started.stderr
