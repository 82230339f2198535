"""Where everything lies on the table, and what a seat holds: the decks' geometry, the phases and prompts
of a turn, and the holdings every rule asks about (shields, open stages, science sets, ready tokens).

As in 7 Wonders (docs/cli.md), players are listed clockwise; player i's LEFT neighbour is i+1 and RIGHT
neighbour is i-1. Each player's own deck lies between them and their left neighbour (rulebook, set-up),
so the two face-up decks a player may take from are their own deck (on their left) and their right
neighbour's deck (on their right). Decks are lists of card-kind indices with the top card LAST.

The position itself is the ``ArchitectsState``'s plain fields (lists of ints, so a clone is a handful of
list copies); this module and the rules modules are free functions of it, ``state`` first. They read
and write those fields and never import the state at run time, so the state imports them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.core.rng import Rng, hash_seed

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState

TAKE, RESOLVE, OVER = 0, 1, 2
NO_PROMPT, PROMPT_EFFECT_TAKE, PROMPT_EFFECT_TOKEN, PROMPT_LOOK, PROMPT_KEEP = 0, 1, 2, 3, 4
PHASE_NAMES = ("take", "resolve", "over")
PROMPT_NAMES = ("none", "effect_take", "effect_token", "look", "keep")


# --- geometry --------------------------------------------------------------------------------------
def left_deck(state: ArchitectsState, seat: int) -> int:
    return seat


def right_deck(state: ArchitectsState, seat: int) -> int:
    return (seat - 1) % state.n


def sources(state: ArchitectsState, seat: int) -> list[int]:
    """The non-empty decks among the three available to ``seat``: left, right, central."""
    decks = state.decks
    return [d for d in (seat, (seat - 1) % state.n, state.n) if decks[d]]


# --- chance ----------------------------------------------------------------------------------------
def chance(state: ArchitectsState) -> Rng:
    """The generator of the random event happening now (Halicarnassus' reshuffle).

    Derived from the state's salt and the move number instead of stored, so a clone copies one int
    rather than a generator's state; the game stays exactly reproducible from seed + moves.
    """
    return Rng(hash_seed(state.salt, len(state._history)))


# --- holdings --------------------------------------------------------------------------------------
def held_grey(state: ArchitectsState, seat: int) -> list[tuple[int, int]]:
    cards = state.cards[seat]
    return [(kind, cards[kind]) for kind in state.t.resources]


def token_available(state: ArchitectsState, seat: int, token: int) -> bool:
    """Owned and not yet used this turn (every non-scoring token works once per turn)."""
    return state.tokens[seat][token] > 0 and not (state.used >> token) & 1


def engineering_token(state: ArchitectsState, seat: int) -> int | None:
    for token in state.t.ignore_tokens:
        if token_available(state, seat, token):
            return token
    return None


def boost(state: ArchitectsState, seat: int) -> tuple[int, tuple[int, int]] | None:
    """The usable coin-boost token (Economy) of ``seat`` with its (cards, value)."""
    for token, cards, value in state.t.coin_boosts:
        if token_available(state, seat, token):
            return token, (cards, value)
    return None


def shields(state: ArchitectsState, seat: int) -> int:
    """Red cards' shields, plus shield effects of built stages (Rhodes) and tokens (Tactics)."""
    t = state.t
    cards = state.cards[seat]
    total = sum(cards[kind] * t.shields[kind] for kind in range(len(cards)) if t.shields[kind])
    wonder = t.wonders[state.seat_wonder[seat]]
    if wonder.effect_shields:
        built = state.built[seat]
        total += sum(
            wonder.effect_shields for i, s in enumerate(wonder.stages) if s.effect and built >> i & 1
        )
    for token, amount in t.token_shields:
        total += amount * state.tokens[seat][token]
    return total


def available_stages(state: ArchitectsState, seat: int) -> list[int]:
    """Stage indices (0-based) not built whose prerequisites are all built."""
    built = state.built[seat]
    stages = state.t.wonders[state.seat_wonder[seat]].stages
    return [
        i for i, s in enumerate(stages) if not built >> i & 1 and s.requires_mask & built == s.requires_mask
    ]


def science_sets(state: ArchitectsState, seat: int) -> list[tuple[int, ...]]:
    """The green-card sets that must be exchanged: 2 identical symbols, or 3 different ones."""
    cards = state.cards[seat]
    science = state.t.science
    sets: list[tuple[int, ...]] = [(kind, kind) for kind in science if cards[kind] >= 2]
    if all(cards[kind] >= 1 for kind in science):
        sets.append(tuple(science))
    return sets


def tokens_on_offer(state: ArchitectsState) -> bool:
    return bool(state.display or state.pile)
