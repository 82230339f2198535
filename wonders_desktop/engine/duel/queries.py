"""Questions a Duel table asks about a seat's view: what each card and Wonder costs *this seat now*, why,
and the public summaries of a city (production, trading prices, science, military standing).

Pure functions of ``state.view(seat)``: they read only what that seat may know (a hidden card is never
priced) and reuse the engine's own arithmetic (``pricing.card_cost``, ``pricing.trade_cost``), so the
table shows exactly the price the engine will charge. ``trade_breakdown`` explains a price unit by unit
— which resources are missing, what covers them (a choice production, Masonry or Architecture) and
what each remaining unit costs and why (2 + the opponent's brown and grey production, or a fixed price
from a Reserve or the Customs House).
"""

from __future__ import annotations

from dataclasses import dataclass

from wonders_desktop.engine.duel import pricing
from wonders_desktop.engine.duel.catalog import BLUE, catalog
from wonders_desktop.engine.duel.city import City
from wonders_desktop.engine.duel.data import COLORS, RESOURCES, SCIENCE_SYMBOLS
from wonders_desktop.engine.duel.rules import EMPTY, HIDDEN, MAX_WONDERS, PHASE_NAMES, RULES
from wonders_desktop.engine.duel.scoring import military_points
from wonders_desktop.engine.duel.state import DuelState

RAW_COUNT = 3  # wood, clay, stone come first in RESOURCES; glass and papyrus are manufactured goods


@dataclass(frozen=True, slots=True)
class TradeLine:
    """One resource of a cost: how many units are needed and how each of them is covered."""

    resource: str
    needed: int
    produced: int  # covered by the city's own fixed production
    by_choice: int  # covered by a "one of these" production (yellow cards, Wonders)
    waived: int  # covered by Masonry (blue cards) or Architecture (Wonders)
    bought: int  # bought from the bank
    unit_price: int
    fixed_by: str | None  # the card that fixes the price (Reserves, Customs House), if any
    opponent_production: int  # the opponent's brown and grey units of this resource

    @property
    def coins(self) -> int:
        return self.bought * self.unit_price


@dataclass(frozen=True, slots=True)
class TradeBreakdown:
    """Why a construction costs what it costs: printed coins plus one ``TradeLine`` per resource."""

    printed_coins: int
    lines: tuple[TradeLine, ...]
    choice_sources: tuple[str, ...]  # ids of the cards and Wonders whose choices helped
    waiver: str | None  # ``masonry`` or ``architecture`` when units were waived

    @property
    def trade(self) -> int:
        return sum(line.coins for line in self.lines)

    @property
    def total(self) -> int:
        return self.printed_coins + self.trade


@dataclass(frozen=True, slots=True)
class CardOffer:
    """One card of the structure as the viewer sees it now."""

    slot: int
    card: str | None  # None when face down
    face_up: bool
    accessible: bool
    chain: bool
    coins: int  # everything paid: printed cost + trading (0 when chained)
    trade: int
    affordable: bool
    breakdown: TradeBreakdown | None


@dataclass(frozen=True, slots=True)
class WonderOffer:
    """One of a seat's Wonders: built or not and, if not, what building it would cost now."""

    wonder: str
    built: bool
    tucked: str | None  # the age card under it once built
    coins: int
    can_build: bool
    reason: str | None  # None, "built", "wonder_limit" or "coins"
    breakdown: TradeBreakdown | None


@dataclass(frozen=True, slots=True)
class ScienceSummary:
    counts: tuple[tuple[str, int], ...]  # every symbol of the game, in data order, with its count
    distinct: int
    needed: int  # distinct symbols for scientific supremacy
    pairs: tuple[str, ...]  # symbols held twice (each pair gave a progress token if one was left)


@dataclass(frozen=True, slots=True)
class ZoneInfo:
    """A stretch of the track (one side): the VP it gives and the military token lying on it."""

    first: int  # signed positions, first..last inclusive
    last: int
    vp: int
    token: str | None  # id of the military token still lying there, if any
    token_coins: int
    token_loser: int | None


@dataclass(frozen=True, slots=True)
class MilitarySummary:
    position: int  # the pawn, -capital..capital; positive: toward seat 1's capital
    capital: int
    zones: tuple[ZoneInfo, ...]
    points: tuple[int, int]  # VP each seat would score now


# ------------------------------------------------------------------------------------------------
# costs
# ------------------------------------------------------------------------------------------------
def unit_prices(view: DuelState, seat: int) -> tuple[tuple[int, str | None, int], ...]:
    """Per resource: (price of one unit for ``seat``, card fixing it or None, opponent's production)."""
    prices = pricing.prices(view, seat)
    city, other = view.cities[seat], view.cities[1 - seat]
    return tuple(
        (prices[r], _fixed_by(city, r) if city.fixed_price[r] else None, other.brown_grey[r])
        for r in range(len(RESOURCES))
    )


def _fixed_by(city: City, resource: int) -> str | None:
    data = catalog()
    best: tuple[int, str] | None = None
    for index in city.cards:
        for r, price in data.cards[index].trade_fixed:
            if r == resource and (best is None or price < best[0]):
                best = (price, data.cards[index].id)
    return best[1] if best else None


def trade_breakdown(
    view: DuelState, seat: int, need: tuple[tuple[int, int], ...], printed: int, waived: int, waiver: str
) -> TradeBreakdown:
    """The cheapest way to cover ``need``, unit by unit, as ``pricing.trade_cost`` computes it."""
    city = view.cities[seat]
    prices = unit_prices(view, seat)
    missing: list[list[tuple[int, int]]] = [[], []]  # (price, resource) per family
    for resource, amount in need:
        short = amount - city.produced[resource]
        missing[resource >= RAW_COUNT].extend([(prices[resource][0], resource)] * max(0, short))
    by_choice = [0] * len(RESOURCES)
    left: list[tuple[int, int]] = []
    for family, choices in ((0, city.choice_raw), (1, city.choice_man)):
        units = sorted(missing[family], key=lambda unit: (-unit[0], unit[1]))
        for _, resource in units[:choices]:
            by_choice[resource] += 1
        left += units[choices:]
    left.sort(key=lambda unit: (-unit[0], unit[1]))
    waived_units = [0] * len(RESOURCES)
    for _, resource in left[:waived]:
        waived_units[resource] += 1
    bought = [0] * len(RESOURCES)
    for _, resource in left[waived:]:
        bought[resource] += 1
    lines = tuple(
        TradeLine(
            RESOURCES[r], amount, min(amount, city.produced[r]), by_choice[r], waived_units[r], bought[r],
            prices[r][0], prices[r][1], prices[r][2],
        )
        for r, amount in need
    )
    used_choice = any(by_choice)
    return TradeBreakdown(
        printed,
        lines,
        _choice_sources(view, seat) if used_choice else (),
        waiver if any(waived_units) else None,
    )


def _choice_sources(view: DuelState, seat: int) -> tuple[str, ...]:
    data = catalog()
    city = view.cities[seat]
    cards = [data.cards[c].id for c in city.cards if data.cards[c].choice_raw or data.cards[c].choice_man]
    wonders = [
        data.wonders[w].id
        for w, built in zip(city.wonders, city.built, strict=True)
        if built and (data.wonders[w].choice_raw or data.wonders[w].choice_man)
    ]
    return tuple(cards + wonders)


def card_breakdown(view: DuelState, seat: int, card: str) -> TradeBreakdown:
    data = catalog()
    info = data.cards[data.card_index[card]]
    city = view.cities[seat]
    waived = city.masonry if info.color == BLUE else 0
    return trade_breakdown(view, seat, info.need, info.coins, waived, "masonry")


def wonder_breakdown(view: DuelState, seat: int, wonder: str) -> TradeBreakdown:
    data = catalog()
    info = data.wonders[data.wonder_index[wonder]]
    return trade_breakdown(view, seat, info.need, 0, view.cities[seat].architecture, "architecture")


def structure_offers(view: DuelState, seat: int) -> list[CardOffer]:
    """Every slot of the current age's structure still holding a card, priced for ``seat``."""
    data = catalog()
    coins = view.cities[seat].coins
    accessible = set(view.accessible)
    offers = []
    for slot, index in enumerate(view.slots):
        if index == EMPTY:
            continue
        known = index != HIDDEN and view.face_up[slot]
        if not known:
            offers.append(CardOffer(slot, None, False, slot in accessible, False, 0, 0, False, None))
            continue
        card = data.cards[index].id
        chain, total, trade = pricing.card_cost(view, seat, index)
        breakdown = None if chain else card_breakdown(view, seat, card)
        offers.append(
            CardOffer(slot, card, True, slot in accessible, chain, total, trade, total <= coins, breakdown)
        )
    return offers


def wonder_offers(view: DuelState, seat: int) -> list[WonderOffer]:
    """The seat's Wonders in the order taken, with the cost of each one not built yet."""
    data = catalog()
    city = view.cities[seat]
    offers = []
    for wonder, built, tucked in zip(city.wonders, city.built, city.tucked, strict=True):
        if wonder == HIDDEN:
            continue
        ident = data.wonders[wonder].id
        under = data.cards[tucked].id if tucked >= 0 else None
        if built:
            offers.append(WonderOffer(ident, True, under, 0, False, "built", None))
            continue
        cost = pricing.wonder_cost(view, seat, wonder)
        reason = None
        if view.wonders_built >= MAX_WONDERS:
            reason = "wonder_limit"
        elif cost > city.coins:
            reason = "coins"
        offers.append(
            WonderOffer(ident, False, None, cost, reason is None, reason, wonder_breakdown(view, seat, ident))
        )
    return offers


def discard_value(view: DuelState, seat: int) -> int:
    return pricing.discard_value(view, seat)


# ------------------------------------------------------------------------------------------------
# city summaries
# ------------------------------------------------------------------------------------------------
def production(view: DuelState, seat: int) -> dict[str, int]:
    """Units of each resource the city produces every turn (fixed productions only)."""
    city = view.cities[seat]
    return {name: city.produced[r] for r, name in enumerate(RESOURCES)}


def choice_production(view: DuelState, seat: int) -> tuple[int, int]:
    """(raw-material choices, manufactured-good choices) the city may use each turn."""
    city = view.cities[seat]
    return city.choice_raw, city.choice_man


def science(view: DuelState, seat: int) -> ScienceSummary:
    city = view.cities[seat]
    counts = tuple((symbol, city.science[i]) for i, symbol in enumerate(SCIENCE_SYMBOLS))
    pairs = tuple(symbol for symbol, count in counts if count >= 2)
    return ScienceSummary(counts, city.distinct_science(), RULES.science_supremacy_symbols, pairs)


def military(view: DuelState) -> MilitarySummary:
    """The pawn, the zones of both halves of the track with their VP and remaining tokens."""
    capital = RULES.military.capital
    tokens = {}
    for token, present in zip(RULES.military.tokens, view.loot, strict=True):
        for position in token.positions:
            tokens[position] = (token, present)
    zones = []
    for sign in (-1, 1):
        for band in RULES.military.vp_by_distance:
            if band.distance_from == 0:
                continue
            ends = (sign * band.distance_from, sign * band.distance_to)
            first, last = min(ends), max(ends)
            found = next((tokens[p] for p in range(first, last + 1) if p in tokens), None)
            zone_token, present = found if found else (None, False)
            zones.append(
                ZoneInfo(
                    first, last, band.vp,
                    zone_token.id if zone_token and present else None,
                    zone_token.coins if zone_token else 0,
                    zone_token.loser if zone_token else None,
                )
            )
    zones.sort(key=lambda zone: zone.first)
    points = (military_points(view.conflict, 0), military_points(view.conflict, 1))
    return MilitarySummary(view.conflict, capital, tuple(zones), points)


def phase(view: DuelState) -> str:
    """``draft``, ``play``, ``progress``, ``library``, ``destroy``, ``mausoleum``, ``start`` or ``over``."""
    return PHASE_NAMES[view.phase]


def destroy_color(view: DuelState) -> str | None:
    """The colour of card the pending destroy effect targets (brown or grey), else None."""
    return COLORS[view.destroy_color] if view.destroy_color >= 0 else None
