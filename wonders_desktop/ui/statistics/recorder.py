"""When and what the app writes to the statistics: a game that ends in play, and the old autosaves once.

A game is recorded when a move ends it in this window, never when a finished game is merely opened (a
friend's imported save is not the player's result). The finished autosaves already on disk are
imported the first time the statistics are read, once (a flag in the store). Nothing here may stop a
game: a store that cannot be written leaves a message for the page, and play goes on. Qt-free.
"""

from __future__ import annotations

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.stats.store import IMPORTED_AUTOSAVES, StatsError, StatsStore, store_at
from wonders_desktop.ui.savegames import library
from wonders_desktop.ui.savegames.save_schema import SaveFile
from wonders_desktop.ui.shell.paths import data_dir
from wonders_desktop.ui.statistics.facts import game_fact


def default_store() -> StatsStore:
    """The store in the player's data folder (``WONDERS_DATA_DIR`` in tests and the self-test)."""
    try:
        return store_at(data_dir())
    except OSError as error:
        raise StatsError("unavailable", error.strerror or str(error)) from error


def record(store: StatsStore, save: SaveFile, state: GameState) -> bool:
    """Record a finished game with a person at the table; False when there is nothing new to count."""
    fact = game_fact(save, state)
    return fact is not None and store.record_finished(fact)


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
