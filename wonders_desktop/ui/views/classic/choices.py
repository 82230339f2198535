"""What the new-game dialog offers in 7 Wonders, from the engine's catalog of the rules set."""

from __future__ import annotations

from wonders_desktop.engine.classic.catalog import catalog


def wonders(edition: int, cities: bool) -> list[str]:
    """The boards of the edition (then the Cities boards), in the data's order."""
    return list(catalog(edition, cities).wonders)


def sides(edition: int) -> list[str]:
    """``a``/``b`` in the 1st edition, ``day``/``night`` in the 2nd."""
    return list(catalog(edition).sides)
