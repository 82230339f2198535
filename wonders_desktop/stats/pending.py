"""Finished games waiting for the statistics file: another process held it when the game ended.

A locked file is not damaged, and the game that ended meanwhile is the player's result: it is kept as
one small JSON file in a folder beside the store (``statistics.sqlite3.pending/``) and recorded the next
time the file is free: when the next game ends or the Statistics page reads the file (``flush``). On
disk rather than in memory, because the other process may hold the file until this one has quit.
Recording is idempotent (a game counts once by id and by content), so a flush interrupted between the
write and the removal of its file only records nothing the next time. Qt-free.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from wonders_desktop.stats.store import GameFact, StatsError, StatsStore

MAX_BYTES = 256 * 1024  # a waiting game is a few hundred bytes: anything bigger is not one of ours
# The store's own record is the file's format (one definition of a game for both): its fields in order,
# checked strictly and with no unknown key (``store.STRICT_JSON``) when read back.
_FACT = TypeAdapter(GameFact)


def folder_of(store: StatsStore) -> Path:
    return store.path.with_name(store.path.name + ".pending")


def keep(store: StatsStore, fact: GameFact) -> Path:
    """Write ``fact`` to the waiting folder (atomically: a whole file or none)."""
    folder = folder_of(store)
    body = _FACT.dump_json(fact)
    target = folder / f"{hashlib.sha256(fact.game_id.encode()).hexdigest()[:20]}.json"
    try:
        folder.mkdir(exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(handle, "wb") as file:
            file.write(body)
        os.replace(temporary, target)
    except OSError as error:
        raise StatsError("unavailable", error.strerror or str(error)) from error
    return target


def waiting(store: StatsStore) -> list[Path]:
    folder = folder_of(store)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def flush(store: StatsStore) -> int:
    """Record every waiting game, removing each file once recorded; returns how many were new. A file
    that is not a waiting game is renamed ``.damaged`` (kept, never read again). A store that still
    cannot be written raises its ``StatsError`` and the rest keep waiting."""
    added = 0
    for path in waiting(store):
        fact = _read(path)
        if fact is None:
            path.replace(path.with_suffix(".damaged"))
            continue
        added += int(store.record_finished(fact))
        path.unlink(missing_ok=True)
    return added


def clear(store: StatsStore) -> None:
    """Forget the waiting games (Reset forgets every game, these too)."""
    for path in waiting(store):
        path.unlink(missing_ok=True)


def _read(path: Path) -> GameFact | None:
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        return _FACT.validate_json(path.read_bytes())
    except (OSError, ValidationError):
        return None
