"""Hot-seat: when another human at this screen is to act, the table hides behind the privacy page until
that player says they are ready, then shows their view.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from wonders_desktop.ui.window.window_layout import GAME_PAGE, PRIVACY_PAGE, SAVED_PAGE, START_PAGE

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow


class Handover:
    """For one window: the seat the table passes to once the privacy page is dismissed."""

    def __init__(self, window: MainWindow) -> None:
        self._window = weakref.ref(window)  # no reference cycle: the window is freed as before
        self.pending_viewer: int | None = None

    @property
    def window(self) -> MainWindow:
        window = self._window()
        assert window is not None  # it owns this helper, so it outlives it
        return window

    def update(self) -> None:
        """After a turn change: cover the table when the next human to act is not the viewer."""
        c, stack = self.window.controller, self.window.stack
        if c.state is None or stack.currentIndex() in (START_PAGE, SAVED_PAGE):
            return
        acting = c.acting_humans()
        if c.state.is_terminal() or len(c.humans()) < 2 or not acting:
            if stack.currentIndex() == PRIVACY_PAGE and c.state.is_terminal():
                stack.setCurrentIndex(GAME_PAGE)
            return
        following = c.viewer if c.viewer in acting else acting[0]
        if following != c.viewer:
            self.pending_viewer = following
            self.window.privacy.set_player(c.seat_name(following))
            stack.setCurrentIndex(PRIVACY_PAGE)

    def ready(self) -> None:
        """The player at the screen is the one announced: show the table from their seat."""
        if self.pending_viewer is not None:
            self.window.controller.set_viewer(self.pending_viewer)
        self.window.stack.setCurrentIndex(GAME_PAGE)
