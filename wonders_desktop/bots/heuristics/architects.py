"""What a good 7 Wonders Architects player weighs, as points a seat can count on.

* points already scored (stages, blue cards, the cat, military tokens, Progress tokens);
* the promise of the cards held toward the next stage (identical or different resources, coins as
  wild cards), worth less as the race to finish a wonder nears its end;
* green cards toward a Progress token, and the effect tokens owned (more cards, cheaper stages);
* shields against each neighbour, weighted by how close the next battle is;
* for a card drawn blind from the central deck, the average over what the deck may still hold;
* denial: a face-up card left on top of a deck that would let an opponent complete its wonder and end
  the game ahead.

Every choice of a turn (which deck, which payment, which token, Alexandria's deck, Halicarnassus'
deck and kept card, taking an optional extra card) is valued by the position it leads to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.bots.heuristics.lookahead import LookaheadHeuristics
from wonders_desktop.engine.architects.moves import PILE, EffectToken, Progress
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng

# Weights tuned by coordinate descent on paired games of medium against two random bots (benchmarks/
# README.md, Bot ladder; the resource-card values again on 3,000 games per setting): resource cards for
# the stages to come matter most, green cards little.
SCIENCE_HELD = (0.0, 0.5, 1.0)  # value of 0, 1 or 2 different green cards held (a set is taken at once)
TOKEN_EFFECT_VALUE = {
    "urbanism": 2.5,
    "crafts": 2.5,
    "jewellery": 2.5,
    "science": 2.0,
    "propaganda": 1.5,
    "architecture": 2.5,
    "economy": 1.5,
    "engineering": 2.0,
}
STAGES_TO_FINISH = 6
MILITARY_VP = 3.0
# Chance to beat a neighbour in a battle, by shield difference: when the battle is one horn away, and
# when it is further off (the others may still take red cards). A tie wins nothing.
WIN_NEAR = {-2: 0.0, -1: 0.05, 0: 0.2, 1: 0.85, 2: 0.97}
WIN_FAR = {-2: 0.05, -1: 0.15, 0: 0.35, 1: 0.7, 2: 0.88}
HORN_RATE = 0.13  # horns per card taken, averaged over the decks
TURNS_PER_STAGE = 3.5  # turns a player needs per stage, so the leader's progress tells the game's length
USEFUL_CARD = 4.5  # a resource card that will pay for one of the remaining stages
SPARE_CARD = 0.5  # one that no remaining stage can use as things stand
STAGE_TEMPO = 2.0  # points per built stage beyond its printed points: the race to end the game
# A face-up card that would let an opponent complete its wonder and win: the swing of an ending position
# (a win's +50 against a loss's -50) times the chance that the opponent takes that deck (one of three).
FINISH_THREAT = 100.0 / 3


class ArchitectsHeuristics(LookaheadHeuristics):
    score_scale = 6.0
    playout_horizon = 9  # about one round of 3 players: rollouts play like medium, so they are dear
    root_width = 6
    tree_width = 4
    opponents_in_tree = True
    paired_root = True  # the root's values are corrected by paired rollouts (see Heuristics)
    # A move replaces medium's choice only when its paired lead holds by two standard errors: blending the
    # rollouts' means in let their noise pick other moves (hard vs 2 medium at 8 samples a decision, 150
    # games: 34.7 % blended, 41.3 % at one standard error, 44.0 % at two; benchmarks/README.md).
    paired_confidence = 2.0
    root_share = 0.9
    playout_level = "playout"  # any level but easy and medium: the medium potential, no blind-draw average

    def potential(self, state: GameState, seat: int, level: str) -> float:
        return self.potentials(state, level)[seat]

    def potentials(self, state: GameState, level: str) -> list[float]:
        """Every seat's potential at once: the scores and shields of the table are counted once for all
        seats (per seat, each call counted the whole table again: a quarter of a rollout's time)."""
        p = cast(ArchitectsState, state)  # integer tables and lists (see engine/architects/state.py)
        totals = [breakdown.total for breakdown in p.scores()]
        runway = _runway(p)
        if level == "easy":
            return [
                totals[seat] + 0.5 * (self._resource_promise(p, seat) * runway) + 1.2 * self._greens(p, seat)
                for seat in range(p.n)
            ]
        shields = [p.shields(s) for s in range(p.n)]
        lasting = [shields[s] - _horn_shields(p, s) for s in range(p.n)]
        return [self._full_potential(p, seat, totals[seat], runway, shields, lasting) for seat in range(p.n)]

    def _full_potential(
        self, p: ArchitectsState, seat: int, score: int, runway: float, shields: list[int], lasting: list[int]
    ) -> float:
        held = self._resource_promise(p, seat) * runway
        science = SCIENCE_HELD[min(2, self._greens(p, seat))] * runway
        tempo = STAGE_TEMPO * p.stage_count[seat]
        military = self._military(p, seat, shields, lasting)
        return score + held + science + tempo + self._tokens(p, seat) * runway + military

    def root_values(
        self, view: GameState, seat: int, moves: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float]:
        if not self.paired_root:
            return super().root_values(view, seat, moves, rng, clock)
        return self.paired_root_values(view, seat, moves, rng, clock)

    def playout_move(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> Move:
        """Epsilon-greedy on the medium potential (one sample of a blind draw instead of the average):
        rollouts then play like the medium bot, which is what the root's paired rollouts compare."""
        if len(moves) == 1:
            return moves[0]
        if rng.random() < self.playout_epsilon:
            return rng.choice(moves)
        values = self.move_values(state, seat, moves, self.playout_level, rng)
        return moves[values.index(max(values))]

    def margin(self, state: GameState, seat: int, level: str) -> float:
        """The margin, less the threat of every card left face up that hands an opponent the game."""
        value = super().margin(state, seat, level)
        if level != "medium" or self.ending(state):
            return value
        return value - FINISH_THREAT * _winning_gifts(cast(ArchitectsState, state), seat)

    def ending(self, state: GameState) -> bool:
        """Over, or ending with this turn: the wonder is complete or its last stage is now affordable
        (building is mandatory), so the scores as they stand decide the game."""
        p = cast(ArchitectsState, state)
        if p.is_terminal() or p.finishing:
            return True
        seat = p.current
        stages = len(p.t.wonders[p.seat_wonder[seat]].stages)
        return p.stage_count[seat] == stages - 1 and bool(p.affordable_stages(seat))

    def finish(self, state: GameState) -> GameState:
        """Play the rest of the ending turn: the engine lists mandatory builds and exchanges first."""
        final = state.clone()
        seat = cast(ArchitectsState, final).current
        for _ in range(20):
            if final.is_terminal() or seat not in final.to_act():
                break
            final.apply(seat, final.legal_moves(seat)[0])
        return final

    # --- parts of the potential ---------------------------------------------------------------------
    @staticmethod
    def _resource_promise(p: ArchitectsState, seat: int) -> float:
        """Points the grey and yellow cards held promise: the ones that will pay for the remaining
        stages (in order, respecting identical/different, coins as wild cards), plus a little for spares."""
        t = p.t
        cards = p.cards[seat]
        held = [cards[kind] for kind in t.resources]
        coins = cards[t.coin_kind]
        total = sum(held) + coins
        if not total:
            return 0.0
        stages = t.wonders[p.seat_wonder[seat]].stages
        built = p.built[seat]
        useful = 0
        for index, row in enumerate(stages):
            if built >> index & 1:
                continue
            used = _pay_from(held, row.count, row.same)
            wild = min(coins, row.count - used)
            coins -= wild
            useful += used + wild
        return USEFUL_CARD * useful + SPARE_CARD * (total - useful)

    @staticmethod
    def _greens(p: ArchitectsState, seat: int) -> int:
        cards = p.cards[seat]
        return sum(1 for kind in p.t.science if cards[kind])

    @staticmethod
    def _tokens(p: ArchitectsState, seat: int) -> float:
        t = p.t
        owned = p.tokens[seat]
        return sum(TOKEN_EFFECT_VALUE.get(t.tokens[k], 0.0) for k, count in enumerate(owned) if count)

    @staticmethod
    def _military(p: ArchitectsState, seat: int, shields: list[int], lasting: list[int]) -> float:
        """Expected military points against each neighbour: the next battle (by today's shield difference,
        surer as its horns pile up), then the battles after it, where only lasting shields count (red cards
        without horns, Rhodes, Tactics). Battles still to come are estimated from the race's progress.
        ``shields`` and ``lasting``: every seat's, counted once by ``potentials``."""
        horns_ahead = HORN_RATE * _turns_left(p)
        to_next = p.conflict_total - p.conflict_battle
        next_chance = min(1.0, horns_ahead / max(1, to_next)) if not p.battle_pending else 1.0
        later = max(0.0, horns_ahead - to_next) / max(1, p.conflict_total)
        near = p.battle_pending or to_next <= 1
        value = 0.0
        for rival in _rivals(p.n, seat):
            value += next_chance * _win_chance(shields[seat] - shields[rival], near)
            value += later * _win_chance(lasting[seat] - lasting[rival], False)
        return MILITARY_VP * value + _strategy_bonus(p, seat) * value

    # --- blind draws ---------------------------------------------------------------------------------
    def hidden_variants(
        self, state: GameState, seat: int, move: Move, level: str
    ) -> list[tuple[float, GameState]]:
        """What a blind take may bring, one variant per kind with its probability: the top card of the
        central deck (medium), the top of the face-down Progress pile (medium and playouts). Judging a
        blind take on the one sample at hand would favour it whenever that sample happened to be good."""
        p = cast(ArchitectsState, state)
        if _takes_pile_blind(move) and level != "easy" and len(set(p.pile)) > 1:
            return [(weight, _with_on_top(p, p.pile, kind, pile=True)) for kind, weight in _shares(p.pile)]
        if level != "medium" or not _takes_central_blind(p, seat, move):
            return [(1.0, state)]
        deck = p.decks[p.n]
        return [(weight, _with_on_top(p, deck, kind, pile=False)) for kind, weight in _shares(deck)]


def _winning_gifts(p: ArchitectsState, seat: int) -> int:
    """Face-up cards an opponent one stage from the end may take to complete its wonder, when its score
    with that last stage would be at least ``seat``'s (the game ends at the end of that opponent's turn).
    ``seat``'s score counts a stage it can afford now: building it is mandatory."""
    wonders = p.t.wonders
    finishing = [
        rival
        for rival in range(p.n)
        if rival != seat and p.stage_count[rival] == len(wonders[p.seat_wonder[rival]].stages) - 1
    ]
    if not finishing:
        return 0  # the common case, on every position a search values: nobody is one stage away
    scores = [breakdown.total for breakdown in p.scores()]
    own = wonders[p.seat_wonder[seat]].stages
    scores[seat] += max((own[i].vp for i in p.affordable_stages(seat)), default=0)
    gifts = 0
    for rival in finishing:
        stages = wonders[p.seat_wonder[rival]].stages
        last = next(i for i in range(len(stages)) if not p.built[rival] >> i & 1)
        if scores[rival] + stages[last].vp < scores[seat]:
            continue
        face_up = [p.decks[deck][-1] for deck in p.sources(rival) if deck != p.n]
        gifts += sum(1 for kind in face_up if _completes(p, rival, kind))
    return gifts


def _completes(p: ArchitectsState, seat: int, kind: int) -> bool:
    """Whether holding one more card of ``kind`` would make a stage of ``seat`` affordable."""
    cards = p.cards[seat]
    cards[kind] += 1
    try:
        return bool(p.affordable_stages(seat))
    finally:
        cards[kind] -= 1


def _shares(cards: list[int]) -> list[tuple[int, float]]:
    counts: dict[int, int] = {}
    for kind in cards:
        counts[kind] = counts.get(kind, 0) + 1
    return [(kind, count / len(cards)) for kind, count in counts.items()]


def _with_on_top(p: ArchitectsState, cards: list[int], kind: int, pile: bool) -> ArchitectsState:
    """A copy of the position with a card (or token) of ``kind`` on top of the central deck (or pile)."""
    variant = p.clone()
    stack = variant.pile if pile else variant.decks[variant.n]
    spot = stack.index(kind)
    stack[spot], stack[-1] = stack[-1], stack[spot]
    return variant


def _takes_pile_blind(move: Move) -> bool:
    return isinstance(move, Progress | EffectToken) and move.token == PILE


def _pay_from(held: list[int], count: int, same: bool) -> int:
    """Spend held resource cards on one stage (greedily, the most plentiful kinds first); how many."""
    if same:
        kind = max(range(len(held)), key=lambda k: held[k])
        used = min(count, held[kind])
        held[kind] -= used
        return used
    kinds = sorted((k for k in range(len(held)) if held[k]), key=lambda k: -held[k])[:count]
    for kind in kinds:
        held[kind] -= 1
    return len(kinds)


def _runway(p: ArchitectsState) -> float:
    """How much future is left: 1 early, near 0 when a wonder is one stage from complete."""
    most = max(p.stage_count)
    return max(0.15, min(1.0, (STAGES_TO_FINISH - most) / 3.0))


def _turns_left(p: ArchitectsState) -> float:
    """Turns (all players together) before someone completes a wonder, judged by the leader's progress."""
    most = max(p.stage_count)
    return p.n * TURNS_PER_STAGE * max(0.5, STAGES_TO_FINISH - 1 - most)


def _rivals(n: int, seat: int) -> tuple[int, ...]:
    return (1 - seat,) if n == 2 else tuple(dict.fromkeys(((seat + 1) % n, (seat - 1) % n)))


def _win_chance(difference: int, near: bool) -> float:
    table = WIN_NEAR if near else WIN_FAR
    return table[max(-2, min(2, difference))]


def _strategy_bonus(p: ArchitectsState, seat: int) -> float:
    """Points per military token beyond its 3: Strategy gives 1 more per token."""
    return float(sum(count for token, count in enumerate(p.tokens[seat]) if p.t.tokens[token] == "strategy"))


def _horn_shields(p: ArchitectsState, seat: int) -> int:
    """Shields of red cards with horns: they are discarded after the next battle."""
    cards = p.cards[seat]
    return sum(cards[kind] * p.t.shields[kind] for kind in p.t.horn_kinds)


def _takes_central_blind(state: ArchitectsState, seat: int, move: Move) -> bool:
    text = move.to_str()
    central = state.deck_ids[state.n]
    takes = text in (f"take:{central}", f"effect_take:{central}") or (
        text.startswith("extra:") and text.endswith(f":{central}")
    )
    known = state.central_known >> seat & 1
    return takes and not known and bool(state.decks[state.n])


HEURISTICS = ArchitectsHeuristics()
