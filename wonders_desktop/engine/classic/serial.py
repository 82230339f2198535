"""Cities as plain data and back: snapshots, rebuilding a position (``check`` scenarios, invariants).

Rebuilding a city from its board, stage count and card list, then comparing its summaries with the
incrementally maintained ones, is the invariant check that catches bookkeeping bugs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.core.errors import InvariantError

HIDDEN_CARD = -1


def snapshot_city(city: City, rules: Catalog) -> dict[str, Any]:
    found = {
        "wonder": city.side.wonder,
        "side": city.side.side,
        "stages": city.stages,
        "built": [rules.cards[i].id for i in city.built],
        "tucked": [rules.cards[i].id if i >= 0 else "?" for i in city.tucked],
        "coins": city.coins,
        "tokens": list(city.tokens),
        "free_used_age": city.free_used_age,
    }
    if rules.cities:
        found["debt"] = city.debt
        found["diplomacy"] = city.diplomacy
    return found


def build_city(
    rules: Catalog,
    wonder: str,
    side: str,
    stages: int,
    cards: Sequence[str],
    coins: int,
    tokens: Sequence[int] = (),
) -> City:
    """A city with these stages and cards already built (tucked cards unknown)."""
    city = City(rules.wonders[wonder][side], coins)
    for card_id in cards:
        city.add_card(rules.by_id[card_id])
    for _ in range(stages):
        city.add_stage(HIDDEN_CARD)
    city.tokens = list(tokens)
    return city


def rebuild_cities(snapshots: Sequence[Mapping[str, Any]], rules: Catalog) -> list[City]:
    cities = []
    for data in snapshots:
        city = build_city(
            rules, data["wonder"], data["side"], data["stages"], data["built"], data["coins"], data["tokens"]
        )
        city.free_used_age = data["free_used_age"]
        city.debt = data.get("debt", 0)
        city.diplomacy = data.get("diplomacy", 0)
        cities.append(city)
    return cities


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
