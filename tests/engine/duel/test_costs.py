"""Trading prices and construction costs (rulebook: Trading, Coin cost, Chains; and the errata)."""

from __future__ import annotations

from tests.engine.duel.helpers import player, position
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.pricing import card_cost, prices, trade_cost, wonder_cost

WOOD, CLAY, STONE, GLASS, PAPYRUS = range(5)


def card(card_id: str) -> int:
    return catalog().card_index[card_id]


def test_trade_cost_without_choices_is_missing_units_times_price() -> None:
    need = ((STONE, 3), (PAPYRUS, 1))
    assert trade_cost(need, [0, 0, 1, 0, 0], [2, 2, 4, 2, 3], 0, 0, 0) == 2 * 4 + 3


def test_choices_cover_the_dearest_unit_of_their_family() -> None:
    need = ((WOOD, 1), (STONE, 1), (GLASS, 1), (PAPYRUS, 1))
    prices = [2, 2, 5, 3, 4]
    assert trade_cost(need, [0] * 5, prices, 1, 0, 0) == 2 + 3 + 4  # the stone is covered
    assert trade_cost(need, [0] * 5, prices, 0, 1, 0) == 2 + 5 + 3  # the papyrus is covered
    assert trade_cost(need, [0] * 5, prices, 1, 1, 2) == 0


def test_waiver_takes_the_two_dearest_units_left() -> None:
    need = ((WOOD, 2), (CLAY, 1), (GLASS, 2))
    prices = [3, 2, 4, 5, 2]
    assert trade_cost(need, [0] * 5, prices, 0, 0, 2) == 3 + 3 + 2
    assert trade_cost(need, [0] * 5, prices, 1, 0, 2) == 3 + 2  # choice takes a wood, waiver both glass


def test_own_production_is_used_first() -> None:
    assert trade_cost(((WOOD, 2),), [2, 0, 0, 0, 0], [9] * 5, 0, 0, 0) == 0
    assert trade_cost(((WOOD, 2),), [1, 0, 0, 0, 0], [9] * 5, 0, 0, 2) == 0


def test_price_counts_only_opponent_brown_and_grey_production() -> None:
    state = position(player(), player(city=["sawmill", "glassworks", "forum", "caravansery"]))
    assert prices(state, 0) == [4, 2, 2, 3, 2]  # Forum and Caravansery never raise the price


def test_reserves_and_customs_house_fix_the_price_at_one() -> None:
    state = position(
        player(city=["stone_reserve", "customs_house"]), player(city=["shelf_quarry", "glassblower", "press"])
    )
    assert prices(state, 0) == [2, 2, 1, 1, 1]
    assert card_cost(state, 0, card("obelisk")) == (False, 3, 3)  # 2 stone + 1 glass at 1 each


def test_chain_makes_the_card_free() -> None:
    state = position(player(city=["baths"], coins=0), player(city=["shelf_quarry"]))
    assert card_cost(state, 0, card("aqueduct")) == (True, 0, 0)


def test_printed_coin_cost_is_paid_besides_trading() -> None:
    state = position(player(), player())
    assert card_cost(state, 0, card("forum")) == (False, 3 + 2, 2)
    assert card_cost(state, 0, card("pretorium")) == (False, 8, 0)


def test_masonry_applies_to_blue_cards_only_in_the_cheapest_way() -> None:
    state = position(player(progress=["masonry"]), player(city=["glassworks"]))
    palace = card("palace")  # wood, clay, stone, 2 glass: the two glass (3 each) are waived
    assert card_cost(state, 0, palace) == (False, 6, 6)
    assert card_cost(state, 0, card("academy")) == (False, 2 + 2 + 3 + 3, 10)


def test_architecture_applies_to_wonders_in_the_cheapest_way() -> None:
    data = catalog()
    state = position(player(progress=["architecture"]), player(city=["quarry"]))
    pyramids = data.wonder_index["the_pyramids"]  # 3 stone at 3, 1 papyrus at 2
    assert wonder_cost(state, 0, pyramids) == 3 + 2
    assert wonder_cost(state, 1, pyramids) == 2 * 2 + 2  # no Architecture: 2 stone at 2 + papyrus
