"""``simulate``: whole games between bots, as fast as possible, checking invariants after every move."""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.commands.gameargs import bot_levels, spec_and_options
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.rng import hash_seed


def run_simulate(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise ScenarioError("--games", "must be at least 1")
    levels = bot_levels(args.bots, "--bots")
    spec, options = spec_and_options(args)
    players = spec.new_game(options, args.seed).num_players
    started = time.perf_counter()
    decisions, errors = 0, 0
    totals: list[int] = []
    wins = [0.0] * players
    for index in range(args.games):
        seed = args.seed + index
        bots = [
            make_bot(levels[seat % len(levels)], spec.kind, hash_seed(seed, seat)) for seat in range(players)
        ]
        try:
            result = play_match(spec.kind, options, seed, bots, check=True)
        except Exception as error:  # any failure is reported with the seed that reproduces it
            errors += 1
            print(f"game with seed {seed} failed: {error!r}", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            continue
        decisions += result.decisions
        totals.extend(score.total for score in result.outcome.scores)
        for seat in range(players):
            wins[seat] += result.outcome.win_share(seat)
    seconds = time.perf_counter() - started
    emit(
        {
            "games": args.games,
            "seconds": round(seconds, 3),
            "games_per_second": round(args.games / seconds, 2),
            "decisions": decisions,
            "decisions_per_second": round(decisions / seconds, 1),
            "errors": errors,
            "mean_total_score": round(sum(totals) / len(totals), 2) if totals else 0.0,
            "wins_by_seat": [round(value, 3) for value in wins],
        }
    )
    return 1 if errors else 0
