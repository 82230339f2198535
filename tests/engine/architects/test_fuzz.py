"""Random games at every player count, checking every invariant after every move and the replay."""

from __future__ import annotations

import pytest

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.architects import SPEC
from wonders_desktop.engine.core.rng import Rng, hash_seed

GAMES = 100


@pytest.mark.parametrize("players", range(2, 8))
def test_random_games_keep_every_invariant(players: int) -> None:
    options = SPEC.simulate_options({"players": players})
    reasons = set()
    for game in range(GAMES):
        seed = 1000 * players + game
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(players)]
        result = play_match("architects", options, seed, bots, check=True)
        assert result.state.is_terminal()
        reasons.add(result.state.end_reason)
        assert result.outcome.winners
    assert "wonder_completed" in reasons


@pytest.mark.parametrize("players", [2, 4, 7])
def test_views_and_determinizations_agree_with_the_state(players: int) -> None:
    rng = Rng(players)
    state = SPEC.new_game({"players": players}, 77 + players)
    while not state.is_terminal():
        seat = state.to_act()[0]
        view = state.view(seat)
        assert view.legal_moves(seat) == state.legal_moves(seat)
        if rng.random() < 0.1:
            guess = view.determinize(seat, rng.spawn(len(state.history)))
            guess.check_invariants()
            assert guess.legal_moves(seat) == state.legal_moves(seat)
            while not guess.is_terminal():
                mover = guess.to_act()[0]
                guess.apply(mover, rng.choice(guess.legal_moves(mover)))
            guess.check_invariants()
        state.apply(seat, rng.choice(state.legal_moves(seat)))
