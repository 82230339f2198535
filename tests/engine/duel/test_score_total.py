"""``scoring.total`` (the bots' fast sum) is the sum of the scoring pad's categories in every position."""

from __future__ import annotations

from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.scoring import points, total


def test_the_total_is_the_sum_of_the_pad_along_random_games() -> None:
    guilds_scored = tokens_scored = 0
    for seed in range(60):
        state = SPEC.new_game({}, seed)
        rng = Rng(seed)
        while state.to_act():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_moves(seat)))
            for player in range(2):
                pad = points(state.cities, player, state.conflict)
                assert total(state.cities, player, state.conflict) == sum(pad.values()), (seed, pad)
                guilds_scored += pad["guilds"] > 0
                tokens_scored += pad["progress"] > 0
    assert guilds_scored and tokens_scored  # the guilds' and the tokens' points were exercised
