"""The legal moves of a city: build, chain, free build, stage and sell for the cards of a hand, and
Halikarnassos' builds from the discard pile.

The inner loop of every bot (legal-move generation runs for every seat of every searched position), so
it is written for speed: payment answers come from the table of the city between its neighbours
(``pricing.payments_table``), interned with each card's moves (``moves.Priced``), and what the loop
needs of a card is one tuple (``card_rows``). Moves are interned, so whether a move is legal is a
question of identity (``listed``).
"""

from __future__ import annotations

from functools import cache
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING

from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.moves import PRICED, CardMoves, ClassicMove, Priced, move
from wonders_desktop.engine.classic.pricing import payments_table, priced_between

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.classic.state import ClassicState

CardRow = tuple[int, tuple[int, ...], int, int, int, int, str, ClassicMove, ClassicMove, ClassicMove]


def city_moves(
    state: ClassicState, city_index: int, hand: list[int], fc: bool, cities: list[City] | None = None
) -> list[ClassicMove]:
    """Build / free build / stage / sell moves of a city for the cards of ``hand``.

    Payment answers come from the table of this city between its neighbours (``payments_table``:
    the same cost asked again, by this card or another, is one lookup), interned with each card's
    moves for them (``Priced``), and what the loop needs of a card is one tuple (``card_rows``),
    so a card costs a few lookups.
    """
    if cities is None:
        cities = state.cities
    city = cities[city_index]
    left, right = cities[(city_index + 1) % state.n], cities[city_index - 1]
    names, coins = city.names, city.coins
    answers = payments_table(city, left, right)
    stage, stage_budget = stage_payments(city, left, right, answers)
    free = city.specials and free_builds(state, city)
    rows = state._rows[fc]
    moves: list[ClassicMove] = []
    sells: list[ClassicMove] = []
    add, extend = moves.append, moves.extend
    for index in dict.fromkeys(hand):
        name_id, chain_from, coin_cost, cost_id, color, key, card_id, chained, freed, sold = rows[index]
        if name_id not in names:
            if chain_from and not names.isdisjoint(chain_from):
                add(chained)
                if fc:
                    continue  # the Free City must build a card it can chain
            else:
                budget = coins - coin_cost
                if budget >= 0:
                    known = answers.get(cost_id)
                    if known is None:
                        answer = priced_between(city, left, right, cost_id)
                        answers[cost_id] = answer.index
                    else:
                        answer = PRICED[known]
                    if answer.cheapest <= budget:
                        found = answer.moves.get(key) or answer.moves_of(key, card_id)
                        extend(found if answer.top <= budget else answer.within(found, budget))
                if free and (free is True or city.colors[color] == 0):
                    add(freed)
        if stage is not None:
            found = stage.moves.get(key | 1) or stage.moves_of(key | 1, card_id)
            extend(found if stage.top <= stage_budget else stage.within(found, stage_budget))
        sells.append(sold)
    if fc and moves:
        return moves  # the Free City sells only when it can neither build nor stage
    extend(sells)
    return moves


def stage_payments(
    city: City, left: City, right: City, answers: dict[int, int]
) -> tuple[Priced | None, int]:
    """The payments of the city's next stage and the coins it may spend on them; None when no
    stage can be built now."""
    cost = city.next_stage_cost()
    if cost is None:
        return None, 0
    budget = city.coins - cost[0]
    if budget < 0:
        return None, 0
    known = answers.get(cost[1])
    if known is None:
        answer = priced_between(city, left, right, cost[1])
        answers[cost[1]] = answer.index
    else:
        answer = PRICED[known]
    return (answer, budget) if answer.cheapest <= budget else (None, 0)


def free_builds(state: ClassicState, city: City) -> bool | str:
    """Olympia's free builds this turn: True for any card, "color" for the first card of a colour
    the city lacks (2nd edition, day), False for none."""
    specials = city.specials
    if "free_build_once_per_age" in specials and city.free_used_age != state.age:
        return True
    if state.phase == "pick":
        if "first_card_of_each_age_free" in specials and state.turn == 1:
            return True
        if "last_card_of_each_age_free" in specials and state.turn == state.turns:
            return True
    if "first_card_of_each_color_free" in specials:
        return "color"
    return False


def discard_moves(state: ClassicState, city_index: int, fc: bool) -> list[ClassicMove]:
    """Halikarnassos: build any discarded card not already in the city, or pass (never the Free City)."""
    city = state.cities[city_index]
    cards = state.rules.cards
    moves = [
        move("discard", cards[i].id, 0, 0, fc)
        for i in dict.fromkeys(state.discard)
        if i >= 0 and cards[i].name_id not in city.names
    ]
    if moves and not fc:
        moves.append(move("pass"))
    return moves


def listed(played: ClassicMove, legal: list[ClassicMove]) -> bool:
    """Whether ``played`` is one of ``legal``: legal moves are interned, so identity decides (a scan in
    C), and an equal move built elsewhere is interned first."""
    if any(map(is_, legal, repeat(played))):
        return True
    interned = move(played.action, played.card, played.left, played.right, played.free_city)
    return interned is not played and any(map(is_, legal, repeat(interned)))


@cache
def card_rows(rules: Catalog) -> tuple[tuple[CardRow, ...], tuple[CardRow, ...]]:
    """What legal-move generation needs of every card, by card index: for a city of a player, and for
    the Free City (name id, chain parents, coin cost, cost id, colour, key of its paid moves in
    ``Priced.moves``, id, and its interned chain / free / sell moves)."""
    found = []
    for free_city in (False, True):
        rows = []
        for card in rules.cards:
            moves = CardMoves(card.id, free_city)
            plain = (card.name_id, card.chain_from, card.coin_cost, card.cost_id, card.color)
            rows.append((*plain, moves.key, card.id, moves.chain, moves.free, moves.sell))
        found.append(tuple(rows))
    return found[0], found[1]


def without(hand: list[int], card: int) -> list[int]:
    """A copy of ``hand`` without one copy of ``card``."""
    rest = hand.copy()
    rest.remove(card)
    return rest
