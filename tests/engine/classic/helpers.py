"""Building classic positions by hand for rule tests (hands and cities set directly)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.events import Event


def game(
    wonders: Sequence[str], sides: str | list[str] = "a", seed: int = 1, **options: object
) -> ClassicState:
    """A new game with these boards in seat order."""
    players = options.pop("players", len(wonders))
    return ClassicState.new({"players": players, "wonders": list(wonders), "sides": sides, **options}, seed)


def index(state: ClassicState, card_id: str) -> int:
    return state.rules.by_id[card_id].index


def set_hands(state: ClassicState, hands: Sequence[Sequence[str]]) -> None:
    """Replace every hand (the turn's picks must not have started)."""
    state.hands = [[index(state, c) for c in hand] for hand in hands]
    state._legal = {}


def build(state: ClassicState, city: int, *cards: str) -> None:
    for card in cards:
        state.cities[city].add_card(state.rules.by_id[card])
    state._legal = {}


def stages(state: ClassicState, city: int, count: int) -> None:
    for _ in range(count):
        state.cities[city].add_stage(index(state, "altar"))
    state._legal = {}


def coins(state: ClassicState, amounts: Sequence[int]) -> None:
    for city, amount in zip(state.cities, amounts, strict=False):
        city.coins = amount
    state._legal = {}


def moves(state: ClassicState, seat: int) -> set[str]:
    return {m.to_str() for m in state.legal_moves(seat)}


def play(state: ClassicState, picks: Mapping[int, str] | Sequence[str]) -> list[Event]:
    """Apply one move per seat (a list in seat order, or {seat: move})."""
    items = picks.items() if isinstance(picks, Mapping) else enumerate(picks)
    events: list[Event] = []
    for seat, text in items:
        events += state.apply(seat, state.parse_move(text))
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]
