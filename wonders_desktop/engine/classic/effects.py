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

    Steps 1 and 2 run in one pass, action by action: a city's payment reads only its own coins, card
    names and stages, which no other city's action changes (each city acts once a turn), and placing
    changes no coin (income waits for step 3), so every city still pays from what it held as the turn
    began. A plain function (it runs every turn of every search): ``events`` receives the events in the
    steps' order, or is None for a silenced state (``ClassicState.silence``), which builds none; ``paid``,
    when given, receives each city's coins once the payments are made, before the turn's income (Babylon's
    7th card, 1st ed.).
    """
    n, cards = len(cities), rules.cards
    gained = [0] * n  # this turn's income per city: trade receipts and the bank's
    bank_in = bank_out = 0
    builders: list[int] = []
    placed: list[tuple[int, Effect]] = []  # effects whose coins or one-shot Cities effects are due
    built: list[Event] | None = None if events is None else []  # step 2's events, after step 1's
    for seat, move, card_index in actions:
        city, kind = cities[seat], move.action
        if kind == "sell":
            discard.append(card_index)
            gained[seat] += SELL_COINS
            bank_out += SELL_COINS
            if built is not None:
                built.append(Event("card_sold", seat, {"city": seat, "card": cards[card_index].id}))
            continue
        if kind == "stage":
            bank = bank_charge(city, kind, cards[card_index])
        elif kind == "build":  # ``bank_charge`` inline (a build per city and turn): coins unless it chains
            card = cards[card_index]
            bank = card.coin_cost
            if bank and not city.names.isdisjoint(card.chain_from):
                bank = 0
        else:  # free (Olympia), discard (Halikarnassos): nothing to pay
            bank = -1
            if kind == "free" and "free_build_once_per_age" in city.specials:
                city.free_used_age = age
        if bank >= 0:
            to_left, to_right = move.left, move.right
            city.coins -= bank + to_left + to_right
            bank_in += bank
            if to_left or to_right:
                gained[(seat + 1) % n] += to_left
                gained[(seat - 1) % n] += to_right
                if events is not None:
                    _trade_events(events, seat, n, to_left, to_right)
        if kind == "stage":
            stage = city.stages
            effect = city.add_stage(card_index)
            if built is not None:
                built.append(Event("wonder_stage_built", seat, {"city": seat, "stage": stage + 1}))
        else:
            card = cards[card_index]
            if built is not None:
                built.append(_built_event(city, seat, move, card))
            city.add_card(card)
            effect = card.effect
        if effect.special == "build_from_discard":  # a stage (Halikarnassos), Cities 2e Forging Agency
            builders.append(seat)
        if effect.coins or effect.coins_per is not None or effect.cities is not None:
            placed.append((seat, effect))
    if paid is not None:
        paid.extend([city.coins for city in cities])
    if events is not None and built:
        events += built
    if placed:
        bank_out += _placed_income(cities, placed, gained, events)
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


def _trade_events(events: list[Event], seat: int, n: int, to_left: int, to_right: int) -> None:
    if to_left:
        events.append(Event("trade_payment", seat, {"city": seat, "to": (seat + 1) % n, "amount": to_left}))
    if to_right:
        events.append(Event("trade_payment", seat, {"city": seat, "to": (seat - 1) % n, "amount": to_right}))


def _built_event(city: City, seat: int, move: ClassicMove, card: CardDef) -> Event:
    """"free" (Olympia) or "discard" (Halikarnassos) say how; a build is paid, or chained."""
    how = move.action
    if how == "build":
        how = "paid" if city.names.isdisjoint(card.chain_from) else "chain"
    data = {"city": seat, "card": card.id, "how": how, "left": move.left, "right": move.right}
    return Event("card_built", seat, data)


def _placed_income(
    cities: list[City], placed: list[tuple[int, Effect]], income: list[int], events: list[Event] | None
) -> int:
    """Step 3's bank income: the one-shot Cities effects first, then coin cards and stages (which count
    the cards built this turn); returns the coins taken from the bank."""
    before = sum(income)
    for seat, effect in placed:
        if effect.cities is not None:
            _placed_cities(cities, seat, effect.cities, income, events)
    for seat, effect in placed:
        if effect.coins or effect.coins_per is not None:
            income[seat] += _coins_per(effect, cities, seat)
    return sum(income) - before


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
