"""The 2-player Free City variant of the 1st-edition rulebook."""

from __future__ import annotations

from collections import Counter

from tests.engine.classic.helpers import build, index, moves, play, set_hands
from wonders_desktop.engine.classic.rules import FREE_CITY
from wonders_desktop.engine.classic.state import ClassicState


def free_city(seed: int = 1, wonders: list[str] | None = None) -> ClassicState:
    options = {"players": 2, "variant": "free-city"}
    if wonders:
        options["wonders"] = wonders
        options["sides"] = "a"
    return ClassicState.new(options, seed)


def test_setup_three_boards_three_player_cards_and_a_pile() -> None:
    state = free_city()
    assert state.num_players == 2 and len(state.cities) == 3
    assert [c.coins for c in state.cities] == [3, 3, 3]
    assert state.controller == 0  # the player on the Free City's left starts age I
    assert [len(h) for h in state.hands] == [8, 7] and len(state.pile) == 6
    assert [len(d) for d in state.decks] == [0, 21, 21]
    guilds = [c for c in state.decks[2] if state.rules.cards[c].color == 6]
    assert len(guilds) == 5
    assert state.to_act() == (0, 1)
    assert all(m.free_city for m in state.legal_moves(0)) and not any(
        m.free_city for m in state.legal_moves(1)
    )
    state.check_invariants()


def test_controller_plays_the_free_city_then_its_own_card_and_control_alternates() -> None:
    state = free_city(seed=3)
    fc_move = state.legal_moves(0)[0]
    play(state, {0: fc_move.to_str()})
    assert state.to_act() == (0, 1)
    own = state.legal_moves(0)
    assert own and not any(m.free_city for m in own)
    fc_card = index(state, fc_move.card)
    if Counter(state.hands[0])[fc_card] == 1:
        assert not any(m.card == fc_move.card for m in own)
    play(state, {0: own[0].to_str(), 1: state.legal_moves(1)[0].to_str()})
    assert state.turn == 2 and state.controller == 1
    assert [len(h) for h in state.hands] == [6, 7]
    state.check_invariants()


def test_age_two_starts_with_the_player_on_the_right_of_the_free_city() -> None:
    state = free_city(seed=4)
    state.age = 1
    state.decks[1] = list(state.decks[1])
    for _ in range(6):
        if state.phase != "pick":
            break
        for seat in (state.controller, 1 - state.controller):
            while seat in state.to_act() and state.phase == "pick":
                state.apply(seat, state.legal_moves(seat)[-1])
        while state.phase not in ("pick", "over"):
            seat = state.to_act()[0]
            state.apply(seat, state.legal_moves(seat)[-1])
    assert state.age == 2 and state.turn == 1 and state.controller == 1
    assert len(state.discard) >= 3  # both last cards and the pile's last card
    state.check_invariants()


def test_free_city_must_build_when_it_can_and_must_chain() -> None:
    state = free_city(wonders=["gizah", "rhodos", "olympia"])
    state.age = 2
    build(state, FREE_CITY, "theater")
    set_hands(state, [["statue", "baths", "aqueduct", "lumber_yard"], ["altar"]])
    legal = moves(state, 0)
    assert "fc.build:statue:l0r0" in legal
    assert not any(m.startswith(("fc.stage:statue", "fc.sell")) for m in legal)
    assert "fc.build:lumber_yard:l0r0" in legal


def test_free_city_sells_only_when_nothing_can_be_built_or_staged() -> None:
    state = free_city(wonders=["gizah", "rhodos", "olympia"])
    state.cities[FREE_CITY].coins = 0
    set_hands(state, [["palace", "pantheon"], ["altar"]])
    assert moves(state, 0) == {"fc.sell:palace", "fc.sell:pantheon"}


def test_free_city_trades_with_both_players_and_its_controller_chooses() -> None:
    state = free_city(wonders=["gizah", "rhodos", "olympia"])
    build(state, 0, "ore_vein")
    set_hands(state, [["barracks", "altar"], ["altar"]])
    assert {"fc.build:barracks:l2r0", "fc.build:barracks:l0r2"} <= moves(state, 0)
    play(state, {0: "fc.build:barracks:l0r2"})
    play(state, {0: "sell:altar", 1: "sell:altar"})
    assert [c.coins for c in state.cities] == [6, 8, 1]


def test_a_clone_playing_on_never_changes_the_moves_its_original_offers() -> None:
    """Search bots play on clones; the original's cached legal moves must stay its own."""
    from wonders_desktop.engine.core.rng import Rng

    rng = Rng(7)
    for seed in range(6):
        state = free_city(seed=seed)
        while state.to_act():
            twin = state.clone()
            for seat in twin.to_act():  # the twin's picks change its hands before the original asks
                legal = twin.legal_moves(seat)
                twin.apply(seat, legal[rng.randrange(len(legal))])
                for other in twin.to_act():
                    twin.legal_moves(other)
            seat = state.to_act()[0]
            fresh = state.clone()
            fresh._legal = {}
            offered = [m.to_str() for m in state.legal_moves(seat)]
            assert offered == [m.to_str() for m in fresh.legal_moves(seat)]
            state.apply(seat, state.legal_moves(seat)[rng.randrange(len(offered))])
