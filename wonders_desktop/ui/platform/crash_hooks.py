"""Unhandled exceptions and Qt's own messages go to the log, and an exception shows the problem dialog.

``sys.excepthook`` catches what a Qt slot or event handler raised (PySide6 reports it there and carries
on), ``threading.excepthook`` what a worker thread raised; both log the traceback and ask the GUI thread
(a queued signal) to show the dialog, once at a time. ``qInstallMessageHandler`` sends Qt's warnings to
the same log instead of a console the player does not have.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QMessageLogContext, QObject, Qt, QtMsgType, Signal, qInstallMessageHandler

log = logging.getLogger("wonders")
qt_log = logging.getLogger("wonders.qt")

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's message handler: never raises (Qt calls it from anywhere, any thread)."""
    try:
        where = f" ({context.category})" if context.category and context.category != "default" else ""
        qt_log.log(_QT_LEVELS.get(mode, logging.WARNING), "%s%s", message, where)
    except Exception:  # a log line lost is better than an exception inside Qt
        pass


class CrashHooks(QObject):
    """The installed hooks; ``show`` is called on the GUI thread with each traceback's text."""

    problem = Signal(str)

    def __init__(self, show: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show = show
        self._previous_sys = sys.excepthook
        self._previous_thread = threading.excepthook
        self._previous_qt: Callable[[QtMsgType, QMessageLogContext, str], object] | None = None
        self.installed = False
        self.problem.connect(self._on_problem, Qt.ConnectionType.QueuedConnection)

    def install(self) -> CrashHooks:
        self._previous_sys = sys.excepthook
        self._previous_thread = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        self._previous_qt = qInstallMessageHandler(qt_message)
        self.installed = True
        return self

    def uninstall(self) -> None:
        if not self.installed:
            return
        sys.excepthook = self._previous_sys
        threading.excepthook = self._previous_thread
        qInstallMessageHandler(self._previous_qt)
        self.installed = False
        self.deleteLater()

    def excepthook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):  # Ctrl+C in a terminal is not a bug
            self._previous_sys(kind, value, tb)
            return
        self.report("".join(traceback.format_exception(kind, value, tb)))

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "?"
        text = "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        self.report(f"In thread {name}:\n{text}")

    def report(self, text: str) -> None:
        """Log ``text`` now (any thread) and show it on the GUI thread at its next turn."""
        log.error("unhandled exception\n%s", text.rstrip())
        self.problem.emit(text)

    def _on_problem(self, text: str) -> None:
        try:
            self._show(text)
        except Exception:  # the dialog itself failed: the log has the first problem already
            log.exception("the problem dialog could not be shown")
