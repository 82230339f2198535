"""What a seat may see of an Architects position, and full positions consistent with it (search bots).

Hidden in Architects: the order of every deck below its top (player decks are face up, the central
deck's top only after the cat let a seat look at it), the face-down Progress pile, and the cards a
Halicarnassus player looks at (only that player sees them). The remaining composition of every deck is
public, so a view keeps the hidden parts sorted and a determinized state shuffles them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from wonders_desktop.engine.architects.table import PROMPT_KEEP
from wonders_desktop.engine.core.rng import Rng, hash_seed

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


def known_top(state: ArchitectsState, deck: int, seat: int) -> int:
    """How many top cards of ``deck`` ``seat`` knows: player decks are face up; the central deck's top
    only after the cat let this seat look at it."""
    if not state.decks[deck]:
        return 0
    if deck < state.n:
        return 1
    return 1 if state.central_known >> seat & 1 else 0


def _pool_look(state: ArchitectsState, arrange: Callable[[list[int]], list[int]]) -> None:
    """Mix the Halicarnassus cards with the hidden part of their deck (the viewer did not see them)."""
    deck = state.decks[state.prompt_deck]
    top = deck[-1:] if deck else []
    pool = arrange(state.look + deck[: len(deck) - len(top)])
    count = len(state.look)
    state.look = pool[:count]
    deck[:] = pool[count:] + top


def masked_view(state: ArchitectsState, seat: int) -> ArchitectsState:
    """Deck orders are hidden (only face-up tops, and the central top its cat owner saw, are known);
    the remaining composition of every deck is public, so hidden parts are kept sorted."""
    view = state.clone()
    view.viewer = seat
    view._seed = 0  # the seed would replay the whole deal
    view.salt = hash_seed(0, f"view:{seat}:{len(state._history)}")  # not the real future
    for index, deck in enumerate(view.decks):
        known = known_top(view, index, seat)
        deck[: len(deck) - known] = sorted(deck[: len(deck) - known])
    view.pile.sort()
    view._legal = view._legal_set = None  # the full state's cache could name the cards being looked at
    if view.prompt == PROMPT_KEEP and view.current != seat:
        _pool_look(view, sorted)
    return view


def determinized(state: ArchitectsState, seat: int, rng: Rng) -> ArchitectsState:
    """A full position consistent with what ``seat`` knows: every hidden part reshuffled by ``rng``."""
    full = masked_view(state, seat) if state.viewer != seat else state.clone()
    for index, deck in enumerate(full.decks):
        hidden = deck[: len(deck) - known_top(full, index, seat)]
        rng.shuffle(hidden)
        deck[: len(hidden)] = hidden
    rng.shuffle(full.pile)
    if full.prompt == PROMPT_KEEP and full.current != seat:

        def shuffled(cards: list[int]) -> list[int]:
            rng.shuffle(cards)
            return cards

        _pool_look(full, shuffled)
    full.viewer = None
    full.salt = rng.randrange(2**62)
    full._legal = full._legal_set = None
    return full
