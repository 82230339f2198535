"""When and what the app writes to the statistics: a game that ends in play, and the old autosaves once.

A game is recorded when a move ends it in this window, never when a finished game is merely opened (a
friend's imported save is not the player's result). The finished autosaves already on disk are
imported the first time the statistics are read, once (a flag in the store). Nothing here may stop a
game: a store that cannot be written leaves a message for the page, and play goes on; a store another
process holds keeps the game waiting (``stats.pending``) until the file is free. Qt-free.
"""

from __future__ import annotations

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.stats import pending
from wonders_desktop.stats.store import FILE_NAME, IMPORTED_AUTOSAVES, LOCK_TIMEOUT_S, StatsError, StatsStore
from wonders_desktop.ui.platform.paths import data_dir
from wonders_desktop.ui.savegames import library
from wonders_desktop.ui.savegames.save_schema import SaveFile
from wonders_desktop.ui.statistics.facts import game_fact


def default_store(timeout: float = LOCK_TIMEOUT_S) -> StatsStore:
    """The store in the player's data folder (``WONDERS_DATA_DIR`` in tests and the self-test); the
    page's worker waits longer (``timeout``) for another process than the window's own writes do."""
    try:
        return StatsStore(data_dir() / FILE_NAME, timeout)
    except OSError as error:
        raise StatsError("unavailable", error.strerror or str(error)) from error


def record(store: StatsStore, save: SaveFile, state: GameState) -> bool:
    """Record a finished game with a person at the table (the games waiting first); False when there is
    nothing new to count. A locked store keeps the game waiting and raises its ``StatsError``."""
    fact = game_fact(save, state)
    if fact is None:
        return False
    try:
        pending.flush(store)
        return store.record_finished(fact)
    except StatsError as error:
        if error.kind == "locked":
            pending.keep(store, fact)
        raise


def read_everything(store: StatsStore) -> None:
    """What the page does before it counts: the waiting games, then the old autosaves (once). Only into
    a file that passes its checks: a broken one is set aside by Reset exactly as it was found."""
    if pending.waiting(store) or not store.get_flag(IMPORTED_AUTOSAVES):
        store.check()
    pending.flush(store)
    import_autosaves(store)


def import_autosaves(store: StatsStore) -> int:
    """The finished autosaves, recorded once (an interrupted import is simply done again: the games
    already counted are skipped); returns how many games were added."""
    if store.get_flag(IMPORTED_AUTOSAVES):
        return 0
    added = 0
    for entry in library.scan():
        if entry.folder != "autosave" or entry.save is None or entry.state is None:
            continue
        if entry.finished:
            added += int(record(store, entry.save, entry.state))
    store.set_flag(IMPORTED_AUTOSAVES)
    return added
