"""Screenshots of the problem dialog (an exception in play) and the About box (a developer tool, for
docs/).

The real main window is built offscreen on a throwaway data folder with the log started there; a game
of Duel is played a few moves, an exception is raised and caught the way the app's hook catches it,
and the dialog the player sees is saved as a PNG; then Help > Report a problem… and Help > About.

    python tools/shoot_problem_about.py [--out-dir docs/screenshots] [--langs en pt_BR es] [--theme light]

``--size`` is accepted (``shoot_docs.py`` passes it to every page tool) and ignored.
"""

from __future__ import annotations

import traceback
from pathlib import Path

import shots

from wonders_desktop.languages import LANGUAGE_CODES


def _traceback() -> str:
    try:
        raise RuntimeError("an example failure for the screenshot")
    except RuntimeError:
        return traceback.format_exc()


def shoot(language: str, theme: str, out_dir: Path) -> list[Path]:
    from PySide6.QtCore import QCoreApplication

    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window import window_dialogs
    from wonders_desktop.ui.window.problems import show_problem

    window = shots.main_window(language, theme, (1280, 820))
    window.controller.bot_delay_ms = 0
    seats = [SeatSetup(human=True, level="medium", name="Ana"), SeatSetup(human=False, level="medium")]
    window.start_game(GameSetup("duel", {}, seats, 7))
    for _ in range(5):
        QCoreApplication.processEvents()
    crash = show_problem(window, _traceback())
    written = [shots.save_png(crash, out_dir / f"problem_dialog_{language}.png", turns=5)]
    crash.done(0)
    report = show_problem(window)
    written.append(shots.save_png(report, out_dir / f"report_problem_{language}.png", turns=5))
    report.done(0)
    about = window_dialogs.show_about(window)
    written.append(shots.save_png(about, out_dir / f"about_{language}.png", turns=5))
    about.done(0)
    window.close()
    return written


def main(argv: list[str] | None = None) -> int:
    args = shots.parser(__doc__, size=None, langs=LANGUAGE_CODES).parse_args(argv)
    with shots.data_folder("wonders-problem-shot-"):
        from wonders_desktop.ui.platform import crash_log
        from wonders_desktop.ui.window.problems import start_crash_log

        start_crash_log()
        try:
            for language in args.langs:
                for out in shoot(language, args.theme, args.out_dir):
                    print(out)
        finally:
            crash_log.stop_logging()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
