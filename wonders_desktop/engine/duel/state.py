"""``DuelState``: the protocol face of 7 Wonders Duel (who acts, legal moves, apply, views, scores).

One ``DuelState`` holds the whole position as lists of ints; ``apply`` mutates it and returns events.
What the moves do lives in ``effects``, the flow of the game (setup, draft, ages, turn order,
supremacies) in ``rules``, costs in ``pricing``; views in ``hidden``, checks in ``invariants``, the JSON
form in ``serial``. This module imports them all; none of them imports it (except for annotations).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, winners_by
from wonders_desktop.engine.duel.city import City
from wonders_desktop.engine.duel.effects import destroy, destroy_targets, main_move, mausoleum, take_token
from wonders_desktop.engine.duel.hidden import determinized, masked_view
from wonders_desktop.engine.duel.invariants import check
from wonders_desktop.engine.duel.moves import (
    BuildFromDiscard,
    BuildWonder,
    ChooseStarter,
    DestroyCard,
    DraftWonder,
    TakeProgress,
    move_table,
)
from wonders_desktop.engine.duel.pricing import SeatCosts, card_trade, seat_costs, wonder_trade
from wonders_desktop.engine.duel.rules import (
    CARDS,
    DATA,
    DESTROY,
    DRAFT,
    DRAFT_ROUND_ENDS,
    LIBRARY,
    LOOT,
    MAUSOLEUM,
    MAX_WONDERS,
    OVER,
    PHASE_NAMES,
    PLAY,
    PROGRESS,
    RULES,
    START,
    WONDERS,
    choose_starter,
    draft,
    set_up,
)
from wonders_desktop.engine.duel.scoring import breakdowns
from wonders_desktop.engine.duel.serial import snapshot

MOVES = move_table()
ACTING = ((0,), (1,))  # ``to_act``'s answers, made once (it is asked before every decision)


class DuelState(GameState):
    """A whole Duel position. Lists of ints only, so ``clone`` is cheap (search bots live on it)."""

    kind = "duel"

    __slots__ = (
        "_chance",
        "_draws",
        "_history",
        "_options",
        "_prices",
        "_seed",
        "accessible",
        "age",
        "board",
        "box",
        "cities",
        "conflict",
        "cover_left",
        "current",
        "destroy_color",
        "discard",
        "draft",
        "draft_step",
        "drawn",
        "face_up",
        "first",
        "last_actor",
        "loot",
        "offered",
        "phase",
        "play_again",
        "quiet",
        "remaining",
        "removed",
        "result",
        "slots",
        "viewer",
        "wonders_built",
        "wonders_out",
    )

    def __init__(self, options: Mapping[str, Any], seed: int, chance: int | None) -> None:
        self._options = dict(options)
        self.quiet = False  # ``silence``: a search's copy builds no events for the moves of a turn
        self._seed = seed
        self._chance = chance  # None in a view: the future is hidden
        self._draws = 0
        self._history: list[tuple[int, Move]] = []
        self._prices: list[SeatCosts | None] = [None, None]  # ``pricing.seat_costs``
        self.viewer: int | None = None
        self.cities = [City(RULES.starting_coins), City(RULES.starting_coins)]
        self.phase, self.current, self.first, self.last_actor = DRAFT, 0, 0, 0
        self.age = 0
        self.slots: list[int] = []
        self.face_up: list[bool] = []
        self.cover_left: list[int] = []
        self.accessible: list[int] = []
        self.remaining = 0
        self.removed: list[list[int]] = []
        self.discard: list[int] = []
        self.board: list[int] = []
        self.box: list[int] = []
        self.drawn: list[int] = []
        self.conflict = 0
        self.loot = [True] * len(LOOT)
        self.draft: list[int] = []
        self.offered: list[int] = []
        self.draft_step = 0
        self.wonders_built = 0
        self.wonders_out: list[int] = []
        self.play_again = False
        self.destroy_color = -1
        self.result: tuple[tuple[int, ...], str, str | None] | None = None

    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> DuelState:
        """A new game: setup as the rulebook says (``rules.set_up``), then the Wonder selection."""
        state = cls(options, seed, seed)
        set_up(state, options)
        return state

    # ==============================================================================================
    # protocol: who acts and what they may do
    # ==============================================================================================
    @property
    def num_players(self) -> int:
        return 2

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else ACTING[self.current]

    def legal_moves(self, seat: int) -> list[Move]:
        phase = self.phase
        if phase == PLAY:  # most decisions, tested first
            return self._play_moves(seat) if seat == self.current else []
        if phase == OVER or seat != self.current:
            return []
        if phase == DRAFT:
            return [MOVES.draft[w] for w in self.offered]
        if phase == PROGRESS:
            return [MOVES.progress[t] for t in self.board]
        if phase == LIBRARY:
            return [MOVES.progress[t] for t in self.drawn]
        if phase == DESTROY:
            return [MOVES.destroy[c] for c in destroy_targets(self, seat)]
        if phase == MAUSOLEUM:
            return [MOVES.mausoleum[c] for c in self.discard]
        return list(MOVES.start)

    def _play_moves(self, seat: int) -> list[Move]:
        city = self.cities[seat]
        coins = city.coins
        costs = seat_costs(self, seat)
        wonder_rows = []
        if self.wonders_built < MAX_WONDERS:
            built, wonder_costs = city.built, costs.wonders
            for k, wonder in enumerate(city.wonders):
                if not built[k]:
                    trade = wonder_costs.get(wonder)  # the memo inline, as for the cards below
                    if trade is None:
                        trade = wonder_trade(wonder, city, costs)
                    if trade <= coins:
                        wonder_rows.append(MOVES.wonder[wonder])
        build, discard = MOVES.build, MOVES.discard
        chains, card_costs = city.chains, costs.cards
        moves: list[Move] = []
        slots = self.slots
        for slot in self.accessible:
            card = slots[slot]
            info = CARDS[card]
            if info.chain_requires & chains:
                moves.append(build[card])
            else:  # the memo inline (``card_trade``): this loop prices every accessible card every turn
                trade = card_costs.get(card)
                if trade is None:
                    trade = card_trade(card, city, costs)
                if info.coins + trade <= coins:
                    moves.append(build[card])
            moves.append(discard[card])
            for row in wonder_rows:
                moves.append(row[card])
        return moves

    def parse_move(self, text: str) -> Move:
        return MOVES.parse(text)

    # ==============================================================================================
    # apply
    # ==============================================================================================
    def apply(self, seat: int, move: Move) -> list[Event]:
        if self.phase == OVER or seat != self.current:
            raise IllegalMoveError(f"seat {seat} does not act now")
        if self.viewer is None:
            events = self._dispatch(seat, move)
        else:  # a view may meet hidden information half-way: roll back so the state stays unchanged
            backup = self.clone()
            try:
                events = self._dispatch(seat, move)
            except IllegalMoveError:
                self._restore(backup)
                raise
        self._history.append((seat, move))
        return events

    def _dispatch(self, seat: int, move: Move) -> list[Event]:
        phase = self.phase
        events: list[Event] = []
        if phase == PLAY:
            main_move(self, seat, move, events)
        elif phase == DRAFT and type(move) is DraftWonder:
            draft(self, seat, DATA.wonder_index[move.wonder], events)
        elif phase in (PROGRESS, LIBRARY) and type(move) is TakeProgress:
            take_token(self, seat, DATA.token_index[move.token], events)
        elif phase == DESTROY and type(move) is DestroyCard:
            destroy(self, seat, DATA.card_index[move.card], events)
        elif phase == MAUSOLEUM and type(move) is BuildFromDiscard:
            mausoleum(self, seat, DATA.card_index[move.card], events)
        elif phase == START and type(move) is ChooseStarter:
            choose_starter(self, seat, move.seat, events)
        else:
            raise IllegalMoveError(f"{move.to_str()} is not a {PHASE_NAMES[phase]} move")
        return events

    def _restore(self, backup: DuelState) -> None:
        for name in DuelState.__slots__:
            setattr(self, name, getattr(backup, name))

    def outcome(self) -> Outcome:
        scores = breakdowns(self.cities, self.conflict)
        if self.result is not None:
            winners, reason, tie_break = self.result
            return Outcome(scores, winners, reason, tie_break)
        totals = [score.total for score in scores]
        winners, tie_break = winners_by(totals, ("civilian", [score["civilian"] for score in scores]))
        return Outcome(scores, winners, "points", tie_break)

    # ==============================================================================================
    # copies, secrets, determinization
    # ==============================================================================================
    def clone(self) -> DuelState:  # not ``Self``: it builds a DuelState directly (nothing subclasses it)
        twin = DuelState.__new__(DuelState)
        twin._options, twin._seed = self._options, self._seed
        twin._chance, twin._draws = self._chance, self._draws
        twin._history = self._history[:]
        twin._prices = self._prices[:]
        twin.viewer = self.viewer
        twin.quiet = self.quiet
        twin.cities = [self.cities[0].clone(), self.cities[1].clone()]
        twin.phase, twin.current, twin.first, twin.last_actor = (
            self.phase,
            self.current,
            self.first,
            self.last_actor,
        )
        twin.age, twin.remaining, twin.conflict = self.age, self.remaining, self.conflict
        twin.slots, twin.face_up, twin.cover_left = self.slots[:], self.face_up[:], self.cover_left[:]
        twin.accessible = self.accessible[:]
        twin.removed = [part[:] for part in self.removed]
        twin.discard, twin.board, twin.box, twin.drawn = (
            self.discard[:],
            self.board[:],
            self.box[:],
            self.drawn[:],
        )
        twin.loot = self.loot[:]
        twin.draft, twin.offered, twin.draft_step = self.draft[:], self.offered[:], self.draft_step
        twin.wonders_built, twin.wonders_out = self.wonders_built, self.wonders_out[:]
        twin.play_again, twin.destroy_color, twin.result = self.play_again, self.destroy_color, self.result
        return twin

    def silence(self) -> Self:
        self.quiet = True
        return self

    def view(self, seat: int) -> DuelState:
        return masked_view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> DuelState:
        return determinized(self, seat, rng)

    def reveals_information(self, seat: int, move: Move) -> bool:
        """Moves that uncover a face-down card, end an age or a draft round, or draw tokens reveal."""
        if self.phase == DRAFT:
            return self.draft_step + 1 in DRAFT_ROUND_ENDS
        if self.phase != PLAY:
            return self.remaining == 0  # a decision that ends the age deals the next one
        card = DATA.card_index.get(getattr(move, "card", ""), -1)
        slots = [s for s in self.accessible if self.slots[s] == card]
        if not slots or self.remaining == 1:
            return True
        if isinstance(move, BuildWonder) and WONDERS[DATA.wonder_index[move.wonder]].library is not None:
            return True
        age = self.age - 1
        return any(
            self.cover_left[under] == 1 and not self.face_up[under] for under in DATA.covers[age][slots[0]]
        )

    # ==============================================================================================
    # checks and serialization
    # ==============================================================================================
    @property
    def history(self) -> list[tuple[int, str]]:
        return [(seat, move.to_str()) for seat, move in self._history]

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Mapping[str, Any]:
        return dict(self._options)

    def snapshot(self) -> dict[str, Any]:
        return snapshot(self)

    def check_invariants(self) -> None:
        check(self)
