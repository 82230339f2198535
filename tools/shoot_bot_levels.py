"""A screenshot of Help ▸ Bot levels (a developer tool, for docs/).

The real main window is built offscreen with a throwaway data folder, its Help ▸ Bot levels entry is
triggered (no game in play: the 7 Wonders page) and the dialog alone is saved as a PNG.

    python tools/shoot_bot_levels.py [--out-dir docs/screenshots] [--langs en pt_BR es] [--theme light]

``--size`` is accepted (``shoot_docs.py`` passes it to every page tool) and ignored: the dialog has
its own size, the one a player sees.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def shoot(language: str, theme: str, out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from wonders_desktop.ui.dialogs.bot_levels_help import BotLevelsHelp
    from wonders_desktop.ui.window.app import build_window

    app = QApplication.instance() or QApplication(sys.argv)
    window = build_window(language, theme, restore=False)
    window.resize(1280, 820)
    window.show()
    window.act_levels.trigger()
    dialog = window.findChild(BotLevelsHelp)
    assert dialog is not None
    for _ in range(5):  # the layout settles in a few turns of the event loop
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not dialog.grab().save(str(out)):
        raise SystemExit(f"could not write {out}")
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", default="docs/screenshots")
    parser.add_argument("--langs", nargs="+", default=["en"])
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="", help="ignored (the dialog's own size)")
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="wonders-levels-shot-") as folder:
        os.environ["WONDERS_DATA_DIR"] = folder
        for language in args.langs:
            out = Path(args.out_dir) / f"bot_levels_{language}.png"
            shoot(language, args.theme, out)
            print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
