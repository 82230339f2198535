"""What a construction costs in Duel: the trading price and the cheapest way to cover a need.

Trading buys each missing resource from the bank at 2 + the units the opponent produces with brown
and grey cards, or at a fixed price (1) after a Reserve / the Customs House. Choice productions (yellow
cards, Wonders) cover one unit of their family (raw materials or manufactured goods) per turn, and
Masonry/Architecture waive two units of any kind. The cheapest plan is greedy and exact: within a family
a choice always covers the dearest missing unit, and the waiver then takes the two dearest left over.
"""

from __future__ import annotations

from collections.abc import Sequence

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
