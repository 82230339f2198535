"""Save files: versioned pydantic JSON around the game record, written atomically, read defensively.

A save is the ``GameRecord`` (options + seed + moves + position checksum) plus what the app needs to
resume (seat setup, ids, timestamps) and a digest of all of it. Writing goes through a temporary file
and ``os.replace`` so a crash never leaves half a file; reading turns every kind of damage (unreadable,
truncated, edited, written by a newer app) into a ``SaveError`` with a reason the UI explains. A file
that fails to load is never written to.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from wonders_desktop import __version__
from wonders_desktop.engine.core.errors import EngineError, ScenarioError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import RECORD_VERSION, GameRecord
from wonders_desktop.ui.paths import autosave_dir

SAVE_VERSION = 1
SAVE_SUFFIX = ".json"
KEEP_FINISHED_AUTOSAVES = 10

Reason = Literal["unreadable", "corrupt", "invalid", "tampered", "newer", "unknown_game"]


class SaveError(Exception):
    """A save that cannot be loaded; ``reason`` picks the explanation, ``detail`` is technical."""

    def __init__(self, reason: Reason, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason: Reason = reason
        self.detail = detail


class SeatSetup(BaseModel):
    """Who plays a seat: a human (hot-seat) or a bot of a level."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    human: bool
    level: str = "medium"
    name: str = ""


class SaveFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["wonders-desktop-save"] = "wonders-desktop-save"
    version: int = SAVE_VERSION
    app_version: str = __version__
    game_id: str
    created: datetime
    updated: datetime
    finished: bool = False
    seats: list[SeatSetup]
    record: GameRecord
    digest: str = ""

    def computed_digest(self) -> str:
        body = self.model_dump(mode="json", exclude={"digest"})
        text = json.dumps(body, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def now() -> datetime:
    return datetime.now(UTC)


def new_game_id() -> str:
    return uuid.uuid4().hex[:12]


def make_save(state: GameState, seats: list[SeatSetup], game_id: str, created: datetime) -> SaveFile:
    draft = SaveFile(
        game_id=game_id,
        created=created,
        updated=now(),
        finished=state.is_terminal(),
        seats=seats,
        record=GameRecord.of(state),
    )
    return draft.model_copy(update={"digest": draft.computed_digest()})


# --- writing -------------------------------------------------------------------------------------
def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then rename it over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as temp:
            temp.write(text)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


def write_save(path: Path, save: SaveFile) -> None:
    write_atomic(path, save.model_dump_json(indent=1))


# --- reading -------------------------------------------------------------------------------------
def read_save(path: Path) -> SaveFile:
    """The validated save in ``path``; raises ``SaveError`` for any damage (the file is left alone)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError("unreadable", str(error)) from error
    try:
        raw: Any = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError("corrupt", f"line {error.lineno}: {error.msg}") from error
    _check_version(raw)
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise SaveError("invalid", f"{where}: {first['msg']}") from error
    if save.digest != save.computed_digest():
        raise SaveError("tampered", "the file's digest does not match its content")
    return save


def _check_version(raw: Any) -> None:
    if not isinstance(raw, dict):
        raise SaveError("invalid", "not a save file")
    version, record = raw.get("version"), raw.get("record")
    record_version = record.get("version") if isinstance(record, dict) else None
    if isinstance(version, int) and version > SAVE_VERSION:
        raise SaveError("newer", f"save format {version} > {SAVE_VERSION}")
    if isinstance(record_version, int) and record_version > RECORD_VERSION:
        raise SaveError("newer", f"record format {record_version} > {RECORD_VERSION}")


def restore(save: SaveFile) -> GameState:
    """Replay the saved record; a replay that does not reach the saved position is tampering."""
    try:
        state = save.record.replay()
    except ScenarioError as error:
        if error.field == "game":
            raise SaveError("unknown_game", error.message) from error
        if error.field == "version":
            raise SaveError("newer", error.message) from error
        raise SaveError("tampered", str(error)) from error
    except (EngineError, ImportError, ValueError, TypeError, KeyError) as error:
        raise SaveError("invalid", repr(error)) from error
    if len(save.seats) != state.num_players:
        raise SaveError("invalid", f"{len(save.seats)} seats for {state.num_players} players")
    return state


def load_game(path: Path) -> tuple[SaveFile, GameState]:
    save = read_save(path)
    return save, restore(save)


# --- autosaves -----------------------------------------------------------------------------------
def autosave_path(game_id: str) -> Path:
    return autosave_dir() / f"{game_id}{SAVE_SUFFIX}"


def _peek_finished(path: Path) -> bool | None:
    """True/False for a readable save, None for a damaged one (damaged files are never removed)."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return bool(raw.get("finished")) if isinstance(raw, dict) else None


def autosaves_newest_first() -> list[Path]:
    from wonders_desktop.ui import autosave

    autosave.wait()  # autosaves still queued by the background writer land first
    return _autosave_files()


def _autosave_files() -> list[Path]:
    files = [p for p in autosave_dir().glob(f"*{SAVE_SUFFIX}") if not p.name.startswith(".")]
    return sorted(files, key=lambda p: p.stat().st_mtime_ns, reverse=True)


def last_game_path() -> Path | None:
    """The newest autosave of an unfinished game (or a damaged one: the player is told about it)."""
    for path in autosaves_newest_first():
        if _peek_finished(path) is not True:
            return path
    return None


def prune_autosaves(keep: int = KEEP_FINISHED_AUTOSAVES) -> None:
    """Remove the oldest autosaves of *finished* games beyond ``keep``; others are never touched."""
    finished = [p for p in _autosave_files() if _peek_finished(p) is True]  # runs on the writer thread
    for path in finished[keep:]:
        with contextlib.suppress(OSError):
            path.unlink()
