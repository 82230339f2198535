"""A screenshot of Help ▸ Bot levels (a developer tool, for docs/).

The real main window is built offscreen with a throwaway data folder, its Help ▸ Bot levels entry is
triggered (no game in play: the 7 Wonders page) and the dialog alone is saved as a PNG.

    python tools/shoot_bot_levels.py [--out-dir docs/screenshots] [--langs en pt_BR es] [--theme light]

``--size`` is accepted (``shoot_docs.py`` passes it to every page tool) and ignored: the dialog has
its own size, the one a player sees.
"""

from __future__ import annotations

from pathlib import Path

import shots


def shoot(language: str, theme: str, out: Path) -> None:
    from wonders_desktop.ui.dialogs.bot_levels_help import BotLevelsHelp

    window = shots.main_window(language, theme, (1280, 820))
    window.act_levels.trigger()
    dialog = window.findChild(BotLevelsHelp)
    assert dialog is not None
    shots.save_png(dialog, out, turns=5)
    window.close()


def main(argv: list[str] | None = None) -> int:
    args = shots.parser(__doc__, size=None, langs=["en"]).parse_args(argv)
    with shots.data_folder("wonders-levels-shot-"):
        for language in args.langs:
            out = args.out_dir / f"bot_levels_{language}.png"
            shoot(language, args.theme, out)
            print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
