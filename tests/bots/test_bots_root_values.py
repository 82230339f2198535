"""The hard bot's root priors (Duel's alpha-beta, paired rollouts) obey the clock and the cancel token."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.bots.games import case_id, game_cases, new_state
from wonders_desktop.bots.base import BotCancelled, CancelToken
from wonders_desktop.bots.heuristics import heuristics_for
from wonders_desktop.bots.heuristics.generic import Clock, _sure_leads
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.rng import Rng

CASES = [case for case in game_cases() if case[0] in ("duel", "classic", "architects")]


def a_decision(kind: str, args: dict[str, Any]) -> tuple[GameState, int]:
    """A position a few decisions into a game where the seat to act has several moves."""
    state, rng = new_state(kind, args, 11), Rng(4)
    for _ in range(6):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    while len(state.legal_moves(state.to_act()[0])) < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_moves(seat)[0])
    return state, state.to_act()[0]


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_an_expired_clock_leaves_the_medium_values(case: tuple[str, dict[str, Any]]) -> None:
    kind, args = case
    state, seat = a_decision(kind, args)
    view, moves, h = state.view(seat), state.view(seat).legal_moves(seat), heuristics_for(kind)
    expired = Clock(time.perf_counter() - 1.0, None)
    medium = h.move_values(view, seat, moves, "medium", Rng(1))
    assert h.root_values(view, seat, moves, Rng(1), expired) == medium


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_untimed_root_values_are_reproducible(case: tuple[str, dict[str, Any]]) -> None:
    kind, args = case
    state, seat = a_decision(kind, args)
    view, moves, h = state.view(seat), state.view(seat).legal_moves(seat), heuristics_for(kind)
    first = h.root_values(view, seat, moves, Rng(7), Clock(None, None))
    assert len(first) == len(moves)
    assert first == h.root_values(state.view(seat), seat, moves, Rng(7), Clock(None, None))


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_a_cancel_stops_the_root_search(case: tuple[str, dict[str, Any]]) -> None:
    kind, args = case
    state, seat = a_decision(kind, args)
    view, moves, h = state.view(seat), state.view(seat).legal_moves(seat), heuristics_for(kind)
    token = CancelToken()
    token.cancel()
    with pytest.raises(BotCancelled):
        h.root_values(view, seat, moves, Rng(1), Clock(time.perf_counter() + 60.0, token))


def test_a_sure_lead_needs_more_than_noise() -> None:
    """``_sure_leads``: the first candidate (medium's choice) leads by 0; another leads by its mean paired
    difference less ``confidence`` standard errors, so a noisy lead stays below 0 and a steady one not."""
    noisy = [[0.0, 6.0], [0.0, -4.0], [0.0, 5.0], [0.0, -5.0]]  # mean +0.5, spread about 5.7
    steady = [[0.0, 0.9], [0.0, 1.1], [0.0, 1.0], [0.0, 1.0]]  # mean +1.0, spread about 0.08
    assert _sure_leads(noisy, 2.0)[0] == 0.0 and _sure_leads(noisy, 2.0)[1] < 0
    assert _sure_leads(steady, 2.0)[1] == pytest.approx(1.0 - 2.0 * 0.0816 / 2, abs=1e-3)
    assert _sure_leads(noisy, 0.0)[1] == pytest.approx(0.5)


def test_architects_hard_keeps_medium_choice_unless_the_rollouts_clearly_prefer_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With ``paired_confidence`` medium's choice stays first when the rollouts tie, and gives way to a
    candidate whose paired lead is steady."""
    h = heuristics_for("architects")
    assert h.paired_confidence > 0
    state, seat = a_decision("architects", {"players": 3})
    view, moves = state.view(seat), state.view(seat).legal_moves(seat)
    medium = h.move_values(view, seat, moves, "medium", Rng(1))
    order = sorted(range(len(moves)), key=lambda i: -medium[i])
    ties = lambda self, v, s, candidates, r, c: [1.0] * len(candidates)  # noqa: E731
    monkeypatch.setattr(type(h), "_paired_sample", ties)
    values = h.root_values(view, seat, moves, Rng(1), Clock(None, None))
    assert all(values[order[0]] > values[other] for other in order[1:])  # strictly: a tie is medium's
    second_wins = lambda self, v, s, candidates, r, c: [0.0, 5.0, *[0.0] * (len(candidates) - 2)]  # noqa: E731
    monkeypatch.setattr(type(h), "_paired_sample", second_wins)
    values = h.root_values(view, seat, moves, Rng(1), Clock(None, None))
    assert max(range(len(moves)), key=lambda i: values[i]) == order[1]
