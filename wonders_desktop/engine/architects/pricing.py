"""How a player may pay for a wonder stage with the grey and yellow cards in front of them.

Rulebook reading (pt-BR p. 3-4): a stage costs N identical or N different resources; yellow cards are
coins that *replace missing resources*. So a payment uses as many grey cards as the cost allows and
coins only for the shortfall; which grey cards (which kind for "identical", which kinds for
"different") is the player's choice. Engineering lets the player ignore identical/different once per
turn ("may use"), so its payments are offered beside the ordinary ones. Economy makes one yellow card
worth 2 coins once per turn; it is used exactly when it saves a card (no choice is lost by that:
the saving is the same on whichever stage of the turn it is spent).

The card arithmetic below works on plain numbers (the build search in ``plan`` memoises it); the last
two functions ask it about a seat of a position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from wonders_desktop.engine.architects.catalog import StageRow
from wonders_desktop.engine.architects.table import available_stages, boost, engineering_token, held_grey

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


@dataclass(frozen=True, slots=True)
class Payment:
    """Grey card kinds spent (sorted by kind index), yellow cards spent, and the tokens it consumes."""

    grey: tuple[int, ...]
    coin_cards: int
    engineering: bool
    boosted: bool


def coin_cards_for(deficit: int, coins: int, boost: tuple[int, int] | None) -> tuple[int, bool] | None:
    """Yellow cards needed to cover ``deficit`` missing resources (and whether a boosted card was used)."""
    if deficit == 0:
        return 0, False
    cards = deficit
    if boost is not None:
        boost_cards, value = boost
        boosted = min(boost_cards, coins)
        cards = -(-deficit // value) if deficit <= boosted * value else boosted + deficit - boosted * value
    if cards > coins:
        return None
    return cards, cards < deficit


def _same_options(count: int, held: Sequence[tuple[int, int]]) -> list[tuple[int, ...]]:
    best = max((min(count, h) for _, h in held), default=0)
    if best == 0:
        return [()]
    return [(kind,) * best for kind, h in held if min(count, h) == best]


def _different_options(count: int, held: Sequence[tuple[int, int]]) -> list[tuple[int, ...]]:
    kinds = [kind for kind, h in held if h > 0]
    return list(combinations(kinds, min(count, len(kinds))))


def _any_options(count: int, held: Sequence[tuple[int, int]]) -> list[tuple[int, ...]]:
    """Every multiset of ``min(count, cards held)`` grey cards (Engineering)."""
    size = min(count, sum(h for _, h in held))
    result: list[tuple[int, ...]] = []

    def extend(index: int, chosen: tuple[int, ...]) -> None:
        if len(chosen) == size:
            result.append(chosen)
            return
        if index == len(held):
            return
        kind, h = held[index]
        for take in range(min(h, size - len(chosen)), -1, -1):
            extend(index + 1, chosen + (kind,) * take)

    extend(0, ())
    return result


def _respects(stage: StageRow, grey: tuple[int, ...]) -> bool:
    distinct = len(set(grey))
    return distinct <= 1 if stage.same else distinct == len(grey)


def payments(
    stage: StageRow,
    held: Sequence[tuple[int, int]],
    coins: int,
    engineering: bool,
    boost: tuple[int, int] | None,
) -> list[Payment]:
    """Every payment the rules allow for ``stage``; ``held`` is (grey kind, count) in kind order."""
    ordinary = (_same_options if stage.same else _different_options)(stage.count, held)
    options = [(grey, False) for grey in ordinary]
    if engineering:
        options += [(grey, True) for grey in _any_options(stage.count, held) if not _respects(stage, grey)]
    result = []
    for grey, uses_engineering in options:
        covered = coin_cards_for(stage.count - len(grey), coins, boost)
        if covered is not None:
            result.append(Payment(grey, covered[0], uses_engineering, covered[1]))
    return result


def can_pay(
    stage: StageRow,
    held: Sequence[tuple[int, int]],
    coins: int,
    engineering: bool,
    boost: tuple[int, int] | None,
) -> bool:
    """Whether any payment exists: the cheap test behind the mandatory-build rule."""
    grey_total = sum(h for _, h in held)
    capacity = coins if boost is None else coins + min(boost[0], coins) * (boost[1] - 1)
    if engineering:
        return min(stage.count, grey_total) + capacity >= stage.count
    best = max((h for _, h in held), default=0) if stage.same else sum(1 for _, h in held if h > 0)
    return min(stage.count, best) + capacity >= stage.count


# --- a seat of a position --------------------------------------------------------------------------
def affordable_stages(state: ArchitectsState, seat: int) -> list[int]:
    """The open stages of ``seat``'s wonder that some payment covers now (building one is mandatory)."""
    t = state.t
    cards = state.cards[seat]
    held = [(kind, cards[kind]) for kind in t.resources]
    coins = cards[t.coin_kind]
    if coins == 0 and sum(h for _, h in held) < t.min_stage_cost:
        return []  # the cheap common case: too few cards for any stage (boosts need a coin card)
    engineering = engineering_token(state, seat) is not None
    ready = boost(state, seat)
    boost_rate = None if ready is None else ready[1]
    stages = t.wonders[state.seat_wonder[seat]].stages
    return [
        i for i in available_stages(state, seat) if can_pay(stages[i], held, coins, engineering, boost_rate)
    ]


def stage_payments(state: ArchitectsState, seat: int, stage: int) -> list[Payment]:
    """Every payment ``seat`` may make for ``stage`` (an index) with its cards and ready tokens."""
    ready = boost(state, seat)
    row = state.t.wonders[state.seat_wonder[seat]].stages[stage]
    return payments(
        row,
        held_grey(state, seat),
        state.cards[seat][state.t.coin_kind],
        engineering_token(state, seat) is not None,
        None if ready is None else ready[1],
    )
