"""The table's questions (engine/classic/queries.py) agree with the legal moves and read only the view."""

from __future__ import annotations

import pytest

from tests.engine.classic.helpers import build, coins, game, play, set_hands, stages
from wonders_desktop.engine.classic import queries
from wonders_desktop.engine.classic.state import ClassicState


def _build_options(state: ClassicState, seat: int, card: str) -> set[tuple[int, int]]:
    return {
        (m.left, m.right)
        for m in state.legal_moves(seat)
        if m.action == "build" and m.card == card and not m.free_city  # type: ignore[attr-defined]  # classic moves, typed as the protocol's Move
    }


RULES = [
    {"players": 3},
    {"players": 5},
    {"players": 7},
    {"players": 4, "edition": 2},
    {"players": 5, "expansions": ["cities"]},
    {"players": 6, "edition": 2, "expansions": ["cities"], "variant": "teams"},
]


@pytest.mark.parametrize("options", RULES, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_card_prices_match_the_legal_builds_through_a_game(options: dict) -> None:
    state = ClassicState.new(options, options["players"])
    for _ in range(12):
        for seat in state.to_act():
            view = state.view(seat)
            for card in queries.hand(view, seat):
                price = queries.card_price(view, seat, card)
                legal = _build_options(state, seat, card)
                assert set(price.options) == legal, card
                assert price.can_build == bool(legal)
            stage = queries.stage_price(view, seat)
            staged = {(m.left, m.right) for m in state.legal_moves(seat) if m.action == "stage"}
            assert set(stage.options) == staged
        if state.phase != "pick":
            break
        play(state, {seat: state.legal_moves(seat)[-1].to_str() for seat in state.to_act()})


def test_reasons_say_why_a_card_cannot_be_built() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    build(state, 0, "altar")
    coins(state, [0, 3, 3])
    view = state.view(0)
    assert queries.card_price(view, 0, "altar").reason == "duplicate"
    aqueduct = queries.card_price(view, 0, "aqueduct")  # 3 stone: Gizah makes 1, nobody sells more
    assert aqueduct.reason == "resources" and aqueduct.missing == (("stone", 2),)
    build(state, 1, "stone_pit")
    coins(state, [1, 3, 3])
    pit = queries.card_price(state.view(0), 0, "stone_pit")  # a free card: buildable with no coin
    assert pit.can_build and pit.total == 0
    forest = queries.card_price(state.view(0), 0, "tree_farm")  # 1 coin to the bank
    assert forest.can_build and forest.coins_to_bank == 1
    coins(state, [0, 3, 3])
    assert queries.card_price(state.view(0), 0, "tree_farm").reason == "coins"


def test_coins_reason_names_the_cheapest_total() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    build(state, 1, "clay_pool")
    coins(state, [1, 3, 3])
    price = queries.card_price(state.view(0), 0, "baths")  # stone: Gizah's own; baths costs 1 stone
    assert price.can_build and price.total == 0
    tower = queries.card_price(state.view(0), 0, "guard_tower")  # 1 clay, bought for 2 from the left
    assert tower.reason == "coins" and tower.coins_needed == 2


def test_chains_are_free() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    build(state, 0, "scriptorium")
    price = queries.card_price(state.view(0), 0, "library")
    assert price.chain and price.options == ((0, 0),) and price.total == 0


def test_stage_price_and_complete_wonder() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    first = queries.stage_price(state.view(0), 0)  # Gizah A: 2 stone, Gizah makes 1
    assert first.can_build or first.reason in ("resources", "coins")
    stages(state, 0, 3)
    assert queries.stage_price(state.view(0), 0).reason == "complete"


def test_trading_posts_lower_the_unit_prices() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    assert queries.unit_prices(state.view(0), 0)["left"]["wood"] == 2
    build(state, 0, "east_trading_post", "marketplace")
    prices = queries.unit_prices(state.view(0), 0)
    assert sorted({prices["left"]["wood"], prices["right"]["wood"]}) == [1, 2]
    assert prices["left"]["glass"] == prices["right"]["glass"] == 1


def test_city_info_reads_production_and_sales() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    build(state, 0, "timber_yard", "caravansery")
    info = queries.city_info(state.view(1), 0)
    assert ("wood", "stone") in info.sells.choices
    assert len(info.produces.choices) == 2 and len(info.sells.choices) == 1  # the yellow card is not sold
    assert info.by_colour == {"brown": ("timber_yard",), "yellow": ("caravansery",)}
    assert info.resource == "stone" and info.stages_built == 0


def test_views_never_show_other_hands_or_picks() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    hands = [["altar", "baths", "loom_1"], ["theater", "stockade", "tavern"], ["press_1", "lumber_yard"]]
    set_hands(state, hands)
    play(state, {1: "sell:theater"})
    view = state.view(0)
    assert queries.hand(view, 1) == () and queries.hand_size(view, 1) == 3
    assert queries.own_pick(view, 1) is None
    assert queries.own_pick(state.view(1), 1) == "sell:theater"
    assert queries.hand(view, 0) == ("altar", "baths", "loom_1")


def test_turn_info_and_conflicts() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    info = queries.turn_info(state.view(0))
    assert (info.age, info.turn, info.phase, info.passes) == (1, 1, "pick", "left")
    build(state, 0, "stockade")
    preview = queries.conflict_preview(state.view(0))
    assert sorted(preview[0]) == [(1, 1), (2, 1)]
    assert preview[1] == [(0, -1)] and preview[2] == [(0, -1)]


def test_free_city_pick_is_shown_to_its_controller_only() -> None:
    state = ClassicState.new({"players": 2, "variant": "free-city"}, 5)
    controller = state.controller
    fc_move = next(m for m in state.legal_moves(controller) if m.free_city)  # type: ignore[attr-defined]  # classic moves, typed as the protocol's Move
    state.apply(controller, fc_move)
    assert queries.free_city_pick(state.view(controller), controller) == fc_move.to_str()
    assert queries.free_city_pick(state.view(1 - controller), 1 - controller) is None
    assert queries.free_city_index(state.view(0)) == 2


def test_team_play_conflicts_and_opponents() -> None:
    state = ClassicState.new({"players": 4, "edition": 2, "expansions": ["cities"], "variant": "teams"}, 2)
    view = state.view(0)
    assert queries.teammate(view, 0) == 1 and queries.opponent(view, 0) == 3
    assert queries.hand(view, 1)  # a teammate's hand is visible
    assert queries.hand(view, 2) == ()  # an opponent's is not
    state.cities[0].shields = 2
    preview = queries.conflict_preview(state.view(0))
    assert preview[0] == [(3, 1), (3, 1)]  # team play: two tokens against the opponent
    assert preview[1] == []  # the teammate fights its own opponent, not us


def test_diplomacy_keeps_a_city_out_of_the_conflicts() -> None:
    state = ClassicState.new({"players": 3, "expansions": ["cities"]}, 2)
    state.cities[0].shields = 3
    state.cities[0].diplomacy = 1
    preview = queries.conflict_preview(state.view(1))
    assert preview[0] == []
    info = queries.city_info(state.view(1), 0)
    assert info.diplomacy == 1 and info.debt == 0


def test_points_are_the_engines_scores_as_the_position_stands() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    build(state, 0, "altar")  # 2 points
    assert queries.points(state.view(1)) == [sum(s.values()) for s in state.scores()]
    assert queries.points(state.view(1))[0] == 3  # the altar's 2 and 3 coins' 1


@pytest.mark.parametrize("options", RULES, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_every_legal_payment_says_what_it_buys_from_whom(options: dict) -> None:
    """The table shows what each payment buys from each neighbour: every legal build and stage payment
    has a purchase priced exactly that, bought from neighbours that sell those resources."""
    state = ClassicState.new(options, options["players"])
    explained = 0
    for _ in range(12):
        for seat in state.to_act():
            view = state.view(seat)
            sells = {
                side: {name for name, _count in queries.city_info(view, neighbour).sells.fixed}
                | {name for choice in queries.city_info(view, neighbour).sells.choices for name in choice}
                for side, neighbour in (("left", view.left_of(seat)), ("right", view.right_of(seat)))
            }
            for move in state.legal_moves(seat):
                if move.action not in ("build", "stage") or move.free_city:  # type: ignore[attr-defined]  # classic moves, typed as the protocol's Move
                    continue
                payment = (move.left, move.right)  # type: ignore[attr-defined]  # classic moves, typed as the protocol's Move
                if move.action == "build":
                    bought = queries.card_purchase(view, seat, move.card, payment)  # type: ignore[attr-defined]  # classic moves, typed as the protocol's Move
                else:
                    bought = queries.stage_purchase(view, seat, payment)
                assert bought is not None, move.to_str()
                assert {name for name, _ in bought.left} <= sells["left"], move.to_str()
                assert {name for name, _ in bought.right} <= sells["right"], move.to_str()
                explained += bool(bought.left or bought.right)
        if state.phase != "pick":
            break
        play(state, {seat: state.legal_moves(seat)[-1].to_str() for seat in state.to_act()})
    assert explained  # some payments bought something


def test_a_purchase_is_priced_with_the_cities_rebates() -> None:
    """Smugglers' Cache: one coin off each unit of a neighbour's board resource. Walls (3 stone) for
    3 to the left and 2 to the right: Gizah's board stone (1) and its stone pit's (2), Rhodos's quarry
    stone (2)."""
    state = game(["olympia", "gizah", "rhodos"], sides="day", edition=2, expansions=["cities"])
    build(state, 0, "smugglers_cache")
    build(state, 1, "stone_pit")
    build(state, 2, "quarry")
    coins(state, [9, 3, 3])
    set_hands(state, [["walls", "baths"], ["altar"], ["altar"]])
    view = state.view(0)
    walls = queries.card_purchase(view, 0, "walls", (3, 2))
    assert walls == queries.Purchase((("stone", 2),), (("stone", 1),))
    assert queries.card_purchase(view, 0, "baths", (1, 0)) == queries.Purchase((("stone", 1),), ())
