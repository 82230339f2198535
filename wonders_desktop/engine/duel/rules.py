"""The flow of a Duel game: setup and the Wonder draft, the age structures, turn order, the conflict
track, and the supremacies and final count that end the game.

The turn is a small state machine: a seat is asked for a *main* move (build, discard, Wonder) and, when
an effect needs a decision (a progress token after a pair, the Great Library's draw, a card to destroy,
the Mausoleum's pick, who starts the next age), the phase changes and that seat is asked again. When no
decision is pending the turn ends: the age may end, a play-again effect may keep the seat, or the other
seat plays. Supremacies end the game at once, wherever they happen.

Free functions of the position (``state`` first); the position's constants live here too, so that
``hidden``, ``serial`` and ``invariants`` import them without importing the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.rng import Rng, hash_seed
from wonders_desktop.engine.core.scoring import winners_by
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.scoring import breakdowns

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.duel.state import DuelState

DATA = catalog()
RULES = DATA.rules
CARDS = DATA.cards
WONDERS = DATA.wonders
TOKENS = DATA.tokens
CAPITAL = RULES.military.capital
LOOT = tuple((min(t.positions), max(t.positions), t.loser, t.coins) for t in RULES.military.tokens)
MAX_WONDERS = RULES.max_wonders_built
DRAFT_PICKS = tuple(who for rnd in RULES.draft.rounds for who in rnd.picks)
DRAFT_ROUND_ENDS = tuple(
    sum(r.reveal for r in RULES.draft.rounds[: i + 1]) for i in range(len(RULES.draft.rounds))
)

HIDDEN = -1  # a card or Wonder the viewer cannot see
EMPTY = -2  # a structure slot whose card was taken

DRAFT, PLAY, PROGRESS, LIBRARY, DESTROY, MAUSOLEUM, START, OVER = range(8)
PHASE_NAMES = ("draft", "play", "progress", "library", "destroy", "mausoleum", "start", "over")


# ==================================================================================================
# chance
# ==================================================================================================
def chance_rng(state: DuelState) -> Rng:
    """A generator for the next chance event, derived from the chance seed and a draw counter.

    Deriving instead of carrying a live generator makes ``clone`` cheap (no 625-word state to copy)
    and keeps games reproducible from seed + moves.
    """
    if state._chance is None:
        raise IllegalMoveError("this view cannot draw hidden cards or tokens; determinize it first")
    state._draws += 1
    return Rng(hash_seed(state._chance, state._draws))


# ==================================================================================================
# setup and the draft
# ==================================================================================================
def set_up(state: DuelState, options: Mapping[str, Any]) -> None:
    """Setup as the rulebook says: tokens, coins, first player, then the Wonder selection."""
    rng = chance_rng(state)
    first = options.get("first_player", "random")
    state.first = rng.randrange(2) if first == "random" else int(first)
    tokens = list(range(len(TOKENS)))
    rng.shuffle(tokens)
    on_board = RULES.progress_tokens_on_board
    state.board, state.box = sorted(tokens[:on_board]), sorted(tokens[on_board:])
    if options.get("wonders", "draft") == "first_game":
        _assign_first_game(state)
    else:
        order = list(range(len(WONDERS)))
        rng.shuffle(order)
        state.draft = order[: DRAFT_ROUND_ENDS[-1]]
        state.offered = state.draft[: DRAFT_ROUND_ENDS[0]]
        state.current = _drafter(state, 0)


def _assign_first_game(state: DuelState) -> None:
    fixed = RULES.draft.first_game
    for seat, ids in ((state.first, fixed.first), (1 - state.first, fixed.second)):
        for wonder_id in ids:
            _give_wonder(state, seat, DATA.wonder_index[wonder_id])
    _begin_play(state, [])


def _give_wonder(state: DuelState, seat: int, wonder: int) -> None:
    city = state.cities[seat]
    city.wonders.append(wonder)
    city.built.append(False)
    city.tucked.append(-1)


def _drafter(state: DuelState, step: int) -> int:
    return state.first if DRAFT_PICKS[step] == "first" else 1 - state.first


def _begin_play(state: DuelState, events: list[Event]) -> None:
    _deal(state, 1, events)
    state.phase, state.current = PLAY, state.first


def draft(state: DuelState, seat: int, wonder: int, events: list[Event]) -> None:
    if wonder not in state.offered:
        raise IllegalMoveError(f"{WONDERS[wonder].id} is not offered")
    state.offered.remove(wonder)
    _give_wonder(state, seat, wonder)
    state.draft_step += 1
    if not state.quiet:
        events.append(Event("wonder_drafted", seat, {"wonder": WONDERS[wonder].id}))
    step = state.draft_step
    if step == DRAFT_ROUND_ENDS[-1]:
        _begin_play(state, events)
        return
    if step in DRAFT_ROUND_ENDS:
        start = step
        end = DRAFT_ROUND_ENDS[DRAFT_ROUND_ENDS.index(step) + 1]
        if HIDDEN in state.draft[start:end]:
            raise IllegalMoveError("this view cannot reveal the next Wonders; determinize it first")
        state.offered = state.draft[start:end]
        if not state.quiet:
            wonders = [WONDERS[w].id for w in state.offered]
            events.append(Event("wonders_revealed", None, {"wonders": wonders}))
    state.current = _drafter(state, step)


# ==================================================================================================
# the age structure
# ==================================================================================================
def _deal(state: DuelState, age: int, events: list[Event]) -> None:
    """Shuffle the age's deck (with 3 random guilds in age III), lay out 20 cards, set 3 aside unseen."""
    rng = chance_rng(state)
    located = located_cards(state)  # empty for a real game; a ``check`` position may hold some
    deck = [card for card in DATA.age_decks[age - 1] if card not in located]
    if age == 3:
        guilds = [card for card in DATA.guilds if card not in located]
        deck += rng.sample(guilds, min(len(guilds), RULES.guilds_added_to_age_3))
    rng.shuffle(deck)
    size = RULES.cards_per_age_structure
    slots = deck[:size] + [EMPTY] * max(0, size - len(deck))
    lay_out(state, age, slots, deck[size:])
    if not state.quiet:
        events.append(Event("age_started", None, {"age": age}))


def lay_out(state: DuelState, age: int, slots: list[int], removed: list[int]) -> None:
    """Place a structure: ``slots`` holds a card index per slot (``EMPTY`` for none)."""
    state.age = age
    state.slots = slots
    state.removed.append(removed)
    state.face_up = list(DATA.face_up[age - 1])
    covered_by = DATA.covered_by[age - 1]
    state.cover_left = [sum(1 for o in covered_by[s] if slots[o] != EMPTY) for s in range(len(slots))]
    state.accessible = [s for s in range(len(slots)) if slots[s] != EMPTY and not state.cover_left[s]]
    for s in state.accessible:
        state.face_up[s] = True
    state.remaining = sum(1 for card in slots if card != EMPTY)


def located_cards(state: DuelState) -> set[int]:
    """Every card whose place the position records (hidden markers excluded)."""
    cards = {card for card in state.slots if card >= 0}
    for part in state.removed:
        cards.update(card for card in part if card >= 0)
    cards.update(state.discard)
    for city in state.cities:
        cards.update(city.cards)
        cards.update(card for card in city.tucked if card >= 0)
    return cards


def take_slot(state: DuelState, slot: int, events: list[Event]) -> None:
    """Remove a card from the structure and turn face up every card it uncovers."""
    state.slots[slot] = EMPTY
    state.remaining -= 1
    state.accessible.remove(slot)
    cover_left = state.cover_left
    for under in DATA.covers[state.age - 1][slot]:
        cover_left[under] -= 1
        if cover_left[under] == 0:
            state.accessible.append(under)
            if not state.face_up[under]:
                if state.slots[under] == HIDDEN:
                    raise IllegalMoveError("this view cannot reveal a face-down card; determinize it first")
                state.face_up[under] = True
                if not state.quiet:
                    data = {"card": CARDS[state.slots[under]].id, "slot": under}
                    events.append(Event("card_revealed", None, data))


# ==================================================================================================
# science and the conflict track: the supremacies
# ==================================================================================================
def science(state: DuelState, seat: int, symbol: int, events: list[Event]) -> None:
    """Six different symbols win at once; a pair lets the seat take a progress token."""
    city = state.cities[seat]
    if city.distinct_science() >= RULES.science_supremacy_symbols:
        _finish(state, (seat,), "science_supremacy", None, events)
    elif city.science[symbol] == 2 and state.board:
        state.phase = PROGRESS


def military(state: DuelState, seat: int, shields: int, events: list[Event]) -> None:
    """Move the pawn at once; loot every token zone entered; the capital is military supremacy."""
    old = state.conflict
    new = old + shields if seat == 0 else old - shields
    new = max(-CAPITAL, min(CAPITAL, new))
    state.conflict = new
    if not state.quiet:
        events.append(Event("military_moved", seat, {"from": old, "to": new}))
    low, high = (old + 1, new) if new > old else (new, old - 1)
    for index, (first, last, loser, amount) in enumerate(LOOT):
        if state.loot[index] and first <= high and low <= last:
            state.loot[index] = False
            lost = state.cities[loser].pay(amount)
            token = RULES.military.tokens[index].id
            events.append(Event("military_token_looted", loser, {"token": token, "coins": lost}))
    if abs(new) == CAPITAL:
        _finish(state, (0 if new > 0 else 1,), "military_supremacy", None, events)


# ==================================================================================================
# turn order, the end of an age and of the game
# ==================================================================================================
def choose_starter(state: DuelState, seat: int, starter: int, events: list[Event]) -> None:
    if starter not in (0, 1):
        raise IllegalMoveError(f"seat {starter} does not exist")
    state.phase, state.current = PLAY, starter
    if not state.quiet:
        events.append(Event("starter_chosen", seat, {"starter": starter, "age": state.age}))


def after_action(state: DuelState, events: list[Event]) -> None:
    """The turn ends unless an effect left a decision pending (or the game ended)."""
    if state.phase == PLAY:
        _end_turn(state, events)


def _end_turn(state: DuelState, events: list[Event]) -> None:
    seat = state.current
    state.last_actor = seat
    again, state.play_again = state.play_again, False
    if state.remaining:
        if again:
            if not state.quiet:
                events.append(Event("play_again", seat, {}))
        else:
            state.current = 1 - seat
        return
    if not state.quiet:
        events.append(Event("age_ended", None, {"age": state.age}))
    if state.age == RULES.ages:
        _finish_by_points(state, events)
        return
    chooser = 1 if state.conflict > 0 else 0 if state.conflict < 0 else seat
    _deal(state, state.age + 1, events)
    state.phase, state.current = START, chooser


def _finish_by_points(state: DuelState, events: list[Event]) -> None:
    scores = breakdowns(state.cities, state.conflict)
    totals = [score.total for score in scores]
    civilian = [score["civilian"] for score in scores]
    winners, tie_break = winners_by(totals, ("civilian", civilian))
    _finish(state, winners, "points", tie_break, events)


def _finish(
    state: DuelState, winners: tuple[int, ...], reason: str, tie_break: str | None, events: list[Event]
) -> None:
    state.phase = OVER
    state.result = (winners, reason, tie_break)
    events.append(Event("game_ended", None, {"winners": list(winners), "reason": reason}))
