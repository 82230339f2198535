"""Screenshots of the Statistics page with real data (a developer tool, for docs/).

A set of games of the three games is played headless by bots through the engine, seat 0 standing for
the player ("you", a hot-seat friend in one of them); each finished game is recorded in the statistics
store of a throwaway data folder, dated a few hours apart; the real main window then opens its
Statistics page in each language and the window is saved as a PNG.

    python tools/shoot_statistics.py [--out-dir docs/screenshots] [--size 1280x820] [--theme light]
    python tools/shoot_statistics.py --problems --out-dir /tmp/shots   # the page's error states

``--problems`` shoots the page over a damaged file, a newer app's file and a file a second process
holds locked (statistics_{damaged,newer,locked}_<language>.png), no games played.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import shots

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES

LAST_PLAYED = datetime(2026, 11, 21, 21, 40, tzinfo=UTC)
SEARCH_BUDGET_S = 0.02  # the hard bots think briefly: the pictures need results, not strong play

# (game, options, seat 0's stand-in level, the other seats as (human, name, level)), oldest first.
GAMES: tuple[tuple[str, dict[str, Any], str, list[tuple[bool, str, str]]], ...] = (
    ("classic", {"players": 3, "edition": 1}, "medium", [(False, "", "easy")] * 2),
    ("duel", {}, "medium", [(False, "", "easy")]),
    (
        "architects",
        {"players": 4},
        "medium",
        [(False, "", "random"), (False, "", "easy"), (False, "", "easy")],
    ),
    (
        "classic",
        {"players": 4, "edition": 2, "expansions": ["cities"]},
        "medium",
        [(False, "", "medium")] * 3,
    ),
    ("duel", {}, "medium", [(False, "", "medium")]),
    ("architects", {"players": 3}, "medium", [(False, "", "medium")] * 2),
    ("duel", {}, "easy", [(False, "", "hard")]),
    (
        "classic",
        {"players": 4, "edition": 2, "variant": "teams", "expansions": ["cities"]},
        "medium",
        [(False, "", "medium")] * 3,
    ),
    ("architects", {"players": 3}, "medium", [(True, "Marina", "medium"), (False, "", "easy")]),
    ("classic", {"players": 3, "edition": 1}, "medium", [(False, "", "hard")] * 2),
    ("duel", {}, "medium", [(False, "", "easy")]),
    ("architects", {"players": 5}, "medium", [(False, "", "medium")] * 4),
    ("duel", {}, "medium", [(False, "", "medium")]),
    (
        "classic",
        {"players": 5, "edition": 1},
        "medium",
        [(False, "", "easy")] * 2 + [(False, "", "medium")] * 2,
    ),
    ("duel", {}, "medium", [(False, "", "hard")]),
)


def play_all() -> list[tuple[Any, list[tuple[bool, str, str]]]]:
    """Every game of ``GAMES`` played to its end by bots: (final state, seats as (human, name, level))."""
    from wonders_desktop.bots.match import play_match
    from wonders_desktop.bots.registry import make_bot

    played = []
    for number, (kind, options, stand_in, others) in enumerate(GAMES):
        levels = [stand_in] + [level for _, _, level in others]
        bots = [
            make_bot(level, kind, seed=number * 10 + seat, time_budget=SEARCH_BUDGET_S)
            for seat, level in enumerate(levels)
        ]
        result = play_match(kind, options, 100 + number, bots)
        played.append((result.state, [(True, "", "medium"), *others]))
    return played


def fill(data: Path, games: list[tuple[Any, list[tuple[bool, str, str]]]]) -> None:
    """Record each game in the store of ``data``, the last one at ``LAST_PLAYED``; no autosave to import."""
    from wonders_desktop.stats.store import IMPORTED_AUTOSAVES, store_at
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.statistics.recorder import record

    store = store_at(data)
    for index, (state, seats) in enumerate(games):
        setups = [SeatSetup(human=human, name=name, level=level) for human, name, level in seats]
        when = LAST_PLAYED - timedelta(hours=(len(games) - 1 - index) * 19)
        save = saves.make_save(state, setups, saves.new_game_id(), when - timedelta(minutes=40), "")
        record(store, save.signed(updated=when), state)
    store.set_flag(IMPORTED_AUTOSAVES)


def shoot(language: str, size: tuple[int, int], theme: str, out: Path, settle_ms: int = 2_000) -> None:
    """The window on its Statistics page once the page's numbers (or its problem) arrived."""
    from PySide6.QtCore import QEventLoop, QTimer

    window = shots.main_window(language, theme, size)

    loop = QEventLoop()
    window.stats_page.loaded.connect(loop.quit)  # the numbers are read on a worker: wait for them
    QTimer.singleShot(settle_ms + 10_000, loop.quit)
    window.act_stats.trigger()
    loop.exec()
    window.settle(settle_ms)
    shots.save_png(window, out)
    window.close()


LOCKER = (
    "import sqlite3, sys\n"
    "connection = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "connection.execute('BEGIN EXCLUSIVE')\n"
    "print('locked', flush=True)\n"
    "sys.stdin.read()\n"
)


def shoot_problems(size: tuple[int, int], theme: str, out_dir: Path) -> None:
    """The page over each kind of bad file, in each language."""
    import sqlite3
    import subprocess
    import sys
    from contextlib import closing

    from wonders_desktop.stats.store import store_at

    for problem in ("damaged", "newer", "locked"):
        for language in LANGUAGES:
            with shots.data_folder("wonders-statistics-shot-") as folder:
                store = store_at(folder)
                store.version()
                holder = None
                with closing(sqlite3.connect(store.path, isolation_level=None)) as connection:
                    if problem == "damaged":
                        connection.execute("UPDATE meta SET value = '2.5x' WHERE key = 'schema_version'")
                    elif problem == "newer":
                        connection.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
                if problem == "locked":
                    command = [sys.executable, "-c", LOCKER, str(store.path)]
                    holder = subprocess.Popen(
                        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
                    )
                    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
                out = out_dir / f"statistics_{problem}_{language}.png"
                shoot(language, size, theme, out)
                if holder is not None and holder.stdin is not None:
                    holder.stdin.close()
                    holder.wait()
                print(out)


def main(argv: list[str] | None = None) -> int:
    parser = shots.parser(__doc__)
    parser.add_argument("--problems", action="store_true", help="the page's error states instead")
    args = parser.parse_args(argv)
    if args.problems:
        shoot_problems(args.size, args.theme, args.out_dir)
        return 0
    games = play_all()
    for language in LANGUAGES:
        with shots.data_folder("wonders-statistics-shot-") as folder:
            fill(folder, games)
            out = args.out_dir / f"statistics_{language}.png"
            shoot(language, args.size, args.theme, out)
            print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
