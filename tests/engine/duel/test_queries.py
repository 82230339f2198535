"""The table's questions: prices and their explanation agree with the engine, and read only the view."""

from __future__ import annotations

from tests.engine.duel.helpers import player, position, structure
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.duel import queries
from wonders_desktop.engine.duel.pricing import card_cost
from wonders_desktop.engine.duel.spec import DuelSpec
from wonders_desktop.engine.duel.state import DuelState


def _positions(games: int = 6, every: int = 3) -> list[DuelState]:
    """Positions met in random games (every few decisions), in all phases and ages."""
    found = []
    for seed in range(games):
        state = DuelSpec().new_game({}, seed)
        bot = RandomBot(seed)
        step = 0
        while state.to_act():
            seat = state.to_act()[0]
            if step % every == 0:
                found.append(state.clone())
            state.apply(seat, bot.choose(state, seat))
            step += 1
    return found


def test_every_explained_price_is_the_engines_price() -> None:
    for state in _positions():
        for seat in (0, 1):
            view = state.view(seat)
            for offer in queries.structure_offers(view, seat):
                if offer.card is None:
                    continue
                chain, total, trade = card_cost(state, seat, state.slots[offer.slot])
                assert (offer.chain, offer.coins, offer.trade) == (chain, total, trade)
                if not chain:
                    assert offer.breakdown is not None
                    assert (offer.breakdown.total, offer.breakdown.trade) == (total, trade)
            for wonder in queries.wonder_offers(view, seat):
                if not wonder.built:
                    assert wonder.breakdown is not None and wonder.breakdown.trade == wonder.coins


def test_buildable_cards_are_exactly_the_legal_builds() -> None:
    for state in _positions():
        seat = state.to_act()[0] if state.to_act() else 0
        if queries.phase(state) != "play":
            continue
        legal = {m.to_str() for m in state.legal_moves(seat)}
        view = state.view(seat)
        for offer in queries.structure_offers(view, seat):
            if offer.accessible and offer.card is not None:
                assert (f"build:{offer.card}" in legal) == offer.affordable


def test_face_down_cards_are_never_named_or_priced() -> None:
    state = DuelSpec().new_game({"wonders": "first_game"}, 3)
    view = state.view(0)
    offers = queries.structure_offers(view, 0)
    hidden = [o for o in offers if not o.face_up]
    assert len(hidden) == 8  # age I: rows 2 (3 cards) and 4 (5 cards) lie face down
    assert all(o.card is None and o.breakdown is None for o in hidden)


def test_breakdown_names_the_price_and_its_reason() -> None:
    # Arsenal: 3 clay, 2 wood (age III red). The opponent produces 2 clay with brown cards.
    state = position(
        player(city=["lumber_yard", "wood_reserve"], coins=20),
        player(city=["clay_pit", "clay_pool"]),
        structure=structure("arsenal", age=3),
    )
    lines = {line.resource: line for line in queries.card_breakdown(state.view(0), 0, "arsenal").lines}
    assert lines["clay"].bought == 3 and lines["clay"].unit_price == 4
    assert lines["clay"].opponent_production == 2 and lines["clay"].fixed_by is None
    assert lines["wood"].produced == 1 and lines["wood"].bought == 1
    assert lines["wood"].unit_price == 1 and lines["wood"].fixed_by == "wood_reserve"


def test_choices_and_masonry_are_shown_where_they_help() -> None:
    # Palace: 1 clay, 1 stone, 1 wood, 2 glass (blue). Forum covers one glass, Masonry two units.
    state = position(
        player(city=["forum"], progress=["masonry"], coins=20),
        player(),
        structure=structure("palace", age=3),
    )
    breakdown = queries.card_breakdown(state.view(0), 0, "palace")
    assert breakdown.choice_sources == ("forum",)
    assert breakdown.waiver == "masonry"
    assert sum(line.by_choice for line in breakdown.lines) == 1
    assert sum(line.waived for line in breakdown.lines) == 2
    chain, total, _trade = card_cost(state, 0, state.slots[queries.structure_offers(state, 0)[0].slot])
    assert breakdown.total == total and not chain


def test_wonder_offers_give_reasons() -> None:
    state = position(
        player(wonders={"the_pyramids": False, "piraeus": True}, coins=0),
        player(),
        structure=structure("palace", age=3),
    )
    offers = {o.wonder: o for o in queries.wonder_offers(state.view(0), 0)}
    assert offers["piraeus"].built and offers["piraeus"].reason == "built"
    assert not offers["the_pyramids"].can_build and offers["the_pyramids"].reason == "coins"
    assert offers["the_pyramids"].coins > 0


def test_science_summary_counts_pairs_and_supremacy_target() -> None:
    state = position(player(city=["apothecary", "dispensary", "scriptorium"]), player())
    summary = queries.science(state.view(0), 0)
    counts = dict(summary.counts)
    assert counts["wheel"] == 1 and counts["mortar"] == 1 and counts["quill"] == 1
    assert summary.distinct == 3 and summary.needed == 6 and summary.pairs == ()


def test_military_zones_and_points() -> None:
    state = position(player(), player(), conflict=4)
    summary = queries.military(state.view(1))
    assert summary.position == 4 and summary.capital == 9
    assert summary.points == (5, 0)
    taken = [z for z in summary.zones if z.first == 3]
    assert taken and taken[0].token is None and taken[0].token_loser == 1  # looted when the pawn came
    assert [z.token for z in summary.zones if z.first == -5] == ["loot2_player_a"]
    assert len(summary.zones) == 6
