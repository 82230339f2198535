"""Screenshots of the start-up dialogs about the data folder and a game open in another copy (a
developer tool, for docs/).

The real main window is built offscreen on a throwaway data folder whose ``autosave/`` is a file, and
the dialog the app shows at start-up is saved as a PNG; then the message a second copy shows when the
game is played elsewhere.

    python tools/shoot_data_folder.py [--out-dir docs/screenshots] [--langs en pt_BR es] [--theme light]

All three languages by default (the dialog is read before anything else, in the player's language).

``--size`` is accepted (``shoot_docs.py`` passes it to every page tool) and ignored.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from wonders_desktop.languages import LANGUAGE_CODES


def shoot(language: str, theme: str, out_dir: Path) -> list[Path]:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from wonders_desktop.ui.window.app import build_window
    from wonders_desktop.ui.window.data_folder import report_data_folder_problem

    app = QApplication.instance() or QApplication(sys.argv)
    window = build_window(language, theme, restore=False)
    window.resize(1280, 820)
    window.show()
    dialog = report_data_folder_problem(window)
    assert dialog is not None, "the throwaway folder should be unusable"
    elsewhere = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("MainWindow", "This game is open in another window"),
        QCoreApplication.translate(
            "MainWindow",
            "Another copy of Wonders is playing this game. Play on there, or close it there and "
            "open the game here.",
        ),
        QMessageBox.StandardButton.Ok,
        window,
    )
    elsewhere.show()
    for _ in range(5):  # the layout settles in a few turns of the event loop
        app.processEvents()
    shots = [
        (dialog, out_dir / f"data_folder_{language}.png"),
        (elsewhere, out_dir / f"game_open_elsewhere_{language}.png"),
    ]
    out_dir.mkdir(parents=True, exist_ok=True)
    for widget, out in shots:
        if not widget.grab().save(str(out)):
            raise SystemExit(f"could not write {out}")
    dialog.done(0)
    elsewhere.done(0)
    window.close()
    return [out for _, out in shots]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", default="docs/screenshots")
    parser.add_argument("--langs", nargs="+", default=list(LANGUAGE_CODES))
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="", help="ignored (the dialogs' own size)")
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="wonders-folder-shot-") as folder:
        os.environ["WONDERS_DATA_DIR"] = folder
        Path(folder, "autosave").write_text("not a folder")
        for language in args.langs:
            for out in shoot(language, args.theme, Path(args.out_dir)):
                print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
