"""What is printed on a Duel card, Wonder or progress token, as small "glyphs" the table draws.

A glyph is ``(kind, value, amount)``: ``("res", "wood", 2)``, ``("vp", "", 3)``, ``("science", "globe", 1)``.
The data files are the source (read through the engine's validated models); nothing here is a rule:
prices and legality come from ``engine/duel/queries.py``. The same glyphs feed the short tooltip lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import assert_never

from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.engine.duel.data import (
    BuildFromDiscard,
    Card,
    CardsFile,
    Coins,
    CoinsOnChainBuild,
    CoinsPer,
    Cost,
    CostReduction,
    DestroyOpponentCard,
    Effect,
    ExtraShields,
    GainOpponentTradeSpend,
    Guild,
    OpponentLosesCoins,
    PlayAgain,
    Produce,
    ProduceChoice,
    ProgressFromBox,
    ProgressToken,
    ProgressTokensFile,
    Science,
    Shields,
    TradeFixed,
    Vp,
    VpPer,
    Wonder,
    WondersFile,
    WondersPlayAgain,
)

Glyph = tuple[str, str, int]


@dataclass(frozen=True, slots=True)
class Printed:
    """One object as printed: its colour, cost, effects and chain symbols."""

    ident: str
    kind: str  # card, wonder, progress_token
    colour: str
    age: int
    cost: tuple[Glyph, ...]
    effects: tuple[Glyph, ...]
    chain_provides: str | None = None
    chain_requires: str | None = None
    guild: bool = False


def _cost(cost: Cost) -> tuple[Glyph, ...]:
    glyphs: list[Glyph] = [("coins", "", cost.coins)] if cost.coins else []
    glyphs += [("res", resource, amount) for resource, amount in cost.resources.items()]
    return tuple(glyphs)


def effect_glyphs(effects: tuple[Effect, ...]) -> tuple[Glyph, ...]:
    """Every effect of the data vocabulary becomes one glyph (``choices`` joined with ``/``)."""
    out: list[Glyph] = []
    for effect in effects:
        out.extend(_glyphs(effect))
    return tuple(out)


def _glyphs(effect: Effect) -> list[Glyph]:
    """One effect's glyphs, by its class (as ``engine/duel/catalog.py`` folds them), each field typed."""
    match effect:
        case Produce(resource=resource, amount=amount):
            return [("res", resource, amount)]
        case ProduceChoice(choices=choices):
            return [("choice", "/".join(choices), 1)]
        case Vp() | Shields() | Coins() | OpponentLosesCoins() | CoinsOnChainBuild():
            return [(effect.kind, "", effect.amount)]
        case Science(symbol=symbol):
            return [("science", symbol, 1)]
        case TradeFixed(resources=resources, price=price):
            return [("fixed", resource, price) for resource in resources]
        case CoinsPer(per=per, amount=amount):
            return [("coins_per", per, amount)]
        case Guild(counts=counts, vp_per=vp_per, coins_per=coins_per):
            joined = "+".join(counts)
            guild: list[Glyph] = []
            if vp_per:
                guild.append(("guild_vp", joined, vp_per))
            if coins_per:
                guild.append(("guild_coins", joined, coins_per))
            return guild
        case DestroyOpponentCard(color=color):
            return [("destroy", color, 1)]
        case ProgressFromBox(draw=draw):
            return [("library", "", draw)]
        case CostReduction(applies_to=applies_to, resources=resources):
            return [("reduction", applies_to, resources)]
        case VpPer(per=per, amount=amount):
            return [("vp_per", per, amount)]
        case ExtraShields(applies_to=applies_to, amount=amount):
            return [("extra_shields", applies_to, amount)]
        case PlayAgain() | BuildFromDiscard() | GainOpponentTradeSpend() | WondersPlayAgain():
            return [(effect.kind, "", 1)]
        case _:
            assert_never(effect)


def _card(card: Card) -> Printed:
    return Printed(
        card.id, "card", card.color, card.age, _cost(card.cost), effect_glyphs(card.effects),
        card.chain_provides, card.chain_requires, card.deck == "guild",
    )  # fmt: skip


def _wonder(wonder: Wonder) -> Printed:
    return Printed(wonder.id, "wonder", "wonder", 0, _cost(wonder.cost), effect_glyphs(wonder.effects))


def _token(token: ProgressToken) -> Printed:
    return Printed(token.id, "progress_token", "green", 0, (), effect_glyphs(token.effects))


@cache
def _index() -> dict[tuple[str, str], Printed]:
    found: dict[tuple[str, str], Printed] = {}
    for card in load(CardsFile, "duel/cards.json").cards:
        found["card", card.id] = _card(card)
    for wonder in load(WondersFile, "duel/wonders.json").wonders:
        found["wonder", wonder.id] = _wonder(wonder)
    for token in load(ProgressTokensFile, "duel/progress_tokens.json").progress_tokens:
        found["progress_token", token.id] = _token(token)
    return found


def printed(kind: str, ident: str) -> Printed:
    return _index()[kind, ident]


def card(ident: str) -> Printed:
    return printed("card", ident)


def wonder(ident: str) -> Printed:
    return printed("wonder", ident)


def token(ident: str) -> Printed:
    return printed("progress_token", ident)


@cache
def chain_partners(symbol: str, provides: bool) -> tuple[str, ...]:
    """Cards requiring ``symbol`` (when ``provides``: the card frees them), else the cards providing it."""
    cards = load(CardsFile, "duel/cards.json").cards
    if provides:
        return tuple(c.id for c in cards if c.chain_requires == symbol)
    return tuple(c.id for c in cards if c.chain_provides == symbol)
