"""The data folder at start-up: the one the player chose, and what to do when it cannot be used.

The games are kept in one folder (``paths.data_root``). When it cannot be made or written — a file in
its place or in place of ``saves/`` or ``autosave/``, a read-only folder or parent, a drive that is gone
— the app still starts: a dialog says what is wrong and where, and offers the two ways on. *Play on*:
every game then shows the save-failure bar above the table (its autosave fails) and **Save a copy…**
still writes elsewhere. *Choose another folder…*: the games are kept there from now on, and the choice is
remembered in the settings (which never live in the data folder itself).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from wonders_desktop.ui.platform import paths
from wonders_desktop.ui.platform.paths import FolderProblem
from wonders_desktop.ui.platform.settings import Preferences

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate

QUIT_WHEN_SHOWN_ENV = "WONDERS_QUIT_WHEN_SHOWN"  # app.py's: the tests see which dialog was shown


def use_remembered_folder(prefs: Preferences) -> None:
    """Before the window is built: the games go to the folder the player chose, if any."""
    chosen = prefs.data_folder
    paths.use_data_folder(Path(chosen) if chosen else None)


def report_data_folder_problem(window: MainWindow) -> DataFolderDialog | None:
    """After the window is shown: tell the player when the data folder cannot be used (None when it can).

    The dialog is window-modal but does not block the event loop, so the window is on screen behind it."""
    problem = paths.data_folder_problem()
    if problem is None:
        return None
    print(f"error: the data folder cannot be used: {problem.path}: {problem.reason}", file=sys.stderr)
    dialog = DataFolderDialog(problem, window)
    dialog.open()
    if os.environ.get(QUIT_WHEN_SHOWN_ENV):
        print(f"dialog shown: {dialog.windowTitle()}", flush=True)
    return dialog


class DataFolderDialog(QMessageBox):
    """What is wrong with the data folder and where; play on, or choose another folder."""

    def __init__(self, problem: FolderProblem, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("dataFolderProblem")
        self.window_ref = window
        self.problem = problem
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(translate("DataFolder", "Your games cannot be saved"))
        self.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 460px; }")
        self.setText(problem_text(problem))
        self.setInformativeText(
            translate(
                "DataFolder",
                "You can play on: a bar above the table will say that the game is not saved, and "
                "Save a copy… still saves it elsewhere. Or choose another folder for your games; "
                "it is remembered for the next time.",
            )
        )
        self.choose_button = self.addButton(
            translate("DataFolder", "Choose another folder…"), QMessageBox.ButtonRole.ActionRole
        )
        self.choose_button.setObjectName("chooseDataFolder")
        self.play_button = self.addButton(
            translate("DataFolder", "Play on"), QMessageBox.ButtonRole.AcceptRole
        )
        self.play_button.setObjectName("playOn")
        self.setDefaultButton(self.choose_button)
        self.setEscapeButton(self.play_button)  # Esc or closing the box plays on (and lets the app quit)
        self.finished.connect(self._on_finished)

    def _on_finished(self) -> None:
        if self.clickedButton() is self.choose_button:
            choose_another_folder(self.window_ref, self.problem)


def problem_text(problem: FolderProblem) -> str:
    """The dialog's first lines: where the games are kept, what failed and why (each path on a line of
    its own: a long path broken at its hyphens is hard to read)."""
    where = translate("DataFolder", "Wonders keeps your games in this folder:")
    if problem.not_a_folder:
        what = translate("DataFolder", "But this is a file, not a folder:")
        return f"{where}\n{problem.folder}\n\n{what}\n{problem.path}"
    what = translate("DataFolder", "But it cannot write there ({reason}):").format(reason=problem.reason)
    return f"{where}\n{problem.folder}\n\n{what}\n{problem.path}"


def choose_another_folder(window: MainWindow, problem: FolderProblem) -> bool:
    """Ask for a folder; a usable one keeps the games from now on (remembered), an unusable one is
    explained again; cancelling the folder dialog goes back to the problem."""
    start = str(Path.home())
    chosen = QFileDialog.getExistingDirectory(
        window, translate("DataFolder", "A folder for your games"), start
    )
    if not chosen:
        reopen(window, problem)
        return False
    folder = Path(chosen)
    trouble = paths.data_folder_problem(folder)
    if trouble is not None:
        reopen(window, trouble)
        return False
    window.prefs.data_folder = str(folder)
    paths.use_data_folder(folder)
    window.refresh_start_page()
    message = translate("DataFolder", "Your games are now kept in {folder}.").format(folder=folder)
    window.statusBar().showMessage(message, 10_000)
    return True


def reopen(window: MainWindow, problem: FolderProblem) -> DataFolderDialog:
    dialog = DataFolderDialog(problem, window)
    dialog.open()
    return dialog
