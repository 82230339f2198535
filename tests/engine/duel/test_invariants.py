"""The invariant check notices broken positions (it is the oracle of every fuzz run)."""

from __future__ import annotations

import pytest

from tests.engine.duel.helpers import play
from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.state import DuelState


def midgame() -> DuelState:
    state = SPEC.new_game({"wonders": "first_game", "first_player": 0}, 7)
    for _ in range(6):
        play(state, "discard:" + catalog().cards[state.slots[state.accessible[0]]].id)
    state.check_invariants()
    return state


def test_coins_out_of_nowhere() -> None:
    state = midgame()
    state.cities[0].coins += 1
    with pytest.raises(InvariantError, match="coins"):
        state.check_invariants()


def test_a_card_in_two_places() -> None:
    state = midgame()
    state.cities[1].cards.append(state.discard[0])
    state.cities[1].verified = state.cities[1].contents()
    with pytest.raises(InvariantError, match="two places"):
        state.check_invariants()


def test_a_lost_card() -> None:
    state = midgame()
    state.discard.pop()
    with pytest.raises(InvariantError, match="located"):
        state.check_invariants()


def test_derived_totals_that_drift() -> None:
    state = midgame()
    state.cities[0].cards.append(catalog().card_index["sawmill"])  # arrived without its production
    with pytest.raises(InvariantError, match="derived"):
        state.check_invariants()


def test_accessibility_that_drifts() -> None:
    state = midgame()
    state.accessible.pop()
    with pytest.raises(InvariantError, match="accessible"):
        state.check_invariants()
