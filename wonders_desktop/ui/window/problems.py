"""Crash capture at start-up, and the problem dialog for the main window (a crash, or Help > Report a
problem…): ``crash_log`` keeps the log, ``crash_hooks`` catches what nobody caught, ``problem_report``
writes the report and ``ProblemDialog`` shows it."""

from __future__ import annotations

import logging
import platform
import sys
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.dialogs.problem_dialog import ProblemDialog
from wonders_desktop.ui.platform import build_info, crash_log, paths
from wonders_desktop.ui.platform.crash_hooks import CrashHooks
from wonders_desktop.ui.platform.problem_report import build_report, game_note

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

log = logging.getLogger("wonders")
ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def start_crash_log() -> crash_log.LogPlace:
    """The log and the fault handler, in the data folder's ``logs/`` (stderr when it is unusable).
    Called before the window is built, after the player's chosen data folder is known."""
    place = crash_log.start_logging(paths.data_root() / crash_log.LOG_FOLDER)
    sys.excepthook = _log_then(sys.excepthook)  # until the window's hooks take over: a failed start
    log.info(
        "Wonders %s (commit %s) starting: Python %s, %s",
        build_info.version(), build_info.commit(), platform.python_version(), platform.platform(),
    )
    return place


def _log_then(previous: ExceptHook) -> ExceptHook:
    """An excepthook that logs, then does what ``previous`` did (print to stderr): an exception while
    the window is being built, before ``install_crash_hooks``, is in the log too."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        log.critical("unhandled exception before the window was shown", exc_info=(kind, value, tb))
        previous(kind, value, tb)

    return hook


def install_crash_hooks(window: MainWindow) -> CrashHooks:
    """Unhandled exceptions are logged and shown over ``window``; Qt's messages are logged."""
    hooks = CrashHooks(lambda text: show_problem(window, text), QCoreApplication.instance())
    return hooks.install()


def show_problem(window: MainWindow, traceback_text: str | None = None) -> ProblemDialog:
    """The problem dialog over ``window`` (one at a time: a second crash while it is open is only
    logged, and the open dialog's report is kept)."""
    for dialog in window.findChildren(ProblemDialog):
        if dialog.isVisible():
            return dialog
        dialog.deleteLater()
    note = game_note(window.controller)
    report = build_report(traceback_text, note, window.languages.language)
    dialog = ProblemDialog(report, note, crash_log.place().folder, traceback_text, window)
    dialog.open()
    return dialog
