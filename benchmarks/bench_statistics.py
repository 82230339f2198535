"""The Statistics page with many games (issue 42): how long the GUI thread is blocked when the page opens,
its longest stall until the numbers are on the page, and when they are; beside it, the old way of
counting (every row read into Python, then ``stats.tally``) on the same file.

    python benchmarks/bench_statistics.py                 # 20,000 and 200,000 games
    python benchmarks/bench_statistics.py --games 5000

The file is synthetic but shaped like the app's: four seats a game (you and three bots of mixed levels,
a hot-seat friend in one game of ten), a Wonder per seat, the three games and their options.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import sys
import tempfile
import time
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HEARTBEAT_MS = 10
MODES = (
    ("classic", '{"edition": 1, "players": 4}', ("rhodos", "gizah", "babylon", "ephesos")),
    ("classic", '{"edition": 2, "expansions": ["cities"], "players": 4}', ("rhodos", "alexandria")),
    ("duel", "{}", ("the_pyramids", "the_sphinx", "piraeus", "the_colossus")),
    ("architects", '{"players": 4}', ("giza", "rhodes", "ephesus", "babylon")),
)
from wonders_desktop.bots.registry import BOT_LEVELS as LEVELS  # noqa: E402


def build(path: Path, games: int) -> None:
    """``games`` finished games in a store at ``path`` (one transaction, as fast as SQLite writes)."""
    from wonders_desktop.stats.store import IMPORTED_AUTOSAVES, migrate

    rng = random.Random(42)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    with closing(sqlite3.connect(path, isolation_level=None)) as connection:
        migrate(connection)
        connection.execute("BEGIN")
        for number in range(games):
            game, options, wonders = rng.choice(MODES)
            game_id = f"{number:012x}"
            finished = (start + timedelta(minutes=number * 17)).isoformat()
            connection.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, 'points', ?)",
                (game_id, f"key{number}", game, options, finished, rng.randint(40, 160)),
            )
            seats = 2 if game == "duel" else 4
            winner = rng.randrange(seats)
            for seat in range(seats):
                human = seat == 0 or (seat == 1 and number % 10 == 0)
                name = "Ana" if seat == 1 and human else ""
                level = "" if human else rng.choice(LEVELS)
                score = rng.randint(20, 75)
                connection.execute(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, ?, NULL, ?, ?)",
                    (game_id, seat, name, int(human), level, score, int(seat == winner)),
                )
                connection.execute(
                    "INSERT INTO seat_wonders VALUES (?, ?, ?)", (game_id, seat, rng.choice(wonders))
                )
        connection.execute("INSERT INTO meta VALUES (?, '1')", (IMPORTED_AUTOSAVES,))
        connection.execute("COMMIT")


def old_way(path: Path) -> float:
    """Seconds to read every row and tally it in Python, as the page did before (no words, no widgets)."""
    from wonders_desktop.stats import tally
    from wonders_desktop.stats.store import StatsStore

    started = time.perf_counter()
    results = StatsStore(path).human_results()
    tally.tally(results)
    tally.grouped(results, lambda r: [(r.game, str(r.options), r.players)])
    tally.grouped(results, tally.levels_faced)
    tally.grouped(results, tally.wonders_played)
    return time.perf_counter() - started


def page(path: Path) -> dict[str, float]:
    """Open the real page on a store of ``path``: the call's time, the longest stall, the numbers' time."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from wonders_desktop.ui.statistics.page import show_statistics
    from wonders_desktop.ui.window.app import build_window

    window = build_window("en", "light", restore=False)
    window.show()
    window.settle(300)
    beats: list[int] = []
    clock = QElapsedTimer()
    heartbeat = QTimer()
    heartbeat.timeout.connect(lambda: beats.append(clock.elapsed()))
    loop = QEventLoop()
    window.stats_page.loaded.connect(loop.quit)
    clock.start()
    heartbeat.start(HEARTBEAT_MS)
    started = time.perf_counter()
    show_statistics(window)
    returned = time.perf_counter() - started
    loop.exec()
    filled = time.perf_counter() - started
    heartbeat.stop()
    gaps = [b - a for a, b in zip([0, *beats], beats, strict=False)]
    window.close()
    games = window.stats_page.summary.everyone.total.played
    return {"returned_s": returned, "stall_ms": max(gaps, default=0), "filled_s": filled, "seats": games}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="*", default=[20_000, 200_000])
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    for games in args.games:
        with tempfile.TemporaryDirectory(prefix="wonders-bench-stats-") as folder:
            os.environ["WONDERS_DATA_DIR"] = folder
            from wonders_desktop.stats.store import FILE_NAME

            path = Path(folder) / FILE_NAME
            build(path, games)
            size = path.stat().st_size / 1e6
            measured = page(path)
            old = old_way(path)
            print(
                f"{games:>7} games ({size:.0f} MB): show_statistics returned in "
                f"{measured['returned_s'] * 1000:.0f} ms, longest GUI stall {measured['stall_ms']:.0f} ms, "
                f"numbers on the page after {measured['filled_s']:.2f} s ({measured['seats']:.0f} results); "
                f"the old read-and-tally alone {old:.2f} s",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
