"""Whole games between random bots with every invariant checked after every move, and replay at the end."""

from __future__ import annotations

import pytest

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.rng import hash_seed

GAMES = 100


@pytest.mark.parametrize(
    "options",
    [{"players": n} for n in (3, 4, 5, 6, 7)] + [{"players": 2, "variant": "free-city"}],
    ids=["3p", "4p", "5p", "6p", "7p", "free-city"],
)
def test_random_games_keep_every_invariant(options: dict) -> None:
    seats = options["players"]
    for seed in range(GAMES):
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(seats)]
        result = play_match("classic", options, seed, bots, check=True)
        assert result.state.is_terminal()
        assert len(result.outcome.scores) == seats and result.outcome.winners
