"""Classic engine throughput: random-bot games and decisions per second, per player count.

The inner loop of the search bots, measured without the per-move invariant checks of ``simulate``
(run that too: it is the correctness side). Single process, single core.

    python benchmarks/bench_classic.py [--games 500] [--seed 1] [--players 3,4,5,6,7] [--free-city]
        [--edition 1|2] [--cities] [--teams] [--warmup 500] [--profile]

Prints one JSON object per player count. ``cpu`` rates use process time (robust on a busy machine),
``wall`` rates the clock. ``clones_per_second`` is measured on states sampled mid-game.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import platform
import pstats
import time
from typing import Any

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.classic import SPEC, ClassicState
from wonders_desktop.engine.core.rng import hash_seed


def play_games(options: dict[str, Any], games: int, seed: int) -> tuple[int, list[ClassicState]]:
    """Play ``games`` random games; returns the decision count and a few mid-game states."""
    decisions = 0
    samples: list[ClassicState] = []
    for game in range(games):
        state = SPEC.new_game(options, seed + game)
        bots = [RandomBot(hash_seed(seed + game, seat)) for seat in range(state.num_players)]
        while True:
            seats = state.to_act()
            if not seats:
                break
            seat = seats[0]
            state.apply(seat, bots[seat].choose(state, seat))
            decisions += 1
            if decisions % 997 == 0 and len(samples) < 20:
                samples.append(state.clone())
    return decisions, samples


def clones_per_second(samples: list[ClassicState], rounds: int = 1000) -> float:
    started = time.process_time()
    for _ in range(rounds):
        for state in samples:
            state.clone()
    seconds = time.process_time() - started
    return round(rounds * len(samples) / seconds) if seconds else 0.0


def measure(options: dict[str, Any], games: int, seed: int) -> dict[str, Any]:
    wall, cpu = time.perf_counter(), time.process_time()
    decisions, samples = play_games(options, games, seed)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "options": options,
        "games": games,
        "decisions": decisions,
        "games_per_second_cpu": round(games / cpu, 1),
        "decisions_per_second_cpu": round(decisions / cpu),
        "games_per_second_wall": round(games / wall, 1),
        "clones_per_second": clones_per_second(samples),
        "python": platform.python_version(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--warmup",
        type=int,
        default=500,
        help="games (other seeds) played first, as a running bot process has",
    )
    parser.add_argument("--players", default="3,4,5,6,7")
    parser.add_argument(
        "--free-city", action="store_true", help="also measure the 2-player Free City variant"
    )
    parser.add_argument("--edition", type=int, choices=(1, 2), default=1)
    parser.add_argument("--cities", action="store_true", help="with the Cities expansion")
    parser.add_argument("--teams", action="store_true", help="team play (Cities; 4 and 6 players)")
    parser.add_argument("--profile", action="store_true", help="cProfile the first player count instead")
    args = parser.parse_args()
    rules: dict[str, Any] = {"edition": args.edition} if args.edition != 1 else {}
    if args.cities or args.teams:
        rules["expansions"] = ["cities"]
    if args.teams:
        rules["variant"] = "teams"
    players = "4,6" if args.teams and args.players == "3,4,5,6,7" else args.players
    configs = [{"players": int(p), **rules} for p in players.split(",")]
    if args.free_city:
        configs.append({"players": 2, "variant": "free-city"})
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play_games, configs[0], args.games, args.seed)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    for options in configs:
        # The payment table is shared by every game of a process: a bot that has played for a while
        # answers most cost questions from memory. Warm it on other seeds, then measure fresh games.
        play_games(options, args.warmup, args.seed + 1_000_000)
        print(json.dumps(measure(options, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
