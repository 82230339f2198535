"""Every Pareto-optimal way to pay for a cost by buying from two neighbours.

A city pays for a resource cost with its own production first (free), then buys what is missing
from its left and right neighbours at a price per unit that depends on the side and the resource.
The answer is every ``(left_coins, right_coins)`` such that no other purchase pays less or the same
to both and less to one (docs/cli.md, ``options``). This is the inner loop of every bot, so answers
are memoized by small integer ids (``PaymentTable``); productions and costs are interned once.

Productions are ``Production(fixed, choices)``: ``fixed`` a bag (one count per resource index),
``choices`` bitmasks of "one unit of any one of these" sources (Timber Yard, Caravansery...).
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterable
from itertools import product
from typing import Generic, NamedTuple, TypeVar

Bag = tuple[int, ...]
Payment = tuple[int, int]
Prices = tuple[Bag, Bag]  # (left, right): the price of one unit of each resource on each side
V = TypeVar("V", bound=Hashable)


class Production(NamedTuple):
    """What a city produces each turn: fixed units plus choice sources (bitmasks). A named tuple: it is
    hashed and compared in C, and the payment table interns many of them."""

    fixed: Bag
    choices: tuple[int, ...] = ()

    @classmethod
    def of(cls, fixed: Bag, choices: Iterable[int]) -> Production:
        return cls(tuple(fixed), tuple(sorted(choices)))


def _minimal(bags: set[Bag]) -> list[Bag]:
    """The bags not dominated (component-wise >=, different) by another: larger residuals never help."""
    ordered = sorted(bags, key=sum)
    kept: list[Bag] = []
    for candidate in ordered:
        if not any(all(k <= c for k, c in zip(keep, candidate, strict=True)) for keep in kept):
            kept.append(candidate)
    return kept


def _maximal(bags: set[Bag]) -> list[Bag]:
    """The bags not dominated by a larger one: smaller supplies never help."""
    ordered = sorted(bags, key=sum, reverse=True)
    kept: list[Bag] = []
    for candidate in ordered:
        if not any(all(c <= k for k, c in zip(keep, candidate, strict=True)) for keep in kept):
            kept.append(candidate)
    return kept


def own_residuals(need: Bag, own: Production) -> list[Bag]:
    """What may still be missing after the city's own production, one bag per useful use of its choices.

    Only the minimal residuals are returned: leaving a choice unused when it could cover something is
    never better.
    """
    rest = [max(0, n - f) for n, f in zip(need, own.fixed, strict=True)]
    if not any(rest):
        return [tuple(rest)]
    support = 0
    for i, missing in enumerate(rest):
        if missing:
            support |= 1 << i
    useful = [m for m in own.choices if m & support]
    if not useful:
        return [tuple(rest)]
    found: set[Bag] = set()
    seen: set[tuple[int, Bag]] = set()

    def walk(k: int) -> None:
        key = (k, tuple(rest))
        if key in seen:
            return
        seen.add(key)
        if k == len(useful) or not any(rest):
            found.add(key[1])
            return
        choice, used = useful[k], False
        for i, missing in enumerate(rest):
            if missing and choice >> i & 1:
                used = True
                rest[i] -= 1
                walk(k + 1)
                rest[i] += 1
        if not used:
            walk(k + 1)

    walk(0)
    return _minimal(found)


def capacities(seller: Production, cap: Bag) -> list[Bag]:
    """The maximal bags ``seller`` can supply at once (one resource per choice), capped by ``cap``."""
    base = tuple(min(f, c) for f, c in zip(seller.fixed, cap, strict=True))
    if not seller.choices:
        return [base]
    found: set[Bag] = {base}
    for choice in seller.choices:
        grown: set[Bag] = set()
        for supply in found:
            grown.add(supply)
            for i, room in enumerate(cap):
                if choice >> i & 1 and supply[i] < room:
                    grown.add((*supply[:i], supply[i] + 1, *supply[i + 1 :]))
        found = set(_maximal(grown))
    return _maximal(found)


def payment_order(payment: Payment) -> tuple[int, int]:
    """The engine's order of payments, cheapest first: by total, then by the left part (docs/cli.md).
    One key for every list of payments, so whatever shows "the cheapest" shows the same one."""
    return payment[0] + payment[1], payment[0]


def pareto_front(points: Iterable[Payment]) -> list[Payment]:
    """The Pareto-optimal payments, sorted by ``payment_order`` (docs/cli.md order)."""
    front: list[Payment] = []
    best_right = None
    for left, right in sorted(set(points)):
        if best_right is None or right < best_right:
            front.append((left, right))
            best_right = right
    return sorted(front, key=payment_order)


def _purchases(residual: Bag, left_caps: list[Bag], right_caps: list[Bag]) -> set[Bag]:
    """Every split (what to buy on the left) of ``residual`` that both neighbours can supply."""
    splits: set[Bag] = set()
    for left_cap in left_caps:
        for right_cap in right_caps:
            low = [max(0, r - c) for r, c in zip(residual, right_cap, strict=True)]
            high = [min(r, c) for r, c in zip(residual, left_cap, strict=True)]
            if any(lo > hi for lo, hi in zip(low, high, strict=True)):
                continue
            splits.update(product(*(range(lo, hi + 1) for lo, hi in zip(low, high, strict=True))))
    return splits


def pareto_payments(
    need: Bag,
    own: Production,
    left: Production,
    right: Production,
    left_prices: Bag,
    right_prices: Bag,
) -> list[Payment]:
    """Every Pareto-optimal ``(left, right)`` coin payment for ``need`` ([] if it cannot be bought).

    ``left``/``right`` are the neighbours' *tradeable* productions; prices are per unit and resource.
    For each way the neighbours can supply the residual at once, the split of each resource between
    them is a range; costs add up resource by resource, and dominated partial sums are dropped as they
    go (a dominated partial payment can never become optimal), so no split is enumerated in full.
    """
    points: set[Payment] = set()
    for residual in own_residuals(need, own):
        if not any(residual):
            return [(0, 0)]
        wanted = [i for i, units in enumerate(residual) if units]
        right_caps = capacities(right, residual)
        for left_cap in capacities(left, residual):
            for right_cap in right_caps:
                points.update(_box_front(residual, wanted, left_cap, right_cap, left_prices, right_prices))
    return pareto_front(points)


def _box_front(
    residual: Bag, wanted: list[int], left_cap: Bag, right_cap: Bag, left_prices: Bag, right_prices: Bag
) -> list[Payment]:
    """The Pareto payments of one pair of neighbour supplies (empty if they cannot cover the residual)."""
    front: list[Payment] = [(0, 0)]
    for i in wanted:
        units = residual[i]
        low, high = max(0, units - right_cap[i]), min(units, left_cap[i])
        if low > high:
            return []
        to_left, to_right = left_prices[i], right_prices[i]
        steps = [(k * to_left, (units - k) * to_right) for k in range(low, high + 1)]
        if len(steps) == 1:
            a, b = steps[0]
            front = [(x + a, y + b) for x, y in front]
        else:
            front = _prune([(x + a, y + b) for x, y in front for a, b in steps])
    return front


def _prune(points: list[Payment]) -> list[Payment]:
    """The non-dominated points, by increasing left payment."""
    kept: list[Payment] = []
    best_right = None
    for left, right in sorted(points):
        if best_right is None or right < best_right:
            kept.append((left, right))
            best_right = right
    return kept


def purchase_splits(need: Bag, own: Production, left: Production, right: Production) -> list[tuple[Bag, Bag]]:
    """Every ``(bought on the left, bought on the right)`` pair of bags covering what ``own`` leaves of
    ``need`` (own production used first), for callers whose prices depend on what is bought where."""
    splits: list[tuple[Bag, Bag]] = []
    for residual in own_residuals(need, own):
        if not any(residual):
            return [(residual, residual)]
        for bought in _purchases(residual, capacities(left, residual), capacities(right, residual)):
            splits.append((bought, tuple(r - b for r, b in zip(residual, bought, strict=True))))
    return splits


class Interner(Generic[V]):
    """Gives equal values the same small int, so memo keys are tuples of ints (cheap to hash).

    Shared by every game of the process, and bots search on threads beside the window's own legal
    moves: a new value takes the lock, so two threads never give one number to two values, and its
    number is published only once the value can be read."""

    __slots__ = ("_lock", "ids", "values")

    def __init__(self) -> None:
        self.ids: dict[V, int] = {}
        self.values: list[V] = []
        self._lock = threading.Lock()

    def id(self, value: V) -> int:
        found = self.ids.get(value)
        if found is None:
            with self._lock:
                found = self.ids.get(value)
                if found is None:
                    found = len(self.values)
                    self.values.append(value)
                    self.ids[value] = found
        return found

    def __getitem__(self, index: int) -> V:
        return self.values[index]


class PaymentTable:
    """Memoized ``pareto_payments`` over interned needs, productions and price lists.

    Answers are pure functions of their ids, so one table serves every state, clone and game. A miss
    is reduced to the canonical question (own fixed production subtracted, only the resources still
    needed, counts capped at the need), through small memos keyed by pairs of ids; many positions
    share a canonical question, so the search itself runs rarely.
    """

    __slots__ = (
        "_memo",
        "_prices",
        "_projected",
        "_questions",
        "_residual",
        "limit",
        "needs",
        "prices",
        "productions",
    )

    def __init__(self, limit: int = 500_000) -> None:
        self.needs: Interner[Bag] = Interner()
        self.productions: Interner[Production] = Interner()
        self.prices: Interner[Prices] = Interner()
        self._memo: dict[tuple[int, int, int, int, int], tuple[Payment, ...]] = {}
        self._residual: dict[tuple[int, int], tuple[int, int]] = {}
        self._projected: dict[tuple[int, int], int] = {}
        self._prices: dict[tuple[int, int], int] = {}
        self._questions: dict[tuple[int, int, int, int, int], tuple[Payment, ...]] = {}
        self.limit = limit

    def options(self, need: int, own: int, left: int, right: int, prices: int) -> tuple[Payment, ...]:
        """Pareto payments for interned ``need`` with ``own``/``left``/``right`` productions and ``prices``.

        ``prices`` interns a ``(left_prices, right_prices)`` pair of bags.
        """
        key = (need, own, left, right, prices)
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) >= self.limit:
                self._clear()
            found = self._memo[key] = self._answer(need, own, left, right, prices)
        return found

    def _clear(self) -> None:
        for memo in (self._memo, self._residual, self._projected, self._prices, self._questions):
            memo.clear()

    def _answer(self, need: int, own: int, left: int, right: int, prices: int) -> tuple[Payment, ...]:
        residual = self._residual.get((need, own))
        if residual is None:
            residual = self._rest(need, own)
        rest, own_part = residual
        if rest < 0:
            return FREE
        projected = self._projected
        left_part = projected.get((rest, left))
        if left_part is None:
            left_part = self._project(rest, left)
        right_part = projected.get((rest, right))
        if right_part is None:
            right_part = self._project(rest, right)
        price_part = self._prices.get((rest, prices))
        if price_part is None:
            price_part = self._price(rest, prices)
        question = (rest, own_part, left_part, right_part, price_part)
        found = self._questions.get(question)
        if found is None:
            left_prices, right_prices = self.prices[price_part]
            found = self._questions[question] = tuple(
                pareto_payments(
                    self.needs[rest],
                    self.productions[own_part],
                    self.productions[left_part],
                    self.productions[right_part],
                    left_prices,
                    right_prices,
                )
            )
        return found

    def _rest(self, need: int, own: int) -> tuple[int, int]:
        """``(need after own fixed production, own choices that help)``; ``(-1, -1)``: nothing left."""
        key = (need, own)
        found = self._residual.get(key)
        if found is None:
            production = self.productions[own]
            bag_ = self.needs[need]
            rest = tuple(max(0, n - f) for n, f in zip(bag_, production.fixed, strict=True))
            if not any(rest):
                found = (-1, -1)
            else:
                part = _project(Production((0,) * len(rest), production.choices), rest)
                found = (self.needs.id(rest), self.productions.id(part))
            self._residual[key] = found
        return found

    def _project(self, need: int, production: int) -> int:
        key = (need, production)
        found = self._projected.get(key)
        if found is None:
            part = _project(self.productions[production], self.needs[need])
            found = self._projected[key] = self.productions.id(part)
        return found

    def _price(self, need: int, prices: int) -> int:
        key = (need, prices)
        found = self._prices.get(key)
        if found is None:
            bag_ = self.needs[need]
            left, right = (
                tuple(p if n else 0 for p, n in zip(side, bag_, strict=True)) for side in self.prices[prices]
            )
            found = self._prices[key] = self.prices.id((left, right))
        return found


FREE: tuple[Payment, ...] = ((0, 0),)


def _project(production: Production, need: Bag) -> Production:
    """The part of a production that matters for ``need``: counts capped at the need, choices masked
    to the needed resources (a choice left with one resource counts as fixed)."""
    support = 0
    for i, n in enumerate(need):
        if n:
            support |= 1 << i
    fixed = [min(f, n) for f, n in zip(production.fixed, need, strict=True)]
    choices = []
    for choice in production.choices:
        useful = choice & support
        if not useful:
            continue
        if useful & (useful - 1):
            choices.append(useful)
        else:
            i = useful.bit_length() - 1
            fixed[i] = min(fixed[i] + 1, need[i])
    return Production(tuple(fixed), tuple(sorted(choices)))
