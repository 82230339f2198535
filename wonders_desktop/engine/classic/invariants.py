"""The classic position's invariants (``check_invariants``: ``simulate`` and the fuzz tests run them):
coins and cards conserved, no negative coins or tokens, coin losses matching the queued decisions,
every city's summaries equal to those of the city rebuilt from its contents, and the final score equal
to the score of the position rebuilt from its snapshot.

Rebuilding a city from its board, stage count and card list, then comparing its summaries with the
incrementally maintained ones, is the check that catches bookkeeping bugs.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.rules import START_COINS
from wonders_desktop.engine.classic.scoring import score_city
from wonders_desktop.engine.classic.serial import build_city, rebuild_cities
from wonders_desktop.engine.core.errors import InvariantError

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.classic.state import ClassicState


def check(state: ClassicState) -> None:
    """Raise ``InvariantError`` naming the first broken invariant of ``state``."""
    coins = sum(city.coins for city in state.cities)
    if coins != START_COINS * state.n + state.bank_out - state.bank_in:
        raise InvariantError(f"coins not conserved: {coins} held")
    if any(city.coins < 0 for city in state.cities):
        raise InvariantError("a city has negative coins")
    if any(city.debt < 0 or city.diplomacy < 0 for city in state.cities):
        raise InvariantError("a city has negative debt or diplomacy tokens")
    pending = {entry[1] for entry in state.queue if entry[0] == "debt"}
    if pending != set(state.losses):
        raise InvariantError(f"coin losses {state.losses} do not match the queued decisions")
    if state.viewer is None:
        located = [*state.pile, *state.discard, *state.last_cards.values()]
        for group in (state.hands, state.decks):
            for cards in group:
                located.extend(cards)
        for city in state.cities:
            located.extend(city.built)
            located.extend(city.tucked)
        if Counter(located) != Counter(state.all_cards):
            raise InvariantError("cards not conserved")
    for index, city in enumerate(state.cities):
        verify_city(city, state.rules, f"cities[{index}]")
    if state.final is not None:
        _verify_final_score(state)


def _verify_final_score(state: ClassicState) -> None:
    """The final score must equal the score of the same position rebuilt from its snapshot."""
    rebuilt = rebuild_cities(state.snapshot()["cities"], state.rules)
    for index in range(state.n):
        if score_city(rebuilt, index, state.rules) != (state.final or ())[index]:
            raise InvariantError(
                f"city {index}: final score differs from the score recomputed from the position"
            )


SUMMARIES = (
    "shields", "science", "colors", "names", "prod_id", "trade_id", "price_id", "specials",
    "spies", "stage_free", "rebates", "dynamic",
)  # fmt: skip
_VERIFIED: set[tuple[object, ...]] = set()


def verify_city(city: City, rules: Catalog, where: str) -> None:
    """Raise ``InvariantError`` if the city's summaries differ from those recomputed from its contents.

    A city whose contents and summaries were already verified once (the same board, stages, cards and
    summaries) is not rebuilt again: the answer could not differ.
    """
    if len(city.names) != len(city.built):
        raise InvariantError(f"{where}: two cards with the same name")
    if len(city.tucked) != city.stages:
        raise InvariantError(f"{where}: {city.stages} stages but {len(city.tucked)} tucked cards")
    key = (
        id(rules), city.side.wonder, city.side.side, city.stages, tuple(city.built),
        city.shields, tuple(city.science), tuple(city.colors), city.prod_id, city.trade_id, city.price_id,
        frozenset(city.specials), frozenset(city.names), city.spies, city.stage_free, city.rebates,
        city.dynamic,
    )  # fmt: skip
    if key in _VERIFIED:
        return
    fresh = build_city(
        rules,
        city.side.wonder,
        city.side.side,
        city.stages,
        [rules.cards[i].id for i in city.built],
        city.coins,
    )
    for field in SUMMARIES:
        if getattr(fresh, field) != getattr(city, field):
            raise InvariantError(
                f"{where}.{field}: {getattr(city, field)!r}, recomputed {getattr(fresh, field)!r}"
            )
    if len(_VERIFIED) > 200_000:
        _VERIFIED.clear()
    _VERIFIED.add(key)
