"""What a good 7 Wonders player weighs, as points a city can count on.

Picks are simultaneous, so a move cannot be tried on the whole table before the others choose; each
move is instead applied to a copy of the *cities* (the acting city's card, stage or sale, its
payments to the neighbours and its income), and the cities are valued before and after:

* the points on the scoring pad now (coins counted smoothly, not in steps of three);
* military standing against each neighbour, for the conflict that closes this age (surer as the
  age advances) and, less surely, for the ages after;
* science sets in the making, production and trading discounts (worth much early, little late),
  coins as liquidity, chains toward later cards, Olympia's free build, Babylon's seventh card,
  Halikarnassos' pick in the discard pile;
* what the move gives the neighbours (coins paid, their own standing), and for medium what the card
  would have been worth to the player who receives this hand next (denial).

Cities: debt tokens cost a whole point (a coin a third), so a coin loss is paid in coins while there
are coins; black cards count by their points, their coins, the coins and debt they inflict on the other
cities, and their tokens (a diplomacy token sits out the next conflict: good when losing it, bad when
winning it). Team play: the teammate's gains count as one's own, only the neighbouring opponent is
fought (for two tokens) and a hand passed to the teammate is not denied.

The Free City's moves (2-player variant) are valued by what they do to its controller against the
opponent. The hard bot's playouts use a much cheaper policy (``fast_value``) from static card values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import cast

from wonders_desktop.bots.common import squash
from wonders_desktop.bots.heuristics.generic import Clock, Heuristics
from wonders_desktop.engine.classic.catalog import GREEN, PURPLE, CardDef, Catalog, CitiesEffect, Effect
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.military import opponent_of
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.rules import FREE_CITY
from wonders_desktop.engine.classic.scoring import count_items, neighbours, score_city
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng

VICTORY = (0, 1, 3, 5)
RAW_COUNT = 4
# By age (index 0 unused): how much each kind of lasting asset is worth before the game ends.
RESOURCE_FIRST = (0.0, 2.0, 1.3, 0.3)  # the first unit of a resource type the city produces
RESOURCE_MORE = (0.0, 0.7, 0.5, 0.1)  # a second or third unit of it
CHOICE_VALUE = (0.0, 2.2, 1.5, 0.3)  # a "this or that" production card
DISCOUNT_VALUE = (0.0, 1.5, 1.0, 0.2)  # a trading discount (per kind: left raw, right raw, goods)
LIQUIDITY = (0.0, 0.25, 0.2, 0.05)  # a coin beyond its third of a point (up to 10 coins)
SCIENCE_PROMISE = (0.0, 1.0, 0.7, 0.0)  # a green card's future beyond the points it scores now
CHAIN_VALUE = (0.0, 1.1, 0.9, 0.0)  # each later card a built card makes free
FUTURE_MILITARY = 0.35  # weight of today's shield lead in the conflicts of later ages
DIPLOMACY_LATER = 1.0  # a diplomacy token kept for a later age (Cities): a conflict it may dodge
STAGE_FREE_VALUE = (0.0, 1.5, 1.0, 0.5)  # per stage left once stages cost no resources (Cities)
TEAMMATE_WEIGHT = 1.0  # team play: the teammate's points are the team's
NEIGHBOUR_WEIGHT = 0.4  # how much a neighbour's gain counts against one's own
DENIAL = 0.25  # share of a card's worth to the next player that taking it denies
STAGE_SPECIAL = {"build_from_discard": 4.0}
# The easy bot counts a quarter of this age's conflict: enough not to sell its red cards (it lost every
# conflict and played no better than a random bot against medium ones), little enough to stay easy
# (medium wins 57 % of 3-player games against two such bots; benchmarks/README.md, Bot ladder).
EASY_MILITARY = 0.25


@dataclass(frozen=True, slots=True)
class Table:
    """Where the game stands: the rules, the age and turn, and whose hand goes to whom."""

    rules: Catalog
    age: int
    turn: int
    teams: bool = False


@cache
def chain_children(rules: Catalog) -> dict[int, tuple[int, ...]]:
    """For each card name, the ages of the cards it makes free."""
    children: dict[int, list[int]] = {}
    for card in rules.cards:
        for parent in card.chain_from:
            children.setdefault(parent, []).append(card.age)
    return {name: tuple(ages) for name, ages in children.items()}


# --- the worth of a city ---------------------------------------------------------------------------
def potential(cities: Sequence[City], index: int, table: Table, level: str) -> float:
    """What city ``index`` can count on, in points."""
    city = cities[index]
    points = score_city(cities, index, table.rules)
    total = sum(points.values()) - points["treasury"] + city.coins / 3.0 - city.debt
    age = min(3, max(1, table.age))
    one_step = level in ("easy", "denial")
    total += _production(city, age) * (0.5 if one_step else 1.0) + _chains(city, table, age)
    if level == "denial":  # what a card is worth to the player passed the hand: its points and production
        return total
    if level == "easy":
        return total + EASY_MILITARY * _military(cities, index, table, age, future=0.0)
    total += LIQUIDITY[age] * min(city.coins, 10) + SCIENCE_PROMISE[age] * city.colors[GREEN]
    return total + _military(cities, index, table, age) + _specials(city, table, age)


def _production(city: City, age: int) -> float:
    value = 0.0
    for units in city.fixed:
        if units:
            value += RESOURCE_FIRST[age] + RESOURCE_MORE[age] * min(units - 1, 2)
    value += CHOICE_VALUE[age] * len(city.choices)
    return value + DISCOUNT_VALUE[age] * sum(1 for price in city.prices if price < 2)


def _chains(city: City, table: Table, age: int) -> float:
    children = chain_children(table.rules)
    later = sum(1 for name in city.names for child_age in children.get(name, ()) if child_age > age)
    return CHAIN_VALUE[age] * later


def _military(
    cities: Sequence[City], index: int, table: Table, age: int, future: float = FUTURE_MILITARY
) -> float:
    """Expected conflict tokens: this age's (surer as the turns pass), then a share (``future``) of the
    later ones. The easy bot counts this age's only: the conflict that closes the age is points on the
    pad soon, and without it a one-step player sells its red cards and loses every conflict.

    Cities: a diplomacy token sits out this age's conflict (its holder neither wins nor loses, and a
    neighbour holding one is not fought). Team play: a city fights only its neighbouring opponent, for
    two tokens."""
    city = cities[index]
    mine = city.shields
    sureness = min(1.0, 0.55 + 0.075 * table.turn)
    n = len(cities)
    foes = (opponent_of(index, n),) if table.teams else tuple(dict.fromkeys(neighbours(n, index)))
    tokens = 2 if table.teams else 1
    value = 0.0
    for other in foes:
        diff = mine - cities[other].shields
        if diff == 0:
            continue
        now = VICTORY[age] if diff > 0 else -1
        later = sum(VICTORY[a] if diff > 0 else -1 for a in range(age + 1, 4))
        if city.diplomacy or cities[other].diplomacy:
            now = 0  # sat out (a token is spent at the end of the age whatever happens)
        value += tokens * (sureness * now + future * later)
    if not future or age == 3:
        return value  # diplomacy tokens kept for later ages count only for a player who looks that far
    return value + DIPLOMACY_LATER * max(0, city.diplomacy - 1)


def _specials(city: City, table: Table, age: int) -> float:
    value = 0.0
    if "free_build_once_per_age" in city.specials:
        value += 3.0 * ((3 - age) + (city.free_used_age != age))
    if "play_last_card" in city.specials:
        value += 1.5 * ((3 - age) + (table.turn < 6))
    if city.stage_free and not city.complete:  # Cities: stages cost no resources from now on
        value += STAGE_FREE_VALUE[age] * (len(city.side.stages) - city.stages)
    return value + DISCOUNT_VALUE[age] * sum(1 for rebate in city.rebates if rebate)


# --- a move applied to the cities ----------------------------------------------------------------------
def after_move(
    cities: Sequence[City], rules: Catalog, acting: int, move: ClassicMove, loss: int = 0
) -> list[City]:
    """The cities once ``move`` of city ``acting`` is placed and paid (the turn's income included).

    ``loss``: the coins the city must lose when ``move`` settles a Cities coin loss (``debt:k``)."""
    result = list(cities)
    city = result[acting] = cities[acting].clone()
    effect: Effect | None = None
    if move.action == "debt":
        city.coins -= loss - move.left
        city.debt += move.left
        return result
    if move.action == "sell":
        city.coins += 3
    elif move.action == "stage":
        city.coins -= city.side.stages[city.stages].coin_cost + move.left + move.right
        effect = city.add_stage(rules.by_id[move.card].index)
    elif move.action != "pass":
        card = rules.by_id[move.card]
        paid = move.action == "build" and not any(name in city.names for name in card.chain_from)
        city.coins -= (card.coin_cost if paid else 0) + move.left + move.right
        city.add_card(card)
        effect = card.effect
    if move.left or move.right:
        left, right = neighbours(len(cities), acting)
        for other, amount in ((left, move.left), (right, move.right)):
            if amount:
                result[other] = result[other].clone()
                result[other].coins += amount
    if effect is not None:
        city.coins += effect.coins
        if effect.cities is not None:
            _cities_effect(result, acting, effect.cities)
        if effect.coins_per is not None:
            city.coins += effect.coins_per.amount * count_items(effect.coins_per, result, acting)
    return result


def _cities_effect(cities: list[City], acting: int, extra: CitiesEffect) -> None:
    """A Cities card's one-shot effects on the cities: tokens, and the coins others gain or lose (a loss
    beyond a city's coins becomes debt, as its owner would have to choose)."""
    city = cities[acting]
    city.diplomacy += extra.diplomacy
    if extra.victory_token:
        city.tokens = [*city.tokens, extra.victory_token]
    n = len(cities)
    for other in range(n):
        if other == acting:
            continue
        near = other in neighbours(n, acting)
        gain = extra.others_gain + (extra.neighbors_gain if near else 0)
        loss = extra.others_lose
        if extra.others_lose_per is not None:
            victim = cities[other]
            owned = victim.stages if extra.others_lose_per.count == "wonder_stages" else sum(
                1 for token in victim.tokens if token > 0
            )
            loss += extra.others_lose_per.amount * owned
        debt = extra.neighbors_debt if near else 0
        if gain or loss or debt:
            victim = cities[other] = cities[other].clone()
            paid = min(victim.coins + gain, loss)
            victim.coins += gain - paid
            victim.debt += debt + loss - paid


class ClassicHeuristics(Heuristics):
    score_scale = 6.0
    playout_horizon = 28
    root_width = 6
    tree_width = 4
    opponents_in_tree = False
    playout_epsilon = 0.1
    prior_temperature = 2.0
    root_share = 0.9  # paired rollouts at the root beat the tree's unpaired ones at equal time

    def move_values(
        self, view: GameState, seat: int, moves: Sequence[Move], level: str, rng: Rng
    ) -> list[float]:
        state = cast(ClassicState, view)
        table = _table(state)
        acting = _acting_city(state, seat)
        rivals = _rivals(state, seat)
        mates = _teammates(state, seat)
        cities = state.cities
        base = {i: potential(cities, i, table, level) for i in (seat, *rivals, *mates)}
        denial = _Denial(state, seat, table) if level == "medium" else None
        values = []
        for move in moves:
            played = cast(ClassicMove, move)
            if played.action == "pass":
                values.append(0.0)
                continue
            after = after_move(cities, state.rules, acting, played, state.losses.get(acting, 0))
            gain = potential(after, seat, table, level) - base[seat]
            if level != "easy" and rivals:
                weight = 1.0 if state.free_city else NEIGHBOUR_WEIGHT
                others = [potential(after, r, table, level) - base[r] for r in rivals]
                gain -= weight * sum(others) / len(others)
            for mate in mates:
                gain += TEAMMATE_WEIGHT * (potential(after, mate, table, level) - base[mate])
            if played.action == "stage":
                gain += _stage_special(cities[acting], state)
            if denial is not None:
                gain += denial.value(played)
            values.append(gain)
        return values

    def evaluate(self, state: GameState) -> list[float]:
        return [squash(margin, self.score_scale) for margin in self.margins(state)]

    def margins(self, state: GameState) -> list[float]:
        """Each seat's potential minus the best other seat's (team play: teams' sums), in points."""
        p = cast(ClassicState, state)
        if p.is_terminal():
            totals = [float(score.total) for score in p.outcome().scores]
        else:
            table = _table(p)
            totals = [potential(p.cities, seat, table, "medium") for seat in range(p.seats)]
        if p.teams:
            teams = {seat: sum(totals[s] for s in p.team_of(seat)) for seat in range(p.seats)}
            return [
                teams[seat] - max(teams[o] for o in range(p.seats) if o not in p.team_of(seat))
                for seat in range(p.seats)
            ]
        return [value - max(totals[:seat] + totals[seat + 1 :]) for seat, value in enumerate(totals)]

    def root_values(
        self, view: GameState, seat: int, moves: Sequence[Move], rng: Rng, clock: Clock
    ) -> list[float]:
        return self.paired_root_values(view, seat, moves, rng, clock)

    def playout_move(self, state: GameState, seat: int, moves: Sequence[Move], rng: Rng) -> Move:
        if rng.random() < self.playout_epsilon:
            return rng.choice(moves)
        p = cast(ClassicState, state)
        fast = fast_values(p.rules)
        age = max(1, min(3, p.age))
        best, best_value = moves[0], -1e9
        for move in moves:
            played = cast(ClassicMove, move)
            value = _fast_value(played, fast, age, p.rules)
            if value > best_value:
                best, best_value = move, value
        return best


def _acting_city(state: ClassicState, seat: int) -> int:
    """The city the seat decides for now: its own, the Free City, or the one a queued special names."""
    if state.phase in ("last", "discard", "debt"):
        return state.queue[0][1]
    legal = state.legal_moves(seat)
    if legal and cast(ClassicMove, legal[0]).free_city:
        return FREE_CITY
    return seat


def _table(state: ClassicState) -> Table:
    return Table(state.rules, state.age, state.turn, state.teams)


def _rivals(state: ClassicState, seat: int) -> tuple[int, ...]:
    """The cities whose gains count against the seat's: its neighbours (team play: not its teammate)."""
    if state.free_city:
        return (1 - seat,)
    mates = state.team_of(seat)
    return tuple(other for other in dict.fromkeys(neighbours(state.n, seat)) if other not in mates)


def _teammates(state: ClassicState, seat: int) -> tuple[int, ...]:
    return tuple(mate for mate in state.team_of(seat) if mate != seat)


def _stage_special(city: City, state: ClassicState) -> float:
    stage = city.side.stages[city.stages] if not city.complete else None
    if stage is None or stage.effect.special not in STAGE_SPECIAL:
        return 0.0
    return STAGE_SPECIAL[stage.effect.special] if state.discard else 0.0


class _Denial:
    """What each card of the hand would be worth to the player who receives this hand next."""

    def __init__(self, state: ClassicState, seat: int, table: Table) -> None:
        self.state = state
        self.table = table
        hand = state.hands[seat]
        self.active = state.phase == "pick" and len(hand) > 1 and state.turn < 6
        if state.free_city:
            self.receiver = 1 - seat
        else:
            self.receiver = (seat + (-1 if state.age == 2 else 1)) % state.seats
        if self.receiver in state.team_of(seat):
            self.active = False  # team play: the hand goes to the teammate
        self.cache: dict[str, float] = {}

    def value(self, move: ClassicMove) -> float:
        if not self.active or move.free_city or not move.card:
            return 0.0
        if move.card not in self.cache:
            self.cache[move.card] = DENIAL * max(0.0, self._worth(move.card))
        return self.cache[move.card]

    def _worth(self, card_id: str) -> float:
        cities, receiver = self.state.cities, self.receiver
        card = self.state.rules.by_id[card_id]
        if card.name_id in cities[receiver].names:
            return 0.0
        build = ClassicMove("build", card_id)
        after = after_move(cities, self.state.rules, receiver, build)
        before = potential(cities, receiver, self.table, "denial")
        return potential(after, receiver, self.table, "denial") - before


# --- the playout policy of the hard bot ---------------------------------------------------------------
@cache
def fast_values(rules: Catalog) -> dict[str, tuple[float, ...]]:
    """A static worth per card id, by age (index 1..3): points, shields, science, production, coins."""
    return {card.id: tuple(_static_worth(card, age) for age in range(4)) for card in rules.cards}


def _static_worth(card: CardDef, age: int) -> float:
    effect = card.effect
    if age == 0:
        return 0.0
    worth = effect.vp + effect.coins / 3.0 + 1.6 * effect.shields * (1 + age) / 2
    if effect.science >= 0:
        worth += 3.0
    if effect.produces:
        worth += RESOURCE_FIRST[age] * (sum(effect.produce) + (1.2 if effect.choice else 0))
    if any(effect.discount):
        worth += DISCOUNT_VALUE[age]
    if card.color == PURPLE:
        worth += 5.0
    extra = effect.cities
    if extra is not None:  # Cities: diplomacy, spies, raids, others' coin losses, free stage resources
        worth += 2.0 * extra.diplomacy + 2.0 * extra.copy_science + extra.victory_token
        worth += 0.5 * (extra.others_lose + extra.neighbors_debt) + 2.0 * extra.stage_free
    if effect.coins_per is not None or effect.vp_per is not None:
        worth += 3.0
    return worth - card.coin_cost / 3.0


def _fast_value(move: ClassicMove, fast: dict[str, tuple[float, ...]], age: int, rules: Catalog) -> float:
    if move.action == "pass":
        return 0.0
    if move.action == "debt":
        return -float(move.left)  # a coin costs a third of a point, a debt token a whole point
    if move.action == "sell":
        return 1.0
    paid = (move.left + move.right) / 3.0
    if move.action == "stage":
        return 3.5 - paid
    return fast[move.card][age] - paid


HEURISTICS = ClassicHeuristics()
