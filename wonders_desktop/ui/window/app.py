"""Starting the GUI: the application object, theme, language, and the main window."""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Sequence
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from wonders_desktop import __version__
from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.language.i18n import language_switcher, resolve_language
from wonders_desktop.ui.platform.display import display_problem
from wonders_desktop.ui.platform.paths import APP_NAME, DESKTOP_ID, ORGANIZATION, data_root
from wonders_desktop.ui.platform.qt_health import binding_problem
from wonders_desktop.ui.platform.runtime import tune_interpreter
from wonders_desktop.ui.platform.settings import Preferences
from wonders_desktop.ui.platform.single_instance import OpenRequestServer, send_to_running_copy, server_name
from wonders_desktop.ui.platform.theme import apply_theme
from wonders_desktop.ui.platform.zoom import apply_zoom
from wonders_desktop.ui.views import painted_access
from wonders_desktop.ui.window.data_folder import report_data_folder_problem, use_remembered_folder
from wonders_desktop.ui.window.main_window import MainWindow
from wonders_desktop.ui.window.open_files import (
    QUIT_AFTER_OPEN_ENV,
    REPORT_ENV,
    FileOpener,
    WondersApplication,
)
from wonders_desktop.ui.window.problems import install_crash_hooks, start_crash_log


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The one QApplication (created on first call) with our names, so QSettings finds its folder."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = WondersApplication(list(argv) if argv is not None else [sys.argv[0]])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Wonders")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)  # Wayland finds the window's icon and name through the .desktop file
    tune_interpreter()
    return app


def build_window(
    language: str | None = None,
    theme: str | None = None,
    prefs: Preferences | None = None,
    restore: bool = True,
) -> MainWindow:
    """The main window in ``language`` (else the saved choice, else the system's) and ``theme``."""
    app = application()
    prefs = prefs or Preferences()
    apply_zoom(app, prefs.zoom_percent)  # text and card size: the font the theme's style sheet scales
    apply_theme(app, theme or prefs.theme)
    app.setWindowIcon(icons.app_icon())
    painted_access.install()  # screen readers hear the painted cards, tokens and stages
    switcher = language_switcher()
    switcher.switch(resolve_language(language or prefs.language or None))
    return MainWindow(prefs, switcher, restore=restore)


QUIT_WHEN_SHOWN_ENV = "WONDERS_QUIT_WHEN_SHOWN"


def run_app(language: str | None, save: Path | None = None) -> int:
    """The GUI's entry point (``python -m wonders_desktop`` without a subcommand, or with a ``save``).

    With a ``save`` and a copy already running on the same data folder, the save is handed to that copy
    and this one exits 0 (``single_instance``); otherwise this copy opens it (``open_files``).

    With ``WONDERS_QUIT_WHEN_SHOWN=1`` the app prints ``window shown`` once the first frame is on screen
    and quits: benchmarks/bench_startup.py times launches with it (and a dialog shown at start-up, such
    as the data folder's, prints ``dialog shown: TITLE`` first).
    """
    no_display = display_problem()
    if no_display:  # Qt would abort with a core dump and blame a library
        print(f"error: {no_display}", file=sys.stderr)
        return 1
    app = application(sys.argv)
    opener = FileOpener(app)
    if isinstance(app, WondersApplication):  # macOS sends a double-clicked save as an event
        app.on_file_open(opener.request)
    use_remembered_folder(Preferences())  # the folder the player chose for their games, if any
    name = server_name(data_root())
    if save is not None and send_to_running_copy(name, save):
        print(f"note: {save} is opened in the copy of Wonders already running", file=sys.stderr)
        return 0
    start_crash_log()  # the log in the data folder's logs/ (stderr when it is unusable): never fatal
    window = build_window(language)
    install_crash_hooks(window)
    problem = binding_problem()
    if problem:  # refuse now, with the reason, rather than abort mid-game
        print(f"error: {problem}", file=sys.stderr)
        QMessageBox.critical(None, "Wonders", binding_refusal())
        return 1
    window.show()
    server = OpenRequestServer(name, opener.request, app)
    if server.listen() and (os.environ.get(REPORT_ENV) or os.environ.get(QUIT_AFTER_OPEN_ENV)):
        print(f"listening: {name}", flush=True)
    report_data_folder_problem(window)  # a folder that cannot be written: said, never fatal
    if save is not None:
        opener.request(save)
    opener.set_window(window)  # opens the save now, or once the data folder's dialog is closed
    if os.environ.get(QUIT_WHEN_SHOWN_ENV):
        QTimer.singleShot(0, lambda: (print("window shown", flush=True), app.quit()))
    try:
        return app.exec()
    finally:
        server.close()  # removes the socket file: the next launch finds no stale one


def binding_refusal() -> str:
    """What a player reads, in their language, when the app refuses a Qt binding that would crash it:
    what is wrong and the two ways out (the terminal gets qt_health's English line as well)."""
    head = QCoreApplication.translate("App", "This installation would crash in the middle of a game.")
    detail = QCoreApplication.translate(
        "App",
        "PySide6 {qt} on Python {python} loses references to None on every drawing call. Reinstall "
        "with bash tools/play.sh (on Python 3.11 it installs a PySide6 below 6.12), or use Python 3.12 "
        "or newer.",
    ).format(qt=PySide6.__version__, python=platform.python_version())
    return f"{head}\n\n{detail}"
