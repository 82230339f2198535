"""Screen settings of the Architects hard bot at a fixed number of paired samples per decision.

The hard bot's budget is wall-clock time, so on a shared machine its strength moves with the load. Here
each decision gets exactly ``--samples`` paired rollouts (``UNTIMED_PAIRED_SAMPLES``, the search's tree
one iteration), so two settings are compared on equal work and identical deals, whatever else runs::

    python benchmarks/bench_architects_hard.py --deals 50 --seed 500 --samples 8
    python benchmarks/bench_architects_hard.py --deals 50 --seed 500 --samples 8 paired_confidence=0
    python benchmarks/bench_architects_hard.py --deals 50 --seed 500 --samples 8 playout_horizon=18

Each deal is played three times, the hard bot in each seat against two medium bots. Settings are
attributes of the Architects heuristics (``bots/heuristics/architects.py``), given as NAME=VALUE. Prints
one JSON object: the settings, games, the hard bot's win share ± its standard error, its mean margin
over the best other seat, and the seconds taken. Nothing here is a test (issue 27; benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import json
import time

from wonders_desktop.bots.heuristics import generic
from wonders_desktop.bots.heuristics.architects import HEURISTICS
from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.bots.search import HardBot

PLAYERS = 3


def apply_settings(settings: list[str]) -> dict[str, float]:
    """Set each NAME=VALUE on the Architects heuristics' class; an unknown name is an error."""
    chosen = {}
    for setting in settings:
        name, _, value = setting.partition("=")
        if not hasattr(HEURISTICS, name):
            raise SystemExit(f"bench_architects_hard: the Architects heuristics have no setting {name!r}")
        setattr(type(HEURISTICS), name, type(getattr(HEURISTICS, name))(float(value)))
        chosen[name] = getattr(HEURISTICS, name)
    return chosen


def play(deals: int, seed: int) -> dict[str, float]:
    """The hard bot in every seat of every deal, against two medium bots."""
    wins = margin = 0.0
    games = 0
    for deal in range(seed, seed + deals):
        for hard_seat in range(PLAYERS):
            bots = [
                HardBot("architects", seed=deal * 10 + seat, iterations=1)
                if seat == hard_seat
                else make_bot("medium", "architects", deal * 10 + seat)
                for seat in range(PLAYERS)
            ]
            outcome = play_match("architects", {"players": PLAYERS}, deal, bots).outcome
            totals = [score.total for score in outcome.scores]
            wins += outcome.win_share(hard_seat)
            margin += totals[hard_seat] - max(totals[:hard_seat] + totals[hard_seat + 1 :])
            games += 1
    share = wins / games
    stderr = (share * (1 - share) / games) ** 0.5
    return {"games": games, "win": share, "se": stderr, "margin": margin / games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=500, help="the first deal")
    parser.add_argument("--samples", type=int, default=8, help="paired samples per decision")
    parser.add_argument("settings", nargs="*", help="NAME=VALUE attributes of the Architects heuristics")
    args = parser.parse_args()
    generic.UNTIMED_PAIRED_SAMPLES = args.samples
    chosen = apply_settings(args.settings)
    started = time.perf_counter()
    result = play(args.deals, args.seed)
    seconds = round(time.perf_counter() - started, 1)
    print(json.dumps({"settings": chosen, "samples": args.samples, **result, "seconds": seconds}))


if __name__ == "__main__":
    main()
