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
    cached = state._prices[seat]
    if cached is None:
        cached = trading_prices(state.cities[seat].fixed_price, state.cities[1 - seat].brown_grey, TRADE_BASE)
        state._prices[seat] = cached
    return cached


def card_total(card: int, city: City, prices: list[int]) -> int:
    """Coins ``city`` pays in all for ``card`` at these unit prices (0 through a chain)."""
    info = CARDS[card]
    if info.chain_requires & city.chains:
        return 0
    if not info.need:
        return info.coins
    waived = city.masonry if info.color == BLUE else 0
    return info.coins + trade_cost(info.need, city.produced, prices, city.choice_raw, city.choice_man, waived)


def wonder_trade(wonder: int, city: City, prices: list[int]) -> int:
    """Coins ``city`` pays (all of it trading) for ``wonder`` at these unit prices."""
    need = WONDERS[wonder].need
    return trade_cost(need, city.produced, prices, city.choice_raw, city.choice_man, city.architecture)


def card_cost(state: DuelState, seat: int, card: int) -> tuple[bool, int, int]:
    """(free through a chain, coins paid in all, coins paid for trading) for building ``card``."""
    city = state.cities[seat]
    info = CARDS[card]
    if info.chain_requires & city.chains:
        return True, 0, 0
    total = card_total(card, city, prices(state, seat))
    return False, total, total - info.coins


def wonder_cost(state: DuelState, seat: int, wonder: int) -> int:
    """Coins paid (all of it trading) for building ``wonder`` now."""
    return wonder_trade(wonder, state.cities[seat], prices(state, seat))


def discard_value(state: DuelState, seat: int) -> int:
    """Coins a discarded card brings ``seat``: a base plus an amount per yellow card of its city."""
    return RULES.discard_base + RULES.discard_per_yellow * state.cities[seat].colors[YELLOW]
