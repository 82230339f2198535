"""The flow of a classic game: the deal, the turns and ages, the specials queued at the end of a turn
(coin losses, Babylon's last card, Halikarnassos' discard build), military and the end of the game.

Each age deals 7 cards per hand (8 with Cities); six turns (seven with Cities) of simultaneous picks;
hands pass left in ages I and III, right in age II; after the last turn the last cards are discarded
(Babylon may play its last card instead: in the 1st edition as part of the last turn, priced as that
turn began, see ``last_card``); Halikarnassos builds from the discard at the end of the turn its stage is
built; Cities' coin losses are settled at the end of the turn, each affected player choosing coins or
debt; military is resolved at the end of each age (``military``); the game ends after age III.

Free functions of the position (``state`` first), the state's ``apply`` and ``legal_moves`` call them.
The position's constants live here too, so that ``hidden`` and ``invariants`` import them without
importing the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.classic.catalog import SideDef
from wonders_desktop.engine.classic.effects import Action, resolve_actions
from wonders_desktop.engine.classic.last_card import (
    SAME_TURN_EDITIONS,
    LastTurn,
    last_card_may_follow,
    turn_start,
)
from wonders_desktop.engine.classic.legal import city_moves, discard_moves, without
from wonders_desktop.engine.classic.military import fights
from wonders_desktop.engine.classic.moves import ClassicMove, debt_moves
from wonders_desktop.engine.classic.scoring import score_city
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown, winners_by

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.classic.state import ClassicState

HAND_SIZE = 7
CITIES_HAND_SIZE = 8
START_COINS = 3
FREE_CITY = 2  # the Free City's index among the cities (the 2-player variant)
BASE_WONDERS = ("alexandria", "babylon", "ephesos", "gizah", "halikarnassos", "olympia", "rhodos")
CITIES_WONDERS = ("byzantium", "petra")


# --- the deal -------------------------------------------------------------------------------------
def deal_boards(state: ClassicState) -> list[SideDef]:
    """The board side of every city: the options' boards and sides, or drawn with the game's Rng."""
    rules, opts = state.rules, state.opts
    if isinstance(opts.wonders, list):
        wonders = list(opts.wonders)
    else:
        boards = BASE_WONDERS + CITIES_WONDERS if state.expansion else BASE_WONDERS
        pool = sorted(w for w in rules.wonders if w in boards)
        wonders = state.rng.sample(pool, state.n)
    if isinstance(opts.sides, list):
        sides = list(opts.sides)
    elif opts.sides == "random":
        sides = [state.rng.choice(rules.sides) for _ in range(state.n)]
    else:
        sides = [opts.sides] * state.n
    sides = [rules.sides[state.rng.randrange(2)] if s == "random" else s for s in sides]
    return [rules.wonders[w][s] for w, s in zip(wonders, sides, strict=True)]


def build_decks(state: ClassicState) -> list[list[int]]:
    """The three shuffled age decks: the age's cards for the city count, the drawn guilds (age III)
    and, with Cities, the drawn black cards."""
    rules, count = state.rules, state.n
    decks = [rules.deck(age, count) for age in (1, 2, 3)]
    decks[2] += state.rng.sample(rules.guild_ids, count + 2)
    if state.expansion:
        for age, deck in enumerate(decks, start=1):
            deck += state.rng.sample(rules.black_ids[age], count)
    for deck in decks:
        state.rng.shuffle(deck)
    return decks


def start_age(state: ClassicState) -> None:
    state.age += 1
    deck, state.decks[state.age - 1] = state.decks[state.age - 1], []
    size = state.hand_size
    for seat in range(state.seats):
        state.hands[seat] = deck[seat * size : (seat + 1) * size]
    if state.free_city:
        state.pile = deck[state.seats * HAND_SIZE :]
    state.turn = 1
    start_turn(state)


def start_turn(state: ClassicState) -> None:
    state.phase = "pick"
    state.picks = {}
    state._waiting = state._everyone
    state.fc_pick = None
    state._legal = {}
    if state.free_city:
        first = 1 if state.age == 2 else 0
        state.controller = (first + state.turn - 1) % 2
        state.hands[state.controller].append(state.pile.pop())


# --- the moves of the decision at hand ------------------------------------------------------------
def pick_moves(state: ClassicState, seat: int, for_fc: bool) -> list[ClassicMove]:
    """A seat's picks this turn: for its own city, or for the Free City (its controller, first)."""
    if for_fc:
        return city_moves(state, FREE_CITY, state.hands[seat], True)
    hand = state.hands[seat]
    if state.fc_pick is not None and seat == state.controller:
        hand = without(hand, state.rules.by_id[state.fc_pick.card].index)
    return city_moves(state, seat, hand, False)


def queue_moves(state: ClassicState) -> list[ClassicMove]:
    """The moves of the queued special at the head of the queue (debt, last card, discard build)."""
    kind, city_index, _ = state.queue[0]
    if kind == "debt":
        return debt_moves(state.losses[city_index], state.cities[city_index].coins)
    fc = city_index == FREE_CITY and state.free_city
    if kind == "last":
        cities = state.pricing_cities(city_index)
        return city_moves(state, city_index, [state.last_cards[city_index]], fc, cities)
    return discard_moves(state, city_index, fc)


# --- playing a move -------------------------------------------------------------------------------
def require_complete_information(state: ClassicState) -> None:
    if state.viewer is not None:
        raise IllegalMoveError("a view cannot resolve hidden information: determinize it first")


def play_pick(state: ClassicState, seat: int, played: ClassicMove) -> list[Event]:
    """Record a secret pick; the last pick of the turn resolves it.

    A Free City pick (``fc.``, its controller's first of the turn) never completes the turn; any other
    pick is legal only once the Free City's is in, so the last seat's pick completes it."""
    if played.free_city:
        state._history.append((seat, played.to_str()))
        state.fc_pick = played
        return []
    picks = state.picks
    if len(picks) == state.seats - 1:
        require_complete_information(state)
        state._history.append((seat, played.to_str()))
        picks[seat] = played
        return resolve_turn(state)  # the next turn (``start_turn``) resets the seats still to pick
    state._history.append((seat, played.to_str()))
    picks[seat] = played
    waiting = state._waiting
    if waiting and waiting[0] == seat:  # bots and the table pick in seat order
        state._waiting = waiting[1:]
    elif seat in waiting:
        position = waiting.index(seat)
        state._waiting = waiting[:position] + waiting[position + 1 :]
    return []


def play_queued(state: ClassicState, seat: int, played: ClassicMove) -> list[Event]:
    """Play the decision of the queued special at the head of the queue, then move on."""
    require_complete_information(state)
    state._history.append((seat, played.to_str()))
    kind, city_index, _ = state.queue.pop(0)
    if kind == "debt":
        events = settle_loss(state, city_index, played.left)
    elif kind == "last":
        card = state.last_cards.pop(city_index)
        events = resolve(state, [(city_index, played, card)])
    else:
        events = build_from_discard(state, city_index, played)
    return events + proceed(state)  # every way on resets the legal-move cache (``_legal``)


def resolve_turn(state: ClassicState) -> list[Event]:
    """Every pick is in: take the picked cards from the hands, resolve them together, move on."""
    hands, by_id, picks = state.hands, state.rules.by_id, state.picks
    actions: list[Action] = []
    if state.free_city and state.fc_pick is not None:
        actions.append(_take(state, FREE_CITY, state.controller, state.fc_pick))
    for seat in range(state.seats):
        played = picks[seat]
        index = by_id[played.card].index
        hands[seat].remove(index)
        actions.append((seat, played, index))
    last = state.turn == state.turns
    if last and state.opts.edition in SAME_TURN_EDITIONS and last_card_may_follow(state.cities, actions):
        start = turn_start(state.cities)
        paid: list[int] = []
        events = resolve(state, actions, paid)
        state.last_turn = LastTurn(start, tuple(paid))
    else:
        events = resolve(state, actions)
    if last:
        events += leftovers(state)
    events += proceed(state)  # every way on resets the legal-move cache (``_legal``)
    return events


def _take(state: ClassicState, city_index: int, seat: int, played: ClassicMove) -> Action:
    index = state.rules.by_id[played.card].index
    state.hands[seat].remove(index)
    return city_index, played, index


def resolve(state: ClassicState, actions: list[Action], paid: list[int] | None = None) -> list[Event]:
    """Resolve ``actions``; ``paid`` receives each city's coins once the payments are made. A silenced
    state builds no event (its coin losses are queued all the same)."""
    events: list[Event] | None = None if state.quiet else []
    bank_in, bank_out, builders, losses = resolve_actions(
        state.cities, state.rules, state.age, state.discard, actions, events, paid
    )
    state.bank_in += bank_in
    state.bank_out += bank_out
    for city_index in builders:
        seat = state.controller if city_index == FREE_CITY and state.free_city else city_index
        state.queue.append(("discard", city_index, seat))
    if losses:
        lost = queue_losses(state, losses)
        if events is not None:
            events += lost
    return [] if events is None else events


def queue_losses(state: ClassicState, losses: dict[int, int]) -> list[Event]:
    """Coin losses are settled first (the end of this turn): a city with no coin takes debt; the
    others decide, in seat order, before any special build this turn triggered."""
    events: list[Event] = []
    deciding = []
    for city_index in sorted(losses):
        amount = state.losses.get(city_index, 0) + losses[city_index]
        events.append(Event("coins_to_lose", city_index, {"city": city_index, "amount": amount}))
        if state.cities[city_index].coins == 0:
            state.losses.pop(city_index, None)
            events += settle_loss(state, city_index, amount)
        elif city_index not in state.losses:
            state.losses[city_index] = amount
            deciding.append(("debt", city_index, city_index))
        else:
            state.losses[city_index] = amount
    state.queue[:0] = deciding
    return events


def settle_loss(state: ClassicState, city_index: int, debt: int) -> list[Event]:
    """The city takes ``debt`` debt tokens and pays the rest of its loss in coins to the bank."""
    city = state.cities[city_index]
    amount = state.losses.pop(city_index, debt)
    paid = amount - debt
    city.coins -= paid
    city.debt += debt
    state.bank_in += paid
    data = {"city": city_index, "coins": paid, "debt": debt}
    return [Event("coins_lost", city_index, data)]


def leftovers(state: ClassicState) -> list[Event]:
    """End of the 6th turn: last cards are discarded, except a 7th card its city may play."""
    events: list[Event] = []
    holders = [(seat, seat, state.hands[seat]) for seat in range(state.seats)]
    if state.free_city:
        holders.append((FREE_CITY, state.controller, state.pile))
    last_players: list[tuple[str, int, int]] = []
    for city_index, seat, cards in holders:
        if cards and "play_last_card" in state.cities[city_index].specials:
            state.last_cards[city_index] = cards.pop()
            last_players.append(("last", city_index, seat))
        state.discard.extend(cards)
        if cards and not state.quiet:
            events.append(Event("cards_discarded", city_index, {"city": city_index, "count": len(cards)}))
        cards.clear()
    settle = 0
    while settle < len(state.queue) and state.queue[settle][0] == "debt":
        settle += 1  # this turn's coin losses come first
    state.queue[settle:settle] = last_players
    return events


def build_from_discard(state: ClassicState, city_index: int, played: ClassicMove) -> list[Event]:
    if played.action == "pass":
        return [Event("discard_build_declined", city_index, {"city": city_index})]
    index = state.rules.by_id[played.card].index
    state.discard.remove(index)
    return resolve(state, [(city_index, played, index)])


# --- what comes next ------------------------------------------------------------------------------
def proceed(state: ClassicState) -> list[Event]:
    """Move on to the next decision: a queued special, the next turn, the next age, or the end."""
    while state.queue:
        kind, city_index, _ = state.queue[0]
        if kind in ("last", "debt") or discard_moves(state, city_index, False):
            state.phase = kind
            state._legal = {}
            return []
        state.queue.pop(0)
    state.last_turn = None
    if state.turn < state.turns:
        pass_hands(state)
        state.turn += 1
        start_turn(state)
        return []
    events = military(state)
    if not state.quiet:
        events.append(Event("age_ended", None, {"age": state.age}))
    if state.age == 3:
        state.phase = "over"
        state._legal = {}
        state.final = tuple(score_city(state.cities, c, state.rules) for c in range(state.n))
        return events if state.quiet else [*events, _game_ended(state)]
    start_age(state)
    return events


def pass_hands(state: ClassicState) -> None:
    """Hands rotate in place (a clone copies them): seat ``s`` receives the hand of seat ``s - 1`` when
    passing left (ages I and III), of seat ``s + 1`` when passing right (age II)."""
    hands = state.hands
    if state.free_city:
        hands.reverse()
    elif state.age == 2:
        hands.append(hands.pop(0))
    else:
        hands.insert(0, hands.pop())


def military(state: ClassicState) -> list[Event]:
    events: list[Event] = []
    cities, loud = state.cities, not state.quiet
    shields = [city.shields for city in cities]
    diplomats = [city.diplomacy > 0 for city in cities]
    if any(diplomats):
        for index, city in enumerate(cities):
            if diplomats[index]:
                city.diplomacy -= 1
                if loud:
                    events.append(Event("diplomacy_used", index, {"city": index}))
    for seat, against, token, count in fights(shields, diplomats, state.age, state.teams):
        for _ in range(count):  # team play: two tokens, one event each (the log shows both)
            cities[seat].tokens.append(token)
            if loud:
                data = {"city": seat, "against": against, "token": token}
                events.append(Event("military_conflict", seat, data))
    return events


def _game_ended(state: ClassicState) -> Event:
    outcome = state.outcome()
    scores = [dict(points, total=sum(points.values())) for points in state.final or ()]
    return Event("game_ended", None, {"scores": scores, "winners": list(outcome.winners)})


def team_outcome(breakdowns: tuple[ScoreBreakdown, ...], totals: list[int], coins: list[int]) -> Outcome:
    """Team play: a team scores the sum of its two cities; ties go to the richer team, then are shared."""
    teams = [(seat, seat + 1) for seat in range(0, len(totals), 2)]
    team_totals = [totals[a] + totals[b] for a, b in teams]
    team_coins = [coins[a] + coins[b] for a, b in teams]
    best, tie_break = winners_by(team_totals, ("coins", team_coins))
    winners = tuple(seat for team in best for seat in teams[team])
    return Outcome(breakdowns, winners, "points", tie_break)
