"""A digest of the classic bots' choices on fixed positions: engine speed work must leave it unchanged.

    python benchmarks/bot_digest.py [--iterations 200] [--positions 7] [--verbose] [--game classic|duel]

Positions: random games (seeded ``RandomBot``) of several classic rule sets, stopped after a few fixed
numbers of decisions. At each, the seat to act asks, through its own view (hidden information as in
play): the easy and medium bots, and the hard bot (ISMCTS) under an iteration cap only (no clock, so the
search is the same on any machine and any load). The digest covers each move and the hard bot's root
statistics (visits and mean values), so a change of legal-move order, of a payment, of a playout or of an
evaluation shows. Prints one JSON object: the digest, the number of positions, and the CPU seconds.

Issue 41 recorded the digest before the engine changes (``benchmarks/README.md``); compare after each.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from typing import Any

from wonders_desktop.bots.heuristic_bot import HeuristicBot
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.classic import SPEC as CLASSIC
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.duel import SPEC as DUEL

RULE_SETS: tuple[dict[str, Any], ...] = (
    {"players": 3},
    {"players": 4},
    {"players": 7},
    {"players": 4, "edition": 2},
    {"players": 5, "edition": 2},
    {"players": 4, "expansions": ["cities"]},
    {"players": 4, "expansions": ["cities"], "variant": "teams"},
    {"players": 2, "variant": "free-city"},
)
DUEL_GAMES = 8  # Duel has one rules set: several deals instead
STOPS = (0, 9, 23, 40, 61, 85, 110)  # decisions played before a position is taken


def positions(game: str, options: dict[str, Any], seed: int, count: int) -> list[tuple[Any, int]]:
    """(state, seat to act) after the first ``count`` stops of one seeded random game."""
    spec = DUEL if game == "duel" else CLASSIC
    state = spec.new_game(spec.simulate_options(options), seed)
    bots = [RandomBot(hash_seed(seed, seat)) for seat in range(state.num_players)]
    wanted = list(STOPS[:count])
    found: list[tuple[Any, int]] = []
    decisions = 0
    while wanted:
        seats = state.to_act()
        if not seats:
            break
        if decisions == wanted[0]:
            wanted.pop(0)
            found.append((state.clone(), seats[0]))
        seat = seats[0]
        state.apply(seat, bots[seat].choose(state, seat))
        decisions += 1
    return found


def choices(game: str, state: Any, seat: int, iterations: int, seed: int) -> list[str]:
    """What each bot chooses at one position, and the hard bot's root, as text."""
    view = state.view(seat)
    out = [str(HeuristicBot(level, game, seed).choose(view, seat)) for level in ("easy", "medium")]
    hard = HardBot(game, seed, iterations=iterations)
    out.append(str(hard.choose(view, seat)))
    out.append(repr(sorted((str(m), v) for m, v in hard.last_root.items())))
    return out


def digest(game: str, iterations: int, count: int, verbose: bool) -> dict[str, Any]:
    sha = hashlib.sha256()
    total = 0
    started = time.process_time()
    games = [{} for _ in range(DUEL_GAMES)] if game == "duel" else RULE_SETS
    for index, options in enumerate(games):
        seed = 100 + index
        for state, seat in positions(game, options, seed, count):
            texts = choices(game, state, seat, iterations, seed)
            if verbose:
                print(options, seat, texts[:3])
            sha.update("\n".join(texts).encode())
            total += 1
    return {
        "digest": sha.hexdigest(),
        "positions": total,
        "iterations": iterations,
        "cpu_seconds": round(time.process_time() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--positions", type=int, default=7, help=f"stops per game, at most {len(STOPS)}")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--game", choices=("classic", "duel"), default="classic")
    args = parser.parse_args()
    print(json.dumps(digest(args.game, args.iterations, args.positions, args.verbose)))


if __name__ == "__main__":
    main()
