"""The heuristics interface, with a generic implementation that works for any game of the protocol.

The generic move value looks one step ahead: on one determinization of the view, apply the move,
let the seats that were choosing at the same moment (simultaneous picks) answer at random so the
step resolves, and compare the provisional scores. Game modules override the methods with real
knowledge; the search bot only relies on the interface.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.common import poll, squash
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng

# The paired rollouts at the root (``paired_root_values``): at most this many deals against the clock,
# this many under an iteration cap (tests, reproducible runs); the medium values count as this many deals.
MAX_PAIRED_SAMPLES = 400
UNTIMED_PAIRED_SAMPLES = 3
PAIRED_PRIOR_SAMPLES = 6
TIE_MARGIN = 1e-6  # with ``paired_confidence``, a lead of exactly 0 leaves medium's choice first


class OutOfTime(Exception):
    """Raised inside a deeper look at the root when its share of the budget is spent."""


class Clock:
    """The time a deeper look at the root may take (``limit``, ``time.perf_counter`` seconds, or None
    under an iteration cap) and the cancel token it must obey."""

    __slots__ = ("cancel", "limit")

    def __init__(self, limit: float | None, cancel: CancelToken | None) -> None:
        self.limit = limit
        self.cancel = cancel

    @property
    def timed(self) -> bool:
        return self.limit is not None

    def over(self) -> bool:
        """Whether the time is spent; raises ``BotCancelled`` if the caller gave up."""
        poll(self.cancel)
        return self.limit is not None and time.perf_counter() > self.limit


class Heuristics:
    """What a bot knows about one game. Values are only compared within one call, so units are free.

    Tuning knobs for the search bot live here too, because they depend on the game's length and
    branching: ``playout_horizon`` (decisions played by the policy before ``evaluate`` takes over),
    ``root_width``/``tree_width`` (how many of the best-valued moves the tree considers), and
    ``opponents_in_tree`` (whether sequential opponent decisions branch in the tree or follow the
    playout policy), ``exploration`` (the PUCT constant), ``prior_temperature`` (how many points
    of heuristic value make a move e times likelier a priori), ``minimax_weight`` (how much a tree
    node's implicit minimax value counts against its playouts' mean, 0 to 1) and ``root_share`` (the
    part of the budget ``root_values`` may use), ``paired_confidence`` (0: the paired rollouts' means
    blend with the medium values; above 0: a move replaces medium's choice only when its paired lead
    over it holds by that many standard errors, see ``paired_root_values``).
    """

    score_scale: float = 5.0
    playout_horizon: int = 40
    root_width: int = 8
    tree_width: int = 5
    opponents_in_tree: bool = True
    playout_epsilon: float = 0.15
    exploration: float = 1.0
    prior_temperature: float = 1.0
    minimax_weight: float = 0.0
    root_share: float = 0.5
    paired_confidence: float = 0.0

    # --- valuing moves (easy and medium bots, search priors and playouts) ---------------------------
    def move_values(
        self, view: GameState, seat: int, moves: Sequence[Move], level: str, rng: Rng
    ) -> list[float]:
        """How good each move looks to ``seat`` (higher is better). ``view`` may be a view or a full state."""
        base = view.determinize(seat, rng) if view.viewer is not None else view.clone()
        simultaneous = [other for other in base.to_act() if other != seat]
        values = []
        for move in moves:
            state = base.clone()
            state.apply(seat, move)
            _resolve_step(state, simultaneous, rng)
            values.append(self._margin(state, seat))
        return values

    def root_values(
        self, view: GameState, seat: int, moves: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float]:
        """Values of the moves at the root of the search (its priors): the medium values by default.
        A game may look deeper here, as long as ``clock`` allows."""
        return self.move_values(view, seat, moves, "medium", rng)

    def paired_root_values(
        self, view: GameState, seat: int, moves: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float]:
        """The medium values, corrected by paired rollouts of the best ones (common random numbers).

        Each sample deals the unseen cards once and plays every candidate from that same deal with the
        same generator, so the candidates are compared on identical luck: a handful of samples already
        tells apart moves whose independent rollouts would drown in the noise of the deal. The more
        samples, the more the rollouts' margins (after ``playout_horizon`` decisions) count. A game
        opts in by returning this from ``root_values``.
        """
        base = self.move_values(view, seat, moves, "medium", rng)
        order = sorted(range(len(moves)), key=lambda i: -base[i])[: self.root_width]
        if len(order) < 2:
            return base
        rows: list[list[float]] = []
        while len(rows) < (MAX_PAIRED_SAMPLES if clock.timed else UNTIMED_PAIRED_SAMPLES):
            sample = self._paired_sample(view, seat, [moves[i] for i in order], rng, clock)
            if sample is None:
                break
            rows.append(sample)
        if not rows:
            return base
        values = [min(base) - 1.0] * len(moves)
        if self.paired_confidence > 0:
            if len(rows) < 2:
                return base  # one sample shows no spread: no lead can be sure, medium's values stand
            leads = _sure_leads(rows, self.paired_confidence)
            for rank, (index, lead) in enumerate(zip(order, leads, strict=True)):
                values[index] = base[order[0]] + lead - (TIE_MARGIN if rank else 0.0)  # a tie: medium's
            return values
        samples = len(rows)
        trust = samples / (samples + PAIRED_PRIOR_SAMPLES)
        means = [sum(column) / samples for column in zip(*rows, strict=True)]
        centre = sum(means) / len(means)
        for index, mean in zip(order, means, strict=True):
            values[index] = (1 - trust) * base[index] + trust * (base[order[0]] + mean - centre)
        return values

    def _paired_sample(
        self, view: GameState, seat: int, candidates: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float] | None:
        """One deal of the unseen cards, every candidate rolled out on it; None if the time ran out."""
        # Each candidate gets its own copy of the same deal, made by the same generator: a clone would
        # do, but a classic state's clones share their legal-move cache, which a Free City pick of one
        # candidate would leave stale for the next.
        deal_seed, salt = rng.randrange(1 << 30), rng.randrange(1 << 30)
        margins = []
        for move in candidates:
            if clock.over():
                return None
            state = self.rollout(view, seat, move, deal_seed, salt, clock.cancel)
            margins.append(self.margins(state)[seat])
        return margins

    def rollout(
        self,
        view: GameState,
        seat: int,
        move: Move,
        deal_seed: int,
        salt: int,
        cancel: CancelToken | None = None,
    ) -> GameState:
        """``move`` played on a deal of the unseen cards (``deal_seed``; the seat's view, nothing more), then
        ``playout_horizon`` decisions of the playout policy with the generator ``salt``: the position they
        reach. The same seeds give every candidate the same deal and the same luck (paired rollouts, in
        the hard bot's root and in the analysis)."""
        state = view.determinize(seat, Rng(deal_seed)) if view.viewer is not None else view.clone()
        state.apply(seat, move)
        luck = Rng(salt)
        for _ in range(self.playout_horizon):
            actors = state.to_act()
            if not actors:
                break
            poll(cancel)  # a rollout may take tens of milliseconds on a busy machine
            actor = actors[0]
            legal = state.legal_moves(actor)
            choice = legal[0] if len(legal) == 1 else self.playout_move(state, actor, legal, luck)
            state.apply(actor, choice)
        return state

    def margins(self, state: GameState) -> list[float]:
        """Each seat's lead over the best other seat, in points (provisional scores here)."""
        totals = [float(score.total) for score in state.outcome().scores]
        return [value - max(totals[:seat] + totals[seat + 1 :]) for seat, value in enumerate(totals)]

    def prior_values(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> list[float]:
        """Values of the moves at a new node of the search tree (full state): the easy values by default."""
        return self.move_values(state, seat, moves, "easy", rng)

    def playout_move(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> Move:
        """The playout policy on a full state: cheap, a little random. Generic: uniform."""
        return rng.choice(moves)

    # --- valuing positions (search bot) ------------------------------------------------------------
    def evaluate(self, state: GameState) -> list[float]:
        """Per-seat value in [0, 1] of an unfinished full state (1: sure to win)."""
        return [squash(self._margin(state, seat), self.score_scale) for seat in range(state.num_players)]

    def terminal_values(self, state: GameState) -> list[float]:
        """Per-seat value of a finished game: the win share, nudged by the score margin.

        The nudge matters in many-player games, where most playouts are lost: finishing second by one
        point is still better than finishing last by twenty.
        """
        outcome = state.outcome()
        return [
            0.8 * outcome.win_share(seat) + 0.2 * squash(self._margin(state, seat), self.score_scale)
            for seat in range(state.num_players)
        ]

    def _margin(self, state: GameState, seat: int) -> float:
        """Own provisional total minus the best other total."""
        totals = [score.total for score in state.outcome().scores]
        others = [total for other, total in enumerate(totals) if other != seat]
        return totals[seat] - (max(others) if others else 0)


def _resolve_step(state: GameState, seats: Sequence[int], rng: Rng) -> None:
    """Let the seats that were deciding at the same time answer at random, so a simultaneous step resolves."""
    for other in seats:
        if other in state.to_act():
            state.apply(other, rng.choice(state.legal_moves(other)))


def _sure_leads(rows: Sequence[Sequence[float]], confidence: float) -> list[float]:
    """Each candidate's paired lead over the first (the medium choice), less ``confidence`` standard
    errors of that lead: a lower bound, so that a move replaces the medium choice only when the
    rollouts clearly prefer it, not whenever their noise does. The first candidate's lead is 0. Two
    samples at least (the spread needs them)."""
    count = len(rows)
    leads = [0.0]
    for column in range(1, len(rows[0])):
        diffs = [row[column] - row[0] for row in rows]
        mean = sum(diffs) / count
        spread = (sum((d - mean) ** 2 for d in diffs) / (count - 1)) ** 0.5
        leads.append(mean - confidence * spread / count**0.5)
    return leads
