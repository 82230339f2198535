"""Each wonder's effect (rulebook pt-BR, "Efeitos das Maravilhas"), triggered when its stage is built.

Every test builds stage 2 (2 identical resources) on top of a built stage 1: a woods pair.
"""

from __future__ import annotations

from collections import Counter

from tests.engine.architects.helpers import (
    build_stages,
    give,
    kinds_of,
    moves,
    new_game,
    play,
    set_display,
    stack,
)
from wonders_desktop.engine.architects import ArchitectsState


def ready_for_stage_two(wonders: list[str]) -> ArchitectsState:
    state = new_game(wonders)
    build_stages(state, 0, 1)
    give(state, 0, "wood")
    stack(state, wonders[0], "wood")
    return state


def count(state: ArchitectsState, seat: int, kind: str) -> int:
    return state.cards[seat][state.t.kind_index[kind]]


def test_alexandria_takes_the_top_card_of_any_deck() -> None:
    state = ready_for_stage_two(["alexandria", "rhodes", "giza"])
    stack(state, "rhodes", "blue_3vp")
    play(state, "take:alexandria", "build:2:wood+wood")
    assert moves(state) == [
        "effect_take:alexandria",
        "effect_take:rhodes",
        "effect_take:giza",
        "effect_take:central",
    ]
    play(state, "effect_take:rhodes")  # not a deck next to the player: "any deck on the table"
    assert count(state, 0, "blue_3vp") == 1 and state.to_act() == (1,)


def test_ephesus_takes_the_top_of_the_central_deck() -> None:
    state = ready_for_stage_two(["ephesus", "rhodes"])
    stack(state, "central", "blue_3vp")
    size = len(state.decks[2])
    events = play(state, "take:ephesus", "build:2:wood+wood")
    assert count(state, 0, "blue_3vp") == 1 and len(state.decks[2]) == size - 1
    assert any(e.kind == "card_taken" and e.data["deck"] == "central" for e in events)


def test_babylon_chooses_one_of_the_four_available_tokens() -> None:
    state = ready_for_stage_two(["babylon", "rhodes"])
    set_display(state, "decor", "culture", "tactics")
    play(state, "take:babylon", "build:2:wood+wood")
    assert moves(state) == [
        "effect_token:decor",
        "effect_token:culture",
        "effect_token:tactics",
        "effect_token:pile",
    ]
    play(state, "effect_token:tactics")
    assert state.tokens[0][state.t.token_index["tactics"]] == 1
    assert len(state.display) == 3 and state.t.token_index["tactics"] not in state.display


def test_rhodes_adds_one_shield_per_effect_stage() -> None:
    state = ready_for_stage_two(["rhodes", "giza"])
    state.built[0] = state.stage_count[0] = state.wonder_vp[0] = 0  # Rhodes' stage 2 needs nothing below
    play(state, "take:rhodes", "build:2:wood+wood")
    assert state.shields(0) == 1
    build_stages(state, 0, 1, 3, 4)
    assert state.shields(0) == 2


def test_halicarnassus_keeps_one_of_five_and_shuffles_the_rest_back() -> None:
    state = ready_for_stage_two(["halicarnassus", "rhodes"])
    stack(state, "rhodes", "blue_3vp", "coin", "tablet", "red_0horn", "blue_2vp_cat")
    before = Counter(state.decks[1])
    play(state, "take:halicarnassus", "build:2:wood+wood")
    assert moves(state) == ["look:halicarnassus", "look:rhodes"]
    events = play(state, "look:rhodes")
    assert events[-1].data == {"deck": "rhodes", "count": 5}
    assert moves(state) == [
        "keep:coin",
        "keep:tablet",
        "keep:blue_3vp",
        "keep:blue_2vp_cat",
        "keep:red_0horn",
    ]
    play(state, "keep:blue_3vp")
    assert count(state, 0, "blue_3vp") == 1
    assert Counter(state.decks[1]) == before - Counter([state.t.kind_index["blue_3vp"]])


def test_olympia_takes_the_tops_of_both_neighbouring_decks() -> None:
    state = new_game(["olympia", "rhodes", "giza"])
    build_stages(state, 0, 1)
    give(state, 0, "wood")
    stack(state, "olympia", "blue_2vp_cat", "wood")
    stack(state, "giza", "blue_3vp")  # seat 0's right neighbour is seat 2 (Giza)
    play(state, "take:olympia")
    events = play(state, "build:2:wood+wood")
    taken = [e.data["deck"] for e in events if e.kind == "card_taken"]
    assert taken == ["olympia", "giza"]
    assert count(state, 0, "blue_3vp") == 1 and count(state, 0, "blue_2vp_cat") == 1


def test_giza_has_no_effect() -> None:
    state = ready_for_stage_two(["giza", "rhodes"])
    events = play(state, "take:giza", "build:2:wood+wood")
    assert state.to_act() == (1,)
    assert kinds_of(events).count("card_taken") == 1 and "progress_taken" not in kinds_of(events)
    assert state.wonder_vp[0] == 4 + 5
