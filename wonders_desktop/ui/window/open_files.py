"""Opening a save from outside the app: ``wonders FILE``, a double-click, another launch, macOS's Finder.

Every way in ends in ``FileOpener.request``: the command-line file, a path another launch handed over
(``single_instance``) and macOS's ``QFileOpenEvent`` (``WondersApplication.event``: Finder sends the
file as an event to the application object, never as an argument, and may send it before the window
exists, so requests wait in a queue). The file is untrusted: it
goes through ``library.receive`` (every check of the loader; copied into the saved games unless it is
already one of them), then opens on its table as Game > Open… would (the game in play is kept). A
refused file is explained in a dialog and its one line goes to stderr; nothing is written.
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from wonders_desktop.ui.savegames import library
from wonders_desktop.ui.savegames.save_errors import explain
from wonders_desktop.ui.savegames.saves import SaveError, error_line

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate

REPORT_ENV = "WONDERS_REPORT_OPENS"  # tests: print each outcome on stdout ("opened: …", "refused: …")
QUIT_AFTER_OPEN_ENV = "WONDERS_QUIT_AFTER_OPEN"  # tests: quit once the first file is handled
QUIT_WHEN_SHOWN_ENV = "WONDERS_QUIT_WHEN_SHOWN"  # app.py's: the tests see which dialog was shown
RETRY_MS = 300  # a file that arrives while a dialog is open waits for it to close


class WondersApplication(QApplication):
    """The app's QApplication: it also takes the files macOS asks it to open.

    Only ``event`` of the application object itself is overridden (an event filter on the application
    would run Python for every event of every widget)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.early_files: list[Path] = []  # asked for before anyone listens: kept, never dropped
        self._on_file_open: Callable[[Path], None] | None = None

    def on_file_open(self, handler: Callable[[Path], None]) -> None:
        self._on_file_open = handler
        while self.early_files:
            handler(self.early_files.pop(0))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = Path(event.file()) if event.file() else None
            if path is not None and self._on_file_open is not None:
                self._on_file_open(path)
            elif path is not None:
                self.early_files.append(path)
            return True
        return super().event(event)


class FileOpener(QObject):
    """Opens the files asked for, one at a time, in the window once it is there."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window: MainWindow | None = None
        self.pending: deque[Path] = deque()
        self.refusal: QMessageBox | None = None  # the last refusal shown (tests read it)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(self.process)

    def set_window(self, window: MainWindow) -> None:
        self.window = window
        self.process()

    def request(self, path: Path) -> None:
        self.pending.append(path)
        self.process()

    def process(self) -> None:
        """Open what is waiting, unless the window is not built yet or a dialog is open (later then)."""
        if self.window is None or not self.pending:
            return
        if QApplication.activeModalWidget() is not None:
            self._timer.start()
            return
        self.open_now(self.pending.popleft())
        if self.pending:
            self._timer.start()

    def open_now(self, path: Path) -> bool:
        window = self.window
        assert window is not None
        _raise(window)
        try:
            target = library.receive(path)
        except SaveError as error:
            self._refuse(path, error)
            return False
        except OSError as error:  # the copy into the saved games failed (a full disk...)
            self._refuse(path, SaveError("unreadable", error.strerror or str(error)))
            return False
        opened = window.load_path(target)
        _report(f"opened: {target}" if opened else f"not opened: {target}")
        return opened

    def _refuse(self, path: Path, error: SaveError) -> None:
        print(f"error: {error_line(path, error)}", file=sys.stderr, flush=True)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("MainWindow", "Cannot open this saved game"),
            explain(path, error),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setObjectName("openFileRefused")
        box.open()  # window-modal, the event loop keeps running (another file may arrive meanwhile)
        self.refusal = box
        if os.environ.get(QUIT_WHEN_SHOWN_ENV):
            print(f"dialog shown: {box.windowTitle()}", flush=True)
        _report(f"refused: {error.reason}")


def _raise(window: MainWindow) -> None:
    """Bring the window to the front: the player just asked for it from outside."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


def _report(line: str) -> None:
    if os.environ.get(REPORT_ENV) or os.environ.get(QUIT_AFTER_OPEN_ENV):
        print(line, flush=True)
    if os.environ.get(QUIT_AFTER_OPEN_ENV):
        QTimer.singleShot(0, QCoreApplication.quit)
