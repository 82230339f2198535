"""The toy game the bot tests lean on must itself honour the protocol, or the bot tests prove nothing."""

from __future__ import annotations

import pytest

from tests.bots.toy_game import HIDDEN, SPEC, Bid
from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.rng import Rng


@pytest.mark.parametrize("players", [2, 3])
def test_random_games_keep_invariants_and_replay(players: int) -> None:
    for seed in range(20):
        result = play_match(
            "toy", {"players": players, "hand": 4}, seed, [RandomBot(s) for s in range(players)], True
        )
        assert result.state.is_terminal() and result.outcome.winners


def test_view_masks_hands_deck_and_pending_bids() -> None:
    state = SPEC.new_game({"players": 3}, 5)
    state.apply(1, state.legal_moves(1)[0])
    view = state.view(0)
    assert view.hands[0] == state.hands[0]
    assert view.hands[1] == [HIDDEN] * len(state.hands[1]) and view.hands[2] == [HIDDEN] * len(state.hands[2])
    assert set(view.pool) == {HIDDEN} and set(view.prizes) == {HIDDEN}
    assert view.pending[1] == HIDDEN and view.history[-1] == (1, "bid:?")
    assert view.legal_moves(0) == state.legal_moves(0)
    with pytest.raises(IllegalMoveError):
        view.apply(0, view.legal_moves(0)[0])


def test_determinize_keeps_what_the_seat_knows() -> None:
    state = SPEC.new_game({"players": 3}, 6)
    state.apply(2, state.legal_moves(2)[-1])
    view = state.view(0)
    samples = [view.determinize(0, Rng(k)) for k in range(10)]
    for sample in samples:
        sample.check_invariants()
        assert sample.hands[0] == state.hands[0] and sample.revealed == state.revealed
        assert sample.pending[2] is not None and sample.pending[2] not in sample.hands[0]
    assert len({tuple(sample.hands[1]) for sample in samples}) > 1, "hidden hands must be resampled"


def test_illegal_bid_is_refused() -> None:
    state = SPEC.new_game({"players": 2}, 1)
    missing = next(card for card in range(1, 16) if card not in state.hands[0])
    with pytest.raises(IllegalMoveError):
        state.apply(0, Bid(missing))
