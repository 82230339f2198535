"""What the moves of a Duel turn do: build, discard or build a Wonder with a card of the structure, and
the decisions effects ask for (a progress token, a card to destroy, the Mausoleum's pick).

Every effect of a card, a Wonder or a progress token applies here as it enters a city; the conflict
track, science and the end of the turn are ``rules``. Free functions of the position (``state`` first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.engine.duel.catalog import GREY, RED, WonderInfo
from wonders_desktop.engine.duel.moves import BuildCard, BuildWonder, DiscardCard
from wonders_desktop.engine.duel.pricing import card_cost, discard_value, forget_costs, wonder_cost
from wonders_desktop.engine.duel.rules import (
    CARDS,
    DATA,
    DESTROY,
    LIBRARY,
    MAUSOLEUM,
    MAX_WONDERS,
    OVER,
    PLAY,
    PROGRESS,
    TOKENS,
    WONDERS,
    after_action,
    chance_rng,
    military,
    science,
    take_slot,
)

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.duel.state import DuelState


# ==================================================================================================
# the main move of a turn
# ==================================================================================================
def main_move(state: DuelState, seat: int, move: Move, events: list[Event]) -> None:
    # ``type(move) is``: the moves are final dataclasses; mypy narrows it, and it is the quickest test
    if type(move) is BuildCard:
        card = DATA.card_index[move.card]
        slot = _slot_of(state, card)
        state.play_again = False
        _build(state, seat, card, slot, events)
    elif type(move) is DiscardCard:
        card = DATA.card_index.get(move.card, -1)
        slot = _slot_of(state, card)
        state.play_again = False
        _sell(state, seat, card, slot, events)
    elif type(move) is BuildWonder:
        card = DATA.card_index.get(move.card, -1)
        slot = _slot_of(state, card)
        state.play_again = False
        _wonder(state, seat, DATA.wonder_index[move.wonder], card, slot, events)
    else:
        raise IllegalMoveError(f"{move.to_str()} is not a move of the play phase")
    after_action(state, events)


def _slot_of(state: DuelState, card: int) -> int:
    for slot in state.accessible:
        if state.slots[slot] == card:
            return slot
    raise IllegalMoveError(f"{CARDS[card].id} is not accessible")


def _build(state: DuelState, seat: int, card: int, slot: int, events: list[Event]) -> None:
    city = state.cities[seat]
    chain, total, trade = card_cost(state, seat, card)
    if total > city.coins:
        raise IllegalMoveError(f"{CARDS[card].id} costs {total} coins")
    take_slot(state, slot, events)
    _pay(state, seat, total, trade)
    if not state.quiet:
        data = {"card": CARDS[card].id, "coins": total, "trade": trade, "chain": chain}
        events.append(Event("card_built", seat, data))
    _construct(state, seat, card, chain, events)


def _sell(state: DuelState, seat: int, card: int, slot: int, events: list[Event]) -> None:
    take_slot(state, slot, events)
    value = discard_value(state, seat)
    state.cities[seat].gain(value)
    state.discard.append(card)
    if not state.quiet:
        events.append(Event("card_discarded", seat, {"card": CARDS[card].id, "coins": value}))


def _pay(state: DuelState, seat: int, total: int, trade: int) -> None:
    """Pay a construction; with Economy the opponent receives the trading part."""
    if total:
        state.cities[seat].pay(total)
    if trade and state.cities[1 - seat].economy:
        state.cities[1 - seat].gain(trade)


# ==================================================================================================
# cards and Wonders entering a city
# ==================================================================================================
def _construct(state: DuelState, seat: int, card: int, chain: bool, events: list[Event]) -> None:
    """A card enters a city (bought, chained or from the Mausoleum): every effect of it applies."""
    info = CARDS[card]
    city = state.cities[seat]
    city.add_card(card)
    if info.color <= GREY or info.produce or info.trade_fixed or info.choice_raw or info.choice_man:
        forget_costs(state)
    coins = info.gain
    for amount, target in info.coins_per:
        coins += amount * city.count(target)
    if info.guild is not None:
        targets, per, _ = info.guild
        coins += per * max(sum(c.count(t) for t in targets) for c in state.cities)
    if chain and city.chain_coins:
        coins += city.chain_coins
    if coins:
        city.gain(coins)
        if not state.quiet:
            events.append(Event("coins_gained", seat, {"coins": coins, "card": info.id}))
    if info.shields:
        military(state, seat, info.shields + (city.strategy if info.color == RED else 0), events)
        if state.phase == OVER:
            return
    if info.science >= 0:
        science(state, seat, info.science, events)


def _wonder(state: DuelState, seat: int, wonder: int, card: int, slot: int, events: list[Event]) -> None:
    city = state.cities[seat]
    if wonder not in city.wonders:
        raise IllegalMoveError(f"{WONDERS[wonder].id} is not a Wonder of seat {seat}")
    position = city.wonders.index(wonder)
    if city.built[position]:
        raise IllegalMoveError(f"{WONDERS[wonder].id} is already built")
    if state.wonders_built >= MAX_WONDERS:
        raise IllegalMoveError("seven Wonders are already built")
    trade = wonder_cost(state, seat, wonder)
    if trade > city.coins:
        raise IllegalMoveError(f"{WONDERS[wonder].id} costs {trade} coins")
    take_slot(state, slot, events)
    _pay(state, seat, trade, trade)
    city.add_wonder_built(position, card)
    state.wonders_built += 1
    info = WONDERS[wonder]
    if info.choice_raw or info.choice_man:
        forget_costs(state)
    if not state.quiet:
        data = {"wonder": info.id, "card": CARDS[card].id, "coins": trade}
        events.append(Event("wonder_built", seat, data))
    if state.wonders_built == MAX_WONDERS:
        _retire_last_wonder(state, events)
    _wonder_effects(state, seat, info, events)


def _retire_last_wonder(state: DuelState, events: list[Event]) -> None:
    """Only seven Wonders: the one still unbuilt leaves the game."""
    for seat, city in enumerate(state.cities):
        for position in range(len(city.wonders) - 1, -1, -1):
            if not city.built[position]:
                wonder = city.wonders.pop(position)
                city.built.pop(position)
                city.tucked.pop(position)
                state.wonders_out.append(wonder)
                events.append(Event("wonder_removed", seat, {"wonder": WONDERS[wonder].id}))


def _wonder_effects(state: DuelState, seat: int, info: WonderInfo, events: list[Event]) -> None:
    city, other = state.cities[seat], state.cities[1 - seat]
    if info.gain:
        city.gain(info.gain)
        events.append(Event("coins_gained", seat, {"coins": info.gain, "wonder": info.id}))
    if info.opponent_loses:
        lost = other.pay(info.opponent_loses)
        events.append(Event("coins_lost", 1 - seat, {"coins": lost, "wonder": info.id}))
    if info.shields:
        military(state, seat, info.shields, events)
        if state.phase == OVER:
            return
    state.play_again = info.play_again or city.theology
    if info.destroy >= 0:
        state.destroy_color = info.destroy
        if destroy_targets(state, seat):
            state.phase = DESTROY
    if info.from_discard and state.discard:
        state.phase = MAUSOLEUM
    if info.library is not None and state.box:
        draw = min(info.library[0], len(state.box))
        state.drawn = sorted(chance_rng(state).sample(state.box, draw))
        for token in state.drawn:
            state.box.remove(token)
        state.phase = LIBRARY
        events.append(Event("progress_drawn", seat, {"tokens": [TOKENS[t].id for t in state.drawn]}))


# ==================================================================================================
# decisions
# ==================================================================================================
def destroy_targets(state: DuelState, seat: int) -> list[int]:
    """The opponent's cards of the colour the Wonder just built lets ``seat`` destroy."""
    color = state.destroy_color
    return [c for c in state.cities[1 - seat].cards if CARDS[c].color == color]


def take_token(state: DuelState, seat: int, token: int, events: list[Event]) -> None:
    pool = state.board if state.phase == PROGRESS else state.drawn
    if token not in pool:
        raise IllegalMoveError(f"{TOKENS[token].id} cannot be taken now")
    pool.remove(token)
    if state.phase == LIBRARY:
        state.box.extend(state.drawn)  # the others go back to the box
        state.box.sort()
        state.drawn = []
    state.phase = PLAY
    city = state.cities[seat]
    city.add_progress(token)
    info = TOKENS[token]
    if info.masonry or info.architecture:
        forget_costs(state)  # a waiver changes what cards or Wonders cost
    if not state.quiet:
        events.append(Event("progress_taken", seat, {"token": info.id}))
    if info.gain:
        city.gain(info.gain)
        events.append(Event("coins_gained", seat, {"coins": info.gain, "token": info.id}))
    if info.science >= 0:
        science(state, seat, info.science, events)
    after_action(state, events)


def destroy(state: DuelState, seat: int, card: int, events: list[Event]) -> None:
    if card not in destroy_targets(state, seat):
        raise IllegalMoveError(f"{CARDS[card].id} cannot be destroyed")
    state.cities[1 - seat].remove_card(card)
    state.discard.append(card)
    forget_costs(state)
    state.phase = PLAY
    events.append(Event("card_destroyed", 1 - seat, {"card": CARDS[card].id}))
    after_action(state, events)


def mausoleum(state: DuelState, seat: int, card: int, events: list[Event]) -> None:
    if card not in state.discard:
        raise IllegalMoveError(f"{CARDS[card].id} is not in the discard pile")
    state.discard.remove(card)
    state.phase = PLAY
    if not state.quiet:
        data = {"card": CARDS[card].id, "coins": 0, "trade": 0, "chain": False}
        events.append(Event("card_built", seat, data))
    _construct(state, seat, card, False, events)
    after_action(state, events)
