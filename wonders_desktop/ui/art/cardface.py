"""What a card shows, as plain data: the table builds a ``CardFace`` from the engine's data, the painter
draws it. No game rule lives here — texts arrive already translated, numbers already computed.

An ``Item`` is one thing printed on a card: an icon with an optional number (``Item("coin", 3)``,
``Item("wood", 2)``), a small text (``Item(text="×2")``), or the separator between alternatives
(``SLASH``: "wood / clay" for a choice). Icons that print their number inside (coin, laurel) show it
there; others are repeated up to ``REPEAT_MAX`` times, then drawn once with "×n".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from wonders_desktop.ui.art.palette import normalise_type

REPEAT_MAX = 4
# Icons with room for a number in their centre (a light disc); others get the number beside them.
NUMBER_INSIDE = frozenset({"coin", "laurel", "debt"})


@dataclass(frozen=True, slots=True)
class Item:
    """One printed symbol: ``icon`` (a name in ``resources/icons/game``) and ``amount``, or ``text``."""

    icon: str = ""
    amount: int | None = None
    text: str = ""

    def __post_init__(self) -> None:
        if not self.icon and not self.text:
            raise ValueError("an Item needs an icon or a text")

    @property
    def number_inside(self) -> bool:
        return self.icon in NUMBER_INSIDE and self.amount is not None

    @property
    def copies(self) -> int:
        """How many times the icon is drawn: resources and shields repeat like the printed cards."""
        if not self.icon or self.number_inside or self.amount is None:
            return 1
        return self.amount if 1 <= self.amount <= REPEAT_MAX else 1

    @property
    def suffix(self) -> str:
        """The "×n" drawn after an icon when the amount is too large to repeat (or is 0 or negative)."""
        if not self.icon or self.number_inside or self.amount is None or 1 <= self.amount <= REPEAT_MAX:
            return ""
        return f"×{self.amount}"


SLASH = Item(text="/")


def items(counts: dict[str, int] | None = None, coins: int = 0) -> tuple[Item, ...]:
    """Cost or production items from a ``{icon: amount}`` mapping, coins first (as printed)."""
    result: list[Item] = [Item("coin", coins)] if coins else []
    result.extend(Item(icon, amount) for icon, amount in (counts or {}).items() if amount)
    return tuple(result)


def choice(*icons: str) -> tuple[Item, ...]:
    """Alternatives separated by slashes: ``choice("wood", "clay")`` → wood / clay."""
    result: list[Item] = []
    for index, icon in enumerate(icons):
        if index:
            result.append(SLASH)
        result.append(Item(icon))
    return tuple(result)


@dataclass(frozen=True, slots=True)
class CardFace:
    """The face of a card. ``kind`` is its type/colour (``brown`` … ``black``, or ``wonder``).

    ``cost`` are the resource items and ``coins`` the coin cost, drawn in the cost column;
    ``effects`` are drawn large in the band under the title, wrapping onto a second row if needed
    (start a new row with ``NEWLINE``); ``chain_from`` names the cards that make this one free,
    ``chain_to`` the cards this one makes free; ``players`` the player-count marks ("3+" cards);
    ``footer`` a short free text (large size only — the tooltip carries the details).
    Duel prints chains as symbols: ``chain_icon_from`` (e.g. ``chain_moon``, the symbol that makes
    this card free) is drawn under the cost, ``chain_icon_to`` (the symbol it gives) at the top right
    of the effects.
    """

    title: str
    kind: str
    coins: int = 0
    cost: tuple[Item, ...] = ()
    effects: tuple[Item, ...] = ()
    chain_from: tuple[str, ...] = ()
    chain_to: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    age: int | None = None
    footer: str = ""
    chain_icon_from: str = ""
    chain_icon_to: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", normalise_type(self.kind))

    @property
    def cost_items(self) -> tuple[Item, ...]:
        """Everything in the cost column: the coins first, then resources."""
        return ((Item("coin", self.coins),) if self.coins else ()) + self.cost

    @property
    def is_free(self) -> bool:
        return not self.coins and not self.cost


NEWLINE = Item(text="\n")


class Deck(Enum):
    """The backs the kit can draw (icon ``back_<value>``)."""

    AGE1 = "age1"
    AGE2 = "age2"
    AGE3 = "age3"
    GUILD = "guild"
    ARCHITECTS = "architects"

    @property
    def icon(self) -> str:
        return f"back_{self.value}"

    @classmethod
    def of_age(cls, age: int) -> Deck:
        return {1: cls.AGE1, 2: cls.AGE2, 3: cls.AGE3}[age]


@dataclass(frozen=True, slots=True)
class CardBack:
    """A face-down card: the back of an age deck, the guilds or Architects' central deck.

    ``count`` (optional) is drawn on the back, e.g. the cards left in a pile.
    """

    deck: Deck
    count: int | None = None


Card = CardFace | CardBack
