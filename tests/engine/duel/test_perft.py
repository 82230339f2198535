"""Perft: fixed counts of legal-move sequences from seeded positions (python-chess's cheapest oracle).

The shallow counts are checked by hand in the comments; the deeper ones pin the generator down so
that any change to legality (costs, accessibility, wonders) shows up here.
"""

from __future__ import annotations

import pytest

from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.state import DuelState


def perft(state: DuelState, depth: int) -> int:
    if depth == 0 or not state.to_act():
        return 1
    seat = state.to_act()[0]
    total = 0
    for move in state.legal_moves(seat):
        child = state.clone()
        child.apply(seat, move)
        total += perft(child, depth - 1)
    return total


@pytest.mark.parametrize(
    ("seed", "counts"), [(1, [12, 120, 1904]), (2, [12, 120, 1925]), (3, [12, 120, 2098])]
)
def test_first_game_age_one(seed: int, counts: list[int]) -> None:
    # 6 accessible cards, all affordable with 7 coins, each also discardable; no Wonder costs 7 or less.
    # The reply: 5 cards left, all affordable and discardable: 12 * 10 = 120.
    state = SPEC.new_game({"wonders": "first_game", "first_player": 0}, seed)
    assert [perft(state, depth) for depth in (1, 2, 3)] == counts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_draft(seed: int) -> None:
    state = SPEC.new_game({"first_player": 0}, seed)  # 4 offered, then 3, then 2 (A, B, B)
    assert [perft(state, depth) for depth in (1, 2, 3)] == [4, 12, 24]


@pytest.mark.parametrize(("seed", "counts"), [(1, [8, 42, 269]), (2, [2, 4, 12])])
def test_mid_game(seed: int, counts: list[int]) -> None:
    state = SPEC.new_game({"first_player": 0}, seed)
    rng = Rng(seed)
    for _ in range(30):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    assert state.age == 2
    assert [perft(state, depth) for depth in (1, 2, 3)] == counts
