"""Architects engine throughput: random-bot games, decisions and clones per second, per player count.

This is the inner loop of the search bots, so it is measured without the per-move invariant checks of
``simulate`` (run that too: it is the correctness side). Single process, single core.

    python benchmarks/bench_architects.py [--games 500] [--seed 1] [--players 2,3,4,5,6,7]

Prints one JSON object per player count. ``cpu`` rates use process time (robust on a busy machine);
``wall`` rates use the clock.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from typing import Any

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.architects import SPEC, ArchitectsState
from wonders_desktop.engine.core.rng import hash_seed


def play_games(players: int, games: int, seed: int) -> tuple[int, list[ArchitectsState]]:
    """Play ``games`` random games; returns the decision count and a few mid-game states for clones."""
    options = SPEC.simulate_options({"players": players})
    decisions = 0
    samples: list[ArchitectsState] = []
    for game in range(games):
        state = SPEC.new_game(options, seed + game)
        bots = [RandomBot(hash_seed(seed + game, seat)) for seat in range(players)]
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


def clones_per_second(samples: list[ArchitectsState], rounds: int = 2000) -> float:
    started = time.process_time()
    for _ in range(rounds):
        for state in samples:
            state.clone()
    seconds = time.process_time() - started
    return rounds * len(samples) / seconds if seconds else 0.0


def measure(players: int, games: int, seed: int) -> dict[str, Any]:
    wall, cpu = time.perf_counter(), time.process_time()
    decisions, samples = play_games(players, games, seed)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "players": players,
        "games": games,
        "decisions": decisions,
        "games_per_second_cpu": round(games / cpu, 1),
        "decisions_per_second_cpu": round(decisions / cpu),
        "games_per_second_wall": round(games / wall, 1),
        "decisions_per_second_wall": round(decisions / wall),
        "decisions_per_game": round(decisions / games, 1),
        "clones_per_second_cpu": round(clones_per_second(samples)) if samples else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,3,4,5,6,7")
    args = parser.parse_args()
    print(json.dumps({"python": platform.python_version(), "machine": platform.machine()}))
    for players in (int(p) for p in args.players.split(",")):
        print(json.dumps(measure(players, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
