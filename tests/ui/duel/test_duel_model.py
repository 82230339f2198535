"""The Duel table's view-model (plain data, no pixels): what each zone shows for a seat."""

from __future__ import annotations

from tests.ui.duel import duel_positions as positions
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.duel.moves import BuildCard, DiscardCard
from wonders_desktop.engine.duel.spec import DuelSpec
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.ui.views.duel.model import build_model


def _model(state: DuelState, seat: int = 0, events: list[Event] | None = None):
    moves = state.legal_moves(seat)
    return build_model(state.view(seat), seat, moves, events or [], None)


def test_age_one_as_the_viewer_sees_it() -> None:
    state = DuelSpec().new_game({"wonders": "first_game", "first_player": 0}, 1)
    model = _model(state)
    assert model.phase == "play" and model.age == 1 and model.viewer_acts and model.decision is None
    assert len(model.slots) == 20
    accessible = model.accessible()
    assert [s.row for s in accessible] == [5] * 6
    assert [s.col for s in accessible] == sorted(s.col for s in accessible)  # reading order
    for slot in accessible:
        assert isinstance(slot.discard, DiscardCard) and slot.discard.card == slot.card
        assert (slot.build is not None) == slot.offer.affordable
        if slot.build is not None:
            assert isinstance(slot.build, BuildCard)
    assert all(s.card is None for s in model.slots if not s.offer.face_up)
    assert model.discard_value == 2
    assert [len(c.wonders) for c in model.cities] == [4, 4]


def test_the_opponent_does_not_act_and_sees_no_moves() -> None:
    state = DuelSpec().new_game({"wonders": "first_game", "first_player": 0}, 1)
    model = build_model(state.view(1), 1, [], [], None)
    assert not model.viewer_acts and model.current == 0
    assert all(s.build is None and s.discard is None for s in model.slots)


def test_draft_choices_are_the_offered_wonders() -> None:
    state = DuelSpec().new_game({"first_player": 0}, 2)
    model = _model(state)
    assert model.decision == "draft" and len(model.offered_wonders) == 4
    assert [c.ident for c in model.choices] == model.offered_wonders
    assert all(c.kind == "wonder" for c in model.choices)


def test_each_decision_lists_its_options() -> None:
    kinds = {"library": "progress_token", "destroy": "card", "mausoleum": "card", "start": "seat"}
    for decision, kind in kinds.items():
        state = positions.facing(decision).replay()
        assert isinstance(state, DuelState)
        model = _model(state)
        assert model.decision == decision
        assert model.choices and all(c.kind == kind for c in model.choices)
        assert {c.move for c in model.choices} == set(state.legal_moves(0))


def test_play_again_comes_from_the_last_move_events() -> None:
    state = positions.playing_again().replay()
    assert isinstance(state, DuelState)
    again = [Event("play_again", 0, {})]
    assert _model(state, 0, again).play_again == 0
    assert _model(state, 0, []).play_again is None
