"""Arranging Architects positions for rule tests without breaking conservation.

Cards are always *moved* (from a deck to the top of another deck, or in front of a player), and tokens
from the pile or display to a player, so ``check_invariants`` keeps holding in every test.
"""

from __future__ import annotations

from wonders_desktop.engine.architects import SPEC, ArchitectsState
from wonders_desktop.engine.core.events import Event


def new_game(wonders: list[str], seed: int = 1, first_player: int = 0) -> ArchitectsState:
    return SPEC.new_game({"players": len(wonders), "wonders": wonders, "first_player": first_player}, seed)


def _pull(state: ArchitectsState, kind: int, prefer: int) -> None:
    """Remove one card of ``kind`` from a deck (``prefer`` first, then any other, then the discard)."""
    order = [prefer] + [d for d in range(len(state.decks)) if d != prefer]
    for deck in order:
        cards = state.decks[deck]
        if kind in cards:
            # remove the lowest copy so tops arranged earlier stay in place
            cards.pop(cards.index(kind))
            return
    raise AssertionError(f"no {state.t.kinds[kind]} card left to move")


def stack(state: ArchitectsState, deck: str, *kinds: str) -> None:
    """Put cards on top of ``deck``; the last kind listed ends on top."""
    index = state.deck_index[deck]
    for name in kinds:
        kind = state.t.kind_index[name]
        _pull(state, kind, index)
        state.decks[index].append(kind)
    state._legal = state._legal_set = None


def give(state: ArchitectsState, seat: int, name: str, count: int = 1) -> None:
    """Place cards in front of ``seat`` (taken from the decks, deepest copies first)."""
    kind = state.t.kind_index[name]
    for _ in range(count):
        _pull(state, kind, len(state.decks) - 1)
        state.cards[seat][kind] += 1
    state._legal = state._legal_set = None


def give_token(state: ArchitectsState, seat: int, name: str) -> None:
    token = state.t.token_index[name]
    if token in state.pile:
        state.pile.remove(token)
    else:
        state.display.remove(token)
        state.display.append(state.pile.pop())
    state.tokens[seat][token] += 1
    state._legal = state._legal_set = None


def set_display(state: ArchitectsState, *names: str) -> None:
    """Make the face-up tokens exactly ``names`` (swapping with the pile)."""
    state.pile.extend(state.display)
    state.display = []
    for name in names:
        token = state.t.token_index[name]
        state.pile.remove(token)
        state.display.append(token)
    state._legal = state._legal_set = None


def build_stages(state: ArchitectsState, seat: int, *numbers: int) -> None:
    wonder = state.t.wonders[state.seat_wonder[seat]]
    for number in numbers:
        state.built[seat] |= 1 << (number - 1)
        state.stage_count[seat] += 1
        state.wonder_vp[seat] += wonder.stages[number - 1].vp
    state._legal = state._legal_set = None


def play(state: ArchitectsState, *moves: str) -> list[Event]:
    """Apply moves of the seat to act, checking invariants after each; returns all events."""
    events: list[Event] = []
    for text in moves:
        seat = state.to_act()[0]
        events.extend(state.apply(seat, state.parse_move(text)))
        state.check_invariants()
    return events


def moves(state: ArchitectsState) -> list[str]:
    seats = state.to_act()
    return [m.to_str() for m in state.legal_moves(seats[0])] if seats else []


def kinds_of(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
