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

from pathlib import Path

import shots

from wonders_desktop.languages import LANGUAGE_CODES


def shoot(language: str, theme: str, out_dir: Path) -> list[Path]:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from wonders_desktop.ui.window.data_folder import report_data_folder_problem

    window = shots.main_window(language, theme, (1280, 820))
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
    written = [
        shots.save_png(dialog, out_dir / f"data_folder_{language}.png", turns=5),
        shots.save_png(elsewhere, out_dir / f"game_open_elsewhere_{language}.png"),
    ]
    dialog.done(0)
    elsewhere.done(0)
    window.close()
    return written


def main(argv: list[str] | None = None) -> int:
    args = shots.parser(__doc__, size=None, langs=LANGUAGE_CODES).parse_args(argv)
    with shots.data_folder("wonders-folder-shot-") as folder:
        (folder / "autosave").write_text("not a folder")
        for language in args.langs:
            for out in shoot(language, args.theme, args.out_dir):
                print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
