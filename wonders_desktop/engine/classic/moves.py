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
import threading
from bisect import bisect_right
from dataclasses import dataclass

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import Move

ACTIONS = ("build", "stage", "sell", "free", "discard", "pass", "debt")
PAID = ("build", "stage")
_DEBT = re.compile(r"debt:([0-9]+)")  # ASCII digits only (``\d`` matches every script's)
_PATTERN = re.compile(
    r"(fc\.)?(build|stage|sell|free|discard|pass)(?::([a-z][a-z0-9_]*))?(?::l([0-9]+)r([0-9]+))?"
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
        found = _TEXTS.get(id(self))  # interned moves are never freed, so their ids are theirs
        return found if found is not None else self._text()

    def _text(self) -> str:
        prefix = "fc." if self.free_city else ""
        if self.action == "pass":
            return f"{prefix}pass"
        if self.action == "debt":
            return f"debt:{self.left}"
        if self.action in PAID:
            return f"{prefix}{self.action}:{self.card}:l{self.left}r{self.right}"
        return f"{prefix}{self.action}:{self.card}"


_INTERNED: dict[tuple[str, str, int, int, bool], ClassicMove] = {}
_TEXTS: dict[int, str] = {}  # id of an interned move -> its text (the history records every move played)


def move(action: str, card: str = "", left: int = 0, right: int = 0, free_city: bool = False) -> ClassicMove:
    """The interned move with these fields."""
    key = (action, card, left, right, free_city)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = ClassicMove(action, card, left, right, free_city)
        _TEXTS[id(found)] = found._text()
    return found


def parse(text: str) -> ClassicMove:
    """The move written as ``text`` (``IllegalMoveError`` if it is not a well-formed move)."""
    debt = _DEBT.fullmatch(text.strip())
    if debt is not None:
        return move("debt", "", int(debt.group(1)))
    match = _PATTERN.fullmatch(text.strip())
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


class CardMoves:
    """The moves of a card that need no payment, interned once per card (legal-move generation only
    collects them), and the key of its paid moves in ``Priced.moves`` (``key``: build, ``key | 1``:
    stage; the same for a card id in every rules set)."""

    __slots__ = ("chain", "free", "id", "key", "sell")

    def __init__(self, card_id: str, free_city: bool) -> None:
        self.id = card_id
        self.key = _CARD_KEYS.setdefault(card_id, len(_CARD_KEYS)) << 2 | free_city << 1
        self.sell = move("sell", card_id, 0, 0, free_city)
        self.chain = move("build", card_id, 0, 0, free_city)
        self.free = move("free", card_id, 0, 0, free_city)


class Priced:
    """One answer of the payment search, interned (``priced``): the options sorted by total coins, their
    totals (so the affordable options are a prefix), and the ``build``/``stage`` moves of each card for
    them, made once (``moves_of``)."""

    __slots__ = ("cheapest", "index", "moves", "options", "top", "totals")

    def __init__(self, options: tuple[tuple[int, int], ...]) -> None:
        with _PRICED_LOCK:  # bots search on threads: one number per answer (``Interner``'s reason)
            self.index = len(PRICED)  # payment tables hold this number, not the object (``PRICED``)
            PRICED.append(self)
        self.options = options
        self.totals = tuple(a + b for a, b in options)
        self.cheapest = self.totals[0] if options else UNAFFORDABLE
        self.top = self.totals[-1] if options else UNAFFORDABLE
        self.moves: dict[int, tuple[ClassicMove, ...]] = {}

    def moves_of(self, key: int, card_id: str) -> tuple[ClassicMove, ...]:
        """The moves of the card whose ``CardMoves.key`` is ``key`` (``| 1`` for a stage), one per option."""
        free_city, stage = key >> 1 & 1, key & 1
        found = self.moves[key] = paid_moves(
            "stage" if stage else "build", card_id, self.options, bool(free_city)
        )
        return found

    def within(self, moves: tuple[ClassicMove, ...], budget: int) -> tuple[ClassicMove, ...]:
        """The first of ``moves`` (one per option) that pay at most ``budget`` coins to the neighbours."""
        return moves if self.top <= budget else moves[: bisect_right(self.totals, budget)]


UNAFFORDABLE = 1 << 30
_CARD_KEYS: dict[str, int] = {}

_PRICED: dict[tuple[tuple[int, int], ...], Priced] = {}
PRICED: list[Priced] = []
_PRICED_LOCK = threading.Lock()
"""Every ``Priced`` by its ``index``. The payment tables (thousands of small dicts, kept for the whole
process) map costs to these numbers: a dict of ints is not tracked by the garbage collector, so its
full collections, which a bot's growing tables would otherwise trigger and slow, never visit them."""


def priced(options: tuple[tuple[int, int], ...]) -> Priced:
    """The interned ``Priced`` of these payment options (a few hundred in all: never forgotten)."""
    found = _PRICED.get(options)
    if found is None:
        found = _PRICED[options] = Priced(options)
    return found
