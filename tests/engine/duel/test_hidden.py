"""Views hide what a seat cannot see; determinized states are consistent with what it can."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.duel.helpers import play
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.rules import DRAFT, EMPTY, HIDDEN, START
from wonders_desktop.engine.duel.state import DuelState


def advance_to_age(age: int, seed: int) -> DuelState:
    state = SPEC.new_game({"first_player": 0}, seed)
    rng = Rng(seed)
    while state.age < age or state.phase in (DRAFT, START):
        seat = state.to_act()[0]
        moves = state.legal_moves(seat)
        discards = [m for m in moves if m.to_str().startswith("discard:")]
        state.apply(seat, rng.choice(discards or moves))
    return state


def test_view_masks_face_down_cards_removed_cards_and_the_seed() -> None:
    state = advance_to_age(2, 4)
    view = state.view(0)
    for slot, card in enumerate(state.slots):
        if card != EMPTY:
            assert view.slots[slot] == (card if state.face_up[slot] else HIDDEN)
    assert view.removed[-1] == [HIDDEN] * 3
    assert view.removed[0] == state.removed[0]  # age I's set-aside cards are known by elimination
    assert view.seed == 0 and view._chance is None
    assert view.box == [HIDDEN] * 5 and view.snapshot()["box_progress"] == ["?"] * 5
    assert sorted(view.determinize(0, Rng(1)).box) == sorted(state.box)
    assert view.legal_moves(0) == state.legal_moves(0)


def test_view_hides_the_wonders_of_the_next_draft_round() -> None:
    state = SPEC.new_game({"first_player": 0}, 6)
    view = state.view(1)
    assert view.draft[:4] == state.draft[:4] and view.draft[4:] == [HIDDEN] * 4
    for _ in range(4):
        play(state, state.legal_moves(state.to_act()[0])[0].to_str())
    assert state.view(0).draft == state.draft


def test_a_view_cannot_reveal_and_stays_unchanged() -> None:
    state = SPEC.new_game({"wonders": "first_game", "first_player": 0}, 1)
    play(state, "discard:" + catalog().cards[state.slots[14]].id)
    view = state.view(1)
    before = view.snapshot()
    with pytest.raises(IllegalMoveError, match="determinize"):
        view.apply(1, view.parse_move("discard:" + catalog().cards[state.slots[15]].id))
    assert view.snapshot() == before
    view.apply(1, view.parse_move("discard:" + catalog().cards[state.slots[19]].id))  # reveals nothing


@pytest.mark.parametrize("seed", range(6))
def test_determinize_keeps_the_known_and_resamples_the_unknown(seed: int) -> None:
    state = advance_to_age(3, seed)
    full = state.view(0).determinize(0, Rng(seed + 100))
    full.check_invariants()
    assert full.legal_moves(full.to_act()[0]) == state.legal_moves(state.to_act()[0])
    for slot, card in enumerate(state.slots):
        if card != EMPTY and state.face_up[slot]:
            assert full.slots[slot] == card
    dealt = [c for c in full.slots if c >= 0] + full.removed[-1]
    assert Counter(catalog().cards[c].is_guild for c in dealt)[True] == 3
    assert len(set(dealt)) == 23


def test_determinize_varies_the_hidden_cards() -> None:
    state = advance_to_age(2, 8)
    samples = {tuple(state.determinize(0, Rng(k)).removed[-1]) for k in range(20)}
    assert len(samples) > 5


def test_determinized_game_plays_to_the_end() -> None:
    state = advance_to_age(2, 9)
    full = state.view(1).determinize(1, Rng(3))
    rng = Rng(4)
    while full.to_act():
        seat = full.to_act()[0]
        full.apply(seat, rng.choice(full.legal_moves(seat)))
        full.check_invariants()


def test_reveals_information_only_when_something_is_shown() -> None:
    state = SPEC.new_game({"first_player": 0}, 2)
    first = state.legal_moves(0)[0]
    assert not state.reveals_information(0, first)  # the first pick shows nothing new
    for _ in range(3):
        play(state, state.legal_moves(state.to_act()[0])[0].to_str())
    assert state.reveals_information(state.to_act()[0], state.legal_moves(state.to_act()[0])[0])  # next 4
    state = SPEC.new_game({"wonders": "first_game", "first_player": 0}, 1)
    name = catalog().cards
    assert not state.reveals_information(0, state.parse_move("discard:" + name[state.slots[14]].id))
    play(state, "discard:" + name[state.slots[14]].id)
    assert state.reveals_information(1, state.parse_move("discard:" + name[state.slots[15]].id))
