"""A tiny but real 2-player game implementing the engine protocol, so the shell can be tested alone.

Rules ("Toy tricks"): 8 cards valued 1..8 are shuffled; each seat is dealt 3 (hidden from the other).
Each round first the seats bet 0..2 in turn (public, sequential: the round's leader first), then both
secretly pick a card at the same time (simultaneous picks, submitted one by one). When both picks are
in they are revealed: the higher card wins the trick, scoring 1 point plus the winner's bet; the
loser's bet goes to the "bets" row as a negative. After 3 rounds the game ends; ties share victory
unless the tie-break (more tricks) separates them. A bet reveals nothing; the first pick of a round
reveals nothing; the second pick reveals both cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict

from wonders_desktop.engine.core.errors import IllegalMoveError, InvariantError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.gamespec import PLAYERS, SeatRole, SetupOption, choices_of, from_schema
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown, winners_by

CARDS = tuple(range(1, 9))
HAND = 3
ORDER = ("tricks", "bets")
HIDDEN = None  # what a view shows instead of a card it may not see
HIDDEN_PICK = -1  # a pick that was made but may not be seen


@dataclass(frozen=True, slots=True)
class Bet(Move):
    amount: int

    def to_str(self) -> str:
        return f"bet:{self.amount}"


@dataclass(frozen=True, slots=True)
class Pick(Move):
    card: int

    def to_str(self) -> str:
        return f"pick:c{self.card}"


class ToyState(GameState):
    """The whole position; a view masks the other seat's hand, the deck and the other's pending pick."""

    kind = "toy_tricks"

    def __init__(self, options: Mapping[str, Any], seed: int) -> None:
        self._options = dict(options)
        self._seed = seed
        self.rng = Rng(seed)
        deck = list(CARDS)
        self.rng.shuffle(deck)
        self.hands: list[list[int | None]] = [sorted(deck[:HAND]), sorted(deck[HAND : 2 * HAND])]
        self.deck: list[int | None] = list(deck[2 * HAND :])
        self.round = 0
        self.bets: list[int | None] = [None, None]
        self.picks: list[int | None] = [None, None]
        self.points = [[0, 0], [0, 0]]  # per seat: tricks, bets
        self.tricks = [0, 0]
        self.played: list[list[int]] = [[], []]
        self._history: list[tuple[int, str]] = []

    # --- who acts --------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    def _leader(self) -> int:
        return self.round % 2

    def to_act(self) -> tuple[int, ...]:
        if self.round >= HAND:
            return ()
        if self.bets[self._leader()] is None:
            return (self._leader(),)
        if self.bets[1 - self._leader()] is None:
            return (1 - self._leader(),)
        return tuple(seat for seat in (0, 1) if self.picks[seat] is None)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_act():
            return []
        if self.bets[seat] is None:
            return [Bet(amount) for amount in range(3)]
        return [Pick(card) for card in self.hands[seat]]

    def parse_move(self, text: str) -> Move:
        kind, _, arg = text.partition(":")
        try:
            if kind == "bet":
                return Bet(int(arg))
            if kind == "pick" and arg.startswith("c"):
                return Pick(int(arg[1:]))
        except ValueError:
            pass
        raise IllegalMoveError(f"cannot read move {text!r}")

    def reveals_information(self, seat: int, move: Move) -> bool:
        return isinstance(move, Pick) and all(p is not None for s, p in enumerate(self.picks) if s != seat)

    def apply(self, seat: int, move: Move) -> list[Event]:
        if move not in self.legal_moves(seat):
            raise IllegalMoveError(f"{move} is not legal for seat {seat}")
        self._history.append((seat, move.to_str()))
        if isinstance(move, Bet):
            self.bets[seat] = move.amount
            return [Event("bet_placed", seat, {"amount": move.amount})]
        assert isinstance(move, Pick)
        self.hands[seat].remove(move.card)
        self.picks[seat] = move.card
        events = [Event("card_picked", seat, {})]
        if all(pick is not None for pick in self.picks):
            events.extend(self._resolve())
        return events

    def _resolve(self) -> list[Event]:
        picks = [int(p or 0) for p in self.picks]
        bets = [int(b or 0) for b in self.bets]
        winner = 0 if picks[0] > picks[1] else 1
        self.tricks[winner] += 1
        self.points[winner][0] += 1
        self.points[winner][1] += bets[winner]
        self.points[1 - winner][1] -= bets[1 - winner]
        for seat in (0, 1):
            self.played[seat].append(picks[seat])
        events = [Event("trick_won", winner, {"cards": picks, "points": 1 + bets[winner]})]
        self.round += 1
        self.bets, self.picks = [None, None], [None, None]
        if self.round >= HAND:
            events.append(Event("game_ended", None, {"winners": list(self.outcome().winners)}))
        return events

    # --- the end ---------------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        scores = tuple(
            ScoreBreakdown.of(ORDER, dict(zip(ORDER, self.points[s], strict=True))) for s in (0, 1)
        )
        winners, tie = winners_by([score.total for score in scores], ("tricks", self.tricks))
        return Outcome(scores, winners, "points", tie)

    # --- copies and secrets ----------------------------------------------------------------------
    def clone(self) -> Self:
        twin = type(self).__new__(type(self))
        twin._options, twin._seed, twin.rng = dict(self._options), self._seed, self.rng.clone()
        twin.hands = [list(hand) for hand in self.hands]
        twin.deck = list(self.deck)
        twin.round, twin.bets, twin.picks = self.round, list(self.bets), list(self.picks)
        twin.points = [list(p) for p in self.points]
        twin.tricks, twin.played = list(self.tricks), [list(p) for p in self.played]
        twin._history = list(self._history)
        twin.viewer = self.viewer
        return twin

    def view(self, seat: int) -> Self:
        twin = self.clone()
        other = 1 - seat
        twin.hands[other] = [HIDDEN] * len(self.hands[other])
        twin.deck = [HIDDEN] * len(self.deck)
        if twin.picks[other] is not None:
            twin.picks[other] = HIDDEN_PICK
        twin.viewer = seat
        return twin

    def determinize(self, seat: int, rng: Rng) -> Self:
        twin = self.clone()
        other = 1 - seat
        known = set(twin.hands[seat]) | {c for p in twin.played for c in p}
        if twin.picks[seat] is not None:
            known.add(int(twin.picks[seat] or 0))
        unknown = [card for card in CARDS if card not in known]
        rng.shuffle(unknown)
        size = len(self.hands[other])
        twin.hands[other] = sorted(unknown[:size])
        rest = unknown[size:]
        if twin.picks[other] is not None:
            twin.picks[other] = rest.pop()
        twin.deck = rest
        twin.viewer = None
        return twin

    # --- checks and serialization ----------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "players": [
                {
                    "hand": list(self.hands[s]),
                    "bet": self.bets[s],
                    "pick": self.picks[s],
                    "tricks": self.tricks[s],
                    "played": list(self.played[s]),
                    "points": dict(zip(ORDER, self.points[s], strict=True)),
                }
                for s in (0, 1)
            ],
            "deck": list(self.deck),
        }

    def check_invariants(self) -> None:
        cards = [*self.deck, *self.hands[0], *self.hands[1], *self.played[0], *self.played[1]]
        cards += [p for p in self.picks if p is not None]
        if sorted(cards) != list(CARDS):
            raise InvariantError(f"cards not conserved: {sorted(cards)}")

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
    """The toy game's one option: it is for exactly two players."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: Literal[2] = 2


class ToySpec:
    """The toy game's ``SPEC`` (see ``engine/registry.py``), describing itself like a real game."""

    kind = "toy_tricks"
    name = "Toy tricks"
    options_model = ToyOptions

    def new_game(self, options: Mapping[str, Any], seed: int) -> ToyState:
        players = options.get("players", 2)
        if players != 2:
            raise ScenarioError("players", f"the toy game is for exactly 2 players, not {players}")
        unknown = sorted(set(options) - {"players"})
        if unknown:
            raise ScenarioError(unknown[0], "unknown option")
        return ToyState({"players": 2}, seed)

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        state = self.new_game({}, int(scenario.get("seed", 0)))
        return {"results": [[score.as_dict() for score in state.outcome().scores]]}

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        return {"players": args.get("players", 2)}

    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        return choices_of(ToyOptions, PLAYERS)

    def setup_options(self, options: Mapping[str, Any]) -> tuple[SetupOption, ...]:
        return (from_schema(ToyOptions, PLAYERS),)

    def seat_roles(self, options: Mapping[str, Any]) -> tuple[SeatRole, ...]:
        return (SeatRole(), SeatRole())

    def score_rows(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        return ORDER


SPEC = ToySpec()
