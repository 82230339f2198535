"""What a seat may know: views (others' secrets masked) and determinization (secrets resampled).

Masked cards keep their age: a hidden card of age k is written ``-k``, so a determinization knows which
age's cards each hidden slot holds. Public: built cards, stage counts, coins, tokens, the discard pile.
Hidden from a seat: other hands (not its teammate's in team play: teammates show each other their
hands), the Free City pile, undealt decks (including which guilds and black cards were drawn), cards
tucked under other boards, and other seats' pending picks (a teammate's too), in ``picks`` and in the
history alike: a view's history shows that those seats have picked, never what.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from wonders_desktop.engine.classic.moves import move
from wonders_desktop.engine.classic.rules import FREE_CITY
from wonders_desktop.engine.core.rng import Rng

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.classic.catalog import Catalog
    from wonders_desktop.engine.classic.state import ClassicState

S = TypeVar("S", bound="ClassicState")
HIDDEN_PICK = move("pass", free_city=True)  # a view's sign that another seat has made its secret pick


def view(state: S, seat: int) -> S:
    """A copy of ``state`` holding only what ``seat`` may know."""
    masked = state.clone()
    masked.viewer = seat
    masked._seed = 0  # the seed and the generator would replay the whole deal
    masked._rng, masked._rng_shared = _UNSEEDED, True  # a fresh Rng(0), copied only if asked for
    age = state.age
    team = state.team_of(seat)
    picking = state.phase == "pick"  # once the turn resolved (a debt, a discard build) picks are public
    for other in range(state.seats):
        if other != seat:
            if other not in team:
                masked.hands[other] = [-age] * len(state.hands[other])
            if other in masked.picks and picking:
                masked.picks[other] = HIDDEN_PICK
    masked.pile = [-age] * len(state.pile)
    masked.decks = [[-(k + 1)] * len(deck) for k, deck in enumerate(state.decks)]
    if picking and state.free_city and state.controller != seat and masked.fc_pick is not None:
        masked.fc_pick = HIDDEN_PICK
    for index, city in enumerate(masked.cities):
        if index != seat or (state.free_city and index == FREE_CITY):
            city.tucked = [-state.rules.cards[c].age if c >= 0 else c for c in city.tucked]
    masked._legal = {k: v for k, v in state._legal.items() if k in (seat * 2, seat * 2 + 1)}
    masked._history = _masked_history(state, seat)
    return masked


def _pending(state: ClassicState) -> int:
    """How many history entries at the end are picks of the current turn, not yet revealed."""
    if state.phase != "pick":
        return 0
    return len(state.picks) + (state.fc_pick is not None)


def _masked_history(state: ClassicState, seat: int) -> list[tuple[int, str]]:
    """The history as ``seat`` saw it: the current turn's picks of other seats read as hidden picks."""
    history = state.history
    start = len(history) - _pending(state)
    hidden = HIDDEN_PICK.to_str()
    return history[:start] + [(s, text if s == seat else hidden) for s, text in history[start:]]


_UNSEEDED = Rng(0)  # never drawn from: views share it copy-on-write (``ClassicState.rng``)


def determinize(state: S, seat: int, rng: Rng) -> S:
    """A full state consistent with what ``seat`` knows; unknown cards are dealt at random.

    Other seats' pending picks are forgotten, in the history too (they will pick again); each hidden
    slot of age k gets a card of age k that the seat cannot locate; the guilds (and Cities' black cards)
    not seen are drawn from those not seen.
    """
    full = view(state, seat) if state.viewer != seat else state.clone()
    full.viewer = None
    full._legal = {}
    if full.phase == "pick":
        _forget_pending_picks(full, seat)
    slots = _hidden_slots(full)
    visible = Counter([c for c in _all_located(full) if c >= 0])
    for age in (1, 2, 3):
        pool = _unseen(full, age, visible, rng)
        places = slots.get(age, [])
        if len(pool) != len(places):
            raise ValueError(f"age {age}: {len(pool)} unseen cards for {len(places)} hidden places")
        rng.shuffle(pool)
        for (zone, position), card in zip(places, pool, strict=True):
            zone[position] = card
    full.all_cards = sorted(_all_located(full))  # the drawn guilds may differ from the real ones
    return full


def _forget_pending_picks(full: ClassicState, seat: int) -> None:
    """Other seats' secret picks of this turn (and their history entries) are undone: they pick again."""
    start = len(full.history) - _pending(full)
    full._history = full.history[:start] + [entry for entry in full.history[start:] if entry[0] == seat]
    for other in list(full.picks):
        if other != seat:
            del full.picks[other]
    if full.free_city and full.controller != seat:
        full.fc_pick = None


def _zones(state: ClassicState) -> list[list[int]]:
    return [*state.hands, state.pile, *state.decks, state.discard, *(city.tucked for city in state.cities)]


def _all_located(state: ClassicState) -> list[int]:
    located = [c for zone in _zones(state) for c in zone]
    located.extend(state.last_cards.values())
    for city in state.cities:
        located.extend(city.built)
    return located


def _hidden_slots(state: ClassicState) -> dict[int, list[tuple[list[int], int]]]:
    """Per age, the places ``(zone, position)`` of the hidden cards, in zone and position order."""
    slots: dict[int, list[tuple[list[int], int]]] = {}
    for zone in _zones(state):
        lowest = min(zone, default=0)
        if lowest >= 0:
            continue  # nothing hidden here (the seat's own hand, the discard pile...)
        if max(zone) == lowest:  # hidden cards of one age only (others' hands, decks)
            slots.setdefault(-lowest, []).extend([(zone, position) for position in range(len(zone))])
            continue
        for position, card in enumerate(zone):
            if card < 0:
                slots.setdefault(-card, []).append((zone, position))
    return slots


def _unseen(state: ClassicState, age: int, visible: Counter[int], rng: Rng) -> list[int]:
    """The cards of ``age`` in this game that ``visible`` does not account for (guilds resampled)."""
    rules = state.rules
    pool = []
    for card, copies in _deck_counts(rules, age, state.n):  # the order of ``(Counter - visible).elements()``
        missing = copies - visible.get(card, 0)
        if missing > 0:
            pool += [card] * missing
    if age == 3:
        pool += _drawn(set(rules.guild_ids), state.n + 2, visible, rng)
    if state.expansion:
        pool += _drawn(set(rules.black_ids[age]), state.n, visible, rng)
    return pool


@cache
def _deck_counts(rules: Catalog, age: int, cities: int) -> tuple[tuple[int, int], ...]:
    """``Counter(rules.deck(age, cities)).items()``, made once per rules set, age and city count."""
    return tuple(Counter(rules.deck(age, cities)).items())


def _drawn(kinds: set[int], drawn: int, visible: Counter[int], rng: Rng) -> list[int]:
    """The ``drawn`` cards of ``kinds`` dealt into the game (one copy each) that nobody has seen."""
    seen = [card for card in visible if card in kinds]
    return rng.sample(sorted(kinds - set(seen)), drawn - len(seen))
