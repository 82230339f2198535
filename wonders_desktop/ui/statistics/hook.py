"""The moment a game ends in play, it is written to the statistics (``recorder.record``).

Only an end reached by a move in this window counts: the controller also says "game over" when a
finished game is opened, and such a game (perhaps a friend's save) is not a new result. A store that
cannot be written keeps its reason for the page; one that another process holds keeps the game waiting
(``waiting``: recorded once the file is free); the game goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from wonders_desktop.stats.store import StatsError
from wonders_desktop.ui.statistics import recorder

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController


class RecordingHook(QObject):
    """Listens to one controller; ``problem`` is the last failure to record ("" when none); ``waiting``:
    a finished game waits for a file another process holds (the page clears it once it reads the file)."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.problem = ""
        self.waiting = False
        self.recorded = 0
        self._moved = False
        controller.gameStarted.connect(self._on_started)
        controller.stateChanged.connect(self._on_moved)
        controller.gameOver.connect(self._on_game_over)

    def _on_started(self) -> None:
        self._moved = False

    def _on_moved(self) -> None:
        self._moved = True

    def _on_game_over(self) -> None:
        c = self.controller
        if not self._moved or c.state is None or c.spectated or not c.humans():
            return
        try:
            self.recorded += int(recorder.record(recorder.default_store(), c.current_save(), c.state))
            self.problem = ""
        except StatsError as error:
            self.waiting = error.kind == "locked"
            self.problem = "" if self.waiting else error.detail
        except Exception as error:  # a statistic is never worth a game: say it, play on
            self.problem = f"{type(error).__name__}: {error}"
