"""Scoring: the science formula, every guild, treasury, military, order of the pad."""

from __future__ import annotations

import pytest

from wonders_desktop.engine.classic.catalog import catalog
from wonders_desktop.engine.classic.scoring import ORDER, science_points, score_city
from wonders_desktop.engine.classic.serial import build_city


@pytest.mark.parametrize(
    ("symbols", "wild", "points"),
    [
        ((3, 2, 1), 0, 21),
        ((2, 2, 3), 0, 31),
        ((0, 0, 0), 1, 1),
        ((1, 1, 0), 1, 10),
        ((4, 4, 4), 2, 96),
        ((1, 0, 0), 3, 16),
    ],
)
def test_science_points(symbols: tuple[int, int, int], wild: int, points: int) -> None:
    assert science_points(symbols, wild) == points


GUILD_POINTS = {
    "workers_guild": ("guilds", 3),
    "craftsmens_guild": ("guilds", 6),
    "traders_guild": ("guilds", 2),
    "philosophers_guild": ("guilds", 3),
    "spies_guild": ("guilds", 2),
    "strategists_guild": ("guilds", 3),
    "shipowners_guild": ("guilds", 3),
    "scientists_guild": ("science", 1),
    "magistrates_guild": ("guilds", 3),
    "builders_guild": ("guilds", 4),
}


@pytest.mark.parametrize("guild", sorted(GUILD_POINTS))
def test_every_guild(guild: str) -> None:
    rules = catalog(1)
    own = build_city(rules, "gizah", "a", 1, ["ore_vein", "loom_1", guild], 0)
    left = build_city(
        rules, "rhodos", "a", 1,
        ["lumber_yard", "stone_pit", "loom_1", "altar", "tavern", "stockade", "scriptorium"], 0, [-1],
    )  # fmt: skip
    right = build_city(
        rules, "olympia", "a", 2,
        ["clay_pool", "press_1", "glassworks_1", "baths", "theater", "marketplace", "barracks", "apothecary",
         "workshop"], 0, [-1, -1, 1],
    )  # fmt: skip
    points = score_city([own, left, right], 0, rules)
    category, value = GUILD_POINTS[guild]
    assert points[category] == value


def test_score_pad_order_and_treasury() -> None:
    rules = catalog(1)
    cities = [
        build_city(rules, w, "a", 0, [], c, t)
        for w, c, t in (("gizah", 17, [5, -1]), ("rhodos", 2, []), ("olympia", 0, []))
    ]
    points = score_city(cities, 0, rules)
    assert tuple(points) == ORDER
    assert points["treasury"] == 5 and points["military"] == 4
    cities[0].debt = 2  # Cities: debt is booked on the treasury row
    assert score_city(cities, 0, rules)["treasury"] == 3
