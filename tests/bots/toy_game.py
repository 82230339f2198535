"""A tiny but complete game on the engine protocol, so the bots are tested on something real and fast.

*Toy bidding*: 2–3 players each hold a secret hand of numbered cards; a prize is turned face up
from a shuffled (hidden) prize deck; everyone bids one card at once (simultaneous, hidden until all
are in); the highest unique bid wins the pot and its owner then decides, alone, to take it as points
or to take half of it plus a secret card from the hidden draw pile. Tied bids carry the pot over.
It has every feature the bots must respect: hidden hands, hidden deck order, hidden pending picks,
simultaneous and sequential decisions, and a chance draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from pydantic import BaseModel, ConfigDict, Field

from wonders_desktop.engine.core.errors import IllegalMoveError, InvariantError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.gamespec import PLAYERS, SeatRole, SetupOption, choices_of, from_schema
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown, winners_by

HIDDEN = -1
CARDS = tuple(range(1, 16))
PRIZES = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True, slots=True)
class Bid(Move):
    card: int

    def to_str(self) -> str:
        return f"bid:{self.card}"


@dataclass(frozen=True, slots=True)
class Claim(Move):
    draw: bool

    def to_str(self) -> str:
        return "claim:draw" if self.draw else "claim:points"


class ToyState(GameState):
    kind = "toy"

    def __init__(self, options: Mapping[str, Any], seed: int) -> None:
        self._options = dict(options)
        self._seed = seed
        self.rng = Rng(seed)
        players = int(self._options["players"])
        pool = list(CARDS)
        prizes = list(PRIZES)
        self.rng.shuffle(pool)
        self.rng.shuffle(prizes)
        size = int(self._options["hand"])
        self.hands = [sorted(pool[i * size : (i + 1) * size]) for i in range(players)]
        self.pool = pool[players * size :]
        self.prizes = prizes
        self.revealed = [self.prizes.pop()]
        self.pot = self.revealed[0]
        self.pending: list[int | None] = [None] * players
        self.played: list[int] = []
        self.points = [0] * players
        self.lost = 0
        self.claimer: int | None = None
        self.finished = False
        self._history: list[tuple[int, str]] = []
        self.round_start = 0  # history index where the current round's (hidden) bids begin

    # --- protocol: acting -------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.hands)

    def to_act(self) -> tuple[int, ...]:
        if self.finished:
            return ()
        if self.claimer is not None:
            return (self.claimer,)
        return tuple(seat for seat, bid in enumerate(self.pending) if bid is None)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_act():
            return []
        if self.claimer is not None:
            return [Claim(False), Claim(True)] if self.pool else [Claim(False)]
        return [Bid(card) for card in self.hands[seat]]

    def parse_move(self, text: str) -> Move:
        kind, _, value = text.partition(":")
        if kind == "bid" and value.isdigit():
            return Bid(int(value))
        if kind == "claim" and value in ("draw", "points"):
            return Claim(value == "draw")
        raise IllegalMoveError(f"cannot read move {text!r}")

    def apply(self, seat: int, move: Move) -> list[Event]:
        if move not in self.legal_moves(seat):
            raise IllegalMoveError(f"{move} is not legal for seat {seat}")
        if HIDDEN in self.pool or any(HIDDEN in hand for hand in self.hands):
            raise IllegalMoveError("a view cannot be played on; determinize it first")
        self._history.append((seat, move.to_str()))
        if isinstance(move, Bid):
            return self._bid(seat, move.card)
        assert isinstance(move, Claim)
        return self._claim(seat, move.draw)

    def _bid(self, seat: int, card: int) -> list[Event]:
        self.hands[seat].remove(card)
        self.pending[seat] = card
        if any(bid is None for bid in self.pending):
            return [Event("bid_submitted", seat)]
        bids = [int(bid) for bid in self.pending if bid is not None]
        self.round_start = len(self._history)
        self.played.extend(bids)
        self.pending = [None] * self.num_players
        best = max(bids)
        events = [Event("bids_revealed", None, {"bids": bids})]
        if bids.count(best) == 1:
            self.claimer = bids.index(best)
            events.append(Event("pot_won", self.claimer, {"pot": self.pot}))
        else:
            events.extend(self._next_prize(carry=True))
        return events

    def _claim(self, seat: int, draw: bool) -> list[Event]:
        if draw:
            self.hands[seat].append(self.pool.pop())
            self.hands[seat].sort()
            self.points[seat] += self.pot // 2
            self.lost += self.pot - self.pot // 2
        else:
            self.points[seat] += self.pot
        self.pot = 0
        self.claimer = None
        self.round_start = len(self._history)
        return [Event("pot_claimed", seat, {"draw": int(draw)}), *self._next_prize(carry=False)]

    def _next_prize(self, carry: bool) -> list[Event]:
        if not self.prizes or any(not hand for hand in self.hands):
            self.lost += self.pot
            self.pot = 0
            self.finished = True
            return [Event("game_ended")]
        prize = self.prizes.pop()
        self.revealed.append(prize)
        self.pot = (self.pot if carry else 0) + prize
        return [Event("prize_revealed", None, {"prize": prize})]

    # --- protocol: the end ------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        scores = tuple(ScoreBreakdown.of(("points",), {"points": p}) for p in self.points)
        hand_sizes = [len(hand) for hand in self.hands]
        winners, tie = winners_by(self.points, ("cards", hand_sizes))
        return Outcome(scores, winners, "points", tie)

    # --- protocol: copies and secrets -------------------------------------------------------------
    def clone(self) -> Self:
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.clone()
        twin.hands = [list(hand) for hand in self.hands]
        twin.pool = list(self.pool)
        twin.prizes = list(self.prizes)
        twin.revealed = list(self.revealed)
        twin.pending = list(self.pending)
        twin.played = list(self.played)
        twin.points = list(self.points)
        twin._history = list(self._history)
        return twin

    def view(self, seat: int) -> Self:
        twin = self.clone()
        twin.viewer = seat
        twin.rng = Rng(0)
        twin.pool = [HIDDEN] * len(self.pool)
        twin.prizes = [HIDDEN] * len(self.prizes)
        for other in range(self.num_players):
            if other != seat:
                twin.hands[other] = [HIDDEN] * len(self.hands[other])
                if twin.pending[other] is not None:
                    twin.pending[other] = HIDDEN
        pending = self._history[self.round_start :]
        twin._history[self.round_start :] = [(s, t if s == seat else "bid:?") for s, t in pending]
        return twin

    def determinize(self, seat: int, rng: Rng) -> Self:
        twin = self.clone()
        twin.viewer = None
        known = set(self.hands[seat]) | set(self.played)
        if self.pending[seat] is not None:
            known.add(int(self.pending[seat]))  # type: ignore[arg-type]  # not None: checked on the line above
        unknown = [card for card in CARDS if card not in known]
        rng.shuffle(unknown)
        for other in range(self.num_players):
            if other != seat:
                size = len(self.hands[other])
                twin.hands[other] = sorted(unknown[:size])
                unknown = unknown[size:]
                if self.pending[other] is not None:
                    twin.pending[other] = unknown.pop()
        twin.pool = unknown
        remaining = list(PRIZES)
        for prize in self.revealed:
            remaining.remove(prize)
        rng.shuffle(remaining)
        twin.prizes = remaining
        twin.rng = Rng(rng.randrange(2**31))
        return twin

    # --- protocol: checks and records -------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        return {
            "hands": [list(hand) for hand in self.hands],
            "pool": list(self.pool),
            "prizes": list(self.prizes),
            "revealed": list(self.revealed),
            "pot": self.pot,
            "pending": list(self.pending),
            "played": list(self.played),
            "points": list(self.points),
            "lost": self.lost,
            "claimer": self.claimer,
            "finished": self.finished,
        }

    def check_invariants(self) -> None:
        cards = [c for hand in self.hands for c in hand] + self.pool + self.played
        cards += [bid for bid in self.pending if bid is not None]
        if sorted(cards) != list(CARDS):
            raise InvariantError(f"cards not conserved: {sorted(cards)}")
        if sum(self.points) + self.pot + self.lost + sum(self.prizes) != sum(PRIZES):
            raise InvariantError("prize points not conserved")

    @property
    def history(self) -> list[tuple[int, str]]:
        return self._history

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Mapping[str, Any]:
        return self._options


class ToyOptions(BaseModel):
    """2 or 3 players, each dealt ``hand`` cards."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(default=2, ge=2, le=3)
    hand: int = Field(default=4, ge=1, le=5)


class ToySpec:
    """The ``SPEC`` of the toy game, as ``engine/registry.py`` expects from a game module."""

    kind = "toy"
    name = "Toy bidding"
    options_model = ToyOptions

    def new_game(self, options: Mapping[str, Any], seed: int) -> ToyState:
        players = int(options.get("players", 2))
        if not 2 <= players <= 3:
            raise ScenarioError("players", "the toy game takes 2 or 3 players")
        return ToyState({"players": players, "hand": int(options.get("hand", 4))}, seed)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        state = self.new_game(scenario.get("options", {}), int(scenario.get("seed", 0)))
        return {"results": [[{"total": score.total} for score in state.outcome().scores]]}

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        return {"players": int(args.get("players", 2)), "hand": 4}

    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        return choices_of(ToyOptions, PLAYERS)

    def setup_options(self, options: Mapping[str, Any]) -> tuple[SetupOption, ...]:
        return (from_schema(ToyOptions, PLAYERS), from_schema(ToyOptions, "hand"))

    def seat_roles(self, options: Mapping[str, Any]) -> tuple[SeatRole, ...]:
        return (SeatRole(),) * int(options.get(PLAYERS, 2))

    def score_rows(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        return ("points",)


SPEC = ToySpec()
