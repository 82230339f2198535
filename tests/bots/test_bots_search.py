"""The search bot: anytime within its budget, and stronger than chance on the toy game."""

from __future__ import annotations

import copy
import time

import pytest

from tests.bots.drive import play_checked
from tests.bots.games import new_state
from wonders_desktop.bots.heuristics import heuristics_for
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.bots.search import DEFAULT_TIME_BUDGET, HardBot, Node, Search, _back_up_minimax
from wonders_desktop.engine.core.rng import Rng


def test_respects_its_time_budget() -> None:
    state = new_state("toy", {"players": 3}, 4)
    seat = state.to_act()[0]
    bot = HardBot("toy", 3, time_budget=0.15)
    started, cpu_started = time.perf_counter(), time.thread_time()
    move = bot.choose(state.view(seat), seat)
    elapsed, cpu = time.perf_counter() - started, time.thread_time() - cpu_started
    assert move in state.legal_moves(seat)
    assert elapsed > 0.1  # it searched until its budget (a lower bound: a busy machine only adds to it)
    # It stops at its budget: its own CPU time (what a busy machine does not inflate) stays far below the
    # 1.5 s a search ignoring its 0.15 s budget would take here. The wall time is in benchmarks/.
    assert cpu < 1.5, f"searched {cpu:.2f} s of CPU time on a 0.15 s budget"


def test_default_budget_is_at_most_two_seconds() -> None:
    assert HardBot("toy").time_budget == DEFAULT_TIME_BUDGET <= 2.0


def test_single_legal_move_is_answered_without_search(monkeypatch: pytest.MonkeyPatch) -> None:
    state = new_state("toy", {"players": 2}, 1)
    state.apply(0, state.legal_moves(0)[0])
    state.apply(1, state.legal_moves(1)[0])
    while state.to_act() and len(state.legal_moves(state.to_act()[0])) > 1:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_moves(seat)[-1])
    if state.to_act():
        seat = state.to_act()[0]
        monkeypatch.setattr(Search, "run", no_search)
        move = HardBot("toy", 1, time_budget=5.0).choose(state.view(seat), seat)
        assert move == state.legal_moves(seat)[0]


def no_search(*_args: object) -> None:
    raise AssertionError("a single legal move needs no search")


def test_beats_random_on_the_toy_game() -> None:
    wins = 0.0
    for game in range(24):
        hard_seat = game % 2
        bots = [
            HardBot("toy", game, iterations=150) if s == hard_seat else RandomBot(game + s) for s in range(2)
        ]
        wins += play_checked("toy", {"players": 2}, game // 2, bots).outcome().win_share(hard_seat)
    assert wins / 24 >= 0.6


def test_implicit_minimax_backs_up_the_best_child_for_the_seat_choosing() -> None:
    root, mine, theirs_good, theirs_bad = Node(), Node(), Node(), Node()
    root.children = {"a": mine}  # type: ignore[dict-item]  # bare nodes, no moves: only the backup is tested
    mine.children = {"x": theirs_good, "y": theirs_bad}  # type: ignore[dict-item]  # bare nodes, no moves: only the backup is tested
    theirs_good.minimax = [0.2, 0.8]  # good for seat 1, who chooses below ``mine``
    theirs_bad.minimax = [0.9, 0.1]
    _back_up_minimax([(root, mine, 0), (mine, theirs_bad, 1)])
    assert mine.minimax == [0.2, 0.8]  # seat 1 answers with its best reply, whatever the playouts said
    assert root.minimax is None  # the root keeps no value: only its children are compared


def test_minimax_values_are_per_seat_probabilities_after_a_search() -> None:
    state = new_state("toy", {"players": 2}, 3)
    seat = state.to_act()[0]
    heuristics = copy.copy(heuristics_for("toy"))
    heuristics.minimax_weight = 0.5
    search = Search(heuristics, seat, Rng(5), None, None)
    moves = state.legal_moves(seat)
    assert search.run(state.view(seat), moves, 120) in moves
    stack, seen = list(search.root.children.values()), 0
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        if node.minimax is not None:
            seen += 1
            assert len(node.minimax) == 2 and all(0.0 <= value <= 1.0 for value in node.minimax)
    assert seen > 0
