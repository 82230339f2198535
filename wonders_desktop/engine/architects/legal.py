"""Legal moves of the seat to act, and applying one: the bridge between move values and the rules.

Moves are generated in a fixed order, so a view and the full state list them alike (the bots and the
UI rely on it); applying one calls the ``effects`` it names, then ``rules.settle`` ends the turn when
nothing is left to do. Free functions of the position (``state`` first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.architects import plan
from wonders_desktop.engine.architects.effects import (
    build,
    effect_take,
    effect_token,
    exchange_science,
    keep,
    look_at,
    take_from,
    use_extra,
)
from wonders_desktop.engine.architects.moves import (
    END,
    PILE,
    Build,
    EffectTake,
    EffectToken,
    Extra,
    Keep,
    Look,
    Progress,
    Take,
    take_move,
)
from wonders_desktop.engine.architects.pricing import Payment, affordable_stages, stage_payments
from wonders_desktop.engine.architects.rules import end_turn, settle
from wonders_desktop.engine.architects.table import (
    PROMPT_EFFECT_TAKE,
    PROMPT_EFFECT_TOKEN,
    PROMPT_KEEP,
    PROMPT_LOOK,
    RESOLVE,
    TAKE,
    boost,
    engineering_token,
    held_grey,
    left_deck,
    right_deck,
    science_sets,
    sources,
    tokens_on_offer,
)
from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


# --- generating ------------------------------------------------------------------------------------
def generate(state: ArchitectsState) -> list[Move]:
    """Every legal move of the seat to act: mandatory builds and exchanges, then extra cards, then
    ``end`` when nothing is mandatory (or the answers to a pending prompt)."""
    seat = state.current
    if state.phase == TAKE:
        return [take_move(state.deck_ids[d]) for d in sources(state, seat)]
    if state.phase != RESOLVE:
        return []
    if state.prompt:
        return _prompt_moves(state, seat)
    moves: list[Move] = build_moves(state, seat)
    mandatory = bool(moves)
    if tokens_on_offer(state):
        for symbols in science_sets(state, seat):
            names = tuple(state.t.kinds[k] for k in symbols)
            moves.extend(Progress(names, token) for token in _token_choices(state))
            mandatory = True
    moves.extend(_extra_moves(state, seat))
    if not mandatory:
        moves.append(END)
    return moves


def _token_choices(state: ArchitectsState) -> list[str]:
    names = state.t.tokens
    choices = list(dict.fromkeys(names[token] for token in state.display))
    if state.pile:
        choices.append(PILE)
    return choices


def build_moves(state: ArchitectsState, seat: int) -> list[Move]:
    """Every build that keeps the most stages buildable this turn (see ``plan``), in stage order
    (``check``'s ``builds`` query asks this too)."""
    builds = best_builds(state, seat)
    if not builds:
        return []
    t = state.t
    rows, kinds = t.wonders[state.seat_wonder[seat]].stages, t.kinds
    coin = (kinds[t.coin_kind],)
    return [
        Build(rows[stage].number, tuple(kinds[k] for k in payment.grey) + coin * payment.coin_cards)
        for stage, payment in builds
    ]


def best_builds(state: ArchitectsState, seat: int) -> list[tuple[int, Payment]]:
    """(stage index, payment) of the builds offered now: of all payable ones, those after which the
    held cards still build the most stages this turn (rulebook: "você deve construí-los")."""
    stages = affordable_stages(state, seat)
    if not stages:
        return []  # the common case, kept cheap: legal-move generation is the playouts' hot path
    candidates = [(stage, payment) for stage in stages for payment in stage_payments(state, seat, stage)]
    if len(candidates) < 2:
        return candidates
    ready = boost(state, seat)
    return plan.best_builds(
        state.seat_wonder[seat],
        state.built[seat],
        held_grey(state, seat),
        state.cards[seat][state.t.coin_kind],
        engineering_token(state, seat) is not None,
        None if ready is None else ready[1],
        candidates,
    )


def _spent(state: ArchitectsState, payment: Payment) -> tuple[str, ...]:
    kinds = state.t.kinds
    return tuple(kinds[k] for k in payment.grey) + (kinds[state.t.coin_kind],) * payment.coin_cards


def _extra_moves(state: ArchitectsState, seat: int) -> list[Move]:
    if not state.armed:
        return []
    decks = [state.deck_ids[d] for d in sources(state, seat)]
    moves: list[Move] = []
    for token, name in enumerate(state.t.tokens):
        if state.armed >> token & 1:
            moves.extend(Extra(name, deck) for deck in decks)
    return moves


def _prompt_moves(state: ArchitectsState, seat: int) -> list[Move]:
    prompt = state.prompt
    if prompt == PROMPT_EFFECT_TAKE:
        return [EffectTake(state.deck_ids[d]) for d in range(state.n + 1) if state.decks[d]]
    if prompt == PROMPT_EFFECT_TOKEN:
        return [EffectToken(name) for name in _token_choices(state)]
    if prompt == PROMPT_LOOK:
        pair = dict.fromkeys((left_deck(state, seat), right_deck(state, seat)))
        return [Look(state.deck_ids[d]) for d in pair if state.decks[d]]
    if prompt == PROMPT_KEEP:
        return [Keep(state.t.kinds[k]) for k in sorted(set(state.look))]
    return []


# --- applying --------------------------------------------------------------------------------------
def dispatch(state: ArchitectsState, seat: int, move: Move, events: list[Event]) -> None:
    """Apply a move already known to be legal."""
    if isinstance(move, Take):
        state.phase = RESOLVE
        take_from(state, seat, state.deck_index[move.deck], events, "turn")
    elif isinstance(move, Build):
        _apply_build(state, seat, move, events)
    elif isinstance(move, Progress):
        symbols = tuple(state.t.kind_index[name] for name in move.symbols)
        exchange_science(state, seat, symbols, _token_index(state, move.token), events)
    elif isinstance(move, Extra):
        use_extra(state, seat, state.t.token_index[move.token], state.deck_index[move.deck], events)
    elif isinstance(move, EffectTake):
        effect_take(state, seat, state.deck_index[move.deck], events)
    elif isinstance(move, EffectToken):
        effect_token(state, seat, _token_index(state, move.token), events)
    elif isinstance(move, Look):
        look_at(state, seat, state.deck_index[move.deck], events)
    elif isinstance(move, Keep):
        keep(state, seat, state.t.kind_index[move.card], events)
    else:
        end_turn(state, events)
        return
    settle(state, events)


def _token_index(state: ArchitectsState, name: str) -> int | None:
    return None if name == PILE else state.t.token_index[name]


def _apply_build(state: ArchitectsState, seat: int, move: Build, events: list[Event]) -> None:
    stage = move.stage - 1
    for payment in stage_payments(state, seat, stage):
        if _spent(state, payment) == move.payment:
            build(state, seat, stage, payment, events)
            return
    raise InvariantError(f"legal build {move.to_str()} has no matching payment")
