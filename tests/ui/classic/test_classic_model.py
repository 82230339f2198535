"""The 7 Wonders table's data (ui/views/classic/model.py), without pixels: modes, statuses, seating."""

from __future__ import annotations

from tests.engine.classic.helpers import build, coins, game, play, set_hands, stages
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.ui.views.classic import model


def table_of(state: ClassicState, seat: int = 0) -> model.TableState:
    moves = [m for m in state.legal_moves(seat) if isinstance(m, ClassicMove)]
    return model.build_table(state.view(seat), seat, moves)


def test_others_sit_clockwise_between_the_neighbours() -> None:
    assert model.others_clockwise(7, 0) == [2, 3, 4, 5]
    assert model.others_clockwise(3, 1) == []
    table = table_of(ClassicState.new({"players": 5}, 1), 2)
    assert (table.neighbours.left, table.neighbours.right) == (3, 1)
    assert table.others == [4, 0]


def test_statuses_of_the_hand() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    set_hands(state, [["altar", "stockade", "aqueduct", "library", "tree_farm"], ["theater"], ["press_1"]])
    build(state, 0, "scriptorium")
    build(state, 1, "lumber_yard")
    statuses = {card.card: card.status for card in table_of(state).hand}
    assert statuses == {
        "altar": model.FREE,
        "stockade": model.TRADE,
        "aqueduct": model.BLOCKED,
        "library": model.CHAIN,
        "tree_farm": model.COINS,
    }


def test_waiting_after_the_pick_keeps_the_hand_and_marks_the_choice() -> None:
    state = game(["gizah", "babylon", "rhodos"])
    set_hands(state, [["altar", "baths"], ["theater", "tavern"], ["press_1", "clay_pool"]])
    play(state, {0: "build:altar:l0r0"})
    table = table_of(state)
    assert table.mode == model.WAITING
    assert [card.card for card in table.hand if card.picked] == ["altar"]
    assert not any(card.playable for card in table.hand)


def test_special_modes() -> None:
    state = game(["halikarnassos", "babylon", "rhodos"])
    set_hands(state, [["altar", "baths"], ["theater", "tavern"], ["press_1", "clay_pool"]])
    build(state, 0, "ore_vein", "mine", "lumber_yard")
    stages(state, 0, 1)
    coins(state, [6, 3, 3])
    state.discard = [state.rules.by_id["temple"].index]
    stage = next(m.to_str() for m in state.legal_moves(0) if m.to_str().startswith("stage:baths"))
    play(state, {0: stage, 1: "sell:theater", 2: "sell:press_1"})
    table = table_of(state)
    assert table.mode == model.DISCARD
    assert table.discard == ["temple", "theater", "press_1"]  # cards sold this turn are in the pile too
    assert table.pass_move is not None and "temple" in table.discard_moves


def test_debt_mode_offers_every_split() -> None:
    state = ClassicState.new({"players": 3, "expansions": ["cities"]}, 7)
    state.losses[0] = 2
    state.queue = [("debt", 0, 0)]
    state.phase = "debt"
    state._legal = {}
    table = table_of(state)
    assert table.mode == model.DEBT and table.debt_loss == 2
    assert [move.left for move in table.debt_moves] == [0, 1, 2]


def test_free_city_pick_prices_for_the_free_city() -> None:
    state = ClassicState.new({"players": 2, "variant": "free-city"}, 4)
    controller = state.controller
    table = table_of(state, controller)
    assert table.mode == model.FREE_CITY_PICK and table.acting_city == 2 and table.free_city == 2


def test_game_over() -> None:
    state = ClassicState.new({"players": 3}, 2)
    while not state.is_terminal():
        for seat in state.to_act():
            state.apply(seat, state.legal_moves(seat)[-1])
    table = model.build_table(state, 0, [])
    assert table.mode == model.OVER and table.hand == [] and table.stage is None
    assert table.points == [sum(points.values()) for points in state.scores()]


def test_the_last_card_shows_the_coins_it_may_spend() -> None:
    """1st edition, Babylon B: "Durante o sexto turno, o jogador pode jogar as duas cartas"; the 2 coins
    Gizah pays for Babylon's clay that turn cannot be spent on the 7th card (issue 23.3)."""
    state = game(["babylon", "gizah", "rhodos"], sides=["b", "a", "a"])
    stages(state, 0, 2)
    coins(state, [0, 3, 3])
    state.turn = 6
    set_hands(state, [["altar", "timber_yard"], ["guard_tower", "theater"], ["baths", "theater"]])
    play(state, ["build:altar:l0r0", "build:guard_tower:l0r2", "sell:baths"])
    table = table_of(state)
    assert table.mode == model.LAST and table.last_coins == 0
    assert [(c.card, c.status) for c in table.hand] == [("timber_yard", model.BLOCKED)]
