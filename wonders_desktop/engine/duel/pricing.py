"""What a construction costs in Duel: trading prices, the cheapest way to cover a need, card and Wonder
costs for a seat of a position, and what a discarded card is worth.

Trading buys each missing resource from the bank at 2 + the units the opponent produces with brown
and grey cards, or at a fixed price (1) after a Reserve / the Customs House. Choice productions (yellow
cards, Wonders) cover one unit of their family (raw materials or manufactured goods) per turn, and
Masonry/Architecture waive two units of any kind. The cheapest plan is greedy and exact: within a family
a choice always covers the dearest missing unit, and the waiver then takes the two dearest left over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from wonders_desktop.engine.duel.catalog import BLUE, YELLOW, catalog
from wonders_desktop.engine.duel.city import City

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.duel.state import DuelState

CARDS = catalog().cards
WONDERS = catalog().wonders
RULES = catalog().rules
TRADE_BASE = RULES.trade_base

Need = tuple[tuple[int, int], ...]


def trading_prices(fixed: Sequence[int], opponent_brown_grey: Sequence[int], base: int) -> list[int]:
    """The price of one unit of each resource for a player (``fixed[r]`` is 0 when no fixed price)."""
    return [fixed[r] or base + opponent_brown_grey[r] for r in range(5)]


def trade_cost(
    need: Need, produced: Sequence[int], prices: Sequence[int], choice_raw: int, choice_man: int, waived: int
) -> int:
    """Coins paid to the bank for ``need`` after own production, choices and a waiver of ``waived`` units."""
    if not (choice_raw or choice_man or waived):
        total = 0
        for resource, amount in need:
            missing = amount - produced[resource]
            if missing > 0:
                total += missing * prices[resource]
        return total
    raw: list[int] = []
    man: list[int] = []
    for resource, amount in need:
        missing = amount - produced[resource]
        if missing > 0:
            (raw if resource < 3 else man).extend([prices[resource]] * missing)
    if not raw and not man:
        return 0
    raw.sort(reverse=True)
    man.sort(reverse=True)
    left = raw[choice_raw:] + man[choice_man:]
    if waived:
        left.sort(reverse=True)
        left = left[waived:]
    return sum(left)


def prices(state: DuelState, seat: int) -> list[int]:
    """The price of one unit of each resource for ``seat`` (cached until a relevant card changes)."""
    return seat_costs(state, seat).prices


class SeatCosts:
    """A seat's unit prices and the trading costs already worked out at them, kept until something that
    can change a cost happens (``effects.forget_costs``: a brown or grey card, a fixed price, a choice of
    a card or a Wonder, Masonry or Architecture, a destroyed card).

    Why: the accessible cards and the Wonders are priced on every turn, and between two such changes
    most of them were priced the turn before; a dictionary lookup replaces ``trade_cost``. The memos
    leave out what varies each turn (coins, chains), and clones share the object while both are valid
    (an entry is a function of the unchanged inputs, whichever copy computed it).
    """

    __slots__ = ("cards", "prices", "wonders")

    def __init__(self, unit_prices: list[int]) -> None:
        self.prices = unit_prices
        self.cards: dict[int, int] = {}  # card index -> coins paid for trading (the card's own coins apart)
        self.wonders: dict[int, int] = {}  # wonder index -> coins paid for trading


def forget_costs(state: DuelState) -> None:
    """Drop both seats' prices and memos: a city's production, choices, waivers or prices changed."""
    state._prices = [None, None]


def seat_costs(state: DuelState, seat: int) -> SeatCosts:
    cached = state._prices[seat]
    if cached is None:
        own, other = state.cities[seat], state.cities[1 - seat]
        cached = SeatCosts(trading_prices(own.fixed_price, other.brown_grey, TRADE_BASE))
        state._prices[seat] = cached
    return cached


def card_trade(card: int, city: City, costs: SeatCosts) -> int:
    """Coins ``city`` pays for trading for ``card`` at ``costs``' prices (not through a chain), memoized."""
    found = costs.cards.get(card)
    if found is None:
        info = CARDS[card]
        waived = city.masonry if info.color == BLUE else 0
        found = trade_cost(info.need, city.produced, costs.prices, city.choice_raw, city.choice_man, waived)
        costs.cards[card] = found
    return found


def wonder_trade(wonder: int, city: City, costs: SeatCosts) -> int:
    """Coins ``city`` pays (all of it trading) for ``wonder`` at ``costs``' prices, memoized."""
    found = costs.wonders.get(wonder)
    if found is None:
        need, waived = WONDERS[wonder].need, city.architecture
        found = trade_cost(need, city.produced, costs.prices, city.choice_raw, city.choice_man, waived)
        costs.wonders[wonder] = found
    return found


def card_cost(state: DuelState, seat: int, card: int) -> tuple[bool, int, int]:
    """(free through a chain, coins paid in all, coins paid for trading) for building ``card``."""
    city = state.cities[seat]
    info = CARDS[card]
    if info.chain_requires & city.chains:
        return True, 0, 0
    trade = card_trade(card, city, seat_costs(state, seat))
    return False, info.coins + trade, trade


def wonder_cost(state: DuelState, seat: int, wonder: int) -> int:
    """Coins paid (all of it trading) for building ``wonder`` now."""
    return wonder_trade(wonder, state.cities[seat], seat_costs(state, seat))


def discard_value(state: DuelState, seat: int) -> int:
    """Coins a discarded card brings ``seat``: a base plus an amount per yellow card of its city."""
    return RULES.discard_base + RULES.discard_per_yellow * state.cities[seat].colors[YELLOW]
