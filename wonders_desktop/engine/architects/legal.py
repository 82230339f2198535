"""Legal moves of the seat to act, and applying one: the bridge between moves and the rules."""

from __future__ import annotations

from wonders_desktop.engine.architects import plan
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
from wonders_desktop.engine.architects.pricing import Payment
from wonders_desktop.engine.architects.rules import TurnRules
from wonders_desktop.engine.architects.table import (
    PROMPT_EFFECT_TAKE,
    PROMPT_EFFECT_TOKEN,
    PROMPT_KEEP,
    PROMPT_LOOK,
    RESOLVE,
    TAKE,
)
from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move


class MoveRules(TurnRules):
    """Generates moves in a fixed order (views and full states agree) and dispatches them."""

    def generate(self) -> list[Move]:
        seat = self.current
        if self.phase == TAKE:
            return [take_move(self.deck_ids[d]) for d in self.sources(seat)]
        if self.phase != RESOLVE:
            return []
        if self.prompt:
            return self._prompt_moves(seat)
        moves: list[Move] = self._build_moves(seat)
        mandatory = bool(moves)
        if self.tokens_on_offer():
            for symbols in self.science_sets(seat):
                names = tuple(self.t.kinds[k] for k in symbols)
                moves.extend(Progress(names, token) for token in self._token_choices())
                mandatory = True
        moves.extend(self._extra_moves(seat))
        if not mandatory:
            moves.append(END)
        return moves

    def _token_choices(self) -> list[str]:
        names = self.t.tokens
        choices = list(dict.fromkeys(names[token] for token in self.display))
        if self.pile:
            choices.append(PILE)
        return choices

    def _build_moves(self, seat: int) -> list[Move]:
        """Every build that keeps the most stages buildable this turn (see ``plan``), in stage order."""
        builds = self.best_builds(seat)
        if not builds:
            return []
        t = self.t
        rows, kinds = t.wonders[self.seat_wonder[seat]].stages, t.kinds
        coin = (kinds[t.coin_kind],)
        return [
            Build(rows[stage].number, tuple(kinds[k] for k in payment.grey) + coin * payment.coin_cards)
            for stage, payment in builds
        ]

    def best_builds(self, seat: int) -> list[tuple[int, Payment]]:
        """(stage index, payment) of the builds offered now: of all payable ones, those after which the
        held cards still build the most stages this turn (rulebook: "você deve construí-los")."""
        stages = self.affordable_stages(seat)
        if not stages:
            return []  # the common case, kept cheap: legal-move generation is the playouts' hot path
        candidates = [(stage, payment) for stage in stages for payment in self.stage_payments(seat, stage)]
        if len(candidates) < 2:
            return candidates
        boost = self.boost(seat)
        return plan.best_builds(
            self.seat_wonder[seat],
            self.built[seat],
            self.held_grey(seat),
            self.cards[seat][self.t.coin_kind],
            self.engineering_token(seat) is not None,
            None if boost is None else boost[1],
            candidates,
        )

    def _spent(self, payment: Payment) -> tuple[str, ...]:
        kinds = self.t.kinds
        return tuple(kinds[k] for k in payment.grey) + (kinds[self.t.coin_kind],) * payment.coin_cards

    def _extra_moves(self, seat: int) -> list[Move]:
        if not self.armed:
            return []
        decks = [self.deck_ids[d] for d in self.sources(seat)]
        moves: list[Move] = []
        for token, name in enumerate(self.t.tokens):
            if self.armed >> token & 1:
                moves.extend(Extra(name, deck) for deck in decks)
        return moves

    def _prompt_moves(self, seat: int) -> list[Move]:
        prompt = self.prompt
        if prompt == PROMPT_EFFECT_TAKE:
            return [EffectTake(self.deck_ids[d]) for d in range(self.n + 1) if self.decks[d]]
        if prompt == PROMPT_EFFECT_TOKEN:
            return [EffectToken(name) for name in self._token_choices()]
        if prompt == PROMPT_LOOK:
            pair = dict.fromkeys((self.left_deck(seat), self.right_deck(seat)))
            return [Look(self.deck_ids[d]) for d in pair if self.decks[d]]
        if prompt == PROMPT_KEEP:
            return [Keep(self.t.kinds[k]) for k in sorted(set(self.look))]
        return []

    # --- applying ----------------------------------------------------------------------------------
    def dispatch(self, seat: int, move: Move, events: list[Event]) -> None:
        """Apply a move already known to be legal."""
        if isinstance(move, Take):
            self.phase = RESOLVE
            self.take_from(seat, self.deck_index[move.deck], events, "turn")
        elif isinstance(move, Build):
            self._apply_build(seat, move, events)
        elif isinstance(move, Progress):
            symbols = tuple(self.t.kind_index[name] for name in move.symbols)
            self.exchange_science(seat, symbols, self._token_index(move.token), events)
        elif isinstance(move, Extra):
            self.use_extra(seat, self.t.token_index[move.token], self.deck_index[move.deck], events)
        elif isinstance(move, EffectTake):
            self.effect_take(seat, self.deck_index[move.deck], events)
        elif isinstance(move, EffectToken):
            self.effect_token(seat, self._token_index(move.token), events)
        elif isinstance(move, Look):
            self.look_at(seat, self.deck_index[move.deck], events)
        elif isinstance(move, Keep):
            self.keep(seat, self.t.kind_index[move.card], events)
        else:
            self.end_turn(events)
            return
        self.settle(events)

    def _token_index(self, name: str) -> int | None:
        return None if name == PILE else self.t.token_index[name]

    def _apply_build(self, seat: int, move: Build, events: list[Event]) -> None:
        stage = move.stage - 1
        for payment in self.stage_payments(seat, stage):
            if self._spent(payment) == move.payment:
                self.build(seat, stage, payment, events)
                return
        raise InvariantError(f"legal build {move.to_str()} has no matching payment")
