"""Setup, the Wonder draft, ages, military, supremacies, guilds and the end of the game."""

from __future__ import annotations

import pytest

from tests.engine.duel.helpers import kinds, play, player, position, structure, texts
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.pricing import card_cost
from wonders_desktop.engine.duel.rules import DRAFT, OVER, PLAY, START


def test_setup() -> None:
    state = SPEC.new_game({"first_player": 1}, 5)
    assert state.conflict == 0 and all(state.loot)
    assert [c.coins for c in state.cities] == [7, 7]
    assert len(state.board) == 5 and len(state.box) == 5 and not set(state.board) & set(state.box)
    assert state.phase == DRAFT and state.to_act() == (1,) and len(texts(state)) == 4


def test_draft_order_is_a_b_b_a_then_b_a_a_b() -> None:
    state = SPEC.new_game({"first_player": 0}, 9)
    order = []
    while state.phase == DRAFT:
        order.append(state.to_act()[0])
        play(state, texts(state)[0])
    assert order == [0, 1, 1, 0, 1, 0, 0, 1]
    assert [len(c.wonders) for c in state.cities] == [4, 4]
    assert state.phase == PLAY and state.age == 1 and state.to_act() == (0,)


def test_second_draft_round_reveals_four_new_wonders() -> None:
    state = SPEC.new_game({"first_player": 0}, 3)
    first_round = set(state.offered)
    for _ in range(4):
        play(state, texts(state)[0])
    assert len(state.offered) == 4 and not first_round & set(state.offered)


def test_first_game_assignment() -> None:
    state = SPEC.new_game({"wonders": "first_game", "first_player": 1}, 2)
    ids = [[catalog().wonders[w].id for w in c.wonders] for c in state.cities]
    assert ids[1] == ["the_pyramids", "the_great_lighthouse", "the_temple_of_artemis", "the_statue_of_zeus"]
    assert ids[0] == ["circus_maximus", "piraeus", "the_appian_way", "the_colossus"]
    assert state.phase == PLAY and state.to_act() == (1,)


def test_ages_remove_three_cards_and_age_three_holds_three_guilds() -> None:
    state = SPEC.new_game({"wonders": "first_game", "first_player": 0}, 4)
    guilds_per_game = []
    while state.to_act():
        if state.phase == START and state.age == 3:
            dealt = [c for c in state.slots if c >= 0] + state.removed[2]
            guilds_per_game.append(sum(1 for c in dealt if catalog().cards[c].is_guild))
            assert len(dealt) == 23
        play(state, texts(state)[-1])
    assert [len(part) for part in state.removed] == [3] * len(state.removed)
    assert guilds_per_game in ([], [3])


def test_bad_options_name_the_field() -> None:
    with pytest.raises(Exception, match=r"options\.wonders"):
        SPEC.new_game({"wonders": "random"}, 1)
    with pytest.raises(Exception, match=r"options\.first_playr"):
        SPEC.new_game({"first_playr": 0}, 1)


def test_illegal_moves_are_refused() -> None:
    state = position(player(coins=0), player(), structure=structure("caravansery", "statue"))
    with pytest.raises(IllegalMoveError):
        play(state, "build:caravansery")  # cannot pay
    with pytest.raises(IllegalMoveError):
        play(state, "build:aqueduct")  # not in the structure
    with pytest.raises(IllegalMoveError):
        state.apply(1, state.parse_move("discard:statue"))  # not seat 1's turn
    assert texts(state) == ["discard:caravansery", "discard:statue"]


# --- between ages ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("conflict", "last", "chooser"), [(2, 0, 1), (-1, 0, 0), (-1, 1, 0), (0, 0, 0), (0, 1, 1)]
)
def test_who_chooses_the_next_starter(conflict: int, last: int, chooser: int) -> None:
    state = position(player(), player(), to_act=last, conflict=conflict, structure=structure("statue", age=1))
    events = play(state, "discard:statue")
    assert "age_ended" in kinds(events) and "age_started" in kinds(events)
    assert state.phase == START and state.to_act() == (chooser,) and state.age == 2
    assert texts(state) == ["start:0", "start:1"]
    play(state, "start:1")
    assert state.phase == PLAY and state.to_act() == (1,) and state.remaining == 20


def test_play_again_is_lost_when_the_age_ends() -> None:
    state = position(
        player(city=["clay_pool", "quarry", "glassworks", "glassblower"], wonders={"the_sphinx": False}),
        player(),
        conflict=1,
        structure=structure("statue", age=1),
    )
    play(state, "wonder:the_sphinx:statue")
    assert state.phase == START and state.to_act() == (1,)


def test_the_game_ends_after_age_three_by_points() -> None:
    state = position(
        player(city=["palace"]), player(city=["obelisk", "town_hall"]), structure=structure("statue", age=3)
    )
    events = play(state, "discard:statue")
    assert "game_ended" in kinds(events) and state.phase == OVER and state.to_act() == ()
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.reason == "points"


def test_a_points_tie_goes_to_the_most_civilian_points_then_is_shared() -> None:
    state = position(
        player(city=["palace"], coins=6),
        player(city=["academy", "study"], coins=9),
        structure=structure("statue", age=3),
    )
    play(state, "discard:statue")  # 7 VP + 8 coins (2 VP) against 6 VP + 9 coins (3 VP)
    scores = state.outcome().scores
    assert scores[0].total == scores[1].total == 9
    assert state.outcome().winners == (0,) and state.outcome().tie_break == "civilian"
    shared = position(player(coins=3), player(coins=3), structure=structure("statue", age=3))
    play(shared, "discard:statue")
    assert shared.outcome().winners == (0, 1)


# --- military -------------------------------------------------------------------------------------
def test_a_token_is_looted_once_and_two_in_one_move() -> None:
    state = position(
        player(city=["sawmill", "brickyard"], progress=["strategy"]),
        player(coins=9),
        conflict=2,
        structure=structure("arsenal", "palace", age=3),
    )
    events = play(state, "build:arsenal")  # 3 shields + Strategy: 2 -> 6
    assert state.conflict == 6 and state.cities[1].coins == 9 - 2 - 5
    assert kinds(events).count("military_token_looted") == 2
    assert state.outcome().scores[0]["military"] == 10


def test_tokens_already_passed_are_not_applied_again() -> None:
    state = position(
        player(),
        player(city=["shelf_quarry"]),
        to_act=1,
        conflict=4,
        military_tokens=["loot2_player_a", "loot5_player_a", "loot5_player_b"],
        structure=structure("walls", "statue"),
    )
    play(state, "build:walls")
    assert state.conflict == 2 and [c.coins for c in state.cities] == [7, 7]


def test_military_supremacy_for_either_side() -> None:
    state = position(player(), player(), conflict=8, structure=structure("palisade", "statue", age=1))
    play(state, "build:palisade")
    assert state.phase == OVER and state.result == ((0,), "military_supremacy", None)
    state = position(
        player(), player(city=["shelf_quarry"]), to_act=1, conflict=-7, structure=structure("walls", "statue")
    )
    play(state, "build:walls")
    assert state.conflict == -9 and state.outcome().winners == (1,)
    assert state.outcome().reason == "military_supremacy"


def test_science_supremacy_with_six_different_symbols() -> None:
    state = position(
        player(
            city=["workshop", "apothecary", "scriptorium", "pharmacist", "academy", "shelf_quarry", "press"]
        ),
        player(),
        structure=structure("observatory", "palace", age=3),
    )
    play(state, "build:observatory")
    assert state.phase == OVER and state.outcome().reason == "science_supremacy"
    assert state.outcome().winners == (0,)


# --- yellow cards and guilds ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "city", "coins"),
    [
        ("lighthouse", ["tavern", "clay_reserve"], 3),  # counts itself, chained from the Tavern
        ("chamber_of_commerce", ["press", "drying_room", "glassworks"], 9),
        ("port", ["lumber_yard", "quarry", "press", "drying_room", "glassworks"], 4),
        ("armory", ["walls", "palisade", "shelf_quarry", "glassworks"], 2),
    ],
)
def test_age_three_yellow_cards_pay_per_card_once(card: str, city: list[str], coins: int) -> None:
    state = position(player(city=city, coins=20), player(), structure=structure(card, "palace", age=3))
    _, total, _ = card_cost(state, 0, catalog().card_index[card])
    play(state, f"build:{card}")
    assert state.cities[0].coins == 20 - total + coins
    assert state.outcome().scores[0]["commercial"] == 3


def test_arena_pays_two_per_wonder_built() -> None:
    state = position(
        player(city=["brewery"], wonders={"the_sphinx": True, "piraeus": True, "the_pyramids": False}),
        player(),
        structure=structure("arena", "palace", age=3),
    )
    play(state, "build:arena")
    assert state.cities[0].coins == 7 + 4


GUILD_CASES = [
    ("merchants_guild", ["tavern"], ["wood_reserve", "stone_reserve", "clay_reserve"], 3, 3),
    ("shipowners_guild", ["lumber_yard", "quarry"], ["clay_pool", "press", "glassworks"], 3, 3),
    ("magistrates_guild", ["altar", "baths", "theater"], ["statue"], 3, 3),
    ("scientists_guild", ["workshop"], ["apothecary", "library"], 2, 2),
    ("tacticians_guild", ["walls"], ["garrison", "stable", "palisade"], 3, 3),
]


@pytest.mark.parametrize(("guild", "own", "other", "coins", "vp"), GUILD_CASES)
def test_guilds_count_the_city_with_the_most(
    guild: str, own: list[str], other: list[str], coins: int, vp: int
) -> None:
    state = position(
        player(city=own, coins=30), player(city=other), structure=structure(guild, "palace", age=3)
    )
    _, total, _ = card_cost(state, 0, catalog().card_index[guild])
    play(state, f"build:{guild}")
    assert state.cities[0].coins == 30 - total + coins
    assert state.outcome().scores[0]["guilds"] == vp


def test_builders_and_moneylenders_guilds_score_the_majority() -> None:
    state = position(
        player(city=["builders_guild", "moneylenders_guild"], coins=4, wonders={"the_sphinx": True}),
        player(coins=10, wonders={"piraeus": True, "the_pyramids": True, "the_colossus": False}),
    )
    assert state.outcome().scores[0]["guilds"] == 2 * 2 + 3
