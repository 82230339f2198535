"""Military conflicts at the end of an age: who fights whom and which tokens each city takes.

Base game: every city compares shields with both neighbours (+1/+3/+5 for a victory of age I/II/III,
-1 for a defeat, nothing for a tie). Cities' diplomacy: a city holding a diplomacy token sits the
conflict out and spends one token; its neighbours become adjacent, and when only two cities fight they
fight once. Team play (Cities): a city fights only its neighbouring opponent and takes two tokens; a
city using diplomacy there still fights, but both take one token, and none if both use diplomacy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

VICTORY = (1, 3, 5)
DEFEAT = -1


@dataclass(frozen=True, slots=True)
class Conflict:
    """``city`` takes ``count`` tokens of value ``token`` from its conflict with ``against``."""

    city: int
    against: int
    token: int
    count: int


def opponent_of(city: int, count: int) -> int:
    """Team play: teams are seats (0, 1), (2, 3), ...; each city's other neighbour is an opponent."""
    return (city - 1) % count if city % 2 == 0 else (city + 1) % count


def conflicts(shields: Sequence[int], diplomats: Sequence[bool], age: int, teams: bool) -> list[Conflict]:
    """The tokens every city takes at the end of ``age`` (``diplomats``: cities using diplomacy)."""
    return [Conflict(*fight) for fight in fights(shields, diplomats, age, teams)]


Fight = tuple[int, int, int, int]
"""A ``Conflict`` as a plain tuple ``(city, against, token, count)``: what the end of an age needs."""


def fights(shields: Sequence[int], diplomats: Sequence[bool], age: int, teams: bool) -> list[Fight]:
    """``conflicts`` as plain tuples, in the same order (every age's end of every search's playout)."""
    n = len(shields)
    found: list[Fight] = []
    if teams:
        for city in range(n):
            other = opponent_of(city, n)
            count = 2 - diplomats[city] - diplomats[other]
            if count and shields[city] != shields[other]:
                found.append((city, other, _token(shields, city, other, age), count))
        return found
    fighting = [city for city in range(n) if not diplomats[city]] if any(diplomats) else range(n)
    k = len(fighting)
    victory = VICTORY[age - 1]
    for position, city in enumerate(fighting):
        own = shields[city]
        left, right = fighting[(position + 1) % k], fighting[(position - 1) % k]
        for other in (left,) if left == right else (left, right):
            if other != city and own != shields[other]:
                found.append((city, other, victory if own > shields[other] else DEFEAT, 1))
    return found


def _token(shields: Sequence[int], city: int, other: int, age: int) -> int:
    return VICTORY[age - 1] if shields[city] > shields[other] else DEFEAT
