"""The turn of 7 Wonders Architects (rulebook pt-BR): take a card, then resolve everything it allows.

After the card is placed, the player acts in any order they like until nothing is left to do:
building every stage they can pay for and exchanging every complete science set are mandatory; extra
cards granted by Progress tokens are optional (the rulebook says the player *may* use tokens, each
once per turn). Wonder effects happen at once when their stage is built; a choice they need is asked
before anything else. At the end of the turn a pending battle is fought, then the game ends if a
wonder was completed, otherwise the player on the left plays.

Engine extension beyond the rulebook (which never reaches this case): a player with no card to take
is skipped, and if no player can take a card the game ends.

The flow lives here (set-up, a turn's start and end, the battle, the end of the game); what each action
does to the table is ``effects``. Free functions of the position (``state`` first); each appends what
happened to ``events``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.architects.catalog import CENTRAL
from wonders_desktop.engine.architects.pricing import affordable_stages
from wonders_desktop.engine.architects.table import (
    NO_PROMPT,
    OVER,
    RESOLVE,
    TAKE,
    science_sets,
    shields,
    sources,
    tokens_on_offer,
)
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.rng import Rng

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


def expand(counts: tuple[int, ...] | list[int]) -> list[int]:
    """A deck as a list of kind indices from per-kind counts."""
    return [kind for kind, count in enumerate(counts) for _ in range(count)]


# --- set-up ----------------------------------------------------------------------------------------
def set_up(state: ArchitectsState, wonders: list[int], rng: Rng) -> None:
    """Lay out the table (rulebook, Preparação) for ``state.t`` and ``state.n`` seats with these wonders:
    every deck shuffled, the Progress tokens shuffled with some face up, nothing in front of anyone."""
    t, n = state.t, state.n
    state.seat_wonder = list(wonders)
    state.deck_ids = [t.wonders[w].id for w in wonders] + [CENTRAL]
    state.deck_index = {name: i for i, name in enumerate(state.deck_ids)}
    state.decks = [expand(t.wonders[w].deck) for w in wonders] + [expand(t.central_deck)]
    for deck in state.decks:
        rng.shuffle(deck)
    state.pile = expand(t.token_copies)
    rng.shuffle(state.pile)
    state.display = [state.pile.pop() for _ in range(min(t.face_up, len(state.pile)))]
    kinds, token_kinds = len(t.kinds), len(t.tokens)
    state.cards = [[0] * kinds for _ in range(n)]
    state.tokens = [[0] * token_kinds for _ in range(n)]
    state.built, state.stage_count, state.wonder_vp, state.military = [0] * n, [0] * n, [0] * n, [0] * n
    state.discard = [0] * kinds
    state.conflict_total, state.conflict_battle = t.conflict_tokens[n], 0
    state.cat, state.central_known = -1, 0
    state.current, state.phase, state.prompt, state.prompt_deck, state.look = 0, 0, 0, -1, []
    state.armed = state.used = state.turns = 0
    state.battle_pending = state.finishing = False
    state.end_reason = None


# --- turn start and end ----------------------------------------------------------------------------
def begin_turn(state: ArchitectsState, seat: int, events: list[Event]) -> None:
    """Start the turn of the first seat from ``seat`` clockwise that has a card to take."""
    for offset in range(state.n):
        player = (seat + offset) % state.n
        if sources(state, player):
            _start(state, player, events)
            return
    _game_over(state, "no_cards", events)


def _start(state: ArchitectsState, seat: int, events: list[Event]) -> None:
    state.current, state.phase, state.prompt = seat, TAKE, NO_PROMPT
    state.armed = state.used = 0
    state.turns += 1
    if state.cat == seat and state.decks[state.n]:
        state.central_known |= 1 << seat  # the cat lets its owner look at the central top
        events.append(Event("central_top_seen", seat, {}))
    events.append(Event("turn_started", seat, {"turn": state.turns}))


def end_turn(state: ArchitectsState, events: list[Event]) -> None:
    seat = state.current
    events.append(Event("turn_ended", seat, {}))
    if state.battle_pending:
        _battle(state, events)
    if state.finishing:
        _game_over(state, "wonder_completed", events)
    else:
        begin_turn(state, (seat + 1) % state.n, events)


def _game_over(state: ArchitectsState, reason: str, events: list[Event]) -> None:
    state.phase, state.prompt, state.end_reason = OVER, NO_PROMPT, reason
    state.armed = 0
    events.append(Event("game_ended", None, {"reason": reason}))


def settle(state: ArchitectsState, events: list[Event]) -> None:
    """After every action: wait for the player while something is left to do, else end the turn."""
    if state.phase != RESOLVE or state.prompt != NO_PROMPT:
        return
    if not (has_mandatory(state, state.current) or has_optional(state, state.current)):
        end_turn(state, events)


def has_mandatory(state: ArchitectsState, seat: int) -> bool:
    return bool(affordable_stages(state, seat)) or (
        bool(science_sets(state, seat)) and tokens_on_offer(state)
    )


def has_optional(state: ArchitectsState, seat: int) -> bool:
    return bool(state.armed) and bool(sources(state, seat))


# --- battle ----------------------------------------------------------------------------------------
def _battle(state: ArchitectsState, events: list[Event]) -> None:
    n = state.n
    counts = [shields(state, seat) for seat in range(n)]
    won = [battle_tokens(counts, seat) for seat in range(n)]
    for seat in range(n):
        state.military[seat] += won[seat]
    events.append(Event("battle", None, {"shields": counts, "tokens": won}))
    for seat in range(n):
        cards = state.cards[seat]
        for kind in state.t.horn_kinds:
            state.discard[kind] += cards[kind]
            cards[kind] = 0
    state.conflict_battle = 0
    state.battle_pending = False


def battle_tokens(shields: list[int], seat: int) -> int:
    """Military Victory tokens ``seat`` wins in a battle (rulebook: 1 per neighbour with fewer shields;
    2 players: 1, or 2 with at least twice the opponent's shields, which against 0 means 2 or more)."""
    n = len(shields)
    mine = shields[seat]
    if n == 2:
        theirs = shields[1 - seat]
        if mine <= theirs:
            return 0
        return 2 if mine >= max(2, 2 * theirs) else 1
    return (mine > shields[(seat + 1) % n]) + (mine > shields[(seat - 1) % n])
