"""A Help window of rich-text pages in tabs, one per game (and more), opened on the game in play.

Help ▸ Keyboard and Help ▸ Bot levels are the same window with other words: an introduction line, one
scrolling page per tab, a Close button (Esc closes too), and new words whenever the language changes.
Each window only says what its pages hold: a function giving its words (``HelpWords``), asked again on
each language change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget

Window = TypeVar("Window", bound="HelpPages")


@dataclass(frozen=True, slots=True)
class HelpWords:
    """A help window's words in the current language: its title, the line above the tabs, and each
    page's tab title and rich text, by kind."""

    title: str
    intro: str
    pages: Mapping[str, tuple[str, str]]


class HelpPages(QDialog):
    """Tabs of pages named ``{prefix}:{kind}``, one per kind in ``kinds``, opened on ``game``'s page;
    ``words`` gives what they say (asked again on each language change)."""

    def __init__(
        self,
        name: str,
        prefix: str,
        kinds: Sequence[str],
        words: Callable[[], HelpWords],
        game: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.words = words
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
        self.show_game(game)
        self.retranslateUi()

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
        words = self.words()
        self.setWindowTitle(words.title)
        self.intro.setText(words.intro)
        for index, (kind, label) in enumerate(self.pages.items()):
            tab, html = words.pages[kind]
            label.setText(html)
            self.tabs.setTabText(index, tab)

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
