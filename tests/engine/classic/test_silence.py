"""A silenced state (``GameState.silence``, what the hard bot's search plays on) reaches exactly the
positions of a normal one and builds no event on the turns it resolves."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.classic.test_determinism import combinations
from wonders_desktop.engine.classic import SPEC
from wonders_desktop.engine.core.rng import Rng, hash_seed


def _lockstep(options: dict[str, Any], seed: int) -> tuple[int, int]:
    """Play one random game on a state and on a silenced clone side by side; returns the events of the
    normal state and of the silenced one."""
    loud = SPEC.new_game(options, seed)
    quiet = loud.clone().silence()
    rng = Rng(hash_seed(seed, "silence"))
    loud_events = quiet_events = 0
    while seats := loud.to_act():
        assert quiet.to_act() == seats
        seat = seats[rng.randrange(len(seats))]
        legal = loud.legal_moves(seat)
        assert quiet.legal_moves(seat) == legal
        played = legal[rng.randrange(len(legal))]
        loud_events += len(loud.apply(seat, played))
        quiet_events += len(quiet.apply(seat, played))
        if rng.randrange(9) == 0:
            assert quiet.snapshot() == loud.snapshot()
            quiet = quiet.clone()  # a clone of a silenced state stays silent
    assert quiet.snapshot() == loud.snapshot()
    assert quiet.scores() == loud.scores()
    assert quiet.outcome() == loud.outcome()
    return loud_events, quiet_events


@pytest.mark.parametrize("name", sorted(combinations()))
def test_a_silenced_game_is_the_same_game(name: str) -> None:
    options = combinations()[name]
    loud_events, quiet_events = _lockstep(options, 7)
    assert loud_events > 0
    if "expansions" not in options:  # Cities' rare coin losses keep their events
        assert quiet_events == 0
    else:
        assert quiet_events < loud_events / 10


def test_silence_returns_the_state_and_a_new_game_is_loud() -> None:
    state = SPEC.new_game({"players": 3}, 1)
    assert state.silence() is state
    assert SPEC.new_game({"players": 3}, 1).quiet is False
