"""Accessibility and face-up state of every slot of the three structures as cards are taken."""

from __future__ import annotations

import pytest

from tests.engine.duel.helpers import play
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.rules import EMPTY, PLAY, START
from wonders_desktop.engine.duel.state import DuelState


def geometry_accessible(age: int, present: set[int]) -> set[int]:
    """Independent of the engine: free when no present card lies on the next row, one column aside."""
    slots = catalog().layouts_file.layouts[age - 1].slots
    where = {(s.row, s.col): s.slot for s in slots}
    return {
        s.slot
        for s in slots
        if s.slot in present and not any(where.get((s.row + 1, s.col + d)) in present for d in (-1, 1))
    }


def age_start(age: int, seed: int = 1) -> DuelState:
    """A real game at the start of ``age`` (cards discarded until then, first player always starts)."""
    state = SPEC.new_game({"wonders": "first_game", "first_player": 0}, seed)
    while state.age < age or state.phase == START:
        if state.phase == START:
            play(state, "start:0")
            continue
        play(state, "discard:" + catalog().cards[state.slots[state.accessible[0]]].id)
    assert state.phase == PLAY
    return state


@pytest.mark.parametrize("age", [1, 2, 3])
@pytest.mark.parametrize("pick", ["first", "last"])
def test_every_slot_follows_the_geometry_as_cards_are_taken(age: int, pick: str) -> None:
    state = age_start(age)
    initial_face_up = catalog().face_up[age - 1]
    ever_free: set[int] = set()
    while state.age == age and state.phase == PLAY:
        present = {s for s, card in enumerate(state.slots) if card != EMPTY}
        free = geometry_accessible(age, present)
        assert set(state.accessible) == free
        ever_free |= free
        for slot in present:
            assert state.face_up[slot] == (initial_face_up[slot] or slot in ever_free)
        slot = min(state.accessible) if pick == "first" else max(state.accessible)
        play(state, "discard:" + catalog().cards[state.slots[slot]].id)


def take(state: DuelState, slot: int) -> list[Event]:
    return play(state, "discard:" + catalog().cards[state.slots[slot]].id)


def test_age_one_start_and_reveals() -> None:
    state = age_start(1)
    assert sorted(state.accessible) == [14, 15, 16, 17, 18, 19]
    assert [state.face_up[s] for s in range(20)] == [True] * 2 + [False] * 3 + [True] * 4 + [False] * 5 + [
        True
    ] * 6
    take(state, 14)
    assert sorted(state.accessible) == [15, 16, 17, 18, 19] and not state.face_up[9]
    events = take(state, 15)
    assert 9 in state.accessible and state.face_up[9]
    assert [e.data["slot"] for e in events if e.kind == "card_revealed"] == [9]


def test_age_two_start_and_reveals() -> None:
    state = age_start(2)
    assert sorted(state.accessible) == [18, 19]
    take(state, 18)
    assert sorted(state.accessible) == [15, 19] and state.face_up[15] and not state.face_up[16]
    take(state, 19)
    assert sorted(state.accessible) == [15, 16, 17] and state.face_up[16] and state.face_up[17]


def test_age_three_start_and_the_narrow_middle() -> None:
    state = age_start(3)
    assert sorted(state.accessible) == [18, 19]
    for slot in (18, 19, 15, 16, 17, 11, 12):
        take(state, slot)
    assert sorted(state.accessible) == [9, 13, 14] and state.face_up[9]
    take(state, 9)
    assert sorted(state.accessible) == [5, 6, 13, 14]
