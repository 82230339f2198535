"""Civilian victory points, computed from the position alone, in the order of the Duel scoring pad."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from wonders_desktop.engine.core.scoring import ScoreBreakdown
from wonders_desktop.engine.duel.catalog import BLUE, GREEN, PURPLE, YELLOW, catalog
from wonders_desktop.engine.duel.city import City

CATEGORIES: tuple[str, ...] = (
    "civilian", "science", "commercial", "guilds", "wonders", "progress", "military", "treasury",
)  # fmt: skip
CATEGORY_OF_COLOR = {BLUE: "civilian", GREEN: "science", YELLOW: "commercial", PURPLE: "guilds"}


def military_points(conflict: int, seat: int) -> int:
    """VP of the player toward whose opponent's capital the pawn stands (0 for the other one)."""
    ahead = conflict if seat == 0 else -conflict
    if ahead <= 0:
        return 0
    for band in catalog().rules.military.vp_by_distance:
        if band.distance_from <= ahead <= band.distance_to:
            return band.vp
    return 0


def majority(cities: Sequence[City], targets: Sequence[int]) -> int:
    """The count of the city having the most of ``targets`` (one city for all the targets together)."""
    return max(sum(city.count(t) for t in targets) for city in cities)


def points(cities: Sequence[City], seat: int, conflict: int) -> dict[str, int]:
    """Every category of one player's score."""
    data = catalog()
    city = cities[seat]
    result = dict.fromkeys(CATEGORIES, 0)
    for index in city.cards:
        card = data.cards[index]
        if card.vp:
            result[CATEGORY_OF_COLOR[card.color]] += card.vp
    result["guilds"] += _guild_points(cities, city)
    result["wonders"] = _wonder_points(city)
    result["progress"] = _progress_points(city)
    result["military"] = military_points(conflict, seat)
    result["treasury"] = city.coins // data.rules.coins_per_vp
    return result


def total(cities: Sequence[City], seat: int, conflict: int) -> int:
    """The sum of ``points`` without its breakdown: the hard bot asks it at every leaf of its search."""
    city = cities[seat]
    card_vp = _card_vp()
    result = sum(card_vp[index] for index in city.cards)
    result += _guild_points(cities, city) + _wonder_points(city) + _progress_points(city)
    return result + military_points(conflict, seat) + city.coins // catalog().rules.coins_per_vp


def _guild_points(cities: Sequence[City], city: City) -> int:
    """The guilds' points beyond their printed ones: so much per item of the city that has most."""
    if not city.colors[PURPLE]:
        return 0
    cards = catalog().cards
    result = 0
    for index in city.cards:
        guild = cards[index].guild
        if guild is not None:
            targets, _, vp_per = guild
            result += vp_per * majority(cities, targets)
    return result


def _wonder_points(city: City) -> int:
    wonders = catalog().wonders
    return sum(wonders[wonder].vp for wonder, built in zip(city.wonders, city.built, strict=True) if built)


def _progress_points(city: City) -> int:
    tokens = catalog().tokens
    return sum(tokens[token].vp for token in city.progress) + city.vp_per_token * len(city.progress)


@cache
def _card_vp() -> tuple[int, ...]:
    return tuple(card.vp for card in catalog().cards)


def breakdowns(cities: Sequence[City], conflict: int) -> tuple[ScoreBreakdown, ...]:
    return tuple(ScoreBreakdown.of(CATEGORIES, points(cities, seat, conflict)) for seat in range(2))
