"""What a seat may see of a Duel position, and full positions consistent with it (for search bots).

Hidden in Duel: the face-down cards of the structure, the three cards set aside from the current
age's deck, the Wonders of a draft round not yet revealed, and every future draw (later ages' decks,
the Great Library's three tokens) — those live in the random generator, which a view does not get.
The cards set aside in earlier ages are not hidden: every other card of those decks was seen, so
they are known by elimination. The progress tokens set aside are known the same way (the board
shows the other five), but the view masks them as the rulebook keeps them face down; a determinized
state puts them back by elimination. Which three the Great Library will draw is unknown to both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.rules import (
    DATA,
    DRAFT,
    DRAFT_ROUND_ENDS,
    EMPTY,
    HIDDEN,
    RULES,
    located_cards,
)

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.duel.state import DuelState


def masked_view(state: DuelState, seat: int) -> DuelState:
    view = state.clone()
    view.viewer = seat
    view._chance = None
    view._seed = 0  # the seed would replay every hidden card
    for slot, card in enumerate(view.slots):
        if card >= 0 and not view.face_up[slot]:
            view.slots[slot] = HIDDEN
    if view.removed:
        view.removed[-1] = [HIDDEN] * len(view.removed[-1])
    revealed = _revealed_draft(view)
    view.draft[revealed:] = [HIDDEN] * (len(view.draft) - revealed)
    view.box = [HIDDEN] * len(view.box)  # set aside face down (known only by elimination)
    return view


def _revealed_draft(state: DuelState) -> int:
    """How many Wonders of the draft order have been shown so far."""
    if state.phase != DRAFT:
        return len(state.draft)
    return next(end for end in DRAFT_ROUND_ENDS if end > state.draft_step)


def determinized(state: DuelState, seat: int, rng: Rng) -> DuelState:
    """A full state: hidden cards and Wonders resampled from what the seat cannot locate, fresh future."""
    full = state.clone()
    full.viewer = None
    full._chance, full._draws = rng.randrange(2**62), 0
    if full.age:
        _resample_age(full, rng)
    _resample_draft(full, rng)
    owned = {t for city in full.cities for t in city.progress}
    full.box = [
        t for t in range(len(DATA.tokens)) if t not in owned and t not in full.board and t not in full.drawn
    ]
    return full


def _resample_age(state: DuelState, rng: Rng) -> None:
    face_down = [s for s, card in enumerate(state.slots) if card != EMPTY and not state.face_up[s]]
    removed = state.removed[-1]
    unknown = set(state.slots[s] for s in face_down) | set(removed)
    seen = located_cards(state) - unknown
    pool = [card for card in DATA.age_decks[state.age - 1] if card not in seen]
    if state.age == 3:
        guilds_seen = sum(1 for card in seen if DATA.cards[card].is_guild)
        unseen = [g for g in DATA.guilds if g not in seen]
        pool += rng.sample(unseen, RULES.guilds_added_to_age_3 - guilds_seen)
    if len(pool) != len(face_down) + len(removed):
        raise InvariantError(
            f"age {state.age}: {len(pool)} unseen cards for {len(face_down) + len(removed)} places"
        )
    rng.shuffle(pool)
    for slot in face_down:
        state.slots[slot] = pool.pop()
    state.removed[-1] = pool


def _resample_draft(state: DuelState, rng: Rng) -> None:
    if state.phase != DRAFT:
        return
    revealed = _revealed_draft(state)
    shown = set(state.draft[:revealed])
    candidates = [w for w in range(len(DATA.wonders)) if w not in shown]
    state.draft[revealed:] = rng.sample(candidates, len(state.draft) - revealed)
