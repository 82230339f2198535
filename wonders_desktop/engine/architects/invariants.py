"""Conservation laws of an Architects position, checked after every move by ``simulate`` and the tests.

Cards: every card of the game's decks is in exactly one zone (a deck, in front of a player, the
discard, or in the hand of a Halicarnassus player). Progress tokens: display + pile + owned = copies.
Conflict tokens never exceed their number. Wonder stages respect their prerequisites, and the running
stage points equal the points recomputed from the built stages.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, partial
from typing import TYPE_CHECKING

from wonders_desktop.engine.architects.catalog import tables
from wonders_desktop.engine.architects.scoring import wonder_points
from wonders_desktop.engine.architects.table import OVER, PROMPT_KEEP
from wonders_desktop.engine.core.errors import InvariantError

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


@cache
def _expected(wonders: tuple[int, ...]) -> list[int]:
    t = tables()
    total = list(t.central_deck)
    for wonder in wonders:
        for kind, count in enumerate(t.wonders[wonder].deck):
            total[kind] += count
    return total


def expected_cards(state: ArchitectsState) -> list[int]:
    """Per card kind, how many the game holds: the central deck plus the decks of the wonders in play."""
    return _expected(tuple(state.seat_wonder))


def located_cards(state: ArchitectsState) -> list[int]:
    """Per card kind, how many are found in the zones (Counter counts lists in C: this runs every move)."""
    counted: Counter[int] = Counter(state.look)
    for deck in state.decks:
        counted.update(deck)
    held = [sum(column) for column in zip(*state.cards, strict=True)]
    return [counted[kind] + state.discard[kind] + held[kind] for kind in range(len(held))]


def _require(state: ArchitectsState, condition: bool, message: str) -> None:
    """Raise ``InvariantError`` naming the game (seed) and the move, so a failure can be replayed."""
    if not condition:
        raise InvariantError(f"architects (seed {state._seed}, move {len(state._history)}): {message}")


def check_position(state: ArchitectsState) -> None:
    require = partial(_require, state)
    require(located_cards(state) == expected_cards(state), "cards are not conserved")
    require(min(min(row) for row in state.cards) >= 0, "a negative card count")
    tokens = state.display + state.pile
    owned = [0] * len(state.t.tokens)
    for token in tokens:
        owned[token] += 1
    for row in state.tokens:
        for token, count in enumerate(row):
            owned[token] += count
    require(owned == list(state.t.token_copies), "progress tokens are not conserved")
    require(len(state.display) <= state.t.face_up, "too many face-up progress tokens")
    require(not state.pile or len(state.display) == state.t.face_up, "the display was not refilled")
    require(0 <= state.conflict_battle <= state.conflict_total, "conflict tokens out of range")
    require(state.battle_pending == (state.conflict_battle == state.conflict_total), "battle flag disagrees")
    require(bool(state.look) == (state.prompt == PROMPT_KEEP), "looked-at cards outside a keep prompt")
    require(-1 <= state.cat < state.n, "the cat is nowhere")
    _check_wonders(state)
    if state.phase == OVER:
        scores = state.scores()  # recomputed from the position, against the running counters
        require([s["wonder"] for s in scores] == state.wonder_vp, "final stage points disagree")
        require(
            [s["military"] for s in scores] == [m * state.t.military_vp for m in state.military], "military"
        )
        require(state.outcome().winners != (), "a finished game without a winner")


def _check_wonders(state: ArchitectsState) -> None:
    require = partial(_require, state)
    for seat in range(state.n):
        wonder = state.t.wonders[state.seat_wonder[seat]]
        built = state.built[seat]
        require(bin(built).count("1") == state.stage_count[seat], f"seat {seat}: stage count drifted")
        for index, stage in enumerate(wonder.stages):
            if built >> index & 1:
                require(stage.requires_mask & built == stage.requires_mask, f"seat {seat}: stage order")
        require(state.wonder_vp[seat] == wonder_points(wonder, built), f"seat {seat}: stage points drifted")
    sizes = [len(state.t.wonders[wonder].stages) for wonder in state.seat_wonder]
    complete = any(count == size for count, size in zip(state.stage_count, sizes, strict=True))
    require(state.finishing == complete, "the game-end flag disagrees with the wonders")
    if state.phase == OVER and state.end_reason == "wonder_completed":
        require(complete, "the game ended for a wonder that is not complete")
