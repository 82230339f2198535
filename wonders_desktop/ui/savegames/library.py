"""The player's saved games: every autosave and every saved copy, and what can be done with them.

The saved-games page lists what ``scan`` finds; this module never imports widgets, so the rules of
the page (a damaged file is listed, never hidden or changed; an import never overwrites; a file is
only ever written where the app chose) are tested without a window. Every file goes through the one
loader, ``saves.load_game``; a file is replayed again only when it changed on disk.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.platform.paths import autosave_dir, saves_dir
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.save_schema import MAX_TITLE, SaveFile, clean_display_text, new_game_id
from wonders_desktop.ui.savegames.saves import SaveError

Folder = Literal["autosave", "saves"]


@dataclass(frozen=True, slots=True)
class Entry:
    """One file of the library: a save that loads (``save`` and ``state``) or a damaged one (``error``)."""

    path: Path
    folder: Folder
    modified_ns: int
    save: SaveFile | None = None
    state: GameState | None = None
    error: SaveError | None = None

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal()

    @property
    def key(self) -> str:
        return str(self.path)


_cache: dict[Path, tuple[tuple[int, int], Entry]] = {}


def folders() -> dict[Folder, Path]:
    return {"autosave": autosave_dir(), "saves": saves_dir()}


def remove_stale_temporaries() -> list[Path]:
    """The temporary files a killed write left behind, in both folders (called once at start-up)."""
    return [path for folder in folders().values() for path in saves.remove_stale_temporaries(folder)]


def scan() -> list[Entry]:
    """Every save of both folders, newest first; damaged files are listed with their error."""
    from wonders_desktop.ui.savegames import autosave

    autosave.wait()
    found: list[Entry] = []
    for folder, path in folders().items():
        found.extend(_entry(file, folder) for file in saves.save_files(path))
    found.sort(key=lambda entry: entry.modified_ns, reverse=True)
    listed = {entry.path for entry in found}
    for gone in [path for path in _cache if path not in listed]:
        del _cache[gone]
    return found


def _entry(path: Path, folder: Folder) -> Entry:
    try:
        info = path.stat()
    except OSError as error:
        return Entry(path, folder, 0, error=SaveError("unreadable", error.strerror or str(error)))
    stamp = (info.st_mtime_ns, info.st_size)
    cached = _cache.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    try:
        save, state = saves.load_game(path)
        entry = Entry(path, folder, info.st_mtime_ns, save, state)
    except SaveError as error:
        entry = Entry(path, folder, info.st_mtime_ns, error=error)
    _cache[path] = (stamp, entry)
    return entry


def rename(entry: Entry, title: str) -> SaveFile:
    """Give a saved game a title; the file is rewritten in place (it is one the app listed)."""
    if entry.save is None:
        raise SaveError("invalid", "a damaged file cannot be renamed")
    renamed = entry.save.signed(title=clean_display_text(title, MAX_TITLE))
    saves.write_save(entry.path, renamed)
    return renamed


def delete(entry: Entry) -> None:
    """Remove the file of an entry (the page asks first)."""
    _cache.pop(entry.path, None)
    with contextlib.suppress(FileNotFoundError):
        entry.path.unlink()


def export(entry: Entry, target: Path) -> None:
    """Write a copy of a good save where the player chose (re-serialised, never copied byte for byte)."""
    if entry.save is None:
        raise SaveError("invalid", "a damaged file cannot be exported")
    saves.write_save(target, entry.save)


def import_file(source: Path) -> Path:
    """Copy a save into the saved-games folder once it loads; a bad file is refused, nothing written.

    The copy is named by the app (game kind and a fresh id), never after anything in the file, and
    never replaces a file already there.
    """
    save, _ = saves.load_game(source)
    folder = saves_dir()
    target = folder / f"{save.record.game}-{save.game_id}{saves.SAVE_SUFFIX}"
    while target.exists():
        target = folder / f"{save.record.game}-{new_game_id()}{saves.SAVE_SUFFIX}"
    saves.write_save(target, save)
    return target


def receive(source: Path) -> Path:
    """The file to open for a save a player double-clicked or named (``wonders FILE``): untrusted.

    A save already in the app's folders is opened where it is. Any other goes through ``import_file``
    (every check of the loader; a refused file raises ``SaveError`` and nothing is written), except that
    opening the same file again reuses its earlier copy instead of piling up duplicates.
    """
    inside = _in_folders(source)
    if inside is not None:
        saves.load_game(inside)  # the same checks as any other file, before the window switches games
        return inside
    save, _ = saves.load_game(source)
    earlier = saves_dir() / f"{save.record.game}-{save.game_id}{saves.SAVE_SUFFIX}"
    with contextlib.suppress(SaveError):
        if earlier.exists() and saves.read_save(earlier) == save:
            return earlier
    return import_file(source)


def _in_folders(source: Path) -> Path | None:
    try:
        resolved = source.resolve()
        mine = [folder.resolve() for folder in folders().values()]
    except OSError:
        return None
    return resolved if resolved.parent in mine else None


def is_current(entry: Entry, game_id: str) -> bool:
    """Whether an entry is the autosave of the game in play (it is rewritten after every move)."""
    return entry.folder == "autosave" and entry.save is not None and entry.save.game_id == game_id
