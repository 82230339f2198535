"""A turn (rulebook pt-BR, "Visão geral do turno"): which decks, mandatory stages and science, the end."""

from __future__ import annotations

import pytest

from tests.engine.architects.helpers import (
    build_stages,
    give,
    give_token,
    kinds_of,
    moves,
    new_game,
    play,
    stack,
)
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.core.errors import IllegalMoveError


def test_the_three_decks_are_left_right_and_central() -> None:
    state = new_game(["giza", "rhodes", "olympia"])
    assert moves(state) == ["take:giza", "take:olympia", "take:central"]  # own deck on the left
    play(state, "take:central")
    assert state.to_act() == (1,)  # the player on the left plays next
    assert moves(state) == ["take:rhodes", "take:giza", "take:central"]


def test_an_empty_deck_cannot_be_chosen() -> None:
    state = new_game(["giza", "rhodes"])
    state.discard = [a + b for a, b in zip(state.discard, _counts(state, state.decks[0]), strict=True)]
    state.decks[0] = []
    state._legal = None
    state.check_invariants()
    assert moves(state) == ["take:rhodes", "take:central"]
    with pytest.raises(IllegalMoveError):
        play(state, "take:giza")


def _counts(state: ArchitectsState, deck: list[int]) -> list[int]:
    counts = [0] * len(state.t.kinds)
    for kind in deck:
        counts[kind] += 1
    return counts


def test_a_payable_stage_must_be_built() -> None:
    state = new_game(["giza", "rhodes"])
    give(state, 0, "wood")
    stack(state, "giza", "clay")
    play(state, "take:giza")
    assert moves(state) == ["build:1:clay+wood"]  # no way to end the turn without building
    events = play(state, "build:1:clay+wood")
    assert "wonder_stage_built" in kinds_of(events)
    assert state.stage_count[0] == 1 and state.to_act() == (1,)
    assert state.cards[0][state.t.kind_index["wood"]] == 0  # used cards are discarded


def test_coins_must_replace_a_missing_resource() -> None:
    state = new_game(["giza", "rhodes"])
    give(state, 0, "coin")
    stack(state, "giza", "wood")
    play(state, "take:giza")
    assert moves(state) == ["build:1:wood+coin"]


def test_every_payable_stage_is_built_in_the_players_order() -> None:
    state = new_game(["rhodes", "giza"])  # Rhodes: stages 1 (2 different) and 2 (2 identical) on level 1
    give(state, 0, "wood", 2)
    give(state, 0, "clay", 2)
    stack(state, "rhodes", "stone")
    play(state, "take:rhodes")
    assert moves(state) == [
        "build:1:stone+clay",
        "build:1:stone+wood",
        "build:2:clay+clay",
        "build:2:wood+wood",
    ]  # not clay+wood for stage 1: it leaves no identical pair for stage 2 (issue 23.1)
    play(state, "build:2:wood+wood")
    assert moves(state) == ["build:1:stone+clay"]  # still payable, so still mandatory
    play(state, "build:1:stone+clay")
    assert state.stage_count[0] == 2 and state.to_act() == (1,)


def test_stages_are_built_bottom_up() -> None:
    state = new_game(["giza", "rhodes"])
    give(state, 0, "wood", 2)
    stack(state, "giza", "wood")
    play(state, "take:giza")  # three identical woods pay stage 4's cost, but stage 1 comes first
    assert state.to_act() == (1,)
    assert state.stage_count[0] == 0


def test_two_identical_science_symbols_must_be_exchanged() -> None:
    state = new_game(["giza", "rhodes"])
    give(state, 0, "gear")
    stack(state, "giza", "gear")
    display = [state.t.tokens[k] for k in state.display]
    play(state, "take:giza")
    options = moves(state)
    assert options == [f"progress:gear+gear:{token}" for token in dict.fromkeys(display)] + [
        "progress:gear+gear:pile"
    ]
    events = play(state, options[0])
    assert "progress_taken" in kinds_of(events)
    assert state.cards[0][state.t.kind_index["gear"]] == 0
    assert sum(state.tokens[0]) == 1 and len(state.display) == 3


def test_three_different_symbols_are_exchanged() -> None:
    state = new_game(["giza", "rhodes"])
    give(state, 0, "gear")
    give(state, 0, "compass")
    stack(state, "giza", "tablet")
    play(state, "take:giza")
    assert all(m.startswith("progress:gear+compass+tablet:") for m in moves(state))
    play(state, "progress:gear+compass+tablet:pile")
    assert sum(state.tokens[0]) == 1 and state.to_act() == (1,)


def test_the_cat_follows_the_blue_cat_card() -> None:
    state = new_game(["giza", "rhodes"])
    stack(state, "giza", "blue_2vp_cat")
    events = play(state, "take:giza")
    assert state.cat == 0 and "cat_moved" in kinds_of(events)
    stack(state, "giza", "blue_2vp_cat")
    play(state, "take:giza")
    assert state.cat == 1


def test_the_game_ends_at_the_end_of_the_turn_that_completes_a_wonder() -> None:
    state = new_game(["giza", "rhodes"])
    build_stages(state, 0, 1, 2, 3, 4)
    give(state, 0, "wood")
    give(state, 0, "clay")
    give(state, 0, "stone")
    give(state, 0, "gear")
    stack(state, "giza", "gear", "glass")
    give_token(state, 0, "architecture")
    play(state, "take:giza")
    play(state, "build:5:stone+clay+wood+glass")
    assert state.to_act() == (0,)  # the turn goes on: Architecture's extra card
    play(state, "extra:architecture:giza")  # a gear: the science exchange is still due this turn
    assert moves(state)[0].startswith("progress:gear+gear:")
    events = play(state, moves(state)[0])
    assert state.is_terminal() and state.end_reason == "wonder_completed"
    assert kinds_of(events)[-1] == "game_ended"
    assert state.outcome().winners == (0,)


def test_a_tie_goes_to_the_most_stages() -> None:
    state = new_game(["giza", "rhodes"])
    build_stages(state, 0, 1, 2)  # Giza: 4 + 5 points, 2 stages
    build_stages(state, 1, 1)  # Rhodes: 4 points, 1 stage ...
    give(state, 1, "blue_3vp")  # ... + 3
    state.cat = 1  # ... + 2 = 9
    outcome = state.outcome()
    assert [s.total for s in outcome.scores] == [9, 9]
    assert outcome.winners == (0,) and outcome.tie_break == "stages"


def test_a_tie_on_points_and_stages_is_shared() -> None:
    state = new_game(["giza", "rhodes"])
    build_stages(state, 0, 1)
    build_stages(state, 1, 1)
    outcome = state.outcome()
    assert [s.total for s in outcome.scores] == [4, 4]
    assert outcome.winners == (0, 1)
    assert outcome.win_share(0) == 0.5


def test_scores_follow_the_pad_order() -> None:
    state = new_game(["giza", "rhodes"])
    assert [name for name, _ in state.outcome().scores[0].categories] == [
        "wonder",
        "blue",
        "cat",
        "military",
        "progress",
    ]


@pytest.mark.parametrize(("players", "tokens"), [(2, 3), (3, 3), (4, 4), (5, 5), (6, 6), (7, 6)])
def test_setup_follows_the_rulebook(players: int, tokens: int) -> None:
    from wonders_desktop.engine.architects import SPEC

    state = SPEC.new_game({"players": players}, players)
    assert state.conflict_total == tokens and state.conflict_battle == 0
    assert len(set(state.seat_wonder)) == players
    assert [len(deck) for deck in state.decks] == [25] * players + [60]
    assert len(state.display) == 3 and len(state.pile) == 12
    assert state.cat == -1 and state.to_act() == (0,)
    assert state.military == [0] * players


def test_only_moves_that_show_nothing_new_can_be_undone() -> None:
    state = new_game(["rhodes", "giza"])
    assert state.reveals_information(0, state.parse_move("take:rhodes"))
    give(state, 0, "wood", 3)
    give(state, 0, "clay")
    stack(state, "rhodes", "stone")
    play(state, "take:rhodes")
    assert not state.reveals_information(0, state.parse_move("build:2:wood+wood"))  # stage 1 still due
    play(state, "build:2:wood+wood")
    assert moves(state) == ["build:1:stone+clay", "build:1:stone+wood", "build:1:clay+wood"]
    assert not state.reveals_information(0, state.parse_move("build:1:clay+wood"))
