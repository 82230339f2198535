"""What a good 7 Wonders Duel player weighs, as points a seat can count on.

* the points on the scoring pad now (blue, green, yellow, guilds, Wonders, tokens, military, coins);
* the two sudden deaths: the conflict pawn near a capital, and distinct science symbols toward six;
* production and fixed trading prices (worth much in Age I, little in Age III), coins as liquidity,
  chain symbols that make later cards free;
* Wonders still to build (what they would give, discounted), progress tokens' lasting rules;
* a decision still pending for the seat (a progress token to take, the Great Library's pick, the
  Mausoleum's card, a card to destroy) counts as the best thing it can give.

The medium level looks two plies ahead: each move is judged by the opponent's best answer to it, so
a card that uncovers a gift for the opponent is seen as the gift it is. Easy looks one ply ahead.

For the hard bot, the root's values come from an alpha-beta search deepened two plies at a time on a
sample of the face-down cards (Duel hides no hands, only chance, so one sample loses little), with
replies ordered by static card values (``_fast_value``), which also drive the cheap playout policy.
The root spends nothing it need not, so that it reaches its depth within the clock: exact values
only near the best move (``ROOT_WINDOW``), killer moves first, and a pass the clock interrupts still
counts (``_interrupted``). (Three times the time helped the slower bot before this against an outside
bot, not this one: benchmarks/README.md.)

The alpha-beta's leaf is the learned value (``bots/duel_value``: who wins the position, a network
trained on self-play by ``python -m wonders_desktop.training duel``), in points through ``LEAF_SCALE``,
so the root window and the tree's priors keep their scale. It costs about 40 µs a leaf against the
margin's 12, and wins 0.850 ± 0.025 of 200 games against the same search on the margin at equal
time (0.25 s a decision; benchmarks/README.md, "The learned Duel value"). Without usable weights the
leaf is the margin, as for ``MARGIN_HEURISTICS`` (the ``hard-margin`` benchmark level).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import cast

from wonders_desktop.bots.duel_value import ValueNetwork, default_network, features
from wonders_desktop.bots.heuristics.generic import Clock, OutOfTime
from wonders_desktop.bots.heuristics.lookahead import LookaheadHeuristics
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.city import City
from wonders_desktop.engine.duel.moves import BuildCard, BuildWonder, ChooseStarter, DiscardCard
from wonders_desktop.engine.duel.pricing import card_cost, discard_value, wonder_cost
from wonders_desktop.engine.duel.rules import DESTROY, LIBRARY, MAUSOLEUM, PLAY, PROGRESS
from wonders_desktop.engine.duel.scoring import total as total_points
from wonders_desktop.engine.duel.state import DuelState

DATA = catalog()
MILITARY_THREAT = (0.0, 0.0, 0.5, 1.0, 1.5, 2.5, 5.0, 8.0, 14.0, 0.0)  # by steps toward the capital
SCIENCE_THREAT = (0.0, 0.0, 0.5, 1.5, 3.5, 9.0, 0.0)  # by distinct symbols (6 wins at once)
RESOURCE_VALUE = (0.0, 2.2, 1.4, 0.4)  # one unit of production, by age
FIXED_PRICE_VALUE = (0.0, 1.5, 1.2, 0.4)  # a resource bought at 1 coin, by age
LIQUIDITY = (0.35, 0.3, 0.22, 0.08)  # a coin beyond its treasury point, by age (0: the draft)
CHAIN_VALUE = (0.0, 1.2, 1.0, 0.0)  # a chain symbol owned, by age
WONDER_OPTION = 0.45  # share of an unbuilt Wonder's worth that counts before it is built
PLAY_AGAIN_VALUE = 3.0
SEARCH_DEPTH = 4  # plies of the hard bot's root alpha-beta (its priors) under an iteration cap
MAX_DEPTH = 8  # the deepest it goes against the clock
SEARCH_WIDTH = 8  # moves searched per position below the root
UNSEARCHED_MARGIN = 0.01  # an interrupted pass's unsearched moves stay this far below its best
# Root moves more than this many points below the best get a bound, not their value. The learned leaf
# is in points too (LEAF_SCALE: 7 per unit of log-odds, the margin's own squash), so 3 points stay
# about 0.43 log-odds, 10 points of win chance near an even position, for either leaf.
ROOT_WINDOW = 3.0
LEAF_SCALE = 7.0  # the learned leaf in points: this many per unit of log-odds (the margin's own squash)
LEAF_CLIP = 40.0  # the learned leaf stays within this, below a finished game's ±50 (LookaheadHeuristics)
TOKEN_RULE_VALUE = {
    "architecture": 2.5,
    "economy": 2.0,
    "masonry": 2.5,
    "strategy": 2.5,
    "theology": 2.5,
    "urbanism": 2.0,
}


def wonder_worth(index: int) -> float:
    """What building a Wonder gives, in points (its play-again, coins, shields and choices included)."""
    w = DATA.wonders[index]
    worth = w.vp + 1.6 * w.shields + (w.gain + w.opponent_loses) / 3.0
    worth += PLAY_AGAIN_VALUE * w.play_again + 2.0 * (w.destroy >= 0) + 3.0 * w.from_discard
    worth += 4.0 * (w.library is not None) + 2.0 * (w.choice_raw + w.choice_man)
    return worth


def token_worth(index: int) -> float:
    """What a progress token gives, in points, beyond the science symbol it may carry."""
    t = DATA.tokens[index]
    worth = t.vp + t.gain / 3.0 + 3.0 * t.vp_per_token + TOKEN_RULE_VALUE.get(t.id, 0.0)
    return worth + 1.5 * (t.science >= 0)


WONDER_WORTH = tuple(wonder_worth(i) for i in range(len(DATA.wonders)))
TOKEN_WORTH = tuple(token_worth(i) for i in range(len(DATA.tokens)))
TOKEN_RULE_BY_INDEX = tuple(TOKEN_RULE_VALUE.get(token.id, 0.0) for token in DATA.tokens)


class DuelHeuristics(LookaheadHeuristics):
    score_scale = 7.0
    playout_horizon = 14
    root_width = 7
    tree_width = 5
    opponents_in_tree = True
    root_share = 0.9  # the root's alpha-beta is the stronger half of the search: it gets most of the time

    def __init__(self, learned: bool = True, network: ValueNetwork | None = None) -> None:
        """``learned``: the alpha-beta's leaf is the learned value (``duel_value``: the shipped
        weights, or ``network``) when its weights load; False keeps the hand-tuned margin (the hard
        bot before the learned value, for benchmarks)."""
        self.learned = learned
        self._network = network

    @property
    def network(self) -> ValueNetwork | None:
        if not self.learned:
            return None
        return self._network if self._network is not None else default_network()

    def win_logit(self, state: GameState, seat: int) -> float | None:
        """The learned log-odds that ``seat`` wins this unfinished full state; None without a network.
        It reads the position from the seat to act (as it was trained) and turns it for the other
        seat: the two seats' chances add up to 1."""
        network = self.network
        if network is None:
            return None
        p = cast(DuelState, state)
        mover = p.current
        margin = self.potential(p, mover, "medium") - self.potential(p, 1 - mover, "medium")
        logit = network.logit(features(p, mover, margin))
        return logit if mover == seat else -logit

    def leaf(self, state: GameState, seat: int) -> float:
        """The alpha-beta's leaf value for ``seat``, in points: the learned log-odds times
        ``LEAF_SCALE`` (clipped), or the hand-tuned margin without a network; a finished game's
        value is its margin with the win's ±50 either way."""
        if self.ending(state):
            return self.margin(state, seat, "medium")
        logit = self.win_logit(state, seat)
        if logit is None:
            return self.margin(state, seat, "medium")
        return max(-LEAF_CLIP, min(LEAF_CLIP, LEAF_SCALE * logit))

    def prior_values(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> list[float]:
        """The static values in the main phase (cheap: the tree adds nodes at every iteration)."""
        p = cast(DuelState, state)
        if p.phase != PLAY:
            return super().prior_values(state, seat, moves, rng)
        return [_fast_value(p, seat, move) for move in moves]

    def playout_move(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> Move:
        """Epsilon-greedy on static move values (no cloning): several times cheaper than the easy values,
        so the search plays many more playouts in its budget. Rare decisions use the easy values."""
        p = cast(DuelState, state)
        if p.phase != PLAY:
            return super().playout_move(state, seat, moves, rng)
        if rng.random() < self.playout_epsilon:
            return rng.choice(moves)
        values = [_fast_value(p, seat, move) for move in moves]
        return moves[values.index(max(values))]

    def potential(self, state: GameState, seat: int, level: str) -> float:
        p = cast(DuelState, state)
        city = p.cities[seat]
        total = float(total_points(p.cities, seat, p.conflict))
        ahead = p.conflict if seat == 0 else -p.conflict
        total += MILITARY_THREAT[max(0, ahead)]
        total += SCIENCE_THREAT[min(6, city.distinct_science())]
        total += _pending(p, seat)
        if level == "easy":
            return total
        return total + _economy(p, city) + _wonders(p, city) + _token_rules(city)

    def margin(self, state: GameState, seat: int, level: str) -> float:
        """Two players: the seat's potential minus its opponent's (the generic margin, without its lists:
        this is the search's leaf value)."""
        if self.ending(state):
            return super().margin(state, seat, level)
        return self.potential(state, seat, level) - self.potential(state, 1 - seat, level)

    def move_values(
        self, view: GameState, seat: int, moves: Sequence[Move], level: str, rng: Rng
    ) -> list[float]:
        base = view.determinize(seat, rng) if view.viewer is not None else view
        values = []
        for move in moves:
            after = base.clone().silence()  # a copy whose events nobody reads
            after.apply(seat, move)
            if level == "medium" and after.to_act() == (1 - seat,):
                value = self._after_best_reply(after, seat)
            else:
                value = self.margin(after, seat, level)
            if isinstance(move, ChooseStarter) and move.seat == seat:
                value += 0.5  # the first pick of an age is usually worth having
            values.append(value)
        return values

    def root_values(
        self, view: GameState, seat: int, moves: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float]:
        """Alpha-beta on one sample of the hidden cards (only chance is hidden in Duel: there are no
        hands), deepened two plies at a time while the time lasts; replies are ordered by their static
        values. Without a clock (an iteration cap) it stops at ``SEARCH_DEPTH``, so it stays reproducible."""
        fallback = rng.clone()  # the medium values, as if asked directly, if even two plies take too long
        base = view.determinize(seat, rng) if view.viewer is not None else view
        best: list[float] | None = None
        for depth in range(2, (MAX_DEPTH if clock.timed else SEARCH_DEPTH) + 1, 2):
            deeper = self._values_at(base, seat, moves, depth, clock, best)
            if None not in deeper:
                best = cast(list[float], deeper)
                continue
            if best is not None:
                best = _interrupted(deeper, best)
            break
        return best if best is not None else self.move_values(view, seat, moves, "medium", fallback)

    def _values_at(
        self,
        base: GameState,
        seat: int,
        moves: Sequence[Move],
        depth: int,
        clock: Clock,
        previous: Sequence[float] | None = None,
    ) -> list[float | None]:
        """Each root move's value ``depth`` plies deep: exact for the best and for those within
        ``ROOT_WINDOW`` points of it, an upper bound below that for the others (fail-soft alpha-beta
        with the window's floor as alpha). The best move and the moves near it, all that the tree's
        priors tell apart, come out as a full-window search would give them, for a fraction of its
        nodes. The previous depth's values order the moves, best first, so the floor rises early.
        The moves the clock leaves unsearched get None (see ``_interrupted``)."""
        order = (
            range(len(moves)) if previous is None else sorted(range(len(moves)), key=lambda i: -previous[i])
        )
        values: list[float | None] = [None] * len(moves)
        floor = -math.inf
        killers: dict[int, Move] = {}
        for index in order:
            move = moves[index]
            bonus = 0.5 if isinstance(move, ChooseStarter) and move.seat == seat else 0.0
            after = base.clone().silence()
            after.apply(seat, move)
            try:
                value = self._alphabeta(after, seat, depth - 1, floor - bonus, math.inf, clock, killers)
            except OutOfTime:
                break
            value += bonus
            values[index] = value
            floor = max(floor, value - ROOT_WINDOW)
        return values

    def _alphabeta(
        self,
        state: GameState,
        seat: int,
        depth: int,
        alpha: float,
        beta: float,
        clock: Clock,
        killers: dict[int, Move],
    ) -> float:
        """Fail-soft alpha-beta. ``killers`` holds, for each depth left, the last move that cut a
        search off there: tried first where it is among the moves, it often cuts its siblings' searches
        off too (the same cards stay open for several plies). The order never changes the value."""
        if depth == 0 or self.ending(state):
            return self.leaf(state, seat)
        if clock.over():
            raise OutOfTime
        actor = state.to_act()[0]
        moves = _ordered(cast(DuelState, state), actor, _replies(state.legal_moves(actor)))
        killer = killers.get(depth)
        if killer is not None and killer in moves and moves[0] != killer:
            moves.remove(killer)
            moves.insert(0, killer)
        maximize = actor == seat
        best = -math.inf if maximize else math.inf
        for move in moves:
            child = state.clone()
            child.apply(actor, move)
            value = self._alphabeta(child, seat, depth - 1, alpha, beta, clock, killers)
            if maximize:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                killers[depth] = move
                break
        return best

    def searched_value(self, state: GameState, seat: int, depth: int, clock: Clock) -> float:
        """``state``'s value for ``seat`` in points, ``depth`` plies of this alpha-beta deep with a full
        window (``duel_value.judge``: the win chance the Hint and the analysis show). Not called by
        the hard bot's own search, whose choices it leaves as they are."""
        return self._alphabeta(state, seat, depth, -math.inf, math.inf, clock, {})

    def _after_best_reply(self, state: GameState, seat: int) -> float:
        """The seat's margin after the opponent's best answer (judged at the easy level, one ply)."""
        opponent = 1 - seat
        replies = _replies(state.legal_moves(opponent))
        worst = float("inf")
        for reply in replies:
            after = state.clone()
            after.apply(opponent, reply)
            worst = min(worst, self.margin(after, seat, "medium"))
        return worst


def _interrupted(deeper: Sequence[float | None], previous: Sequence[float]) -> list[float]:
    """The values of a pass the clock stopped: the moves it searched (best first, by the last
    depth's values) keep their deeper values, the others their last ones, but never above the best
    deeper one: they came later because they were worse, and the time the pass had is not thrown away
    (the iterative deepening of game-playing programs: a better move found deeper is played)."""
    searched = [value for value in deeper if value is not None]
    if not searched:
        return list(previous)
    top = max(searched)
    return [
        value if value is not None else min(last, top - UNSEARCHED_MARGIN)
        for value, last in zip(deeper, previous, strict=True)
    ]


def _fast_value(p: DuelState, seat: int, move: Move) -> float:
    """A move's worth from the card's printed effects, its price and the race (no move is applied)."""
    city = p.cities[seat]
    age = min(3, max(1, p.age))
    # ``type(move) is``, not isinstance: Move is an ABC, whose instance checks cost a search dearly
    if type(move) is BuildCard:
        card = DATA.card_index[move.card]
        _, paid, _ = card_cost(p, seat, card)
        return _card_worth(p, seat, city, card, age) - paid / 3.0 - LIQUIDITY[age] * paid
    if type(move) is BuildWonder:
        wonder = DATA.wonder_index[move.wonder]
        paid = wonder_cost(p, seat, wonder)
        worth = WONDER_WORTH[wonder] + _shield_worth(p, seat, DATA.wonders[wonder].shields)
        return worth - paid / 3.0 - LIQUIDITY[age] * paid
    if type(move) is DiscardCard:
        gained = discard_value(p, seat)
        return gained / 3.0 + LIQUIDITY[age] * gained - 1.0
    return 0.0


def _card_worth(p: DuelState, seat: int, city: City, card: int, age: int) -> float:
    info = DATA.cards[card]
    shields = info.shields + (city.strategy if info.shields else 0)
    worth = info.vp + info.gain / 3.0 + _shield_worth(p, seat, shields)
    if info.science >= 0:
        symbol = info.science
        if city.science[symbol] == 1:
            worth += 4.0  # a pair: a progress token
        elif not city.science[symbol]:
            distinct = city.distinct_science()
            worth += 100.0 if distinct >= 5 else 1.5 + SCIENCE_THREAT[distinct + 1] - SCIENCE_THREAT[distinct]
    if info.produce or info.choice_raw or info.choice_man:
        units = sum(amount for _, amount in info.produce) + info.choice_raw + info.choice_man
        worth += RESOURCE_VALUE[age] * units
    worth += FIXED_PRICE_VALUE[age] * len(info.trade_fixed)
    if info.chain_provides:
        worth += CHAIN_VALUE[age]
    if info.coins_per:
        worth += 1.5
    if info.guild is not None:
        worth += 4.0
    return worth


def _shield_worth(p: DuelState, seat: int, shields: int) -> float:
    if not shields:
        return 0.0
    ahead = p.conflict if seat == 0 else -p.conflict
    if ahead + shields >= 9:
        return 100.0
    before = MILITARY_THREAT[max(0, ahead)] + 2.0 * max(0, min(ahead, 9)) / 3
    after = MILITARY_THREAT[max(0, ahead + shields)] + 2.0 * max(0, ahead + shields) / 3
    behind = max(0, -ahead)
    return after - before + 0.8 * min(shields, behind) + 0.6 * shields


def _ordered(p: DuelState, seat: int, moves: list[Move]) -> list[Move]:
    """The moves best-first by static value (alpha-beta prunes most when the best reply comes first),
    at most ``SEARCH_WIDTH`` of them below the root."""
    if p.phase != PLAY or len(moves) <= 1:
        return moves
    values = [_fast_value(p, seat, move) for move in moves]
    order = sorted(range(len(moves)), key=lambda i: -values[i])
    return [moves[i] for i in order[:SEARCH_WIDTH]]


def _replies(moves: Sequence[Move]) -> list[Move]:
    """The opponent answers worth checking: every build and Wonder, and one discard (they are alike)."""
    kept = [move for move in moves if type(move) is not DiscardCard]
    discards: list[Move] = [move for move in moves if type(move) is DiscardCard]
    return kept + discards[:1] if discards else kept


def _pending(p: DuelState, seat: int) -> float:
    """A decision the seat still has to take this turn, valued at the best it can give."""
    if p.current != seat:
        return 0.0
    phase = p.phase
    if phase == PROGRESS and p.board:
        return max(TOKEN_WORTH[t] for t in p.board)
    if phase == LIBRARY and p.drawn:
        return max(TOKEN_WORTH[t] for t in p.drawn)
    if phase == MAUSOLEUM and p.discard:
        return max(DATA.cards[c].vp + 1.5 for c in p.discard)
    if phase == DESTROY:
        return 1.5
    if phase == PLAY and p._history:
        last_seat, last_move = p._history[-1]
        if last_seat == seat and type(last_move) is not ChooseStarter:
            return PLAY_AGAIN_VALUE  # a Wonder (or Theology) gave this seat another turn
    return 0.0


def _economy(p: DuelState, city: City) -> float:
    age = min(3, p.age)
    value = RESOURCE_VALUE[age] * (sum(city.produced) + city.choice_raw + city.choice_man)
    value += FIXED_PRICE_VALUE[age] * (len(city.fixed_price) - city.fixed_price.count(0))
    value += LIQUIDITY[age] * city.coins
    value += CHAIN_VALUE[age] * city.chains.bit_count()
    return value


def _wonders(p: DuelState, city: City) -> float:
    if p.wonders_built >= 7:
        return 0.0
    return WONDER_OPTION * sum(
        WONDER_WORTH[w] for w, built in zip(city.wonders, city.built, strict=True) if not built
    )


def _token_rules(city: City) -> float:
    return sum(TOKEN_RULE_BY_INDEX[t] for t in city.progress) if city.progress else 0.0


HEURISTICS = DuelHeuristics()
MARGIN_HEURISTICS = DuelHeuristics(learned=False)  # the hard bot before the learned leaf (benchmarks)
