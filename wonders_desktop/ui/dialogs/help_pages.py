"""A Help window of rich-text pages in tabs, one per game (and more), opened on the game in play.

Help ▸ Keyboard and Help ▸ Bot levels are the same window with other words: an introduction line, one
scrolling page per tab, a Close button (Esc closes too), and new words whenever the language changes.
Each subclass only says what its pages hold (``retranslateUi``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget

Window = TypeVar("Window", bound="HelpPages")


class HelpPages(QDialog):
    """Tabs of pages named ``{prefix}:{kind}``, one per kind in ``kinds``, the game in play shown first."""

    def __init__(self, name: str, prefix: str, kinds: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.tabs = QTabWidget(self)
        self.pages: dict[str, QLabel] = {}
        for kind in kinds:
            self.pages[kind] = self._page(f"{prefix}:{kind}")
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self.intro)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

    def _page(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setContentsMargins(12, 8, 12, 10)
        scroll = QScrollArea(self.tabs)  # a small window or a long language scrolls, never clips
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(label)
        self.tabs.addTab(scroll, "")
        return label

    def show_game(self, game: str) -> None:
        """Open on ``game``'s page (the first page when no game is in play)."""
        self.tabs.setCurrentIndex(list(self.pages).index(game) if game in self.pages else 0)

    def current_page(self) -> QLabel:
        return list(self.pages.values())[self.tabs.currentIndex()]

    def retranslateUi(self) -> None:
        raise NotImplementedError  # each window says what its pages hold

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def show_help(window: QWidget, kind: type[Window], create: Callable[[], Window], game: str) -> Window:
    """Show the window's one ``kind`` of help (made by ``create`` the first time) on ``game``'s page."""
    dialog = window.findChild(kind)
    if dialog is None:
        dialog = create()
    else:
        dialog.retranslateUi()
    dialog.show_game(game)
    dialog.show()
    dialog.raise_()
    return dialog
