"""What a turn's moves do: the resolution of a turn's actions (payments are priced by ``pricing``).

A turn resolves in three steps so that the rulebook's timing holds: (1) every city pays (bank and
neighbours) from the coins it held at the start of the turn; (2) every card, stage and sale is placed;
(3) income is paid (sales, coin cards, stage coins, trade receipts), so Vineyard and Bazar count the
neighbours' cards built in the same turn and no coin earned this turn was spendable this turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from wonders_desktop.engine.classic.catalog import CardDef, Catalog, CitiesEffect, Effect
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.pricing import is_chain
from wonders_desktop.engine.classic.scoring import count_items, neighbours
from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.core.events import Event

SELL_COINS = 3


Action = tuple[int, ClassicMove, int]
"""A move of a city being resolved: ``(city, move, card index)`` (a plain tuple: seven per turn)."""


def bank_charge(city: City, action: str, card: CardDef) -> int:
    """Coins a paid build or stage owes the bank: the card's coin cost unless it chains, the next
    stage's as ``City.next_stage_cost`` says. The same answers ``check`` gives (``queries.card_cost``,
    ``stage_cost``), from the same functions."""
    if action == "build":
        return 0 if is_chain(city, card) else card.coin_cost
    cost = city.next_stage_cost()
    if cost is None:
        raise InvariantError("a stage move on a complete wonder")
    return cost[0]


def _coins_per(effect: Effect, cities: Sequence[City], seat: int) -> int:
    gained = effect.coins
    if effect.coins_per is not None:
        gained += effect.coins_per.amount * count_items(effect.coins_per, cities, seat)
    return gained


Resolved = tuple[int, int, list[int], dict[int, int]]
"""What a turn's resolution leaves for the flow of the game (``rules``): ``(bank_in, bank_out,
discard_builders, losses)``: coins paid to / taken from the bank, the cities that build from the discard
pile, and the coins each city must lose (Cities), to be paid or taken as debt by its owner's decision
once the turn is over."""


def resolve_actions(
    cities: list[City],
    rules: Catalog,
    age: int,
    discard: list[int],
    actions: Sequence[Action],
    events: list[Event] | None,
    paid: list[int] | None = None,
) -> Resolved:
    """Resolve simultaneous actions in the three steps above.

    A plain function (it runs every turn of every search): ``events`` receives the events, or is None
    for a silenced state (``ClassicState.silence``), which builds none; ``paid``, when given, receives
    each city's coins once the payments are made, before the turn's income (Babylon's 7th card, 1st ed.).
    """
    gained = [0] * len(cities)  # this turn's income per city: trade receipts, then the bank's
    bank_in = _pay_all(cities, rules.cards, age, actions, gained, events)
    traded = sum(gained)
    if paid is not None:
        paid.extend([city.coins for city in cities])
    builders: list[int] = []
    placed = _place_all(cities, rules.cards, discard, actions, gained, builders, events)
    if placed:
        _placed_income(cities, placed, gained, events)
    bank_out = sum(gained) - traded
    losses: dict[int, int] = {}
    for seat, amount in enumerate(gained):
        if amount:
            cities[seat].coins += amount
            if events is not None:
                events.append(Event("coins_gained", seat, {"city": seat, "amount": amount}))
    for seat, effect in placed:
        extra = effect.cities
        if extra is not None:
            if extra.discard_defeats:
                _discard_defeats(cities[seat], seat, events)
            if extra.loses_coins:
                _others_lose(cities, seat, extra, losses)
    return bank_in, bank_out, builders, losses


def _pay_all(
    cities: list[City],
    cards: Sequence[CardDef],
    age: int,
    actions: Sequence[Action],
    income: list[int],
    events: list[Event] | None,
) -> int:
    """Step 1: every city pays from the coins it held at the start of the turn; returns the bank's
    takings (``income`` receives the neighbours' trade receipts)."""
    n = len(cities)
    bank_in = 0
    for seat, move, card_index in actions:
        kind, city = move.action, cities[seat]
        if kind == "build":  # ``bank_charge`` inline (a build per city and turn): coins unless it chains
            card = cards[card_index]
            bank = card.coin_cost
            if bank and not city.names.isdisjoint(card.chain_from):
                bank = 0
        elif kind == "stage":
            bank = bank_charge(city, kind, cards[card_index])
        else:
            if kind == "free" and "free_build_once_per_age" in city.specials:
                city.free_used_age = age
            continue
        to_left, to_right = move.left, move.right
        city.coins -= bank + to_left + to_right
        bank_in += bank
        if to_left or to_right:
            left, right = (seat + 1) % n, (seat - 1) % n
            income[left] += to_left
            income[right] += to_right
            if events is not None:
                if to_left:
                    data = {"city": seat, "to": left, "amount": to_left}
                    events.append(Event("trade_payment", seat, data))
                if to_right:
                    data = {"city": seat, "to": right, "amount": to_right}
                    events.append(Event("trade_payment", seat, data))
    return bank_in


def _place_all(
    cities: list[City],
    cards: Sequence[CardDef],
    discard: list[int],
    actions: Sequence[Action],
    income: list[int],
    builders: list[int],
    events: list[Event] | None,
) -> list[tuple[int, Effect]]:
    """Step 2: every card, stage and sale is placed (a sale's coins are income); returns the placed
    effects whose coins or one-shot Cities effects are still due (most effects have none)."""
    placed: list[tuple[int, Effect]] = []
    for seat, move, card_index in actions:
        city, kind = cities[seat], move.action
        if kind == "sell":
            discard.append(card_index)
            income[seat] += SELL_COINS
            if events is not None:
                events.append(Event("card_sold", seat, {"city": seat, "card": cards[card_index].id}))
            continue
        if kind == "stage":
            stage = city.stages
            effect = city.add_stage(card_index)
            if events is not None:
                events.append(Event("wonder_stage_built", seat, {"city": seat, "stage": stage + 1}))
        else:
            card = cards[card_index]
            if events is not None:
                # "free" (Olympia) or "discard" (Halikarnassos) say how; a build is paid, or chained
                how = kind
                if kind == "build":
                    how = "paid" if city.names.isdisjoint(card.chain_from) else "chain"
                data = {"city": seat, "card": card.id, "how": how, "left": move.left, "right": move.right}
                events.append(Event("card_built", seat, data))
            city.add_card(card)
            effect = card.effect
        if effect.special == "build_from_discard":  # a stage (Halikarnassos), Cities 2e Forging Agency
            builders.append(seat)
        if effect.coins or effect.coins_per is not None or effect.cities is not None:
            placed.append((seat, effect))
    return placed


def _placed_income(
    cities: list[City], placed: list[tuple[int, Effect]], income: list[int], events: list[Event] | None
) -> None:
    """Step 3's bank income: the one-shot Cities effects first, then coin cards and stages (which count
    the cards built this turn)."""
    for seat, effect in placed:
        if effect.cities is not None:
            _placed_cities(cities, seat, effect.cities, income, events)
    for seat, effect in placed:
        if effect.coins or effect.coins_per is not None:
            income[seat] += _coins_per(effect, cities, seat)


def _placed_cities(
    cities: list[City], seat: int, extra: CitiesEffect, income: list[int], events: list[Event] | None
) -> None:
    """The one-shot Cities effects of a card or stage built this turn (coins count as income)."""
    city, n = cities[seat], len(cities)
    left, right = neighbours(n, seat)
    if extra.diplomacy:
        city.diplomacy += extra.diplomacy
        if events is not None:
            events.append(Event("diplomacy_taken", seat, {"city": seat, "count": extra.diplomacy}))
    if extra.victory_token:
        city.tokens.append(extra.victory_token)
        if events is not None:
            events.append(Event("victory_token_taken", seat, {"city": seat, "token": extra.victory_token}))
    for other in dict.fromkeys((left, right)):
        if extra.neighbors_gain:
            income[other] += extra.neighbors_gain
        if extra.neighbors_debt:
            cities[other].debt += extra.neighbors_debt
            if events is not None:
                data = {"city": other, "amount": extra.neighbors_debt, "forced": True}
                events.append(Event("debt_taken", other, data))
    if extra.others_gain:
        for other in range(n):
            if other != seat:
                income[other] += extra.others_gain


def _discard_defeats(city: City, seat: int, events: list[Event] | None) -> None:
    count = sum(1 for token in city.tokens if token < 0)
    if count:
        city.tokens = [token for token in city.tokens if token >= 0]
        if events is not None:
            events.append(Event("defeat_tokens_discarded", seat, {"city": seat, "count": count}))


def _others_lose(cities: list[City], seat: int, extra: CitiesEffect, losses: dict[int, int]) -> None:
    """Every other city (a teammate too) must lose coins: each owner decides coins or debt later."""
    for other, city in enumerate(cities):
        if other == seat:
            continue
        amount = extra.others_lose
        per = extra.others_lose_per
        if per is not None:
            owned = city.stages if per.count == "wonder_stages" else sum(1 for t in city.tokens if t > 0)
            amount += per.amount * owned
        if amount:
            losses[other] = losses.get(other, 0) + amount
