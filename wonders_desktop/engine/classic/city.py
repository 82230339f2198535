"""One city's built position: board, stages, cards, coins, tokens, and the summaries play needs fast.

Production, trade prices, shields, science and colour counts are kept up to date as cards and stages
are added, and productions are interned (``prod_id`` for the owner, ``trade_id`` for what neighbours
may buy), so a payment question is one dictionary lookup in ``catalog.PAYMENTS``.

Cities adds debt and diplomacy tokens (state, changed by the turn's resolution) and lasting summaries
derived from the built cards: spy cards (science copied at the end), free wonder-stage resources,
trade rebates, and the black cards whose production depends on the city's other production (Secret
Warehouse: one more unit of a type it produces; Black Market: one unit of a type it does not).
"""

from __future__ import annotations

from operator import add

from wonders_desktop.engine.classic.catalog import PAYMENTS, CardDef, CitiesEffect, Effect, SideDef
from wonders_desktop.engine.classic.payment import Production
from wonders_desktop.engine.classic.resources import RESOURCES

NORMAL_PRICE = 2
RAW_COUNT = 4
ALL_RESOURCES = (1 << len(RESOURCES)) - 1
NO_REBATES = (0, 0, 0, 0)
NO_DISCOUNT = (0, 0, 0)
NO_RESOURCES = PAYMENTS.needs.id((0,) * len(RESOURCES))  # the need id of a cost with no resource


def price_id(left_raw: int, right_raw: int, manufactured: int) -> int:
    """The interned ``(left prices, right prices)`` pair for these per-unit prices."""
    manu = (manufactured,) * (len(RESOURCES) - RAW_COUNT)
    return PAYMENTS.prices.id(((left_raw,) * RAW_COUNT + manu, (right_raw,) * RAW_COUNT + manu))


class City:
    """A city (a player's, or the Free City). Mutable; ``clone`` copies every container."""

    __slots__ = (
        "built",
        "choices",
        "coins",
        "colors",
        "debt",
        "diplomacy",
        "dynamic",
        "fixed",
        "free_used_age",
        "names",
        "own_choices",
        "own_links",
        "own_max",
        "price_id",
        "prices",
        "prod_id",
        "rebates",
        "science",
        "shields",
        "side",
        "specials",
        "spies",
        "stage_free",
        "stages",
        "tokens",
        "trade_choices",
        "trade_fixed",
        "trade_id",
        "trade_links",
        "trade_max",
        "tucked",
    )

    def __init__(self, side: SideDef, coins: int = 3) -> None:
        self.side = side
        self.stages = 0
        self.built: list[int] = []
        self.tucked: list[int] = []
        self.names: set[int] = set()
        self.coins = coins
        self.tokens: list[int] = []
        self.shields = 0
        self.science = [0, 0, 0, 0]
        self.colors = [0] * 8
        start = [0] * len(RESOURCES)
        start[side.resource] = 1
        self.fixed: tuple[int, ...] = tuple(start)
        self.choices: tuple[int, ...] = ()
        self.trade_fixed: tuple[int, ...] = self.fixed
        self.trade_choices: tuple[int, ...] = ()
        self.prices: tuple[int, int, int] = (NORMAL_PRICE, NORMAL_PRICE, NORMAL_PRICE)
        self.free_used_age = 0
        self.specials: set[str] = set()
        self.debt = 0
        self.diplomacy = 0
        self.spies = 0
        self.stage_free = False
        self.rebates: tuple[int, int, int, int] = NO_REBATES  # trade left, right; start left, right
        self.dynamic: tuple[bool, bool] = (False, False)  # (extra owned type, missing type)
        self._intern()

    def clone(self) -> City:
        twin = City.__new__(City)
        twin.side = self.side
        twin.stages = self.stages
        twin.built = self.built.copy()
        twin.tucked = self.tucked.copy()
        twin.names = self.names.copy()
        twin.coins = self.coins
        twin.tokens = self.tokens.copy()
        twin.shields = self.shields
        twin.science = self.science.copy()
        twin.colors = self.colors.copy()
        twin.fixed = self.fixed
        twin.choices = self.choices
        twin.trade_fixed = self.trade_fixed
        twin.trade_choices = self.trade_choices
        twin.prices = self.prices
        twin.prod_id = self.prod_id
        twin.trade_id = self.trade_id
        twin.price_id = self.price_id
        twin.own_max = self.own_max
        twin.own_choices = self.own_choices
        twin.trade_max = self.trade_max
        twin.own_links = self.own_links
        twin.trade_links = self.trade_links
        twin.free_used_age = self.free_used_age
        twin.specials = self.specials
        twin.debt = self.debt
        twin.diplomacy = self.diplomacy
        twin.spies = self.spies
        twin.stage_free = self.stage_free
        twin.rebates = self.rebates
        twin.dynamic = self.dynamic
        return twin

    # Productions and prices are tuples and specials are replaced, never mutated, so clones share them.

    def _intern(self) -> None:
        choices = self.choices
        if self.dynamic != (False, False):
            choices = (*choices, *self._dynamic_choices())
        key = (self.fixed, choices, self.trade_fixed, self.trade_choices, self.prices)
        found = _SUMMARIES.get(key)
        if found is None:
            if len(_SUMMARIES) > 200_000:
                _SUMMARIES.clear()
            found = _SUMMARIES[key] = (
                PAYMENTS.productions.id(Production.of(self.fixed, choices)),
                PAYMENTS.productions.id(Production.of(self.trade_fixed, self.trade_choices)),
                price_id(*self.prices),
                _most(self.fixed, choices),
                _most(self.trade_fixed, self.trade_choices),
                links(choices),
                links(self.trade_choices),
            )
        (
            self.prod_id,
            self.trade_id,
            self.price_id,
            self.own_max,
            self.trade_max,
            self.own_links,
            self.trade_links,
        ) = found
        self.own_choices = choices

    def _dynamic_choices(self) -> list[int]:
        """Secret Warehouse / Black Market as choice masks over the types the board, brown and grey cards
        produce (the city's tradeable production) or do not produce."""
        owned = 0
        for index, units in enumerate(self.trade_fixed):
            if units:
                owned |= 1 << index
        for choice in self.trade_choices:
            owned |= choice
        extra, missing = self.dynamic
        found = []
        if extra and owned:
            found.append(owned)
        if missing and owned != ALL_RESOURCES:
            found.append(ALL_RESOURCES & ~owned)
        return found

    def add_card(self, card: CardDef) -> None:
        self.built.append(card.index)
        self.names.add(card.name_id)
        self.colors[card.color] += 1
        self._add_effect(card.effect)

    def add_stage(self, card_index: int) -> Effect:
        """Build the next stage, tucking ``card_index``; returns the stage's effect."""
        effect = self.side.stages[self.stages].effect
        self.stages += 1
        self.tucked.append(card_index)
        self._add_effect(effect)
        if effect.special is not None:
            self.specials = self.specials | {effect.special}
        return effect

    def _add_effect(self, effect: Effect) -> None:
        self.shields += effect.shields
        if effect.science >= 0:
            self.science[effect.science] += 1
        changed = False
        if effect.produces:
            changed = True
            produce = effect.produce
            if any(produce):
                self.fixed = tuple(map(add, self.fixed, produce))
                if effect.tradeable:
                    self.trade_fixed = tuple(map(add, self.trade_fixed, produce))
            if effect.choice:
                self.choices = (*self.choices, effect.choice)
                if effect.tradeable:
                    self.trade_choices = (*self.trade_choices, effect.choice)
        if effect.discount != NO_DISCOUNT:
            changed = True
            self.prices = tuple(  # type: ignore[assignment]  # zip of two 3-tuples (strict): 3 prices
                min(p, d) if d else p for p, d in zip(self.prices, effect.discount, strict=True)
            )
        if effect.cities is not None:
            changed = self._add_cities(effect.cities) or changed
        if changed:
            self._intern()

    def _add_cities(self, extra: CitiesEffect) -> bool:
        """The lasting Cities summaries; True when the production changes."""
        self.spies += extra.copy_science
        self.stage_free = self.stage_free or extra.stage_free
        if extra.trade_rebate != (0, 0) or extra.start_rebate != (0, 0):
            self.rebates = tuple(  # type: ignore[assignment]  # zip of two 4-tuples (strict): 4 rebates
                a + b for a, b in zip(self.rebates, (*extra.trade_rebate, *extra.start_rebate), strict=True)
            )
        if extra.produce_extra_owned or extra.produce_missing:
            extra_owned, missing = self.dynamic
            self.dynamic = (extra_owned or extra.produce_extra_owned, missing or extra.produce_missing)
            return True
        return False

    @property
    def complete(self) -> bool:
        return self.stages >= len(self.side.stages)

    def next_stage_cost(self) -> tuple[int, int] | None:
        """``(coin cost, need id)`` the rules charge for the next stage, or None when the wonder is complete.

        The one answer to "what does the next stage cost": play (legal moves), ``check``'s ``stage_cost``
        and the table all ask it. Cities' Architect Cabinet (1st edition) / Architect Firm (2nd): later
        stages ignore their resource cost (``wonder_stages_free_resources``), so only coins are due.
        """
        cost = self.side.costs[self.stages]
        if cost is not None and self.stage_free:
            return cost[0], NO_RESOURCES
        return cost


# A production's ids, maxima and links: (production id, trade id, price id, own maxima, trade maxima,
# own links, trade links).
_Summary = tuple[int, int, int, tuple[int, ...], tuple[int, ...], int, int]
_SUMMARIES: dict[tuple[tuple[int, ...], ...], _Summary] = {}


def _most(fixed: tuple[int, ...], choices: tuple[int, ...]) -> tuple[int, ...]:
    """Per resource, the most units available for a cost naming only that resource."""
    if not choices:
        return fixed
    most = list(fixed)
    for choice in choices:
        while choice:
            lowest = choice & -choice
            most[lowest.bit_length() - 1] += 1
            choice ^= lowest
    return tuple(most)


def links(choices: tuple[int, ...]) -> int:
    """The sets of resources (masks, as bit numbers) in which one of ``choices`` could serve two:
    bit ``s`` is set when a choice card makes two of the resources of mask ``s``. A cost whose short
    resources are ``s`` must then try each way to use those cards; otherwise each resource is bought
    on its own (``pricing``), and this one shift replaces a loop over every choice card."""
    found = _LINKS.get(choices)
    if found is None:
        found = 0
        for mask in range(1 << len(RESOURCES)):
            if any((choice & mask).bit_count() > 1 for choice in choices):
                found |= 1 << mask
        _LINKS[choices] = found
    return found


_LINKS: dict[tuple[int, ...], int] = {}  # choice cards (as resource masks) -> their links (a few hundred)
