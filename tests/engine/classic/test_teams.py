"""Team play (Cities rulebook, 4 or 6 players): open hands between teammates, conflicts against the
neighbouring opponent only with double tokens, diplomacy, team score and tie-breaks, team restrictions."""

from __future__ import annotations

import pytest

from tests.engine.classic.helpers import build, coins, game, moves, play, set_hands
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.rng import Rng

TEAMS = {"edition": 2, "expansions": ["cities"], "variant": "teams"}


def tgame(wonders: list[str]) -> ClassicState:
    return game(wonders, sides="day", **TEAMS)


@pytest.mark.parametrize("players", [4, 6])
def test_a_seat_sees_its_teammates_hand_and_nothing_else_hidden(players: int) -> None:
    state = ClassicState.new({"players": players, **TEAMS}, seed=players)
    play(state, {1: f"sell:{state.rules.cards[state.hands[1][0]].id}"})
    view = state.view(0)
    assert view.hands[0] == state.hands[0] and view.hands[1] == state.hands[1]
    assert all(card < 0 for seat in range(2, players) for card in view.hands[seat])
    assert view.picks[1].to_str() != state.picks[1].to_str()  # the teammate's pending pick stays secret
    assert state.view(2).hands[3] == state.hands[3] and all(c < 0 for c in state.view(2).hands[0])
    full = view.determinize(0, Rng(5))
    assert full.hands[1] == state.hands[1] and 1 not in full.picks
    full.check_invariants()


def test_conflicts_only_against_the_neighbouring_opponent_with_double_tokens() -> None:
    state = tgame(["gizah", "rhodos", "olympia", "babylon"])
    build(state, 0, "walls")  # 2 shields; teammate Rhodos (seat 1) has none
    build(state, 2, "stockade")  # seat 2 fights seat 1, seat 3 fights seat 0
    state.turn = 7
    set_hands(state, [["altar", "baths"]] * 4)
    play(state, ["sell:altar"] * 4)
    assert [c.tokens for c in state.cities] == [[1, 1], [-1, -1], [1, 1], [-1, -1]]


@pytest.mark.parametrize(("users", "tokens"), [((0,), [[1], [], [], [-1]]), ((0, 3), [[], [], [], []])])
def test_diplomacy_in_teams_halves_the_tokens_and_both_using_it_cancels_them(users, tokens) -> None:
    state = tgame(["gizah", "rhodos", "olympia", "babylon"])
    build(state, 0, "walls")
    for seat in users:
        state.cities[seat].diplomacy = 1
    state.turn = 7
    set_hands(state, [["altar", "baths"]] * 4)
    play(state, ["sell:altar"] * 4)
    assert [c.tokens for c in state.cities] == tokens
    assert all(c.diplomacy == 0 for c in state.cities)


def _finish(state: ClassicState, points: list[int], purse: list[int]) -> None:
    """End the game with these totals (civilian points) and coins, without playing it."""
    state.phase = "over"
    state.final = tuple(
        {"military": 0, "treasury": 0, "wonder": 0, "civilian": p, "science": 0, "commercial": 0,
         "guilds": 0, "black": 0}
        for p in points
    )  # fmt: skip
    coins(state, purse)


def test_the_team_with_the_highest_sum_wins() -> None:
    state = tgame(["gizah", "rhodos", "olympia", "babylon"])
    _finish(state, [40, 10, 30, 25], [0, 0, 0, 0])
    outcome = state.outcome()
    assert outcome.winners == (2, 3) and outcome.tie_break is None
    assert [s.total for s in outcome.scores] == [40, 10, 30, 25]


def test_team_ties_go_to_the_team_treasury_then_are_shared() -> None:
    state = tgame(["gizah", "rhodos", "olympia", "babylon"])
    _finish(state, [40, 10, 30, 20], [1, 5, 3, 2])
    assert state.outcome().winners == (0, 1) and state.outcome().tie_break == "coins"
    _finish(state, [40, 10, 30, 20], [1, 5, 3, 3])
    assert state.outcome().winners == (0, 1, 2, 3)


def test_chains_are_mandatory_and_own_resources_come_before_buying() -> None:
    state = tgame(["gizah", "rhodos", "olympia", "babylon"])
    build(state, 0, "theater")
    build(state, 1, "clay_pool")  # the teammate could sell clay
    set_hands(state, [["gardens", "baths"], ["altar"], ["altar"], ["altar"]])
    options = moves(state, 0)
    assert "build:gardens:l0r0" in options and not any(
        m.startswith("build:gardens:") and m != "build:gardens:l0r0" for m in options
    )
    assert {m for m in options if m.startswith("build:baths")} == {"build:baths:l0r0"}  # own stone


def test_a_coin_loss_card_also_hits_the_teammate() -> None:
    state = tgame(["gizah", "rhodos", "olympia", "babylon"])
    set_hands(state, [["hideout"], ["altar"], ["altar"], ["altar"]])
    play(state, ["build:hideout:l0r0", "build:altar:l0r0", "build:altar:l0r0", "build:altar:l0r0"])
    assert state.losses == {1: 1, 2: 1, 3: 1}
