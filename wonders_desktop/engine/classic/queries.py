"""Questions the 7 Wonders table asks about a position, answered from one seat's view.

The table never decides a rule: what a card or the next wonder stage costs a city now (free chain,
coins to the bank, every Pareto-optimal purchase, or why it cannot be built), what each city produces
and sells and at what price a city buys from each neighbour, the tokens of the coming conflicts, who
passes to whom. Every function taking a ``view`` takes ``state.view(seat)`` (or the full state once the
game is over) and reads only what that view holds — the view already masks what the seat may not know.

The answers are typed (``Price``, ``ConflictOutlook``...). ``check`` asks the same questions of the
cities of a scenario (``card_cost``, ``stage_cost``, ``military_outlook``: no state needed) and
``scenario`` writes these answers as JSON, so the table and ``check`` share one code path per question.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from wonders_desktop.engine.classic.catalog import COLORS, PAYMENTS, SCIENCE, Catalog, StageDef
from wonders_desktop.engine.classic.city import RAW_COUNT, City
from wonders_desktop.engine.classic.military import conflicts, opponent_of
from wonders_desktop.engine.classic.payment import Production
from wonders_desktop.engine.classic.payment import payment_order as payment_order  # the table sorts by it
from wonders_desktop.engine.classic.pricing import all_payments, is_chain, payment_options, purchase_of
from wonders_desktop.engine.classic.resources import RESOURCES
from wonders_desktop.engine.classic.rules import FREE_CITY

if TYPE_CHECKING:
    from wonders_desktop.engine.classic.state import ClassicState

Payment = tuple[int, int]
SCIENCE_NAMES: tuple[str, ...] = tuple(sorted(SCIENCE, key=SCIENCE.__getitem__))


@dataclass(frozen=True, slots=True)
class Price:
    """What building something costs a city now (``check``'s ``cost`` answer, plus the why-not details
that only the table asks for: ``card_price`` / ``stage_price`` fill them in).

    ``reason``: None (buildable), ``duplicate``, ``resources``, ``coins`` or ``complete`` (no stage left).
    ``options``: the affordable Pareto-optimal ``(left, right)`` purchases, cheapest first.
    ``missing``: for ``resources``, the units neither the city nor its neighbours can supply.
    ``coins_needed``: for ``coins``, the least the build would cost in all (bank plus neighbours).
    """

    reason: str | None
    chain: bool
    coins_to_bank: int
    options: tuple[Payment, ...]
    missing: tuple[tuple[str, int], ...] = ()
    coins_needed: int = 0

    @property
    def can_build(self) -> bool:
        return self.reason is None

    @property
    def cheapest(self) -> Payment | None:
        return self.options[0] if self.options else None

    @property
    def total(self) -> int:
        """Coins the cheapest way costs in all (bank and neighbours); 0 when it cannot be built."""
        cheapest = self.cheapest
        return self.coins_to_bank + sum(cheapest) if cheapest is not None else 0


@dataclass(frozen=True, slots=True)
class ConflictOutlook:
    """One city in the conflicts of an age, were it to end now."""

    shields: int
    diplomacy: bool  # the city uses a diplomacy token (Cities) in this conflict
    tokens: tuple[tuple[int, int], ...]  # (against, token value) per token taken, in the engine's order


@dataclass(frozen=True, slots=True)
class Output:
    """A production: fixed units per resource and "one of these" choices (resource names)."""

    fixed: tuple[tuple[str, int], ...]
    choices: tuple[tuple[str, ...], ...]

    @property
    def empty(self) -> bool:
        return not self.fixed and not self.choices


@dataclass(frozen=True, slots=True)
class StageInfo:
    """One stage of a wonder side: its cost, its effect data and whether it is built."""

    number: int
    coins: int
    cost: tuple[tuple[str, int], ...]
    effect: Any  # catalog.Effect (the table turns it into icons and text)
    built: bool


@dataclass(frozen=True, slots=True)
class CityInfo:
    """Everything public about one city, as the table draws it."""

    index: int
    wonder: str
    side: str
    resource: str
    stages: tuple[StageInfo, ...]
    cards: tuple[str, ...]  # built card ids, in the order built
    by_colour: dict[str, tuple[str, ...]]
    coins: int
    tokens: tuple[int, ...]
    debt: int
    diplomacy: int
    shields: int
    science: dict[str, int]
    produces: Output
    sells: Output
    specials: frozenset[str]

    @property
    def stages_built(self) -> int:
        return sum(1 for stage in self.stages if stage.built)


@dataclass(frozen=True, slots=True)
class TurnInfo:
    """Where the game is: age, turn, phase, pass direction, who decides a pending special."""

    age: int
    turn: int
    turns: int
    phase: str
    passes: str  # "left" or "right": where the hands go after this turn
    discard_count: int
    deciding: int | None  # the seat deciding the pending special (phases other than ``pick``)
    deciding_city: int | None
    free_city: bool
    controller: int | None  # the Free City's controller this turn


def cities(view: ClassicState) -> int:
    return view.n


def left_of(view: ClassicState, city: int) -> int:
    return view.left_of(city)


def right_of(view: ClassicState, city: int) -> int:
    return view.right_of(city)


def free_city_index(view: ClassicState) -> int | None:
    """The Free City's index among the cities (the variant), or None."""
    return FREE_CITY if view.free_city else None


def card_cost(rules: Catalog, cities: Sequence[City], seat: int, card_id: str) -> Price:
    """Whether and how the city at ``seat`` can build ``card_id`` on its next turn (``check``'s ``cost``)."""
    city, card = cities[seat], rules.by_id[card_id]
    if card.name_id in city.names:
        return Price("duplicate", False, 0, ())
    if is_chain(city, card):
        return Price(None, True, 0, ((0, 0),))
    return _priced(cities, seat, card.coin_cost, card.cost_id)


def stage_cost(cities: Sequence[City], seat: int) -> Price:
    """Whether and how the city at ``seat`` can build its next wonder stage (``check``'s ``stage_cost``).

    ``City.next_stage_cost`` is the price the rules charge (Cities' Architect Cabinet/Firm: coins only),
    so this and the legal moves give one answer."""
    cost = cities[seat].next_stage_cost()
    if cost is None:
        return Price("complete", False, 0, ())
    return _priced(cities, seat, *cost)


def _priced(cities: Sequence[City], seat: int, bank: int, need_id: int) -> Price:
    if not all_payments(cities, seat, need_id):
        return Price("resources", False, bank, ())
    options = payment_options(cities, seat, bank, need_id)
    if not options:
        return Price("coins", False, bank, ())
    return Price(None, False, bank, options)


@dataclass(frozen=True, slots=True)
class Purchase:
    """What one payment buys: ``(resource, units)`` bought from the left and from the right neighbour."""

    left: tuple[tuple[str, int], ...]
    right: tuple[tuple[str, int], ...]


def card_purchase(view: ClassicState, city: int, card_id: str, payment: Payment) -> Purchase | None:
    """What ``payment`` buys from each neighbour when ``city`` builds ``card_id`` (None if it buys
    nothing that costs exactly that)."""
    return _purchase(view, city, view.rules.by_id[card_id].cost_id, payment)


def stage_purchase(view: ClassicState, city: int, payment: Payment) -> Purchase | None:
    """What ``payment`` buys from each neighbour for ``city``'s next wonder stage."""
    cost = view.pricing_cities(city)[city].next_stage_cost()
    return _purchase(view, city, cost[1], payment) if cost is not None else None


def _purchase(view: ClassicState, city: int, need_id: int, payment: Payment) -> Purchase | None:
    cities = view.pricing_cities(city)
    n = len(cities)
    found = purchase_of(cities[city], cities[(city + 1) % n], cities[(city - 1) % n], need_id, payment)
    if found is None:
        return None
    left, right = found
    return Purchase(_named(left), _named(right))


def _named(bought: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    return tuple((RESOURCES[index], count) for index, count in enumerate(bought) if count)


def card_price(view: ClassicState, city: int, card_id: str) -> Price:
    """What ``card_id`` costs ``city`` on its next action (``card_cost``, explained), against the cities
    the engine prices that action with (a 1st-edition 7th card: the last turn's start)."""
    cities = view.pricing_cities(city)
    answer = card_cost(view.rules, cities, city, card_id)
    return _explained(view, cities, city, answer, view.rules.by_id[card_id].cost_id)


def stage_price(view: ClassicState, city: int) -> Price:
    """What the next wonder stage costs ``city`` (``stage_cost``, explained); ``complete`` if none left."""
    cities = view.pricing_cities(city)
    answer = stage_cost(cities, city)
    cost = cities[city].next_stage_cost()
    return _explained(view, cities, city, answer, cost[1] if cost is not None else None)


def _explained(
    view: ClassicState, cities: Sequence[City], city: int, answer: Price, need_id: int | None
) -> Price:
    """``answer`` with the why-not details: the units short (``resources``), or the coins the cheapest
    way would cost in all (``coins``), against the same ``cities`` the price was asked of."""
    reason = answer.reason
    if reason == "resources" and need_id is not None:
        return replace(answer, missing=_missing(view, cities, city, need_id))
    if reason == "coins" and need_id is not None:
        every = all_payments(cities, city, need_id)
        return replace(answer, coins_needed=answer.coins_to_bank + min((sum(p) for p in every), default=0))
    return answer


def _missing(
    view: ClassicState, cities: Sequence[City], city: int, need_id: int
) -> tuple[tuple[str, int], ...]:
    """Per resource, the units short even buying everything the neighbours sell (an upper view for
    "one of" productions: when no single resource is short, the combination is)."""
    need: tuple[int, ...] = PAYMENTS.needs[need_id]
    own = cities[city]
    left, right = cities[view.left_of(city)], cities[view.right_of(city)]
    short = []
    for index, count in enumerate(need):
        supply = own.own_max[index] + left.trade_max[index] + right.trade_max[index]
        if count > supply:
            short.append((RESOURCES[index], count - supply))
    return tuple(short)


def unit_prices(view: ClassicState, city: int) -> dict[str, dict[str, int]]:
    """What ``city`` pays per unit to its ``left`` and ``right`` neighbour, per resource."""
    prices = view.cities[city].prices
    return {
        side: {
            name: prices[offset] if index < RAW_COUNT else prices[2] for index, name in enumerate(RESOURCES)
        }
        for side, offset in (("left", 0), ("right", 1))
    }


def city_info(view: ClassicState, index: int) -> CityInfo:
    city = view.cities[index]
    rules = view.rules
    cards = tuple(rules.cards[card].id for card in city.built)
    by_colour: dict[str, list[str]] = {}
    for card in city.built:
        definition = rules.cards[card]
        by_colour.setdefault(COLORS[definition.color], []).append(definition.id)
    return CityInfo(
        index=index,
        wonder=city.side.wonder,
        side=city.side.side,
        resource=RESOURCES[city.side.resource],
        stages=tuple(
            _stage(stage, number, number < city.stages) for number, stage in enumerate(city.side.stages)
        ),
        cards=cards,
        by_colour={colour: tuple(ids) for colour, ids in by_colour.items()},
        coins=city.coins,
        tokens=tuple(city.tokens),
        debt=city.debt,
        diplomacy=city.diplomacy,
        shields=city.shields,
        science={name: city.science[i] for i, name in enumerate(SCIENCE_NAMES) if city.science[i]},
        produces=_output(city.prod_id),
        sells=_output(city.trade_id),
        specials=frozenset(city.specials),
    )


def _stage(stage: StageDef, number: int, built: bool) -> StageInfo:
    cost = tuple((RESOURCES[i], count) for i, count in enumerate(stage.cost) if count)
    return StageInfo(number + 1, stage.coin_cost, cost, stage.effect, built)


def _output(production_id: int) -> Output:
    production: Production = PAYMENTS.productions[production_id]
    fixed = tuple((RESOURCES[i], count) for i, count in enumerate(production.fixed) if count)
    choices = tuple(
        tuple(name for i, name in enumerate(RESOURCES) if choice >> i & 1) for choice in production.choices
    )
    return Output(fixed, choices)


def turn_info(view: ClassicState) -> TurnInfo:
    deciding = deciding_city = None
    if view.phase not in ("pick", "over") and view.queue:
        _kind, deciding_city, deciding = view.queue[0]
    return TurnInfo(
        age=view.age,
        turn=view.turn,
        turns=view.turns,
        phase=view.phase,
        passes="right" if view.age == 2 else "left",
        discard_count=len(view.discard),
        deciding=deciding,
        deciding_city=deciding_city,
        free_city=view.free_city,
        controller=view.controller if view.free_city else None,
    )


def hand(view: ClassicState, seat: int) -> tuple[str, ...]:
    """The cards of ``seat``'s hand the view knows (its own; a teammate's in team play), in order.
    Masked cards are left out."""
    return tuple(view.rules.cards[card].id for card in view.hands[seat] if card >= 0)


def hand_size(view: ClassicState, seat: int) -> int:
    return len(view.hands[seat])


def last_card(view: ClassicState, city: int) -> str | None:
    """The card ``city`` may still play at the end of the age (Babylon), if any."""
    card = view.last_cards.get(city)
    return view.rules.cards[card].id if card is not None else None


def last_card_coins(view: ClassicState, city: int) -> int:
    """The coins ``city`` may spend on its last card now: in the 1st edition what it held when the last
    turn began less what its 6th card spent (the turn's income comes too late), else all it holds."""
    return view.pricing_cities(city)[city].coins


def discard_pile(view: ClassicState) -> tuple[str, ...]:
    """The discarded cards (what Halikarnassos picks from), in the order they were discarded."""
    return tuple(view.rules.cards[card].id for card in view.discard if card >= 0)


def own_pick(view: ClassicState, seat: int) -> str | None:
    """The move ``seat`` has chosen this turn (its own, never another seat's), as text."""
    chosen = view.picks.get(seat)
    return chosen.to_str() if chosen is not None and chosen.card else None


def free_city_pick(view: ClassicState, seat: int) -> str | None:
    """The Free City's move chosen this turn by ``seat`` when it controls the Free City."""
    if not view.free_city or view.controller != seat or view.fc_pick is None or not view.fc_pick.card:
        return None
    return view.fc_pick.to_str()


def teammate(view: ClassicState, seat: int) -> int | None:
    """``seat``'s teammate in team play, or None."""
    if not view.teams:
        return None
    team = [other for other in view.team_of(seat) if other != seat]
    return team[0] if team else None


def military_outlook(cities: Sequence[City], age: int, teams: bool) -> tuple[ConflictOutlook, ...]:
    """Per city, the conflict tokens it would take if ``age`` ended now (the engine's own conflict rules:
    diplomacy, team play's double tokens), and whether it uses a diplomacy token (``check``'s
    ``military``)."""
    diplomats = [city.diplomacy > 0 for city in cities]
    taken: list[list[tuple[int, int]]] = [[] for _ in cities]
    for fight in conflicts([city.shields for city in cities], diplomats, age, teams):
        taken[fight.city].extend([(fight.against, fight.token)] * fight.count)
    return tuple(
        ConflictOutlook(city.shields, diplomats[index], tuple(taken[index]))
        for index, city in enumerate(cities)
    )


def conflict_preview(view: ClassicState, age: int | None = None) -> list[list[tuple[int, int]]]:
    """Per city, ``(against, token)`` for each token it would take if ``age`` ended now."""
    age = age or max(1, min(view.age, 3))
    return [list(outlook.tokens) for outlook in military_outlook(view.cities, age, view.teams)]


def opponent(view: ClassicState, seat: int) -> int | None:
    """Team play: the neighbour of the other team (the only one ``seat`` fights), or None."""
    return opponent_of(seat, view.n) if view.teams else None


def points(view: ClassicState) -> list[int]:
    """Every city's score as the position stands (its final score once the game is over)."""
    return [sum(breakdown.values()) for breakdown in view.scores()]
