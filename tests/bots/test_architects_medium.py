"""The Architects medium bot's denial: a face-up card that hands an opponent the game is taken away."""

from __future__ import annotations

from tests.engine.architects.helpers import build_stages, give, new_game, stack
from wonders_desktop.bots.heuristics.architects import _winning_gifts
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.architects import ArchitectsState


def race(blue_cards: int) -> ArchitectsState:
    """Seat 0 (Giza, two stages) may finish its third stage with the wood on the Rhodes deck; seat 1
    (Alexandria, four stages, 18 points) completes its wonder with the stone on seat 0's own deck, which
    it can take on its next turn (its own deck shows a blue card). ``blue_cards`` puts seat 0 ahead (or
    not) of seat 1's final score."""
    state = new_game(["giza", "alexandria", "rhodes"])
    build_stages(state, 0, 1, 2)
    give(state, 0, "stone")
    give(state, 0, "clay")
    give(state, 0, "blue_3vp", blue_cards)
    build_stages(state, 1, 1, 2, 3, 4)
    for name in ("wood", "glass", "papyrus"):
        give(state, 1, name)
    stack(state, "giza", "stone")
    stack(state, "rhodes", "wood")
    stack(state, "alexandria", "blue_3vp")  # Alexandria's own deck offers it nothing that finishes
    return state


def choice(state: ArchitectsState) -> str:
    return make_bot("medium", "architects", 7).choose(state.view(0), 0).to_str()


def test_the_setup_is_what_the_test_says() -> None:
    state = race(0)
    assert [m.to_str() for m in state.legal_moves(0)] == ["take:giza", "take:rhodes", "take:central"]
    assert state.scores()[1].total == 18 and state.scores()[0].total == 9


def test_medium_takes_the_card_that_would_let_an_opponent_finish_ahead() -> None:
    # the wood would build Giza's third stage (6 points), but the stone would end the game at once
    # with Alexandria ahead (18 + 7 against 15)
    assert choice(race(0)) == "take:giza"


def test_medium_leaves_it_when_the_opponent_would_finish_behind() -> None:
    # with five blue cards (15 points), the third stage the wood pays for (6 points) puts seat 0 ahead of
    # Alexandria's 25 whatever happens: build instead
    assert choice(race(5)) == "take:rhodes"


def test_the_gifts_are_counted_without_touching_the_position() -> None:
    state = race(0)
    state.apply(0, state.parse_move("take:rhodes"))  # seat 0 leaves the stone on its deck
    before = state.snapshot()
    assert _winning_gifts(state, 0) == 1
    assert state.snapshot() == before
    ahead = race(5)
    ahead.apply(0, ahead.parse_move("take:rhodes"))  # the stage it now must build puts it ahead
    assert _winning_gifts(ahead, 0) == 0
