"""The Duel hand-tuned margin split into named parts (the Hint's reason, ``bots/hint_reason.py``).

The hard bot judges positions with a learned value that has no named parts, but that value reads the
hand-tuned margin (``DuelHeuristics.margin``, medium) as an input, and the margin is a sum of things a
player can name. ``potential_parts`` returns ``DuelHeuristics.potential(..., "medium")`` part by part:

* ``military``: the military points of the pawn's position and the threat of a military supremacy;
* ``science``: green cards' points and the threat of a scientific supremacy (distinct symbols);
* ``civilian``, ``commercial``, ``guilds``: the scoring pad's rows;
* ``wonders``: built Wonders' points and the worth of those still to build;
* ``progress``: Progress tokens' points and lasting rules, and a Progress token still to take;
* ``coins``: the treasury's points and coins as liquidity;
* ``production``: resources produced and fixed trading prices; ``chains``: chain symbols owned;
* ``play_again``: another turn now (a Wonder, Theology); ``choice``: the Mausoleum's card or a card
  to destroy still to pick.

``margin_parts`` is the seat's parts minus its opponent's, part by part. The sums are the bot's own
numbers (``tests/bots/test_duel_parts.py`` holds them to it). No Qt here.
"""

from __future__ import annotations

from wonders_desktop.bots.heuristics.duel import (
    CHAIN_VALUE,
    FIXED_PRICE_VALUE,
    LIQUIDITY,
    MILITARY_THREAT,
    RESOURCE_VALUE,
    SCIENCE_THREAT,
    TOKEN_RULE_BY_INDEX,
    _pending,
    _wonders,
)
from wonders_desktop.engine.duel.rules import LIBRARY, PLAY, PROGRESS
from wonders_desktop.engine.duel.scoring import points
from wonders_desktop.engine.duel.state import DuelState

PARTS = (
    "military", "science", "civilian", "commercial", "guilds", "wonders", "progress",
    "coins", "production", "chains", "play_again", "choice",
)  # fmt: skip


def potential_parts(state: DuelState, seat: int) -> dict[str, float]:
    """``DuelHeuristics.potential(state, seat, "medium")`` by part; the values sum to it."""
    city = state.cities[seat]
    pad = points(state.cities, seat, state.conflict)
    ahead = state.conflict if seat == 0 else -state.conflict
    age = min(3, state.age)
    pending = _pending(state, seat)
    waiting = "choice"
    if state.phase in (PROGRESS, LIBRARY):
        waiting = "progress"
    elif state.phase == PLAY:
        waiting = "play_again"
    parts = dict.fromkeys(PARTS, 0.0)
    parts["military"] = pad["military"] + MILITARY_THREAT[max(0, ahead)]
    parts["science"] = pad["science"] + SCIENCE_THREAT[min(6, city.distinct_science())]
    for row in ("civilian", "commercial", "guilds"):
        parts[row] = float(pad[row])
    parts["wonders"] = pad["wonders"] + _wonders(state, city)
    rules = sum(TOKEN_RULE_BY_INDEX[t] for t in city.progress)
    parts["progress"] = pad["progress"] + rules
    parts["coins"] = pad["treasury"] + LIQUIDITY[age] * city.coins
    parts["production"] = RESOURCE_VALUE[age] * (sum(city.produced) + city.choice_raw + city.choice_man)
    parts["production"] += FIXED_PRICE_VALUE[age] * (len(city.fixed_price) - city.fixed_price.count(0))
    parts["chains"] = CHAIN_VALUE[age] * city.chains.bit_count()
    parts[waiting] += pending
    return parts


def margin_parts(state: DuelState, seat: int) -> dict[str, float]:
    """The medium margin of an unfinished game for ``seat`` by part (its parts minus the opponent's)."""
    own, theirs = potential_parts(state, seat), potential_parts(state, 1 - seat)
    return {name: own[name] - theirs[name] for name in PARTS}


def steps_towards(before: DuelState, after: DuelState, seat: int) -> int:
    """How many spaces the Conflict pawn moved towards the seat's opponent's capital (negative: back)."""
    moved = after.conflict - before.conflict
    return moved if seat == 0 else -moved


def pair_made(before: DuelState, after: DuelState, seat: int) -> bool:
    """Whether the move gave the seat a pair of identical scientific symbols (a Progress token)."""
    was, now = before.cities[seat].science, after.cities[seat].science
    return any(b < 2 <= a for b, a in zip(was, now, strict=True))


