"""One copy of the app at a time plays a game: a lock file per game, beside its autosave.

Two copies resuming the same game would both play on and overwrite one autosave (the file would end
with one copy's game, the statistics with the other's). A lock per game, not a single running
instance: a second copy of the app stays useful (another game, the statistics, a replay), only that
one game is refused, and nothing has to be handed from process to process. ``QLockFile`` is made for
this "document open in an editor" use: with a stale time of 0 a lock is never taken over because it is
old (a game may stay open for hours), only when the process that held it is gone (a crash, kill -9),
which it checks by the process id in the file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from wonders_desktop.ui.platform.paths import autosave_dir
from wonders_desktop.ui.savegames.save_schema import is_game_id

LOCK_SUFFIX = ".lock"
TRY_MS = 100  # a copy that is just letting the game go (closing, switching) has this long to finish


def lock_path(game_id: str) -> Path:
    if not is_game_id(game_id):
        raise ValueError(f"not a game id: {game_id[:40]!r}")
    return autosave_dir() / f"{game_id}{LOCK_SUFFIX}"


class GameLock:
    """The lock of the one game this controller plays (none for a game that is never saved)."""

    def __init__(self) -> None:
        self.game_id = ""
        self._lock: QLockFile | None = None

    def take(self, game_id: str) -> bool:
        """Hold ``game_id``'s lock (letting the previous game's go); False when another running copy
        of the app holds it. A folder that cannot hold a lock file does not stop the game: its
        autosaves fail as well, and the save-failure bar says so."""
        if game_id == self.game_id:
            return True
        lock = QLockFile(str(lock_path(game_id)))
        lock.setStaleLockTime(0)
        held: QLockFile | None = lock
        if not lock.tryLock(TRY_MS):
            if lock.error() == QLockFile.LockError.LockFailedError:
                return False
            held = None
        self.release()
        self.game_id, self._lock = game_id, held
        return True

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
        self.game_id, self._lock = "", None
