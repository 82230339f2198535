"""Screenshots of the Hint on the 7 Wonders, Architects and Duel tables, in each language (a developer tool).

The real main window starts a game of the player against two medium bots (fixed seeds), the bots play
until the player decides, the Hint is asked as the button asks it (the hard bot's search on a worker),
and once its move is marked and its line shown the window is saved as a PNG:
hint_<game>_<language>.png.

    python tools/shoot_hint.py [--out-dir docs/screenshots] [--size 1280x820] [--theme light] [--game duel]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

import shots

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES

# (game, options, seed, the player's moves before the hint: a position with something to say)
GAMES = (
    ("classic", {"players": 3, "edition": 1}, 37, 2),
    ("architects", {"players": 3}, 5, 3),
    ("duel", {}, 7, 6),  # the four Wonders drafted, then two cards of Age I
)
SEARCH_S = 0.5
WAIT_S = 60.0


def wait_for(done: Callable[[], bool]) -> None:
    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + WAIT_S
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there")
        QCoreApplication.processEvents()
        time.sleep(0.01)


def shoot(
    kind: str, options: dict[str, int], seed: int, moves: int, language: str, args: argparse.Namespace
) -> Path:
    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.savegames.saves import SeatSetup

    window = shots.main_window(language, args.theme, args.size)
    window.controller.bot_delay_ms = 0
    window.prefs.animation_speed = "none"
    bots = options.get("players", 2) - 1  # Duel has no players option: two players
    seats = [SeatSetup(human=True)] + [SeatSetup(human=False, level="medium")] * bots
    assert window.start_game(GameSetup(kind, options, seats, seed))
    controller = window.controller
    for _ in range(moves + 1):
        wait_for(lambda: bool(controller.acting_humans()) and controller.is_idle())
        if _ < moves:
            controller.play(0, controller.legal_moves_for_viewer()[0])
    if kind == "duel":
        ask_duel_hint(window.view)
    else:
        tools = window.view.practice  # type: ignore[attr-defined]  # 7 Wonders' and Architects' tables have it
        tools.service.seconds = SEARCH_S
        window.view.refresh()
        tools.ask_hint()
        wait_for(lambda: tools.answer is not None)
        window.view.refresh()
    wait_for(lambda: not window.view.animations_running())
    out = shots.save_png(window, args.out_dir / f"hint_{kind}_{language}.png", turns=20)
    window.controller.shutdown(1000)
    window.close()
    return out


def ask_duel_hint(view: object) -> None:
    """The Duel table's own Hint button (``views/duel/hint.py``), and its line in the announcement."""
    from wonders_desktop.ui.views.duel.table import DuelTable

    assert isinstance(view, DuelTable)
    view.hints.seconds = SEARCH_S
    view.refresh()
    view.hint_button.click()
    from PySide6.QtCore import QCoreApplication

    prefix = QCoreApplication.translate("DuelTable", "Hint: {move}").split("{")[0]
    wait_for(lambda: prefix in view.announce.text())


def main(argv: list[str] | None = None) -> int:
    parser = shots.parser(__doc__)
    parser.add_argument("--game", choices=[game[0] for game in GAMES], help="only this game (default: all)")
    args = parser.parse_args(argv)
    with shots.data_folder("wonders-hint-shot-"):
        from wonders_desktop.ui.window.app import application

        application([])
        for kind, options, seed, moves in GAMES:
            if args.game and kind != args.game:
                continue
            for language in LANGUAGES:
                print(shoot(kind, options, seed, moves, language, args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
