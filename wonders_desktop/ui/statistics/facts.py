"""What a finished game leaves for the statistics: its kind, options, and each seat's result.

Read from a save and its replayed position through the engine's public answers only (``outcome()``,
the spec's ``seat_roles``, the snapshot's seat list), so no rule is decided twice.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from wonders_desktop.engine.core.errors import EngineError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.stats.store import GameFact, SeatFact
from wonders_desktop.ui.savegames.save_schema import SaveFile, SeatSetup

SEAT_LISTS = ("players", "seats", "cities")  # where a snapshot keeps one entry per seat


def record_key(save: SaveFile) -> str:
    """The game itself (kind, options, seed, moves): the same game saved under two ids counts once."""
    record = save.record
    body = {"game": record.game, "options": record.options, "seed": record.seed, "moves": record.moves}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def game_fact(save: SaveFile, state: GameState) -> GameFact | None:
    """The facts of a finished game, or None when it is not finished or has no person at the table."""
    if not state.is_terminal() or not any(seat.human for seat in save.seats):
        return None
    try:
        outcome = state.outcome()
        roles = game_spec(state.kind).seat_roles(state.options)
        snapshot = state.snapshot()
    except (EngineError, KeyError, ValueError, IndexError):
        return None
    seats = tuple(
        _seat_fact(index, setup, outcome.scores[index].total, index in outcome.winners, roles, snapshot)
        for index, setup in enumerate(save.seats)
        if index < len(outcome.scores)
    )
    return GameFact(
        save.game_id,
        record_key(save),
        state.kind,
        dict(state.options),
        save.updated,
        outcome.reason,
        len(state.history),
        seats,
    )


def _seat_fact(
    index: int, setup: SeatSetup, score: int, won: bool, roles: Sequence[Any], snapshot: Mapping[str, Any]
) -> SeatFact:
    team = roles[index].team if index < len(roles) else None
    level = "" if setup.human else setup.level
    return SeatFact(index, setup.name, setup.human, level, team, score, won, seat_wonders(snapshot, index))


def seat_wonders(snapshot: Mapping[str, Any], seat: int) -> tuple[str, ...]:
    """A seat's Wonder: the board of a city (``wonder``), or the Wonders it built (``wonders``)."""
    entry = next((snapshot[key] for key in SEAT_LISTS if isinstance(snapshot.get(key), list)), None)
    if entry is None or not 0 <= seat < len(entry) or not isinstance(entry[seat], Mapping):
        return ()
    own = entry[seat]
    if isinstance(own.get("wonder"), str):
        return (own["wonder"],)
    listed = own.get("wonders")
    if not isinstance(listed, list):
        return ()
    return tuple(
        item if isinstance(item, str) else str(item.get("id"))
        for item in listed
        if isinstance(item, str) or (isinstance(item, Mapping) and item.get("built") and item.get("id"))
    )
