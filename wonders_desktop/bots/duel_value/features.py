"""The raw position a Duel value network reads, seen from one seat: every input is 0 or 1.

Binary inputs keep the pure-Python inference to one big-integer addition per active input
(``network``): cards and Wonders owned per seat, tokens owned and on the board, the cards one can
take, the conflict pawn, the age and phase, and thermometer codes (``x >= t`` for a row of
thresholds) of coins, distinct science, cards left in the age and the hand-tuned potential's margin,
so that a number keeps its order (more coins switches more inputs on) without a multiplication.

Everything is relative to ``seat`` (own blocks first, the opponent's after, the pawn counted toward
the opponent's capital), so the same network values a position for either seat. Change anything
here and bump ``FEATURE_SET``: a weights file trained on other inputs is then refused, not misread.
"""

from __future__ import annotations

from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.state import DuelState

FEATURE_SET = "duel-raw-1"

DATA = catalog()
NC, NW, NT = len(DATA.cards), len(DATA.wonders), len(DATA.tokens)
PHASES = 8  # DRAFT .. OVER (engine/duel/rules.py)
CAPITAL = 9
COIN_STEPS = tuple(range(1, 25))
SCIENCE_STEPS = tuple(range(1, 7))
REMAINING_STEPS = tuple(range(1, 21))
MARGIN_STEPS = tuple(range(-30, 31, 2))


def _blocks() -> dict[str, tuple[int, int]]:
    """Each block's first input and size, in input order (input 0 is the bias: always on)."""
    sizes = (
        ("bias", 1),
        ("own_cards", NC),
        ("opp_cards", NC),
        ("own_wonders", 2 * NW),  # per Wonder: owned unbuilt, owned built
        ("opp_wonders", 2 * NW),
        ("own_tokens", NT),
        ("opp_tokens", NT),
        ("board_tokens", NT),
        ("open_cards", NC),  # the face-up cards that can be taken now
        ("conflict", 2 * CAPITAL + 1),  # the pawn's cell, counted toward the opponent's capital
        ("age", 3),
        ("phase", PHASES),
        ("own_coins", len(COIN_STEPS)),
        ("opp_coins", len(COIN_STEPS)),
        ("own_science", len(SCIENCE_STEPS)),
        ("opp_science", len(SCIENCE_STEPS)),
        ("remaining", len(REMAINING_STEPS)),
        ("play_again", 1),
        ("margin", len(MARGIN_STEPS)),
    )
    blocks, start = {}, 0
    for name, size in sizes:
        blocks[name] = (start, size)
        start += size
    return blocks


BLOCKS = _blocks()
NUM_FEATURES = sum(size for _, size in BLOCKS.values())
_AT = {name: start for name, (start, _) in BLOCKS.items()}


def features(state: DuelState, seat: int, margin: float) -> list[int]:
    """The active inputs (sorted) of ``state`` seen from ``seat``. ``margin``: the hand-tuned
    potential of ``seat`` minus its opponent's (``DuelHeuristics``), passed in so that this module
    needs no heuristics. ``state`` is a full state or a view: a card the seat cannot see is skipped."""
    me, op = state.cities[seat], state.cities[1 - seat]
    active = [0]
    at = _AT["own_cards"]
    active.extend(at + c for c in me.cards)
    at = _AT["opp_cards"]
    active.extend(at + c for c in op.cards)
    for name, city in (("own_wonders", me), ("opp_wonders", op)):
        at = _AT[name]
        active.extend(at + 2 * w + built for w, built in zip(city.wonders, city.built, strict=True))
    at = _AT["own_tokens"]
    active.extend(at + t for t in me.progress)
    at = _AT["opp_tokens"]
    active.extend(at + t for t in op.progress)
    at = _AT["board_tokens"]
    active.extend(at + t for t in state.board)
    at = _AT["open_cards"]
    slots, face_up = state.slots, state.face_up
    active.extend(at + slots[s] for s in state.accessible if face_up[s] and slots[s] >= 0)
    ahead = state.conflict if seat == 0 else -state.conflict
    active.append(_AT["conflict"] + max(-CAPITAL, min(CAPITAL, ahead)) + CAPITAL)
    if 1 <= state.age <= 3:
        active.append(_AT["age"] + state.age - 1)
    active.append(_AT["phase"] + state.phase)
    _thermometer(active, "own_coins", COIN_STEPS, me.coins)
    _thermometer(active, "opp_coins", COIN_STEPS, op.coins)
    _thermometer(active, "own_science", SCIENCE_STEPS, me.distinct_science())
    _thermometer(active, "opp_science", SCIENCE_STEPS, op.distinct_science())
    _thermometer(active, "remaining", REMAINING_STEPS, state.remaining)
    if state.play_again:
        active.append(_AT["play_again"])
    _thermometer(active, "margin", MARGIN_STEPS, margin)
    active.sort()
    return active


def _thermometer(active: list[int], block: str, steps: tuple[int, ...], value: float) -> None:
    """Switch on the block's inputs whose threshold ``value`` reaches (steps ascend)."""
    at = _AT[block]
    for offset, step in enumerate(steps):
        if value < step:
            return
        active.append(at + offset)
