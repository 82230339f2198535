"""The score sheet, laid out like the rulebook's scoring pad: rows are categories, columns are players."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QIdentityProxyModel, QObject, QSize, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.art.drawing import small_text_px
from wonders_desktop.ui.language.i18n import game_of
from wonders_desktop.ui.language.labels import reason_text, tie_break_text
from wonders_desktop.ui.platform.screen_fit import fitted_size
from wonders_desktop.ui.views.models import ScoreModel

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

HEADER_PADDING = 6  # pixels each side of a header's text
COMPACT_PADDING = 2  # the side panel's sheet: pixels each side of a header's text and of a score
SMALLEST_POINT_SIZE = 7.0  # the side panel's sheet shrinks its text no further to fit every column


class NarrowHeaders(QIdentityProxyModel):
    """Headers broken over two lines, so a sheet of up to 7 players fits the side panel: player names
    (``Medium\nbot 2``) and long rows (``Estruturas\nComerciais``: Portuguese and Spanish pad rows
    are wider than the columns they would leave)."""

    LONG_ROW = 12  # characters: a longer row label is split at its middle space
    MANY_PLAYERS = 5  # from this many columns, every word of a player's name gets its own line

    abbreviate = False  # set by the sheet when whole names do not fit: ``Robô Médio 7`` -> ``RM\n7``

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return super().headerData(section, orientation, Qt.ItemDataRole.DisplayRole)  # the whole name
        value = super().headerData(section, orientation, role)
        if role != Qt.ItemDataRole.DisplayRole or not value:
            return value
        text = str(value)
        if orientation == Qt.Orientation.Vertical:
            return split_in_two(text) if len(text) > self.LONG_ROW else text
        if self.abbreviate:
            return abbreviated(text)
        if self.columnCount() >= self.MANY_PLAYERS:
            return text.replace(" ", "\n")
        head, _, last = text.rpartition(" ")
        return f"{head.replace(' ', chr(10))} {last}" if head else value


def abbreviated(name: str) -> str:
    """A player's name in a narrow column: ``"Robô Médio 7"`` -> ``"RM\n7"``, ``"Player 1"`` -> ``"P\n1"``,
    ``"Alexandra"`` -> ``"Ale"`` (the header's tooltip gives the whole name)."""
    words = name.split()
    if not words:
        return name
    number = words.pop() if len(words) > 1 and words[-1].isdigit() else ""
    letters = "".join(word[0].upper() for word in words) if len(words) > 1 else words[0][:3]
    return f"{letters}\n{number}" if number else letters


def split_in_two(text: str) -> str:
    """``"Estruturas Científicas"`` -> ``"Estruturas\nCientíficas"``: the space nearest the middle breaks."""
    spaces = [index for index, char in enumerate(text) if char == " "]
    if not spaces:
        return text
    middle = min(spaces, key=lambda index: abs(len(text) / 2 - index))
    return f"{text[:middle]}\n{text[middle + 1:]}"


class ScoreSheet(QWidget):
    """Provisional scores during the game; the final sheet with the winner and tie-break at the end."""

    def __init__(
        self,
        controller: GameController,
        model: ScoreModel,
        parent: QWidget | None = None,
        compact: bool = False,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = model
        self.buttons: QDialogButtonBox | None = None  # the final sheet's Close, Rematch and New game
        self.rematch_button: QPushButton | None = None
        self.new_game_button: QPushButton | None = None
        self.analyse_button: QPushButton | None = None
        self.result = QLabel(self)
        self.result.setProperty("role", "heading")
        self.result.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        self.table = QTableView(self)
        self.proxy: NarrowHeaders | None = None
        self._base_font = QFont(self.table.font())
        if compact:
            self.proxy = NarrowHeaders(self)
            self.proxy.setSourceModel(model)
            self.table.setModel(self.proxy)
            self.table.horizontalHeader().setStyleSheet(
                f"QHeaderView::section {{ padding-left: {COMPACT_PADDING}px;"
                f" padding-right: {COMPACT_PADDING}px; }}"
            )
            self.table.installEventFilter(self)
            self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        else:
            self.table.setModel(model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setObjectName("scoreTable")
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a read-only pad: no current-cell frame
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.result)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        model.modelReset.connect(self.retranslateUi)
        model.modelReset.connect(self.keep_names_whole)
        model.modelReset.connect(self.fit_columns)
        self.retranslateUi()
        self.keep_names_whole()
        self.fit_columns()

    def add_final_buttons(
        self,
        rematch: Callable[[], object],
        new_game: Callable[[], object],
        analyse: Callable[[], object] | None = None,
    ) -> None:
        """The final sheet's buttons: Close, Rematch (same seats and options, a new seed), New game… and
        Analyse… (the sheet stays open beside the analysis). Tab moves between them, Enter presses the
        focused one, Esc closes the sheet."""
        buttons = self.buttons = QDialogButtonBox(self)
        buttons.setObjectName("finalSheetButtons")
        self.rematch_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_game_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        if analyse is not None:
            self.analyse_button = buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
            self.analyse_button.setObjectName("analyseGame")
            self.analyse_button.clicked.connect(lambda: analyse())
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.close)
        self.rematch_button.clicked.connect(lambda: (self.close(), rematch()))
        self.new_game_button.clicked.connect(lambda: (self.close(), new_game()))
        for button in buttons.buttons():
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = self.layout()
        assert layout is not None  # built in __init__
        layout.addWidget(buttons)
        self.retranslateUi()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.buttons is not None:
            if event.key() == Qt.Key.Key_Escape:
                self.close()
                return
            focused = self.focusWidget()
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QAbstractButton):
                focused.click()
                return
        super().keyPressEvent(event)

    def retranslateUi(self) -> None:
        if self.rematch_button is not None and self.new_game_button is not None:
            self.rematch_button.setText(self.tr("Rematch"))
            self.rematch_button.setToolTip(
                self.tr("A new game with the same players and options, and a new shuffle.")
            )
            self.new_game_button.setText(self.tr("New game…"))
        if self.analyse_button is not None:
            self.analyse_button.setText(self.tr("Analyse…"))
            self.analyse_button.setToolTip(self.tr("Which moves gave up win chance, and the better ones"))
        outcome = self.model.outcome
        state = self.controller.state
        if outcome is None or state is None:
            self.result.setText(self.tr("No game yet."))
            self.note.clear()
            return
        if not state.is_terminal():
            self.result.setText(self.tr("Provisional scores"))
            self.note.setText(self.tr("Points each city would score if the game ended now."))
            return
        self.result.setText(self.winner_text())
        self.note.setText(self.reason_note())
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.model.columnCount() - 1))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fit_columns(self) -> None:
        """The side panel's sheet: every player's column in view, with no sideways scrolling. Whole names
        when they fit, else abbreviated ones (the whole name in the header's tooltip), then smaller text."""
        if self.proxy is None:
            return
        columns = self.proxy.columnCount()
        if not columns:
            return
        table = self.table
        font = QFont(self._base_font)
        for abbreviate in (False, True):
            self.proxy.abbreviate = abbreviate
            need, room = self._column_need(font), self._room(font)
            if need * columns <= room:
                break
        while need * columns > room and font.pointSizeF() > SMALLEST_POINT_SIZE:
            smaller = QFont(font)
            smaller.setPointSizeF(max(SMALLEST_POINT_SIZE, font.pointSizeF() - 0.5))
            if QFontInfo(smaller).pixelSize() < small_text_px():
                break  # never under the app's small font (issue 39): a column narrower than its scores
            font = smaller
            need, room = self._column_need(font), self._room(font)
        if table.font() != font:
            table.setFont(font)  # the scores; the headers keep the theme's font (its style sheet sets it)
        self.proxy.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        table.horizontalHeader().setMinimumSectionSize(min(need, max(1, room // columns)))

    def _column_need(self, font: QFont) -> int:
        """The narrowest column that shows a player's header and scores whole (scores in ``font``)."""
        assert self.proxy is not None
        header = self.table.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)  # the theme draws header text in bold
        lines = [
            line
            for column in range(self.proxy.columnCount())
            for line in str(self.proxy.headerData(column, Qt.Orientation.Horizontal) or "").split("\n")
        ]
        widest = max((QFontMetrics(bold).horizontalAdvance(line) for line in lines), default=0)
        scores = QFont(font)
        scores.setBold(True)  # totals and the winner's scores
        score = QFontMetrics(scores).horizontalAdvance("88")
        return max(widest, score) + 2 * COMPACT_PADDING + 2

    def _room(self, font: QFont) -> int:
        """The width the players' columns share: the table's, less its frame and the row labels."""
        table = self.table
        bar = table.verticalScrollBar()
        scrollbar = bar.sizeHint().width() if bar.isVisible() else 0
        labels = table.verticalHeader().sizeHint().width()
        return table.width() - 2 * table.frameWidth() - labels - scrollbar - 1

    def keep_names_whole(self) -> None:
        """Columns never narrower than the longest line of a player's name: with many players in a
        narrow panel the sheet scrolls sideways instead of clipping the names."""
        if self.proxy is not None:
            return  # the side panel's sheet: fit_columns
        header = self.table.horizontalHeader()
        model = self.table.model()
        lines = [
            line
            for column in range(model.columnCount())
            for line in str(model.headerData(column, Qt.Orientation.Horizontal) or "").split("\n")
        ]
        font = header.font()
        font.setBold(True)  # the theme draws header text in bold
        widest = max((QFontMetrics(font).horizontalAdvance(line) for line in lines), default=0)
        if widest:
            header.setMinimumSectionSize(widest + 2 * HEADER_PADDING)

    def fitting_width(self) -> int:
        """The width that shows every player's column whole, with no sideways scrolling."""
        table = self.table
        columns = table.model().columnCount()
        sections = sum(
            max(table.horizontalHeader().minimumSectionSize(), table.sizeHintForColumn(column))
            for column in range(columns)
        )
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        frame = 2 * table.frameWidth() + margins.left() + margins.right()
        return table.verticalHeader().sizeHint().width() + sections + frame + 2 * HEADER_PADDING

    def fit_within(self, available: int, minimum: int) -> None:
        """Resize to show every column and every row; narrower (scrolling sideways) only when the
        ``available`` width is, and never below ``minimum``."""
        fitting = self.fitting_width()
        width = max(minimum, min(fitting, available))
        wanted = QSize(width, self.fitting_height(scrolls=width < fitting))
        # the width is the caller's (it passes the room it has); the height stops at the screen's
        self.resize(width, fitted_size(self, wanted).height())

    def fitting_height(self, scrolls: bool = False) -> int:
        """The height of the headings and every row, with no empty band under the total (and room for
        the sideways scroll bar when the sheet is narrower than ``fitting_width``)."""
        table = self.table
        rows = sum(table.rowHeight(row) for row in range(table.model().rowCount()))
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        labels = sum(label.sizeHint().height() for label in (self.result, self.note))
        spacing = 2 * layout.spacing()
        if self.buttons is not None:
            labels += self.buttons.sizeHint().height()
            spacing += layout.spacing()
        scrollbar = table.horizontalScrollBar().sizeHint().height() if scrolls else 0
        chrome = 2 * table.frameWidth() + margins.top() + margins.bottom() + spacing + scrollbar
        return table.horizontalHeader().sizeHint().height() + rows + labels + chrome

    def winner_text(self) -> str:
        outcome = self.model.outcome
        if outcome is None:
            return ""
        names = [self.controller.seat_name(seat) for seat in outcome.winners]
        if len(names) == 1:
            return self.tr("{player} wins!").format(player=names[0])
        return self.tr("Shared victory: {players}").format(players=", ".join(names))

    def reason_note(self) -> str:
        outcome = self.model.outcome
        if outcome is None:
            return ""
        game, edition = game_of(self.controller.state)
        parts = [reason_text(outcome.reason, game)]
        if outcome.tie_break:
            rule = tie_break_text(outcome.tie_break, game, edition)
            parts.append(self.tr("Tie broken by {rule}.").format(rule=rule))
        return " ".join(parts)

    def changeEvent(self, event: QEvent) -> None:
        # The final sheet is a window of its own, deleted later than the main window and its models: a
        # language change in between must not touch a model that is gone.
        if event.type() == QEvent.Type.LanguageChange and shiboken6.isValid(self.model):
            self.model.refresh()
            self.retranslateUi()
        super().changeEvent(event)
