"""``ArchitectsState``: the protocol face of 7 Wonders Architects (who acts, moves, views, checks, scores).

One ``ArchitectsState`` holds the whole position as plain fields (lists of ints); ``apply`` mutates it
and returns events. The modules beside it are free functions of that position, ``state`` first: the
table's geometry and holdings in ``table``, stage payments in ``pricing``, the flow of a turn in
``rules``, what each action does in ``effects``, move generation and dispatch in ``legal``; views in
``hidden``, checks in ``invariants``, the JSON form in ``serial``. This module imports them all; none of
them imports it (except for annotations).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from wonders_desktop.engine.architects import pricing, table
from wonders_desktop.engine.architects.catalog import Tables
from wonders_desktop.engine.architects.hidden import determinized, masked_view
from wonders_desktop.engine.architects.invariants import check_position
from wonders_desktop.engine.architects.legal import dispatch, generate
from wonders_desktop.engine.architects.moves import parse_move
from wonders_desktop.engine.architects.rules import begin_turn, set_up
from wonders_desktop.engine.architects.scoring import score
from wonders_desktop.engine.architects.serial import snapshot
from wonders_desktop.engine.architects.table import OVER
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, winners_by

_LIST_FIELDS = (
    "seat_wonder",
    "built",
    "stage_count",
    "wonder_vp",
    "military",
    "discard",
    "display",
    "pile",
    "look",
)
_SCALAR_FIELDS = (
    "t",
    "n",
    "deck_ids",
    "deck_index",
    "conflict_total",
    "conflict_battle",
    "cat",
    "central_known",
    "current",
    "phase",
    "prompt",
    "prompt_deck",
    "armed",
    "used",
    "battle_pending",
    "finishing",
    "end_reason",
    "turns",
    "salt",
    "viewer",
    "_seed",
    "_options",
)


_REVEALING = frozenset(
    {"card_taken", "progress_taken", "cards_looked_at", "deck_shuffled", "central_top_seen"}
)


class ArchitectsState(GameState):
    """A whole Architects position. Lists of ints only, so ``clone`` is a handful of list copies."""

    kind = "architects"

    # The position. Set by ``new`` and ``rules.set_up``, copied by ``clone``: a new field must join
    # ``_SCALAR_FIELDS`` / ``_LIST_FIELDS`` (or clone's nested copies), or clones would share it.
    t: Tables
    n: int
    # the table: each seat's wonder and deck, the cards and tokens in front of each seat (per kind)
    seat_wonder: list[int]
    deck_ids: list[str]
    deck_index: dict[str, int]
    decks: list[list[int]]  # card kinds, top card last; index n is the central deck
    cards: list[list[int]]
    built: list[int]  # bit mask of built stages per seat
    stage_count: list[int]
    wonder_vp: list[int]
    tokens: list[list[int]]
    military: list[int]
    discard: list[int]
    display: list[int]
    pile: list[int]
    conflict_total: int
    conflict_battle: int
    cat: int  # the seat holding the cat, -1 before anyone has it
    central_known: int  # bit mask of seats that saw the central deck's top
    # the turn: whose it is, its phase and prompt, tokens armed for an extra card or used
    current: int
    phase: int
    prompt: int
    prompt_deck: int
    look: list[int]
    armed: int
    used: int
    battle_pending: bool
    finishing: bool
    end_reason: str | None
    turns: int
    # the record, chance and secrets
    salt: int
    viewer: int | None
    _history: list[tuple[int, str]]
    _seed: int
    _options: dict[str, Any]
    _legal: list[Any] | None  # the legal moves of this position, computed once (the playouts' hot path)
    _legal_set: frozenset[Any] | None

    @classmethod
    def new(
        cls, t: Tables, options: Mapping[str, Any], wonders: list[int], seed: int, rng: Rng
    ) -> ArchitectsState:
        """A new game for already validated options and wonders: ``rules.set_up`` lays out the table
        (rulebook, Preparação), then the first player's turn begins."""
        state = cls.__new__(cls)
        state.t, state.n, state.salt, state._seed, state._options = t, len(wonders), seed, seed, dict(options)
        state.viewer = None
        state._history, state._legal, state._legal_set = [], None, None
        set_up(state, wonders, rng)
        begin_turn(state, int(options.get("first_player", 0)), [])
        return state

    # --- what the bots and the tests ask of a position: the rules' own functions, bound as methods
    # (the same code, no extra call) --------------------------------------------------------------------
    sources = table.sources
    held_grey = table.held_grey
    engineering_token = table.engineering_token
    boost = table.boost
    shields = table.shields
    affordable_stages = pricing.affordable_stages

    # --- protocol: acting --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.current,)

    def _moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = generate(self)
            self._legal_set = frozenset(self._legal)
        return self._legal

    def legal_moves(self, seat: int) -> list[Move]:
        if self.phase == OVER or seat != self.current:
            return []
        return list(self._moves())

    def apply(self, seat: int, move: Move) -> list[Event]:
        if self.phase == OVER or seat != self.current:
            raise IllegalMoveError(f"seat {seat} does not act now")
        self._moves()
        if move not in self._legal_set:  # type: ignore[operator]  # not None: _moves() just built it
            raise IllegalMoveError(f"{move} is not legal for seat {seat} now")
        events: list[Event] = []
        self._legal = self._legal_set = None
        dispatch(self, seat, move, events)
        self._history.append((seat, move.to_str()))
        return events

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def reveals_information(self, seat: int, move: Move) -> bool:
        """Whether the move shows anything new: a card or token drawn (a new top or a new face-up token
        appears), cards looked at or reshuffled, the cat's look at the central deck. Found by playing the
        move on a clone (cheap), so every rule path is covered without a second copy of the rules."""
        try:
            events = self.clone().apply(seat, move)
        except IllegalMoveError:
            return False
        return any(event.kind in _REVEALING for event in events)

    # --- protocol: copies and secrets --------------------------------------------------------------
    def clone(self) -> Self:
        twin = self.__class__.__new__(self.__class__)
        d, src = twin.__dict__, self.__dict__
        for name in _SCALAR_FIELDS:
            d[name] = src[name]
        for name in _LIST_FIELDS:
            d[name] = src[name][:]
        d["decks"] = [deck[:] for deck in self.decks]
        d["cards"] = [row[:] for row in self.cards]
        d["tokens"] = [row[:] for row in self.tokens]
        d["_history"] = self._history[:]
        d["_legal"], d["_legal_set"] = self._legal, self._legal_set  # immutable once built
        return twin

    def view(self, seat: int) -> ArchitectsState:
        return masked_view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> ArchitectsState:
        return determinized(self, seat, rng)

    # --- protocol: record --------------------------------------------------------------------------
    @property
    def history(self) -> list[tuple[int, str]]:
        return self._history

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Mapping[str, Any]:
        return self._options

    def snapshot(self) -> dict[str, Any]:
        return snapshot(self)

    # --- protocol: checks and scores ---------------------------------------------------------------
    def check_invariants(self) -> None:
        check_position(self)

    def scores(self) -> list[Any]:
        t = self.t
        return [
            score(
                t,
                t.wonders[self.seat_wonder[seat]],
                self.built[seat],
                self.cards[seat],
                self.tokens[seat],
                self.military[seat],
                self.cat == seat,
            )
            for seat in range(self.n)
        ]

    def outcome(self) -> Outcome:
        scores = self.scores()
        winners, tie_break = winners_by([s.total for s in scores], ("stages", self.stage_count))
        return Outcome(tuple(scores), winners, "points", tie_break)
