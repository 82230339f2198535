"""The table's questions about a seat's view: stage states, shields and battle preview, visible tops,
token states. Answers come from the rules' own code and never reveal hidden cards."""

from __future__ import annotations

from tests.engine.architects.helpers import build_stages, give, give_token, new_game, play, stack
from wonders_desktop.engine.architects import queries


def test_stage_infos_give_rows_costs_and_what_is_missing() -> None:
    state = new_game(["ephesus", "giza"])
    build_stages(state, 0, 1)
    give(state, 0, "wood")
    infos = queries.stage_infos(state.view(0), 0)
    assert [s.level for s in infos] == [1, 2, 2, 2, 3]  # Ephesus: stages 2, 3 and 4 side by side
    assert infos[0].built and not infos[0].available
    assert [s.available for s in infos[1:]] == [True, True, True, False]
    assert (infos[1].count, infos[1].same, infos[1].missing) == (2, True, 1)  # one wood of two identical
    assert infos[4].requires == (2, 3, 4)


def test_an_affordable_stage_is_flagged_with_nothing_missing() -> None:
    state = new_game(["giza", "rhodes"])
    give(state, 0, "wood")
    give(state, 0, "coin")
    info = queries.stage_infos(state.view(0), 0)[0]
    assert info.affordable and info.missing == 0


def test_shields_and_battle_preview() -> None:
    state = new_game(["rhodes", "giza", "ephesus"])
    give(state, 0, "red_0horn")
    give_token(state, 1, "tactics")
    view = state.view(2)
    assert queries.shields(view) == [1, 2, 0]
    assert queries.battle_preview(view) == [1, 2, 0]


def test_decks_show_player_tops_but_the_central_top_only_to_the_cat_owner() -> None:
    state = new_game(["giza", "rhodes"])
    stack(state, "giza", "blue_2vp_cat")
    play(state, "take:giza")  # seat 0 takes the cat; seat 1 plays next
    play(state, "take:central")
    central_for_owner = queries.decks(state.view(0))[-1]
    central_for_other = queries.decks(state.view(1))[-1]
    assert central_for_owner.top is not None and central_for_other.top is None
    giza = queries.decks(state.view(1))[0]
    assert (giza.owner, giza.neighbour, giza.top is not None) == (0, 1, True)


def test_neighbour_decks() -> None:
    state = new_game(["giza", "rhodes", "ephesus"])
    assert queries.neighbour_decks(state.view(1), 1) == ("rhodes", "giza", "central")


def test_token_states_mark_a_ready_extra_card() -> None:
    state = new_game(["giza", "rhodes"])
    give_token(state, 0, "urbanism")
    give_token(state, 0, "culture")
    give_token(state, 0, "crafts")
    stack(state, "giza", "wood")
    stack(state, "central", "glass")
    play(state, "take:giza")
    assert queries.token_states(state.view(0), 0) == {
        "urbanism": "ready",
        "crafts": "idle",
        "culture": "idle",
    }
    play(state, "extra:urbanism:central")  # a glass: Crafts is ready now, Urbanism spent for this turn
    assert queries.token_states(state.view(0), 0) == {
        "urbanism": "used",
        "crafts": "ready",
        "culture": "idle",
    }


def test_looked_at_cards_are_named_only_to_their_owner() -> None:
    state = new_game(["halicarnassus", "rhodes", "giza"])
    build_stages(state, 0, 1)
    give(state, 0, "wood")
    stack(state, "halicarnassus", "wood")
    play(state, "take:halicarnassus", "build:2:wood+wood", "look:giza")
    assert len(queries.looked_at(state.view(0), 0)) == 5
    assert queries.looked_at(state.view(1), 0) == []
    assert queries.prompt(state.view(1)) == "keep"


def test_science_held_names_every_symbol_with_its_count() -> None:
    state = new_game(["giza", "rhodes"])
    for kind in ("gear", "compass", "tablet", "tablet"):
        give(state, 0, kind)
    view = state.view(1)  # what the table shows of seat 0 to another seat
    assert queries.science_held(view, 0) == [("gear", 1), ("compass", 1), ("tablet", 2)]
    assert queries.science_held(view, 1) == []
