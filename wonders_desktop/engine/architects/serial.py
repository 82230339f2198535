"""The Architects position as plain JSON data (ids, numbers, booleans): checksums, replays, debugging.

Saves store a digest of this data (``GameRecord.checksum``) and compare it after replaying the moves:
changing a key or a value here makes older Architects saves fail that check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wonders_desktop.engine.architects.table import PHASE_NAMES, PROMPT_NAMES

if TYPE_CHECKING:  # annotations only: the state imports this module, never the other way round
    from wonders_desktop.engine.architects.state import ArchitectsState


def snapshot(state: ArchitectsState) -> dict[str, Any]:
    t = state.t
    names = t.kinds
    return {
        "players": [_player(state, seat) for seat in range(state.n)],
        "decks": {state.deck_ids[i]: [names[k] for k in deck] for i, deck in enumerate(state.decks)},
        "discard": {names[k]: c for k, c in enumerate(state.discard) if c},
        "progress_display": [t.tokens[k] for k in state.display],
        "progress_pile": [t.tokens[k] for k in state.pile],
        "conflict": {"total": state.conflict_total, "battle": state.conflict_battle},
        "battle_pending": state.battle_pending,
        "cat": state.cat,
        "central_known_by": [s for s in range(state.n) if state.central_known >> s & 1],
        "current": state.current,
        "phase": PHASE_NAMES[state.phase],
        "prompt": PROMPT_NAMES[state.prompt],
        "looking_at": [names[k] for k in state.look],
        "armed": [t.tokens[k] for k in range(len(t.tokens)) if state.armed >> k & 1],
        "used": [t.tokens[k] for k in range(len(t.tokens)) if state.used >> k & 1],
        "finishing": state.finishing,
        "end_reason": state.end_reason,
        "turns": state.turns,
    }


def _player(state: ArchitectsState, seat: int) -> dict[str, Any]:
    t = state.t
    wonder = t.wonders[state.seat_wonder[seat]]
    return {
        "wonder": wonder.id,
        "stages": [s.number for i, s in enumerate(wonder.stages) if state.built[seat] >> i & 1],
        "cards": {t.kinds[k]: c for k, c in enumerate(state.cards[seat]) if c},
        "progress": [t.tokens[k] for k, c in enumerate(state.tokens[seat]) for _ in range(c)],
        "military_tokens": state.military[seat],
        "cat": state.cat == seat,
    }
