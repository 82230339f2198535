"""Stage payments: identical/different costs, coins only for the shortfall, Engineering, Economy."""

from __future__ import annotations

from wonders_desktop.engine.architects.catalog import StageRow, tables
from wonders_desktop.engine.architects.pricing import Payment, can_pay, coin_cards_for, payments

T = tables()
STONE, CLAY, WOOD, GLASS, PAPYRUS = T.resources


def stage(count: int, same: bool) -> StageRow:
    return StageRow(number=1, count=count, same=same, vp=0, effect=False, requires_mask=0)


def held(**counts: int) -> list[tuple[int, int]]:
    return [(kind, counts.get(T.kinds[kind], 0)) for kind in T.resources]


def test_two_identical_offers_each_kind_held_twice() -> None:
    options = payments(stage(2, True), held(wood=2, stone=3, clay=1), 0, False, None)
    assert options == [Payment((STONE, STONE), 0, False, False), Payment((WOOD, WOOD), 0, False, False)]


def test_coins_replace_only_the_missing_resources() -> None:
    options = payments(stage(3, True), held(wood=2, clay=2), 3, False, None)
    assert {(p.grey, p.coin_cards) for p in options} == {((CLAY, CLAY), 1), ((WOOD, WOOD), 1)}


def test_different_chooses_which_kinds_to_spend() -> None:
    options = payments(stage(2, False), held(wood=1, clay=1, glass=2), 0, False, None)
    assert sorted(p.grey for p in options) == sorted([(CLAY, WOOD), (CLAY, GLASS), (WOOD, GLASS)])


def test_four_different_with_two_kinds_needs_two_coins() -> None:
    assert payments(stage(4, False), held(wood=3, glass=1), 1, False, None) == []
    assert payments(stage(4, False), held(wood=3, glass=1), 2, False, None) == [
        Payment((WOOD, GLASS), 2, False, False)
    ]
    assert not can_pay(stage(4, False), held(wood=3, glass=1), 1, False, None)
    assert can_pay(stage(4, False), held(wood=3, glass=1), 2, False, None)


def test_only_coins_pay_when_no_grey_fits() -> None:
    assert payments(stage(2, True), held(), 2, False, None) == [Payment((), 2, False, False)]


def test_engineering_ignores_identical_but_stays_optional() -> None:
    options = payments(stage(2, True), held(wood=1, clay=1), 1, True, None)
    assert Payment((WOOD,), 1, False, False) in options  # the ordinary way keeps Engineering for later
    assert Payment((CLAY, WOOD), 0, True, False) in options
    assert can_pay(stage(3, False), held(wood=3), 0, True, None)
    assert not can_pay(stage(3, False), held(wood=3), 0, False, None)


def test_economy_makes_one_yellow_card_worth_two() -> None:
    assert coin_cards_for(2, 1, (1, 2)) == (1, True)
    assert coin_cards_for(3, 2, (1, 2)) == (2, True)
    assert coin_cards_for(1, 1, (1, 2)) == (1, False)
    assert coin_cards_for(3, 1, (1, 2)) is None
    assert coin_cards_for(2, 1, None) is None
    assert can_pay(stage(2, True), held(), 1, False, (1, 2))
