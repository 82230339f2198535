"""``ArchitectsState``: the protocol face of the game (who acts, moves, views, checks, scores)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from wonders_desktop.engine.architects.catalog import CENTRAL, Tables
from wonders_desktop.engine.architects.legal import MoveRules
from wonders_desktop.engine.architects.moves import parse_move
from wonders_desktop.engine.architects.scoring import score, wonder_points
from wonders_desktop.engine.architects.table import OVER, PHASE_NAMES, PROMPT_KEEP, PROMPT_NAMES
from wonders_desktop.engine.core.errors import IllegalMoveError, InvariantError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng, hash_seed
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


def expand(counts: tuple[int, ...] | list[int]) -> list[int]:
    """A deck as a list of kind indices from per-kind counts."""
    return [kind for kind, count in enumerate(counts) for _ in range(count)]


class ArchitectsState(MoveRules, GameState):
    kind = "architects"

    @classmethod
    def new(
        cls, t: Tables, options: Mapping[str, Any], wonders: list[int], seed: int, rng: Rng
    ) -> ArchitectsState:
        """Set up the table (rulebook, Preparação) for already validated options and wonders."""
        state = cls.__new__(cls)
        n = len(wonders)
        state.t, state.n, state.salt, state._seed, state._options = t, n, seed, seed, dict(options)
        state.seat_wonder = list(wonders)
        state.deck_ids = [t.wonders[w].id for w in wonders] + [CENTRAL]
        state.deck_index = {name: i for i, name in enumerate(state.deck_ids)}
        state.decks = [expand(t.wonders[w].deck) for w in wonders] + [expand(t.central_deck)]
        for deck in state.decks:
            rng.shuffle(deck)
        state.pile = expand(t.token_copies)
        rng.shuffle(state.pile)
        state.display = [state.pile.pop() for _ in range(min(t.face_up, len(state.pile)))]
        kinds, token_kinds = len(t.kinds), len(t.tokens)
        state.cards = [[0] * kinds for _ in range(n)]
        state.tokens = [[0] * token_kinds for _ in range(n)]
        state.built, state.stage_count, state.wonder_vp, state.military = [0] * n, [0] * n, [0] * n, [0] * n
        state.discard = [0] * kinds
        state.conflict_total, state.conflict_battle = t.conflict_tokens[n], 0
        state.cat, state.central_known = -1, 0
        state.current, state.phase, state.prompt, state.prompt_deck, state.look = 0, 0, 0, -1, []
        state.armed = state.used = state.turns = 0
        state.battle_pending = state.finishing = False
        state.end_reason, state.viewer = None, None
        state._history, state._legal, state._legal_set = [], None, None
        state.begin_turn(int(options.get("first_player", 0)), [])
        return state

    # --- protocol: acting --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.current,)

    def _moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = self.generate()
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
        if move not in self._legal_set:  # type: ignore[operator]
            raise IllegalMoveError(f"{move} is not legal for seat {seat} now")
        events: list[Event] = []
        self._legal = self._legal_set = None
        self.dispatch(seat, move, events)
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

    def view(self, seat: int) -> Self:
        """Deck orders are hidden (only face-up tops, and the central top its cat owner saw, are known);
        the remaining composition of every deck is public, so hidden parts are kept sorted."""
        view = self.clone()
        view.viewer = seat
        view._seed = 0  # the seed would replay the whole deal
        view.salt = hash_seed(0, f"view:{seat}:{len(self._history)}")  # not the real future
        for index, deck in enumerate(view.decks):
            known = view._known_top(index, seat)
            deck[: len(deck) - known] = sorted(deck[: len(deck) - known])
        view.pile.sort()
        view._legal = view._legal_set = None  # the full state's cache could name the cards being looked at
        if view.prompt == PROMPT_KEEP and view.current != seat:
            view._pool_look(sorted)
        return view

    def _known_top(self, deck: int, seat: int) -> int:
        """How many top cards of ``deck`` ``seat`` knows: player decks are face up; the central deck's top
        only after the cat let this seat look at it."""
        if not self.decks[deck]:
            return 0
        if deck < self.n:
            return 1
        return 1 if self.central_known >> seat & 1 else 0

    def _pool_look(self, arrange: Any) -> None:
        """Mix the Halicarnassus cards with the hidden part of their deck (the viewer did not see them)."""
        deck = self.decks[self.prompt_deck]
        top = deck[-1:] if deck else []
        pool = arrange(self.look + deck[: len(deck) - len(top)])
        count = len(self.look)
        self.look = pool[:count]
        deck[:] = pool[count:] + top

    def determinize(self, seat: int, rng: Rng) -> Self:
        full = self.view(seat) if self.viewer != seat else self.clone()
        for index, deck in enumerate(full.decks):
            hidden = deck[: len(deck) - full._known_top(index, seat)]
            rng.shuffle(hidden)
            deck[: len(hidden)] = hidden
        rng.shuffle(full.pile)
        if full.prompt == PROMPT_KEEP and full.current != seat:

            def shuffled(cards: list[int]) -> list[int]:
                rng.shuffle(cards)
                return cards

            full._pool_look(shuffled)
        full.viewer = None
        full.salt = rng.randrange(2**62)
        full._legal = full._legal_set = None
        return full

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
        t = self.t
        names = t.kinds
        return {
            "players": [self._player_snapshot(seat) for seat in range(self.n)],
            "decks": {self.deck_ids[i]: [names[k] for k in deck] for i, deck in enumerate(self.decks)},
            "discard": {names[k]: c for k, c in enumerate(self.discard) if c},
            "progress_display": [t.tokens[k] for k in self.display],
            "progress_pile": [t.tokens[k] for k in self.pile],
            "conflict": {"total": self.conflict_total, "battle": self.conflict_battle},
            "battle_pending": self.battle_pending,
            "cat": self.cat,
            "central_known_by": [s for s in range(self.n) if self.central_known >> s & 1],
            "current": self.current,
            "phase": PHASE_NAMES[self.phase],
            "prompt": PROMPT_NAMES[self.prompt],
            "looking_at": [names[k] for k in self.look],
            "armed": [t.tokens[k] for k in range(len(t.tokens)) if self.armed >> k & 1],
            "used": [t.tokens[k] for k in range(len(t.tokens)) if self.used >> k & 1],
            "finishing": self.finishing,
            "end_reason": self.end_reason,
            "turns": self.turns,
        }

    def _player_snapshot(self, seat: int) -> dict[str, Any]:
        t = self.t
        wonder = t.wonders[self.seat_wonder[seat]]
        return {
            "wonder": wonder.id,
            "stages": [s.number for i, s in enumerate(wonder.stages) if self.built[seat] >> i & 1],
            "cards": {t.kinds[k]: c for k, c in enumerate(self.cards[seat]) if c},
            "progress": [t.tokens[k] for k, c in enumerate(self.tokens[seat]) for _ in range(c)],
            "military_tokens": self.military[seat],
            "cat": self.cat == seat,
        }

    # --- protocol: checks and scores ---------------------------------------------------------------
    def check_invariants(self) -> None:
        from wonders_desktop.engine.architects.invariants import check_position

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

    def wonder_points_of(self, seat: int) -> int:
        return wonder_points(self.t.wonders[self.seat_wonder[seat]], self.built[seat])

    def require(self, condition: bool, message: str) -> None:
        if not condition:
            raise InvariantError(f"architects (seed {self._seed}, move {len(self._history)}): {message}")
