"""The Architects view model: what each zone shows, from a seat's view and legal moves (no pixels)."""

from __future__ import annotations

from tests.engine.architects.helpers import build_stages, give, new_game, play, set_display, stack
from wonders_desktop.ui.views.architects.model import build_order, table_vm, token_choice_ids


def vm(state, seat: int = 0):
    moves = state.legal_moves(seat)
    return table_vm(state.view(seat), seat, moves, [0] * state.n)


def test_take_phase_marks_the_three_decks_of_the_player() -> None:
    table = vm(new_game(["giza", "rhodes", "ephesus"]))
    assert table.decision.kind == "take"
    roles = {deck.id: deck.role for deck in table.decks}
    assert roles == {"giza": "take", "rhodes": "", "ephesus": "take", "central": "take"}
    sides = {deck.id: deck.neighbour_of_viewer for deck in table.decks}
    assert sides["giza"] == "left" and sides["ephesus"] == "right" and sides["central"] == ""
    assert table.central.info.top is None and all(d.info.top for d in table.decks[:-1])


def test_a_waiting_seat_has_nothing_to_click() -> None:
    table = vm(new_game(["giza", "rhodes"]), seat=1)
    assert table.decision.kind == "wait" and not any(deck.move for deck in table.decks)


def test_mandatory_builds_and_exchanges_are_sorted_by_stage_and_set() -> None:
    state = new_game(["giza", "rhodes"])
    for kind in ("wood", "clay", "gear"):
        give(state, 0, kind)
    stack(state, "giza", "gear")
    set_display(state, "decor", "culture", "tactics")
    play(state, "take:giza")
    decision = vm(state).decision
    assert list(decision.builds) == [1] and len(decision.builds[1]) == 1
    assert list(decision.exchanges) == [("gear", "gear")]
    assert token_choice_ids(decision) == ["decor", "culture", "tactics", "pile"]
    assert decision.end is None and decision.must_build and decision.must_exchange


def test_players_cards_are_grouped_by_colour_with_counts() -> None:
    state = new_game(["giza", "rhodes"])
    for kind in ("red_0horn", "coin", "wood", "wood", "blue_3vp"):
        give(state, 0, kind)
    player = vm(state).players[0]
    assert player.cards == (("coin", 1), ("wood", 2), ("blue_3vp", 1), ("red_0horn", 1))
    assert player.coins == 1 and player.shields == 1 and player.battle_gain == 1


def test_build_order_rows_from_the_bottom() -> None:
    state = new_game(["olympia", "halicarnassus"])
    build_stages(state, 0, 1)
    table = vm(state)
    assert build_order(table.players[0]) == [[1], [2, 3], [4], [5]]
    assert build_order(table.players[1]) == [[1], [2], [3, 4], [5]]


def test_a_stage_held_back_for_another_says_why() -> None:
    """Issue 23.1: a payable stage that would leave another unbuilt is not offered; its tooltip says so
    rather than "it must be built this turn"."""
    from wonders_desktop.engine.architects.queries import stage_infos
    from wonders_desktop.ui.views.architects.texts import stage_tooltip

    state = new_game(["ephesus", "giza"])
    build_stages(state, 0, 1)
    for kind in ("glass", "glass", "stone", "glass"):
        give(state, 0, kind)
    stack(state, "ephesus", "clay")
    play(state, "take:ephesus")
    info = {i.number: i for i in stage_infos(state.view(0), 0)}
    assert "leave another stage unbuilt" in stage_tooltip("ephesus", info[4])
    assert "must be built this turn" in stage_tooltip("ephesus", info[2])


def test_a_player_holding_gear_compass_and_tablet_shows_all_three() -> None:
    """Issue 24.9: the science counter showed gear and compass but not the tablet."""
    state = new_game(["giza", "rhodes"])
    for kind in ("gear", "compass", "tablet"):
        give(state, 1, kind)
    table = vm(state)
    assert table.players[1].science == (("gear", 1), ("compass", 1), ("tablet", 1))
    assert table.players[0].science == ()
