"""The shape of a save file: every field typed strictly, with a length and, for text, a pattern.

A save file is untrusted input (it may come from anyone, through Import or a bug report), so the schema
is the first wall: a value the app never writes is refused before anything reads it. In particular
``game_id`` names the autosave file, so it must match the one pattern the app makes
(``new_game_id``): a save never chooses where the app writes. Names and titles are display text only,
but they are short, one line, and free of path separators, because an export suggests them as a file name.

The optional ``analysis`` (issue 25) keeps the ratings of an analysed finished game, so opening it again
does not search again. A save without one is written exactly as before (version 2, no ``analysis`` key,
the same digest), so older apps read it; a save with one is version 3 (older apps say "newer"). Every
number of it is a win chance in [0, 1], every mark one of the fixed four, every index a move of the
analysed seat in the record: a crafted analysis is refused like any other bad field.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from datetime import UTC, datetime
from typing import Annotated, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    model_serializer,
    model_validator,
)

from wonders_desktop import __version__
from wonders_desktop.bots.analysis import MARKS
from wonders_desktop.bots.registry import BOT_LEVELS, DEFAULT_LEVEL
from wonders_desktop.engine.core.record import GameRecord

SAVE_VERSION = 3  # the newest format this app reads
PLAIN_VERSION = 2  # what a save without an analysis is written as (version 2 apps read it)
TITLED_VERSION = 2  # the optional ``title`` came with version 2 (version 1 apps cannot read it)
ANALYSED_VERSION = 3  # the optional ``analysis`` came with version 3
MAX_ANALYSIS_SECONDS = 3600.0  # as ``analyse --time``: the search budget per decision
FORMAT: Final = "wonders-desktop-save"
GAME_ID_PATTERN = r"^[0-9a-f]{12}$"
MAX_SEATS = 8
MAX_MOVES = 4000  # a 7-player Cities game has about 150; even a bot marathon stays far below
MAX_MOVE_TEXT = 120
MAX_NAME = 40
MAX_TITLE = 60
# One line, no control characters and no path separators.
DISPLAY_TEXT = r"^[^\x00-\x1f\x7f/\\]*$"
ID_TEXT = r"^[a-z0-9][a-z0-9_-]{0,39}$"
LOSS_TOLERANCE = 0.001  # a stored loss is its rounded win chances' difference, to 4 digits

Level = Literal[BOT_LEVELS]  # type: ignore[valid-type]  # the levels the bot registry knows
DisplayName = Annotated[StrictStr, Field(max_length=MAX_NAME, pattern=DISPLAY_TEXT)]
Title = Annotated[StrictStr, Field(max_length=MAX_TITLE, pattern=DISPLAY_TEXT)]
OptionKey = Annotated[StrictStr, Field(pattern=r"^[a-z][a-z_]{0,31}$")]
OptionWord = Annotated[StrictStr, Field(pattern=ID_TEXT)]
OptionValue = (
    None
    | StrictBool
    | Annotated[StrictInt, Field(ge=-1000, le=1000)]
    | OptionWord
    | Annotated[list[OptionWord], Field(max_length=MAX_SEATS * 2)]
)
SeatIndex = Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS + 1)]  # the Free City plays one seat more
MoveText = Annotated[StrictStr, Field(min_length=1, max_length=MAX_MOVE_TEXT, pattern=r"^[\x21-\x7e]+$")]


class SeatSetup(BaseModel):
    """Who plays a seat: a human (hot-seat) or a bot of a level."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    human: StrictBool
    level: Level = DEFAULT_LEVEL
    name: DisplayName = ""


class SavedRecord(GameRecord):
    """The engine's ``GameRecord`` with the bounds a file from outside must respect."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    version: Annotated[StrictInt, Field(ge=1, le=1000)] = 1
    game: Annotated[StrictStr, Field(pattern=r"^[a-z][a-z_]{0,31}$")]
    options: Annotated[dict[OptionKey, OptionValue], Field(max_length=16)] = Field(default_factory=dict)
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)]
    moves: Annotated[list[tuple[SeatIndex, MoveText]], Field(max_length=MAX_MOVES)] = Field(
        default_factory=list
    )
    checksum: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{16}$")]  # the app always writes one


Chance = Annotated[StrictFloat, Field(ge=0.0, le=1.0, allow_inf_nan=False)]
Mark = Literal[MARKS]  # type: ignore[valid-type]  # fine, inaccuracy, mistake, blunder


class RatedMove(BaseModel):
    """One decision of an analysed seat, as ``bots.analysis.Rating.as_dict`` writes it."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    index: Annotated[StrictInt, Field(ge=0, lt=MAX_MOVES)]
    played: MoveText
    best: MoveText
    win_played: Chance
    win_best: Chance
    loss: Chance
    mark: Mark


class SeatAnalysis(BaseModel):
    """Every decision of one seat rated, with the search budget per decision that rated them."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    seat: SeatIndex
    budget: Annotated[StrictFloat, Field(gt=0.0, le=MAX_ANALYSIS_SECONDS, allow_inf_nan=False)]
    moves: Annotated[list[RatedMove], Field(max_length=MAX_MOVES)]
    mean_loss: Chance


class SaveFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    format: Literal["wonders-desktop-save"] = FORMAT
    version: Annotated[StrictInt, Field(ge=1, le=SAVE_VERSION)] = PLAIN_VERSION
    app_version: Annotated[StrictStr, Field(pattern=r"^[0-9A-Za-z.+-]{1,32}$")] = __version__
    game_id: Annotated[StrictStr, Field(pattern=GAME_ID_PATTERN)]
    title: Title = ""
    created: datetime  # ISO 8601 text in the file (strict JSON validation takes nothing else)
    updated: datetime
    finished: StrictBool = False
    seats: Annotated[list[SeatSetup], Field(min_length=1, max_length=MAX_SEATS)]
    record: SavedRecord
    digest: Annotated[StrictStr, Field(pattern=r"^([0-9a-f]{64})?$")] = ""
    analysis: Annotated[list[SeatAnalysis], Field(max_length=MAX_SEATS + 1)] | None = None

    @model_serializer(mode="wrap")
    def _without_empty_analysis(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        """No ``analysis`` key when there is none: the file (and its digest) stays a version 2 one."""
        data = handler(self)
        if data.get("analysis", 0) is None:
            del data["analysis"]
        return data

    @model_validator(mode="after")
    def _analysis_fits_the_record(self) -> SaveFile:
        """Each analysed seat once and one of the game's, its decisions in order and each one a move of
        that seat (that each better move is legal where it is named needs the engine: ``saves.restore``)."""
        if self.analysis is None:
            return self
        if self.version < ANALYSED_VERSION:
            raise ValueError(f"analysis: not a field of version {self.version} saves")
        if not self.finished:
            raise ValueError("analysis: only a finished game is analysed")
        seats = [entry.seat for entry in self.analysis]
        if len(set(seats)) != len(seats):
            raise ValueError("analysis: a seat is analysed twice")
        for entry in self.analysis:
            if entry.seat >= len(self.seats):
                raise ValueError(f"analysis: seat {entry.seat} is not a seat of this game")
            _check_seat_analysis(entry, self.record.moves)
        return self
    def computed_digest(self) -> str:
        """The digest over every field; version 1 files were signed before ``title`` existed."""
        skipped = {"digest"} if self.version >= TITLED_VERSION else {"digest", "title"}
        body = self.model_dump(mode="json", exclude=skipped)
        text = json.dumps(body, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def signed(self, **changes: object) -> SaveFile:
        """A copy with ``changes`` and the digest that matches them (rename, new id on a fork)."""
        draft = self.model_copy(update=changes)
        return draft.model_copy(update={"digest": draft.computed_digest()})


def _check_seat_analysis(entry: SeatAnalysis, moves: list[tuple[int, str]]) -> None:
    indexes = [move.index for move in entry.moves]
    if indexes != sorted(set(indexes)):
        raise ValueError(f"analysis: seat {entry.seat}'s decisions are not in order")
    for move in entry.moves:
        if move.index >= len(moves) or moves[move.index] != (entry.seat, move.played):
            raise ValueError(f"analysis: decision {move.index} is not a move of seat {entry.seat}")
        if abs(move.loss - max(0.0, move.win_best - move.win_played)) > LOSS_TOLERANCE:
            raise ValueError(f"analysis: the loss of decision {move.index} is not its two win chances'")


def with_analysis(save: SaveFile, seat: int, result: dict[str, object], budget: float) -> SaveFile:
    """``save`` with ``result`` (``analyse_positions``'s dict) as the analysis of ``seat``, re-signed;
    validated like a file read from disk, so the app never writes what it would refuse to read."""
    kept = [entry for entry in (save.analysis or []) if entry.seat != seat]
    added = SeatAnalysis.model_validate(
        {"seat": seat, "budget": float(budget), "moves": result["moves"], "mean_loss": result["mean_loss"]}
    )
    analysis = sorted([*kept, added], key=lambda entry: entry.seat)
    draft = save.model_copy(update={"analysis": analysis, "version": ANALYSED_VERSION})
    signed = draft.model_copy(update={"digest": draft.computed_digest()})
    return SaveFile.model_validate_json(signed.model_dump_json())


def analysis_of(save: SaveFile, seat: int) -> SeatAnalysis | None:
    """The stored analysis of ``seat``, if the game was analysed from that seat."""
    return next((entry for entry in save.analysis or [] if entry.seat == seat), None)


def now() -> datetime:
    return datetime.now(UTC)


def new_game_id() -> str:
    """Twelve hex digits: the only shape of id the app makes and accepts (``GAME_ID_PATTERN``)."""
    return uuid.uuid4().hex[:12]


def is_game_id(text: str) -> bool:
    return re.fullmatch(GAME_ID_PATTERN, text) is not None


def clean_display_text(text: str, limit: int) -> str:
    """``text`` made acceptable as a title or name: one line, no separators, at most ``limit`` long."""
    cleaned = re.sub(r"[\x00-\x1f\x7f/\\]+", " ", text)
    return " ".join(cleaned.split())[:limit]
