"""Bots decide from their seat's view only: whatever the hidden content, the same view gives the same move.

The true position is swapped for other positions consistent with the seat's knowledge (resampled with
``determinize``); if a bot peeked at a hand, a deck or a pending pick, its move would change with them.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.games import case_id, game_cases, new_state
from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.rng import Rng

CASES = game_cases()


def bot(level: str, kind: str) -> Bot:
    return HardBot(kind, 13, iterations=30) if level == "hard" else make_bot(level, kind, 13)


def midgame(kind: str, args: dict[str, Any], steps: int) -> GameState:
    """A position some random decisions in, ideally with a simultaneous pick already submitted."""
    state, rng = new_state(kind, args, 21), Rng(8)
    for _ in range(steps):
        if not state.to_act():
            break
        actor = state.to_act()[0]
        state.apply(actor, rng.choice(state.legal_moves(actor)))
    return state


def twins(state: GameState, seat: int, count: int) -> list[GameState]:
    """Full positions that ``seat`` cannot tell apart from ``state`` (hidden content resampled).

    A determinization may forget other seats' pending simultaneous picks (they pick again in a
    search); such picks are submitted again here, at random, so the twin's view matches the seat's.
    """
    view = state.view(seat)
    expected = view.snapshot()
    result = []
    for k in range(count):
        twin, rng = view.determinize(seat, Rng(500 + k)), Rng(k)
        for _ in range(2 * state.num_players):
            if twin.view(seat).snapshot() == expected:
                break
            movers = [s for s in twin.to_act() if s != seat]
            movers.sort(key=lambda s: s in state.to_act())  # seats that had picked come first
            if not movers:
                break
            twin.apply(movers[0], rng.choice(twin.legal_moves(movers[0])))
        result.append(twin)
    return result


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_views_of_indistinguishable_positions_are_equal(case: tuple[str, dict[str, Any]]) -> None:
    kind, args = case
    for steps in (1, 7, 15):
        state = midgame(kind, args, steps)
        if not state.to_act():
            continue
        seat = state.to_act()[-1]
        expected = state.view(seat).snapshot()
        for twin in twins(state, seat, 4):
            assert twin.view(seat).snapshot() == expected, (
                "a view must not depend on what the seat cannot see"
            )


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_move_does_not_depend_on_hidden_content(case: tuple[str, dict[str, Any]], level: str) -> None:
    kind, args = case
    for steps in (1, 7, 15):
        state = midgame(kind, args, steps)
        if not state.to_act():
            continue
        seat = state.to_act()[-1]
        expected = bot(level, kind).choose(state.view(seat), seat)
        for twin in twins(state, seat, 3):
            assert bot(level, kind).choose(twin.view(seat), seat) == expected


def test_toy_views_really_differ_in_hidden_content() -> None:
    """Guard for the test above: the resampled twins do hold different secrets."""
    state = midgame("toy", {"players": 3}, 1)
    seat = state.to_act()[-1]
    hands = {tuple(tuple(hand) for hand in twin.hands) for twin in twins(state, seat, 4)}
    assert len(hands) > 1
