"""Horns, conflict tokens and battles (rulebook pt-BR, cartas vermelhas; 2-player battles)."""

from __future__ import annotations

import pytest

from tests.engine.architects.helpers import give, give_token, kinds_of, new_game, play, stack
from wonders_desktop.engine.architects.rules import battle_tokens


@pytest.mark.parametrize(
    ("mine", "theirs", "tokens"),
    [(1, 0, 1), (2, 0, 2), (2, 1, 2), (3, 2, 1), (4, 2, 2), (2, 2, 0), (0, 3, 0), (5, 3, 1)],
)
def test_two_player_battle(mine: int, theirs: int, tokens: int) -> None:
    assert battle_tokens([mine, theirs], 0) == tokens


def test_three_or_more_players_compare_with_both_neighbours() -> None:
    assert [battle_tokens([3, 1, 2], s) for s in range(3)] == [2, 0, 1]
    shields = [4, 0, 4, 1, 0]
    assert [battle_tokens(shields, s) for s in range(5)] == [2, 0, 2, 1, 0]


def test_horns_flip_tokens_and_the_last_one_starts_a_battle_at_the_end_of_the_turn() -> None:
    state = new_game(["giza", "rhodes"])  # 2 players: 3 conflict tokens
    assert state.conflict_total == 3
    give(state, 1, "red_0horn")
    stack(state, "giza", "red_2horn")
    play(state, "take:giza")
    assert state.conflict_battle == 2 and state.military == [0, 0]
    stack(state, "rhodes", "red_2horn")
    events = play(state, "take:rhodes")  # one token left: the second horn is ignored
    assert "battle" in kinds_of(events)
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data == {"shields": [1, 2], "tokens": [0, 2]}  # 2 is twice 1
    assert state.military == [0, 2]
    red = state.t.kind_index
    assert state.cards[0][red["red_2horn"]] == 0 and state.cards[1][red["red_2horn"]] == 0
    assert state.cards[1][red["red_0horn"]] == 1  # cards without horns stay
    assert state.conflict_battle == 0 and not state.battle_pending


def test_the_battle_waits_for_the_end_of_the_turn() -> None:
    state = new_game(["giza", "rhodes", "olympia"])
    give_token(state, 0, "propaganda")
    give(state, 0, "wood")
    give(state, 0, "clay")  # stage 1 is payable: it must be built this turn
    stack(state, "giza", "red_1horn", "red_2horn")
    play(state, "take:giza", "extra:propaganda:giza")  # 2 + 1 horns: the last conflict token flips
    assert state.battle_pending and state.to_act() == (0,)
    events = play(state, "build:1:clay+wood")
    assert kinds_of(events).index("turn_ended") < kinds_of(events).index("battle")
    assert state.military == [2, 0, 0]
