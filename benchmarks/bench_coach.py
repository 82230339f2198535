"""How long the coach holds a move: its rating (``ui/session/coach.rate_move``) on real positions.

For each game, games of medium bots are cut at several points and the human seat's moves are rated as
the coach rates them (the analysis' rating at ``COACH_SECONDS``), on the calling thread, with nothing
else running. Wall and CPU seconds per rating are printed, the worst, and how many answered within the
coach's wait (``WAIT_MS``: past it the move is played with no note). No Qt is needed.

    python benchmarks/bench_coach.py [--positions 6] [--moves 2]
"""

from __future__ import annotations

import argparse
import statistics
import time

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.session.coach import COACH_SECONDS, WAIT_MS, rate_move

GAMES = (
    ("classic", {"players": 3}),
    ("classic", {"players": 7}),
    ("duel", {}),
    ("architects", {"players": 4}),
)


def measure(kind: str, options: dict[str, object], positions: int, moves: int) -> list[tuple[float, float]]:
    spec = game_spec(kind)
    times: list[tuple[float, float]] = []
    for seed in range(positions):
        state = spec.new_game(spec.simulate_options(options), seed)
        bots = [make_bot("medium", kind, seat) for seat in range(state.num_players)]
        for _ in range(seed * 7 + 5):  # a different point of each game
            if not state.to_act():
                break
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state.view(seat), seat))
        if not state.to_act():
            continue
        seat = state.to_act()[0]
        for move in state.legal_moves(seat)[:moves]:
            wall, cpu = time.perf_counter(), time.process_time()
            rate_move(state.view(seat), seat, move, seed, CancelToken())
            times.append((time.perf_counter() - wall, time.process_time() - cpu))
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--moves", type=int, default=2)
    args = parser.parse_args()
    print(f"budget {COACH_SECONDS} s, wait {WAIT_MS} ms")
    for kind, options in GAMES:
        times = measure(kind, options, args.positions, args.moves)
        walls = [wall for wall, _ in times]
        cpus = [cpu for _, cpu in times]
        within = sum(1 for wall in walls if wall * 1000 < WAIT_MS)
        print(
            f"{kind} {options}: {len(times)} ratings, wall median {statistics.median(walls):.2f} s, "
            f"max {max(walls):.2f} s, cpu median {statistics.median(cpus):.2f} s, "
            f"within the wait {within}/{len(times)}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
