"""The game log follows new entries while the reader is at its end; scrolling up stops that."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QListView


class LogFollower(QObject):
    """Keeps ``view`` scrolled to its end while it was there (a child of the view)."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view
        self.follows = True
        bar = view.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        # after the batched layout has placed the new rows
        bar.rangeChanged.connect(self._keep_at_bottom)

    def _on_scrolled(self, value: int) -> None:
        self.follows = value >= self.view.verticalScrollBar().maximum() - 2

    def _keep_at_bottom(self, _minimum: int, maximum: int) -> None:
        # The range grows as the batched layout measures rows, after the rows are inserted.
        if self.follows:
            self.view.verticalScrollBar().setValue(maximum)
