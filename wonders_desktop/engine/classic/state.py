"""``ClassicState``: the protocol face of a classic 7 Wonders game (who acts, legal moves, apply, views,
scores): either edition, 3-7 players, Cities, team play, and the 2-player Free City variant of the 1st
edition.

Phases: ``pick`` (simultaneous: ``to_act`` lists every seat still to pick; the turn resolves when all
are in), ``debt`` (a player pays a coin loss or takes debt), ``last`` (Babylon's last card), ``discard``
(Halikarnassos, Forging Agency), ``over``. Cities and seats coincide, except in the Free City variant:
seats 0 and 1 are cities 0 and 1, and the Free City is city 2, played by its controlling seat with moves
prefixed ``fc.``.

The flow of the game (deal, turns, ages, queued specials, military, the end) lives in ``rules``, the
moves of a city in ``legal``, what moves do in ``effects``, costs in ``pricing``; views in ``hidden``,
checks in ``invariants``, the JSON form in ``serial``. This module imports them all; none of them
imports it (except for annotations).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import filterfalse
from typing import Any, Self

from wonders_desktop.engine.classic import hidden, invariants
from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.last_card import LastTurn, pricing_cities
from wonders_desktop.engine.classic.legal import card_rows, listed
from wonders_desktop.engine.classic.moves import ClassicMove, parse
from wonders_desktop.engine.classic.options import ClassicOptions, parse_options
from wonders_desktop.engine.classic.rules import (
    CITIES_HAND_SIZE,
    HAND_SIZE,
    START_COINS,
    build_decks,
    deal_boards,
    pick_moves,
    play_pick,
    play_queued,
    queue_moves,
    start_age,
    team_outcome,
)
from wonders_desktop.engine.classic.scoring import ORDER, score_city
from wonders_desktop.engine.classic.serial import dumped_options, snapshot
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown, winners_by


class ClassicState(GameState):
    """A classic game. Create with ``new``; ``apply`` mutates; ``clone`` is cheap."""

    kind = "classic"
    quiet = False  # ``silence``: a search's copy builds no events (a class default: no field to save)
    _rng: Rng  # behind the ``rng`` property: clones share it until one asks for it
    _rng_shared: bool

    # --- setup ------------------------------------------------------------------------------------
    @classmethod
    def new(cls, raw_options: Mapping[str, Any], seed: int) -> ClassicState:
        opts = parse_options(raw_options)
        state = cls.__new__(cls)
        state._init(opts, seed)
        return state

    def _init(self, opts: ClassicOptions, seed: int) -> None:
        """Every field of the position, then the deal (``rules``) and the first age."""
        self.opts = opts
        self._options = dumped_options(opts)
        self._seed = int(seed)
        self.rng = Rng(seed)
        self.rules: Catalog = opts.rules()
        self._rows = card_rows(self.rules)
        self.seats = opts.players
        self.free_city = opts.free_city
        self.teams = opts.teams
        self.expansion = opts.with_cities
        self.hand_size = CITIES_HAND_SIZE if self.expansion else HAND_SIZE
        self.turns = self.hand_size - 1
        self.n = opts.cities
        self.viewer: int | None = None
        self.cities = [City(side, START_COINS) for side in deal_boards(self)]
        self.decks = build_decks(self)
        self.all_cards = sorted([*self.decks[0], *self.decks[1], *self.decks[2]])
        self.hands: list[list[int]] = [[] for _ in range(self.seats)]
        self.pile: list[int] = []
        self.discard: list[int] = []
        self.age = 0
        self.turn = 0
        self.phase = "pick"
        self.picks: dict[int, ClassicMove] = {}
        self._everyone = tuple(range(self.seats))
        self._waiting = self._everyone  # the seats still to pick (``to_act`` in the pick phase)
        self.fc_pick: ClassicMove | None = None
        self.controller = 0
        self.queue: list[tuple[str, int, int]] = []  # (phase, city, deciding seat)
        self.last_cards: dict[int, int] = {}
        self.last_turn: LastTurn | None = None  # 1st edition: what the 7th card may spend (``last_card``)
        self.losses: dict[int, int] = {}  # Cities: coins a city must lose (its owner decides how)
        self.bank_in = 0
        self.bank_out = 0
        self._history: list[tuple[int, str]] = []
        self._legal: dict[int, list[ClassicMove]] = {}
        self.final: tuple[dict[str, int], ...] | None = None
        start_age(self)

    @property
    def rng(self) -> Rng:
        """The game's generator. All chance is dealt at setup, so clones share it until one of them
        asks for it (copying a Mersenne Twister was most of the cost of a clone)."""
        found: Rng = self._rng
        if self._rng_shared:
            found = self._rng = found.clone()
            self._rng_shared = False
        return found

    @rng.setter
    def rng(self, value: Rng) -> None:
        self._rng = value
        self._rng_shared = False

    # --- protocol: who acts -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.seats

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "pick":
            waiting = self._waiting
            if len(waiting) + len(self.picks) != self.seats:  # picks changed elsewhere (determinize)
                waiting = self._waiting = tuple(filterfalse(self.picks.__contains__, range(self.seats)))
            return waiting
        if self.phase == "over":
            return ()
        return (self.queue[0][2],)

    def left_of(self, city: int) -> int:
        return (city + 1) % self.n

    def right_of(self, city: int) -> int:
        return (city - 1) % self.n

    def legal_moves(self, seat: int) -> list[Move]:
        return list(self._legal_list(seat))

    def _legal_list(self, seat: int) -> list[ClassicMove]:
        """The legal moves of ``seat``, cached per position (``_legal``: each clone keeps its own)."""
        if self.phase == "pick":
            if seat in self.picks or not 0 <= seat < self.seats:
                return []
            for_fc = self.free_city and seat == self.controller and self.fc_pick is None
            key = seat * 2 + for_fc
            found = self._legal.get(key)
            if found is None:
                found = self._legal[key] = pick_moves(self, seat, for_fc)
            return found
        if self.phase == "over" or self.queue[0][2] != seat:
            return []
        found = self._legal.get(-1)
        if found is None:
            found = self._legal[-1] = queue_moves(self)
        return found

    def pricing_cities(self, city_index: int) -> list[City]:
        """The cities the next move of ``city_index`` is priced against: today's, except for a 7th
        card of the 1st edition, which belongs to the last turn (``last_card``)."""
        queue = self.queue
        if self.last_turn is not None and self.phase == "last" and queue and queue[0][1] == city_index:
            return pricing_cities(self.last_turn, self.cities, city_index)
        return self.cities

    # --- protocol: applying moves -----------------------------------------------------------------
    def parse_move(self, text: str) -> Move:
        return parse(text)

    def apply(self, seat: int, played: Move) -> list[Event]:
        if not isinstance(played, ClassicMove) or not listed(played, self._legal_list(seat)):
            raise IllegalMoveError(f"{played} is not a legal move of seat {seat} now")
        if self.phase == "pick":
            return play_pick(self, seat, played)
        return play_queued(self, seat, played)

    def reveals_information(self, seat: int, move: Move) -> bool:
        """Only the pick that completes a turn reveals anything (the turn resolves); specials always do."""
        if self.phase != "pick":
            return True
        if isinstance(move, ClassicMove) and move.free_city:
            return False
        return len(self.picks) == self.seats - 1

    # --- protocol: the end ------------------------------------------------------------------------
    def scores(self) -> tuple[dict[str, int], ...]:
        """Every city's breakdown (final at the end, provisional before)."""
        if self.final is not None:
            return self.final
        return tuple(score_city(self.cities, c, self.rules) for c in range(self.n))

    def outcome(self) -> Outcome:
        points = self.scores()[: self.seats]
        breakdowns = tuple(ScoreBreakdown.of(ORDER, p) for p in points)
        totals = [b.total for b in breakdowns]
        coins = [self.cities[s].coins for s in range(self.seats)]
        if self.teams:
            return team_outcome(breakdowns, totals, coins)
        winners, tie_break = winners_by(totals, ("coins", coins))
        return Outcome(breakdowns, winners, "points", tie_break)

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (teams of two side by side: 0-1, 2-3, 4-5), or just the seat."""
        if not self.teams:
            return (seat,)
        first = seat - seat % 2
        return (first, first + 1)

    # --- copies and secrets ----------------------------------------------------------------------
    def clone(self) -> Self:
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin._rng_shared = self._rng_shared = True
        twin.cities = [city.clone() for city in self.cities]
        twin.decks = [deck.copy() for deck in self.decks]
        twin.hands = [hand.copy() for hand in self.hands]
        twin.pile = self.pile.copy()
        twin.discard = self.discard.copy()
        twin.picks = self.picks.copy()
        twin.queue = self.queue.copy()
        twin.last_cards = self.last_cards.copy()
        twin.losses = self.losses.copy()
        twin._history = self._history.copy()
        twin._legal = dict(self._legal)  # each copy caches the moves of its own position
        return twin

    def silence(self) -> Self:
        self.quiet = True
        return self

    def view(self, seat: int) -> Self:
        return hidden.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> Self:
        return hidden.determinize(self, seat, rng)

    # --- checks and serialization -----------------------------------------------------------------
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

    def check_invariants(self) -> None:
        invariants.check(self)
