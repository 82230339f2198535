"""Duel moves: small frozen values with a stable text form, interned once per process.

Every decision of the game is one of these. Because the set of possible moves is small (a few
thousand), each is built once and looked up by text or by indices: legal-move generation only
collects existing objects, and ``parse_move`` is a dictionary lookup.

Text forms (ids only):  ``draft:<wonder>``  ``build:<card>``  ``discard:<card>``
``wonder:<wonder>:<card>``  ``progress:<token>``  ``destroy:<card>``  ``mausoleum:<card>``  ``start:<seat>``
"""

from __future__ import annotations

from dataclasses import dataclass

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.engine.duel.catalog import catalog


@dataclass(frozen=True, slots=True)
class DraftWonder(Move):
    """Take one of the revealed Wonders during the Wonder selection phase."""

    wonder: str

    def to_str(self) -> str:
        return f"draft:{self.wonder}"


@dataclass(frozen=True, slots=True)
class BuildCard(Move):
    """Construct an accessible card (paying coins, trading, or free through a chain)."""

    card: str

    def to_str(self) -> str:
        return f"build:{self.card}"


@dataclass(frozen=True, slots=True)
class DiscardCard(Move):
    """Discard an accessible card for 2 coins + 1 per yellow card owned."""

    card: str

    def to_str(self) -> str:
        return f"discard:{self.card}"


@dataclass(frozen=True, slots=True)
class BuildWonder(Move):
    """Construct one of your Wonders, tucking the accessible ``card`` under it."""

    wonder: str
    card: str

    def to_str(self) -> str:
        return f"wonder:{self.wonder}:{self.card}"


@dataclass(frozen=True, slots=True)
class TakeProgress(Move):
    """Take a progress token: from the board after a pair of symbols, or from the Great Library's draw."""

    token: str

    def to_str(self) -> str:
        return f"progress:{self.token}"


@dataclass(frozen=True, slots=True)
class DestroyCard(Move):
    """Put one of the opponent's cards of the Wonder's colour into the discard pile."""

    card: str

    def to_str(self) -> str:
        return f"destroy:{self.card}"


@dataclass(frozen=True, slots=True)
class BuildFromDiscard(Move):
    """The Mausoleum: construct a card of the discard pile for free."""

    card: str

    def to_str(self) -> str:
        return f"mausoleum:{self.card}"


@dataclass(frozen=True, slots=True)
class ChooseStarter(Move):
    """Between ages: the seat that begins the next age."""

    seat: int

    def to_str(self) -> str:
        return f"start:{self.seat}"


class MoveTable:
    """Every possible move, built once, indexed by catalog indices for the engine and by text for parsing."""

    def __init__(self) -> None:
        data = catalog()
        cards = [c.id for c in data.cards]
        wonders = [w.id for w in data.wonders]
        self.draft = tuple(DraftWonder(w) for w in wonders)
        self.build = tuple(BuildCard(c) for c in cards)
        self.discard = tuple(DiscardCard(c) for c in cards)
        self.wonder = tuple(tuple(BuildWonder(w, c) for c in cards) for w in wonders)
        self.progress = tuple(TakeProgress(t.id) for t in data.tokens)
        self.destroy = tuple(DestroyCard(c) for c in cards)
        self.mausoleum = tuple(BuildFromDiscard(c) for c in cards)
        self.start = (ChooseStarter(0), ChooseStarter(1))
        everything: list[Move] = [
            *self.draft, *self.build, *self.discard, *(m for row in self.wonder for m in row),
            *self.progress, *self.destroy, *self.mausoleum, *self.start,
        ]  # fmt: skip
        self.by_text = {move.to_str(): move for move in everything}

    def parse(self, text: str) -> Move:
        move = self.by_text.get(text)
        if move is None:
            raise IllegalMoveError(f"not a Duel move: {text!r}")
        return move


_TABLE: MoveTable | None = None


def move_table() -> MoveTable:
    """The process-wide table (built on first use, after the catalog)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = MoveTable()
    return _TABLE
