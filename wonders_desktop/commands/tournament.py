"""``tournament``: bot strength, seats rotated so every bot plays every seat equally often."""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.commands.gameargs import spec_and_options
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.rng import hash_seed


def run_tournament(args: argparse.Namespace) -> int:
    seats = [level.strip() for level in args.seats.split(",") if level.strip()]
    if args.games < 1:
        raise ScenarioError("--games", "must be at least 1")
    if args.players is None:
        args.players = len(seats)
    if len(seats) != args.players:
        raise ScenarioError("--seats", f"names {len(seats)} bots for {args.players} players")
    spec, options = spec_and_options(args)
    stats: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for index in range(args.games):
        seed = args.seed + index
        shift = index % len(seats)
        lineup = seats[shift:] + seats[:shift]
        bots = [make_bot(level, spec.kind, hash_seed(seed, seat), args.move_time) for seat, level in enumerate(lineup)]
        try:
            result = play_match(spec.kind, options, seed, bots)
        except Exception as error:
            print(f"game with seed {seed} failed: {error!r}", file=sys.stderr)
            return 1
        for seat, level in enumerate(lineup):
            entry = stats[level]
            entry["wins"].append(result.outcome.win_share(seat))
            entry["scores"].append(result.outcome.scores[seat].total)
            entry["times"].extend(result.move_seconds[seat])
    emit([_summary(level, stats[level]) for level in dict.fromkeys(seats)])
    return 0


def _summary(level: str, entry: dict[str, list[float]]) -> dict[str, object]:
    wins, scores, times = entry["wins"], entry["scores"], entry["times"] or [0.0]
    games = len(wins)
    rate = sum(wins) / games
    return {
        "bot": level,
        "games": games,
        "wins": round(sum(wins), 3),
        "win_rate": round(rate, 4),
        "win_rate_stderr": round(math.sqrt(rate * (1 - rate) / games), 4),
        "mean_score": round(sum(scores) / games, 2),
        "mean_move_seconds": round(sum(times) / len(times), 5),
        "max_move_seconds": round(max(times), 5),
    }
