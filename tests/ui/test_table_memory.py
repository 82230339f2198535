"""A table replaced by the next game is freed, Python side included: a long session stays flat (issue 20).

An in-process run of the soak's games (benchmarks/soak.py) found old tables whose C++ widgets were deleted
while their Python side (cached positions, texts, pixmaps, their flights and keyboard helpers) stayed
alive for ever. The root was ``QTimer.singleShot(0, table, table._run_scheduled_refresh)``: PySide6 6.11
never releases the callable of a single-shot whose context object is deleted before the shot fires, and
the window deletes the old table just as a signal of the new game (a bot starting to think) asks it to
refresh. ``GameView`` now owns a timer that dies with it. Without that fix the deterministic test below
fails every time, and one or two of the three bot-game tests fail in a run (bot threads decide the timing).
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.base import GameView
from wonders_desktop.ui.window.main_window import MainWindow

SETUPS = {"classic": {"players": 3, "edition": 1}, "duel": {}, "architects": {"players": 3}}


def setup(kind: str, seed: int, human: bool = False) -> GameSetup:
    seats = [SeatSetup(human=human, level="random") for _ in range(SETUPS[kind].get("players", 2))]
    return GameSetup(kind, dict(SETUPS[kind]), seats, seed)


def dead_tables() -> Counter[str]:
    """Tables whose widgets Qt has deleted but whose Python side is still alive: memory never freed."""
    gc.collect()
    return Counter(type(thing).__name__ for thing in gc.get_objects()
                   if isinstance(thing, GameView) and not shiboken6.isValid(thing))  # fmt: skip


def settle() -> None:
    """Run the pending events, the deferred deletions included, as the event loop would."""
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("kind", sorted(SETUPS))
def test_tables_of_finished_games_are_freed(make_window: Callable[..., MainWindow], kind: str) -> None:
    window = make_window()
    before = dead_tables()  # another test's closed window may free its table now: count ours only
    for seed in range(1, 6):
        assert window.start_game(setup(kind, seed))  # bots only: they start thinking at once
        settle()
    table = type(window.view).__name__
    assert dead_tables()[table] - before[table] == 0, f"old {table}s kept alive"


def test_a_table_deleted_with_a_refresh_pending_is_freed(make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    before = dead_tables()
    assert window.start_game(setup("duel", 1, human=True))
    settle()
    old = window.view
    assert old is not None
    assert window.start_game(setup("duel", 2, human=True))
    old.schedule_refresh()  # after its deletion was asked for, as a signal of the new game does
    del old
    settle()
    assert dead_tables()["DuelTable"] - before["DuelTable"] == 0
