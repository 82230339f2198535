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


@dataclass(slots=True)
class Conflict:
    """``city`` takes ``count`` tokens of value ``token`` from its conflict with ``against`` (not frozen:
    made at every age's end of every search's playout, and a frozen dataclass is slow to make)."""

    city: int
    against: int
    token: int
    count: int


def opponent_of(city: int, count: int) -> int:
    """Team play: teams are seats (0, 1), (2, 3), ...; each city's other neighbour is an opponent."""
    return (city - 1) % count if city % 2 == 0 else (city + 1) % count


def conflicts(shields: Sequence[int], diplomats: Sequence[bool], age: int, teams: bool) -> list[Conflict]:
    """The tokens every city takes at the end of ``age`` (``diplomats``: cities using diplomacy)."""
    n = len(shields)
    found: list[Conflict] = []
    if teams:
        for city in range(n):
            other = opponent_of(city, n)
            count = 2 - diplomats[city] - diplomats[other]
            if count and shields[city] != shields[other]:
                found.append(Conflict(city, other, _token(shields, city, other, age), count))
        return found
    fighting = [city for city in range(n) if not diplomats[city]]
    k = len(fighting)
    for position, city in enumerate(fighting):
        for other in dict.fromkeys((fighting[(position + 1) % k], fighting[(position - 1) % k])):
            if other != city and shields[city] != shields[other]:
                found.append(Conflict(city, other, _token(shields, city, other, age), 1))
    return found


def _token(shields: Sequence[int], city: int, other: int, age: int) -> int:
    return VICTORY[age - 1] if shields[city] > shields[other] else DEFEAT
