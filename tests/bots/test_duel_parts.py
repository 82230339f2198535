"""Duel's Hint reason (issue 38): the hand-tuned margin by named part, and the part that decides a move.

The parts are held to the bot's own numbers (they sum to ``DuelHeuristics.potential`` and ``margin``
on positions of a played game), and on fixed positions the reason names what really decides: the
Conflict pawn moved, a pair of scientific symbols (a Progress token), a Wonder built.
"""

from __future__ import annotations

import pytest

from tests.engine.duel.helpers import player, position, structure
from wonders_desktop.bots.heuristics.duel import HEURISTICS
from wonders_desktop.bots.heuristics.duel_parts import margin_parts, potential_parts
from wonders_desktop.bots.hint_reason import Reason, reason_for
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.engine.registry import game_spec

# Laboratory (wood, 2 glass) completes the Workshop's plumb line: a pair.
LAB_MAKERS = ["lumber_yard", "glassworks", "glassblower", "workshop"]
# Three stone and a papyrus of its own: the Pyramids cost this city no coin.
PYRAMID_MAKERS = ["quarry", "stone_pit", "shelf_quarry", "press"]


def test_the_parts_sum_to_the_bots_potential_and_margin() -> None:
    """Every position of a game played at random, every phase (the draft, pairs, play again)."""
    rng = Rng(11)
    state = game_spec("duel").new_game({}, 11)
    assert isinstance(state, DuelState)
    checked = 0
    while not state.is_terminal():
        for seat in (0, 1):
            expected = HEURISTICS.potential(state, seat, "medium")
            assert sum(potential_parts(state, seat).values()) == pytest.approx(expected, abs=1e-9)
            margin = HEURISTICS.margin(state, seat, "medium")
            assert sum(margin_parts(state, seat).values()) == pytest.approx(margin, abs=1e-9)
        checked += 1
        actor = state.to_act()[0]
        state.apply(actor, rng.choice(state.legal_moves(actor)))
    assert checked > 40


def reason(state: DuelState, text: str) -> Reason | None:
    return reason_for(state, 0, state.parse_move(text))


def test_a_military_card_moves_the_conflict_pawn() -> None:
    """The Walls (2 shields), paid by the city's own stone: only the conflict changes."""
    state = position(
        player(city=["quarry", "stone_pit"]), player(), structure=structure("walls", "stable", age=2)
    )
    found = reason(state, "build:walls")
    assert found is not None and found.part == "military" and found.detail == "2"
    assert found.after > found.before


def test_a_pair_of_scientific_symbols_gives_a_progress_token() -> None:
    state = position(player(city=LAB_MAKERS), player(), structure=structure("laboratory", "stable"))
    found = reason(state, "build:laboratory")
    assert found is not None and (found.part, found.detail) == ("progress", "pair")


def test_building_a_wonder_is_the_reason() -> None:
    state = position(
        player(city=PYRAMID_MAKERS, wonders={"the_pyramids": False}),
        player(),
        structure=structure("stable", "baths"),
    )
    found = reason(state, "wonder:the_pyramids:stable")
    assert found is not None and (found.part, found.detail) == ("wonders", "built")


def test_reaching_the_capital_wins_by_military_supremacy() -> None:
    state = position(player(city=["quarry", "stone_pit"]), player(), structure=structure("walls", "stable"))
    state.conflict = 7
    found = reason(state, "build:walls")
    assert found is not None and (found.part, found.detail) == ("military", "capital")
