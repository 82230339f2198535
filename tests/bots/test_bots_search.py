"""The search bot: anytime within its budget, and stronger than chance on the toy game."""

from __future__ import annotations

import time

from tests.bots.drive import play_checked
from tests.bots.games import new_state
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.bots.search import DEFAULT_TIME_BUDGET, HardBot


def test_respects_its_time_budget() -> None:
    state = new_state("toy", {"players": 3}, 4)
    seat = state.to_act()[0]
    bot = HardBot("toy", 3, time_budget=0.15)
    started = time.perf_counter()
    move = bot.choose(state.view(seat), seat)
    elapsed = time.perf_counter() - started
    assert move in state.legal_moves(seat)
    assert 0.1 < elapsed < 0.75  # stops at its budget; the slack absorbs a loaded machine


def test_default_budget_is_at_most_two_seconds() -> None:
    assert HardBot("toy").time_budget == DEFAULT_TIME_BUDGET <= 2.0


def test_single_legal_move_is_answered_without_search() -> None:
    state = new_state("toy", {"players": 2}, 1)
    state.apply(0, state.legal_moves(0)[0])
    state.apply(1, state.legal_moves(1)[0])
    while state.to_act() and len(state.legal_moves(state.to_act()[0])) > 1:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_moves(seat)[-1])
    if state.to_act():
        seat = state.to_act()[0]
        started = time.perf_counter()
        HardBot("toy", 1, time_budget=5.0).choose(state.view(seat), seat)
        assert time.perf_counter() - started < 0.05


def test_beats_random_on_the_toy_game() -> None:
    wins = 0.0
    for game in range(24):
        hard_seat = game % 2
        bots = [
            HardBot("toy", game, iterations=150) if s == hard_seat else RandomBot(game + s) for s in range(2)
        ]
        wins += play_checked("toy", {"players": 2}, game // 2, bots).outcome().win_share(hard_seat)
    assert wins / 24 >= 0.6
