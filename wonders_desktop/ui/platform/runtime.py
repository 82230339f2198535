"""Interpreter settings that keep the GUI thread responsive while bots compute on worker threads.

Bots are pure Python, so every thread shares one interpreter lock (GIL):
- a shorter switch interval (1 ms instead of 5) hands the lock back to the GUI thread sooner;
- one bot decision at a time (the controller's ``BotRunner`` queues them; a Duel hint search, on a
  daemon thread of its own, runs only while the player thinks, and a new request cancels the last;
  one worker on Qt's global pool): a second worker adds no speed (the lock serialises Python anyway)
  but doubles the competition with the GUI thread, and each bot keeps its whole time budget;
- after the first game has loaded the rules data, ``gc.freeze()`` moves every long-lived object out of
  the collector's reach, so a full collection (which may run on a bot thread, holding the lock) stays short.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QThreadPool

SWITCH_INTERVAL_S = 0.001
BOT_WORKERS = 1

_frozen = False


def tune_interpreter() -> None:
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    QThreadPool.globalInstance().setMaxThreadCount(BOT_WORKERS)


def freeze_long_lived_objects() -> None:
    """Once per process, after the first game started (its rules data are then loaded)."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.collect()
        gc.freeze()
