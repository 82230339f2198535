"""Each Progress token (rulebook pt-BR, "Efeitos das fichas de Progresso"); each usable once per turn."""

from __future__ import annotations

import pytest

from tests.engine.architects.helpers import build_stages, give, give_token, moves, new_game, play, stack
from wonders_desktop.engine.architects import ArchitectsState

EXTRAS = ["giza", "rhodes", "central"]


def with_token(token: str, wonders: tuple[str, str] = ("giza", "rhodes")) -> ArchitectsState:
    state = new_game(list(wonders))
    give_token(state, 0, token)
    return state


@pytest.mark.parametrize(
    ("token", "triggers", "ignored"),
    [
        ("urbanism", ["wood", "clay"], ["stone", "glass"]),
        ("crafts", ["glass", "papyrus"], ["wood", "stone"]),
        ("jewellery", ["stone", "coin"], ["clay", "papyrus"]),
        ("science", ["gear", "compass", "tablet"], ["blue_3vp"]),
        ("propaganda", ["red_1horn", "red_2horn"], ["red_0horn", "blue_2vp_cat"]),
    ],
)
def test_card_tokens_give_an_extra_card_for_their_cards(
    token: str, triggers: list[str], ignored: list[str]
) -> None:
    for card in triggers:
        state = with_token(token)
        stack(state, "giza", card)
        play(state, "take:giza")
        assert moves(state) == [f"extra:{token}:{deck}" for deck in EXTRAS] + ["end"], card
    for card in ignored:
        state = with_token(token)
        stack(state, "giza", card)
        play(state, "take:giza")
        assert state.to_act() == (1,), card


def test_an_extra_card_is_once_per_turn_and_optional() -> None:
    state = with_token("urbanism")
    stack(state, "giza", "blue_3vp", "clay", "wood")
    play(state, "take:giza", "extra:urbanism:giza")  # the clay would trigger Urbanism again: not this turn
    assert moves(state) == ["build:1:clay+wood"]
    play(state, "build:1:clay+wood")
    assert state.to_act() == (1,)
    state = with_token("urbanism")
    stack(state, "giza", "wood")
    play(state, "take:giza", "end")
    assert state.to_act() == (1,)


def test_architecture_gives_an_extra_card_when_a_stage_is_built() -> None:
    state = with_token("architecture")
    give(state, 0, "wood")
    stack(state, "giza", "blue_3vp", "clay")
    play(state, "take:giza", "build:1:clay+wood")
    assert moves(state) == [f"extra:architecture:{deck}" for deck in EXTRAS] + ["end"]
    play(state, "extra:architecture:giza")
    assert state.cards[0][state.t.kind_index["blue_3vp"]] == 1


def test_economy_makes_one_yellow_card_worth_two_coins_once_per_turn() -> None:
    state = with_token("economy", ("rhodes", "giza"))
    give(state, 0, "coin", 2)
    stack(state, "rhodes", "coin")
    play(state, "take:rhodes")  # 3 yellow cards: stage 1 for 1 card (worth 2), stage 2 for 2 cards
    assert moves(state) == ["build:1:coin", "build:2:coin"]
    play(state, "build:1:coin")
    assert moves(state) == ["build:2:coin+coin"]  # Economy already used this turn
    play(state, "build:2:coin+coin")
    assert state.stage_count[0] == 2 and state.cards[0][state.t.coin_kind] == 0


def test_engineering_ignores_identical_and_different_once_per_turn() -> None:
    state = with_token("engineering", ("rhodes", "giza"))
    give(state, 0, "wood", 3)
    stack(state, "rhodes", "wood")
    play(state, "take:rhodes")  # four woods: stage 2 normally, or stage 1 with Engineering
    assert moves(state) == ["build:1:wood+wood", "build:2:wood+wood"]
    play(state, "build:1:wood+wood")
    assert moves(state) == ["build:2:wood+wood"]
    play(state, "build:2:wood+wood")
    assert state.stage_count[0] == 2


def test_engineering_is_not_used_twice_in_a_turn() -> None:
    def ready() -> ArchitectsState:
        state = with_token("engineering")
        build_stages(state, 0, 1)
        give(state, 0, "wood", 3)
        give(state, 0, "clay")
        stack(state, "giza", "wood")
        play(state, "take:giza")
        return state

    state = ready()
    # Engineering on clay+wood would leave three woods, which do not pay stage 3 (3 different) once it
    # is spent; the rulebook's "você deve construí-los" keeps it for stage 3 (issue 23.1)
    assert moves(state) == ["build:2:wood+wood"]
    play(state, "build:2:wood+wood")  # Engineering kept: wood, wood, clay pay stage 3, so it must be built
    assert moves(state) == ["build:3:clay+wood+wood"]
    play(state, "build:3:clay+wood+wood")
    assert state.to_act() == (1,) and state.stage_count[0] == 3


def test_tactics_adds_two_shields() -> None:
    state = with_token("tactics")
    give(state, 0, "red_0horn")
    assert state.shields(0) == 3


def progress(state: ArchitectsState, seat: int = 0) -> int:
    return state.outcome().scores[seat]["progress"]


def test_decor_gives_4_or_6_points() -> None:
    state = with_token("decor")
    assert progress(state) == 4
    build_stages(state, 0, 1, 2, 3, 4, 5)
    assert progress(state) == 6


def test_politics_counts_cat_icons_on_blue_cards() -> None:
    state = with_token("politics")
    give(state, 0, "blue_2vp_cat", 3)
    give(state, 0, "blue_3vp", 2)
    assert progress(state) == 3


def test_strategy_counts_military_tokens() -> None:
    state = with_token("strategy")
    state.military[0] = 4
    assert progress(state) == 4
    assert state.outcome().scores[0]["military"] == 12


def test_education_counts_every_token_including_itself() -> None:
    state = with_token("education")
    give_token(state, 0, "tactics")
    give_token(state, 0, "economy")
    assert progress(state) == 6


def test_culture_is_worth_4_alone_and_12_as_a_pair() -> None:
    state = with_token("culture")
    assert progress(state) == 4
    give_token(state, 0, "culture")
    assert progress(state) == 12
