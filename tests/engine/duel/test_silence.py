"""A silenced Duel state (``GameState.silence``, what the hard bot's alpha-beta plays on) reaches exactly
the positions of a normal one and builds none of the per-move events."""

from __future__ import annotations

import pytest

from wonders_desktop.engine.core.rng import Rng, hash_seed
from wonders_desktop.engine.duel import SPEC

# The events of every move, of the Wonder draft, of every age's start and end and of a token taken; the
# rarer ones (a Wonder's or token's coins, a looted military token, the game's end...) are still built.
PER_MOVE = {
    "card_built", "card_discarded", "wonder_built", "card_revealed", "military_moved",
    "wonder_drafted", "wonders_revealed", "age_started", "age_ended", "starter_chosen", "progress_taken",
}  # fmt: skip


@pytest.mark.parametrize("seed", range(12))
def test_a_silenced_game_is_the_same_game(seed: int) -> None:
    loud = SPEC.new_game(SPEC.simulate_options({}), seed)
    quiet = loud.clone().silence()
    rng = Rng(hash_seed(seed, "silence"))
    kinds: set[str] = set()
    quiet_kinds: set[str] = set()
    while seats := loud.to_act():
        assert quiet.to_act() == seats
        seat = seats[0]
        legal = loud.legal_moves(seat)
        assert quiet.legal_moves(seat) == legal
        played = legal[rng.randrange(len(legal))]
        kinds |= {event.kind for event in loud.apply(seat, played)}
        quiet_kinds |= {event.kind for event in quiet.apply(seat, played)}
        if rng.randrange(7) == 0:
            assert quiet.snapshot() == loud.snapshot()
            quiet = quiet.clone()  # a clone of a silenced state stays silent
    assert quiet.snapshot() == loud.snapshot()
    assert quiet.outcome() == loud.outcome()
    assert kinds & PER_MOVE
    assert {"wonder_drafted", "age_started", "age_ended"} <= kinds  # every game drafts and plays ages
    assert not quiet_kinds & PER_MOVE


def test_silence_returns_the_state_and_a_new_game_is_loud() -> None:
    state = SPEC.new_game(SPEC.simulate_options({}), 1)
    assert state.silence() is state
    assert SPEC.new_game(SPEC.simulate_options({}), 1).quiet is False
