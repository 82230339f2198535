"""Duel engine throughput: random-bot games, decisions, legal-move calls and clones per second.

This is the inner loop of the search bots, so it is measured without the per-move invariant checks of
``simulate`` (``--check`` adds them, and ``python -m wonders_desktop simulate --game duel`` is the
correctness side). Single process, single core.

    python benchmarks/bench_duel.py [--games 2000] [--seed 1] [--check] [--profile]

Prints one JSON object. ``cpu`` rates use process time (robust on a busy machine); ``wall`` rates use
the clock. ``--profile`` prints the top of a cProfile run on stderr instead of timing.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import platform
import pstats
import sys
import time
from typing import Any

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.duel import SPEC, DuelState


def play_games(games: int, seed: int, check: bool) -> tuple[int, list[DuelState]]:
    """Play ``games`` random games; returns the decision count and a few mid-game states for clones."""
    options = SPEC.simulate_options({})
    decisions = 0
    samples: list[DuelState] = []
    for game in range(games):
        state = SPEC.new_game(options, seed + game)
        bots = [RandomBot(hash_seed(seed + game, seat)) for seat in range(2)]
        while True:
            seats = state.to_act()
            if not seats:
                break
            seat = seats[0]
            state.apply(seat, bots[seat].choose(state, seat))
            decisions += 1
            if check:
                state.check_invariants()
            if decisions % 997 == 0 and len(samples) < 20:
                samples.append(state.clone())
    return decisions, samples


def rate(samples: list[DuelState], work: str, rounds: int = 2000) -> float:
    """Clones or legal-move lists per CPU second on the sampled positions."""
    started = time.process_time()
    for _ in range(rounds):
        for state in samples:
            if work == "clone":
                state.clone()
            else:
                state.legal_moves(state.current)
    seconds = time.process_time() - started
    return rounds * len(samples) / seconds if seconds else 0.0


def measure(games: int, seed: int, check: bool) -> dict[str, Any]:
    wall, cpu = time.perf_counter(), time.process_time()
    decisions, samples = play_games(games, seed, check)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "games": games,
        "check": check,
        "decisions": decisions,
        "cpu_seconds": round(cpu, 3),
        "games_per_second_cpu": round(games / cpu, 1),
        "decisions_per_second_cpu": round(decisions / cpu),
        "games_per_second_wall": round(games / wall, 1),
        "decisions_per_second_wall": round(decisions / wall),
        "clones_per_second": round(rate(samples, "clone")),
        "legal_moves_per_second": round(rate(samples, "legal")),
        "python": platform.python_version(),
        "machine": platform.machine(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="check invariants after every move")
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary on stderr")
    args = parser.parse_args()
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play_games, args.games, args.seed, args.check)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(25)
        return
    print(json.dumps(measure(args.games, args.seed, args.check)))


if __name__ == "__main__":
    main()
