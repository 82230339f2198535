"""Stage 1, self-play: medium against medium Duel games, a few random moves for variety, one JSON
line per game: ``{"seed", "policy", "moves": [move texts], "winners": [seats]}``.

A game is its seed and its moves, so the positions and their features are recomputed by replaying
(``dataset``) and the feature set can change without playing again. The stage appends to its file
and skips the seeds already there: stopped at any moment (``max_seconds``, Ctrl+C, a crash) it
resumes where it stopped, losing at most the game in play.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from wonders_desktop.bots.heuristic_bot import HeuristicBot
from wonders_desktop.engine.duel import SPEC

EPSILON = 0.08  # the share of random moves
POLICY = f"medium-eps{EPSILON}"


def play_game(seed: int) -> dict[str, Any]:
    """One self-play game, the same for the same seed on every machine."""
    rng = random.Random(seed)
    state = SPEC.new_game({}, seed)
    bots = [HeuristicBot("medium", "duel", seed=seed * 2 + seat) for seat in (0, 1)]
    moves = []
    while state.to_act():
        seat = state.to_act()[0]
        legal = state.legal_moves(seat)
        random_move = rng.random() < EPSILON  # drawn before the bot chooses, every move
        move = rng.choice(legal) if random_move else bots[seat].choose(state.view(seat), seat)
        state.apply(seat, move)
        moves.append(move.to_str())
    return {"seed": seed, "policy": POLICY, "moves": moves, "winners": list(state.outcome().winners)}


def read_games(path: Path) -> Iterator[dict[str, Any]]:
    """The complete games of a self-play file, in file order (a line cut short is skipped)."""
    if not path.exists():
        return
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            try:
                game = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(game, dict) and {"seed", "moves", "winners"} <= game.keys():
                yield game


def run(path: Path, first_seed: int, games: int, max_seconds: float | None = None) -> dict[str, int]:
    """Play the seeds ``first_seed .. first_seed + games - 1`` not yet in ``path``; stop after
    ``max_seconds`` (the game in play is finished first). Returns the games played and in the file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _drop_cut_line(path)
    done = {game["seed"] for game in read_games(path)}
    started, played = time.monotonic(), 0
    with path.open("a", encoding="utf-8") as out:
        for seed in range(first_seed, first_seed + games):
            if seed in done:
                continue
            if max_seconds is not None and time.monotonic() - started > max_seconds:
                break
            out.write(json.dumps(play_game(seed)) + "\n")
            out.flush()
            played += 1
    return {"played": played, "in_file": len(done) + played}


def _drop_cut_line(path: Path) -> None:
    """A run stopped in the middle of a line leaves it unfinished: cut it so the next line starts clean."""
    if not path.exists():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])
