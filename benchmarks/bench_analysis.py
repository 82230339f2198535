"""Calibration of the move analysis (issue 25): does ``analyse`` rate random < easy < medium < hard?

For each game kind and each bot level, plays ``--games`` games where one seat is that level and the
others are fixed opponents (medium bots), the measured seat moving round the table from game to game,
then rates every decision of that seat with ``wonders_desktop.bots.analysis.analyse_record`` (what
``python -m wonders_desktop analyse`` runs) at ``--time`` seconds per decision. Prints one JSON object
per game kind and level: games, decisions, the mean loss per decision ± its standard error over games
(also over the open decisions only: ``OPEN_FROM``), the share of each mark, the analysis time per
whole game, and the measured seat's win share.

Usage (from the project root)::

    nice -n 10 python benchmarks/bench_analysis.py --games 30 --time 0.1 --raw /tmp/analysis.jsonl
    python benchmarks/bench_analysis.py --only duel --levels random,easy --games 5     # a quick pilot
    python benchmarks/bench_analysis.py --reuse /tmp/analysis.jsonl --time 0.2   # same games, re-rated
    python benchmarks/bench_analysis.py --games 2 --time 1                       # the default budget

The deals are seeded: game ``g`` of a kind has the same seed for every level (``--seed`` and ``g``), so
the levels meet the same deals; the bots' seeds derive from it. The easy and medium bots are then
deterministic; the hard bot plays under a time budget (``--hard-time``), as analysis does (``--time``),
so those two vary a little with the machine's load. ``--raw`` keeps every game's record and ratings
(JSON lines), and ``--reuse`` rates those same games again without playing them (to compare analysis
settings on identical games). At most two worker processes (``--workers``), run at nice 10 or lower
priority. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from wonders_desktop.bots.analysis import MARKS, analyse_record
from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.registry import BOT_LEVELS, make_bot
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.registry import game_spec

#: The game kinds measured: label, game, options (``simulate_options`` fills the rest).
KINDS: dict[str, tuple[str, dict[str, Any]]] = {
    "duel": ("duel", {}),
    "classic-3": ("classic", {"players": 3}),
    "architects-3": ("architects", {"players": 3}),
}
OPPONENT = "medium"
MAX_WORKERS = 2
#: A decision is "open" when its best move still had at least this win chance: a seat already lost
#: (a random bot against medium ones, early) can only lose margin, not the game, so its later
#: decisions' losses are small whatever it plays; the mean over open decisions shows its errors.
OPEN_FROM = 0.1


@dataclass(frozen=True, slots=True)
class Job:
    """One game to play (or reuse) and rate: ``level`` sits at ``seat``, ``OPPONENT`` everywhere else."""

    label: str
    level: str
    number: int
    seed: int
    hard_time: float
    analysis_time: float
    record: str | None = None  # a reused game's record (JSON): rated again, not played


def deal_seed(base: int, label: str, number: int) -> int:
    """The deal of game ``number`` of a kind: the same for every level measured."""
    return hash_seed(base, f"bench-analysis:{label}:{number}") % 2**31


def play(job: Job) -> tuple[GameRecord, int, float]:
    """The game of ``job``: its record, the measured seat and that seat's win share."""
    game, options = KINDS[job.label]
    spec = game_spec(game)
    full = spec.simulate_options(options)
    players = spec.new_game(full, job.seed).num_players
    seat = job.number % players
    levels = [job.level if index == seat else OPPONENT for index in range(players)]
    bots = [
        make_bot(level, game, hash_seed(job.seed, f"bot:{index}"), job.hard_time if level == "hard" else None)
        for index, level in enumerate(levels)
    ]
    result = play_match(game, full, job.seed, bots)
    return GameRecord.of(result.state), seat, result.outcome.win_share(seat)


def rate(job: Job) -> dict[str, Any]:
    """Play (or reload) the game of ``job`` and rate every decision of the measured seat."""
    if job.record is None:
        record, seat, won = play(job)
    else:
        saved = json.loads(job.record)
        record, seat, won = GameRecord.model_validate(saved["record"]), saved["seat"], saved["won"]
    started = time.perf_counter()
    analysis = analyse_record(record, seat, time_budget=job.analysis_time)
    seconds = time.perf_counter() - started
    return {
        "label": job.label,
        "level": job.level,
        "number": job.number,
        "seat": seat,
        "won": won,
        "analysis_seconds": round(seconds, 2),
        "losses": [move["loss"] for move in analysis["moves"]],
        "win_best": [move["win_best"] for move in analysis["moves"]],
        "marks": [move["mark"] for move in analysis["moves"]],
        "mean_loss": analysis["mean_loss"],
        "record": record.model_dump(),
    }


def summarise(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """One line per kind and level; the standard error is over games (each game's mean loss)."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["label"], row["level"]), []).append(row)
    lines = []
    for (label, level), games in sorted(groups.items(), key=lambda item: (item[0][0], _rank(item[0][1]))):
        per_game = [sum(game["losses"]) / len(game["losses"]) for game in games if game["losses"]]
        marks = [mark for game in games for mark in game["marks"]]
        mean, stderr = _mean_and_stderr(per_game)
        open_mean, open_stderr = _mean_and_stderr(
            [value for game in games if (value := _open_mean(game)) is not None]
        )
        seconds = [game["analysis_seconds"] for game in games]
        lines.append(
            {
                "game": label,
                "level": level,
                "games": len(games),
                "decisions": len(marks),
                "mean_loss": round(mean, 4),
                "mean_loss_stderr": round(stderr, 4),
                "open_decisions": sum(_open_count(game) for game in games),
                "open_mean_loss": round(open_mean, 4),
                "open_mean_loss_stderr": round(open_stderr, 4),
                "marks": {mark: round(marks.count(mark) / max(1, len(marks)), 3) for mark in MARKS},
                "analysis_seconds_per_game": round(sum(seconds) / len(seconds), 1),
                "win_share": round(sum(game["won"] for game in games) / len(games), 3),
            }
        )
    return lines


def _open_count(game: dict[str, Any]) -> int:
    return sum(win >= OPEN_FROM for win in game.get("win_best", []))


def _open_mean(game: dict[str, Any]) -> float | None:
    """The game's mean loss over its open decisions (None without any, or for rows without win chances)."""
    if "win_best" not in game:
        return None
    losses = [loss for loss, win in zip(game["losses"], game["win_best"], strict=True) if win >= OPEN_FROM]
    return sum(losses) / len(losses) if losses else None


def _rank(level: str) -> int:
    return BOT_LEVELS.index(level) if level in BOT_LEVELS else len(BOT_LEVELS)


def _mean_and_stderr(values: list[float]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, 0.0
    variance = sum((value - mean) ** 2 for value in values) / (len(values) - 1)
    return mean, math.sqrt(variance / len(values))


def jobs(args: argparse.Namespace) -> Iterator[Job]:
    """The games to rate: new ones (``--games`` per kind and level) or those of ``--reuse``."""
    if args.reuse:
        for line in Path(args.reuse).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["label"] in args.only and row["level"] in args.levels:
                yield Job(row["label"], row["level"], row["number"], row["record"]["seed"], args.hard_time,
                          args.time, json.dumps(row))  # fmt: skip
        return
    for number in range(args.games):  # levels interleaved, so a cut-short run still compares them
        for label in args.only:
            for level in args.levels:
                seed = deal_seed(args.seed, label, number)
                yield Job(label, level, number, seed, args.hard_time, args.time)


def lower_priority(target: int = 10) -> None:
    """At least nice ``target``: the machine is shared, and the measure must not starve the others."""
    current = os.nice(0)
    if current < target:
        os.nice(target - current)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per kind and level")
    parser.add_argument("--time", type=float, default=0.1, help="analysis seconds per decision")
    parser.add_argument("--hard-time", type=float, default=0.3, help="the hard bot's seconds per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=",".join(KINDS), help="game kinds, comma-separated")
    parser.add_argument("--levels", default=",".join(BOT_LEVELS), help="levels, comma-separated")
    parser.add_argument("--workers", type=int, default=MAX_WORKERS, help=f"processes (at most {MAX_WORKERS})")
    parser.add_argument("--raw", help="append every rated game (record and ratings) to this JSON-lines file")
    parser.add_argument("--reuse", help="rate the games of a --raw file again instead of playing new ones")
    args = parser.parse_args(argv)
    args.only = [label for label in args.only.split(",") if label]
    args.levels = [level for level in args.levels.split(",") if level]
    unknown = [label for label in args.only if label not in KINDS] + [
        level for level in args.levels if level not in BOT_LEVELS
    ]
    if unknown:
        parser.error(f"unknown game kind or level: {', '.join(unknown)}")
    lower_priority()
    workers = max(1, min(MAX_WORKERS, args.workers))
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    load = round(os.getloadavg()[0], 2)
    raw = open(args.raw, "a", encoding="utf-8") if args.raw else None  # noqa: SIM115 - written as rows come
    try:
        with get_context("fork").Pool(workers) as pool:
            for row in pool.imap_unordered(rate, list(jobs(args))):
                rows.append(row)
                if raw is not None:
                    raw.write(json.dumps(row) + "\n")
                    raw.flush()
                if len(rows) % 10 == 0:
                    print(f"{len(rows)} games rated, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    finally:
        if raw is not None:
            raw.close()
    summary = {
        "analysis_time": args.time,
        "hard_time": args.hard_time,
        "opponents": OPPONENT,
        "seconds": round(time.perf_counter() - started, 1),
        "load_before": load,
        "load_after": round(os.getloadavg()[0], 2),
        "results": summarise(rows),
    }
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
