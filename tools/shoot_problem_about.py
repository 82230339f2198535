"""Screenshots of the problem dialog (an exception in play) and the About box (a developer tool, for
docs/).

The real main window is built offscreen on a throwaway data folder with the log started there; a game
of Duel is played a few moves, an exception is raised and caught the way the app's hook catches it,
and the dialog the player sees is saved as a PNG; then Help > Report a problem… and Help > About.

    python tools/shoot_problem_about.py [--out-dir docs/screenshots] [--langs en pt_BR es] [--theme light]

``--size`` is accepted (``shoot_docs.py`` passes it to every page tool) and ignored.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from pathlib import Path

from wonders_desktop.languages import LANGUAGE_CODES


def _traceback() -> str:
    try:
        raise RuntimeError("an example failure for the screenshot")
    except RuntimeError:
        return traceback.format_exc()


def shoot(language: str, theme: str, out_dir: Path) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window import window_dialogs
    from wonders_desktop.ui.window.app import build_window
    from wonders_desktop.ui.window.problems import show_problem

    app = QApplication.instance() or QApplication(sys.argv)
    window = build_window(language, theme, restore=False)
    window.resize(1280, 820)
    window.show()
    window.controller.bot_delay_ms = 0
    seats = [SeatSetup(human=True, level="medium", name="Ana"), SeatSetup(human=False, level="medium")]
    window.start_game(GameSetup("duel", {}, seats, 7))
    for _ in range(5):
        app.processEvents()
    crash = show_problem(window, _traceback())
    shots = [(crash, out_dir / f"problem_dialog_{language}.png")]
    for _ in range(5):
        app.processEvents()
    out_dir.mkdir(parents=True, exist_ok=True)
    _save(crash, shots[-1][1])
    crash.done(0)
    report = show_problem(window)
    _settle(app)
    shots.append((report, out_dir / f"report_problem_{language}.png"))
    _save(report, shots[-1][1])
    report.done(0)
    about = window_dialogs.show_about(window)
    _settle(app)
    shots.append((about, out_dir / f"about_{language}.png"))
    _save(about, shots[-1][1])
    about.done(0)
    window.close()
    return [out for _, out in shots]


def _settle(app: object) -> None:
    for _ in range(5):  # the layout settles in a few turns of the event loop
        app.processEvents()  # type: ignore[attr-defined]  # Qt imported lazily: typed as object


def _save(widget: object, out: Path) -> None:
    if not widget.grab().save(str(out)):  # type: ignore[attr-defined]  # Qt imported lazily: typed as object
        raise SystemExit(f"could not write {out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", default="docs/screenshots")
    parser.add_argument("--langs", nargs="+", default=list(LANGUAGE_CODES))
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="", help="ignored (the dialogs' own size)")
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="wonders-problem-shot-") as folder:
        os.environ["WONDERS_DATA_DIR"] = folder
        from wonders_desktop.ui.platform import crash_log
        from wonders_desktop.ui.window.problems import start_crash_log

        start_crash_log()
        try:
            for language in args.langs:
                for out in shoot(language, args.theme, Path(args.out_dir)):
                    print(out)
        finally:
            crash_log.stop_logging()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
