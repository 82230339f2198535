"""The new-game dialog's memory: what the player chose last time, kept as JSON in the preferences.

Written as ``{"game", "players", "seats", "seed", "options": {kind: {option: value}}}``: each game's
options under its kind, so no game's names leak into another's. Older versions wrote one flat object
(``edition``, ``cities``, ``variant``... beside ``game``); a game's setup part reads those back
(``legacy_options``), so an old settings file still opens the dialog where the player left it.
A game's part may also restrict what is reopened (``REMEMBERED``: option names; all by default).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wonders_desktop.ui.views.game_ui import game_ui


@dataclass(slots=True)
class LastSetup:
    """What the dialog reopens on; every field may be missing from a damaged or old file."""

    game: str | None = None
    players: int | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    options: dict[str, dict[str, Any]] = field(default_factory=dict)

    def options_of(self, kind: str) -> dict[str, Any]:
        """The remembered options of ``kind`` the game wants reopened."""
        kept = self.options.get(kind, {})
        remembered = game_ui(kind).setup("REMEMBERED")
        if not isinstance(remembered, tuple | list | frozenset | set):
            return dict(kept)
        return {name: value for name, value in kept.items() if name in remembered}


def read_last(text: str, kinds: Sequence[str]) -> LastSetup:
    """The remembered setup (empty if there is none or it cannot be read); ``kinds``: the games now."""
    try:
        data = json.loads(text) if text else {}
    except ValueError:
        return LastSetup()
    if not isinstance(data, dict):
        return LastSetup()
    game, players, seats = data.get("game"), data.get("players"), data.get("seats")
    return LastSetup(
        game=game if isinstance(game, str) else None,
        players=players if isinstance(players, int) and not isinstance(players, bool) else None,
        seats=[seat for seat in seats if isinstance(seat, dict)] if isinstance(seats, list) else [],
        options=_options(data, kinds),
    )


def _options(data: Mapping[str, Any], kinds: Sequence[str]) -> dict[str, dict[str, Any]]:
    stored = data.get("options")
    if isinstance(stored, dict):
        return {kind: dict(values) for kind, values in stored.items() if isinstance(values, dict)}
    found: dict[str, dict[str, Any]] = {}
    for kind in kinds:  # an older, flat file
        legacy = game_ui(kind).setup("legacy_options")
        if callable(legacy):
            found[kind] = dict(legacy(data))
    return found


def write_last(
    game: str, players: int, seats: list[dict[str, Any]], seed: int | None, options: dict[str, dict[str, Any]]
) -> str:
    """The JSON text to keep in the preferences."""
    return json.dumps({"game": game, "players": players, "seats": seats, "seed": seed, "options": options})
