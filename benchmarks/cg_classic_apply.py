"""The classic engine's applies alone, for an instruction count (callgrind): deterministic on a busy machine.

    PYTHONHASHSEED=0 PYTHONPATH=<tree> valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        python benchmarks/cg_classic_apply.py <players> <games> none|finish|other

Plays ``games`` random silenced games (``RandomBot``, seeds 1..games) and keeps a clone of the position
before every decision, with its legal moves cached, and the move played. ``finish`` then applies again
every pick that completes a turn (the turn's resolution, the next turn, age or game end), ``other`` every
other decision; ``none`` applies nothing. The count of ``finish`` (or ``other``) less that of ``none`` is
what those applies cost. The clones are frozen out of the garbage collector's way first, and the hash
seed is fixed (set iteration orders otherwise move the count by a few per cent).
"""

from __future__ import annotations

import gc
import sys

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.classic import SPEC
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.rng import hash_seed

Saved = list[tuple[ClassicState, int, ClassicMove]]


def collect(players: int, games: int) -> tuple[Saved, Saved]:
    """(completing picks, other decisions): each a clone of the position, the seat and its move."""
    finishing: Saved = []
    others: Saved = []
    for seed in range(1, games + 1):
        state = SPEC.new_game(SPEC.simulate_options({"players": players}), seed)
        assert isinstance(state, ClassicState)
        state.silence()
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(state.num_players)]
        while seats := state.to_act():
            seat = seats[0]
            played = bots[seat].rng.choice(state.legal_moves(seat))
            assert isinstance(played, ClassicMove)
            completes = state.phase == "pick" and len(state.picks) == state.seats - 1
            (finishing if completes else others).append((state.clone(), seat, played))
            state.apply(seat, played)
    return finishing, others


def main() -> None:
    players, games, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    finishing, others = collect(players, games)
    gc.collect()
    gc.freeze()
    for state, seat, played in {"finish": finishing, "other": others, "none": []}[mode]:
        state.apply(seat, played)


if __name__ == "__main__":
    main()
