"""End-of-game points, in the rulebook's order: stages, cat, blue cards, military tokens, Progress tokens.

The score pad order of docs/cli.md is ``wonder, blue, cat, military, progress`` (from the data file).
The same function scores a live position and a ``check`` scenario, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from wonders_desktop.engine.architects.catalog import Tables, WonderRow
from wonders_desktop.engine.architects.data import EndVpPer, EndVpSet, EndVpWonderState
from wonders_desktop.engine.core.scoring import ScoreBreakdown


def wonder_points(wonder: WonderRow, built: int) -> int:
    return sum(stage.vp for i, stage in enumerate(wonder.stages) if built >> i & 1)


def progress_points(
    t: Tables, wonder: WonderRow, built: int, cards: Sequence[int], tokens: Sequence[int], military: int
) -> int:
    complete = built == (1 << len(wonder.stages)) - 1
    owned = sum(tokens)
    points = 0
    for token, copies in enumerate(tokens):
        if not copies:
            continue
        effect = t.token_effects[token]
        if isinstance(effect, EndVpWonderState):
            points += copies * (effect.if_complete if complete else effect.if_incomplete)
        elif isinstance(effect, EndVpPer):
            points += copies * effect.amount * _count(t, effect.per, cards, military, owned)
        elif isinstance(effect, EndVpSet):
            points += effect.vp_if_2 if copies >= 2 else effect.vp_if_1
    return points


def _count(t: Tables, per: str, cards: Sequence[int], military: int, owned: int) -> int:
    if per == "cat_icon_on_blue_cards":
        return sum(cards[kind] for kind in t.cat_kinds)
    if per == "military_victory_token":
        return military
    return owned  # progress_token_owned, this one included


def score(
    t: Tables,
    wonder: WonderRow,
    built: int,
    cards: Sequence[int],
    tokens: Sequence[int],
    military: int,
    has_cat: bool,
) -> ScoreBreakdown:
    points = {
        "wonder": wonder_points(wonder, built),
        "blue": sum(count * t.vp[kind] for kind, count in enumerate(cards) if t.colors[kind] == "blue"),
        "cat": t.cat_vp if has_cat else 0,
        "military": military * t.military_vp,
        "progress": progress_points(t, wonder, built, cards, tokens, military),
    }
    return ScoreBreakdown.of(t.scoring_order, points)
