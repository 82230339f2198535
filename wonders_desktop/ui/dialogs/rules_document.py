"""The rules text as a readable document: headings to jump to, theme colours, tables and a reading width.

``QTextBrowser.setMarkdown`` gives plain headings and hairline tables; a player scanning the rules
mid-game needs coloured headings, padded tables that follow the light or dark theme, and lines short
enough to read (about 80 characters) however wide the window is. Nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextLength,
    QTextTable,
    QTextTableFormat,
)
from PySide6.QtWidgets import QTextBrowser, QWidget

from wonders_desktop.ui.platform.theme import Palette

READING_CHARACTERS = 80  # the widest line, in average characters, before the text stops growing
SIDE_MARGIN = 20
HEADING_SCALE = {1: 1.6, 2: 1.3, 3: 1.1}


@dataclass(frozen=True, slots=True)
class Heading:
    """One heading of the document: its level (1 = title), its text and where its block starts."""

    level: int
    title: str
    position: int


def headings(document: QTextDocument, deepest: int = 3) -> list[Heading]:
    found = []
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if 0 < level <= deepest and block.text().strip():
            found.append(Heading(level, block.text().strip(), block.position()))
        block = block.next()
    return found


def build_document(markdown: str, palette: Palette, font: QFont, parent: QObject) -> QTextDocument:
    """A styled document, built detached from any view: styling a shown one relayouts at every step."""
    document = QTextDocument(parent)
    document.setMarkdown(markdown)
    style_document(document, palette, font)
    return document


def style_document(document: QTextDocument, palette: Palette, font: QFont) -> None:
    """Theme colours for headings and tables, a comfortable line height and paragraph spacing."""
    document.setDefaultFont(font)
    cursor = QTextCursor(document)
    block = document.begin()
    while block.isValid():
        cursor.setPosition(block.position())
        level = block.blockFormat().headingLevel()
        block_format = QTextBlockFormat()
        if level:
            block_format.setTopMargin(font.pointSizeF() * (1.6 if level <= 2 else 1.0))
            block_format.setBottomMargin(font.pointSizeF() * 0.4)
            cursor.mergeBlockFormat(block_format)
            cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
            heading = QTextCharFormat()
            heading.setForeground(QColor(palette.accent if level <= 2 else palette.text))
            heading.setFontPointSize(font.pointSizeF() * HEADING_SCALE.get(level, 1.0))
            heading.setFontWeight(QFont.Weight.DemiBold)
            cursor.mergeCharFormat(heading)
        elif cursor.currentTable() is None:
            block_format.setLineHeight(125, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
            cursor.mergeBlockFormat(block_format)
        block = block.next()
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            style_table(frame, palette)


def style_table(table: QTextTable, palette: Palette) -> None:
    """Collapsed thin borders in the theme's border colour, padded cells, a tinted header row."""
    table_format = QTextTableFormat(table.format())
    table_format.setBorderCollapse(True)
    table_format.setBorder(1)
    table_format.setBorderBrush(QBrush(QColor(palette.border)))
    table_format.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
    table_format.setCellSpacing(0)
    table_format.setCellPadding(3)
    table_format.setTopMargin(6)
    table_format.setBottomMargin(10)
    table_format.setWidth(QTextLength(QTextLength.Type.VariableLength, 0))
    table.setFormat(table_format)
    for column in range(table.columns()):
        cell = table.cellAt(0, column)
        header = cell.format()
        header.setBackground(QColor(palette.surface_alt))
        header.setFontWeight(QFont.Weight.DemiBold)
        cell.setFormat(header)


class ReadingView(QTextBrowser):
    """A text browser whose text column stays about ``READING_CHARACTERS`` wide, centred when wider."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: QTextDocument | None = None
        self.setOpenLinks(False)
        self.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fit_width(self) -> None:
        document = self.document()
        widest = QFontMetrics(document.defaultFont()).averageCharWidth() * READING_CHARACTERS
        spare = max(0, self.viewport().width() - widest - 2 * SIDE_MARGIN)
        frame = document.rootFrame()
        frame_format = frame.frameFormat()
        left, right = SIDE_MARGIN + spare // 2, SIDE_MARGIN + spare - spare // 2
        if (frame_format.leftMargin(), frame_format.rightMargin()) == (left, right):
            return  # unchanged: setting it again would lay the whole document out again
        frame_format.setLeftMargin(left)
        frame_format.setRightMargin(right)
        frame_format.setTopMargin(12)
        frame_format.setBottomMargin(24)
        frame.setFrameFormat(frame_format)

    def show_document(self, document: QTextDocument) -> None:
        """Show ``document`` at the reading width; the one it replaces is freed (Qt frees only its own)."""
        previous, self._shown = self._shown, document
        self.setDocument(document)
        self.fit_width()
        if previous is not None and previous is not document:
            previous.deleteLater()

    def scroll_to(self, position: int) -> None:
        """Put the block at ``position`` at the top of the view (a heading chosen in the contents)."""
        block = self.document().findBlock(position)
        if not block.isValid():
            return
        self.setTextCursor(QTextCursor(block))
        top = self.document().documentLayout().blockBoundingRect(block).top()
        self.verticalScrollBar().setValue(int(top))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_width()
