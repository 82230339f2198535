"""The Rules window: the per-game summary of ``resources/rules/<lang>.md`` with its contents.

The texts are the project's own summaries of the rulebooks, one file per language holding every game,
each game's part opened by a ``<!-- game: <kind> -->`` line (so a new language is one file). The window
lists their headings beside the text (a filter finds "Trade" or "Babylon" at once), opens on the game
in play, follows the language and the light or dark theme. A language without its own summary of a game
shows the English one under a line that says so; with no text at all it says so plainly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.languages import BY_CODE, DEFAULT_LANGUAGE
from wonders_desktop.ui.dialogs.gamesetup import GAME_KINDS
from wonders_desktop.ui.dialogs.rules_document import Heading, ReadingView, build_document, headings
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.platform.paths import resources_dir
from wonders_desktop.ui.platform.screen_fit import fit_to_screen

POSITION = Qt.ItemDataRole.UserRole
CONTENTS_DEPTH = 3  # sections (##) and their entries (###): "Trade", "Babylon", "Agriculture"


GAME_MARK = re.compile(r"^<!-- game: (\w+) -->$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class RulesText:
    """One game's summary and the language it is written in (English when the asked one lacks it)."""

    markdown: str
    language: str


def rules_file(language: str) -> Path | None:
    """The file of a language's summaries, ``resources/rules/<language>.md``, if it ships."""
    path = resources_dir() / "rules" / f"{language}.md"
    return path if path.exists() else None


def rules_parts(text: str) -> dict[str, str]:
    """Each game's part of a summaries file: kind -> its Markdown (from its ``# `` title on)."""
    marks = list(GAME_MARK.finditer(text))
    ends = [mark.start() for mark in marks[1:]] + [len(text)]
    pairs = zip(marks, ends, strict=True)
    return {mark.group(1): text[mark.end() : end].strip() + "\n" for mark, end in pairs}


def rules_text(game: str, language: str) -> RulesText | None:
    """The summary of ``game`` in ``language``, else in English; ``None`` when neither ships."""
    for candidate in dict.fromkeys((language, DEFAULT_LANGUAGE)):
        path = rules_file(candidate)
        markdown = rules_parts(path.read_text(encoding="utf-8")).get(game) if path is not None else None
        if markdown:
            return RulesText(markdown, candidate)
    return None


class RulesWindow(QDialog):
    find: QLineEdit  # type: ignore[assignment]  # shadows QWidget.find(), which nothing calls on this window

    def __init__(self, language: str, game: str = "", parent: QWidget | None = None) -> None:
        """``game``: the rulebook shown first; an empty or unknown kind shows the first game listed."""
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.language = language
        fit_to_screen(self, 1040, 720)
        self.game = QComboBox(self)
        self.game.setObjectName("rulesGame")
        self.game.setMinimumContentsLength(22)
        for kind in GAME_KINDS:
            self.game.addItem("", kind)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game)
        self.find = QLineEdit(self)
        self.find.setObjectName("rulesFind")
        self.find.setClearButtonEnabled(True)
        self.contents = QTreeWidget(self)
        self.contents.setObjectName("rulesContents")
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(True)
        self.contents.setUniformRowHeights(True)
        self.contents.setStyleSheet("QTreeWidget#rulesContents::item { padding: 3px 2px; }")
        self.text = ReadingView(self)
        self.text.setObjectName("rulesText")
        self._build_layout()
        self.game.currentIndexChanged.connect(self.show_rules)
        self.find.textChanged.connect(self.filter_contents)
        self.contents.itemClicked.connect(self.jump_to)
        self.contents.itemActivated.connect(self.jump_to)
        self.retranslateUi()

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game)
        top.addStretch(1)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.find)
        side_layout.addWidget(self.contents, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(side)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 1)  # a narrower window takes a quarter of the loss from the contents
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([270, 770])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

    def set_language(self, language: str) -> None:
        self.language = language
        self.show_rules()

    @property
    def kind(self) -> str:
        return str(self.game.currentData())

    def show_rules(self) -> None:
        """(Re)build the text of the chosen game in the current language and theme, and its contents."""
        found = rules_text(self.kind, self.language)
        markdown = self.missing_text() if found is None else found.markdown
        if found is not None and found.language != self.language:
            markdown = self.in_english(markdown)
        self.text.show_document(build_document(markdown, theme.current(), self.reading_font(), self.text))
        self.fill_contents(headings(self.text.document(), CONTENTS_DEPTH))

    def missing_text(self) -> str:
        title = game_title(self.kind)
        note = self.tr("The rules summary of {game} is not available in this version yet.")
        hint = self.tr(
            "The printed rulebook is the reference; the game itself only lets you make legal moves."
        )
        return f"## {title}\n\n{note.format(game=title)}\n\n{hint}"

    def in_english(self, markdown: str) -> str:
        """The English summary under its title, with a line saying it is not in the chosen language."""
        language = BY_CODE[self.language].native if self.language in BY_CODE else self.language
        note = self.tr("This summary is not written in {language} yet: here it is in English.")
        title, _, rest = markdown.partition("\n")
        return f"{title}\n\n*{note.format(language=language)}*\n{rest}"

    def reading_font(self) -> QFont:
        """The window's font, one point larger: the rules are read at length."""
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.0) + 1)
        return font

    def restyle(self) -> None:
        """Follow a theme switch: rebuild the text in the new colours, keeping the reading position."""
        position = self.text.cursorForPosition(self.text.viewport().rect().topLeft()).position()
        self.show_rules()
        self.text.scroll_to(self.text.document().findBlock(position).position())

    def fill_contents(self, found: list[Heading]) -> None:
        self.contents.clear()
        parent: QTreeWidgetItem | None = None
        for heading in found:
            if heading.level == 1:
                continue  # the document title is the window's game, not a place to jump to
            item = QTreeWidgetItem([heading.title.split(" — ")[0]])  # "Babylon — The Hanging Gardens..."
            item.setData(0, POSITION, heading.position)
            item.setToolTip(0, heading.title)
            if heading.level == 2 or parent is None:
                self.contents.addTopLevelItem(item)
                parent = item
            else:
                parent.addChild(item)
        self.filter_contents(self.find.text())

    def filter_contents(self, text: str) -> None:
        """Show the entries whose title contains ``text`` (and their section); all when empty."""
        needle = text.strip().casefold()
        for index in range(self.contents.topLevelItemCount()):
            section = self.contents.topLevelItem(index)
            assert section is not None  # index < topLevelItemCount()
            section_matches = needle in section.toolTip(0).casefold()
            any_child = False
            for child_index in range(section.childCount()):
                child = section.child(child_index)
                assert child is not None  # child_index < childCount()
                matches = not needle or section_matches or needle in child.toolTip(0).casefold()
                child.setHidden(not matches)
                any_child = any_child or matches
            section.setHidden(bool(needle) and not (section_matches or any_child))
            section.setExpanded(bool(needle) and any_child and not section_matches)

    def jump_to(self, item: QTreeWidgetItem) -> None:
        position = item.data(0, POSITION)
        if isinstance(position, int):
            self.text.scroll_to(position)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.game_label.setText(self.tr("&Game"))
        self.find.setPlaceholderText(self.tr("Find a section…"))
        self.contents.setAccessibleName(self.tr("Contents"))
        for index, kind in enumerate(GAME_KINDS):
            self.game.setItemText(index, game_title(kind))
        self.show_rules()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.PaletteChange:
            self.restyle()
        super().changeEvent(event)
