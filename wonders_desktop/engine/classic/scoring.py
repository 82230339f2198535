"""End-of-game scoring in the rulebook's order, with every end-of-game choice taken at its best.

Categories (the scoring pad, plus ``black`` for Cities, always present): military, treasury, wonder,
civilian, science, commercial, guilds, black. Babylon's and the Scientists Guild's wildcards,
Olympia B's copied guild and the science symbols copied by Cities' spy cards are chosen to maximise the
player's total. Debt is booked on the treasury row (the Cities rulebook), so treasury may be negative.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from wonders_desktop.engine.classic.catalog import (
    BLACK,
    BLUE,
    COLOR,
    GREEN,
    PURPLE,
    YELLOW,
    CardDef,
    Catalog,
    Effect,
)
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.data import PerCount

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
NO_COPY: list[tuple[int, ...]] = [()]


def science_points(
    symbols: Sequence[int], wildcards: int, copies: int = 0, copyable: Sequence[int] = (0, 0, 0)
) -> int:
    """Sum of squares plus 7 per complete set, wildcards placed where they score most.

    ``copies`` spy cards (Cities) each copy the symbol of a different green card of a neighbour;
    ``copyable`` counts those green cards per symbol.
    """
    if not wildcards and not copies:  # most cities: nothing to place
        a, b, c = symbols[0], symbols[1], symbols[2]
        return a * a + b * b + c * c + 7 * min(a, b, c)
    best = 0
    for copied in _copy_choices(copies, copyable) if copies else NO_COPY:
        for extra in combinations_with_replacement(range(3), wildcards):
            counts = list(symbols[:3])
            for symbol in (*copied, *extra):
                counts[symbol] += 1
            best = max(best, sum(c * c for c in counts) + 7 * min(counts))
    return best


def _copy_choices(copies: int, copyable: Sequence[int]) -> list[tuple[int, ...]]:
    """Every multiset of symbols the spy cards can copy (a spy with no green card left copies nothing)."""
    usable = min(copies, sum(copyable))
    return [
        combo
        for combo in combinations_with_replacement(range(3), usable)
        if all(combo.count(symbol) <= copyable[symbol] for symbol in range(3))
    ] or [()]


def copyable_science(cities: Sequence[City], seat: int, rules: Catalog) -> tuple[int, int, int]:
    """Per symbol, the green cards of the city's two neighbours (what its spy cards may copy)."""
    counts = [0, 0, 0]
    for other in dict.fromkeys(neighbours(len(cities), seat)):
        if other == seat:
            continue
        for index in cities[other].built:
            card = rules.cards[index]
            if card.color == GREEN and 0 <= card.effect.science < 3:
                counts[card.effect.science] += 1
    return counts[0], counts[1], counts[2]


def neighbours(count: int, seat: int) -> tuple[int, int]:
    """``(left, right)``: left is the next city clockwise, right the previous one."""
    return (seat + 1) % count, (seat - 1) % count


def count_items(per: PerCount, cities: Sequence[City], seat: int, extra_colors: Sequence[int] = ()) -> int:
    """How many items ``per`` counts for the city at ``seat`` (``extra_colors``: a copied guild's colour)."""
    n, count = len(cities), per.count
    total = 0
    for name in per.whose:
        city = cities[seat if name == "self" else (seat + 1) % n if name == "left" else (seat - 1) % n]
        if count == "cards":
            wanted = _colors_of(per)
            colors = city.colors
            for color in wanted:
                total += colors[color]
            if name == "self" and extra_colors:
                total += sum(1 for c in extra_colors if c in wanted)
        elif count == "wonder_stages":
            total += city.stages
        elif count == "victory_tokens":
            total += sum(1 for t in city.tokens if t > 0 and (per.age is None or TOKEN_AGE.get(t) == per.age))
        else:
            total += sum(1 for t in city.tokens if t < 0)
    return total


def _colors_of(per: PerCount) -> tuple[int, ...]:
    """The colour indices a card count names (memoized: coin and point cards are counted every turn)."""
    found = _COLORS.get(id(per))
    if found is None or found[0] is not per:
        found = _COLORS[id(per)] = (per, tuple(COLOR[color] for color in per.colors))
        if len(_COLORS) > 10_000:
            _COLORS.clear()
    return found[1]


_COLORS: dict[int, tuple[PerCount, tuple[int, ...]]] = {}


def _effect_points(effect: Effect, cities: Sequence[City], seat: int, extra_colors: Sequence[int]) -> int:
    points = effect.vp
    if effect.vp_per is not None:
        points += effect.vp_per.amount * count_items(effect.vp_per, cities, seat, extra_colors)
    if effect.vp_if_complete and cities[seat].complete:
        points += effect.vp_if_complete
    return points


def score_city(cities: Sequence[City], seat: int, rules: Catalog) -> dict[str, int]:
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
    best = _score_with(cities, seat, rules, None)
    for copied in candidates[1:]:
        points = _score_with(cities, seat, rules, copied)
        if sum(points.values()) > sum(best.values()):
            best = points
    return best


def _score_with(cities: Sequence[City], seat: int, rules: Catalog, copied: CardDef | None) -> dict[str, int]:
    city = cities[seat]
    points = dict.fromkeys(ORDER, 0)
    points["military"] = sum(city.tokens)
    points["treasury"] = city.coins // 3 - city.debt
    extra = (copied.color,) if copied is not None else ()
    for stage in city.side.stages[: city.stages]:
        points["wonder"] += _effect_points(stage.effect, cities, seat, extra)
    all_cards = rules.cards
    cards = [all_cards[i] for i in city.built]
    if copied is not None:
        cards.append(copied)
    category_of = CATEGORY_OF_COLOR.get
    for card in cards:
        category = category_of(card.color)
        if category is not None:
            effect = card.effect
            if effect.vp_per is None and not effect.vp_if_complete:
                points[category] += effect.vp  # most cards: plain points
            else:
                points[category] += _effect_points(effect, cities, seat, extra)
    wild = city.science[3] + (1 if copied is not None and copied.effect.science == 3 else 0)
    if city.spies:
        copyable = copyable_science(cities, seat, rules)
        points["science"] = science_points(city.science, wild, city.spies, copyable)
    else:
        points["science"] = science_points(city.science, wild)
    return points
