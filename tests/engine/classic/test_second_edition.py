"""The 2nd edition (Spanish rulebook): its cards, day/night boards and every stage power, its trade rules."""

from __future__ import annotations

import pytest

from tests.engine.classic.helpers import build, coins, game, index, kinds, moves, play, set_hands, stages
from wonders_desktop.engine.classic.catalog import catalog
from wonders_desktop.engine.classic.scoring import score_city
from wonders_desktop.engine.classic.serial import build_city
from wonders_desktop.engine.classic.state import ClassicState

E2 = {"edition": 2}

WONDER_POINTS = {
    ("alexandria", "day"): 10,
    ("alexandria", "night"): 7,
    ("babylon", "day"): 10,
    ("babylon", "night"): 0,
    ("ephesos", "day"): 10,
    ("ephesos", "night"): 10,
    ("gizah", "day"): 15,
    ("gizah", "night"): 20,
    ("halikarnassos", "day"): 10,
    ("halikarnassos", "night"): 3,
    ("olympia", "day"): 10,
    ("olympia", "night"): 10,
    ("rhodos", "day"): 10,
    ("rhodos", "night"): 7,
}


def test_setup_uses_the_second_edition_cards_and_day_or_night_boards() -> None:
    state = ClassicState.new({"players": 5, "edition": 2}, seed=3)
    assert {c.side.side for c in state.cities} <= {"day", "night"}
    assert [len(h) for h in state.hands] == [7] * 5
    ids = {card.id for card in state.rules.cards}
    assert {"well", "ludus", "castrum", "decorators_guild"} <= ids
    assert not {"pawnshop", "strategists_guild"} & ids
    guilds = [c for c in state.decks[2] if state.rules.cards[c].color == 6]
    assert len(guilds) == 7
    state.check_invariants()


@pytest.mark.parametrize(("wonder", "side"), sorted(WONDER_POINTS))
def test_complete_wonder_points(wonder: str, side: str) -> None:
    rules = catalog(2)
    count = len(rules.wonders[wonder][side].stages)
    others = [w for w in ("gizah", "rhodos", "olympia") if w != wonder][:2]
    cities = [build_city(rules, wonder, side, count, [], 0)] + [
        build_city(rules, w, "day", 0, [], 0) for w in others
    ]
    assert score_city(cities, 0, rules)["wonder"] == WONDER_POINTS[wonder, side]


@pytest.mark.parametrize(("side", "built"), [("day", 2), ("night", 1)])
def test_alexandria_raw_choice_is_for_itself_only(side: str, built: int) -> None:
    state = game(["gizah", "alexandria", "olympia"], sides=["day", side, "day"], **E2)
    stages(state, 1, built)
    set_hands(state, [["barracks"], ["barracks"], ["altar"]])
    assert not any(m.startswith("build:barracks") for m in moves(state, 0))  # ore: not for sale
    assert "build:barracks:l0r0" in moves(state, 1)


def test_alexandria_night_manufactured_choice_is_for_itself_only() -> None:
    state = game(["gizah", "alexandria", "olympia"], sides=["day", "night", "day"], **E2)
    stages(state, 1, 2)
    set_hands(state, [["scriptorium"], ["scriptorium"], ["altar"]])
    assert not any(m.startswith("build:scriptorium") for m in moves(state, 0))
    assert "build:scriptorium:l0r0" in moves(state, 1)


@pytest.mark.parametrize(("side", "built"), [("day", 2), ("night", 2)])
def test_babylon_science_wildcard(side: str, built: int) -> None:
    rules = catalog(2)
    city = build_city(rules, "babylon", side, built, ["scriptorium", "apothecary"], 0)
    others = [build_city(rules, w, "day", 0, [], 0) for w in ("gizah", "rhodos")]
    assert score_city([city, *others], 0, rules)["science"] == 10  # the wildcard completes a set


def test_babylon_night_plays_the_last_card() -> None:
    state = game(["babylon", "gizah", "rhodos"], sides=["night", "day", "day"], **E2)
    build(state, 0, "stone_pit", "quarry")
    state.turn = 6
    set_hands(state, [["altar", "baths"], ["altar", "theater"], ["altar", "theater"]])
    play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])  # stage 1: 2 stone
    assert state.phase == "last" and moves(state, 0) == {"build:baths:l0r0", "sell:baths"}
    events = play(state, {0: "build:baths:l0r0"})
    assert index(state, "baths") in state.cities[0].built and "age_ended" in kinds(events)


@pytest.mark.parametrize(("side", "gains"), [("day", [0, 9, 0]), ("night", [4, 4, 4])])
def test_ephesos_stage_coins(side: str, gains: list[int]) -> None:
    state = game(["ephesos", "gizah", "olympia"], sides=[side, "day", "day"], **E2)
    build(state, 0, "lumber_yard", "stone_pit", "clay_pool", "ore_vein", "glassworks_1", "loom_1")
    build(state, 0, "sawmill", "quarry", "brickyard", "foundry")
    for stage, gain in enumerate(gains):
        coins(state, [0, 0, 0])
        set_hands(state, [["altar"], ["altar"], ["altar"]])
        play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])
        assert state.cities[0].coins == gain, f"stage {stage + 1}"
        state.turn = 1


@pytest.mark.parametrize(("side", "stage"), [("day", 2), ("night", 1), ("night", 2), ("night", 3)])
def test_halikarnassos_builds_from_the_discard(side: str, stage: int) -> None:
    state = game(["halikarnassos", "gizah", "rhodos"], sides=[side, "day", "day"], **E2)
    build(state, 0, "lumber_yard", "clay_pool", "ore_vein", "glassworks_1", "press_1", "sawmill", "brickyard")
    stages(state, 0, stage - 1)
    set_hands(state, [["altar", "baths"], ["baths", "barracks"], ["theater", "baths"]])
    play(state, ["stage:altar:l0r0", "build:baths:l0r0", "sell:theater"])
    assert state.to_act() == (0,) and moves(state, 0) == {"discard:theater", "pass"}
    play(state, {0: "discard:theater"})
    assert index(state, "theater") in state.cities[0].built


def test_olympia_day_builds_the_first_card_of_each_colour_for_free() -> None:
    state = game(["olympia", "gizah", "rhodos"], sides="day", **E2)
    stages(state, 0, 2)
    build(state, 0, "lumber_yard")
    coins(state, [0, 3, 3])
    set_hands(state, [["palace", "sawmill"], ["altar"], ["altar"]])
    assert "free:palace" in moves(state, 0)  # no blue card yet: free, whatever it costs
    assert "free:sawmill" not in moves(state, 0)  # a brown card is already built
    play(state, ["free:palace", "sell:altar", "sell:altar"])
    set_hands(state, [["pantheon"], ["altar"], ["altar"]])
    assert "free:pantheon" not in moves(state, 0)


def test_olympia_night_first_card_of_each_age_is_free() -> None:
    state = game(["olympia", "gizah", "rhodos"], sides="night", **E2)
    stages(state, 0, 1)
    coins(state, [0, 3, 3])
    set_hands(state, [["palace", "altar"], ["altar", "baths"], ["altar", "baths"]])
    assert "free:palace" in moves(state, 0)
    play(state, ["free:palace", "sell:altar", "sell:altar"])
    set_hands(state, [["pantheon"], ["baths"], ["baths"]])
    assert "free:pantheon" not in moves(state, 0)  # turn 2: no longer the first card


def test_olympia_night_last_card_of_each_age_is_free() -> None:
    state = game(["olympia", "gizah", "rhodos"], sides="night", **E2)
    stages(state, 0, 2)
    coins(state, [0, 3, 3])
    state.turn = 5
    set_hands(state, [["palace", "altar", "baths"]] * 3)
    assert "free:palace" not in moves(state, 0)
    state.turn = 6
    state._legal = {}
    assert "free:palace" in moves(state, 0)


@pytest.mark.parametrize(("side", "stage", "shields", "coins_gained"), [("day", 2, 2, 0), ("night", 1, 1, 3)])
def test_rhodos_stages(side: str, stage: int, shields: int, coins_gained: int) -> None:
    state = game(["rhodos", "gizah", "olympia"], sides=[side, "day", "day"], **E2)
    build(state, 0, "stone_pit", "quarry", "clay_pool", "brickyard")
    stages(state, 0, stage - 1)
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    before = state.cities[0].shields
    play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])
    assert state.cities[0].shields - before == shields and state.cities[0].coins == 3 + coins_gained


def test_gizah_night_has_four_stages_of_points() -> None:
    rules = catalog(2)
    assert [s.effect.vp for s in rules.wonders["gizah"]["night"].stages] == [3, 5, 5, 7]


# --- trade rules of the 2nd-edition rulebook ----------------------------------------------------------
def test_cannot_buy_from_a_structure_the_neighbour_builds_the_same_turn() -> None:
    state = game(["gizah", "halikarnassos", "ephesos"], sides="day", **E2)
    set_hands(state, [["guard_tower", "altar"], ["clay_pool", "baths"], ["altar", "baths"]])
    assert not any(m.startswith("build:guard_tower") for m in moves(state, 0))  # no clay anywhere yet
    play(state, ["sell:altar", "build:clay_pool:l0r0", "sell:altar"])
    set_hands(state, [["guard_tower"], ["baths"], ["baths"]])
    assert "build:guard_tower:l2r0" in moves(state, 0)  # the clay pool is there from the next turn on


def test_each_resource_symbol_of_a_neighbour_is_bought_once_per_turn() -> None:
    state = game(["gizah", "rhodos", "olympia"], sides="day", **E2)
    build(state, 1, "lumber_yard")
    coins(state, [9, 3, 3])
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    assert not any(m.startswith("stage") for m in moves(state, 0))  # 2 wood, one wood for sale
    build(state, 2, "lumber_yard")
    assert "stage:altar:l2r2" in moves(state, 0)


def test_purchases_use_the_coins_held_at_the_start_of_the_turn() -> None:
    state = game(["gizah", "rhodos", "olympia"], sides="day", **E2)
    build(state, 0, "lumber_yard")
    build(state, 2, "clay_pool")
    coins(state, [3, 0, 3])
    set_hands(state, [["stockade", "altar"], ["guard_tower", "baths"], ["altar", "baths"]])
    assert not any(m.startswith("build:guard_tower") for m in moves(state, 1))  # 0 coins now
    play(state, ["sell:altar", "sell:baths", "sell:altar"])
    set_hands(state, [["altar"], ["guard_tower"], ["altar"]])
    assert "build:guard_tower:l2r0" in moves(state, 1)  # 3 coins from the sale, next turn


# --- cards that changed ------------------------------------------------------------------------------
def test_chains_of_the_second_edition() -> None:
    state = game(["gizah", "rhodos", "olympia"], sides="day", **E2)
    build(state, 0, "well", "theater", "altar")
    coins(state, [0, 0, 0])
    set_hands(state, [["statue", "gardens", "pantheon", "temple"], ["altar"], ["altar"]])
    options = moves(state, 0)
    assert {"build:statue:l0r0", "build:gardens:l0r0", "build:pantheon:l0r0"} <= options
    assert not any(m.startswith("build:temple") for m in options)  # the temple has no chain any more


def test_ludus_coins_and_points_per_red_card() -> None:
    state = game(["gizah", "rhodos", "olympia", "babylon", "ephesos"], sides="day", **E2)
    build(state, 0, "stockade", "barracks", "stone_pit", "ore_vein")
    coins(state, [0, 0, 0, 0, 0])
    set_hands(state, [["ludus"], ["altar"], ["altar"], ["altar"], ["altar"]])
    play(state, ["build:ludus:l0r0"] + ["sell:altar"] * 4)
    assert state.cities[0].coins == 6
    assert state.scores()[0]["commercial"] == 2


def test_decorators_guild_scores_only_a_complete_wonder() -> None:
    rules = catalog(2)
    others = [build_city(rules, w, "day", 0, [], 0) for w in ("gizah", "rhodos")]
    for built, points in ((2, 0), (3, 7)):
        city = build_city(rules, "olympia", "day", built, ["decorators_guild"], 0)
        assert score_city([city, *others], 0, rules)["guilds"] == points
