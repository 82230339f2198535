"""Setup, simultaneous turns, passing, the 6th turn, military, chains, duplicates and trade timing."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.classic.helpers import build, coins, game, index, kinds, moves, play, set_hands
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.errors import IllegalMoveError


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_setup_deals_seven_cards_three_coins_and_players_plus_two_guilds(players: int) -> None:
    state = ClassicState.new({"players": players}, seed=players)
    assert [len(h) for h in state.hands] == [7] * players
    assert [c.coins for c in state.cities] == [3] * players
    assert [len(d) for d in state.decks] == [0, 7 * players, 7 * players]
    guilds = [c for c in state.decks[2] if state.rules.cards[c].color == 6]
    assert len(guilds) == players + 2 == len(set(guilds))
    assert len({c.side.wonder for c in state.cities}) == players
    state.check_invariants()


def test_boards_and_sides_can_be_chosen() -> None:
    state = game(["gizah", "rhodos", "olympia"], sides=["a", "b", "a"])
    assert [(c.side.wonder, c.side.side) for c in state.cities] == [
        ("gizah", "a"),
        ("rhodos", "b"),
        ("olympia", "a"),
    ]


def test_picks_are_simultaneous_and_resolve_when_all_are_in() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    set_hands(state, [["lumber_yard", "altar"], ["stone_pit", "baths"], ["clay_pool", "theater"]])
    assert state.to_act() == (0, 1, 2)
    assert play(state, {1: "build:stone_pit:l0r0"}) == []
    assert state.to_act() == (0, 2)
    assert state.legal_moves(1) == []
    with pytest.raises(IllegalMoveError):
        play(state, {1: "build:baths:l0r0"})
    events = play(state, {0: "build:lumber_yard:l0r0", 2: "sell:theater"})
    assert kinds(events).count("card_built") == 2 and "card_sold" in kinds(events)
    assert state.turn == 2 and state.to_act() == (0, 1, 2)
    assert state.cities[2].coins == 6


def test_hands_pass_left_in_age_one_and_right_in_age_two() -> None:
    state = game(["gizah", "rhodos", "olympia", "babylon"])
    before = [list(h) for h in state.hands]
    play(state, [f"sell:{state.rules.cards[h[0]].id}" for h in state.hands])
    for seat in range(4):
        assert Counter(state.hands[(seat + 1) % 4]) == Counter(before[seat][1:])
    state.age, state.turn = 2, 1
    before = [list(h) for h in state.hands]
    play(state, [f"sell:{state.rules.cards[h[0]].id}" for h in state.hands])
    for seat in range(4):
        assert Counter(state.hands[(seat - 1) % 4]) == Counter(before[seat][1:])


def test_sixth_turn_discards_the_last_card_without_coins_and_ends_the_age() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    state.turn = 6
    set_hands(state, [["lumber_yard", "altar"], ["stone_pit", "baths"], ["clay_pool", "theater"]])
    events = play(state, ["sell:lumber_yard", "sell:stone_pit", "sell:clay_pool"])
    assert [c.coins for c in state.cities] == [6, 6, 6]
    assert Counter(state.discard) >= Counter(index(state, c) for c in ("altar", "baths", "theater"))
    assert "age_ended" in kinds(events) and state.age == 2 and state.turn == 1
    assert [len(h) for h in state.hands] == [7, 7, 7]


def test_military_at_the_end_of_each_age() -> None:
    state = game(["gizah", "rhodos", "olympia", "babylon"])
    build(state, 0, "stockade", "barracks")
    build(state, 1, "guard_tower")
    build(state, 2, "guard_tower")
    build(state, 3, "guard_tower")
    state.turn = 6
    set_hands(state, [["altar", "baths"]] * 4)
    events = play(state, ["sell:altar"] * 4)
    assert [c.tokens for c in state.cities] == [[1, 1], [-1], [], [-1]]
    assert kinds(events).count("military_conflict") == 4  # ties give no token


def test_game_ends_after_age_three_with_winner_by_points_then_coins() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    state.age, state.turn = 3, 6
    set_hands(state, [["altar", "baths"]] * 3)
    coins(state, [5, 5, 2])
    events = play(state, ["sell:altar"] * 3)
    assert state.is_terminal() and state.to_act() == () and kinds(events)[-1] == "game_ended"
    outcome = state.outcome()
    assert [s.total for s in outcome.scores] == [2, 2, 1]
    assert outcome.winners == (0, 1) and outcome.tie_break == "coins"


def test_chain_builds_for_free_and_names_are_never_built_twice() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    state.age = 2
    build(state, 0, "theater", "loom_1")
    coins(state, [0, 0, 0])
    set_hands(state, [["statue", "loom_2", "aqueduct"], ["altar"], ["altar"]])
    legal = moves(state, 0)
    assert "build:statue:l0r0" in legal
    assert not any(m.startswith("build:loom_2") or m.startswith("build:aqueduct") for m in legal)
    assert {"sell:loom_2", "sell:aqueduct", "sell:statue"} <= legal


def test_trade_example_b_sold_resources_still_build_for_the_seller() -> None:
    state = game(["gizah", "ephesos", "alexandria"])
    build(state, 0, "stone_pit", "loom_1")
    coins(state, [0, 4, 4])
    set_hands(state, [["library"], ["altar"], ["altar"]])
    state.age = 2
    state._legal = {}
    play(state, ["build:library:l0r0", "stage:altar:l0r4", "stage:altar:l4r0"])
    assert state.cities[0].coins == 8 and index(state, "library") in state.cities[0].built
    assert [c.stages for c in state.cities] == [0, 1, 1]


def test_trade_example_c_coins_earned_this_turn_cannot_be_spent_this_turn() -> None:
    state = game(["gizah", "ephesos", "alexandria"])
    state.age = 2
    build(state, 0, "clay_pool")
    build(state, 1, "clay_pool")
    build(state, 2, "stone_pit")
    coins(state, [1, 4, 4])
    set_hands(state, [["forum", "altar"], ["baths", "altar"], ["guard_tower", "altar"]])
    assert not any(m.startswith("build:forum") for m in moves(state, 0))
    play(state, ["sell:altar", "sell:altar", "build:guard_tower:l2r0"])
    assert state.cities[0].coins == 1 + 2 + 3


def test_coin_costs_go_to_the_bank_and_trade_coins_to_the_neighbours() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    set_hands(state, [["timber_yard"], ["stockade"], ["altar"]])
    play(state, ["build:timber_yard:l0r0", "build:stockade:l2r0", "sell:altar"])
    assert [c.coins for c in state.cities] == [2, 1, 8]
    assert state.bank_in == 1 and state.bank_out == 3


def test_vineyard_counts_neighbour_browns_built_the_same_turn() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    state.age = 2
    build(state, 0, "lumber_yard")
    build(state, 1, "stone_pit")
    set_hands(state, [["vineyard"], ["sawmill"], ["quarry"]])
    play(state, ["build:vineyard:l0r0", "build:sawmill:l0r0", "build:quarry:l0r0"])
    # own 1 + left (seat 1) 2 + right (seat 2) 1, the new ones included
    assert state.cities[0].coins == 3 + 4


def test_bazar_counts_greys_of_both_neighbours_and_own() -> None:
    state = game(["gizah", "rhodos", "olympia", "babylon"])
    state.age = 2
    build(state, 0, "loom_1")
    build(state, 3, "press_1", "glassworks_1")
    set_hands(state, [["bazar"], ["glassworks_2"], ["altar"], ["altar"]])
    play(state, ["build:bazar:l0r0", "build:glassworks_2:l0r0", "sell:altar", "sell:altar"])
    assert state.cities[0].coins == 3 + 2 * 4


@pytest.mark.parametrize(
    ("card", "setup", "gain", "vp"),
    [
        ("haven", ("lumber_yard", "stone_pit", "loom_1"), 2, 2),
        ("lighthouse", ("tavern", "marketplace", "glassworks_1"), 3, 3),
        ("chamber_of_commerce", ("loom_1", "press_1", "brickyard"), 4, 4),
    ],
)
def test_age_three_commercial_cards_pay_when_built_and_score_at_the_end(card, setup, gain, vp) -> None:
    state = game(["gizah", "rhodos", "olympia"])
    state.age = 3
    build(state, 0, *setup)
    coins(state, [10, 3, 3])
    set_hands(state, [[card], ["altar"], ["altar"]])
    option = sorted(m for m in moves(state, 0) if m.startswith("build:"))[0]
    paid = sum(int(x) for x in option.rsplit(":", 1)[1][1:].split("r"))
    play(state, [option, "sell:altar", "sell:altar"])
    assert state.cities[0].coins == 10 - paid + gain
    assert state.scores()[0]["commercial"] == vp


def test_arena_pays_three_coins_per_stage_and_one_point_per_stage() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    state.age = 3
    state.cities[0].add_stage(index(state, "altar"))
    state.cities[0].add_stage(index(state, "baths"))
    build(state, 0, "stone_pit", "quarry", "ore_vein")
    set_hands(state, [["arena"], ["altar"], ["altar"]])
    play(state, ["build:arena:l0r0", "sell:altar", "sell:altar"])
    assert state.cities[0].coins == 3 + 6 and state.scores()[0]["commercial"] == 2


def test_tavern_gives_five_coins() -> None:
    state = game(["gizah", "rhodos", "olympia", "babylon"])
    set_hands(state, [["tavern"], ["altar"], ["altar"], ["altar"]])
    play(state, ["build:tavern:l0r0", "sell:altar", "sell:altar", "sell:altar"])
    assert state.cities[0].coins == 8


def test_only_the_pick_that_completes_the_turn_reveals_information() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    assert not state.reveals_information(0, state.parse_move("sell:altar"))
    play(state, {0: "sell:altar", 1: "sell:altar"})
    assert state.reveals_information(2, state.parse_move("sell:altar"))
