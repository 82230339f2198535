"""Small builders for Duel test positions (through the ``check`` scenario builder, so both stay honest)."""

from __future__ import annotations

from typing import Any

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.duel.scenario import build_position
from wonders_desktop.engine.duel.state import DuelState


def player(
    city: list[str] | None = None,
    coins: int = 7,
    progress: list[str] | None = None,
    wonders: dict[str, bool] | None = None,
) -> dict[str, Any]:
    return {
        "city": city or [],
        "coins": coins,
        "progress": progress or [],
        "wonders": [{"id": w, "built": built} for w, built in (wonders or {}).items()],
    }


def position(p0: dict[str, Any], p1: dict[str, Any], to_act: int = 0, **extra: Any) -> DuelState:
    """A position in the play phase with ``to_act`` to play (``extra``: scenario fields)."""
    state = build_position({"game": "duel", "players": [p0, p1], **extra})
    state.current = to_act
    return state


def structure(*cards: str, age: int = 2) -> dict[str, Any]:
    return {"age": age, "cards": list(cards)}


def play(state: DuelState, *moves: str) -> list[Event]:
    """Apply moves in turn, each by the seat that must act."""
    events: list[Event] = []
    for text in moves:
        events.extend(state.apply(state.to_act()[0], state.parse_move(text)))
    return events


def texts(state: DuelState) -> list[str]:
    seats = state.to_act()
    return [m.to_str() for m in state.legal_moves(seats[0])] if seats else []


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
