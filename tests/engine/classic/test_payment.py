"""The shared payment search: the rulebook's trade examples and a brute-force oracle on random cases."""

from __future__ import annotations

import random

import pytest

from wonders_desktop.engine.classic.payment import (
    Production,
    capacities,
    own_residuals,
    pareto_front,
    pareto_payments,
)
from wonders_desktop.engine.classic.resources import INDEX, bag, mask

TWO = (2,) * 7


def prod(fixed: dict[str, int] | None = None, *choices: tuple[str, ...]) -> Production:
    return Production.of(bag(fixed or {}), [mask(c) for c in choices])


def test_example_a_buys_one_unit_from_each_neighbour() -> None:
    """University (2 wood, glass, papyrus); own wood + glass; one neighbour wood, the other papyrus."""
    need = bag({"wood": 2, "glass": 1, "papyrus": 1})
    own = prod({"wood": 1, "glass": 1})
    assert pareto_payments(need, own, prod({"wood": 1}), prod({"papyrus": 1}), TWO, TWO) == [(2, 2)]


def test_own_production_covers_the_cost() -> None:
    need = bag({"stone": 2, "loom": 1})
    own = prod({"stone": 2, "loom": 1})
    assert pareto_payments(need, own, prod({"stone": 5}), prod({"stone": 5}), TWO, TWO) == [(0, 0)]


def test_either_neighbour_gives_two_pareto_options() -> None:
    need = bag({"clay": 2})
    own = prod({"clay": 1})
    left, right = prod({"clay": 1}), prod({"clay": 2})
    assert pareto_payments(need, own, left, right, TWO, TWO) == [(0, 2), (2, 0)]


def test_discount_on_one_side_sorts_first_but_keeps_the_other_side() -> None:
    """(1, 0) does not dominate (0, 2): it pays more to the left neighbour."""
    need = bag({"ore": 1})
    left_prices = (1, 1, 1, 1, 2, 2, 2)
    assert pareto_payments(need, prod(), prod({"ore": 1}), prod({"ore": 1}), left_prices, TWO) == [
        (1, 0),
        (0, 2),
    ]
    assert pareto_payments(need, prod(), prod({"ore": 1}), prod(), left_prices, TWO) == [(1, 0)]


def test_neighbour_choice_card_sells_either_resource() -> None:
    need = bag({"wood": 1, "clay": 1})
    left = prod({}, ("wood", "clay"))
    assert pareto_payments(need, prod(), left, prod(), TWO, TWO) == []
    assert pareto_payments(bag({"clay": 1}), prod(), left, prod(), TWO, TWO) == [(2, 0)]
    assert pareto_payments(bag({"wood": 1}), prod(), left, prod(), TWO, TWO) == [(2, 0)]


def test_own_choices_are_used_where_they_help_most() -> None:
    need = bag({"wood": 1, "stone": 1})
    own = prod({}, ("wood", "stone"))
    left, right = prod({"wood": 1}), prod({"stone": 1})
    assert pareto_payments(need, own, left, right, TWO, TWO) == [(0, 2), (2, 0)]
    assert sorted(own_residuals(need, own)) == sorted([bag({"stone": 1}), bag({"wood": 1})])


def test_capacities_keep_only_maximal_supplies() -> None:
    seller = prod({"wood": 1}, ("wood", "clay"), ("wood", "clay"))
    caps = sorted(capacities(seller, bag({"wood": 3, "clay": 2})))
    assert caps == sorted([bag({"wood": 3}), bag({"wood": 2, "clay": 1}), bag({"wood": 1, "clay": 2})])


def test_pareto_front_order() -> None:
    assert pareto_front([(4, 0), (2, 2), (0, 4), (3, 3), (2, 3)]) == [(0, 4), (2, 2), (4, 0)]


def _units(production: Production) -> list[int]:
    units = [1 << i for i, count in enumerate(production.fixed) for _ in range(count)]
    return units + list(production.choices)


def brute_force(need, own, left, right, lp, rp) -> list[tuple[int, int]]:
    """Assign every needed unit to a distinct source unit (own, left or right) in every possible way."""
    wanted = [i for i, count in enumerate(need) for _ in range(count)]
    sources = [(u, "own") for u in _units(own)] + [(u, "left") for u in _units(left)]
    sources += [(u, "right") for u in _units(right)]
    points = set()

    def walk(k: int, used: frozenset[int], cost_left: int, cost_right: int) -> None:
        if k == len(wanted):
            points.add((cost_left, cost_right))
            return
        resource = wanted[k]
        for index, (units, side) in enumerate(sources):
            if index in used or not units >> resource & 1:
                continue
            walk(
                k + 1,
                used | {index},
                cost_left + (lp[resource] if side == "left" else 0),
                cost_right + (rp[resource] if side == "right" else 0),
            )

    walk(0, frozenset(), 0, 0)
    return pareto_front(points)


def random_production(rng: random.Random, units: int) -> Production:
    fixed = [0] * 7
    choices = []
    for _ in range(rng.randrange(units + 1)):
        if rng.random() < 0.6:
            fixed[rng.randrange(7)] += 1
        else:
            choices.append(mask(rng.sample(list(INDEX), rng.choice([2, 2, 3, 4]))))
    return Production.of(tuple(fixed), choices)


@pytest.mark.parametrize("seed", range(300))
def test_pareto_payments_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    need = [0] * 7
    for _ in range(rng.randint(1, 5)):
        need[rng.randrange(7)] += 1
    need = tuple(need)
    own, left, right = (random_production(rng, 4) for _ in range(3))
    lp = tuple(rng.choice((1, 2)) for _ in range(7))
    rp = tuple(rng.choice((1, 2)) for _ in range(7))
    assert pareto_payments(need, own, left, right, lp, rp) == brute_force(need, own, left, right, lp, rp)


@pytest.mark.parametrize("rules", [{}, {"edition": 2, "expansions": ["cities"]}], ids=["e1", "e2-cities"])
def test_fast_single_resource_answers_equal_the_general_search(rules: dict) -> None:
    """The arithmetic shortcuts (one resource, or one left short by the fixed production) agree with
    the payment table on real positions (cities with Cities' trade rebates are priced elsewhere)."""
    from wonders_desktop.bots.random_bot import RandomBot
    from wonders_desktop.engine.classic.catalog import PAYMENTS
    from wonders_desktop.engine.classic.city import NO_REBATES
    from wonders_desktop.engine.classic.pricing import all_payments
    from wonders_desktop.engine.classic.state import ClassicState

    checked = 0
    for seed in range(6):
        state = ClassicState.new({"players": 3 + seed % 5, **rules}, seed)
        bot = RandomBot(seed)
        while state.to_act():
            n = len(state.cities)
            for seat, city in enumerate(state.cities):
                left, right = state.cities[(seat + 1) % n], state.cities[(seat - 1) % n]
                if city.rebates is not NO_REBATES:
                    continue
                for card in state.rules.cards:
                    general = PAYMENTS.options(
                        card.cost_id, city.prod_id, left.trade_id, right.trade_id, city.price_id
                    )
                    assert all_payments(state.cities, seat, card.cost_id) == general, card.id
                    checked += 1
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
    assert checked > 10_000


@pytest.mark.parametrize("rules", [(1, False), (2, True)], ids=["e1", "e2-cities"])
def test_choice_card_shortcuts_equal_the_general_search(rules: tuple[int, bool]) -> None:
    """Cities holding many choice cards (theirs and their neighbours', Caravansery and Forum included):
    the resource-by-resource answers (choice cards assigned one way at a time) and legal moves' miss
    path (the answer from the city's and each neighbour's parts) equal the general search for every
    card and stage cost."""
    from wonders_desktop.engine.classic.catalog import PAYMENTS, catalog
    from wonders_desktop.engine.classic.pricing import all_payments, priced_between
    from wonders_desktop.engine.classic.serial import build_city

    rules_set = catalog(*rules)
    cards = rules_set.cards
    producers = sorted({c.name: c.id for c in cards if c.effect.produces and not c.effect.cities}.values())
    sides = [side for board in rules_set.wonders.values() for side in board.values()]
    costs = {card.cost_id for card in cards} | {stage.cost_id for side in sides for stage in side.stages}
    rng = random.Random(5)
    several_options = 0
    for _ in range(200):
        cities = []
        for _seat in range(3):
            side = rng.choice(sides)
            built = rng.sample(producers, rng.randrange(9))
            stages = rng.randrange(len(side.stages) + 1)
            cities.append(build_city(rules_set, side.wonder, side.side, stages, built, 9))
        city, left, right = cities
        for need_id in costs:
            general = PAYMENTS.options(need_id, city.prod_id, left.trade_id, right.trade_id, city.price_id)
            assert all_payments(cities, 0, need_id) == general
            assert priced_between(city, left, right, need_id).options == general  # legal moves' path
            several_options += len(general) > 2
    assert several_options > 300


@pytest.mark.parametrize(
    "rules",
    [
        {"players": 7},
        {"players": 5, "edition": 2, "expansions": ["cities"]},
        {"players": 2, "variant": "free-city"},
    ],
    ids=["e1-7p", "e2-cities-5p", "free-city"],
)
def test_payment_tables_hold_the_answers_of_their_situation(rules: dict) -> None:
    """Legal-move generation keeps answers per situation (shared by every game): every answer kept for
    a city's situation equals a fresh one."""
    from wonders_desktop.bots.random_bot import RandomBot
    from wonders_desktop.engine.classic.moves import PRICED
    from wonders_desktop.engine.classic.pricing import payments_between, payments_table
    from wonders_desktop.engine.classic.state import ClassicState

    checked = 0
    for seed in range(4):
        state = ClassicState.new(rules, seed)
        bot = RandomBot(seed)
        while state.to_act():
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
            n = len(state.cities)
            for index, city in enumerate(state.cities):
                left, right = state.cities[(index + 1) % n], state.cities[(index - 1) % n]
                for need_id, index in payments_table(city, left, right).items():
                    assert PRICED[index].options == payments_between(city, left, right, need_id)
                    checked += 1
    assert checked > 3_000
