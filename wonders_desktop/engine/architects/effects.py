"""What the actions of an Architects turn do to the table: taking a card (and what it triggers: the cat,
horns, Progress tokens armed for an extra card), building a stage (its payment, its wonder effect),
exchanging science for a Progress token, and answering the wonder effects' prompts.

Wonder effects happen at once when their stage is built; an effect that needs a choice becomes a
prompt, answered before anything else. The flow of the turn (when it ends, battles, the end of the
game) is ``rules``. Free functions of the position (``state`` first); each appends what happened to
``events``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from wonders_desktop.engine.architects.data import (
    PickFromTop,
    Shields,
    TakeProgressToken,
    TakeTopCard,
    WonderEffect,
)
from wonders_desktop.engine.architects.pricing import Payment
from wonders_desktop.engine.architects.table import (
    NO_PROMPT,
    PROMPT_EFFECT_TAKE,
    PROMPT_EFFECT_TOKEN,
    PROMPT_KEEP,
    PROMPT_LOOK,
    boost,
    chance,
    engineering_token,
    left_deck,
    right_deck,
    token_available,
    tokens_on_offer,
)
from wonders_desktop.engine.core.events import Event

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


# --- cards -----------------------------------------------------------------------------------------
def take_from(state: ArchitectsState, seat: int, deck: int, events: list[Event], reason: str) -> None:
    """Move the top card of ``deck`` in front of ``seat`` and apply what taking it triggers."""
    kind = state.decks[deck].pop()
    if deck == state.n:
        state.central_known = 0  # a new central top nobody has seen
    events.append(
        Event("card_taken", seat, {"deck": state.deck_ids[deck], "card": state.t.kinds[kind], "by": reason})
    )
    place(state, seat, kind, events)


def place(state: ArchitectsState, seat: int, kind: int, events: list[Event]) -> None:
    t = state.t
    state.cards[seat][kind] += 1
    if kind in t.cat_kinds and state.cat != seat:
        state.cat = seat
        events.append(Event("cat_moved", seat, {}))
    if t.horns[kind]:
        _sound_horns(state, seat, t.horns[kind], events)
    for token, mask in t.take_triggers:
        if mask >> kind & 1 and token_available(state, seat, token):
            state.armed |= 1 << token


def _sound_horns(state: ArchitectsState, seat: int, horns: int, events: list[Event]) -> None:
    """Flip that many Conflict tokens to Battle; horns beyond the last token are ignored."""
    flips = min(horns, state.conflict_total - state.conflict_battle)
    if not flips:
        return
    state.conflict_battle += flips
    events.append(Event("conflict_flipped", seat, {"count": flips, "battle": state.conflict_battle}))
    if state.conflict_battle == state.conflict_total:
        state.battle_pending = True


def use_extra(state: ArchitectsState, seat: int, token: int, deck: int, events: list[Event]) -> None:
    """A Progress token's extra card: the token is spent for this turn, the card taken."""
    state.armed &= ~(1 << token)
    state.used |= 1 << token
    events.append(Event("progress_used", seat, {"token": state.t.tokens[token]}))
    take_from(state, seat, deck, events, "progress")


# --- wonder stages ---------------------------------------------------------------------------------
def build(state: ArchitectsState, seat: int, stage: int, payment: Payment, events: list[Event]) -> None:
    t = state.t
    cards, discard = state.cards[seat], state.discard
    for kind in payment.grey:
        cards[kind] -= 1
        discard[kind] += 1
    cards[t.coin_kind] -= payment.coin_cards
    discard[t.coin_kind] += payment.coin_cards
    _consume_tokens(state, seat, payment)
    wonder = t.wonders[state.seat_wonder[seat]]
    row = wonder.stages[stage]
    state.built[seat] |= 1 << stage
    state.stage_count[seat] += 1
    state.wonder_vp[seat] += row.vp
    events.append(Event("wonder_stage_built", seat, {"wonder": wonder.id, "stage": row.number}))
    for token in t.stage_built_tokens:
        if token_available(state, seat, token):
            state.armed |= 1 << token
    if state.stage_count[seat] == len(wonder.stages):
        state.finishing = True
        events.append(Event("wonder_completed", seat, {"wonder": wonder.id}))
    if row.effect:
        _wonder_effect(state, seat, wonder.effect, events)


def _consume_tokens(state: ArchitectsState, seat: int, payment: Payment) -> None:
    if payment.engineering:
        token = engineering_token(state, seat)
        if token is not None:
            state.used |= 1 << token
    if payment.boosted:
        ready = boost(state, seat)
        if ready is not None:
            state.used |= 1 << ready[0]


def _wonder_effect(
    state: ArchitectsState, seat: int, effect: WonderEffect | None, events: list[Event]
) -> None:
    """Apply the effect at once; effects that need a choice become a prompt answered first."""
    match effect:
        case TakeTopCard(source="central_deck", count=count):
            for _ in range(count):
                if state.decks[state.n]:
                    take_from(state, seat, state.n, events, "wonder")
        case TakeTopCard(source="left_and_right_decks"):
            for deck in (left_deck(state, seat), right_deck(state, seat)):
                if state.decks[deck]:
                    take_from(state, seat, deck, events, "wonder")
        case TakeTopCard():  # the third source, "any_deck": the player chooses
            if any(state.decks):
                state.prompt = PROMPT_EFFECT_TAKE
        case TakeProgressToken():
            if tokens_on_offer(state):
                state.prompt = PROMPT_EFFECT_TOKEN
        case PickFromTop():
            if state.decks[left_deck(state, seat)] or state.decks[right_deck(state, seat)]:
                state.prompt = PROMPT_LOOK
        case Shields() | None:
            pass  # shields count from the wonder's table (``effect_shields``); no effect: nothing
        case _:
            assert_never(effect)


# --- wonder-effect prompts -------------------------------------------------------------------------
def effect_take(state: ArchitectsState, seat: int, deck: int, events: list[Event]) -> None:
    state.prompt = NO_PROMPT
    take_from(state, seat, deck, events, "wonder")


def look_at(state: ArchitectsState, seat: int, deck: int, events: list[Event]) -> None:
    """Halicarnassus: take the top cards of a neighbouring deck into the hand to choose from."""
    look = state.t.wonders[state.seat_wonder[seat]].look
    cards = state.decks[deck]
    count = min(look, len(cards))
    state.look = cards[len(cards) - count :]
    del cards[len(cards) - count :]
    state.prompt, state.prompt_deck = PROMPT_KEEP, deck
    events.append(Event("cards_looked_at", seat, {"deck": state.deck_ids[deck], "count": count}))


def keep(state: ArchitectsState, seat: int, kind: int, events: list[Event]) -> None:
    """Keep one looked-at card; shuffle the others back into their deck."""
    deck = state.prompt_deck
    state.look.remove(kind)
    state.decks[deck].extend(state.look)
    chance(state).shuffle(state.decks[deck])
    state.look = []
    state.prompt, state.prompt_deck = NO_PROMPT, -1
    events.append(Event("deck_shuffled", seat, {"deck": state.deck_ids[deck]}))
    events.append(
        Event("card_taken", seat, {"deck": state.deck_ids[deck], "card": state.t.kinds[kind], "by": "wonder"})
    )
    place(state, seat, kind, events)


# --- progress tokens -------------------------------------------------------------------------------
def exchange_science(
    state: ArchitectsState, seat: int, symbols: tuple[int, ...], token: int | None, events: list[Event]
) -> None:
    cards = state.cards[seat]
    for kind in symbols:
        cards[kind] -= 1
        state.discard[kind] += 1
    events.append(Event("science_exchanged", seat, {"cards": [state.t.kinds[k] for k in symbols]}))
    gain_token(state, seat, token, events)


def effect_token(state: ArchitectsState, seat: int, token: int | None, events: list[Event]) -> None:
    state.prompt = NO_PROMPT
    gain_token(state, seat, token, events)


def gain_token(state: ArchitectsState, seat: int, token: int | None, events: list[Event]) -> None:
    """Take a face-up token (``token``) and refill the display, or the pile's top (``None``)."""
    if token is None:
        token = state.pile.pop()
        source = "pile"
    else:
        state.display.remove(token)
        if state.pile:
            state.display.append(state.pile.pop())
        source = "display"
    state.tokens[seat][token] += 1
    events.append(Event("progress_taken", seat, {"token": state.t.tokens[token], "from": source}))
