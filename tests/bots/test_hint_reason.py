"""The Hint's reason (issue 38): the named part of the bot's own value that decides a move.

The parts are held to the bot's numbers (they sum to its medium move values and potentials), and on
fixed positions the reason names the part that really decides: the conflict won against one neighbour,
a science set completed, a resource card toward a Wonder stage, a blue card's points.
"""

from __future__ import annotations

import pytest

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.heuristics.architects import HEURISTICS as ARCHITECTS
from wonders_desktop.bots.heuristics.architects_parts import margin_parts, seat_parts
from wonders_desktop.bots.heuristics.classic import HEURISTICS as CLASSIC
from wonders_desktop.bots.heuristics.classic_parts import move_parts
from wonders_desktop.bots.hint_reason import advise, reason_for
from wonders_desktop.engine.architects.moves import Take
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.scoring import neighbours
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.registry import game_spec

SEED = 37  # 3 players: the first hand of seat 0 holds the Stockade and the Workshop


def classic_position() -> ClassicState:
    state = game_spec("classic").new_game({"players": 3}, SEED)
    assert isinstance(state, ClassicState)
    return state


def legal(state: ClassicState, text: str) -> ClassicMove:
    move = next(m for m in state.legal_moves(0) if m.to_str().startswith(text))
    assert isinstance(move, ClassicMove)
    return move


def test_the_parts_sum_to_the_bots_own_move_values() -> None:
    state = classic_position()
    for _ in range(3):  # a few turns of every seat
        for seat in state.to_act():
            view = state.view(seat)
            moves = view.legal_moves(seat)
            values = CLASSIC.move_values(view, seat, moves, "medium", Rng(1))
            for move, value in zip(moves, values, strict=True):
                assert isinstance(move, ClassicMove) and isinstance(view, ClassicState)
                assert sum(move_parts(view, seat, move).values()) == pytest.approx(value)
            state.apply(seat, moves[-1])


def test_the_architects_parts_sum_to_the_bots_potential_and_margin() -> None:
    state = game_spec("architects").new_game({"players": 3}, 5)
    assert isinstance(state, ArchitectsState)
    for _ in range(10):
        seat = state.to_act()[0]
        for other in range(state.n):
            assert sum(seat_parts(state, other).values()) == pytest.approx(
                ARCHITECTS.potentials(state, "medium")[other]
            )
        margin = ARCHITECTS.margin(state, seat, "medium")
        assert sum(margin_parts(state, seat).values()) == pytest.approx(margin)
        state.apply(seat, state.legal_moves(seat)[-1])


def test_a_red_card_that_beats_a_neighbour_is_hinted_for_that_conflict() -> None:
    state = classic_position()
    left, right = neighbours(state.n, 0)
    state.cities[right].shields = 1  # behind the right neighbour, level with the left one
    reason = reason_for(state, 0, legal(state, "build:stockade"))
    assert reason is not None
    assert (reason.part, reason.detail, reason.other) == ("military", "wins", left)
    assert reason.after > reason.before
    state.cities[left].shields = 1  # now behind both: the Stockade only draws level
    reason = reason_for(state, 0, legal(state, "build:stockade"))
    assert reason is not None and (reason.part, reason.detail) == ("military", "ties")


def test_a_green_card_that_completes_a_science_set_says_so() -> None:
    state = classic_position()
    state.cities[0].science = [1, 0, 1, 0]  # a compass and a tablet: the Workshop's gear completes the set
    reason = reason_for(state, 0, legal(state, "build:workshop"))
    assert reason is not None and (reason.part, reason.detail) == ("science", "set")
    assert reason.change == pytest.approx(8.0, abs=1.5)  # 10 points for the set instead of 2
    state.cities[0].science = [0, 1, 0, 0]  # a second gear: a symbol, no set
    reason = reason_for(state, 0, legal(state, "build:workshop"))
    assert reason is not None and (reason.part, reason.detail) == ("science", "symbol")


def architects_position() -> ArchitectsState:
    """Seat 0 (Halicarnassus' deck on its own side, Olympia's shared): a Clay held toward a first stage
    of two different resources; Stone on top of its deck, a blue 3-point card on Olympia's."""
    state = game_spec("architects").new_game({"players": 3}, 5)
    assert isinstance(state, ArchitectsState)
    kinds = state.t.kinds
    state.cards[0][kinds.index("clay")] = 1
    own, shared = state.deck_ids.index("halicarnassus"), state.deck_ids.index("olympia")
    state.decks[own][-1] = kinds.index("stone")
    state.decks[shared][-1] = kinds.index("blue_3vp")
    return state


def test_an_architects_resource_toward_the_next_stage_and_a_blue_card_are_told_apart() -> None:
    state = architects_position()
    resource = reason_for(state.view(0), 0, Take("halicarnassus"))
    assert resource is not None and resource.part == "resources"
    blue = reason_for(state.view(0), 0, Take("olympia"))
    assert blue is not None and blue.part == "blue" and blue.change == pytest.approx(3.0)


def test_advise_is_the_hard_bots_move_with_its_reason() -> None:
    state = classic_position()
    state.cities[neighbours(state.n, 0)[1]].shields = 1
    advice = advise(state.view(0), 0, seconds=0.05, seed=1, cancel=CancelToken())
    assert advice.move in state.legal_moves(0)
    assert advice.reason == reason_for(state.view(0), 0, advice.move)


def test_duel_has_its_margins_parts_a_wonder_drafted_is_the_reason() -> None:
    """Duel's parts (``duel_parts``, tested in ``test_duel_parts.py``): drafting a Wonder adds to them."""
    state = game_spec("duel").new_game({}, 3)
    found = reason_for(state, 0, state.legal_moves(state.to_act()[0])[0])
    assert found is not None and (found.part, found.detail) == ("wonders", "draft")
    assert found.after > found.before
