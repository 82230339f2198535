"""Views hide what a seat may not know; determinization resamples it consistently."""

from __future__ import annotations

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.classic.hidden import HIDDEN_PICK
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.rng import Rng


def advanced(players: int, seed: int, decisions: int, **options: object) -> ClassicState:
    state = ClassicState.new({"players": players, **options}, seed)
    bot = RandomBot(seed)
    for _ in range(decisions):
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


def test_view_masks_other_hands_picks_decks_and_tucked_cards() -> None:
    state = advanced(4, 5, 30)
    view = state.view(1)
    assert view.hands[1] == state.hands[1]
    assert all(card < 0 for seat in (0, 2, 3) for card in view.hands[seat])
    assert all(card < 0 for deck in view.decks for card in deck)
    assert view.legal_moves(1) == state.legal_moves(1)
    assert view.cities[0].built == state.cities[0].built and view.discard == state.discard
    assert all(c < 0 for c in view.cities[0].tucked)


def test_pending_picks_of_others_are_hidden() -> None:
    state = ClassicState.new({"players": 3}, 2)
    state.apply(0, state.legal_moves(0)[0])
    view = state.view(1)
    assert 0 in view.picks and view.picks[0] != state.picks[0]
    assert view.to_act() == (1, 2)


def test_a_views_history_hides_the_current_turns_picks_of_others_until_revealed() -> None:
    state = ClassicState.new({"players": 3}, 2)
    state.apply(0, state.legal_moves(0)[0])
    state.apply(1, state.legal_moves(1)[-1])
    hidden = HIDDEN_PICK.to_str()
    assert state.view(2).history == [(0, hidden), (1, hidden)]
    assert state.view(1).history == [(0, hidden), state.history[1]]
    mine = state.view(1).determinize(1, Rng(3))
    assert mine.history == [state.history[1]]  # the others' forgotten picks leave the history too
    state.apply(2, state.legal_moves(2)[0])  # the turn resolves: every pick is revealed
    assert state.view(0).history == state.history


def test_picks_stay_public_while_a_resolved_turn_settles_its_specials() -> None:
    """Cities: a resolved turn may queue coin losses; its picks were revealed and stay visible."""
    state = ClassicState.new({"players": 5, "expansions": ["cities"]}, 12)
    rng = Rng(7)
    while state.phase == "pick" or not state.picks:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    seat = state.to_act()[0]
    assert state.view(seat).picks == state.picks
    assert state.view(seat).determinize(seat, Rng(1)).picks == state.picks


def test_determinize_keeps_what_the_seat_knows_and_conserves_cards() -> None:
    state = advanced(5, 7, 40)
    for salt in range(5):
        full = state.view(2).determinize(2, Rng(salt))
        assert full.viewer is None
        assert full.hands[2] == state.hands[2]
        assert [c.built for c in full.cities] == [c.built for c in state.cities]
        assert full.discard == state.discard
        assert [len(h) for h in full.hands] == [len(h) for h in state.hands]
        full.check_invariants()
        assert full.legal_moves(2) == state.legal_moves(2)


def test_determinize_resamples_unseen_guilds() -> None:
    state = ClassicState.new({"players": 3}, 1)
    drawn = {
        frozenset(c for c in state.view(0).determinize(0, Rng(s)).decks[2] if c in state.rules.guild_ids)
        for s in range(20)
    }
    assert len(drawn) > 1
    assert all(len(g) == 5 for g in drawn)


def test_determinized_state_plays_to_the_end() -> None:
    state = advanced(3, 9, 20, variant=None)
    full = state.determinize(0, Rng(3))
    bot = RandomBot(1)
    while full.to_act():
        seat = full.to_act()[0]
        full.apply(seat, bot.choose(full, seat))
        full.check_invariants()
    assert len(full.all_cards) == len(state.all_cards)


def test_free_city_views_hide_the_pile_and_determinize() -> None:
    state = advanced(2, 4, 9, variant="free-city")
    for seat in (0, 1):
        view = state.view(seat)
        assert all(card < 0 for card in view.pile)
        assert view.legal_moves(seat) == state.legal_moves(seat)
        full = view.determinize(seat, Rng(seat))
        full.check_invariants()
        assert full.legal_moves(seat) == state.legal_moves(seat)
        bot = RandomBot(seat)
        while full.to_act():
            mover = full.to_act()[0]
            full.apply(mover, bot.choose(full, mover))
        full.check_invariants()


def test_cities_determinize_resamples_unseen_black_cards_and_plays_on() -> None:
    options = {"edition": 2, "expansions": ["cities"]}
    state = ClassicState.new({"players": 4, **options}, 3)
    black = set(state.rules.black_ids[2])
    drawn = {
        frozenset(c for c in state.view(0).determinize(0, Rng(s)).decks[1] if c in black) for s in range(20)
    }
    assert len(drawn) > 1 and all(len(cards) == 4 for cards in drawn)
    for players, extra in ((5, {}), (6, {"variant": "teams"})):
        state = advanced(players, 11, 60, **options, **extra)
        for seat in range(players):
            full = state.view(seat).determinize(seat, Rng(seat))
            full.check_invariants()
            assert full.legal_moves(seat) == state.legal_moves(seat)
            bot = RandomBot(seat)
            while full.to_act():
                mover = full.to_act()[0]
                full.apply(mover, bot.choose(full, mover))
            full.check_invariants()
