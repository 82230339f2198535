"""What the player reads about a save the app refuses: the reason in words, the file, and that it is safe.

Shared by the main window (Continue, opening a file) and the saved-games page (its damaged rows and
Import), in the main window's translation context.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.savegames.saves import SaveError

translate = QCoreApplication.translate


def explain(path: Path, error: SaveError) -> str:
    reasons = {
        "unreadable": translate("MainWindow", "The file could not be read."),
        "too_large": translate("MainWindow", "The file is far too large to be a saved game of this app."),
        "corrupt": translate("MainWindow", "The file is damaged or incomplete (it may have been cut short)."),
        "invalid": translate(
            "MainWindow", "The file is not a saved game of this app, or parts of it are missing."
        ),
        "tampered": translate(
            "MainWindow",
            "The file was changed after it was saved: its moves do not lead to the saved position.",
        ),
        "newer": translate(
            "MainWindow",
            "The file was saved by a newer version of the app. Please update the app to open it.",
        ),
        "unknown_game": translate("MainWindow", "The file is a game this version does not know."),
    }
    kept = translate("MainWindow", "Nothing was lost: the file was left untouched.")
    details = translate("MainWindow", "Details: {detail}").format(detail=error.detail)
    return f"{reasons[error.reason]}\n\n{path}\n\n{kept}\n{details}"
