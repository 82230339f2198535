"""The shape of a save file: every field typed strictly, with a length and, for text, a pattern.

A save file is untrusted input (it may come from anyone, through Import or a bug report), so the schema
is the first wall: a value the app never writes is refused before anything reads it. In particular
``game_id`` names the autosave file, so it must match the one pattern the app makes
(``new_game_id``): a save never chooses where the app writes. Names and titles are display text only,
but they are short, one line, and free of path separators, because an export suggests them as a file name.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from wonders_desktop import __version__
from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.engine.core.record import GameRecord

SAVE_VERSION = 2
TITLED_VERSION = 2  # the optional ``title`` came with version 2 (version 1 apps cannot read it)
FORMAT = "wonders-desktop-save"
GAME_ID_PATTERN = r"^[0-9a-f]{12}$"
MAX_SEATS = 8
MAX_MOVES = 4000  # a 7-player Cities game has about 150; even a bot marathon stays far below
MAX_MOVE_TEXT = 120
MAX_NAME = 40
MAX_TITLE = 60
# One line, no control characters and no path separators.
DISPLAY_TEXT = r"^[^\x00-\x1f\x7f/\\]*$"
ID_TEXT = r"^[a-z0-9][a-z0-9_-]{0,39}$"

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
    level: Level = "medium"
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


class SaveFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    format: Literal["wonders-desktop-save"] = FORMAT
    version: Annotated[StrictInt, Field(ge=1, le=SAVE_VERSION)] = SAVE_VERSION
    app_version: Annotated[StrictStr, Field(pattern=r"^[0-9A-Za-z.+-]{1,32}$")] = __version__
    game_id: Annotated[StrictStr, Field(pattern=GAME_ID_PATTERN)]
    title: Title = ""
    created: datetime  # ISO 8601 text in the file (strict JSON validation takes nothing else)
    updated: datetime
    finished: StrictBool = False
    seats: Annotated[list[SeatSetup], Field(min_length=1, max_length=MAX_SEATS)]
    record: SavedRecord
    digest: Annotated[StrictStr, Field(pattern=r"^([0-9a-f]{64})?$")] = ""

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
