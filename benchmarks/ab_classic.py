"""Classic engine, this tree against another checkout of the project, measured alternately.

The machine is shared, so two versions are only comparable when measured in the same minutes: each
round runs one process per version (in random order), each playing ``--warmup`` games of other seeds
and then ``--chunks`` chunks of ``--games`` random games (seeds 1, 2, ...), timed in CPU seconds; then
it times ``clone()``, ``view()`` + ``determinize()`` and random playouts to the end of the game from
mid-game positions (what the hard bot's search does). The report gives, per version, the median chunk
of each round and the best chunk, and the median over rounds of the new/old ratio of the rounds'
median chunks.

    python benchmarks/ab_classic.py --base /tmp/perf-base [--players 3,4,7] [--rounds 3]
        [--edition 2] [--cities] [--teams] [--free-city]

``--base`` is a checkout of the version to compare with (``git worktree add /tmp/perf-base <commit>``);
both run with this interpreter, the base with its own tree first on ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def worker(options: dict[str, Any], warmup: int, chunks: int, games: int) -> dict[str, Any]:
    """Runs in the measured tree: chunk rates, then clone, view/determinize and playout rates."""
    sys.path.insert(0, str(HERE))
    from bench_classic import play_games  # the measured tree's engine, through its PYTHONPATH

    from wonders_desktop.engine.core.rng import Rng

    play_games(options, warmup, 1_000_000)
    rates, decisions_rates, samples = [], [], []
    for chunk in range(chunks):
        started = time.process_time()
        decisions, found = play_games(options, games, 1 + chunk * games)
        seconds = time.process_time() - started
        rates.append(games / seconds)
        decisions_rates.append(decisions / seconds)
        samples += found
    samples = [s for s in samples if s.to_act()][:20]

    def per_second(action: Any, rounds: int) -> float:
        started = time.process_time()
        for _ in range(rounds):
            for state in samples:
                action(state)
        return rounds * len(samples) / (time.process_time() - started)

    def _determinize(state: Any) -> None:
        seat = state.to_act()[0]
        state.view(seat).determinize(seat, Rng(1))

    def playout(state: Any) -> None:
        seat = state.to_act()[0]
        game = state.view(seat).determinize(seat, Rng(7))
        chooser = random.Random(3)
        while True:
            seats = game.to_act()
            if not seats:
                return
            game.apply(seats[0], chooser.choice(game.legal_moves(seats[0])))

    return {
        "games_per_second": rates,
        "decisions_per_second": decisions_rates,
        "clones_per_second": per_second(lambda s: s.clone(), 500),
        "determinize_per_second": per_second(_determinize, 50),
        "playouts_per_second": per_second(playout, 5),
        "load": os.getloadavg()[0],
    }


def run_version(tree: Path, options: dict[str, Any], args: argparse.Namespace) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--worker",
        json.dumps([options, args.warmup, args.chunks, args.games]),
    ]
    done = subprocess.run(command, env=env, cwd=tree, check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(options: dict[str, Any], args: argparse.Namespace) -> dict[str, Any]:
    trees = {"old": Path(args.base).resolve(), "new": HERE.parent}
    runs: dict[str, list[dict[str, Any]]] = {"old": [], "new": []}
    order = random.Random(args.rounds)
    for _ in range(args.rounds):
        names = ["old", "new"]
        order.shuffle(names)
        for name in names:
            runs[name].append(run_version(trees[name], options, args))
    report: dict[str, Any] = {"options": options}

    def middle(found: list[dict[str, Any]], measure: str) -> float:
        return statistics.median(statistics.median(r[measure]) for r in found)

    for name, found in runs.items():
        report[name] = {
            "median_chunks": [round(statistics.median(r["games_per_second"])) for r in found],
            "best_chunk": round(max(max(r["games_per_second"]) for r in found)),
            "decisions_per_second": round(middle(found, "decisions_per_second")),
            "clones_per_second": round(statistics.median(r["clones_per_second"] for r in found)),
            "determinize_per_second": round(statistics.median(r["determinize_per_second"] for r in found)),
            "playouts_per_second": round(statistics.median(r["playouts_per_second"] for r in found), 1),
            "load": [round(r["load"], 1) for r in found],
        }
    ratios = [
        statistics.median(new["games_per_second"]) / statistics.median(old["games_per_second"])
        for old, new in zip(runs["old"], runs["new"], strict=True)
    ]
    report["speed_up"] = round(statistics.median(ratios), 2)
    pairs = list(zip(runs["old"], runs["new"], strict=True))
    for measure in ("clones_per_second", "playouts_per_second", "determinize_per_second"):
        speed_up = statistics.median(new[measure] / old[measure] for old, new in pairs)
        report[measure.replace("per_second", "speed_up")] = round(speed_up, 2)
    return report


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        print(json.dumps(worker(*json.loads(sys.argv[2]))), flush=True)
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="a checkout of the version to compare with")
    parser.add_argument("--players", default="3,4,7")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--warmup", type=int, default=300)
    parser.add_argument("--chunks", type=int, default=8)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--edition", type=int, choices=(1, 2), default=1)
    parser.add_argument("--cities", action="store_true")
    parser.add_argument("--teams", action="store_true")
    parser.add_argument("--free-city", action="store_true", help="the 2-player Free City variant only")
    args = parser.parse_args()
    rules: dict[str, Any] = {"edition": args.edition} if args.edition != 1 else {}
    if args.cities or args.teams:
        rules["expansions"] = ["cities"]
    if args.teams:
        rules["variant"] = "teams"
    configs = [{"players": int(p), **rules} for p in args.players.split(",")]
    if args.free_city:
        configs = [{"players": 2, "variant": "free-city"}]
    for options in configs:
        print(json.dumps(compare(options, args)), flush=True)


if __name__ == "__main__":
    main()
