"""Render the Rules window offscreen to PNG files, to look at the rules texts as a player sees them.

    python tools/render_rules.py --out /tmp/rules                 # every game x language, light theme
    python tools/render_rules.py --out /tmp/rules --theme dark --game duel --lang es --section Trade

One PNG per game and language: ``<game>_<lang>_<theme>[_<section>].png``. ``--section`` scrolls to the
first heading containing that text (as a click in the contents does).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wonders_desktop.languages import LANGUAGE_CODES  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--game", action="append", help="classic, duel or architects (default: all)")
    parser.add_argument("--lang", action="append", choices=LANGUAGE_CODES, help="default: all")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--section", default="", help="scroll to the first heading containing this text")
    parser.add_argument("--size", default="1040x720", help="window size, WIDTHxHEIGHT")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from wonders_desktop.ui.dialogs.gamesetup import GAME_KINDS
    from wonders_desktop.ui.dialogs.rules_window import RulesWindow
    from wonders_desktop.ui.language.i18n import LANGUAGES, language_switcher
    from wonders_desktop.ui.platform.theme import apply_theme

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    apply_theme(app, args.theme)
    width, height = (int(part) for part in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    languages = language_switcher()
    for language in args.lang or list(LANGUAGES):
        languages.switch(language)
        for game in args.game or list(GAME_KINDS):
            window = RulesWindow(language, game)
            window.resize(width, height)
            window.show()
            app.processEvents()
            if args.section:
                window.find.setText(args.section)
                match = window.contents.findItems(args.section, _contains_recursive())
                if match:
                    window.jump_to(match[0])
            app.processEvents()
            suffix = f"_{args.section.replace(' ', '-')}" if args.section else ""
            path = args.out / f"{game}_{language}_{args.theme}{suffix}.png"
            window.grab().save(str(path))
            print(path)
            window.close()
    return 0


def _contains_recursive() -> object:
    """Match a heading anywhere in the contents tree by part of its title."""
    from PySide6.QtCore import Qt

    return Qt.MatchFlag.MatchContains | Qt.MatchFlag.MatchRecursive


if __name__ == "__main__":
    raise SystemExit(main())
