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


class Resolver:
    """Resolves simultaneous actions; ``bank_in``/``bank_out``: coins paid to / taken from the bank.

    ``losses``: the coins each city must lose (Cities), to be paid or taken as debt by its owner's
    decision once the turn is over; ``discard_builders``: the cities that build from the discard pile.
    ``quiet`` (a search's copy, ``ClassicState.silence``): no event is built, the rest is the same.
    """

    def __init__(
        self, cities: list[City], rules: Catalog, age: int, discard: list[int], quiet: bool = False
    ) -> None:
        self.loud = not quiet
        self.cities = cities
        self.rules = rules
        self.age = age
        self.discard = discard
        self.bank_in = 0
        self.bank_out = 0
        self.discard_builders: list[int] = []
        self.losses: dict[int, int] = {}
        self.events: list[Event] = []
        self.coins_after_paying: list[int] = []  # before the turn's income (Babylon's 7th card, 1st ed.)

    def resolve(self, actions: Sequence[Action]) -> list[Event]:
        n = len(self.cities)
        income = [0] * n
        bank_income = [0] * n
        for seat, move, card in actions:
            self._pay(seat, move, card, income)
        self.coins_after_paying = [city.coins for city in self.cities]
        placed: list[tuple[int, Effect]] = []
        for seat, move, card in actions:
            effect = self._place(seat, move, card, bank_income)
            if effect is not None:
                placed.append((seat, effect))
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
                if self.loud:
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

    def _pay(self, seat: int, move: ClassicMove, card_index: int, income: list[int]) -> None:
        kind, city = move.action, self.cities[seat]
        if kind in ("build", "stage"):
            bank = bank_charge(city, kind, self.rules.cards[card_index])
        else:
            if kind == "free" and "free_build_once_per_age" in city.specials:
                city.free_used_age = self.age
            return
        to_left, to_right = move.left, move.right
        city.coins -= bank + to_left + to_right
        self.bank_in += bank
        n = len(self.cities)
        left, right = (seat + 1) % n, (seat - 1) % n
        income[left] += to_left
        income[right] += to_right
        if not self.loud:
            return
        if to_left:
            self.events.append(Event("trade_payment", seat, {"city": seat, "to": left, "amount": to_left}))
        if to_right:
            self.events.append(Event("trade_payment", seat, {"city": seat, "to": right, "amount": to_right}))

    def _place(self, seat: int, move: ClassicMove, card_index: int, bank_income: list[int]) -> Effect | None:
        city, kind = self.cities[seat], move.action
        if kind == "sell":
            self.discard.append(card_index)
            bank_income[seat] += SELL_COINS
            if self.loud:
                card_id = self.rules.cards[card_index].id
                self.events.append(Event("card_sold", seat, {"city": seat, "card": card_id}))
            return None
        if kind == "stage":
            stage = city.stages
            effect = city.add_stage(card_index)
            if effect.special == "build_from_discard":
                self.discard_builders.append(seat)
            if self.loud:
                self.events.append(Event("wonder_stage_built", seat, {"city": seat, "stage": stage + 1}))
            return effect
        card = self.rules.cards[card_index]
        if self.loud:
            # "free" (Olympia) or "discard" (Halikarnassos) say how; a build is paid, or chained
            how = kind if kind != "build" else "paid" if city.names.isdisjoint(card.chain_from) else "chain"
            data = {"city": seat, "card": card.id, "how": how, "left": move.left, "right": move.right}
            self.events.append(Event("card_built", seat, data))
        city.add_card(card)
        if card.effect.special == "build_from_discard":  # Cities 2e Forging Agency
            self.discard_builders.append(seat)
        return card.effect
