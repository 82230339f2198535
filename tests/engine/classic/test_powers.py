"""Every wonder power, side A and side B."""

from __future__ import annotations

import pytest

from tests.engine.classic.helpers import build, coins, game, index, kinds, moves, play, set_hands, stages
from wonders_desktop.engine.classic.catalog import catalog
from wonders_desktop.engine.classic.scoring import score_city
from wonders_desktop.engine.classic.serial import build_city

WONDER_POINTS = {
    ("alexandria", "a"): 10,
    ("alexandria", "b"): 7,
    ("babylon", "a"): 10,
    ("babylon", "b"): 3,
    ("ephesos", "a"): 10,
    ("ephesos", "b"): 10,
    ("gizah", "a"): 15,
    ("gizah", "b"): 20,
    ("halikarnassos", "a"): 10,
    ("halikarnassos", "b"): 3,
    ("olympia", "a"): 10,
    ("olympia", "b"): 5,
    ("rhodos", "a"): 10,
    ("rhodos", "b"): 7,
}


@pytest.mark.parametrize(("wonder", "side"), sorted(WONDER_POINTS))
def test_complete_wonder_points(wonder: str, side: str) -> None:
    rules = catalog(1)
    count = len(rules.wonders[wonder][side].stages)
    others = [w for w in ("gizah", "rhodos", "olympia") if w != wonder][:2]
    cities = [build_city(rules, wonder, side, count, [], 0)] + [
        build_city(rules, w, "a", 0, [], 0) for w in others
    ]
    assert score_city(cities, 0, rules)["wonder"] == WONDER_POINTS[wonder, side]


def test_gizah_stages_give_points_only() -> None:
    state = game(["gizah", "rhodos", "olympia"])
    build(state, 0, "lumber_yard")
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    # Gizah A stage 1 costs 2 stone: the board gives 1, Rhodos/Olympia have none, so no stage yet
    assert not any(m.startswith("stage") for m in moves(state, 0))
    build(state, 0, "stone_pit")
    assert "stage:altar:l0r0" in moves(state, 0)


def test_rhodos_a_shields_count_in_conflicts() -> None:
    state = game(["rhodos", "gizah", "olympia"])
    stages(state, 0, 2)
    build(state, 1, "stockade")
    state.turn = 6
    set_hands(state, [["altar", "baths"]] * 3)
    play(state, ["sell:altar"] * 3)
    assert state.cities[0].tokens == [1, 1]


def test_rhodos_b_stages_give_shields_coins_and_points() -> None:
    state = game(["rhodos", "gizah", "olympia"], sides=["b", "a", "a"])
    build(state, 0, "stone_pit", "quarry")
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])
    assert state.cities[0].shields == 1 and state.cities[0].coins == 6
    assert state.scores()[0]["wonder"] == 3


@pytest.mark.parametrize(("side", "gain"), [("a", 9), ("b", 4)])
def test_ephesos_stage_coins_are_taken_once(side: str, gain: int) -> None:
    state = game(["ephesos", "gizah", "olympia"], sides=[side, "a", "a"])
    build(state, 0, "lumber_yard", "stone_pit")
    stages(state, 0, 1)
    set_hands(state, [["altar", "baths"], ["altar", "baths"], ["altar", "baths"]])
    play(state, ["stage:altar:l0r2", "sell:altar", "sell:altar"])  # second stage: 2 wood, one bought
    assert state.cities[0].coins == 3 - 2 + gain


def test_alexandria_stage_resources_cannot_be_bought_by_neighbours() -> None:
    state = game(["gizah", "alexandria", "olympia"], sides=["a", "b", "a"])
    stages(state, 1, 1)  # Alexandria B stage 1: any raw resource, for itself only
    set_hands(state, [["guard_tower"], ["guard_tower"], ["altar"]])
    assert not any(m.startswith("build:guard_tower") for m in moves(state, 0))
    assert "build:guard_tower:l0r0" in moves(state, 1)


def test_olympia_a_builds_once_per_age_for_free() -> None:
    state = game(["olympia", "gizah", "rhodos"])
    stages(state, 0, 2)
    coins(state, [0, 3, 3])
    set_hands(state, [["palace", "pantheon"], ["altar", "baths"], ["altar", "baths"]])
    state.age = 3
    state._legal = {}
    assert {"free:palace", "free:pantheon"} <= moves(state, 0)
    play(state, ["free:palace", "sell:altar", "sell:altar"])
    assert index(state, "palace") in state.cities[0].built and state.cities[0].coins == 0
    set_hands(state, [["pantheon"], ["baths"], ["baths"]])
    assert "free:pantheon" not in moves(state, 0)
    state.age = 2  # another age: the power is back
    state._legal = {}
    assert "free:pantheon" in moves(state, 0)


def test_olympia_b_discount_applies_from_the_next_turn() -> None:
    state = game(["olympia", "gizah", "rhodos"], sides=["b", "a", "a"])
    build(state, 0, "lumber_yard")
    set_hands(state, [["altar", "barracks"], ["altar", "baths"], ["altar", "baths"]])
    assert "build:barracks:l0r2" in moves(state, 0)
    play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])
    set_hands(state, [["barracks"], ["altar"], ["altar"]])
    assert "build:barracks:l0r1" in moves(state, 0)


def test_olympia_b_copies_a_neighbour_guild_at_the_end() -> None:
    rules = catalog(1)
    cities = [
        build_city(rules, "olympia", "b", 3, ["lumber_yard"], 0),
        build_city(rules, "gizah", "a", 0, ["magistrates_guild", "altar", "baths"], 0),
        build_city(rules, "rhodos", "a", 0, ["spies_guild", "stockade"], 0),
    ]
    assert score_city(cities, 0, rules)["guilds"] == 2  # magistrates: neighbours' blue cards
    assert score_city(cities, 1, rules)["guilds"] == 0  # the original owner is unaffected


def test_babylon_a_science_wildcard_is_chosen_at_the_end() -> None:
    rules = catalog(1)
    city = build_city(rules, "babylon", "a", 2, ["scriptorium", "apothecary"], 0)
    others = [build_city(rules, w, "a", 0, [], 0) for w in ("gizah", "rhodos")]
    assert score_city([city, *others], 0, rules)["science"] == 10  # gear completes a set


def test_babylon_b_plays_the_seventh_card_after_building_its_stage_on_the_sixth_turn() -> None:
    state = game(["babylon", "gizah", "rhodos"], sides=["b", "a", "a"])
    build(state, 0, "loom_1", "lumber_yard", "glassworks_1", "timber_yard")
    stages(state, 0, 1)
    state.turn = 6
    set_hands(state, [["altar", "baths"], ["altar", "theater"], ["altar", "theater"]])
    events = play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])
    assert "age_ended" not in kinds(events)
    assert state.phase == "last" and state.to_act() == (0,)
    assert moves(state, 0) == {"build:baths:l0r0", "sell:baths"}
    events = play(state, {0: "build:baths:l0r0"})
    assert index(state, "baths") in state.cities[0].built and "age_ended" in kinds(events)
    assert state.age == 2


@pytest.mark.parametrize("side", ["a", "b"])
def test_halikarnassos_builds_a_card_discarded_on_the_sixth_turn_before_military(side: str) -> None:
    state = game(["halikarnassos", "gizah", "rhodos"], sides=[side, "a", "a"])
    build(state, 0, "ore_vein", "foundry", "clay_pool", "brickyard")
    build(state, 1, "lumber_yard")
    if side == "a":
        stages(state, 0, 1)
    state.turn = 6
    set_hands(state, [["altar", "baths"], ["stockade", "barracks"], ["altar", "guard_tower"]])
    events = play(state, ["stage:altar:l0r0", "build:stockade:l0r0", "sell:altar"])
    assert "age_ended" not in kinds(events) and state.phase == "discard"
    options = moves(state, 0)
    assert {"discard:baths", "discard:barracks", "discard:guard_tower", "discard:altar", "pass"} <= options
    events = play(state, {0: "discard:barracks"})
    assert index(state, "barracks") in state.cities[0].built
    assert state.cities[0].tokens == [1]  # its new shield fights Gizah's Stockade to a tie, beats Rhodos
    assert "age_ended" in kinds(events)


def test_halikarnassos_with_an_empty_discard_has_no_decision() -> None:
    state = game(["halikarnassos", "gizah", "rhodos"], sides=["b", "a", "a"])
    build(state, 0, "ore_vein", "foundry")
    build(state, 1, "lumber_yard")
    set_hands(state, [["altar", "baths"], ["stockade", "barracks"], ["baths", "theater"]])
    play(state, ["stage:altar:l0r0", "build:stockade:l0r0", "build:theater:l0r0"])
    assert state.phase == "pick" and state.turn == 2


def test_halikarnassos_picks_in_the_middle_of_an_age_then_play_goes_on() -> None:
    state = game(["halikarnassos", "gizah", "rhodos"], sides=["b", "a", "a"])
    build(state, 0, "ore_vein", "foundry")
    build(state, 1, "lumber_yard")
    set_hands(state, [["altar", "baths"], ["stockade", "barracks"], ["theater", "baths"]])
    play(state, ["stage:altar:l0r0", "build:stockade:l0r0", "sell:theater"])
    assert state.to_act() == (0,) and moves(state, 0) == {"discard:theater", "pass"}
    play(state, {0: "discard:theater"})
    assert state.phase == "pick" and state.turn == 2 and state.discard == []
    assert state.cities[0].coins == 3
