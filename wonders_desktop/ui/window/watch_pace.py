"""The pace of the bots and the animations: the player's settings, or the spectator's speed
(``WATCH_SPEEDS``) while a game where every seat is a bot is watched.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from wonders_desktop.ui.platform.settings import ANIMATION_MS, BOT_DELAY_MS
from wonders_desktop.ui.window.spectator import WATCH_SPEEDS

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow


class WatchPace:
    """For one window, whose ``watch_speed`` is the spectator's chosen speed."""

    def __init__(self, window: MainWindow) -> None:
        self._window = weakref.ref(window)  # no reference cycle: the window is freed as before
        self.paced = False  # the bots' delay is the spectator's, not the player's setting
        self.requested = False  # the game being started is watched (start_watching)

    @property
    def window(self) -> MainWindow:
        window = self._window()
        assert window is not None  # it owns this helper, so it outlives it
        return window

    def watching(self) -> bool:
        """A game where every seat is a bot: the player is a spectator."""
        controller = self.window.controller
        return controller.state is not None and not controller.humans()

    def bot_delay_ms(self) -> int:
        if self.paced:
            return WATCH_SPEEDS[self.window.watch_speed].bot_delay_ms
        return BOT_DELAY_MS[self.window.prefs.bot_speed]

    def animation_ms(self) -> int:
        if self.paced:
            return WATCH_SPEEDS[self.window.watch_speed].animation_ms
        return ANIMATION_MS[self.window.prefs.animation_speed]

    def pace_bots(self) -> None:
        """A watched game takes the spectator's pace (and a game of bots loaded while watching keeps it);
        the next game with a player takes the player's."""
        watching = self.watching()
        if watching and (self.requested or self.paced):
            self.paced = True
            self.window.controller.bot_delay_ms = self.bot_delay_ms()
        elif not watching and self.paced:
            self.paced = False
            self.window.controller.bot_delay_ms = self.bot_delay_ms()
