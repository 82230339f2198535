"""The only source of randomness in a game: seeded, stored in the state, cloned with it."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    """A seeded generator. Two states with the same seed and the same moves draw the same numbers."""

    __slots__ = ("_random", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = int(seed)
        self._random = random.Random(self.seed)

    def clone(self) -> Rng:
        twin = Rng.__new__(Rng)
        twin.seed = self.seed
        twin._random = random.Random()
        twin._random.setstate(self._random.getstate())
        return twin

    def spawn(self, salt: int | str) -> Rng:
        """An independent generator derived from this one's seed, e.g. one per bot or per determinization."""
        return Rng(hash_seed(self.seed, salt))

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._random.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        # ``random.Random.choice`` draws exactly what ``randrange(len(items))`` drew (both take
        # ``_randbelow(len)``; CPython 3.11-3.13), without randrange's argument checks: the random bot
        # and every playout choose this way, so it is a few per cent of a random game.
        return self._random.choice(items)

    def randrange(self, stop: int) -> int:
        return self._random.randrange(stop)

    def random(self) -> float:
        return self._random.random()

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._random.sample(list(items), k)


def hash_seed(seed: int, salt: int | str) -> int:
    """A stable (not ``hash()``-randomised) way to derive a sub-seed."""
    text = f"{seed}:{salt}"
    value = 1469598103934665603
    for char in text.encode():
        value = ((value ^ char) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return value
