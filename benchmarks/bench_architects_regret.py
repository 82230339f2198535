"""Architects, 3 players: how much the medium bot's choices lose against full-game rollouts.

Usage (from the project root)::

    python benchmarks/bench_architects_regret.py --games 60 --rollouts 150 --jobs 2            # takes
    python benchmarks/bench_architects_regret.py --games 40 --rollouts 100 --jobs 2 --resolve  # the rest

Medium plays against two random bots. At a few of its decisions per game (three of its card takes, or
about half of its other decisions with ``--resolve``: payments, Progress tokens, extra cards, wonder
effects) every legal move is rolled out to the end of the game ``--rollouts`` times: each rollout deals
the unseen cards from medium's view and plays medium for itself and random bots for the others, and
every candidate meets the same deal and the same random opponents (paired). The regret of a decision is
the best candidate's win rate less that of medium's choice. It is an upper bound (the best of noisy
estimates): it tells whether a better policy against these opponents is within one decision's reach,
which weight tuning cannot say. Not a test; results in benchmarks/README.md (Bot ladder).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.architects.table import TAKE
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.registry import game_spec

SEATS = 3
TAKES_STUDIED = 3  # card takes looked at per game, at random among medium's first 21
CLEAR = 0.08  # a regret above this is a clear disagreement (beyond the rollouts' noise)


@dataclass(frozen=True)
class Study:
    seed: int
    rollouts: int
    resolve: bool


def rollout(state: ArchitectsState, seat: int, medium: Bot, luck: random.Random) -> float:
    while state.to_act():
        actor = state.to_act()[0]
        if actor == seat:
            move = medium.choose(state.view(actor), actor)
        else:
            move = luck.choice(state.legal_moves(actor))
        state.apply(actor, move)
    return state.outcome().win_share(seat)  # ties broken by stages built, then shared


def regret(state: ArchitectsState, seat: int, bot: Bot, rollouts: int, rnd: random.Random) -> float:
    """Best candidate's win rate less that of the bot's choice, over paired rollouts from its view."""
    view = state.view(seat)
    moves = view.legal_moves(seat)
    choice = moves.index(bot.choose(view, seat))
    medium = make_bot("medium", "architects", 12345)
    wins = [0.0] * len(moves)
    for _ in range(rollouts):
        deal, luck = rnd.randrange(1 << 30), rnd.randrange(1 << 30)
        for index, move in enumerate(moves):
            sample = view.determinize(seat, Rng(deal))
            sample.apply(seat, move)
            wins[index] += rollout(sample, seat, medium, random.Random(luck))
    return (max(wins) - wins[choice]) / rollouts


def study(game: int, spec: Study) -> list[float]:
    """The regrets of the decisions studied in one game of medium against two random bots."""
    rnd = random.Random(game)
    deal, seat = spec.seed + game // SEATS, game % SEATS
    bots = [make_bot("medium" if s == seat else "random", "architects", deal * 10 + s) for s in range(SEATS)]
    state = game_spec("architects").new_game({"players": SEATS}, deal)
    takes = set(rnd.sample(range(1, 22), TAKES_STUDIED))
    found: list[float] = []
    count = 0
    while state.to_act():
        actor = state.to_act()[0]
        if actor == seat and len(state.legal_moves(actor)) > 1 and (state.phase == TAKE) != spec.resolve:
            count += 1
            if (rnd.random() < 0.5) if spec.resolve else count in takes:
                found.append(regret(state, actor, bots[actor], spec.rollouts, rnd))
        bot = bots[actor]
        state.apply(actor, bot.choose(state if bot.reads_only_legal_moves else state.view(actor), actor))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="games medium plays (each seat in turn)")
    parser.add_argument("--rollouts", type=int, default=150, help="paired rollouts per candidate")
    parser.add_argument("--seed", type=int, default=70000, help="the first deal")
    parser.add_argument("--resolve", action="store_true", help="study the decisions after the take")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    spec = Study(args.seed, args.rollouts, args.resolve)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        regrets = [r for found in pool.map(study, range(args.games), [spec] * args.games) for r in found]
    report = {
        "games": args.games,
        "rollouts": args.rollouts,
        "decisions": "resolve" if args.resolve else "take",
        "positions": len(regrets),
        "mean_regret": round(statistics.fmean(regrets), 4) if regrets else None,
        "clear_disagreements": sum(r > CLEAR for r in regrets),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
