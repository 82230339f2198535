"""What a cost costs a city: every Pareto-optimal payment ``(left, right)`` to its two neighbours.

``payment_options`` / ``all_payments`` ask it of a city among a list of cities (``check``, the table's
prices), ``payments_table`` / ``priced_between`` of a city between two neighbours (legal moves).

The inner loop of every bot: each legal-move generation asks the price of every card in hand and of
the next wonder stage. Answers depend only on interned numbers, so they are kept in tables shared by
every state and game:

* ``payments_table``: per situation (the city's production and prices, its neighbours' tradeable
  production), the answers already given, by cost: a cost asked again, by any card, is one lookup;
* a cost naming one resource (most of them), or one that the city's fixed production leaves short of
  one resource, is decided by five numbers (units missing, units each neighbour can sell, the two
  prices): its choice cards may all go to that resource;
* a cost with one resource out of reach of the city and both neighbours together is refused at once;
* when no choice card (the city's or a neighbour's) can serve two of the missing resources, each is
  bought on its own: the answer is the Pareto front of the sums of single-resource answers;
* otherwise each way to assign those choice cards makes the resources independent, and the answer is
  the front of all of them, memoized by a canonical problem (resources sorted, supplies capped); the
  general search of ``payment`` runs only past ``MAX_ASSIGNMENTS``.

Cities' trade rebates (Clandestine Docks, Smugglers' Cache...) price every purchase split instead.
Tests check these answers against the general search on real positions and on cities full of
choice cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from wonders_desktop.engine.classic.catalog import PAYMENTS, CardDef
from wonders_desktop.engine.classic.city import NO_REBATES, RAW_COUNT, City
from wonders_desktop.engine.classic.moves import Priced, priced
from wonders_desktop.engine.classic.payment import pareto_front, purchase_splits

Bag = tuple[int, ...]
Payment = tuple[int, int]

FREE: tuple[Payment, ...] = ((0, 0),)
PRICED_FREE = priced(FREE)
PRICED_NONE = priced(())  # no way to pay
MAX_ASSIGNMENTS = 36


# --- what a cost of a city costs, between its neighbours in a list of cities -------------------
def payment_options(cities: Sequence[City], seat: int, coin_cost: int, need_id: int) -> tuple[Payment, ...]:
    """Affordable Pareto-optimal payments ``(left, right)`` for a cost of ``seat``'s city (may be empty)."""
    budget = cities[seat].coins - coin_cost
    if budget < 0:
        return ()
    found = all_payments(cities, seat, need_id)
    if not found or sum(found[-1]) <= budget:
        return found
    return tuple(p for p in found if p[0] + p[1] <= budget)


def all_payments(cities: Sequence[City], seat: int, need_id: int) -> tuple[Payment, ...]:
    """Every Pareto-optimal payment, affordable or not (to tell "resources" from "coins").

    The answers come from the shared tables below (the general search only when choice cards allow
    many ways to pay).
    """
    n = len(cities)
    return payments_between(cities[seat], cities[(seat + 1) % n], cities[(seat - 1) % n], need_id)


def is_chain(city: City, card: CardDef) -> bool:
    """Whether the city builds ``card`` for free by chaining from a card it holds."""
    return not city.names.isdisjoint(card.chain_from)


def payments_table(city: City, left: City, right: City) -> dict[int, int]:
    """The payments already answered for a city between these neighbours: need id -> the answer's
    ``Priced.index`` (the caller fills it with ``priced_between``). Answers depend only on the interned
    productions and prices (and the Cities rebates), so cities in the same situation, in any game, share
    one table: a legal-move generation asks each cost once per situation instead of once per card.

    The tables live as long as the process, and a bot makes thousands: they hold ints
    (``moves.PRICED``), which the garbage collector does not track, so they never slow its collections."""
    rebates = city.rebates
    key: object
    if rebates is NO_REBATES:  # the four ids in one int: a tuple would be one more object for the GC
        key = ((city.prod_id << 32 | left.trade_id) << 32 | right.trade_id) << 32 | city.price_id
    else:
        key = (city.prod_id, left.trade_id, right.trade_id, city.price_id, rebates)
        key += (left.side.resource, right.side.resource)
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) >= TABLES_LIMIT:
            _TABLES.clear()
        found = _TABLES[key] = {}
    return found


TABLES_LIMIT = 20_000
_TABLES: dict[object, dict[int, int]] = {}


def priced_between(city: City, left: City, right: City, need_id: int) -> Priced:
    """``payments_between`` interned as a ``Priced`` (what legal-move generation keeps)."""
    entries = _NAMED.get(need_id)
    if entries is None:
        entries = _NAMED[need_id] = _named(PAYMENTS.needs[need_id])
    if not entries:
        return PRICED_FREE
    if city.rebates is not NO_REBATES:
        return priced(payments_between(city, left, right, need_id))
    return _priced_resources(city, left, right, entries, need_id)


_NAMED: dict[int, tuple[tuple[int, int], ...]] = {}  # need id -> its (resource, count), in resource order


def _priced_resources(
    city: City, left: City, right: City, entries: tuple[tuple[int, int], ...], need_id: int
) -> Priced:
    """``priced_between`` of a cost naming one or more resources. When no choice card can serve two of
    the missing resources (a cost naming one resource, and most others: one shift of the cities'
    ``links``), the answer is the sum of single-resource fronts (``_separable``), so it is memoized by
    their rows packed in one int
    (``_ROWS_PRICED``): a new situation of the city (any neighbour's new card) costs a few integer
    operations and one lookup, not a search. Otherwise ``payments_between``.

    Written with plain loops and no calls, ``payments_between``'s checks inlined: this is the
    table's miss path, about a third of a random game's legal-move time."""
    fixed, own = city.fixed, city.own_max
    left_max, right_max, prices = left.trade_max, right.trade_max, city.prices
    key = support = 0
    for resource, count in entries:
        if count > fixed[resource]:
            missing = count - own[resource]
            sells_left, sells_right = left_max[resource], right_max[resource]
            if missing > sells_left + sells_right:
                return PRICED_NONE  # one resource out of reach (most unbuildable cards)
            support |= 1 << resource
            if missing > 0:
                key = (
                    key << 20
                    | missing << 16
                    | (sells_left if sells_left < missing else missing) << 12
                    | (sells_right if sells_right < missing else missing) << 8
                    | (prices[0] << 4 | prices[1] if resource < RAW_COUNT else prices[2] * 17)
                )
    if (city.own_links | left.trade_links | right.trade_links) >> support & 1:
        return priced(payments_between(city, left, right, need_id))  # a card could serve two
    if not key:
        return PRICED_FREE
    found = _ROWS_PRICED.get(key)
    return found if found is not None else _priced_rows(key)


def _priced_rows(key: int) -> Priced:
    """The answer of resources bought on their own, from their packed rows: per resource, 20 bits of
    four-bit fields (units missing, units the left and the right neighbour sell, capped at that, the
    left and the right price; costs never name 16 units, ``_named``), so a row is never 0."""
    fronts = []
    rows = key
    while rows:
        row = rows & 0xFFFFF
        rows >>= 20
        fronts.append(_single(row >> 16, row >> 12 & 15, row >> 8 & 15, row >> 4 & 15, row & 15))
    found = _ROWS_PRICED[key] = priced(_sum_of(fronts))
    return found


_ROWS_PRICED: dict[int, Priced] = {}  # a few hundred packed rows: never forgotten


def payments_between(city: City, left: City, right: City, need_id: int) -> tuple[Payment, ...]:
    """Every Pareto-optimal payment of a city between its left and right neighbours, affordable or not,
    sorted by total then by the left part (``payment.pareto_payments``' answer)."""
    shape = _SHAPES.get(need_id)
    if shape is None:
        shape = _SHAPES[need_id] = _shape(PAYMENTS.needs[need_id])
    if not shape:
        return FREE
    if shape[0] >= 0:
        if city.rebates is not NO_REBATES:
            return rebated_payments(city, left, right, need_id)
        return _single_resource(city, left, right, shape[0], shape[1])
    entries = shape[1]
    own, left_max, right_max = city.own_max, left.trade_max, right.trade_max
    if city.rebates is not NO_REBATES:
        for resource, count in entries:
            if count > own[resource] + left_max[resource] + right_max[resource]:
                return ()  # one resource out of reach: no purchase split to price
        return rebated_payments(city, left, right, need_id)
    fixed = city.fixed
    short = []
    support = 0
    for resource, count in entries:
        if count > fixed[resource]:
            if count > own[resource] + left_max[resource] + right_max[resource]:
                return ()  # one resource out of reach (most unbuildable cards): no search
            short.append((resource, count))
            support |= 1 << resource
    if not short:
        return FREE
    if len(short) == 1:
        return _single_resource(city, left, right, *short[0])
    for choices in (city.own_choices, left.trade_choices, right.trade_choices):
        for choice in choices:
            useful = choice & support
            if useful & (useful - 1):  # a choice card could serve two missing resources
                return _linked(city, left, right, short, support, need_id)
    return _separable(city, left, right, short)


def _single_resource(city: City, left: City, right: City, resource: int, count: int) -> tuple[Payment, ...]:
    """Payments when only ``count`` units of ``resource`` matter: every unit the city cannot make is
    bought, each neighbour selling at most what it can make of that resource."""
    missing = count - city.own_max[resource]
    if missing <= 0:
        return FREE
    prices = city.prices
    if resource < RAW_COUNT:
        left_price, right_price = prices[0], prices[1]
    else:
        left_price = right_price = prices[2]
    return _single(
        missing,
        min(missing, left.trade_max[resource]),
        min(missing, right.trade_max[resource]),
        left_price,
        right_price,
    )


# A cost's shape (``_shape``): (), (resource, count) or (-1, ((resource, count), ...)); Any: read by index.
_SHAPES: dict[int, tuple[Any, ...]] = {}
_SINGLES: dict[tuple[int, int, int, int, int], tuple[Payment, ...]] = {}


def _shape(need: tuple[int, ...]) -> tuple[Any, ...]:
    """``()`` for no resource, ``(resource, count)`` for one resource, ``(-1, ((resource, count), ...))``
    for several (in resource order)."""
    named = _named(need)
    if not named:
        return ()
    return named[0] if len(named) == 1 else (-1, named)


def _named(need: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The ``(resource, count)`` pairs a cost names, in resource order. Legal moves pack a count in four
    bits (``_priced_rows``): no card or stage of any edition asks 16 units of one resource, and a catalog
    that did is refused here."""
    named = tuple((i, c) for i, c in enumerate(need) if c)
    if any(count > 15 for _, count in named):
        raise ValueError(f"a cost of {need} names 16 units or more of one resource")
    return named


def _single(missing: int, left: int, right: int, left_price: int, right_price: int) -> tuple[Payment, ...]:
    """Buying ``missing`` units of one resource, at most ``left``/``right`` from each side: every split
    is Pareto-optimal (more on one side is less on the other). Never forgotten (a few hundred keys),
    so an answer's id is stable (``_sum_of``)."""
    key = (missing, left, right, left_price, right_price)
    found = _SINGLES.get(key)
    if found is None:
        low, high = max(0, missing - right), left
        splits = [(x * left_price, (missing - x) * right_price) for x in range(low, high + 1)]
        found = _SINGLES[key] = tuple(sorted(splits, key=lambda p: (p[0] + p[1], p[0])))
    return found


# --- costs naming several resources ----------------------------------------------------------------
def _linked(
    city: City, left: City, right: City, short: list[tuple[int, int]], support: int, need_id: int
) -> tuple[Payment, ...]:
    """Payments when some choice cards could serve two or more of the missing resources (``support``):
    each way to assign those cards to one resource makes the resources independent (``_separable``'s
    sum of single-resource fronts); the answer is the Pareto front of all of them, memoized by a
    canonical problem. Many assignments (rare) go to the general search of the payment table.

    Written with plain loops: this runs for every new situation of a city whose choice cards matter."""
    fixed, sells_left, sells_right = city.fixed, left.trade_fixed, right.trade_fixed
    columns: dict[int, list[int]] = {}  # resource -> [units missing, units left sells, right sells]
    for resource, count in short:
        columns[resource] = [count - fixed[resource], sells_left[resource], sells_right[resource]]
    links: list[tuple[int, int]] = []  # (whose: 0 own, 1 left, 2 right; the missing resources it serves)
    assignments = 1
    for whose, choices in ((0, city.own_choices), (1, left.trade_choices), (2, right.trade_choices)):
        for choice in choices:
            useful = choice & support
            if not useful:
                continue
            if useful & (useful - 1):
                links.append((whose, useful))
                assignments *= useful.bit_count()
            else:
                columns[useful.bit_length() - 1][whose] += -1 if whose == 0 else 1
    if assignments > MAX_ASSIGNMENTS:
        return PAYMENTS.options(need_id, city.prod_id, left.trade_id, right.trade_id, city.price_id)
    # Resources no link serves are bought on their own: their fronts are added to the linked part's
    # answer at the end, so the canonical problem below names only the linked resources (fewer and
    # smaller problems to solve, and more of them asked before).
    touched = 0
    for _, useful in links:
        touched |= useful
    prices = city.prices
    apart = []
    rows: list[tuple[int, ...]] = []
    for resource, (units, to_left, to_right) in columns.items():
        paid = (prices[0], prices[1]) if resource < RAW_COUNT else (prices[2], prices[2])
        if not touched >> resource & 1:
            if units > 0:
                apart.append(_single(units, min(units, to_left), min(units, to_right), *paid))
        elif units <= 0:
            rows.append((0, 0, 0, 0, 0, resource))
        else:
            rows.append((units, min(units, to_left), min(units, to_right), *paid, resource))
    found = _linked_part(rows, links)
    return _sum_apart(found, apart) if found and apart else found


def _linked_part(rows: list[tuple[int, ...]], links: list[tuple[int, int]]) -> tuple[Payment, ...]:
    """The answer for the linked resources, memoized by a canonical problem: per resource (in a
    canonical order), the units missing, what each neighbour sells of it (capped at that) and its
    prices (nothing for a covered resource); the links, by the positions of the resources they serve."""
    rows.sort()
    rank = {}
    for position, row in enumerate(rows):
        rank[row[5]] = position
    served = []
    for whose, useful in links:
        positions = []
        for resource, position in rank.items():
            if useful >> resource & 1:
                positions.append(position)
        positions.sort()
        served.append((whose, tuple(positions)))
    served.sort()
    problem = (tuple([row[:5] for row in rows]), tuple(served))
    found = _LINKED.get(problem)
    if found is None:
        if len(_LINKED) > 200_000:
            _LINKED.clear()
        found = _LINKED[problem] = _assigned(*problem)  # type: ignore[arg-type]  # rows: 5 ints each
    return found


def _sum_apart(linked: tuple[Payment, ...], apart: list[tuple[Payment, ...]]) -> tuple[Payment, ...]:
    """The Pareto front of the linked part's payments plus the fronts of the resources bought apart
    (``_single``'s, never forgotten: their ids are theirs; the linked answer is keyed by value)."""
    key = (linked, *sorted(map(id, apart)))
    found = _APART.get(key)
    if found is None:
        if len(_APART) > 200_000:
            _APART.clear()
        points: Sequence[Payment] = linked
        for front in apart:
            points = pareto_front([(a + c, b + d) for a, b in points for c, d in front])
        found = _APART[key] = tuple(points)
    return found


_APART: dict[tuple[object, ...], tuple[Payment, ...]] = {}
_LINKED: dict[tuple[tuple[object, ...], ...], tuple[Payment, ...]] = {}


def _assigned(
    rows: tuple[tuple[int, int, int, int, int], ...], links: tuple[tuple[int, tuple[int, ...]], ...]
) -> tuple[Payment, ...]:
    """``_linked``'s answer for its canonical problem: per missing resource, the units still missing
    after the city's fixed production, the units each neighbour sells and the two prices; and the
    choice cards to assign (0: the city's, 1: the left neighbour's, 2: the right one's; the rows of the
    resources each may serve)."""
    points: list[Payment] = []
    missing, sells_left, sells_right, left_prices, right_prices = zip(*rows, strict=True)
    for assignment in product(*(positions for _, positions in links)):
        served = (list(missing), list(sells_left), list(sells_right))
        for (whose, _), position in zip(links, assignment, strict=True):
            served[whose][position] += -1 if whose == 0 else 1
        fronts = []
        for short, to_left, to_right, left_price, right_price in zip(
            *served, left_prices, right_prices, strict=True
        ):
            if short <= 0:
                continue
            to_left, to_right = min(short, to_left), min(short, to_right)
            if to_left + to_right < short:
                break  # this assignment cannot buy enough of the resource
            fronts.append(_single(short, to_left, to_right, left_price, right_price))
        else:
            points.extend(_sum_of(fronts))
    return tuple(pareto_front(points)) if points else ()


def _separable(city: City, left: City, right: City, short: list[tuple[int, int]]) -> tuple[Payment, ...]:
    """Payments when no choice card (the city's or a neighbour's) can serve two of the missing
    resources: each choice counts as a unit of the one missing resource it may make, so every resource
    is bought on its own (``_single_resource``, inlined) and the answer is the Pareto front of their
    sums."""
    own, left_max, right_max, prices = city.own_max, left.trade_max, right.trade_max, city.prices
    fronts = []
    for resource, count in short:
        missing = count - own[resource]
        if missing > 0:
            buy = (missing, min(missing, left_max[resource]), min(missing, right_max[resource]))
            key = (*buy, prices[0], prices[1]) if resource < RAW_COUNT else (*buy, prices[2], prices[2])
            front = _SINGLES.get(key)
            fronts.append(front if front is not None else _single(*key))
    return _sum_of(fronts)


def _sum_of(fronts: list[tuple[Payment, ...]]) -> tuple[Payment, ...]:
    """The Pareto front of the sums of single-resource fronts (memoized by the fronts' ids: ``_single``
    never forgets them)."""
    if len(fronts) < 2:
        return fronts[0] if fronts else FREE
    key = tuple(sorted(map(id, fronts)))
    found = _SUMS.get(key)
    if found is None:
        points: Sequence[Payment] = fronts[0]
        for front in fronts[1:]:
            points = pareto_front([(a + c, b + d) for a, b in points for c, d in front])
        found = _SUMS[key] = tuple(points)
    return found


_SUMS: dict[tuple[int, ...], tuple[Payment, ...]] = {}


# --- Cities' trade rebates ------------------------------------------------------------------------
_REBATED: dict[tuple[int, ...], tuple[Payment, ...]] = {}


def rebated_payments(city: City, left: City, right: City, need_id: int) -> tuple[Payment, ...]:
    """Pareto payments of a city holding Cities trade rebates (Clandestine Docks / Wharves: one coin off
    the purchases from that side, once per turn; Smugglers' Cache: one coin off each unit of a
    neighbour's board resource). Every purchase split is priced, so rebates apply where they are due."""
    key: tuple[int, ...] = (need_id, city.prod_id, left.trade_id, right.trade_id, city.price_id)
    key += (*city.rebates, left.side.resource, right.side.resource)
    found = _REBATED.get(key)
    if found is None:
        if len(_REBATED) > 100_000:
            _REBATED.clear()
        prices: tuple[Bag, Bag] = PAYMENTS.prices[city.price_id]
        trade_left, trade_right, start_left, start_right = city.rebates
        points = []
        for bought_left, bought_right in purchase_splits(
            PAYMENTS.needs[need_id],
            PAYMENTS.productions[city.prod_id],
            PAYMENTS.productions[left.trade_id],
            PAYMENTS.productions[right.trade_id],
        ):
            points.append(
                (
                    _side_cost(bought_left, prices[0], trade_left, start_left, left.side.resource),
                    _side_cost(bought_right, prices[1], trade_right, start_right, right.side.resource),
                )
            )
        found = _REBATED[key] = tuple(pareto_front(points)) if points else ()
    return found


def _side_cost(bought: Bag, prices: Bag, rebate: int, start_rebate: int, board: int) -> int:
    """Coins paid to one neighbour for ``bought``, after a Smugglers' Cache rebate on the unit of its
    board resource and a Clandestine Dock rebate on the whole purchase (never below 0)."""
    units = [count * price for count, price in zip(bought, prices, strict=True)]
    if start_rebate and bought[board]:
        units[board] -= min(start_rebate, prices[board])
    total = sum(units)
    return max(0, total - rebate) if any(bought) else 0


# --- what a payment buys ------------------------------------------------------------------------
def purchase_of(
    city: City, left: City, right: City, need_id: int, payment: Payment
) -> tuple[Bag, Bag] | None:
    """The units ``payment`` buys from each neighbour, as ``(bought on the left, bought on the right)``
    bags: the purchase split priced exactly ``payment`` (the city's own production used first, rebates
    applied) with the fewest units, ties to the most bought on the left; None when no split costs that.
    A payment is two amounts; the table shows what they buy, so the player sees whom they pay for what."""
    prices: tuple[Bag, Bag] = PAYMENTS.prices[city.price_id]
    trade_left, trade_right, start_left, start_right = city.rebates
    found: list[tuple[int, tuple[int, ...], Bag, Bag]] = []
    for bought_left, bought_right in purchase_splits(
        PAYMENTS.needs[need_id],
        PAYMENTS.productions[city.prod_id],
        PAYMENTS.productions[left.trade_id],
        PAYMENTS.productions[right.trade_id],
    ):
        cost = (
            _side_cost(bought_left, prices[0], trade_left, start_left, left.side.resource),
            _side_cost(bought_right, prices[1], trade_right, start_right, right.side.resource),
        )
        if cost == tuple(payment):
            units = sum(bought_left) + sum(bought_right)
            found.append((units, tuple(-count for count in bought_left), bought_left, bought_right))
    if not found:
        return None
    best = min(found)
    return best[2], best[3]
