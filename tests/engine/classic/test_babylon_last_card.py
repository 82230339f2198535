"""Babylon B's 7th card (issue 23.3): in the 1st edition it is played during the 6th turn.

Rulebook (7wonders_1st_edition_pt-BR.txt), Babylon B's second stage: "Durante o sexto turno, o jogador
pode jogar as duas cartas que tem na sua mão." Trade: "Para comprar os recursos, o jogador deve ter as
moedas no início do turno. As moedas que o jogador ganhar através do comércio durante um turno não podem
ser utilizadas nesse mesmo turno, só a partir do próximo turno." So the 7th card pays with what Babylon
held at the start of the 6th turn less what the 6th card spent, and gains nothing from what was built
that turn. 2nd edition: the publisher's FAQ places the effect at the end of the age (today's behaviour).
"""

from __future__ import annotations

from tests.engine.classic.helpers import build, coins, game, index, kinds, moves, play, set_hands, stages
from wonders_desktop.engine.classic import queries
from wonders_desktop.engine.classic.catalog import catalog
from wonders_desktop.engine.classic.state import ClassicState

# seat 0 Babylon B (clay; left neighbour seat 1, right neighbour seat 2), seat 1 Gizah A (stone),
# seat 2 Rhodos A (ore)


def sixth_turn(edition: int = 1, start_coins: tuple[int, int, int] = (0, 3, 3)) -> ClassicState:
    if edition == 1:
        state = game(["babylon", "gizah", "rhodos"], sides=["b", "a", "a"])
    else:
        state = game(["babylon", "gizah", "rhodos"], sides=["night", "day", "day"], edition=2)
    stages(state, 0, 1 if edition == 2 else 2)  # the stage that plays the last card is built
    coins(state, list(start_coins))
    state.bank_in += 9 - sum(start_coins)  # the coins set by hand leave or join the bank: still conserved
    state.turn = state.turns
    return state


def test_coins_earned_by_trade_on_the_sixth_turn_cannot_pay_the_seventh_card() -> None:
    """The issue's case: 0 coins at the start of turn 6; Gizah buys Babylon's clay for 2 coins that turn;
    the Timber Yard (1 coin) cannot be built with them, only sold (or used for a stage)."""
    state = sixth_turn()
    set_hands(state, [["altar", "timber_yard"], ["guard_tower", "theater"], ["baths", "theater"]])
    events = play(state, ["build:altar:l0r0", "build:guard_tower:l0r2", "sell:baths"])
    assert state.cities[0].coins == 2 and "trade_payment" in kinds(events)
    assert state.phase == "last"
    assert moves(state, 0) == {"sell:timber_yard"}
    assert queries.last_card_coins(state.view(0), 0) == 0
    play(state, {0: "sell:timber_yard"})
    assert state.cities[0].coins == 5 and state.age == 2


def test_the_seventh_card_spends_what_the_sixth_left() -> None:
    """2 coins at the start of turn 6, 1 spent on the Clay Pit: 1 coin is left for the Timber Yard."""
    state = sixth_turn(start_coins=(2, 3, 3))
    set_hands(state, [["clay_pit", "timber_yard"], ["theater", "altar"], ["baths", "theater"]])
    play(state, ["build:clay_pit:l0r0", "sell:theater", "sell:baths"])
    assert moves(state, 0) == {"build:timber_yard:l0r0", "sell:timber_yard"}
    assert queries.last_card_coins(state.view(0), 0) == 1
    play(state, {0: "build:timber_yard:l0r0"})
    assert state.cities[0].coins == 0 and index(state, "timber_yard") in state.cities[0].built


def test_a_sale_on_the_sixth_turn_comes_too_late_for_the_seventh_card() -> None:
    state = sixth_turn()
    set_hands(state, [["altar", "timber_yard"], ["theater", "altar"], ["baths", "theater"]])
    play(state, ["sell:altar", "sell:theater", "sell:baths"])
    assert state.cities[0].coins == 3
    assert moves(state, 0) == {"sell:timber_yard"}


def test_the_seventh_card_gains_nothing_from_the_sixth_cards_production() -> None:
    """The Lumber Yard built with the 6th card does not give the Stockade its wood that turn."""
    state = sixth_turn(start_coins=(3, 3, 3))
    set_hands(state, [["lumber_yard", "stockade"], ["theater", "altar"], ["baths", "theater"]])
    play(state, ["build:lumber_yard:l0r0", "sell:theater", "sell:baths"])
    assert moves(state, 0) == {"sell:stockade"}
    price = queries.card_price(state.view(0), 0, "stockade")
    assert price.reason == "resources"
    assert price.missing == (("wood", 1),)  # the why-not details price the same turn: no wood yet


def test_the_seventh_cards_why_not_counts_the_coins_it_may_spend() -> None:
    """The issue's case again: the Timber Yard (1 coin) needs 1 coin more than the 0 Babylon may spend,
    though it holds the 2 Gizah paid that turn."""
    state = sixth_turn()
    set_hands(state, [["altar", "timber_yard"], ["guard_tower", "theater"], ["baths", "theater"]])
    play(state, ["build:altar:l0r0", "build:guard_tower:l0r2", "sell:baths"])
    price = queries.card_price(state.view(0), 0, "timber_yard")
    assert (price.reason, price.coins_needed) == ("coins", 1)
    assert queries.last_card_coins(state.view(0), 0) == 0 < state.cities[0].coins


def test_nor_from_a_neighbours_card_built_that_turn() -> None:
    """Gizah's Lumber Yard, built on the 6th turn, has nothing to sell to Babylon's 7th card yet."""
    state = sixth_turn(start_coins=(3, 3, 3))
    set_hands(state, [["altar", "stockade"], ["lumber_yard", "theater"], ["baths", "theater"]])
    play(state, ["build:altar:l0r0", "build:lumber_yard:l0r0", "sell:baths"])
    assert moves(state, 0) == {"sell:stockade"}
    state = sixth_turn(start_coins=(3, 3, 3))
    build(state, 1, "lumber_yard")  # built before the 6th turn: for sale
    set_hands(state, [["altar", "stockade"], ["theater", "baths"], ["baths", "theater"]])
    play(state, ["build:altar:l0r0", "sell:theater", "sell:baths"])
    assert moves(state, 0) == {"build:stockade:l2r0", "sell:stockade"}


def test_the_stage_built_with_the_sixth_card_still_lets_the_seventh_be_played() -> None:
    """"Se o segundo nível de desenvolvimento da Maravilha não for alcançado, o jogador pode alcançar tal
    desenvolvimento no seu sexto turno e assim, ainda jogar com a sétima carta"."""
    state = game(["babylon", "gizah", "rhodos"], sides=["b", "a", "a"])
    build(state, 0, "loom_1", "lumber_yard", "glassworks_1", "timber_yard")
    stages(state, 0, 1)
    coins(state, [0, 3, 3])
    state.turn = 6
    set_hands(state, [["altar", "baths"], ["guard_tower", "theater"], ["altar", "theater"]])
    play(state, ["stage:altar:l0r0", "build:guard_tower:l0r2", "sell:altar"])
    assert state.phase == "last" and moves(state, 0) == {"build:baths:l0r0", "sell:baths"}


def test_the_seventh_card_cannot_copy_the_sixth() -> None:
    state = sixth_turn(start_coins=(3, 3, 3))
    set_hands(state, [["altar", "altar"], ["theater", "baths"], ["baths", "theater"]])
    play(state, ["build:altar:l0r0", "sell:theater", "sell:baths"])
    assert moves(state, 0) == {"sell:altar"}


def test_second_edition_keeps_the_end_of_age_reading() -> None:
    """2nd edition (publisher's FAQ): the effect comes at the end of the age, so the 6th turn's income is
    in hand: the neighbour's 2 coins pay the Timber Yard (1 coin)."""
    state = sixth_turn(edition=2)
    set_hands(state, [["altar", "timber_yard"], ["stockade", "theater"], ["baths", "theater"]])
    play(state, ["build:altar:l0r0", "build:stockade:l0r2", "sell:baths"])  # Babylon's wood, 2 coins
    assert state.cities[0].coins == 2
    assert moves(state, 0) == {"build:timber_yard:l0r0", "sell:timber_yard"}
    assert queries.last_card_coins(state.view(0), 0) == 2


def test_chains_always_come_from_an_earlier_age() -> None:
    """Why the 7th card keeps today's card names: the 6th card (same age) can never chain it."""
    for edition in (1, 2):
        for cities in (False, True):
            rules = catalog(edition, cities)
            ages: dict[int, set[int]] = {}
            for card in rules.cards:
                ages.setdefault(card.name_id, set()).add(card.age)
            for card in rules.cards:
                assert all(max(ages[parent]) < card.age for parent in card.chain_from), card.id
