"""Screenshots of the analysis window, in each language (a developer tool, for docs/).

A Duel between a human seat (played here by the random bot, so the game has marks to show) and the
medium bot is played to its end, analysed from the human seat (a fixed iteration cap per decision, so
every shot shows the same analysis), stored in a throwaway save, and the real analysis window opens it.

    python tools/shoot_analysis.py [--out-dir docs/screenshots] [--size 1280x820] [--theme light]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import shots

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES

SEED = 7
ITERATIONS = 300  # per decision: enough for marks that mean something, quick enough for a tool


def analysed_save(folder: Path) -> tuple[Any, Path]:
    """A finished Duel, analysed from seat 0, written in ``folder``; the save and its path."""
    from wonders_desktop.bots.analysis import analyse_record
    from wonders_desktop.bots.registry import make_bot
    from wonders_desktop.engine.registry import game_spec
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.save_schema import with_analysis

    state = game_spec("duel").new_game({}, SEED)
    bots = [make_bot("random", "duel", 0), make_bot("medium", "duel", 1)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), seat))
    seats = [saves.SeatSetup(human=True), saves.SeatSetup(human=False, level="medium")]
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now())
    result = analyse_record(save.record, 0, time_budget=None, iterations=ITERATIONS)
    save = with_analysis(save, 0, result, 1.0)
    path = folder / f"{save.game_id}.json"
    saves.write_save(path, save)
    return save, path


def shoot(save: Any, path: Path, language: str, size: tuple[int, int], theme: str, out: Path) -> None:
    from wonders_desktop.ui.window.analysis_window import AnalysisWindow
    from wonders_desktop.ui.window.app import build_window

    window = build_window(language, theme, restore=False)
    analysis = AnalysisWindow(save, path, window)
    analysis.resize(*size)
    analysis.show()
    shots.save_png(analysis, out, turns=20)
    analysis.close()
    window.close()


def main(argv: list[str] | None = None) -> int:
    args = shots.parser(__doc__).parse_args(argv)
    with shots.data_folder("wonders-analysis-shot-") as folder:
        save, path = analysed_save(folder)
        for language in LANGUAGES:
            out = args.out_dir / f"analysis_{language}.png"
            shoot(save, path, language, args.size, args.theme, out)
            print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
