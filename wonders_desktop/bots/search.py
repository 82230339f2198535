"""The hard bot: information-set Monte Carlo tree search over determinizations (SO-ISMCTS).

Each iteration samples one full state consistent with what the bot's seat knows
(``view.determinize(seat, rng)``: public zones stay fixed, the unseen cards are resampled), walks the
one tree of the seat's information set with UCB restricted to the moves legal in that sample
(availability counts, Cowling et al. 2012), adds one node, finishes with a short heuristic playout
and, when the game is long, scores the truncated position with the game's evaluation.

Decisions that several seats take at once are never branched on for the *other* seats: the tree would
otherwise let an opponent's node know the bot's still-hidden pick. Those picks, and sequential
opponent decisions in games whose heuristics ask for it, follow the playout policy instead.

The root's priors come from the game's ``root_values`` (the medium values, or a deeper look such as
Duel's alpha-beta) within ``root_share`` of the budget; the tree gets the rest. A node may also keep an
implicit minimax value (``minimax_weight``, Lanctot et al. 2014) that sharpens its playouts' mean.
The move played is the most visited; equal visits (a budget too short to tell) fall back on the priors.

The search is anytime (stops at the time budget, checked with ``time.perf_counter``), stops at an
iteration cap (same seed + same view + iteration cap => same move), and polls the cancel token in
every playout step and every node of a deeper root look, so a cancelled search ends within milliseconds.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from wonders_desktop.bots.base import Bot, CancelToken
from wonders_desktop.bots.common import decision_rng, legal_or_raise, poll, ranked
from wonders_desktop.bots.heuristics import Heuristics, heuristics_for
from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng

DEFAULT_TIME_BUDGET = 1.0
MAX_ITERATIONS = 1_000_000


class Node:
    """Statistics of one edge of the tree (the move that led here) and the edges below it.

    ``minimax`` is the implicit minimax value (Lanctot et al. 2014): the heuristic evaluation of the
    position when the node was expanded, then backed up max^n-style from its children, one value per
    seat. It sharpens what a few noisy playouts say with what the heuristics see further down the tree.
    """

    __slots__ = ("avail", "children", "minimax", "priors", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Move, Node] = {}
        self.priors: dict[Move, float] = {}
        self.minimax: list[float] | None = None

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class HardBot(Bot):
    """ISMCTS with heuristic priors, epsilon-greedy heuristic playouts and truncated evaluation."""

    level = "hard"

    def __init__(
        self,
        game_kind: str,
        seed: int = 0,
        time_budget: float | None = None,
        iterations: int | None = None,
    ) -> None:
        if time_budget is None and iterations is None:
            time_budget = DEFAULT_TIME_BUDGET
        super().__init__(seed, time_budget)
        self.game_kind = game_kind
        self.iterations = iterations if iterations is not None else MAX_ITERATIONS
        self.heuristics = heuristics_for(game_kind)
        self.last_iterations = 0
        self.last_root: dict[Move, tuple[int, float]] = {}  # the last search's root: visits, mean value

    def choose(self, view: GameState, seat: int, cancel: CancelToken | None = None) -> Move:
        poll(cancel)
        moves = legal_or_raise(view, seat)
        self.last_root = {}
        if len(moves) == 1:
            return moves[0]
        deadline = self.deadline()
        rng = decision_rng(self.rng.seed, seat, moves)
        search = Search(self.heuristics, seat, rng, deadline, cancel)
        move = search.run(view, moves, self.iterations)
        self.last_root = search.root_stats()
        return move


class Search:
    """One decision's search: the tree, the generator, the deadline and the cancel token."""

    def __init__(
        self, heuristics: Heuristics, seat: int, rng: Rng, deadline: float | None, cancel: CancelToken | None
    ) -> None:
        self.h = heuristics
        self.seat = seat
        self.rng = rng
        self.deadline = deadline
        self.cancel = cancel
        self.root = Node()
        self.iterations = 0

    def run(self, view: GameState, moves: Sequence[Move], cap: int, include: Move | None = None) -> Move:
        """The move to play. ``include`` joins the root even if its prior is outside ``root_width``
        (``analysis``: the move a player made must be searched whatever the heuristics think of it)."""
        values = self.h.root_values(view, self.seat, moves, self.rng, self._prior_clock())
        best = ranked(moves, values)[: self.h.root_width]
        if include is not None and include not in dict(best):
            best.append((include, values[list(moves).index(include)]))
        self.root.priors = dict(best)
        if len(best) == 1:
            return best[0][0]
        while self.iterations < cap and not self._out_of_time():
            poll(self.cancel)
            self._iterate(view)
            self.iterations += 1
        return self._best_root_move(best)

    def _prior_clock(self) -> Clock:
        """For the root's priors: ``root_share`` of the budget at most; a cancel stops them at once."""
        if self.deadline is None:
            return Clock(None, self.cancel)
        left = max(0.0, self.deadline - time.perf_counter())
        return Clock(time.perf_counter() + self.h.root_share * left, self.cancel)

    def root_stats(self) -> dict[Move, tuple[int, float]]:
        """Visits and mean value (in [0, 1]: the seat's estimated chance to win) of each root move."""
        return {move: (child.visits, child.mean()) for move, child in self.root.children.items()}

    def _out_of_time(self) -> bool:
        # at least one iteration per candidate so a tiny budget still compares them
        return (
            self.deadline is not None
            and self.iterations >= len(self.root.priors)
            and time.perf_counter() > self.deadline
        )

    def _best_root_move(self, best: Sequence[tuple[Move, float]]) -> Move:
        def key(move: Move) -> tuple[int, float]:
            # equal visits (a budget too short to tell the moves apart) fall back on the priors
            child = self.root.children.get(move)
            return (0 if child is None else child.visits, self.root.priors[move])

        return max((move for move, _ in best), key=key)

    # --- one iteration ---------------------------------------------------------------------------
    def _iterate(self, view: GameState) -> None:
        state = view.determinize(self.seat, self.rng).silence()  # a copy whose events nobody reads
        node = self.root
        path: list[tuple[Node, Node, int]] = []  # (parent, child, the seat that chose the child)
        expanded = False
        while not expanded:
            actors = state.to_act()
            if not actors:
                break
            actor = self.seat if self.seat in actors else actors[0]
            moves = state.legal_moves(actor)
            if actor != self.seat and (len(actors) > 1 or not self.h.opponents_in_tree):
                state.apply(actor, self._policy(state, actor, moves))
                continue
            move, child, expanded = self._select(node, state, actor, moves)
            path.append((node, child, actor))
            state.apply(actor, move)
            node = child
        if self.h.minimax_weight and path and path[-1][1].minimax is None:
            path[-1][1].minimax = self._heuristic(state)
        values = self._playout(state)
        for _, child, actor in path:
            child.visits += 1
            child.total += values[actor]
        if self.h.minimax_weight:
            _back_up_minimax(path)

    def _heuristic(self, state: GameState) -> list[float]:
        return self.h.terminal_values(state) if state.is_terminal() else self.h.evaluate(state)

    def _select(
        self, node: Node, state: GameState, actor: int, moves: Sequence[Move]
    ) -> tuple[Move, Node, bool]:
        """PUCT with availability counts over the best-valued legal moves of this sample.

        The heuristic values become prior probabilities (a softmax at the game's temperature), so with
        few iterations the search keeps to what the heuristics like and only leaves them on evidence.
        """
        candidates = self._candidates(node, state, actor, moves)
        priors = _softmax([node.priors[move] for move in candidates], self.h.prior_temperature)
        children = [node.children.get(move) for move in candidates]
        visited = [child.mean() for child in children if child is not None and child.visits]
        first_play = (sum(visited) / len(visited) - 0.05) if visited else 0.5
        best_move, best_child, best_score = candidates[0], None, -math.inf
        for move, prior in zip(candidates, priors, strict=True):
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = Node()
            child.avail += 1
            value = child.mean() if child.visits else first_play
            if child.minimax is not None:
                value += self.h.minimax_weight * (child.minimax[actor] - value)
            score = value + self.h.exploration * prior * math.sqrt(child.avail) / (1 + child.visits)
            if score > best_score:
                best_move, best_child, best_score = move, child, score
        assert best_child is not None
        return best_move, best_child, best_child.visits == 0

    def _candidates(self, node: Node, state: GameState, actor: int, moves: Sequence[Move]) -> list[Move]:
        """The legal moves (in this sample) the tree considers at ``node``, best heuristic value first."""
        if node is self.root:
            return [move for move in node.priors if move in moves] or list(moves)[:1]
        unseen = [move for move in moves if move not in node.priors]
        if unseen:
            values = self.h.prior_values(state, actor, unseen, self.rng)
            node.priors.update(zip(unseen, values, strict=True))
        ordered = sorted(moves, key=lambda move: -node.priors[move])
        return ordered[: self.h.tree_width]

    def _policy(self, state: GameState, actor: int, moves: Sequence[Move]) -> Move:
        return moves[0] if len(moves) == 1 else self.h.playout_move(state, actor, moves, self.rng)

    def _playout(self, state: GameState) -> list[float]:
        for _ in range(self.h.playout_horizon):
            actors = state.to_act()
            if not actors:
                return self.h.terminal_values(state)
            poll(self.cancel)
            if self.deadline is not None and time.perf_counter() > self.deadline:
                break
            actor = actors[0]
            state.apply(actor, self._policy(state, actor, state.legal_moves(actor)))
        return self.h.terminal_values(state) if state.is_terminal() else self.h.evaluate(state)


def _back_up_minimax(path: Sequence[tuple[Node, Node, int]]) -> None:
    """Each node on the path takes the value vector of its best child for the seat choosing there."""
    for parent, _, actor in reversed(path[1:]):
        best: list[float] | None = None
        for child in parent.children.values():
            if child.minimax is not None and (best is None or child.minimax[actor] > best[actor]):
                best = child.minimax
        if best is not None:
            parent.minimax = best


def _softmax(values: Sequence[float], temperature: float) -> list[float]:
    """Heuristic values (points) as probabilities: ``temperature`` points better is e times likelier."""
    top = max(values)
    weights = [math.exp((value - top) / temperature) for value in values]
    total = sum(weights)
    return [weight / total for weight in weights]
