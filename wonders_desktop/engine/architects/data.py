"""The Architects data files (``engine/data/architects/*.json``) as frozen, validated pydantic models.

Each file is validated on its own (errors name the file and the field path), then the files are checked
against each other (deck keys are known card kinds, stage prerequisites exist, totals add up), again
naming file and field, so a bad edit never reaches the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Annotated, Literal

from pydantic import Field, field_validator

from wonders_desktop.engine.core.datafiles import Frozen, read_json, validate
from wonders_desktop.engine.core.digits import is_ascii_number
from wonders_desktop.engine.core.errors import DataError

FOLDER = "architects"
CARDS_FILE = f"{FOLDER}/cards.json"
WONDERS_FILE = f"{FOLDER}/wonders.json"
TOKENS_FILE = f"{FOLDER}/progress_tokens.json"
GAME_FILE = f"{FOLDER}/game.json"
FILES = (CARDS_FILE, WONDERS_FILE, TOKENS_FILE, GAME_FILE)

Color = Literal["yellow", "grey", "green", "blue", "red"]
Resource = Literal["stone", "clay", "wood", "glass", "papyrus"]
Science = Literal["gear", "compass", "tablet"]
Trigger = Literal[
    "grey_wood",
    "grey_clay",
    "grey_papyrus",
    "grey_glass",
    "grey_stone",
    "yellow_coin",
    "green_any",
    "red_with_horn",
]
NonNegative = Annotated[int, Field(ge=0)]
Positive = Annotated[int, Field(ge=1)]


class CardType(Frozen):
    """One kind of card; every copy of a kind is identical, so decks are counts of kinds."""

    id: str
    color: Color
    coins: NonNegative = 0
    resource: Resource | None = None
    science: Science | None = None
    vp: NonNegative = 0
    cat: bool = False
    shields: NonNegative = 0
    horns: Annotated[int, Field(ge=0, le=2)] = 0


class CardsFile(Frozen):
    schema_version: Literal[1]
    card_types: tuple[CardType, ...]


class StageCost(Frozen):
    count: Annotated[int, Field(ge=1, le=5)]
    kind: Literal["same", "different"]


class Stage(Frozen):
    stage: Annotated[int, Field(ge=1, le=5)]
    level: Positive
    cost: StageCost
    vp: NonNegative
    effect: bool
    requires: tuple[Annotated[int, Field(ge=1, le=5)], ...]


class TakeTopCard(Frozen):
    """Alexandria (any deck), Ephesus (central deck), Olympia (both neighbouring decks)."""

    kind: Literal["take_top_card"]
    source: Literal["any_deck", "central_deck", "left_and_right_decks"]
    count: Positive


class TakeProgressToken(Frozen):
    """Babylon: one of the 3 face-up Progress tokens or the top of the face-down stack."""

    kind: Literal["take_progress_token"]
    source: Literal["4_available"]


class PickFromTop(Frozen):
    """Halicarnassus: look at the top cards of a neighbouring deck, keep one, shuffle the rest back."""

    kind: Literal["pick_from_top"]
    source: Literal["left_or_right_deck"]
    look: Positive
    keep: Literal[1]
    then: Literal["shuffle_rest_back"]


class Shields(Frozen):
    """Rhodes (per effect stage) and Tactics: permanent extra shields."""

    kind: Literal["shields"]
    amount: Positive


WonderEffect = Annotated[TakeTopCard | TakeProgressToken | PickFromTop | Shields, Field(discriminator="kind")]


class Wonder(Frozen):
    id: str
    name: str
    effect: WonderEffect | None
    stages: tuple[Stage, ...] = Field(min_length=5, max_length=5)
    deck: dict[str, NonNegative]
    deck_size: Positive
    total_vp: NonNegative

    @field_validator("stages")
    @classmethod
    def stages_numbered_in_order(cls, stages: tuple[Stage, ...]) -> tuple[Stage, ...]:
        if [s.stage for s in stages] != list(range(1, len(stages) + 1)):
            raise ValueError("stages must be numbered 1..5 in order")
        return stages


class WondersFile(Frozen):
    schema_version: Literal[1]
    wonders: tuple[Wonder, ...]


class ExtraCardOnTake(Frozen):
    kind: Literal["extra_card_on_take"]
    trigger: tuple[Trigger, ...] = Field(min_length=1)


class ExtraCardOnStageBuilt(Frozen):
    kind: Literal["extra_card_on_stage_built"]


class CoinCardWorth(Frozen):
    kind: Literal["coin_card_worth"]
    cards: Positive
    value: Annotated[int, Field(ge=2)]


class IgnoreSameDifferent(Frozen):
    kind: Literal["ignore_same_different"]


class EndVpWonderState(Frozen):
    kind: Literal["end_vp_wonder_state"]
    if_incomplete: NonNegative
    if_complete: NonNegative


class EndVpPer(Frozen):
    kind: Literal["end_vp_per"]
    per: Literal["cat_icon_on_blue_cards", "military_victory_token", "progress_token_owned"]
    amount: NonNegative


class EndVpSet(Frozen):
    kind: Literal["end_vp_set"]
    vp_if_1: NonNegative
    vp_if_2: NonNegative


TokenEffect = Annotated[
    ExtraCardOnTake
    | ExtraCardOnStageBuilt
    | CoinCardWorth
    | IgnoreSameDifferent
    | Shields
    | EndVpWonderState
    | EndVpPer
    | EndVpSet,
    Field(discriminator="kind"),
]


class ProgressToken(Frozen):
    id: str
    name: str
    copies: Annotated[int, Field(ge=1, le=2)]
    effect: TokenEffect


class TokensFile(Frozen):
    schema_version: Literal[1]
    progress_tokens: tuple[ProgressToken, ...]


class CentralDeck(Frozen):
    id: Literal["central"]
    deck: dict[str, NonNegative]
    deck_size: Positive


class Rules(Frozen):
    progress_face_up: Positive
    cat_pawn_vp: NonNegative
    military_victory_token_vp: NonNegative
    conflict_tokens_by_players: dict[str, Positive]
    scoring_order: tuple[Literal["wonder", "blue", "cat", "military", "progress"], ...]


class GameFile(Frozen):
    schema_version: Literal[1]
    components: dict[str, NonNegative]
    central_deck: CentralDeck
    rules: Rules


class ArchitectsData(Frozen):
    """All four files, cross-checked."""

    cards: CardsFile
    wonders: WondersFile
    tokens: TokensFile
    game: GameFile


def _fail(source: str, where: str, message: str) -> DataError:
    return DataError(f"{source}: {where}: {message}")


def _check_unique(source: str, field: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for index, item in enumerate(ids):
        if item in seen:
            raise _fail(source, f"{field}.{index}.id", f"duplicate id {item!r}")
        seen.add(item)


def _check_deck(source: str, where: str, deck: Mapping[str, int], size: int, kinds: set[str]) -> None:
    for key in deck:
        if key not in kinds:
            raise _fail(source, f"{where}.deck.{key}", "unknown card kind")
    if sum(deck.values()) != size:
        raise _fail(
            source, f"{where}.deck_size", f"deck holds {sum(deck.values())} cards, deck_size says {size}"
        )


def _check_wonder(wonder: Wonder, index: int, kinds: set[str]) -> None:
    where = f"wonders.{index}"
    _check_deck(WONDERS_FILE, where, wonder.deck, wonder.deck_size, kinds)
    by_id = {s.stage: s for s in wonder.stages}
    for position, stage in enumerate(wonder.stages):
        for needed in stage.requires:
            if needed not in by_id or by_id[needed].level >= stage.level:
                raise _fail(
                    WONDERS_FILE, f"{where}.stages.{position}.requires", f"stage {needed} is not below"
                )
    if sum(s.vp for s in wonder.stages) != wonder.total_vp:
        raise _fail(WONDERS_FILE, f"{where}.total_vp", "does not equal the sum of the stages' vp")
    if any(s.effect for s in wonder.stages) != (wonder.effect is not None):
        raise _fail(WONDERS_FILE, f"{where}.effect", "effect stages and effect disagree")


def cross_check(data: ArchitectsData) -> None:
    """Consistency between and inside files that a single field's type cannot express."""
    kind_ids = [c.id for c in data.cards.card_types]
    _check_unique(CARDS_FILE, "card_types", kind_ids)
    kinds = set(kind_ids)
    _check_unique(WONDERS_FILE, "wonders", [w.id for w in data.wonders.wonders])
    for index, wonder in enumerate(data.wonders.wonders):
        _check_wonder(wonder, index, kinds)
    _check_unique(TOKENS_FILE, "progress_tokens", [t.id for t in data.tokens.progress_tokens])
    central = data.game.central_deck
    _check_deck(GAME_FILE, "central_deck", central.deck, central.deck_size, kinds)
    total = central.deck_size + sum(w.deck_size for w in data.wonders.wonders)
    expected = data.game.components.get("cards_total", total)
    if total != expected:
        raise _fail(
            GAME_FILE, "components.cards_total", f"decks hold {total} cards, components say {expected}"
        )
    for players in data.game.rules.conflict_tokens_by_players:
        if not is_ascii_number(players):
            raise _fail(GAME_FILE, f"rules.conflict_tokens_by_players.{players}", "not a player count")


def build_data(documents: Mapping[str, object]) -> ArchitectsData:
    """Validate raw documents keyed by file name (the real files, or corrupted copies in tests)."""
    data = ArchitectsData(
        cards=validate(CardsFile, documents[CARDS_FILE], CARDS_FILE),
        wonders=validate(WondersFile, documents[WONDERS_FILE], WONDERS_FILE),
        tokens=validate(TokensFile, documents[TOKENS_FILE], TOKENS_FILE),
        game=validate(GameFile, documents[GAME_FILE], GAME_FILE),
    )
    cross_check(data)
    return data


def read_documents(reader: Callable[[str], object] = read_json) -> dict[str, object]:
    return {name: reader(name) for name in FILES}


@cache
def load_data() -> ArchitectsData:
    """The shipped data, validated once per process."""
    return build_data(read_documents())
