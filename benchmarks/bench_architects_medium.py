"""Architects, 3 players: the medium bot against two random bots, with its weights overridden.

Usage (from the project root)::

    python benchmarks/bench_architects_medium.py --games 3000 --seed 20000 --jobs 2
    python benchmarks/bench_architects_medium.py --games 3000 --seed 20000 --jobs 2 \\
        USEFUL_CARD=5.5 SPARE_CARD=1.0 FINISH_THREAT=0      # the medium bot before 2026-11-24

Each deal (``--seed`` onwards) is played three times, medium in each seat, so every setting meets the same
cards from every chair; the random bots' seeds depend only on the deal and the seat, so two settings are
compared on the same deals. ``NAME=VALUE`` replaces a constant of ``wonders_desktop/bots/heuristics/
architects.py`` (a Python literal) in every worker before play. Prints the win rate (ties shared) with its
standard error, how often medium completes its wonder, its rate per opponent (ahead of a given random bot)
and its mean points. This is how the weights were chosen (benchmarks/README.md, Bot ladder); not a test.
"""

from __future__ import annotations

import argparse
import ast
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wonders_desktop.bots.heuristics import architects as weights
from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.registry import make_bot

SEATS = 3


@dataclass(frozen=True)
class GameResult:
    win: float  # 1, or a share of a tie (score, then stages built)
    completed: bool
    ahead_of: tuple[float, ...]  # against each random bot: 1 ahead, 0.5 tied, 0 behind
    points: int


def parse_overrides(items: list[str]) -> dict[str, object]:
    overrides: dict[str, object] = {}
    for item in items:
        name, sep, text = item.partition("=")
        if not sep or not hasattr(weights, name):
            raise SystemExit(f"error: {item!r}: expected NAME=VALUE, NAME a constant of {weights.__name__}")
        overrides[name] = ast.literal_eval(text)
    return overrides


def play(game: int, seed: int, overrides: dict[str, object]) -> GameResult:
    for name, value in overrides.items():
        setattr(weights, name, value)
    deal, medium = seed + game // SEATS, game % SEATS
    bots = [
        make_bot("medium" if seat == medium else "random", "architects", deal * 10 + seat + 100 * medium)
        for seat in range(SEATS)
    ]
    state = play_match("architects", {"players": SEATS}, deal, bots).state
    scores = state.scores()
    keys = [(scores[seat].total, state.stage_count[seat]) for seat in range(SEATS)]
    ahead = tuple(
        1.0 if keys[medium] > keys[other] else 0.5 if keys[medium] == keys[other] else 0.0
        for other in range(SEATS)
        if other != medium
    )
    wonder = state.t.wonders[state.seat_wonder[medium]]
    win = state.outcome().win_share(medium)  # the rulebook's tie-break: stages built, then shared
    return GameResult(win, state.stage_count[medium] == len(wonder.stages), ahead, scores[medium].total)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games (a multiple of 3: each deal thrice)")
    parser.add_argument("--seed", type=int, default=20000, help="the first deal")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("overrides", nargs="*", metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    overrides = parse_overrides(args.overrides)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        count = args.games
        results = list(pool.map(play, range(count), [args.seed] * count, [overrides] * count, chunksize=50))
    rate = statistics.fmean(result.win for result in results)
    report = {
        "games": args.games,
        "seed": args.seed,
        "overrides": args.overrides,
        "win_rate": round(rate, 4),
        "win_rate_stderr": round((rate * (1 - rate) / args.games) ** 0.5, 4),
        "completed_wonder": round(statistics.fmean(result.completed for result in results), 4),
        "ahead_of_each_random": round(statistics.fmean(v for result in results for v in result.ahead_of), 4),
        "mean_points": round(statistics.fmean(result.points for result in results), 2),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
