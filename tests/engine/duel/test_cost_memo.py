"""The trading costs a seat has worked out are kept (``pricing.SeatCosts``) until something that can change
them happens: the legal moves of the next turn price again only what is new, and every cost stays right."""

from __future__ import annotations

import pytest

from tests.engine.duel.helpers import play, player, position, structure
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.duel import SPEC, pricing
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.state import DuelState


def card(card_id: str) -> int:
    return catalog().card_index[card_id]


def fresh_trade(state: DuelState, seat: int, card_id: str) -> int:
    """The trading cost of a card worked out from the cities alone (no memo, no cached prices)."""
    city, other = state.cities[seat], state.cities[1 - seat]
    unit_prices = pricing.trading_prices(city.fixed_price, other.brown_grey, pricing.TRADE_BASE)
    need = catalog().cards[card(card_id)].need
    return pricing.trade_cost(need, city.produced, unit_prices, city.choice_raw, city.choice_man, 0)


def counted_trade_cost(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the calls of ``pricing.trade_cost`` (the memo's miss)."""
    calls: list[int] = []
    real = pricing.trade_cost

    def counting(*args: object) -> int:
        calls.append(1)
        return real(*args)  # type: ignore[arg-type]  # the spy passes trade_cost's own arguments through

    monkeypatch.setattr(pricing, "trade_cost", counting)
    return calls


def test_a_second_look_at_the_same_position_prices_nothing_again(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(player(), player(city=["quarry"]), structure=structure("baths", "palisade", "senate"))
    first = state.legal_moves(0)
    trade = fresh_trade(state, 0, "senate")
    calls = counted_trade_cost(monkeypatch)
    assert state.legal_moves(0) == first
    assert trade > 0 and pricing.card_cost(state, 0, card("senate")) == (False, trade, trade)
    assert calls == []


def test_a_red_card_keeps_the_memo_and_a_choice_card_drops_it(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(
        player(coins=20), player(coins=20), structure=structure("palisade", "forum", "senate", "baths")
    )
    state.legal_moves(0)
    before = pricing.seat_costs(state, 0)
    senate = before.cards[card("senate")]
    play(state, "build:palisade", "discard:baths")  # a red card, then a sale: no cost of seat 0 changes
    assert pricing.seat_costs(state, 0) is before
    play(state, "build:forum")  # a choice of glass or papyrus for seat 0
    assert state._prices == [None, None]
    calls = counted_trade_cost(monkeypatch)
    assert pricing.card_cost(state, 0, card("senate"))[2] == fresh_trade(state, 0, "senate") < senate
    assert calls == [1, 1]  # the memo's miss, then the fresh price of this test


def test_random_games_keep_every_memo_equal_to_a_fresh_price() -> None:
    """``check_invariants`` prices every memo entry afresh (``invariants._check_costs``)."""
    options = SPEC.simulate_options({})
    for seed in range(12):
        state = SPEC.new_game(options, seed)
        bots = [RandomBot(seed * 2 + seat) for seat in range(2)]
        while state.to_act():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
            state.check_invariants()
