"""Save files: versioned pydantic JSON around the game record, written atomically, read defensively.

A save is the ``GameRecord`` (options + seed + moves + position checksum) plus what the app needs to
resume (seat setup, ids, title, timestamps) and a digest of all of it. Writing goes through a temporary
file, ``fsync``, ``os.replace`` and a sync of the folder, so a crash never leaves half a file or loses
the rename. Reading treats the file as hostile: the size is capped before anything is read, the text
is parsed with every parser error caught, the schema (``save_schema``) bounds every field, and any
other failure while restoring becomes the same ``SaveError``. A file that fails to load is never
written to, and it never decides a path: autosaves are named by ids of one fixed pattern.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from wonders_desktop.engine.core.errors import IllegalMoveError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import RECORD_VERSION
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.platform.paths import autosave_dir
from wonders_desktop.ui.savegames.save_schema import (
    SAVE_VERSION,
    TITLED_VERSION,
    SavedRecord,
    SaveFile,
    SeatSetup,
    is_game_id,
    new_game_id,
    now,
)

__all__ = ["SAVE_VERSION", "SaveError", "SaveFile", "SeatSetup", "load_game", "new_game_id", "now"]

SAVE_SUFFIX = ".json"  # the app's own folders (autosaves, imported copies): unchanged since version 1
EXPORT_SUFFIX = ".wonders"  # the file type a player exports and sends: the same JSON, our own extension
SAVE_SUFFIXES = (SAVE_SUFFIX, EXPORT_SUFFIX)  # both open everywhere; old ``.json`` saves keep working
MAX_SAVE_BYTES = 1_000_000  # real saves are under 10 kB; a bigger file is not one of ours
MAX_DETAIL = 200
STALE_TEMP_SECONDS = 2.0  # a write takes milliseconds: an older temporary file is a crash's litter
TEMP_NAME = re.compile(r"^\..+\.(json|wonders)\..+\.tmp$")
LONG_NUMBER = re.compile(r"value has (\d+) digits")  # CPython's int-to-text limit (ValueError)

Reason = Literal["unreadable", "too_large", "corrupt", "invalid", "tampered", "newer", "unknown_game"]


class SaveError(Exception):
    """A save that cannot be loaded; ``reason`` picks the explanation, ``detail`` is technical."""

    def __init__(self, reason: Reason, detail: str) -> None:
        detail = one_line(detail)
        super().__init__(f"{reason}: {detail}")
        self.reason: Reason = reason
        self.detail = detail


def one_line(text: str, limit: int = MAX_DETAIL) -> str:
    """``text`` on one line and short: details end up in a dialog and on one line of stderr."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def make_save(
    state: GameState, seats: list[SeatSetup], game_id: str, created: datetime, title: str = ""
) -> SaveFile:
    draft = SaveFile(
        game_id=game_id,
        title=title,
        created=created,
        updated=now(),
        finished=state.is_terminal(),
        seats=seats,
        record=SavedRecord.of(state),
    )
    return draft.signed()


# --- writing -------------------------------------------------------------------------------------
def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` beside ``path``, flush it to disk, rename it over ``path``, then sync the folder
    so the rename itself survives a power cut."""
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
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """fsync a directory (POSIX); Windows cannot open one and commits renames itself."""
    if os.name == "nt":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def write_save(path: Path, save: SaveFile) -> None:
    write_atomic(path, save.model_dump_json(indent=1))


def remove_stale_temporaries(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the ``.<name>.json.*.tmp`` (or ``.wonders``) files a killed write left in ``folder``;
    returns them."""
    removed: list[Path] = []
    limit = time.time() - older_than
    with contextlib.suppress(OSError):
        for path in folder.iterdir():
            with contextlib.suppress(OSError):
                info = path.lstat()
                if TEMP_NAME.match(path.name) and stat.S_ISREG(info.st_mode) and info.st_mtime < limit:
                    path.unlink()
                    removed.append(path)
    return removed


# --- reading -------------------------------------------------------------------------------------
def read_text_capped(path: Path, limit: int = MAX_SAVE_BYTES) -> str:
    """The UTF-8 text of a regular file no bigger than ``limit`` (never reads more than that)."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("unreadable", "not a regular file")
        if info.st_size > limit:
            raise SaveError("too_large", f"{info.st_size} bytes, more than {limit}")
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise SaveError("unreadable", error.strerror or str(error)) from error
    if len(data) > limit:
        raise SaveError("too_large", f"more than {limit} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError("corrupt", f"not UTF-8 text (byte {error.start})") from error


def parse_json(text: str) -> Any:
    """JSON with every way the parser can fail turned into ``SaveError`` (NaN and Infinity refused)."""
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise SaveError("corrupt", f"line {error.lineno}: {error.msg}") from error
    except RecursionError as error:
        raise SaveError("corrupt", "nested too deeply") from error
    except ValueError as error:  # e.g. an integer of thousands of digits
        raise SaveError("corrupt", _value_detail(error)) from error


def _value_detail(error: ValueError) -> str:
    """The parser's complaint in the file's terms: Python's advice to raise its digit limit is no
    help to a player reading why a save was refused."""
    digits = LONG_NUMBER.search(str(error))
    return f"a number of {digits.group(1)} digits" if digits else str(error)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def read_save(path: Path) -> SaveFile:
    """The validated save in ``path``; raises ``SaveError`` for any damage (the file is left alone)."""
    try:
        return _read_save(path)
    except SaveError:
        raise
    except Exception as error:  # whatever else a hostile file provokes, it is "invalid"
        raise SaveError("invalid", f"{type(error).__name__}: {error}") from error


def _read_save(path: Path) -> SaveFile:
    text = read_text_capped(path)
    _check_version(parse_json(text))
    try:
        save = SaveFile.model_validate_json(text)
    except ValidationError as error:
        first = error.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "file"
        raise SaveError("invalid", f"{where}: {first['msg']}") from error
    if save.digest != save.computed_digest():
        raise SaveError("tampered", "the file's digest does not match its content")
    if save.version < TITLED_VERSION and save.title:
        raise SaveError("invalid", "title: not a field of version 1 saves")
    return save


def _check_version(raw: Any) -> None:
    if not isinstance(raw, dict):
        raise SaveError("invalid", "not a save file")
    version, record = raw.get("version"), raw.get("record")
    record_version = record.get("version") if isinstance(record, dict) else None
    if type(version) is int and version > SAVE_VERSION:
        raise SaveError("newer", f"save format {version} > {SAVE_VERSION}")
    if type(record_version) is int and record_version > RECORD_VERSION:
        raise SaveError("newer", f"record format {record_version} > {RECORD_VERSION}")


def restore(save: SaveFile, events: list[tuple[int, Event]] | None = None) -> GameState:
    """Replay the saved record; a replay that does not reach the saved position is tampering.

    ``events`` collects the events of the replay (see ``GameRecord.replay``) for the log of a load.
    """
    try:
        state = save.record.replay(events=events)
    except ScenarioError as error:
        if error.field == "game":
            raise SaveError("unknown_game", error.message) from error
        if error.field == "version":
            raise SaveError("newer", error.message) from error
        if error.field.startswith(("moves", "checksum")):
            raise SaveError("tampered", str(error)) from error
        raise SaveError("invalid", str(error)) from error
    except Exception as error:  # options the engine refuses in any way
        raise SaveError("invalid", f"{type(error).__name__}: {error}") from error
    if save.record.options != json.loads(json.dumps(dict(state.options))):
        raise SaveError("invalid", "record.options: not in the form the app writes them")
    if len(save.seats) != state.num_players:
        raise SaveError("invalid", f"{len(save.seats)} seats for {state.num_players} players")
    if save.finished != state.is_terminal():
        raise SaveError("tampered", "the file says the game is finished but its moves do not end it")
    check_better_moves(save)
    return state


def check_better_moves(save: SaveFile) -> None:
    """Each "better move" of a stored analysis is a legal move of its seat where it is named (the replay
    and the hint marker show it on the table): else the file is refused like any bad analysis."""
    wanted = {rated.index: (entry.seat, rated.best) for entry in save.analysis or [] for rated in entry.moves}
    if not wanted:
        return
    record = save.record
    state = game_spec(record.game).new_game(record.options, record.seed)
    for index, (seat, text) in enumerate(record.moves):
        if index in wanted:
            analysed, best = wanted[index]
            try:
                legal = state.parse_move(best) in state.legal_moves(analysed)
            except IllegalMoveError:
                legal = False
            if not legal:
                detail = f"analysis: the better move of decision {index} is not legal there"
                raise SaveError("invalid", detail)
        state.apply(seat, state.parse_move(text))


def load_game(path: Path, events: list[tuple[int, Event]] | None = None) -> tuple[SaveFile, GameState]:
    """The one loader of the app, Continue, the saved-games page and ``inspect``."""
    save = read_save(path)
    try:
        return save, restore(save, events)
    except SaveError:
        raise
    except Exception as error:  # RecursionError, MemoryError... never a traceback
        raise SaveError("invalid", f"{type(error).__name__}: {error}") from error


def error_line(path: Path, error: SaveError) -> str:
    """The one line ``inspect`` prints: the file, then what is wrong with it."""
    return f"{one_line(str(path), 300)}: cannot load this save ({error.reason}): {error.detail}"


# --- autosaves -----------------------------------------------------------------------------------
def autosave_path(game_id: str) -> Path:
    """The autosave of a game: only ids of the app's own pattern name a file (never a path)."""
    if not is_game_id(game_id):
        raise ValueError(f"not a game id: {game_id[:40]!r}")
    return autosave_dir() / f"{game_id}{SAVE_SUFFIX}"


def save_files(folder: Path) -> list[Path]:
    """The ``*.json`` and ``*.wonders`` files of a folder (not hidden, not temporary), newest first."""
    found: list[tuple[int, Path]] = []
    with contextlib.suppress(OSError):
        for path in folder.iterdir():
            with contextlib.suppress(OSError):
                info = path.lstat()
                if is_save_name(path) and not path.name.startswith(".") and stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime_ns, path))
    return [path for _, path in sorted(found, key=lambda pair: pair[0], reverse=True)]


def is_save_name(path: Path) -> bool:
    """Whether a file's name is one of a save (``.wonders`` or ``.json``, in any case)."""
    return path.suffix.lower() in SAVE_SUFFIXES


def with_save_suffix(path: Path) -> Path:
    """``path`` as a save's name: ``.wonders`` added when the player typed a name without a save's
    extension (a file dialog adds it on some systems only), so the copy opens with a double-click."""
    return path if is_save_name(path) else path.with_name(path.name + EXPORT_SUFFIX)


def id_for_resuming(path: Path, save: SaveFile) -> str:
    """The id a resumed game autosaves under: its own, unless that would overwrite a different game.

    A copy saved at move 10 and opened after the autosave reached move 50 must not replace move 50:
    such a copy continues as a new game.
    """
    own = autosave_path(save.game_id)
    with contextlib.suppress(OSError):
        if path.resolve() == own.resolve() or not own.exists():
            return save.game_id
    try:
        current = read_save(own)
    except SaveError:
        return new_game_id()
    return save.game_id if current.record == save.record else new_game_id()
