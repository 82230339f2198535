"""Random games with every invariant checked after every move and a replay of the record at the end."""

from __future__ import annotations

from collections import Counter

import pytest

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel import SPEC


@pytest.mark.parametrize("wonders", ["draft", "first_game"])
def test_random_games_keep_every_invariant(wonders: str) -> None:
    reasons: Counter[str] = Counter()
    for seed in range(150):
        result = play_match(
            "duel", {"wonders": wonders}, seed, [RandomBot(2 * seed), RandomBot(2 * seed + 1)], check=True
        )
        assert result.state.is_terminal()
        reasons[result.outcome.reason] += 1
    assert reasons["points"] > 100 and reasons["military_supremacy"] > 0


def test_views_and_determinizations_along_random_games() -> None:
    for seed in range(20):
        state = SPEC.new_game({}, seed)
        rng = Rng(seed)
        while state.to_act():
            seat = state.to_act()[0]
            moves = state.legal_moves(seat)
            view = state.view(seat)
            assert view.legal_moves(seat) == moves
            other = state.view(1 - seat)
            assert other.legal_moves(seat) == moves
            if rng.random() < 0.2:
                state.determinize(seat, rng).check_invariants()
            state.apply(seat, rng.choice(moves))


def test_science_supremacy_happens_in_greedy_science_games() -> None:
    """Seat 0 builds green cards and takes Law whenever it can: science supremacy must occur."""
    wins = 0
    for seed in range(40):
        state = SPEC.new_game({}, seed)
        rng = Rng(seed)
        while state.to_act():
            seat = state.to_act()[0]
            moves = state.legal_moves(seat)
            preferred = [m for m in moves if seat == 0 and _scientific(m.to_str())]
            state.apply(seat, rng.choice(preferred or moves))
            state.check_invariants()
        wins += state.outcome().reason == "science_supremacy"
    assert wins > 0


def _scientific(text: str) -> bool:
    from wonders_desktop.engine.duel.catalog import catalog

    data = catalog()
    kind, _, rest = text.partition(":")
    if kind == "progress":
        return rest == "law"
    return kind == "build" and data.cards[data.card_index[rest]].science >= 0
