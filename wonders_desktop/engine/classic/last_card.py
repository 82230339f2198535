"""Babylon's last card (side B, ``play_last_card``): which turn it belongs to, so what it may spend.

1st edition (7wonders_1st_edition_pt-BR.txt, Babylon B's second stage): "Durante o sexto turno, o
jogador pode jogar as duas cartas que tem na sua mão." The 7th card is played during the last turn, so
that turn's rules hold for it: "Para comprar os recursos, o jogador deve ter as moedas no início do
turno. As moedas que o jogador ganhar através do comércio durante um turno não podem ser utilizadas
nesse mesmo turno, só a partir do próximo turno." It is priced against the cities as they stood when the
turn began (it gains nothing from what the 6th card, or a neighbour, built that turn) and paid with the
coins held at the start of the turn less what the 6th card spent; the turn's income (trade receipts,
sales, coin cards and stages) comes too late for it. The city's own card names are today's (the 7th card
cannot copy the 6th); a chain from the 6th card is impossible anyway, chains always come from an
earlier age (a data test checks it).

2nd edition: the publisher's FAQ (https://www.rprod.com/en/7-wonders/faq, Babylon night; listed in
docs/sources.md) places the effect at the end of the age, once the last turn is over: the card is
then an ordinary action, priced with the turn's income in hand, as the engine always did. The 2nd
edition rulebook (7wonders_2nd_edition_es.txt) does not describe Babylon's effect.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.moves import ClassicMove

SAME_TURN_EDITIONS = frozenset({1})  # editions whose 7th card belongs to the last turn
LAST_CARD = "play_last_card"  # the special of Babylon B's stage


@dataclass(frozen=True, slots=True)
class LastTurn:
    """What the start of the last turn leaves for the 7th card (1st edition). Never mutated, so clones
    of the game share it."""

    cities: tuple[City, ...]  # every city as the turn began (tucked cards dropped: never priced, secret)
    budgets: tuple[int, ...]  # coins each city held once the turn's payments were made, before income


def last_card_may_follow(cities: Sequence[City], actions: Sequence[tuple[int, ClassicMove, int]]) -> bool:
    """Whether a 7th card may follow this last turn: a city holds the effect, or builds its stage now
    (otherwise the turn's start is never asked for, and the copies are not made)."""
    for city in cities:
        if LAST_CARD in city.specials:
            return True
    for city_index, played, _ in actions:
        if played.action == "stage":
            city = cities[city_index]
            stages = city.side.stages
            if city.stages < len(stages) and stages[city.stages].effect.special == LAST_CARD:
                return True
    return False


def turn_start(cities: Sequence[City]) -> tuple[City, ...]:
    """Copies of the cities as the last turn begins, for pricing the 7th card later."""
    copies = []
    for city in cities:
        twin = city.clone()
        twin.tucked = []
        copies.append(twin)
    return tuple(copies)


def pricing_cities(last: LastTurn, cities: Sequence[City], city_index: int) -> list[City]:
    """The cities the 7th card of ``city_index`` is priced against: the turn's start, with today's stage
    count and card names for the city itself, and only the coins it may still spend this turn."""
    found = list(last.cities)
    today = cities[city_index]
    own = found[city_index].clone()
    own.stages = today.stages  # the 6th card may have built the stage that allows the 7th
    own.names = today.names.copy()  # no second copy of a card built with the 6th
    own.coins = min(last.budgets[city_index], today.coins)  # a Cities coin loss may have taken more
    found[city_index] = own
    return found
