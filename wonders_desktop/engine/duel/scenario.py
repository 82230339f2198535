"""The ``check`` command for Duel: a position described directly in JSON, and rules questions about it.

docs/cli.md fixes the input (``players`` with ``city``, ``coins``, ``progress``, ``wonders``; ``conflict``)
and the queries ``score``, ``cost``, ``wonder_cost`` and ``discard_value``. Two optional extensions let
the rulebook's worked examples be replayed, not only priced: ``structure`` (``{"age", "cards"}``: the
cards lying accessible in that age's structure), ``military_tokens``, ``board_progress``,
``box_progress`` and ``discard`` complete the position, and the query
``{"kind": "play", "player", "moves": [...]}`` applies moves to a copy and reports what happened.
Every bad field is a ``ScenarioError`` naming it; unknown ids list the closest known ids. A strict
pydantic model first checks every field's type and the rulebook's bounds (``Shape``); the builders
below then check ids, unknown keys (with the closest known ones) and where each card lies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from wonders_desktop.engine.core.errors import IllegalMoveError, ScenarioError, unknown_id_error
from wonders_desktop.engine.core.validation import validated
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.pricing import card_cost, discard_value, wonder_cost
from wonders_desktop.engine.duel.rules import CAPITAL, EMPTY, MAX_WONDERS, PHASE_NAMES, PLAY, RULES, lay_out
from wonders_desktop.engine.duel.state import DuelState

TOP_KEYS = (
    "game", "players", "conflict", "queries", "structure", "military_tokens", "board_progress",
    "box_progress", "discard", "seed", "options", "description",
)  # fmt: skip
PLAYER_KEYS = ("city", "coins", "progress", "wonders")
QUERY_KEYS = {
    "score": ("kind",),
    "cost": ("kind", "player", "card"),
    "wonder_cost": ("kind", "player", "wonder"),
    "discard_value": ("kind", "player"),
    "play": ("kind", "player", "moves"),
}


# The rulebook's box: 31 coins (14 of value 1, 10 of value 3, 7 of value 6).
MAX_COINS = 14 + 10 * 3 + 7 * 6
MAX_SEED = 2**64 - 1


class _Strict(BaseModel):
    """Types and bounds only: unknown keys are left to ``_check_keys``, which names the closest known."""

    model_config = ConfigDict(extra="ignore", strict=True)


class _WonderShape(_Strict):
    id: str
    built: bool = False


class _PlayerShape(_Strict):
    city: list[str] = []
    coins: int = Field(default=RULES.starting_coins, ge=0, le=MAX_COINS)
    progress: list[str] = []
    wonders: list[_WonderShape] = []


class _StructureShape(_Strict):
    age: int = Field(default=RULES.ages, ge=1, le=RULES.ages)
    cards: list[str] = []


class _QueryShape(_Strict):
    kind: str
    player: int | None = None
    card: str | None = None
    wonder: str | None = None
    moves: list[str] | None = None


class Shape(_Strict):
    game: Literal["duel"]
    players: list[_PlayerShape]  # exactly two: checked with the rulebook's words below
    conflict: int = Field(default=0, ge=-CAPITAL, le=CAPITAL)
    queries: list[_QueryShape] = []
    structure: _StructureShape | None = None
    military_tokens: list[str] = []
    board_progress: list[str] | None = None
    box_progress: list[str] = []
    discard: list[str] = []
    seed: int = Field(default=0, ge=0, le=MAX_SEED)
    options: dict[str, Any] = {}
    description: str = ""


def run_scenario(scenario: Mapping[str, Any]) -> dict[str, Any]:
    _check_keys(scenario, TOP_KEYS, "")
    validated(Shape, dict(scenario))
    state = build_position(scenario)
    queries = scenario.get("queries", [])
    if not isinstance(queries, list):
        raise ScenarioError("queries", "must be a list")
    return {"results": [answer(state, query, f"queries[{i}]") for i, query in enumerate(queries)]}


# ------------------------------------------------------------------------------------------------
# the position
# ------------------------------------------------------------------------------------------------
def build_position(scenario: Mapping[str, Any]) -> DuelState:
    seed = _int(scenario.get("seed", 0), "seed")
    state = DuelState({}, seed, seed)
    players = scenario.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError("players", "7 Wonders Duel needs exactly 2 players")
    placed: dict[int, str] = {}
    for seat, player in enumerate(players):
        _place_player(state, seat, player, f"players[{seat}]", placed)
    conflict = _int(scenario.get("conflict", 0), "conflict")
    if not -CAPITAL <= conflict <= CAPITAL:
        raise ScenarioError("conflict", f"must be between {-CAPITAL} and {CAPITAL}")
    state.conflict = conflict
    state.loot = _military_tokens(scenario, conflict)
    _place_progress(state, scenario)
    state.discard = _card_list(scenario.get("discard", []), "discard", placed)
    _place_structure(state, scenario.get("structure"), placed)
    state.wonders_built = sum(city.wonders_built() for city in state.cities)
    if state.wonders_built > MAX_WONDERS:
        raise ScenarioError("players", f"{state.wonders_built} Wonders built; at most {MAX_WONDERS} can be")
    state.phase = PLAY
    return state


def _place_player(state: DuelState, seat: int, player: Any, where: str, placed: dict[int, str]) -> None:
    if not isinstance(player, Mapping):
        raise ScenarioError(where, "must be an object")
    _check_keys(player, PLAYER_KEYS, f"{where}.")
    data = catalog()
    city = state.cities[seat]
    city.coins = _int(player.get("coins", RULES.starting_coins), f"{where}.coins")
    if city.coins < 0:
        raise ScenarioError(f"{where}.coins", "cannot be negative")
    city.gained = city.coins - RULES.starting_coins
    for card in _card_list(player.get("city", []), f"{where}.city", placed):
        city.add_card(card)
    for index, entry in enumerate(_list(player.get("wonders", []), f"{where}.wonders")):
        field = f"{where}.wonders[{index}]"
        if not isinstance(entry, Mapping) or "id" not in entry:
            raise ScenarioError(field, 'must be an object {"id": ..., "built": true|false}')
        _check_keys(entry, ("id", "built"), f"{field}.")
        wonder = _lookup(entry["id"], data.wonder_index, f"{field}.id", "Wonder")
        if any(wonder in c.wonders for c in state.cities):
            raise ScenarioError(f"{field}.id", f"{entry['id']!r} is listed twice")
        state.cities[seat].wonders.append(wonder)
        city.built.append(False)
        city.tucked.append(-1)
        if entry.get("built", False):
            city.add_wonder_built(len(city.wonders) - 1, -1)
    if len(city.wonders) > RULES.wonders_per_player:
        raise ScenarioError(f"{where}.wonders", f"at most {RULES.wonders_per_player} Wonders per player")


def _military_tokens(scenario: Mapping[str, Any], conflict: int) -> list[bool]:
    """Given tokens, or by default those whose zone the pawn has not reached yet."""
    tokens = RULES.military.tokens
    if "military_tokens" not in scenario:
        return [not any(p * conflict > 0 and abs(conflict) >= abs(p) for p in t.positions) for t in tokens]
    known = {t.id: i for i, t in enumerate(tokens)}
    present = [False] * len(tokens)
    for i, token_id in enumerate(_list(scenario["military_tokens"], "military_tokens")):
        present[_lookup(token_id, known, f"military_tokens[{i}]", "military token")] = True
    return present


def _place_progress(state: DuelState, scenario: Mapping[str, Any]) -> None:
    data = catalog()
    owned: set[int] = set()
    for seat, player in enumerate(scenario["players"]):
        for i, token_id in enumerate(_list(player.get("progress", []), f"players[{seat}].progress")):
            token = _lookup(token_id, data.token_index, f"players[{seat}].progress[{i}]", "progress token")
            if token in owned:
                raise ScenarioError(f"players[{seat}].progress[{i}]", f"{token_id!r} is listed twice")
            owned.add(token)
            state.cities[seat].add_progress(token)
    free = [t for t in range(len(data.tokens)) if t not in owned]
    state.board = _token_list(scenario.get("board_progress", None), "board_progress", free, owned)
    state.box = _token_list(scenario.get("box_progress", []), "box_progress", [], owned | set(state.board))


def _token_list(value: Any, field: str, default: list[int], taken: set[int]) -> list[int]:
    if value is None:
        return default
    data = catalog()
    tokens = []
    for i, token_id in enumerate(_list(value, field)):
        token = _lookup(token_id, data.token_index, f"{field}[{i}]", "progress token")
        if token in taken or token in tokens:
            raise ScenarioError(f"{field}[{i}]", f"{token_id!r} is already placed")
        tokens.append(token)
    return sorted(tokens)


def _place_structure(state: DuelState, structure: Any, placed: dict[int, str]) -> None:
    """The given cards lie accessible (uncovered) in that age's structure; no other card remains."""
    if structure is None:
        state.age = RULES.ages
        lay_out(state, RULES.ages, [EMPTY] * RULES.cards_per_age_structure, [])
        return
    if not isinstance(structure, Mapping):
        raise ScenarioError("structure", 'must be an object {"age": 1|2|3, "cards": [...]}')
    _check_keys(structure, ("age", "cards"), "structure.")
    age = _int(structure.get("age", RULES.ages), "structure.age")
    if age not in (1, 2, 3):
        raise ScenarioError("structure.age", "must be 1, 2 or 3")
    cards = _card_list(structure.get("cards", []), "structure.cards", placed)
    free_slots = _uncovered_slots(age)
    if len(cards) > len(free_slots):
        raise ScenarioError("structure.cards", f"at most {len(free_slots)} accessible cards fit in age {age}")
    slots = [EMPTY] * RULES.cards_per_age_structure
    for slot, card in zip(free_slots, cards, strict=False):
        slots[slot] = card
    lay_out(state, age, slots, [])


def _uncovered_slots(age: int) -> list[int]:
    """Slots that can all hold a card at once with none covering another (greedy from the top)."""
    covered_by = catalog().covered_by[age - 1]
    chosen: list[int] = []
    for slot in range(len(covered_by)):
        if not any(slot in covered_by[other] or other in covered_by[slot] for other in chosen):
            chosen.append(slot)
    return chosen


# ------------------------------------------------------------------------------------------------
# the queries
# ------------------------------------------------------------------------------------------------
def answer(state: DuelState, query: Any, where: str) -> Any:
    if not isinstance(query, Mapping) or "kind" not in query:
        raise ScenarioError(where, 'must be an object with a "kind"')
    kind = query["kind"]
    if kind not in QUERY_KEYS:
        raise unknown_id_error(f"{where}.kind", "query kind", kind, QUERY_KEYS)
    _check_keys(query, QUERY_KEYS[kind], f"{where}.")
    if kind == "score":
        return [score.as_dict() for score in state.outcome().scores]
    seat = _seat(query.get("player"), f"{where}.player")
    if kind == "cost":
        return _card_cost(state, seat, query.get("card"), f"{where}.card")
    if kind == "wonder_cost":
        return _wonder_cost(state, seat, query.get("wonder"), f"{where}.wonder")
    if kind == "discard_value":
        return {"coins": discard_value(state, seat)}
    return _play(state, seat, query.get("moves"), f"{where}.moves")


def _card_cost(state: DuelState, seat: int, card_id: Any, field: str) -> dict[str, Any]:
    card = _lookup(card_id, catalog().card_index, field, "card")
    chain, total, trade = card_cost(state, seat, card)
    duplicate = card in state.cities[seat].cards
    reason = "duplicate" if duplicate else "coins" if total > state.cities[seat].coins else None
    return {"can_build": reason is None, "chain": chain, "coins": total, "trade": trade, "reason": reason}


def _wonder_cost(state: DuelState, seat: int, wonder_id: Any, field: str) -> dict[str, Any]:
    wonder = _lookup(wonder_id, catalog().wonder_index, field, "Wonder")
    city = state.cities[seat]
    trade = wonder_cost(state, seat, wonder)
    reason = None
    if wonder not in city.wonders:
        reason = "not_owned"
    elif city.built[city.wonders.index(wonder)]:
        reason = "built"
    elif state.wonders_built >= MAX_WONDERS:
        reason = "wonder_limit"
    elif trade > city.coins:
        reason = "coins"
    return {"can_build": reason is None, "chain": False, "coins": trade, "trade": trade, "reason": reason}


def _play(state: DuelState, seat: int, moves: Any, field: str) -> dict[str, Any]:
    """Apply the moves in turn to a copy of the position (the first by ``seat``) and report."""
    game = state.clone()
    game.current = seat
    events: list[dict[str, Any]] = []
    for index, text in enumerate(_list(moves, field)):
        try:
            actor = game.to_act()[0] if game.to_act() else seat
            events.extend(event.to_json() for event in game.apply(actor, game.parse_move(str(text))))
        except IllegalMoveError as error:
            return {"legal": False, "applied": index, "error": str(error), **_summary(game), "events": events}
    return {"legal": True, "applied": len(moves), **_summary(game), "events": events}


def _summary(game: DuelState) -> dict[str, Any]:
    data = catalog()
    outcome = None
    if game.result is not None:
        outcome = {"winners": list(game.result[0]), "reason": game.result[1]}
    return {
        "phase": PHASE_NAMES[game.phase],
        "to_act": list(game.to_act()),
        "conflict": game.conflict,
        "coins": [city.coins for city in game.cities],
        "military_tokens": [t.id for t, left in zip(RULES.military.tokens, game.loot, strict=True) if left],
        "wonders_out": [data.wonders[w].id for w in game.wonders_out],
        "wonders_built": game.wonders_built,
        "discard": [data.cards[c].id for c in game.discard],
        "outcome": outcome,
    }


# ------------------------------------------------------------------------------------------------
# small validators
# ------------------------------------------------------------------------------------------------
def _check_keys(mapping: Mapping[str, Any], known: Sequence[str], prefix: str) -> None:
    for key in mapping:
        if key not in known:
            raise unknown_id_error(f"{prefix}{key}", "field", key, known)


def _int(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(field, f"must be an integer, not {value!r}")
    return value


def _seat(value: Any, field: str) -> int:
    seat = _int(value, field)
    if seat not in (0, 1):
        raise ScenarioError(field, "must be 0 or 1")
    return seat


def _list(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(field, "must be a list")
    return value


def _lookup(value: Any, index: Mapping[str, int], field: str, kind: str) -> int:
    if not isinstance(value, str) or value not in index:
        raise unknown_id_error(field, kind, value, index)
    return index[value]


def _card_list(value: Any, field: str, placed: dict[int, str]) -> list[int]:
    """Card ids of one zone; a card may lie in one place only (``placed`` remembers where)."""
    cards = []
    for i, card_id in enumerate(_list(value, field)):
        card = _lookup(card_id, catalog().card_index, f"{field}[{i}]", "card")
        if card in placed:
            raise ScenarioError(f"{field}[{i}]", f"{card_id!r} is already in {placed[card]}")
        placed[card] = field
        cards.append(card)
    return cards
