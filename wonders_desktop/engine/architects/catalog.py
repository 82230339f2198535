"""The data compiled once into small integer tables, because the engine is the inner loop of search bots.

Card kinds, wonders and progress tokens become indices; per-kind properties become tuples; token effects
become bit masks (which card kinds trigger which token). Everything here is derived from the data files,
so a changed number in the data changes the game without touching the rules code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TypedDict

from wonders_desktop.engine.architects.data import (
    GAME_FILE,
    TOKENS_FILE,
    CardType,
    CoinCardWorth,
    EndVpPer,
    EndVpSet,
    EndVpWonderState,
    ExtraCardOnStageBuilt,
    ExtraCardOnTake,
    IgnoreSameDifferent,
    ProgressToken,
    Shields,
    Wonder,
    WonderEffect,
    load_data,
)
from wonders_desktop.engine.core.errors import DataError

CENTRAL = "central"


@dataclass(frozen=True, slots=True)
class StageRow:
    """One construction piece: cost, points, whether it triggers the wonder effect, prerequisite mask."""

    number: int
    count: int
    same: bool
    vp: int
    effect: bool
    requires_mask: int


@dataclass(frozen=True, slots=True)
class WonderRow:
    id: str
    stages: tuple[StageRow, ...]
    effect: WonderEffect | None  # what an effect stage does (``effects._wonder_effect`` matches on it)
    effect_shields: int
    look: int
    deck: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tables:
    kinds: tuple[str, ...]
    kind_index: dict[str, int]
    colors: tuple[str, ...]
    resources: tuple[int, ...]  # card kinds of the grey resources, in data order
    coin_kind: int
    science: tuple[int, ...]  # card kinds of the green symbols, in data order
    vp: tuple[int, ...]
    cat_kinds: frozenset[int]
    shields: tuple[int, ...]
    horns: tuple[int, ...]
    horn_kinds: tuple[int, ...]
    wonders: tuple[WonderRow, ...]
    wonder_index: dict[str, int]
    central_deck: tuple[int, ...]
    tokens: tuple[str, ...]
    token_index: dict[str, int]
    token_copies: tuple[int, ...]
    token_effects: tuple[object, ...]
    take_triggers: tuple[tuple[int, int], ...]  # (token index, bit mask of triggering card kinds)
    stage_built_tokens: tuple[int, ...]
    coin_boosts: tuple[tuple[int, int, int], ...]  # (token index, cards, value)
    ignore_tokens: tuple[int, ...]
    token_shields: tuple[tuple[int, int], ...]
    min_stage_cost: int
    face_up: int
    cat_vp: int
    military_vp: int
    conflict_tokens: dict[int, int]
    scoring_order: tuple[str, ...]


def _trigger_mask(trigger: str, cards: tuple[CardType, ...]) -> int:
    color, _, what = trigger.partition("_")
    mask = 0
    for index, card in enumerate(cards):
        if card.color != color:
            continue
        if (
            what == "any"
            or (what == "with_horn" and card.horns > 0)
            or what in (card.resource, card.science)
            or (color == "yellow" and what == "coin")
        ):
            mask |= 1 << index
    if not mask:
        raise DataError(f"{TOKENS_FILE}: trigger {trigger!r}: matches no card kind")
    return mask


def _wonder_row(wonder: Wonder, kind_index: dict[str, int]) -> WonderRow:
    stages = tuple(
        StageRow(
            number=s.stage,
            count=s.cost.count,
            same=s.cost.kind == "same",
            vp=s.vp,
            effect=s.effect,
            requires_mask=sum(1 << (r - 1) for r in s.requires),
        )
        for s in wonder.stages
    )
    deck = [0] * len(kind_index)
    for kind, count in wonder.deck.items():
        deck[kind_index[kind]] = count
    effect = wonder.effect
    return WonderRow(
        id=wonder.id,
        stages=stages,
        effect=effect,
        effect_shields=effect.amount if isinstance(effect, Shields) else 0,
        look=getattr(effect, "look", 0),
        deck=tuple(deck),
    )


class _TokenTables(TypedDict):
    """The progress tokens' fields of ``Tables`` (``_token_tables``)."""

    take_triggers: tuple[tuple[int, int], ...]
    stage_built_tokens: tuple[int, ...]
    coin_boosts: tuple[tuple[int, int, int], ...]
    ignore_tokens: tuple[int, ...]
    token_shields: tuple[tuple[int, int], ...]


def _token_tables(tokens: tuple[ProgressToken, ...], cards: tuple[CardType, ...]) -> _TokenTables:
    triggers: list[tuple[int, int]] = []
    built: list[int] = []
    boosts: list[tuple[int, int, int]] = []
    ignore: list[int] = []
    shields: list[tuple[int, int]] = []
    for index, token in enumerate(tokens):
        effect = token.effect
        if isinstance(effect, ExtraCardOnTake):
            mask = 0
            for trigger in effect.trigger:
                mask |= _trigger_mask(trigger, cards)
            triggers.append((index, mask))
        elif isinstance(effect, ExtraCardOnStageBuilt):
            built.append(index)
        elif isinstance(effect, CoinCardWorth):
            boosts.append((index, effect.cards, effect.value))
        elif isinstance(effect, IgnoreSameDifferent):
            ignore.append(index)
        elif isinstance(effect, Shields):
            shields.append((index, effect.amount))
        elif not isinstance(effect, EndVpWonderState | EndVpPer | EndVpSet):
            raise DataError(f"{TOKENS_FILE}: progress_tokens.{index}.effect: unsupported kind")
    return {
        "take_triggers": tuple(triggers),
        "stage_built_tokens": tuple(built),
        "coin_boosts": tuple(boosts),
        "ignore_tokens": tuple(ignore),
        "token_shields": tuple(shields),
    }


def _coin_kind(cards: tuple[CardType, ...]) -> int:
    yellow = [i for i, card in enumerate(cards) if card.color == "yellow"]
    if len(yellow) != 1 or cards[yellow[0]].coins != 1:
        raise DataError(
            "architects/cards.json: card_types: exactly one yellow kind worth 1 coin is supported"
        )
    return yellow[0]


@cache
def tables() -> Tables:
    data = load_data()
    cards = data.cards.card_types
    kind_index = {card.id: i for i, card in enumerate(cards)}
    central = [0] * len(cards)
    for kind, count in data.game.central_deck.deck.items():
        central[kind_index[kind]] = count
    tokens = data.tokens.progress_tokens
    rules = data.game.rules
    conflict = {int(players): count for players, count in rules.conflict_tokens_by_players.items()}
    if not conflict:
        raise DataError(f"{GAME_FILE}: rules.conflict_tokens_by_players: empty")
    return Tables(
        kinds=tuple(card.id for card in cards),
        kind_index=kind_index,
        colors=tuple(card.color for card in cards),
        resources=tuple(i for i, card in enumerate(cards) if card.resource is not None),
        coin_kind=_coin_kind(cards),
        science=tuple(i for i, card in enumerate(cards) if card.science is not None),
        vp=tuple(card.vp for card in cards),
        cat_kinds=frozenset(i for i, card in enumerate(cards) if card.cat),
        shields=tuple(card.shields for card in cards),
        horns=tuple(card.horns for card in cards),
        horn_kinds=tuple(i for i, card in enumerate(cards) if card.horns > 0),
        wonders=tuple(_wonder_row(w, kind_index) for w in data.wonders.wonders),
        wonder_index={w.id: i for i, w in enumerate(data.wonders.wonders)},
        central_deck=tuple(central),
        tokens=tuple(token.id for token in tokens),
        token_index={token.id: i for i, token in enumerate(tokens)},
        token_copies=tuple(token.copies for token in tokens),
        token_effects=tuple(token.effect for token in tokens),
        **_token_tables(tokens, cards),
        min_stage_cost=min(s.cost.count for w in data.wonders.wonders for s in w.stages),
        face_up=rules.progress_face_up,
        cat_vp=rules.cat_pawn_vp,
        military_vp=rules.military_victory_token_vp,
        conflict_tokens=conflict,
        scoring_order=rules.scoring_order,
    )
