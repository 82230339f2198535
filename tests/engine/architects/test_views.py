"""What each seat may know: face-up tops, public deck compositions, the cat's secret look, Halicarnassus."""

from __future__ import annotations

from collections import Counter

from tests.engine.architects.helpers import build_stages, give, new_game, play, stack
from wonders_desktop.engine.core.rng import Rng


def test_views_hide_deck_order_but_not_tops_or_composition() -> None:
    state = new_game(["giza", "rhodes", "olympia"], seed=5)
    view = state.view(1)
    for real, seen in zip(state.decks[:3], view.decks[:3], strict=True):
        assert seen[-1] == real[-1] and Counter(seen) == Counter(real)
        assert seen[:-1] == sorted(real[:-1])
    assert view.decks[3] == sorted(state.decks[3])  # the central deck is face down
    assert view.pile == sorted(state.pile)
    assert view.legal_moves(0) == state.legal_moves(0)


def test_the_cat_owner_sees_the_central_top_at_the_start_of_their_turn() -> None:
    state = new_game(["giza", "rhodes"], seed=2)
    stack(state, "giza", "blue_2vp_cat")
    play(state, "take:giza", "take:rhodes")
    assert state.to_act() == (0,) and state.central_known == 1
    top = state.decks[2][-1]
    mine, theirs = state.view(0), state.view(1)
    assert mine.decks[2][-1] == top
    assert theirs.decks[2] == sorted(state.decks[2])
    for seed in range(5):
        assert state.determinize(0, Rng(seed)).decks[2][-1] == top
    play(state, "take:central")
    assert state.central_known == 0  # a new top nobody has seen


def test_determinize_keeps_public_facts_and_conservation() -> None:
    state = new_game(["giza", "rhodes", "olympia"], seed=9)
    give(state, 1, "wood", 2)
    play(state, "take:central", "take:central")
    full = state.view(0).determinize(0, Rng(3))
    full.check_invariants()
    assert full.viewer is None
    assert full.cards == state.cards and full.display == state.display
    assert [d[-1] for d in full.decks[:3]] == [d[-1] for d in state.decks[:3]]
    assert sorted(full.pile) == sorted(state.pile)
    assert full.legal_moves(2) == state.legal_moves(2)


def test_cards_looked_at_by_halicarnassus_are_secret_to_the_others() -> None:
    state = new_game(["halicarnassus", "rhodes"], seed=4)
    build_stages(state, 0, 1)
    give(state, 0, "wood")
    stack(state, "rhodes", "blue_3vp", "coin", "tablet", "red_0horn", "blue_2vp_cat")
    stack(state, "halicarnassus", "wood")
    play(state, "take:halicarnassus", "build:2:wood+wood", "look:rhodes")
    actor, other = state.view(0), state.view(1)
    assert actor.look == state.look and actor.legal_moves(0) == state.legal_moves(0)
    pool = Counter(state.look + state.decks[1][:-1])
    assert Counter(other.look + other.decks[1][:-1]) == pool
    assert other.decks[1][-1] == state.decks[1][-1]
    looks = {tuple(sorted(other.determinize(1, Rng(seed)).look)) for seed in range(20)}
    assert len(looks) > 1  # resampled from what seat 1 cannot locate
    full = other.determinize(1, Rng(0))
    full.check_invariants()
