"""What a move costs and what it does: payment options, and the resolution of a turn's actions.

A turn resolves in three steps so that the rulebook's timing holds: (1) every city pays (bank and
neighbours) from the coins it held at the start of the turn; (2) every card, stage and sale is placed;
(3) income is paid (sales, coin cards, stage coins, trade receipts), so Vineyard and Bazar count the
neighbours' cards built in the same turn and no coin earned this turn was spendable this turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wonders_desktop.engine.classic.catalog import PAYMENTS, CardDef, Catalog, CitiesEffect, Effect
from wonders_desktop.engine.classic.city import NO_REBATES, RAW_COUNT, City
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.scoring import count_items, neighbours
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.payment import pareto_front, purchase_splits

Bag = tuple[int, ...]

SELL_COINS = 3
Payment = tuple[int, int]


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

    Costs naming one resource (most of them) are answered by arithmetic on per-resource maxima;
    the others go to the shared payment table, unless one resource alone is out of reach (most of the
    unbuildable cards: a cheap necessary condition before the search).
    """
    n = len(cities)
    return payments_between(cities[seat], cities[(seat + 1) % n], cities[(seat - 1) % n], need_id)


def payments_between(city: City, left: City, right: City, need_id: int) -> tuple[Payment, ...]:
    """``all_payments`` for a city and its left and right neighbours (legal moves look them up once).

    When the city's fixed production leaves at most one resource of a cost uncovered (common), the
    answer is the single-resource arithmetic: its choice cards may all go to that resource.
    """
    shape = _SHAPES.get(need_id)
    if shape is None:
        shape = _SHAPES[need_id] = _shape(PAYMENTS.needs[need_id])  # type: ignore[arg-type]
    if not shape:
        return FREE
    if shape[0] >= 0:
        if city.rebates is not NO_REBATES:
            return rebated_payments(city, left, right, need_id)
        return _single_resource(city, left, right, shape[0], shape[1])
    own, left_max, right_max = city.own_max, left.trade_max, right.trade_max
    for resource, count in shape[1:]:  # type: ignore[misc]
        if count > own[resource] + left_max[resource] + right_max[resource]:
            return ()  # several resources, one of them out of reach
    if city.rebates is not NO_REBATES:
        return rebated_payments(city, left, right, need_id)
    fixed, short = city.fixed, None
    for resource, count in shape[1:]:  # type: ignore[misc]
        if count > fixed[resource]:
            if short is not None:
                return PAYMENTS.options(need_id, city.prod_id, left.trade_id, right.trade_id, city.price_id)
            short = (resource, count)
    if short is None:
        return FREE
    return _single_resource(city, left, right, *short)


def _single_resource(city: City, left: City, right: City, resource: int, count: int) -> tuple[Payment, ...]:
    """Payments when only ``count`` units of ``resource`` matter: every unit the city cannot make is
    bought, each neighbour selling at most what it can make of that resource."""
    missing = count - city.own_max[resource]
    if missing <= 0:
        return FREE
    side = 0 if resource < RAW_COUNT else 2
    return _single(
        missing,
        min(missing, left.trade_max[resource]),
        min(missing, right.trade_max[resource]),
        city.prices[side],
        city.prices[side + 1 if side == 0 else 2],
    )


FREE: tuple[Payment, ...] = ((0, 0),)
_SHAPES: dict[int, tuple] = {}  # type: ignore[type-arg]
_SINGLES: dict[tuple[int, int, int, int, int], tuple[Payment, ...]] = {}


def _shape(need: tuple[int, ...]) -> tuple:  # type: ignore[type-arg]
    """``()`` for no resource, ``(resource, count)`` for one resource, ``(-1, (resource, count), ...)``
    for several."""
    named = [(i, c) for i, c in enumerate(need) if c]
    if not named:
        return ()
    return named[0] if len(named) == 1 else (-1, *named)


def _single(missing: int, left: int, right: int, left_price: int, right_price: int) -> tuple[Payment, ...]:
    """Buying ``missing`` units of one resource, at most ``left``/``right`` from each side: every split
    is Pareto-optimal (more on one side is less on the other)."""
    key = (missing, left, right, left_price, right_price)
    found = _SINGLES.get(key)
    if found is None:
        low, high = max(0, missing - right), left
        splits = [(x * left_price, (missing - x) * right_price) for x in range(low, high + 1)]
        found = _SINGLES[key] = tuple(sorted(splits, key=lambda p: (p[0] + p[1], p[0])))
    return found


_REBATED: dict[tuple[int, ...], tuple[Payment, ...]] = {}


def rebated_payments(city: City, left: City, right: City, need_id: int) -> tuple[Payment, ...]:
    """Pareto payments of a city holding Cities trade rebates (Clandestine Docks / Wharves: one coin off
    the purchases from that side, once per turn; Smugglers' Cache: one coin off each unit of a
    neighbour's board resource). Every purchase split is priced, so rebates apply where they are due."""
    key = (need_id, city.prod_id, left.trade_id, right.trade_id, city.price_id, *city.rebates)
    key += (left.side.resource, right.side.resource)
    found = _REBATED.get(key)
    if found is None:
        if len(_REBATED) > 100_000:
            _REBATED.clear()
        prices: tuple[Bag, Bag] = PAYMENTS.prices[city.price_id]  # type: ignore[assignment]
        trade_left, trade_right, start_left, start_right = city.rebates
        points = []
        for bought_left, bought_right in purchase_splits(
            PAYMENTS.needs[need_id],  # type: ignore[arg-type]
            PAYMENTS.productions[city.prod_id],  # type: ignore[arg-type]
            PAYMENTS.productions[left.trade_id],  # type: ignore[arg-type]
            PAYMENTS.productions[right.trade_id],  # type: ignore[arg-type]
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


def is_chain(city: City, card: CardDef) -> bool:
    return not city.names.isdisjoint(card.chain_from)


@dataclass(slots=True)
class Action:
    """A move of a city being resolved: the city, the move and the card's index."""

    city: int
    move: ClassicMove
    card: int


def _coins_per(effect: Effect, cities: Sequence[City], seat: int) -> int:
    gained = effect.coins
    if effect.coins_per is not None:
        gained += effect.coins_per.amount * count_items(effect.coins_per, cities, seat)
    return gained


class Resolver:
    """Resolves simultaneous actions; ``bank_in``/``bank_out``: coins paid to / taken from the bank.

    ``losses``: the coins each city must lose (Cities), to be paid or taken as debt by its owner's
    decision once the turn is over; ``discard_builders``: the cities that build from the discard pile.
    """

    def __init__(self, cities: list[City], rules: Catalog, age: int, discard: list[int]) -> None:
        self.cities = cities
        self.rules = rules
        self.age = age
        self.discard = discard
        self.bank_in = 0
        self.bank_out = 0
        self.discard_builders: list[int] = []
        self.losses: dict[int, int] = {}
        self.events: list[Event] = []

    def resolve(self, actions: Sequence[Action]) -> list[Event]:
        n = len(self.cities)
        income = [0] * n
        bank_income = [0] * n
        for action in actions:
            self._pay(action, income)
        placed: list[tuple[int, Effect]] = []
        for action in actions:
            effect = self._place(action, bank_income)
            if effect is not None:
                placed.append((action.city, effect))
        extras = [(seat, effect.cities) for seat, effect in placed if effect.cities is not None]
        for seat, extra in extras:
            self._placed_cities(seat, extra, bank_income)
        for seat, effect in placed:
            if effect.coins or effect.coins_per is not None:
                bank_income[seat] += _coins_per(effect, self.cities, seat)
        for seat in range(n):
            gained = income[seat] + bank_income[seat]
            if gained:
                self.cities[seat].coins += gained
                self.bank_out += bank_income[seat]
                self.events.append(Event("coins_gained", seat, {"city": seat, "amount": gained}))
        for seat, extra in extras:
            if extra.discard_defeats:
                self._discard_defeats(seat)
            if extra.loses_coins:
                self._others_lose(seat, extra)
        return self.events

    def _placed_cities(self, seat: int, extra: CitiesEffect, bank_income: list[int]) -> None:
        """The one-shot Cities effects of a card or stage built this turn (coins count as income)."""
        city, n = self.cities[seat], len(self.cities)
        left, right = neighbours(n, seat)
        if extra.diplomacy:
            city.diplomacy += extra.diplomacy
            self.events.append(Event("diplomacy_taken", seat, {"city": seat, "count": extra.diplomacy}))
        if extra.victory_token:
            city.tokens.append(extra.victory_token)
            data = {"city": seat, "token": extra.victory_token}
            self.events.append(Event("victory_token_taken", seat, data))
        for other in dict.fromkeys((left, right)):
            if extra.neighbors_gain:
                bank_income[other] += extra.neighbors_gain
            if extra.neighbors_debt:
                self.cities[other].debt += extra.neighbors_debt
                data = {"city": other, "amount": extra.neighbors_debt, "forced": True}
                self.events.append(Event("debt_taken", other, data))
        if extra.others_gain:
            for other in range(n):
                if other != seat:
                    bank_income[other] += extra.others_gain

    def _discard_defeats(self, seat: int) -> None:
        city = self.cities[seat]
        count = sum(1 for token in city.tokens if token < 0)
        if count:
            city.tokens = [token for token in city.tokens if token >= 0]
            self.events.append(Event("defeat_tokens_discarded", seat, {"city": seat, "count": count}))

    def _others_lose(self, seat: int, extra: CitiesEffect) -> None:
        """Every other city (a teammate too) must lose coins: each owner decides coins or debt later."""
        for other, city in enumerate(self.cities):
            if other == seat:
                continue
            amount = extra.others_lose
            per = extra.others_lose_per
            if per is not None:
                owned = city.stages if per.count == "wonder_stages" else sum(1 for t in city.tokens if t > 0)
                amount += per.amount * owned
            if amount:
                self.losses[other] = self.losses.get(other, 0) + amount

    def _pay(self, action: Action, income: list[int]) -> None:
        move, city = action.move, self.cities[action.city]
        if move.action == "free":
            if "free_build_once_per_age" in city.specials:
                city.free_used_age = self.age
            return
        if move.action not in ("build", "stage"):
            return
        card = self.rules.cards[action.card]
        if move.action == "build":
            bank = card.coin_cost if city.names.isdisjoint(card.chain_from) else 0
        else:
            bank = city.side.stages[city.stages].coin_cost
        city.coins -= bank + move.left + move.right
        self.bank_in += bank
        n = len(self.cities)
        left, right = neighbours(n, action.city)
        income[left] += move.left
        income[right] += move.right
        for to, amount in ((left, move.left), (right, move.right)):
            if amount:
                data = {"city": action.city, "to": to, "amount": amount}
                self.events.append(Event("trade_payment", action.city, data))

    def _place(self, action: Action, bank_income: list[int]) -> Effect | None:
        move, seat, city = action.move, action.city, self.cities[action.city]
        card = self.rules.cards[action.card]
        if move.action == "sell":
            self.discard.append(action.card)
            bank_income[seat] += SELL_COINS
            self.events.append(Event("card_sold", seat, {"city": seat, "card": card.id}))
            return None
        if move.action == "stage":
            stage = city.stages
            effect = city.add_stage(action.card)
            if effect.special == "build_from_discard":
                self.discard_builders.append(seat)
            self.events.append(Event("wonder_stage_built", seat, {"city": seat, "stage": stage + 1}))
            return effect
        how = "free" if move.action == "free" else "discard" if move.action == "discard" else "paid"
        if how == "paid" and not city.names.isdisjoint(card.chain_from):
            how = "chain"
        city.add_card(card)
        data = {"city": seat, "card": card.id, "how": how, "left": move.left, "right": move.right}
        self.events.append(Event("card_built", seat, data))
        if card.effect.special == "build_from_discard":  # Cities 2e Forging Agency
            self.discard_builders.append(seat)
        return card.effect
