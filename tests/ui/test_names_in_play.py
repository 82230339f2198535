"""Every id a game shows on the generic table, in its log or on its move buttons has a translatable name."""

from __future__ import annotations

import random
from typing import Any

import pytest

from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.language import event_text, labels, move_text
from wonders_desktop.ui.language.i18n import lookup_name, name_of
from wonders_desktop.ui.views.generic import internal_fields

HIDDEN = {"?", "hidden", ""}


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("classic", {"players": 3}),
        ("classic", {"players": 2, "variant": "free-city"}),
        ("duel", {}),
        ("architects", {"players": 4}),
    ],
)
def test_a_whole_game_shows_no_unnamed_id(
    qapp: object, monkeypatch: pytest.MonkeyPatch, game: str, options: dict[str, Any]
) -> None:
    unnamed: set[tuple[str, str]] = set()
    looked_up: list[str] = []

    def spy(kind: str, ident: str, game_kind: str = "", edition: int = 1) -> str:
        looked_up.append(ident)
        if ident not in HIDDEN and lookup_name(kind, ident, game_kind, edition) is None:
            unnamed.add((kind, ident))
        return name_of(kind, ident, game_kind, edition)

    for module in (labels, event_text, move_text):
        monkeypatch.setattr(module, "name_of", spy)
    state = game_spec(game).new_game(options, 3)
    rng = random.Random(3)
    while state.to_act():
        seat = state.to_act()[0]
        moves = state.legal_moves(seat)
        for move in moves:
            move_text.describe_move(move.to_str(), game)
        for event in state.apply(seat, rng.choice(moves)):
            event_text.describe_event(event, lambda _seat: "P", None, game=game)
        snapshot = state.view(seat).snapshot()
        for key, value in snapshot.items():
            if key not in internal_fields(game):
                labels.format_value(key, value, game=game)
        seats = snapshot.get(labels.seat_list_key(snapshot) or "", [])
        for index in range(len(seats)):
            labels.seat_entries(snapshot, index, game=game)
    assert len(looked_up) > 100
    assert not unnamed, sorted(unnamed)
