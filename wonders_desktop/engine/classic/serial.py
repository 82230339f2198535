"""The position as plain data and back: the state's snapshot (JSON data, checksums), its options as
JSON, and cities rebuilt from their board, stages and cards (``check`` scenarios, ``invariants``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.options import ClassicOptions

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.classic.state import ClassicState

HIDDEN_CARD = -1


def snapshot(state: ClassicState) -> dict[str, Any]:
    """The whole position as JSON data (hidden cards of a view written ``?``)."""
    rules = state.rules

    def ids(cards: list[int]) -> list[str]:
        return [rules.cards[c].id if c >= 0 else "?" for c in cards]

    found = {
        "options": state.options,
        "seed": state.seed,
        "age": state.age,
        "turn": state.turn,
        "phase": state.phase,
        "controller": state.controller if state.free_city else None,
        "cities": [snapshot_city(city, rules) for city in state.cities],
        "hands": [ids(hand) for hand in state.hands],
        "pile": ids(state.pile),
        "decks": [ids(deck) for deck in state.decks],
        "discard": ids(state.discard),
        "picks": {str(s): m.to_str() for s, m in sorted(state.picks.items())},
        "fc_pick": state.fc_pick.to_str() if state.fc_pick else None,
        "queue": [list(entry) for entry in state.queue],
        "last_cards": {str(c): rules.cards[i].id for c, i in sorted(state.last_cards.items())},
        "bank": {"paid_in": state.bank_in, "paid_out": state.bank_out},
    }
    if state.expansion:
        found["losses"] = {str(c): amount for c, amount in sorted(state.losses.items())}
    return found


def dumped_options(opts: ClassicOptions) -> dict[str, Any]:
    """The options as JSON data, a fresh copy per game (the dump of equal options is made once)."""
    found = _DUMPS.get(id(opts))
    if found is None or found[0] is not opts:
        if len(_DUMPS) > 1000:
            _DUMPS.clear()
        found = _DUMPS[id(opts)] = (opts, opts.model_dump(mode="json"))
    return {key: list(value) if isinstance(value, list) else value for key, value in found[1].items()}


_DUMPS: dict[int, tuple[ClassicOptions, dict[str, Any]]] = {}


def snapshot_city(city: City, rules: Catalog) -> dict[str, Any]:
    found = {
        "wonder": city.side.wonder,
        "side": city.side.side,
        "stages": city.stages,
        "built": [rules.cards[i].id for i in city.built],
        "tucked": [rules.cards[i].id if i >= 0 else "?" for i in city.tucked],
        "coins": city.coins,
        "tokens": list(city.tokens),
        "free_used_age": city.free_used_age,
    }
    if rules.cities:
        found["debt"] = city.debt
        found["diplomacy"] = city.diplomacy
    return found


def build_city(
    rules: Catalog,
    wonder: str,
    side: str,
    stages: int,
    cards: Sequence[str],
    coins: int,
    tokens: Sequence[int] = (),
) -> City:
    """A city with these stages and cards already built (tucked cards unknown)."""
    city = City(rules.wonders[wonder][side], coins)
    for card_id in cards:
        city.add_card(rules.by_id[card_id])
    for _ in range(stages):
        city.add_stage(HIDDEN_CARD)
    city.tokens = list(tokens)
    return city


def rebuild_cities(snapshots: Sequence[Mapping[str, Any]], rules: Catalog) -> list[City]:
    cities = []
    for data in snapshots:
        city = build_city(
            rules, data["wonder"], data["side"], data["stages"], data["built"], data["coins"], data["tokens"]
        )
        city.free_used_age = data["free_used_age"]
        city.debt = data.get("debt", 0)
        city.diplomacy = data.get("diplomacy", 0)
        cities.append(city)
    return cities
