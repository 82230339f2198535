"""The 7 Wonders medium value of a move, split into its named parts (the Hint's reason, ``hint_reason``).

``classic.potential`` sums what a city can count on; ``city_parts`` returns the same sum part by part
(military, science, Wonder, each scoring-pad row, coins, production, chains, Wonder powers), and
``move_parts`` splits ``ClassicHeuristics.move_values`` (medium) for one move the same way: the acting
seat's own parts, what the move does to each rival neighbour (or teammate), the Wonder stage's special
power and the card kept from the player who receives the hand next (denial). The sums are exactly the
bot's own numbers (``tests/bots/test_hint_reason.py`` holds them to it), so the part named as the
reason is the part that made the bot like the move.
"""

from __future__ import annotations

from collections.abc import Sequence

from wonders_desktop.bots.heuristics.classic import (
    LIQUIDITY,
    NEIGHBOUR_WEIGHT,
    SCIENCE_PROMISE,
    TEAMMATE_WEIGHT,
    Table,
    _acting_city,
    _chains,
    _Denial,
    _military,
    _production,
    _rivals,
    _specials,
    _stage_special,
    _table,
    _teammates,
    after_move,
    potential,
)
from wonders_desktop.engine.classic.catalog import GREEN
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.scoring import score_city
from wonders_desktop.engine.classic.state import ClassicState

MERGED = {"military", "science", "treasury"}  # scoring-pad rows folded into a larger part (or coins)


def city_parts(cities: Sequence[City], index: int, table: Table) -> dict[str, float]:
    """``potential(cities, index, table, "medium")`` by part; the values sum to it."""
    city = cities[index]
    points = score_city(cities, index, table.rules)
    age = min(3, max(1, table.age))
    parts: dict[str, float] = {
        "military": points["military"] + _military(cities, index, table, age),
        "science": points["science"] + SCIENCE_PROMISE[age] * city.colors[GREEN],
        "coins": city.coins / 3.0 - city.debt + LIQUIDITY[age] * min(city.coins, 10),
        "production": _production(city, age),
        "chains": _chains(city, table, age),
        "specials": _specials(city, table, age),
    }
    for row, value in points.items():
        if row not in MERGED:
            parts[row] = float(value)
    return parts


def move_parts(state: ClassicState, seat: int, move: ClassicMove) -> dict[str, float]:
    """The medium value of ``move`` for ``seat`` by part: own parts' changes, ``rival:N`` (what the move
    does to neighbour N, counted against the seat), ``mate:N`` (a teammate's gain), ``specials`` (a
    stage's power) and ``denial``. The values sum to ``move_values(..., "medium")`` for the move."""
    if move.action == "pass":
        return {}
    table = _table(state)
    acting = _acting_city(state, seat)
    cities = state.cities
    after = after_move(cities, state.rules, acting, move, state.losses.get(acting, 0))
    before_own, after_own = city_parts(cities, seat, table), city_parts(after, seat, table)
    parts = {name: after_own.get(name, 0.0) - before_own.get(name, 0.0) for name in {*before_own, *after_own}}
    rivals = _rivals(state, seat)
    if rivals:
        weight = 1.0 if state.free_city else NEIGHBOUR_WEIGHT
        for rival in rivals:
            change = potential(after, rival, table, "medium") - potential(cities, rival, table, "medium")
            parts[f"rival:{rival}"] = -weight * change / len(rivals)
    for mate in _teammates(state, seat):
        change = potential(after, mate, table, "medium") - potential(cities, mate, table, "medium")
        parts[f"mate:{mate}"] = TEAMMATE_WEIGHT * change
    if move.action == "stage":
        parts["specials"] = parts.get("specials", 0.0) + _stage_special(cities[acting], state)
    parts["denial"] = _Denial(state, seat, table).value(move)
    return parts


def denied_seat(state: ClassicState, seat: int) -> int:
    """The player who receives ``seat``'s hand next: the one a card taken is kept from (``denial``)."""
    return _Denial(state, seat, _table(state)).receiver


def after_cities(state: ClassicState, seat: int, move: ClassicMove) -> list[City]:
    """The cities once ``move`` is placed and paid (what ``move_parts`` compares)."""
    acting = _acting_city(state, seat)
    return after_move(state.cities, state.rules, acting, move, state.losses.get(acting, 0))


def own_part(state: ClassicState, seat: int, after: Sequence[City], name: str) -> tuple[float, float]:
    """The seat's own part ``name`` before and after the move (``after``: ``after_cities``)."""
    table = _table(state)
    return (
        city_parts(state.cities, seat, table).get(name, 0.0),
        city_parts(after, seat, table).get(name, 0.0),
    )
