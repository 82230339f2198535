"""Heuristics for sequential games: value a move by the position it leads to.

In a game where one seat acts at a time (Duel, Architects), applying a move to a sample of the
position shows its exact effect; what is left to judge is the resulting position. A game module
then only writes ``potential`` — points a seat can count on, in victory-point units, including
the promise of resources, science and military standing — and, for moves whose effect depends on a
card the seat cannot see, ``hidden_variants`` (the possible outcomes with their probabilities).
"""

from __future__ import annotations

from collections.abc import Sequence

from wonders_desktop.bots.common import squash
from wonders_desktop.bots.heuristics.generic import Heuristics
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng


class LookaheadHeuristics(Heuristics):
    """``move_values`` = margin of ``potential`` after the move; ``evaluate`` squashes the same margin.

    ``leader_weight``: the margin is taken against the best opponent (1) or a mix of the best and the
    average opponent (below 1), for games where every rival's progress matters.
    """

    leader_weight: float = 1.0

    def potential(self, state: GameState, seat: int, level: str) -> float:
        """What ``seat``'s position is worth, in points (full state)."""
        return float(state.outcome().scores[seat].total)

    def hidden_variants(
        self, state: GameState, seat: int, move: Move, level: str
    ) -> list[tuple[float, GameState]]:
        """The positions (with probabilities) that ``move`` may meet; default: the sample itself."""
        return [(1.0, state)]

    def move_values(
        self, view: GameState, seat: int, moves: Sequence[Move], level: str, rng: Rng
    ) -> list[float]:
        base = view.determinize(seat, rng) if view.viewer is not None else view
        values = []
        for move in moves:
            value = 0.0
            for weight, variant in self.hidden_variants(base, seat, move, level):
                after = variant.clone()
                after.apply(seat, move)
                value += weight * self.margin(after, seat, level)
            values.append(value)
        return values

    def ending(self, state: GameState) -> bool:
        """Whether the game is over or certain to end before anyone else decides (then scores are final)."""
        return state.is_terminal()

    def finish(self, state: GameState) -> GameState:
        """The position once an ``ending`` game has played its last forced moves (default: as it is)."""
        return state

    def margin(self, state: GameState, seat: int, level: str) -> float:
        """Own potential minus the best opponent's: in a race, only the leader matters."""
        if self.ending(state):
            final = self.finish(state)
            return self._margin(final, seat) + (50.0 if seat in final.outcome().winners else -50.0)
        values = self.potentials(state, level)
        others = [v for other, v in enumerate(values) if other != seat]
        field = max(others) if self.leader_weight >= 1 else (
            self.leader_weight * max(others) + (1 - self.leader_weight) * sum(others) / len(others)
        )
        return values[seat] - field

    def margins(self, state: GameState) -> list[float]:
        if state.is_terminal():
            return super().margins(state)
        return [self.margin(state, seat, "medium") for seat in range(state.num_players)]

    def potentials(self, state: GameState, level: str) -> list[float]:
        return [self.potential(state, seat, level) for seat in range(state.num_players)]

    def evaluate(self, state: GameState) -> list[float]:
        values = self.potentials(state, "medium")
        result = []
        for seat, value in enumerate(values):
            best_other = max(v for other, v in enumerate(values) if other != seat)
            result.append(squash(value - best_other, self.score_scale))
        return result

    def playout_move(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> Move:
        """Epsilon-greedy on the easy values: cheap, mostly sensible, sometimes surprising."""
        if rng.random() < self.playout_epsilon:
            return rng.choice(moves)
        values = self.move_values(state, seat, moves, "easy", rng)
        best = max(values)
        return moves[values.index(best)]
