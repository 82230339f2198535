"""The moves of the classic game and their stable text form.

``build:lumber_yard:l0r2`` (build, paying 0 to the left and 2 to the right neighbour),
``stage:altar:l2r0`` (tuck altar under the next wonder stage), ``sell:altar``, ``free:altar``
(Olympia: build for free), ``discard:altar`` (Halikarnassos: build from the discard pile), ``pass``
(decline the discard build), ``debt:2`` (Cities: of the coins to lose, take 2 as debt tokens and pay
the rest). A move played for the Free City by its controller is prefixed ``fc.``. Moves are interned:
equal moves are the same object, so lists compare fast.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import Move

ACTIONS = ("build", "stage", "sell", "free", "discard", "pass", "debt")
PAID = ("build", "stage")
_DEBT = re.compile(r"^debt:(\d+)$")
_PATTERN = re.compile(
    r"^(fc\.)?(build|stage|sell|free|discard|pass)(?::([a-z][a-z0-9_]*))?(?::l(\d+)r(\d+))?$"
)


@dataclass(frozen=True, slots=True)
class ClassicMove(Move):
    """One decision. ``left``/``right`` are the coins paid to each neighbour (build and stage only);
    for ``debt``, ``left`` is the number of debt tokens taken."""

    action: str
    card: str = ""
    left: int = 0
    right: int = 0
    free_city: bool = False

    def to_str(self) -> str:
        prefix = "fc." if self.free_city else ""
        if self.action == "pass":
            return f"{prefix}pass"
        if self.action == "debt":
            return f"debt:{self.left}"
        if self.action in PAID:
            return f"{prefix}{self.action}:{self.card}:l{self.left}r{self.right}"
        return f"{prefix}{self.action}:{self.card}"


_INTERNED: dict[tuple[str, str, int, int, bool], ClassicMove] = {}


def move(action: str, card: str = "", left: int = 0, right: int = 0, free_city: bool = False) -> ClassicMove:
    """The interned move with these fields."""
    key = (action, card, left, right, free_city)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = ClassicMove(action, card, left, right, free_city)
    return found


def parse(text: str) -> ClassicMove:
    """The move written as ``text`` (``IllegalMoveError`` if it is not a well-formed move)."""
    debt = _DEBT.match(text.strip())
    if debt is not None:
        return move("debt", "", int(debt.group(1)))
    match = _PATTERN.match(text.strip())
    if match is None:
        raise IllegalMoveError(f"not a classic move: {text!r}")
    prefix, action, card, left, right = match.groups()
    paid = left is not None
    if (action == "pass") != (card is None) or paid != (action in PAID):
        raise IllegalMoveError(f"not a classic move: {text!r}")
    return move(action, card or "", int(left or 0), int(right or 0), prefix is not None)


_PAID: dict[tuple[str, str, tuple[tuple[int, int], ...], bool], tuple[ClassicMove, ...]] = {}


def paid_moves(
    action: str, card: str, options: tuple[tuple[int, int], ...], free_city: bool
) -> tuple[ClassicMove, ...]:
    """The interned ``build``/``stage`` moves of ``card`` for each payment option (memoized)."""
    key = (action, card, options, free_city)
    found = _PAID.get(key)
    if found is None:
        found = _PAID[key] = tuple(move(action, card, left, right, free_city) for left, right in options)
    return found


def debt_moves(loss: int, coins: int) -> list[ClassicMove]:
    """Cities: every way to settle a loss of ``loss`` coins holding ``coins``: ``debt:k`` takes k debt
    tokens and pays ``loss - k`` coins (debt may be chosen even when the coins are there)."""
    return [move("debt", "", debt) for debt in range(max(0, loss - coins), loss + 1)]
