"""The decisions of an Architects turn as small hashable values with a stable text form.

Decks are named by their wonder's id (each player's deck) or ``central``; cards by their kind id;
Progress tokens by id, or ``pile`` for the top of the face-down stack.

    take:giza                      take the top card of a deck (the turn's card)
    extra:urbanism:central         a Progress token's extra card
    build:3:wood+clay+coin         build stage 3 spending those cards
    progress:gear+gear:culture     exchange green cards for a Progress token
    effect_take:rhodes             a wonder effect's card from any deck (Alexandria)
    effect_token:pile              a wonder effect's Progress token (Babylon)
    look:olympia                   look at the top cards of a neighbouring deck (Halicarnassus)
    keep:glass                     the card kept from those
    end                            end the turn, forgoing optional extra cards
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wonders_desktop.engine.core.digits import is_ascii_number
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import Move

PILE = "pile"


@dataclass(frozen=True, slots=True)
class Take(Move):
    deck: str

    def to_str(self) -> str:
        return f"take:{self.deck}"


@dataclass(frozen=True, slots=True)
class Extra(Move):
    token: str
    deck: str

    def to_str(self) -> str:
        return f"extra:{self.token}:{self.deck}"


@dataclass(frozen=True, slots=True)
class Build(Move):
    stage: int
    payment: tuple[str, ...]

    def to_str(self) -> str:
        return f"build:{self.stage}:{'+'.join(self.payment)}"


@dataclass(frozen=True, slots=True)
class Progress(Move):
    symbols: tuple[str, ...]
    token: str

    def to_str(self) -> str:
        return f"progress:{'+'.join(self.symbols)}:{self.token}"


@dataclass(frozen=True, slots=True)
class EffectTake(Move):
    deck: str

    def to_str(self) -> str:
        return f"effect_take:{self.deck}"


@dataclass(frozen=True, slots=True)
class EffectToken(Move):
    token: str

    def to_str(self) -> str:
        return f"effect_token:{self.token}"


@dataclass(frozen=True, slots=True)
class Look(Move):
    deck: str

    def to_str(self) -> str:
        return f"look:{self.deck}"


@dataclass(frozen=True, slots=True)
class Keep(Move):
    card: str

    def to_str(self) -> str:
        return f"keep:{self.card}"


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    def to_str(self) -> str:
        return "end"


END = EndTurn()
_TAKES: dict[str, Take] = {}


def take_move(deck: str) -> Take:
    """The interned ``Take`` of a deck: the most frequent move is never rebuilt."""
    move = _TAKES.get(deck)
    if move is None:
        move = _TAKES[deck] = Take(deck)
    return move


_ONE_FIELD: dict[str, Callable[[str], Move]] = {
    "take": Take,
    "effect_take": EffectTake,
    "effect_token": EffectToken,
    "look": Look,
    "keep": Keep,
}


def parse_move(text: str) -> Move:
    """The move written ``text`` (the inverse of ``to_str``); unreadable text is an ``IllegalMoveError``."""
    parts = text.split(":")
    head = parts[0]
    if text == "end":
        return END
    if head in _ONE_FIELD and len(parts) == 2 and parts[1]:
        return _ONE_FIELD[head](parts[1])
    if head == "extra" and len(parts) == 3 and all(parts[1:]):
        return Extra(parts[1], parts[2])
    if head == "build" and len(parts) == 3 and is_ascii_number(parts[1]) and parts[2]:
        return Build(int(parts[1]), tuple(parts[2].split("+")))
    if head == "progress" and len(parts) == 3 and parts[1] and parts[2]:
        return Progress(tuple(parts[1].split("+")), parts[2])
    raise IllegalMoveError(f"cannot read move {text!r}")
