"""How fast the hard Duel bot's root alpha-beta searches: CPU seconds to a fixed depth on fixed positions.

    python benchmarks/bench_duel_search.py [--seeds 5,9,13] [--every 4] [--depth 6] [--repeat 3]

The positions come from medium-vs-medium games (deals ``--seeds``, every ``--every``-th decision with
more than two legal moves, as the seat to act sees them); each is searched untimed, two plies at a time
to ``--depth``, on one sample of the face-down cards, as the hard bot does against the clock. The
search is deterministic, so ``best_moves`` (a digest of the best move found in every position) shows
whether two versions choose alike: a change that only makes the search faster keeps it. Prints one JSON
object: positions, depth, the CPU seconds of each repeat and their minimum, best_moves.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import time

from wonders_desktop.bots.heuristic_bot import HeuristicBot
from wonders_desktop.bots.heuristics.duel import HEURISTICS
from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel import SPEC


def positions(seeds: list[int], every: int) -> list[tuple[GameState, int]]:
    found: list[tuple[GameState, int]] = []
    for seed in seeds:
        state = SPEC.new_game(SPEC.simulate_options({}), seed)
        bots = [HeuristicBot("medium", "duel", seed), HeuristicBot("medium", "duel", seed + 1)]
        decision = 0
        while state.to_act():
            seat = state.to_act()[0]
            view = state.view(seat)
            if decision % every == 0 and len(view.legal_moves(seat)) > 2:
                found.append((view, seat))
            state.apply(seat, bots[seat].choose(view, seat))
            decision += 1
    return found


def search(view: GameState, seat: int, depth: int) -> str:
    """The best move at ``depth`` (older versions' ``_values_at`` take no previous values: both work)."""
    base = view.determinize(seat, Rng(7))
    moves = view.legal_moves(seat)
    ordered = "previous" in inspect.signature(HEURISTICS._values_at).parameters
    values = None
    for plies in range(2, depth + 1, 2):
        args = (base, seat, moves, plies, Clock(None, None))
        values = HEURISTICS._values_at(*args, values) if ordered else HEURISTICS._values_at(*args)
    assert values is not None
    return moves[values.index(max(values))].to_str()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", default="5,9,13", help="deals of the medium games, comma-separated")
    parser.add_argument("--every", type=int, default=4, help="take every n-th decision")
    parser.add_argument("--depth", type=int, default=6, help="plies (even)")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs; the minimum is reported")
    args = parser.parse_args(argv)
    found = positions([int(seed) for seed in args.seeds.split(",")], args.every)
    runs, best = [], []
    for _ in range(args.repeat):
        started = time.process_time()
        best = [search(view, seat, args.depth) for view, seat in found]
        runs.append(round(time.process_time() - started, 3))
    digest = hashlib.sha256("\n".join(best).encode()).hexdigest()[:16]
    print(
        json.dumps(
            {
                "positions": len(found),
                "depth": args.depth,
                "cpu_seconds": runs,
                "cpu_seconds_min": min(runs),
                "best_moves": digest,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
