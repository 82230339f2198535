"""End-of-game scoring in the rulebook's order, with every end-of-game choice taken at its best.

Categories (the scoring pad, plus ``black`` for Cities, always present): military, treasury, wonder,
civilian, science, commercial, guilds, black. Babylon's and the Scientists Guild's wildcards and
Olympia B's copied guild are chosen to maximise the player's total.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from wonders_desktop.engine.classic.catalog import (
    BLACK,
    BLUE,
    COLOR,
    PURPLE,
    YELLOW,
    CardDef,
    Catalog,
    Effect,
)
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.models import PerCount

ORDER: tuple[str, ...] = (
    "military",
    "treasury",
    "wonder",
    "civilian",
    "science",
    "commercial",
    "guilds",
    "black",
)
CATEGORY_OF_COLOR: dict[int, str] = {BLUE: "civilian", YELLOW: "commercial", PURPLE: "guilds", BLACK: "black"}
TOKEN_AGE = {1: 1, 3: 2, 5: 3}


def science_points(symbols: Sequence[int], wildcards: int) -> int:
    """Sum of squares plus 7 per complete set, wildcards placed where they score most."""
    best = 0
    for extra in combinations_with_replacement(range(3), wildcards):
        counts = list(symbols[:3])
        for symbol in extra:
            counts[symbol] += 1
        best = max(best, sum(c * c for c in counts) + 7 * min(counts))
    return best


def neighbours(count: int, seat: int) -> tuple[int, int]:
    """``(left, right)``: left is the next city clockwise, right the previous one."""
    return (seat + 1) % count, (seat - 1) % count


def count_items(per: PerCount, cities: Sequence[City], seat: int, extra_colors: Sequence[int] = ()) -> int:
    """How many items ``per`` counts for the city at ``seat`` (``extra_colors``: a copied guild's colour)."""
    left, right = neighbours(len(cities), seat)
    whose = {"left": left, "self": seat, "right": right}
    total = 0
    for name in per.whose:
        city = cities[whose[name]]
        if per.count == "cards":
            wanted = [COLOR[color] for color in per.colors]
            total += sum(city.colors[c] for c in wanted)
            if name == "self":
                total += sum(1 for c in extra_colors if c in wanted)
        elif per.count == "wonder_stages":
            total += city.stages
        elif per.count == "victory_tokens":
            total += sum(1 for t in city.tokens if t > 0 and (per.age is None or TOKEN_AGE.get(t) == per.age))
        else:
            total += sum(1 for t in city.tokens if t < 0)
    return total


def _effect_points(effect: Effect, cities: Sequence[City], seat: int, extra_colors: Sequence[int]) -> int:
    points = effect.vp
    if effect.vp_per is not None:
        points += effect.vp_per.amount * count_items(effect.vp_per, cities, seat, extra_colors)
    if effect.vp_if_complete and cities[seat].complete:
        points += effect.vp_if_complete
    return points


def score_city(cities: Sequence[City], seat: int, rules: Catalog, debt: int = 0) -> dict[str, int]:
    """The breakdown of one city, with its best end-of-game choices."""
    city = cities[seat]
    candidates: list[CardDef | None] = [None]
    if "copy_neighbor_guild" in city.specials:
        left, right = neighbours(len(cities), seat)
        for other in (left, right):
            for index in cities[other].built:
                card = rules.cards[index]
                if card.color == PURPLE and card.name_id not in city.names:
                    candidates.append(card)
    best: dict[str, int] | None = None
    for copied in candidates:
        points = _score_with(cities, seat, rules, debt, copied)
        if best is None or sum(points.values()) > sum(best.values()):
            best = points
    assert best is not None
    return best


def _score_with(
    cities: Sequence[City], seat: int, rules: Catalog, debt: int, copied: CardDef | None
) -> dict[str, int]:
    city = cities[seat]
    points = dict.fromkeys(ORDER, 0)
    points["military"] = sum(city.tokens)
    points["treasury"] = city.coins // 3 - debt
    extra = (copied.color,) if copied is not None else ()
    for stage in city.side.stages[: city.stages]:
        points["wonder"] += _effect_points(stage.effect, cities, seat, extra)
    cards = [rules.cards[i] for i in city.built]
    if copied is not None:
        cards.append(copied)
    for card in cards:
        category = CATEGORY_OF_COLOR.get(card.color)
        if category is not None:
            points[category] += _effect_points(card.effect, cities, seat, extra)
    wild = city.science[3] + (1 if copied is not None and copied.effect.science == 3 else 0)
    points["science"] = science_points(city.science, wild)
    return points
