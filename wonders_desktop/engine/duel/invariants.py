"""Conservation laws of a Duel position, checked after every move by ``simulate`` and the fuzz tests."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.core.scoring import winners_by
from wonders_desktop.engine.duel.catalog import BLUE
from wonders_desktop.engine.duel.pricing import TRADE_BASE, trade_cost, trading_prices
from wonders_desktop.engine.duel.rules import CAPITAL, DATA, EMPTY, HIDDEN, MAX_WONDERS, OVER, RULES
from wonders_desktop.engine.duel.scoring import breakdowns

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.duel.state import DuelState


def ensure(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check(state: DuelState) -> None:
    _check_cities(state)
    _check_costs(state)
    _check_cards(state)
    _check_wonders(state)
    _check_structure(state)
    ensure(-CAPITAL <= state.conflict <= CAPITAL, f"conflict pawn off the track: {state.conflict}")
    tokens = state.board + state.box + state.drawn + [t for c in state.cities for t in c.progress]
    ensure(sorted(tokens) == list(range(len(DATA.tokens))), "progress tokens not conserved")
    if state.phase == OVER:
        _check_result(state)


def _check_cities(state: DuelState) -> None:
    """Coins are conserved; derived totals equal a recount (redone only when the contents changed)."""
    start = RULES.starting_coins
    for seat, city in enumerate(state.cities):
        if city.coins < 0 or city.coins != start + city.gained - city.spent:
            raise InvariantError(f"seat {seat}: coins not conserved or negative ({city.coins})")
        contents = city.contents()
        if city.verified == contents:
            continue
        twin = city.clone()
        twin.recount()
        ensure(twin.derived() == city.derived(), f"seat {seat}: derived totals drifted from the city")
        city.verified = contents


def _check_costs(state: DuelState) -> None:
    """The cached prices and trading costs (``pricing.SeatCosts``) equal a fresh computation: a change
    of a city that should have dropped them (``pricing.forget_costs``) and did not shows here."""
    for seat, costs in enumerate(state._prices):
        if costs is None:
            continue
        city, other = state.cities[seat], state.cities[1 - seat]
        fresh = trading_prices(city.fixed_price, other.brown_grey, TRADE_BASE)
        produced, raw, man = city.produced, city.choice_raw, city.choice_man
        ensure(costs.prices == fresh, f"seat {seat}: cached prices {costs.prices} are stale ({fresh})")
        for card, trade in costs.cards.items():
            info = DATA.cards[card]
            waived = city.masonry if info.color == BLUE else 0
            now = trade_cost(info.need, produced, fresh, raw, man, waived)
            ensure(trade == now, f"seat {seat}: cached trading cost of {info.id} is stale ({trade}, {now})")
        for wonder, trade in costs.wonders.items():
            wonder_info = DATA.wonders[wonder]
            now = trade_cost(wonder_info.need, produced, fresh, raw, man, city.architecture)
            ensure(trade == now, f"seat {seat}: cached cost of {wonder_info.id} is stale ({trade}, {now})")


def _check_cards(state: DuelState) -> None:
    """Every dealt card is in exactly one place; the decks dealt so far are complete."""
    places = [c for c in state.slots if c != EMPTY]
    for part in state.removed:
        places.extend(part)
    places.extend(state.discard)
    for city in state.cities:
        places.extend(city.cards)
        places.extend(c for c in city.tucked if c >= 0)
    known = [c for c in places if c != HIDDEN]
    if len(set(known)) != len(known):
        duplicates = [DATA.cards[c].id for c, n in Counter(known).items() if n > 1]
        raise InvariantError(f"cards in two places: {duplicates}")
    if state.viewer is not None or state.age == 0:
        return
    expected = sum(len(DATA.age_decks[a]) for a in range(state.age))
    expected += RULES.guilds_added_to_age_3 if state.age == 3 else 0
    ensure(len(places) == expected, f"{len(places)} cards located, {expected} dealt")


def _check_wonders(state: DuelState) -> None:
    built = sum(city.wonders_built() for city in state.cities)
    ensure(built == state.wonders_built <= MAX_WONDERS, "Wonder count drifted")
    owned = [w for city in state.cities for w in city.wonders] + state.wonders_out
    ensure(len(owned) == len(set(owned)), "a Wonder is in two places")


def _check_structure(state: DuelState) -> None:
    slots = state.slots
    present = [s for s, card in enumerate(slots) if card != EMPTY]
    ensure(len(present) == state.remaining, "structure count drifted")
    if not state.age:
        return
    covered_by = DATA.covered_by[state.age - 1]
    free = []
    for slot in present:
        for other in covered_by[slot]:
            if slots[other] != EMPTY:
                break
        else:
            free.append(slot)
    ensure(sorted(free) == sorted(state.accessible), "accessible cards drifted")
    for slot in free:
        ensure(state.face_up[slot], "an accessible card is face down")


def _check_result(state: DuelState) -> None:
    if state.result is None:
        raise InvariantError("game over without a result")
    winners, reason, _ = state.result
    if reason == "points":
        scores = breakdowns(state.cities, state.conflict)
        expected, _ = winners_by([s.total for s in scores], ("civilian", [s["civilian"] for s in scores]))
        ensure(expected == winners, "final winners differ from the recomputed score")
        ensure(state.remaining == 0 and state.age == RULES.ages, "points victory before the end of age III")
    elif reason == "military_supremacy":
        ensure(abs(state.conflict) == CAPITAL, "military supremacy without the pawn in a capital")
    else:
        ensure(
            any(c.distinct_science() >= RULES.science_supremacy_symbols for c in state.cities),
            "science supremacy without six symbols",
        )
