"""What the caller says about a card (its emphasis, badge, selection, hover, focus) and the geometry
every painter shares: the card's aspect, its size classes, the margin kept for rings and shadow."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QRectF


class Emphasis(Enum):
    NORMAL = "normal"
    HIGHLIGHTED = "highlighted"  # selectable now: an accent ring
    DIMMED = "dimmed"  # not buildable / not playable: veiled


class BadgeKind(Enum):
    FREE = "free"  # costs nothing
    CHAIN = "chain"  # free thanks to a chain
    COINS = "coins"  # what it costs in coins (to the bank)
    TRADE = "trade"  # coins paid to neighbours / the opponent
    BLOCKED = "blocked"  # cannot be built
    HINT = "hint"  # the better move (a replayed analysis): what to do with the card, in the accent colour


@dataclass(frozen=True, slots=True)
class Badge:
    """A pill on the card's lower edge. ``text`` (already translated) replaces the kit's own label."""

    kind: BadgeKind
    amount: int = 0
    text: str = ""


@dataclass(frozen=True, slots=True)
class CardState:
    emphasis: Emphasis = Emphasis.NORMAL
    badge: Badge | None = None
    selected: bool = False
    hovered: bool = False
    focused: bool = False


class CardSize(Enum):
    CHIP = "chip"
    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"


CARD_ASPECT = 2 / 3  # width / height of a portrait card (the printed cards are close to it)
SMALL_BELOW = 92.0  # logical width under which a portrait card drops its chain lines
LARGE_FROM = 190.0  # logical width from which the footer text is shown


def size_class(rect: QRectF) -> CardSize:
    if rect.height() < rect.width() * 0.9 or rect.height() < 40:
        return CardSize.CHIP
    if rect.width() < SMALL_BELOW:
        return CardSize.SMALL
    return CardSize.LARGE if rect.width() >= LARGE_FROM else CardSize.NORMAL


def card_margin(rect: QRectF) -> float:
    """Room kept around the card for rings and shadow (logical pixels)."""
    return max(2.5, min(rect.width(), rect.height()) * 0.035)


def card_body_rect(rect: QRectF) -> QRectF:
    margin = card_margin(rect)
    return rect.adjusted(margin, margin, -margin, -margin)
