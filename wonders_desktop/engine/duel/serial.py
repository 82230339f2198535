"""The Duel position as plain JSON data (ids, numbers, booleans): checksums, replays, debugging."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wonders_desktop.engine.duel.city import City
from wonders_desktop.engine.duel.rules import DATA, EMPTY, HIDDEN, PHASE_NAMES, RULES

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.duel.state import DuelState

UNKNOWN = "?"


def card_id(index: int) -> str | None:
    if index == EMPTY:
        return None
    return UNKNOWN if index == HIDDEN else DATA.cards[index].id


def token_id(index: int) -> str:
    return UNKNOWN if index == HIDDEN else DATA.tokens[index].id


def wonder_id(index: int) -> str:
    return UNKNOWN if index == HIDDEN else DATA.wonders[index].id


def city_data(city: City) -> dict[str, Any]:
    return {
        "coins": city.coins,
        "gained": city.gained,
        "spent": city.spent,
        "cards": [DATA.cards[c].id for c in city.cards],
        "wonders": [
            {"id": wonder_id(w), "built": built, "card": card_id(card) if card >= 0 else None}
            for w, built, card in zip(city.wonders, city.built, city.tucked, strict=True)
        ],
        "progress": [DATA.tokens[t].id for t in city.progress],
    }


def snapshot(state: DuelState) -> dict[str, Any]:
    result = state.result
    return {
        "phase": PHASE_NAMES[state.phase],
        "current": state.current,
        "first": state.first,
        "last_actor": state.last_actor,
        "age": state.age,
        "structure": [
            {"card": card_id(card), "face_up": up}
            for card, up in zip(state.slots, state.face_up, strict=True)
        ],
        "accessible": list(state.accessible),
        "removed": [[card_id(c) for c in part] for part in state.removed],
        "discard": [DATA.cards[c].id for c in state.discard],
        "board_progress": [DATA.tokens[t].id for t in state.board],
        "box_progress": [token_id(t) for t in state.box],
        "drawn_progress": [DATA.tokens[t].id for t in state.drawn],
        "conflict": state.conflict,
        "military_tokens": [t.id for t, left in zip(RULES.military.tokens, state.loot, strict=True) if left],
        "draft": [wonder_id(w) for w in state.draft],
        "offered": [wonder_id(w) for w in state.offered],
        "draft_step": state.draft_step,
        "wonders_built": state.wonders_built,
        "wonders_out": [wonder_id(w) for w in state.wonders_out],
        "play_again": state.play_again,
        "destroy_color": state.destroy_color,
        "players": [city_data(city) for city in state.cities],
        "result": None
        if result is None
        else {"winners": list(result[0]), "reason": result[1], "tie_break": result[2]},
    }
