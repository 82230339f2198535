"""One test per progress token, and how tokens are won (a pair of identical science symbols)."""

from __future__ import annotations

from tests.engine.duel.helpers import play, player, position, structure, texts
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.pricing import card_cost, wonder_cost
from wonders_desktop.engine.duel.rules import OVER, PROGRESS
from wonders_desktop.engine.duel.state import DuelState

# Laboratory (wood, 2 glass) completes the Workshop's plumb line: a pair.
LAB_MAKERS = ["lumber_yard", "glassworks", "glassblower", "workshop"]
ALL_TOKENS = [
    "agriculture",
    "architecture",
    "economy",
    "law",
    "masonry",
    "mathematics",
    "philosophy",
    "strategy",
    "theology",
    "urbanism",
]


def card(card_id: str) -> int:
    return catalog().card_index[card_id]


def take_after_pair(token: str, city: list[str] | None = None, **p0: object) -> DuelState:
    """Seat 0 builds the Laboratory, pairs its plumb line and takes ``token`` from the board."""
    owned = [token, *p0.get("progress", [])]  # type: ignore[misc]  # p0: keyword fields of the position helper
    other = next(t for t in ALL_TOKENS if t not in owned)
    state = position(
        player(city=[*LAB_MAKERS, *(city or [])], **p0),  # type: ignore[arg-type]  # p0: keyword fields of the position helper
        player(),
        structure=structure("laboratory", "walls", "statue", "temple"),
        board_progress=[token, other],
    )
    play(state, "build:laboratory")
    assert state.phase == PROGRESS and len(texts(state)) == 2
    play(state, f"progress:{token}")
    return state


def test_a_pair_offers_every_token_on_the_board() -> None:
    state = position(player(city=LAB_MAKERS), player(), structure=structure("laboratory", "statue"))
    play(state, "build:laboratory")
    assert texts(state) == [f"progress:{t}" for t in ALL_TOKENS]


def test_a_pair_with_an_empty_board_gives_nothing() -> None:
    state = position(
        player(city=LAB_MAKERS), player(), structure=structure("laboratory", "statue"), board_progress=[]
    )
    play(state, "build:laboratory")
    assert state.to_act() == (1,) and state.phase != PROGRESS


def test_agriculture() -> None:
    state = take_after_pair("agriculture")
    assert state.cities[0].coins == 7 + 6 and state.outcome().scores[0]["progress"] == 4
    assert state.to_act() == (1,)


def test_architecture() -> None:
    state = take_after_pair("architecture", wonders={"the_pyramids": False})
    pyramids = catalog().wonder_index["the_pyramids"]
    assert wonder_cost(state, 0, pyramids) == 2 + 2  # 3 stone + papyrus, two stone waived


def test_economy_receives_only_the_opponents_trading() -> None:
    state = position(player(), player(progress=["economy"]), structure=structure("caravansery", "baths"))
    play(state, "build:caravansery")  # 2 printed + 2 glass + 2 papyrus
    assert [c.coins for c in state.cities] == [1, 11]


def test_law_is_a_science_symbol_and_can_complete_supremacy() -> None:
    five = ["apothecary", "scriptorium", "pharmacist", "academy"]
    state = take_after_pair("law", city=five)
    assert state.phase == OVER and state.result == ((0,), "science_supremacy", None)


def test_masonry() -> None:
    state = take_after_pair("masonry")
    assert card_cost(state, 0, card("palace")) == (
        False,
        0,
        0,
    )  # wood and glass produced, clay and stone waived
    assert card_cost(state, 0, card("town_hall")) == (False, 4, 4)  # 1 wood + 3 stone missing, 2 waived


def test_mathematics_counts_every_token_including_itself() -> None:
    state = take_after_pair("mathematics", progress=["philosophy", "agriculture"])
    assert state.outcome().scores[0]["progress"] == 3 * 3 + 7 + 4


def test_philosophy() -> None:
    state = take_after_pair("philosophy")
    assert state.outcome().scores[0]["progress"] == 7


def test_strategy_adds_a_shield_to_later_red_cards_only() -> None:
    state = take_after_pair("strategy", city=["shelf_quarry"], wonders={"the_colossus": False})
    state.current = 0
    play(state, "build:walls")  # 2 shields + 1
    assert state.conflict == 3
    state.current = 0
    state.cities[0].coins = 20
    play(state, "wonder:the_colossus:statue")  # Wonder shields get no bonus
    assert state.conflict == 5


def test_theology_gives_wonders_play_again_once() -> None:
    state = position(
        player(
            city=["shelf_quarry", "quarry", "press", "clay_pool", "glassworks", "glassblower"],
            progress=["theology"],
            wonders={"the_pyramids": False, "the_sphinx": False},
        ),
        player(),
        structure=structure("statue", "temple", "rostrum", "courthouse"),
    )
    play(state, "wonder:the_pyramids:statue")
    assert state.to_act() == (0,)
    play(state, "wonder:the_sphinx:temple")
    assert state.to_act() == (0,)
    play(state, "discard:rostrum")
    assert state.to_act() == (1,)


def test_urbanism_gives_six_coins_then_four_per_chain_build() -> None:
    state = take_after_pair("urbanism", city=["baths"])
    assert state.cities[0].coins == 7 + 6
    state.current = 0
    state2 = position(
        player(city=["baths"], progress=["urbanism"]), player(), structure=structure("aqueduct", "statue")
    )
    play(state2, "build:aqueduct")
    assert state2.cities[0].coins == 7 + 4
    play(state2, "discard:statue")  # the opponent
    assert state2.cities[0].coins == 11
