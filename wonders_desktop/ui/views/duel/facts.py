"""What is printed on a Duel card, Wonder or progress token, as small "glyphs" the table draws.

A glyph is ``(kind, value, amount)``: ``("res", "wood", 2)``, ``("vp", "", 3)``, ``("science", "globe", 1)``.
The data files are the source (read through the engine's validated models); nothing here is a rule:
prices and legality come from ``engine/duel/queries.py``. The same glyphs feed the short tooltip lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.engine.duel.data import (
    Card,
    CardsFile,
    Cost,
    Effect,
    ProgressToken,
    ProgressTokensFile,
    Wonder,
    WondersFile,
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
        kind = effect.kind
        if kind == "produce":
            out.append(("res", effect.resource, effect.amount))
        elif kind == "produce_choice":
            out.append(("choice", "/".join(effect.choices), 1))
        elif kind in ("vp", "shields", "coins", "opponent_loses_coins"):
            out.append((kind, "", effect.amount))
        elif kind == "science":
            out.append(("science", effect.symbol, 1))
        elif kind == "trade_fixed":
            out.extend(("fixed", resource, effect.price) for resource in effect.resources)
        elif kind == "coins_per":
            out.append(("coins_per", effect.per, effect.amount))
        elif kind == "guild":
            counts = "+".join(effect.counts)
            if effect.vp_per:
                out.append(("guild_vp", counts, effect.vp_per))
            if effect.coins_per:
                out.append(("guild_coins", counts, effect.coins_per))
        elif kind == "destroy_opponent_card":
            out.append(("destroy", effect.color, 1))
        elif kind == "progress_from_box":
            out.append(("library", "", effect.draw))
        elif kind == "cost_reduction":
            out.append(("reduction", effect.applies_to, effect.resources))
        elif kind == "vp_per":
            out.append(("vp_per", effect.per, effect.amount))
        elif kind == "extra_shields":
            out.append(("extra_shields", effect.applies_to, effect.amount))
        elif kind in ("coins_on_chain_build",):
            out.append((kind, "", effect.amount))
        else:  # play_again, build_from_discard, gain_opponent_trade_spend, wonders_play_again
            out.append((kind, "", 1))
    return tuple(out)


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
