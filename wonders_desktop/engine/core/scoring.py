"""Score breakdowns, laid out like each game's scoring pad, and the outcome of a finished game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """Points per category, in the order of the game's scoring pad; ``total`` is always their sum."""

    categories: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, order: Sequence[str], points: Mapping[str, int]) -> ScoreBreakdown:
        return cls(tuple((name, int(points.get(name, 0))) for name in order))

    @property
    def total(self) -> int:
        return sum(value for _, value in self.categories)

    def __getitem__(self, category: str) -> int:
        for name, value in self.categories:
            if name == category:
                return value
        raise KeyError(category)

    def as_dict(self) -> dict[str, int]:
        result = dict(self.categories)
        result["total"] = self.total
        return result


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended. ``winners`` has several seats for a shared victory.

    ``reason`` is a stable key (``points``, ``military_supremacy``, ...); ``tie_break`` names the rule that
    separated the leaders, if one was needed (``coins``, ``blue_points``, ``stages``...).
    """

    scores: tuple[ScoreBreakdown, ...]
    winners: tuple[int, ...]
    reason: str = "points"
    tie_break: str | None = None

    def win_share(self, seat: int) -> float:
        """A shared victory counts 1/k for each of the k winners (the tournament's rule)."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0


def winners_by(
    totals: Sequence[int], *tie_breakers: tuple[str, Sequence[int]]
) -> tuple[tuple[int, ...], str | None]:
    """Seats with the best total, then the best of each named tie-breaker in turn, and the breaker used.

    A tie that survives every breaker is a shared victory (every rulebook of the family says so).
    """
    seats = [s for s in range(len(totals)) if totals[s] == max(totals)]
    used: str | None = None
    for name, values in tie_breakers:
        if len(seats) == 1:
            break
        used = name
        top = max(values[s] for s in seats)
        seats = [s for s in seats if values[s] == top]
    return tuple(seats), used
