"""The Cities expansion (Portuguese 2nd-edition rulebook): setup, the extra turn, coin losses and debt,
diplomacy, every black card effect, Petra and Byzantium, the 1st-edition Cities guilds."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.classic.helpers import build, coins, game, index, kinds, moves, play, set_hands, stages
from wonders_desktop.engine.classic.catalog import BLACK, PURPLE, catalog
from wonders_desktop.engine.classic.data import CitiesData
from wonders_desktop.engine.classic.scoring import science_points, score_city
from wonders_desktop.engine.classic.serial import build_city
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.datafiles import load

CITIES = {"expansions": ["cities"]}


def cgame(wonders: list[str], sides: str | list[str] = "day", edition: int = 2, **options: object):
    return game(wonders, sides=sides, edition=edition, **CITIES, **options)


# --- setup and the extra turn ------------------------------------------------------------------------
@pytest.mark.parametrize(("edition", "players"), [(1, 3), (1, 7), (2, 4), (2, 7)])
def test_setup_adds_a_black_card_per_player_and_age_and_deals_eight(edition: int, players: int) -> None:
    state = ClassicState.new({"players": players, "edition": edition, **CITIES}, seed=players)
    assert [len(h) for h in state.hands] == [8] * players
    black = [c for c in state.hands[0] for _ in [0] if state.rules.cards[c].color == BLACK]
    dealt = [c for hand in state.hands for c in hand]
    assert sum(1 for c in dealt if state.rules.cards[c].color == BLACK) == players
    assert all(state.rules.cards[c].age == 1 for c in black)
    for age, deck in ((2, state.decks[1]), (3, state.decks[2])):
        assert len(deck) == 8 * players
        blacks = [c for c in deck if state.rules.cards[c].color == BLACK]
        assert len(blacks) == players and all(state.rules.cards[c].age == age for c in blacks)
    guilds = [c for c in state.decks[2] if state.rules.cards[c].color == PURPLE]
    assert len(guilds) == players + 2
    state.check_invariants()


def test_first_edition_guild_pool_holds_the_three_cities_guilds() -> None:
    rules = catalog(1, True)
    ids = {rules.cards[g].id for g in rules.guild_ids}
    assert len(ids) == 13 and {"counterfeiters_guild", "guild_of_shadows", "mourners_guild"} <= ids
    assert len(catalog(2, True).guild_ids) == 10  # the 2nd-edition Cities has no guild


def test_petra_and_byzantium_join_the_random_deal() -> None:
    dealt = Counter()
    for seed in range(40):
        state = ClassicState.new({"players": 7, "edition": 2, **CITIES}, seed=seed)
        dealt.update(c.side.wonder for c in state.cities)
    assert dealt["petra"] and dealt["byzantium"] and len(dealt) == 9


def test_an_age_has_seven_turns_and_the_eighth_card_is_discarded() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    for turn in range(1, 8):
        assert state.turn == turn and state.age == 1
        play(state, [f"sell:{state.rules.cards[h[0]].id}" for h in state.hands])
    assert state.age == 2 and len(state.discard) == 3 * 8
    assert [c.coins for c in state.cities] == [3 + 7 * 3] * 3


# --- losing coins and debt ---------------------------------------------------------------------------
def test_coin_loss_is_a_decision_of_each_affected_player_at_the_end_of_the_turn() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    set_hands(state, [["hideout", "altar"], ["altar", "baths"], ["altar", "baths"]])
    events = play(state, ["build:hideout:l0r0", "sell:altar", "sell:altar"])
    assert "coins_gained" in kinds(events) and state.phase == "debt"
    assert state.to_act() == (1,) and moves(state, 1) == {"debt:0", "debt:1"}
    play(state, {1: "debt:1"})  # debt even with coins in hand
    assert state.to_act() == (2,)
    play(state, {2: "debt:0"})
    assert (state.cities[1].coins, state.cities[1].debt) == (6, 1)
    assert (state.cities[2].coins, state.cities[2].debt) == (5, 0)
    assert state.cities[0].coins == 3 and state.phase == "pick" and state.turn == 2
    assert state.scores()[1]["treasury"] == 6 // 3 - 1 and state.scores()[0]["black"] == 2


def test_a_player_without_coins_takes_the_debt_without_a_decision() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    coins(state, [3, 0, 3])
    set_hands(state, [["hideout", "altar"], ["altar", "baths"], ["altar", "baths"]])
    events = play(state, ["build:hideout:l0r0", "build:altar:l0r0", "sell:altar"])
    assert state.cities[1].debt == 1 and "coins_lost" in kinds(events)
    assert state.to_act() == (2,)  # only the player with coins decides


def test_coins_are_lost_after_the_gains_of_the_turn() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    coins(state, [3, 0, 0])
    set_hands(state, [["hideout", "altar"], ["altar", "baths"], ["altar", "baths"]])
    play(state, ["build:hideout:l0r0", "sell:altar", "sell:altar"])
    assert state.to_act() == (1,) and moves(state, 1) == {"debt:0", "debt:1"}  # the sale's 3 coins


def test_a_loss_larger_than_the_purse_offers_every_split() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    build(state, 0, "lumber_yard", "glassworks_1")
    coins(state, [3, 2, 5])
    set_hands(state, [["opium_distillery", "altar"], ["altar", "baths"], ["altar", "baths"]])
    state.age = 3
    state._legal = {}
    play(state, ["build:opium_distillery:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert moves(state, 1) == {"debt:3", "debt:4", "debt:5"}  # loses 5 holding 2
    play(state, {1: "debt:3"})
    assert (state.cities[1].coins, state.cities[1].debt) == (0, 3)
    assert moves(state, 2) == {f"debt:{k}" for k in range(6)}
    assert state.cities[0].coins == 3 + 5


@pytest.mark.parametrize(("card", "age", "loss"), [("sepulcher", 2, 2), ("chamber_of_builders", 3, 3)])
def test_coin_loss_per_victory_token_or_wonder_stage(card: str, age: int, loss: int) -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    build(state, 0, "lumber_yard", "stone_pit", "clay_pool", "glassworks_1", "press_1", "loom_1")
    coins(state, [3, 9, 9])
    state.cities[1].tokens = [1, 3, -1]
    stages(state, 1, 3)
    state.age = age
    set_hands(state, [[card], ["altar"], ["altar"]])
    play(state, [f"build:{card}:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.losses == {1: loss}
    assert moves(state, 1) == {f"debt:{k}" for k in range(loss + 1)}


@pytest.mark.parametrize(("card", "gains"), [("customs", [0, 1, 1, 1]), ("dive", [6, 1, 0, 1])])
def test_others_or_neighbours_gain_coins(card: str, gains: list[int]) -> None:
    state = cgame(["gizah", "rhodos", "olympia", "babylon"])
    set_hands(state, [[card], ["altar"], ["altar"], ["altar"]])
    play(state, [f"build:{card}:l0r0"] + ["build:altar:l0r0"] * 3)
    assert [c.coins - 3 for c in state.cities] == gains


# --- diplomacy ---------------------------------------------------------------------------------------
def test_diplomacy_skips_the_conflict_and_the_neighbours_fight_each_other() -> None:
    state = cgame(["gizah", "rhodos", "olympia", "babylon"])
    build(state, 0, "clay_pool")
    build(state, 1, "walls")  # 2 shields
    build(state, 3, "stockade")  # 1 shield
    state.turn = 7
    set_hands(state, [["residence", "altar"], ["altar", "baths"], ["altar", "baths"], ["altar", "baths"]])
    events = play(state, ["build:residence:l0r0", "sell:altar", "sell:altar", "sell:altar"])
    assert "diplomacy_used" in kinds(events) and state.cities[0].diplomacy == 0
    assert state.cities[0].tokens == []
    assert state.cities[1].tokens == [1, 1]  # beats Olympia (0) and, across the diplomat, Babylon (1)
    assert state.cities[3].tokens == [-1, 1]
    assert state.cities[2].tokens == [-1, -1]


def test_only_two_fighters_fight_once_and_tokens_accumulate() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    build(state, 1, "walls")
    state.cities[0].diplomacy = 2
    state.turn = 7
    set_hands(state, [["altar", "baths"]] * 3)
    play(state, ["sell:altar"] * 3)
    assert state.cities[1].tokens == [1] and state.cities[2].tokens == [-1]
    assert state.cities[0].diplomacy == 1 and state.cities[0].tokens == []


@pytest.mark.parametrize(("side", "stage"), [("day", 2), ("night", 1), ("night", 2)])
def test_byzantium_stages_give_diplomacy(side: str, stage: int) -> None:
    state = cgame(["byzantium", "gizah", "olympia"], sides=[side, "day", "day"])
    build(state, 0, "lumber_yard", "sawmill", "clay_pool", "ore_vein", "foundry", "press_1")
    build(state, 0, "glassworks_1", "loom_1")
    stages(state, 0, stage - 1)
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    play(state, ["stage:altar:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.cities[0].diplomacy == 1


# --- production, trade and stage effects --------------------------------------------------------------
def test_spy_cards_copy_a_neighbours_science_symbol() -> None:
    rules = catalog(2, True)
    cities = [
        build_city(rules, "gizah", "day", 0, ["apothecary", "workshop", "pigeonhole"], 0),
        build_city(rules, "rhodos", "day", 0, ["scriptorium"], 0),
        build_city(rules, "olympia", "day", 0, [], 0),
    ]
    assert score_city(cities, 0, rules)["science"] == 10  # copies the tablet: a complete set
    assert score_city(cities, 1, rules)["science"] == 1  # the neighbour keeps its symbol


@pytest.mark.parametrize(
    ("card", "left", "right"), [("west_clandestine_wharf", 1, 2), ("east_clandestine_wharf", 2, 1)]
)
def test_clandestine_wharves_take_one_coin_off_a_purchase(card: str, left: int, right: int) -> None:
    state = cgame(["olympia", "gizah", "rhodos"])
    build(state, 0, card)
    set_hands(state, [["baths", "barracks"], ["altar"], ["altar"]])
    assert f"build:baths:l{left}r0" in moves(state, 0)  # stone from Gizah (left)
    assert f"build:barracks:l0r{right}" in moves(state, 0)  # ore from Rhodos (right)


def test_smugglers_cache_discounts_the_neighbours_board_resource() -> None:
    state = cgame(["olympia", "gizah", "rhodos"])
    build(state, 0, "smugglers_cache")
    build(state, 1, "stone_pit")
    coins(state, [9, 3, 3])
    set_hands(state, [["walls", "baths"], ["altar"], ["altar"]])
    assert "build:baths:l1r0" in moves(state, 0)  # Gizah's board stone: 1 coin
    assert "build:walls:l3r0" not in moves(state, 0)  # 3 stone: Gizah has only 2
    build(state, 2, "quarry")
    assert "build:walls:l3r2" in moves(state, 0)  # board 1 + stone pit 2, Rhodos's quarry 2


def test_secret_warehouse_adds_a_unit_of_a_type_the_city_produces() -> None:
    state = cgame(["babylon", "gizah", "rhodos"])
    set_hands(state, [["caravansery", "workshop"], ["altar"], ["altar"]])
    coins(state, [0, 3, 3])
    assert not any(m.startswith("build:caravansery") for m in moves(state, 0))
    build(state, 0, "secret_warehouse")
    assert "build:caravansery:l0r0" in moves(state, 0)  # board wood + one more
    assert not any(m.startswith("build:workshop") for m in moves(state, 0))  # not a glass it lacks


def test_black_market_produces_a_type_the_city_lacks() -> None:
    state = cgame(["babylon", "gizah", "rhodos"])
    build(state, 0, "black_market")
    coins(state, [0, 3, 3])
    set_hands(state, [["workshop", "caravansery"], ["altar"], ["altar"]])
    assert "build:workshop:l0r0" in moves(state, 0)
    assert not any(m.startswith("build:caravansery") for m in moves(state, 0))  # not more wood


def test_architect_firm_frees_later_wonder_stages_of_their_resources() -> None:
    state = cgame(["petra", "gizah", "rhodos"])
    coins(state, [0, 3, 3])
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    assert not any(m.startswith("stage") for m in moves(state, 0))
    build(state, 0, "architect_firm")
    assert "stage:altar:l0r0" in moves(state, 0)
    stages(state, 0, 1)
    assert not any(m.startswith("stage") for m in moves(state, 0))  # Petra's 5-coin stage: coins still due


def test_petra_day_stage_costs_coins_paid_to_the_bank() -> None:
    state = cgame(["petra", "gizah", "rhodos"])
    stages(state, 0, 1)
    coins(state, [5, 3, 3])
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    play(state, ["stage:altar:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.cities[0].coins == 0 and state.cities[0].stages == 2


def test_petra_night_stages_cost_others_coins_and_ten_coins() -> None:
    state = cgame(["petra", "gizah", "rhodos"], sides=["night", "day", "day"])
    build(state, 0, "ore_vein", "foundry", "clay_pool")
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    play(state, ["stage:altar:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.losses == {1: 2, 2: 2}
    play(state, {1: "debt:2", 2: "debt:0"})
    coins(state, [10, 3, 3])
    set_hands(state, [["altar"], ["altar"], ["altar"]])
    play(state, ["stage:altar:l0r0", "sell:altar", "sell:altar"])
    assert state.cities[0].coins == 0 and state.scores()[0]["wonder"] == 17


# --- military tokens from cards ---------------------------------------------------------------------------
def test_raider_camp_takes_a_victory_token_and_gives_each_neighbour_debt() -> None:
    state = cgame(["gizah", "rhodos", "olympia", "babylon"])
    set_hands(state, [["raider_camp"], ["altar"], ["altar"], ["altar"]])
    play(state, ["build:raider_camp:l0r0"] + ["build:altar:l0r0"] * 3)
    assert state.cities[0].tokens == [1]
    assert [c.debt for c in state.cities] == [0, 1, 0, 1]
    assert state.phase == "pick"  # imposed debt: no decision


@pytest.mark.parametrize(
    ("card", "tokens", "points"),
    [("cells", [1, 1, 3], 4), ("guardhouse", [3, 5, 3], 6), ("prison", [5, 1], 4)],
)
def test_points_per_victory_token_of_one_age(card: str, tokens: list[int], points: int) -> None:
    rules = catalog(2, True)
    city = build_city(rules, "gizah", "day", 0, [card], 0, tokens)
    others = [build_city(rules, w, "day", 0, [], 0) for w in ("rhodos", "olympia")]
    assert score_city([city, *others], 0, rules)["black"] == points


def test_memorial_pays_for_defeat_tokens_then_discards_them() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    build(state, 0, "lumber_yard", "loom_1")
    state.cities[0].tokens = [1, -1, -1, 3]
    coins(state, [0, 3, 3])
    state.age = 3
    set_hands(state, [["memorial"], ["altar"], ["altar"]])
    play(state, ["build:memorial:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.cities[0].coins == 4 and state.cities[0].tokens == [1, 3]


@pytest.mark.parametrize(
    ("card", "coins_gained", "points"), [("secret_network", 3, 3), ("slave_market", 2, 2)]
)
def test_coins_and_points_per_black_card_or_victory_token(card: str, coins_gained: int, points: int) -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    build(state, 0, "lumber_yard", "sawmill", "ore_vein", "foundry", "press_1", "city_gates", "militia")
    state.cities[0].tokens = [1, 5, -1]
    coins(state, [0, 3, 3])
    state.age = 3
    set_hands(state, [[card], ["altar"], ["altar"]])
    play(state, [f"build:{card}:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.cities[0].coins == coins_gained
    assert state.scores()[0]["black"] == points + 4  # City Gates' 4 points


def test_forging_agency_builds_from_the_discard() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    coins(state, [2, 3, 3])
    state.age = 2
    set_hands(state, [["forging_agency"], ["altar", "theater"], ["theater", "baths"]])
    play(state, ["build:forging_agency:l0r0", "build:altar:l0r0", "sell:theater"])
    assert state.phase == "discard" and moves(state, 0) == {"discard:theater", "pass"}
    play(state, {0: "discard:theater"})
    assert index(state, "theater") in state.cities[0].built


def test_black_cards_with_points_and_shields() -> None:
    state = cgame(["gizah", "rhodos", "olympia"])
    build(state, 0, "city_gates", "militia")
    assert state.cities[0].shields == 2 and state.scores()[0]["black"] == 4


# --- 1st-edition Cities ----------------------------------------------------------------------------------
def test_first_edition_cities_guilds() -> None:
    rules = catalog(1, True)
    cities = [
        build_city(rules, "gizah", "a", 0, ["guild_of_shadows", "mourners_guild"], 0),
        build_city(rules, "rhodos", "a", 0, ["militia", "hideout"], 0, [1, 3]),
        build_city(rules, "olympia", "a", 0, ["residence"], 0, [5, -1]),
    ]
    assert score_city(cities, 0, rules)["guilds"] == 3 + 3  # 3 black cards, 3 victory tokens


def test_counterfeiters_guild_makes_the_others_lose_three_coins() -> None:
    state = cgame(["gizah", "rhodos", "olympia"], sides="a", edition=1)
    build(state, 0, "ore_vein", "foundry", "mine", "glassworks_1", "loom_1")
    state.age = 3
    set_hands(state, [["counterfeiters_guild"], ["altar"], ["altar"]])
    play(state, ["build:counterfeiters_guild:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.losses == {1: 3, 2: 3}
    assert state.scores()[0]["guilds"] == 5


# --- scoring and data coverage ------------------------------------------------------------------------------
def test_science_squares_go_beyond_six_identical_symbols() -> None:
    assert science_points((10, 0, 0), 0) == 100
    assert science_points((7, 1, 1), 0) == 49 + 1 + 1 + 7


HANDLED = {
    "vp", "shields", "coins", "coins_per", "vp_per", "special", "others_lose_coins", "others_lose_coins_per",
    "others_gain_coins", "neighbors_gain_coins", "diplomacy", "copy_neighbor_science", "trade_rebate",
    "produce_extra_owned", "produce_missing", "wonder_stages_free_resources", "military_victory_token",
    "neighbors_take_debt", "starting_resource_rebate", "discard_defeat_tokens",
}  # fmt: skip


@pytest.mark.parametrize("edition", [1, 2])
def test_every_cities_effect_in_the_data_is_compiled(edition: int) -> None:
    data = load(CitiesData, f"classic/cities_{edition}e.json")
    rules = catalog(edition, True)
    for card in (*data.black_cards, *data.guilds):
        keys = set(card.effects.model_dump(exclude_none=True))
        assert keys <= HANDLED, f"{card.id}: {keys - HANDLED}"
        compiled = rules.by_id[card.id].effect
        cities_keys = keys - {"vp", "shields", "coins", "coins_per", "vp_per", "special"}
        assert (compiled.cities is not None) == bool(cities_keys), card.id
    for wonder in data.wonders:
        for side in wonder.sides.values():
            for stage in side.stages:
                assert set(stage.effects.model_dump(exclude_none=True)) <= HANDLED


@pytest.mark.parametrize(
    ("edition", "wonder", "side", "points"),
    [
        (2, "petra", "day", 17),
        (2, "petra", "night", 17),
        (2, "byzantium", "day", 14),
        (2, "byzantium", "night", 10),
        (1, "petra", "a", 17),
        (1, "byzantium", "b", 10),
    ],
)
def test_complete_petra_and_byzantium_points(edition: int, wonder: str, side: str, points: int) -> None:
    rules = catalog(edition, True)
    board = rules.wonders[wonder][side]
    other = "day" if edition == 2 else "a"
    cities = [build_city(rules, wonder, side, len(board.stages), [], 0)] + [
        build_city(rules, w, other, 0, [], 0) for w in ("gizah", "rhodos")
    ]
    assert score_city(cities, 0, rules)["wonder"] == points


def test_coin_losses_are_settled_before_a_build_from_the_discard_of_the_same_turn() -> None:
    state = cgame(["halikarnassos", "gizah", "rhodos"], sides=["night", "day", "day"])
    build(state, 0, "clay_pool", "brickyard")
    set_hands(state, [["altar", "baths"], ["hideout", "altar"], ["theater", "baths"]])
    play(state, ["stage:altar:l0r0", "build:hideout:l0r0", "sell:theater"])
    assert [entry[0] for entry in state.queue] == ["debt", "debt", "discard"]
    assert state.to_act() == (0,) and moves(state, 0) == {"debt:0", "debt:1"}
    play(state, {0: "debt:1"})
    play(state, {2: "debt:0"})
    assert state.phase == "discard" and moves(state, 0) == {"discard:theater", "pass"}
