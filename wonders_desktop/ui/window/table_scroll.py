"""The game page's table in a scroll area: above 100 % text and card size a table is laid out in more
room than a small window has (``zoom.table_least_size``) and the rest is a scroll away, never clipped.

With the room the window gives it (100 %, or a window large enough) the table fills the viewport exactly
as it filled the page before, and no scroll bar shows. The scroll follows the keyboard: whatever the
arrow keys or Tab focus in the table is scrolled into view (``ensureWidgetVisible``), so a piece out of
sight is reached without the mouse; PageUp/PageDown and the scroll bars scroll as usual.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from wonders_desktop.ui.platform import zoom
from wonders_desktop.ui.views.base import GameView

FOCUS_MARGIN = 24  # pixels kept around the focused piece when the scroll brings it into view


class TableScroll(QScrollArea):
    """Holds the table of the game in play (``set_view``); ``apply_zoom`` sets its least room again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableHolder")
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setWidgetResizable(True)  # the table fills the viewport when it has the room
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own: the table's pieces have them
        self._own_least = QSize(0, 0)  # the table's own least size, before the zoom's
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

    def release_view(self) -> None:
        """Hand the table back (its owner deletes it): no reference to it is left here or in Qt's
        parentage, so a finished game's table is freed (``tests/ui/test_table_memory.py``)."""
        view = self.takeWidget()
        if view is not None:
            view.setParent(None)

    def set_view(self, view: QWidget) -> None:
        """Show ``view`` (the previous table, if any, is handed back to its owner, not deleted)."""
        self.release_view()
        self._own_least = view.minimumSize()
        self.setWidget(view)
        self.apply_zoom()

    def apply_zoom(self) -> None:
        """The table's least room at the current zoom: its own least size at 100 % (as before)."""
        view = self.widget()
        if view is None:
            return
        asked = view.least_room(zoom.table_least_size()) if isinstance(view, GameView) else None
        least = self._own_least.expandedTo(asked if asked is not None else zoom.table_least_size())
        if view.minimumSize() != least:
            view.setMinimumSize(least)

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        view = self.widget()
        if new is not None and view is not None and view.isAncestorOf(new) and new.isVisible():
            self.ensureWidgetVisible(new, FOCUS_MARGIN, FOCUS_MARGIN)
