"""The turn of 7 Wonders Architects (rulebook pt-BR): take a card, then resolve everything it allows.

After the card is placed, the player acts in any order they like until nothing is left to do:
building every stage they can pay for and exchanging every complete science set are mandatory; extra
cards granted by Progress tokens are optional (the rulebook says the player *may* use tokens, each
once per turn). Wonder effects happen at once when their stage is built; a choice they need is asked
before anything else. At the end of the turn a pending battle is fought, then the game ends if a
wonder was completed, otherwise the player on the left plays.

Engine extension beyond the rulebook (which never reaches this case): a player with no card to take
is skipped, and if no player can take a card the game ends.
"""

from __future__ import annotations

from wonders_desktop.engine.architects.pricing import Payment, can_pay, payments
from wonders_desktop.engine.architects.table import (
    NO_PROMPT,
    OVER,
    PROMPT_EFFECT_TAKE,
    PROMPT_EFFECT_TOKEN,
    PROMPT_KEEP,
    PROMPT_LOOK,
    RESOLVE,
    TAKE,
    Position,
)
from wonders_desktop.engine.core.events import Event


class TurnRules(Position):
    """The rules as operations on the position; each appends what happened to ``events``."""

    # --- turn start and end ------------------------------------------------------------------------
    def begin_turn(self, seat: int, events: list[Event]) -> None:
        """Start the turn of the first seat from ``seat`` clockwise that has a card to take."""
        for offset in range(self.n):
            player = (seat + offset) % self.n
            if self.sources(player):
                self._start(player, events)
                return
        self._game_over("no_cards", events)

    def _start(self, seat: int, events: list[Event]) -> None:
        self.current, self.phase, self.prompt = seat, TAKE, NO_PROMPT
        self.armed = self.used = 0
        self.turns += 1
        if self.cat == seat and self.decks[self.n]:
            self.central_known |= 1 << seat  # the cat lets its owner look at the central top
            events.append(Event("central_top_seen", seat, {}))
        events.append(Event("turn_started", seat, {"turn": self.turns}))

    def end_turn(self, events: list[Event]) -> None:
        seat = self.current
        events.append(Event("turn_ended", seat, {}))
        if self.battle_pending:
            self._battle(events)
        if self.finishing:
            self._game_over("wonder_completed", events)
        else:
            self.begin_turn((seat + 1) % self.n, events)

    def _game_over(self, reason: str, events: list[Event]) -> None:
        self.phase, self.prompt, self.end_reason = OVER, NO_PROMPT, reason
        self.armed = 0
        events.append(Event("game_ended", None, {"reason": reason}))

    def settle(self, events: list[Event]) -> None:
        """After every action: wait for the player while something is left to do, else end the turn."""
        if self.phase != RESOLVE or self.prompt != NO_PROMPT:
            return
        if not (self.has_mandatory(self.current) or self.has_optional(self.current)):
            self.end_turn(events)

    def has_mandatory(self, seat: int) -> bool:
        return bool(self.affordable_stages(seat)) or (
            bool(self.science_sets(seat)) and self.tokens_on_offer()
        )

    def has_optional(self, seat: int) -> bool:
        return bool(self.armed) and bool(self.sources(seat))

    # --- cards -------------------------------------------------------------------------------------
    def take_from(self, seat: int, deck: int, events: list[Event], reason: str) -> None:
        """Move the top card of ``deck`` in front of ``seat`` and apply what taking it triggers."""
        kind = self.decks[deck].pop()
        if deck == self.n:
            self.central_known = 0  # a new central top nobody has seen
        events.append(
            Event("card_taken", seat, {"deck": self.deck_ids[deck], "card": self.t.kinds[kind], "by": reason})
        )
        self.place(seat, kind, events)

    def place(self, seat: int, kind: int, events: list[Event]) -> None:
        t = self.t
        self.cards[seat][kind] += 1
        if kind in t.cat_kinds and self.cat != seat:
            self.cat = seat
            events.append(Event("cat_moved", seat, {}))
        if t.horns[kind]:
            self._sound_horns(seat, t.horns[kind], events)
        for token, mask in t.take_triggers:
            if mask >> kind & 1 and self.token_available(seat, token):
                self.armed |= 1 << token

    def _sound_horns(self, seat: int, horns: int, events: list[Event]) -> None:
        """Flip that many Conflict tokens to Battle; horns beyond the last token are ignored."""
        flips = min(horns, self.conflict_total - self.conflict_battle)
        if not flips:
            return
        self.conflict_battle += flips
        events.append(Event("conflict_flipped", seat, {"count": flips, "battle": self.conflict_battle}))
        if self.conflict_battle == self.conflict_total:
            self.battle_pending = True

    def use_extra(self, seat: int, token: int, deck: int, events: list[Event]) -> None:
        self.armed &= ~(1 << token)
        self.used |= 1 << token
        events.append(Event("progress_used", seat, {"token": self.t.tokens[token]}))
        self.take_from(seat, deck, events, "progress")

    # --- wonder stages -----------------------------------------------------------------------------
    def affordable_stages(self, seat: int) -> list[int]:
        cards = self.cards[seat]
        held = [(kind, cards[kind]) for kind in self.t.resources]
        coins = cards[self.t.coin_kind]
        if coins == 0 and sum(h for _, h in held) < self.t.min_stage_cost:
            return []  # the cheap common case: too few cards for any stage (boosts need a coin card)
        engineering = self.engineering_token(seat) is not None
        boost = self.boost(seat)
        boost_rate = None if boost is None else boost[1]
        stages = self.t.wonders[self.seat_wonder[seat]].stages
        return [
            i for i in self.available_stages(seat) if can_pay(stages[i], held, coins, engineering, boost_rate)
        ]

    def stage_payments(self, seat: int, stage: int) -> list[Payment]:
        boost = self.boost(seat)
        row = self.t.wonders[self.seat_wonder[seat]].stages[stage]
        return payments(
            row,
            self.held_grey(seat),
            self.cards[seat][self.t.coin_kind],
            self.engineering_token(seat) is not None,
            None if boost is None else boost[1],
        )

    def build(self, seat: int, stage: int, payment: Payment, events: list[Event]) -> None:
        t = self.t
        cards, discard = self.cards[seat], self.discard
        for kind in payment.grey:
            cards[kind] -= 1
            discard[kind] += 1
        cards[t.coin_kind] -= payment.coin_cards
        discard[t.coin_kind] += payment.coin_cards
        self._consume_tokens(seat, payment)
        wonder = t.wonders[self.seat_wonder[seat]]
        row = wonder.stages[stage]
        self.built[seat] |= 1 << stage
        self.stage_count[seat] += 1
        self.wonder_vp[seat] += row.vp
        events.append(Event("wonder_stage_built", seat, {"wonder": wonder.id, "stage": row.number}))
        for token in t.stage_built_tokens:
            if self.token_available(seat, token):
                self.armed |= 1 << token
        if self.stage_count[seat] == len(wonder.stages):
            self.finishing = True
            events.append(Event("wonder_completed", seat, {"wonder": wonder.id}))
        if row.effect:
            self._wonder_effect(seat, wonder.effect_kind, wonder.effect_count, events)

    def _consume_tokens(self, seat: int, payment: Payment) -> None:
        if payment.engineering:
            token = self.engineering_token(seat)
            if token is not None:
                self.used |= 1 << token
        if payment.boosted:
            boost = self.boost(seat)
            if boost is not None:
                self.used |= 1 << boost[0]

    def _wonder_effect(self, seat: int, kind: str | None, count: int, events: list[Event]) -> None:
        """Apply the effect at once; effects that need a choice become a prompt answered first."""
        if kind == "take_top_card:central_deck":
            for _ in range(count):
                if self.decks[self.n]:
                    self.take_from(seat, self.n, events, "wonder")
        elif kind == "take_top_card:left_and_right_decks":
            for deck in (self.left_deck(seat), self.right_deck(seat)):
                if self.decks[deck]:
                    self.take_from(seat, deck, events, "wonder")
        elif kind == "take_top_card:any_deck":
            if any(self.decks):
                self.prompt = PROMPT_EFFECT_TAKE
        elif kind == "take_progress_token:4_available":
            if self.tokens_on_offer():
                self.prompt = PROMPT_EFFECT_TOKEN
        elif kind == "pick_from_top:left_or_right_deck" and (
            self.decks[self.left_deck(seat)] or self.decks[self.right_deck(seat)]
        ):
            self.prompt = PROMPT_LOOK

    # --- wonder-effect prompts ---------------------------------------------------------------------
    def effect_take(self, seat: int, deck: int, events: list[Event]) -> None:
        self.prompt = NO_PROMPT
        self.take_from(seat, deck, events, "wonder")

    def look_at(self, seat: int, deck: int, events: list[Event]) -> None:
        """Halicarnassus: take the top cards of a neighbouring deck into the hand to choose from."""
        look = self.t.wonders[self.seat_wonder[seat]].look
        cards = self.decks[deck]
        count = min(look, len(cards))
        self.look = cards[len(cards) - count :]
        del cards[len(cards) - count :]
        self.prompt, self.prompt_deck = PROMPT_KEEP, deck
        events.append(Event("cards_looked_at", seat, {"deck": self.deck_ids[deck], "count": count}))

    def keep(self, seat: int, kind: int, events: list[Event]) -> None:
        """Keep one looked-at card; shuffle the others back into their deck."""
        deck = self.prompt_deck
        self.look.remove(kind)
        self.decks[deck].extend(self.look)
        self.chance().shuffle(self.decks[deck])
        self.look = []
        self.prompt, self.prompt_deck = NO_PROMPT, -1
        events.append(Event("deck_shuffled", seat, {"deck": self.deck_ids[deck]}))
        events.append(
            Event(
                "card_taken", seat, {"deck": self.deck_ids[deck], "card": self.t.kinds[kind], "by": "wonder"}
            )
        )
        self.place(seat, kind, events)

    # --- progress tokens ---------------------------------------------------------------------------
    def exchange_science(
        self, seat: int, symbols: tuple[int, ...], token: int | None, events: list[Event]
    ) -> None:
        cards = self.cards[seat]
        for kind in symbols:
            cards[kind] -= 1
            self.discard[kind] += 1
        events.append(Event("science_exchanged", seat, {"cards": [self.t.kinds[k] for k in symbols]}))
        self.gain_token(seat, token, events)

    def effect_token(self, seat: int, token: int | None, events: list[Event]) -> None:
        self.prompt = NO_PROMPT
        self.gain_token(seat, token, events)

    def gain_token(self, seat: int, token: int | None, events: list[Event]) -> None:
        """Take a face-up token (``token``) and refill the display, or the pile's top (``None``)."""
        if token is None:
            token = self.pile.pop()
            source = "pile"
        else:
            self.display.remove(token)
            if self.pile:
                self.display.append(self.pile.pop())
            source = "display"
        self.tokens[seat][token] += 1
        events.append(Event("progress_taken", seat, {"token": self.t.tokens[token], "from": source}))

    # --- battle ------------------------------------------------------------------------------------
    def _battle(self, events: list[Event]) -> None:
        n = self.n
        shields = [self.shields(seat) for seat in range(n)]
        won = [battle_tokens(shields, seat) for seat in range(n)]
        for seat in range(n):
            self.military[seat] += won[seat]
        events.append(Event("battle", None, {"shields": shields, "tokens": won}))
        for seat in range(n):
            cards = self.cards[seat]
            for kind in self.t.horn_kinds:
                self.discard[kind] += cards[kind]
                cards[kind] = 0
        self.conflict_battle = 0
        self.battle_pending = False


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
