"""Resource bags as fixed-length tuples of counts: small, hashable, fast to compare.

The classic games index resources as ``RESOURCES``; a bag is ``tuple[int, ...]`` with one count per
resource. Choice productions ("wood or clay") are bitmasks over the same indices.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeVar

RESOURCES: tuple[str, ...] = ("wood", "stone", "clay", "ore", "glass", "papyrus", "loom")
RAW: tuple[str, ...] = RESOURCES[:4]
MANUFACTURED: tuple[str, ...] = RESOURCES[4:]
INDEX: dict[str, int] = {name: index for index, name in enumerate(RESOURCES)}
EMPTY: tuple[int, ...] = (0,) * len(RESOURCES)

Bag = tuple[int, ...]
Name = TypeVar("Name", bound=str)  # a resource name, or the data model's Literal of them


def bag(counts: Mapping[Name, int]) -> Bag:
    """The bag of a ``{resource: count}`` mapping; keys that are not resources (``coins``) are ignored."""
    values = [0] * len(RESOURCES)
    for name, count in counts.items():
        if name in INDEX:
            values[INDEX[name]] += count
    return tuple(values)


def mask(names: Iterable[str]) -> int:
    """The bitmask of a choice production."""
    result = 0
    for name in names:
        result |= 1 << INDEX[name]
    return result


def add(first: Bag, second: Bag) -> Bag:
    return tuple(a + b for a, b in zip(first, second, strict=True))


def names_of(counts: Bag) -> dict[str, int]:
    """A bag back as ``{resource: count}`` (non-zero counts only), for events and snapshots."""
    return {RESOURCES[i]: c for i, c in enumerate(counts) if c}
