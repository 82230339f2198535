"""The ``check`` command for Architects (docs/cli.md): positions described directly in JSON, asked for
their score, or for the wonder-stage builds the rules offer a player holding its cards (``builds``).

Every bad field is a ``ScenarioError`` naming it (``players[1].cards.blue_3v``) and, for an unknown id,
the closest known ids. A strict pydantic model first checks every field's type and the rulebook's bounds
(``Shape``); the parsers below then check ids, unknown keys and the stages' order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from wonders_desktop.engine.architects.catalog import Tables, tables
from wonders_desktop.engine.architects.legal import build_moves
from wonders_desktop.engine.architects.scoring import score
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.validation import shown, validated

PLAYER_KEYS = ("wonder", "stages", "cards", "progress", "military_tokens", "cat")
SCENARIO_KEYS = ("game", "players", "queries")
QUERY_KINDS = ("score", "builds")

# The rulebook's box: 235 cards and 28 military victory tokens.
MAX_CARDS = 235
MAX_MILITARY_TOKENS = 28


class _Strict(BaseModel):
    """Types and bounds only: unknown keys are left to the parsers, which name the closest known ones."""

    model_config = ConfigDict(extra="ignore", strict=True)


class _PlayerShape(_Strict):
    wonder: str
    stages: list[int] = []
    cards: dict[str, int] = {}
    progress: list[str] = []
    military_tokens: int = Field(default=0, ge=0, le=MAX_MILITARY_TOKENS)
    cat: bool = False


class _QueryShape(_Strict):
    kind: str
    player: int | None = None


class Shape(_Strict):
    game: Literal["architects"]
    players: list[_PlayerShape]  # 1 to 7: checked with the rulebook's words in ``parse_players``
    queries: list[_QueryShape]


@dataclass(frozen=True, slots=True)
class ScenarioPlayer:
    wonder: int
    built: int
    cards: list[int]
    tokens: list[int]
    military: int
    cat: bool


def _count(value: Any, field: str, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise ScenarioError(field, f"must be an integer from 0 to {most}, got {shown(value)}")
    return value


def _stages(t: Tables, wonder: int, value: Any, field: str) -> int:
    if not isinstance(value, list):
        raise ScenarioError(field, "must be a list of stage ids (1-5)")
    stages = t.wonders[wonder].stages
    built = 0
    for index, number in enumerate(value):
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(stages):
            raise ScenarioError(f"{field}[{index}]", f"stage ids are 1 to {len(stages)}, got {number!r}")
        built |= 1 << (number - 1)
    if bin(built).count("1") != len(value):
        raise ScenarioError(field, "a stage is listed twice")
    for i, stage in enumerate(stages):
        if built >> i & 1 and stage.requires_mask & built != stage.requires_mask:
            needed = [s.number for j, s in enumerate(stages) if stage.requires_mask >> j & 1]
            raise ScenarioError(field, f"stage {stage.number} is built on stages {needed}")
    return built


def _cards(t: Tables, value: Any, field: str) -> list[int]:
    if not isinstance(value, Mapping):
        raise ScenarioError(field, "must map card kinds to counts")
    cards = [0] * len(t.kinds)
    for kind, count in value.items():
        if kind not in t.kind_index:
            raise unknown_id_error(f"{field}.{kind}", "card kind", kind, t.kinds)
        cards[t.kind_index[kind]] = _count(count, f"{field}.{kind}", MAX_CARDS)
    return cards


def _tokens(t: Tables, value: Any, field: str) -> list[int]:
    if not isinstance(value, list):
        raise ScenarioError(field, "must be a list of progress token ids")
    tokens = [0] * len(t.tokens)
    for index, token in enumerate(value):
        if token not in t.token_index:
            raise unknown_id_error(f"{field}[{index}]", "progress token", token, t.tokens)
        tokens[t.token_index[token]] += 1
    return tokens


def _player(t: Tables, raw: Any, field: str) -> ScenarioPlayer:
    if not isinstance(raw, Mapping):
        raise ScenarioError(field, "must be an object")
    for key in raw:
        if key not in PLAYER_KEYS:
            raise unknown_id_error(f"{field}.{key}", "player field", key, PLAYER_KEYS)
    if "wonder" not in raw:
        raise ScenarioError(f"{field}.wonder", "missing")
    if raw["wonder"] not in t.wonder_index:
        raise unknown_id_error(f"{field}.wonder", "wonder", raw["wonder"], t.wonder_index)
    wonder = t.wonder_index[raw["wonder"]]
    cat = raw.get("cat", False)
    if not isinstance(cat, bool):
        raise ScenarioError(f"{field}.cat", "must be true or false")
    return ScenarioPlayer(
        wonder=wonder,
        built=_stages(t, wonder, raw.get("stages", []), f"{field}.stages"),
        cards=_cards(t, raw.get("cards", {}), f"{field}.cards"),
        tokens=_tokens(t, raw.get("progress", []), f"{field}.progress"),
        military=_count(raw.get("military_tokens", 0), f"{field}.military_tokens", MAX_MILITARY_TOKENS),
        cat=cat,
    )


def parse_players(t: Tables, raw: Any) -> list[ScenarioPlayer]:
    if not isinstance(raw, list) or not 1 <= len(raw) <= len(t.wonders):
        raise ScenarioError("players", f"must list 1 to {len(t.wonders)} players")
    players = [_player(t, entry, f"players[{i}]") for i, entry in enumerate(raw)]
    cats = [i for i, p in enumerate(players) if p.cat]
    if len(cats) > 1:
        raise ScenarioError(f"players[{cats[1]}].cat", "there is only one cat")
    for token, copies in enumerate(t.token_copies):
        if sum(p.tokens[token] for p in players) > copies:
            raise ScenarioError(
                "players", f"progress token {t.tokens[token]!r} has {copies} copies in the game"
            )
    return players


def run_scenario(scenario: Mapping[str, Any]) -> dict[str, Any]:
    t = tables()
    for key in scenario:
        if key not in SCENARIO_KEYS:
            raise unknown_id_error(key, "scenario field", key, SCENARIO_KEYS)
    validated(Shape, dict(scenario))
    players = parse_players(t, scenario.get("players"))
    queries = scenario.get("queries")
    if not isinstance(queries, list):
        raise ScenarioError("queries", "must be a list of queries")
    return {"results": [_answer(t, players, query, f"queries[{i}]") for i, query in enumerate(queries)]}


def _answer(t: Tables, players: list[ScenarioPlayer], query: Any, field: str) -> Any:
    kind = query.get("kind") if isinstance(query, Mapping) else None
    if kind not in QUERY_KINDS:
        raise unknown_id_error(f"{field}.kind", "query kind", kind, QUERY_KINDS)
    if kind == "builds":
        return _builds(t, players, query.get("player"), f"{field}.player")
    return [
        score(t, t.wonders[p.wonder], p.built, p.cards, p.tokens, p.military, p.cat).as_dict()
        for p in players
    ]


def _builds(t: Tables, players: list[ScenarioPlayer], seat: Any, field: str) -> list[str]:
    """The builds the game offers ``seat`` holding its cards and tokens, none used yet this turn: the
    legal moves' own answer (``legal.build_moves``), so a payment that would leave another stage unbuilt
    this turn is not listed (rulebook: "você deve construí-los")."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(players):
        raise ScenarioError(field, f"a player index 0..{len(players) - 1} is required")
    wonders = [p.wonder for p in players]
    if len(wonders) == 1:  # a game has 2 players at least; the other seat is never asked about
        wonders.append((wonders[0] + 1) % len(t.wonders))
    state = ArchitectsState.new(t, {"players": len(wonders)}, wonders, 0, Rng(0))
    player = players[seat]
    state.cards[seat], state.tokens[seat] = list(player.cards), list(player.tokens)
    state.built[seat], state.used = player.built, 0
    return [move.to_str() for move in build_moves(state, seat)]
