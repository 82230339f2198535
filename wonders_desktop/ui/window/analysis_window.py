"""The analysis of a finished game, in a window: which decisions of a seat gave up win chance.

The player picks the seat (the human one by default) and presses Analyse: the hard bot's search rates
each decision off the GUI thread (``analysis_worker``), the progress bar, the chart and the list grow
as decisions come back, and Cancel stops it. The finished analysis is stored inside the save file
(``save_schema.with_analysis``, written by the autosave writer thread), so the next opening shows it
at once instead of searching again. A click on a decision, in the list or on the chart, opens the
replay at the position before it with the better move named (and marked on the table where it can be).
The window decides nothing: the ratings and marks are ``bots.analysis``'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.bots.analysis import DEFAULT_ANALYSIS_TIME, Rating
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.language.seat_names import table_seat_name
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.savegames import autosave
from wonders_desktop.ui.savegames.analysis_chart import MARK_COLOURS, AnalysisChart, Point, mark_text
from wonders_desktop.ui.savegames.analysis_worker import AnalysisJob, AnalysisSignals, decision_count
from wonders_desktop.ui.savegames.game_summary import mode_text
from wonders_desktop.ui.savegames.save_schema import SaveFile, analysis_of, with_analysis
from wonders_desktop.ui.window.replay_window import ReplayWindow

translate = QCoreApplication.translate  # seat names in the controller's words (one translation)

COLUMNS = 7
ROW_ROLE = Qt.ItemDataRole.UserRole
ROW_STYLE = "QTreeWidget { outline: 0; } QTreeWidget::item { padding: 3px 10px 3px 2px; }"


def game_words(save: SaveFile) -> tuple[str, int]:
    """The game and edition whose words name the moves (7 Wonders 2nd edition has its own)."""
    edition = save.record.options.get("edition", 1)
    return save.record.game, edition if isinstance(edition, int) else 1


def move_words(text: str, save: SaveFile) -> str:
    """A move text as the player reads it, with its price note when it has one."""
    label = describe_move(text, *game_words(save))
    return f"{label.text} ({label.detail})" if label.detail else label.text


def percent(chance: float) -> str:
    """``61 %``, the sign never alone at the start of a wrapped line (a no-break space)."""
    return f"{numbers.whole(chance * 100)}\u00a0%"


class AnalysisWindow(QWidget):
    """Analyse, show and store the analysis of one seat of a finished game saved in ``path``.

    ``path`` is the file the analysis is stored in (None: shown only, e.g. a game nobody saves).
    ``budget`` is the search time per decision (the hard bot's by default; the tests use less).
    """

    storeFailed = Signal(str)  # from the autosave writer thread: the analysis could not be written
    stored = Signal(object)  # the save with the new analysis (the controller keeps it for its game)

    def __init__(
        self,
        save: SaveFile,
        path: Path | None,
        parent: QWidget | None = None,
        budget: float = DEFAULT_ANALYSIS_TIME,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("analysisWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.save, self.path, self.budget = save, path, budget
        self.moves: list[dict[str, Any]] = []  # the decisions shown, as ``analyse`` writes them
        self.job: AnalysisJob | None = None
        self.replay_window: ReplayWindow | None = None
        self.signals = AnalysisSignals(self)
        self.signals.rated.connect(self._on_rated)
        self.signals.finished.connect(self._on_finished)
        self.signals.failed.connect(self._on_failed)
        self.storeFailed.connect(self._on_store_failed)
        self._build()
        self.retranslateUi()
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(self.default_seat())))
        self.show_seat()
        fit_to_screen(self, 1280, 820)

    # --- building ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "muted")
        self.seat_label = QLabel(self)
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("analysisSeat")
        for seat in range(len(self.save.seats)):
            self.seat_box.addItem("", seat)
        self.seat_box.currentIndexChanged.connect(lambda *_: self.show_seat())
        self.seat_label.setBuddy(self.seat_box)
        self.start_button = self._button("analyse", self.start, primary=True)
        self.cancel_button = self._button("cancelAnalysis", self.cancel)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("analysisProgress")
        self.status = QLabel(self)
        self.status.setObjectName("analysisStatus")
        self.status.setWordWrap(True)
        self.chart = AnalysisChart(self)
        self.chart.decisionClicked.connect(self.open_replay)
        self.table = QTreeWidget(self)
        self.table.setObjectName("analysisMoves")
        self.table.setColumnCount(COLUMNS)
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        self.table.setStyleSheet(ROW_STYLE)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.itemClicked.connect(lambda item, _column: self.open_replay(item.data(0, ROW_ROLE)))
        self.table.itemActivated.connect(lambda item, _column: self.open_replay(item.data(0, ROW_ROLE)))
        header = self.table.header()
        header.setStretchLastSection(False)
        for column in range(COLUMNS):
            mode = (
                QHeaderView.ResizeMode.Stretch
                if column in (2, 3)
                else QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(column, mode)
        self.click_hint = QLabel(self)
        self.click_hint.setProperty("role", "muted")
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addSpacing(16)
        top.addWidget(self.subtitle, 1)
        controls = QHBoxLayout()
        controls.addWidget(self.seat_label)
        controls.addWidget(self.seat_box)
        controls.addSpacing(12)
        controls.addWidget(self.start_button)
        controls.addWidget(self.cancel_button)
        controls.addSpacing(12)
        controls.addWidget(self.progress, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addLayout(controls)
        layout.addWidget(self.status)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.click_hint)
        layout.addWidget(self.table, 2)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.close)

    def _button(self, name: str, slot: Any, primary: bool = False) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        if primary:
            button.setProperty("primary", True)
        button.clicked.connect(lambda: slot())
        return button

    def retranslateUi(self) -> None:
        game = mode_text(self.save.record.game, self.save.record.options)
        named = f"{self.save.title} — {game}" if self.save.title else game
        self.setWindowTitle(self.tr("Analysis: {game}").format(game=named))
        self.title.setText(self.tr("Analysis"))
        self.subtitle.setText(named)
        self.seat_label.setText(self.tr("&Player:"))
        for row in range(self.seat_box.count()):
            self.seat_box.setItemText(row, self.seat_name(self.seat_box.itemData(row)))
        self.cancel_button.setText(self.tr("Cancel"))
        self.click_hint.setText(
            self.tr("Click a decision (here or on the chart) to see it in the replay, with the better move.")
        )
        self.table.setHeaderLabels(
            [
                self.tr("Decision"),
                self.tr("Game move"),
                self.tr("Played"),
                self.tr("Best move found"),
                self.tr("Win chance"),
                self.tr("Loss"),
                self.tr("Mark"),
            ]
        )
        self._update_controls()
        self._show_moves()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # --- seats -------------------------------------------------------------------------------------
    def default_seat(self) -> int:
        """The human seat (the first, in a hot-seat game); seat 0 in a game of bots."""
        return next((seat for seat, setup in enumerate(self.save.seats) if setup.human), 0)

    def seat(self) -> int:
        data = self.seat_box.currentData()
        return data if isinstance(data, int) else self.default_seat()

    def seat_name(self, seat: int) -> str:
        return table_seat_name(self.save.seats[seat], seat)

    def show_seat(self) -> None:
        """Show the stored analysis of the chosen seat, or invite to analyse it."""
        if self.job is not None:
            return
        stored = analysis_of(self.save, self.seat())
        self.moves = [move.model_dump() for move in stored.moves] if stored is not None else []
        self.progress.setRange(0, max(1, decision_count(self.save.record, self.seat())))
        self.progress.setValue(len(self.moves))
        self._update_controls()
        self._show_moves()

    # --- running -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Analyse the chosen seat again from the first decision (the search runs off this thread)."""
        if self.job is not None:
            return
        self.moves = []
        self.job = AnalysisJob(self.save.record, self.seat(), self.budget, self.signals)
        self.progress.setRange(0, max(1, self.job.total))
        self.progress.setValue(0)
        self.job.start()
        self._update_controls()
        self._show_moves()

    def cancel(self) -> None:
        """Stop the analysis before its next decision; what was rated so far stays on screen, unsaved."""
        if self.job is None:
            return
        self.job.cancel()
        self.job = None
        self._update_controls(self.tr("Analysis cancelled: nothing was stored."))

    def running(self) -> bool:
        return self.job is not None

    def _on_rated(self, job: AnalysisJob, rating: Rating) -> None:
        if job is not self.job:
            return
        self.moves.append(rating.as_dict())
        self.progress.setValue(len(self.moves))
        row = len(self.moves) - 1
        self._append_row(row)
        self.chart.set_points([*self.chart.points, self._point(row)], self.job.total)  # one more, not all
        self._update_controls()

    def _on_finished(self, job: AnalysisJob, result: dict[str, Any]) -> None:
        if job is not self.job:
            return
        self.job = None
        self.moves = list(result["moves"])
        try:  # validated as a file read from disk would be: never write what the app would refuse
            self.save = with_analysis(self.save, job.seat, result, job.budget)
        except ValueError as error:  # pydantic's ValidationError is one
            self._update_controls()
            self._show_moves()
            self._on_store_failed(str(error).splitlines()[0])
            return
        if self.path is not None:
            autosave.submit(self.path, self.save.model_dump_json(indent=1), self.storeFailed.emit)
        self.stored.emit(self.save)
        self.progress.setValue(self.progress.maximum())
        self._update_controls()
        self._show_moves()

    def _on_failed(self, job: AnalysisJob, detail: str) -> None:
        if job is not self.job:
            return
        self.job = None
        self._update_controls(self.tr("The analysis stopped on an error: {detail}").format(detail=detail))

    def _on_store_failed(self, detail: str) -> None:
        self.status.setText(
            self.tr("The analysis could not be stored in the saved game: {detail}").format(detail=detail)
        )

    # --- showing -----------------------------------------------------------------------------------
    def _update_controls(self, message: str = "") -> None:
        running = self.job is not None
        analysed = analysis_of(self.save, self.seat()) is not None
        self.start_button.setEnabled(not running)
        self.start_button.setText(self.tr("Analyse again") if analysed else self.tr("Analyse"))
        self.cancel_button.setEnabled(running)
        self.seat_box.setEnabled(not running)
        self.status.setText(message or self._status_text(running, analysed))

    def _status_text(self, running: bool, analysed: bool) -> str:
        total = decision_count(self.save.record, self.seat())
        if running:
            return self.tr("The hard bot is searching each decision again: {done} of {total}…").format(
                done=len(self.moves), total=total
            )
        if not analysed:
            return self.tr(
                "Not analysed yet. Analyse rates each of this player's decisions ({total}) with the hard "
                "bot's search (about {seconds} s each), from what the player knew at that moment."
            ).format(total=numbers.whole(total), seconds=numbers.seconds(self.budget))
        counts = {mark: sum(1 for move in self.moves if move["mark"] == mark) for mark in MARK_COLOURS}
        stored = analysis_of(self.save, self.seat())
        mean = stored.mean_loss if stored is not None else 0.0
        # each count with its noun in the language's plural forms; the mean in the language's decimals
        return self.tr("{total}: {inaccuracies}, {mistakes}, {blunders}; {mean}.").format(
            total=self.tr("%n decision(s)", "", len(self.moves)),
            inaccuracies=self.tr("%n inaccuracy(ies)", "", counts["inaccuracy"]),
            mistakes=self.tr("%n mistake(s)", "", counts["mistake"]),
            blunders=self.tr("%n blunder(s)", "", counts["blunder"]),
            mean=self.tr("{points} points of win chance lost per decision on average").format(
                points=numbers.decimal(mean * 100, 1)
            ),
        )

    def _show_moves(self) -> None:
        self.table.clear()
        for row in range(len(self.moves)):
            self._append_row(row)
        self._update_chart()

    def _append_row(self, row: int) -> None:
        move = self.moves[row]
        win = f"{percent(move['win_played'])} / {percent(move['win_best'])}"
        loss = numbers.decimal(move["loss"] * 100, 1)
        texts = [
            str(row + 1),
            str(move["index"] + 1),
            move_words(move["played"], self.save),
            self._best_text(move),
            win,
            loss,
            mark_text(move["mark"]),
        ]
        item = QTreeWidgetItem(self.table, texts)
        item.setData(0, ROW_ROLE, row)
        item.setToolTip(4, self.tr("Win chance of the move played / of the best move found"))
        item.setToolTip(5, self.tr("Points of win chance given up against the best move found"))
        if move["mark"] != "fine":
            item.setForeground(6, QBrush(QColor(MARK_COLOURS[move["mark"]])))
            font = item.font(6)
            font.setBold(True)
            item.setFont(6, font)

    def _best_text(self, move: dict[str, Any]) -> str:
        if move["best"] == move["played"]:
            return self.tr("(the move played)")
        return move_words(move["best"], self.save)

    def _update_chart(self) -> None:
        points = [self._point(row) for row in range(len(self.moves))]
        self.chart.set_points(points, decision_count(self.save.record, self.seat()))

    def _point(self, row: int) -> Point:
        m = self.moves[row]
        return Point(m["index"], m["win_played"], m["win_best"], m["mark"], self._tip(row, m))

    def _tip(self, row: int, move: dict[str, Any]) -> str:
        lines = [
            self.tr("Decision {n} (move {move} of the game): {mark}").format(
                n=row + 1, move=move["index"] + 1, mark=mark_text(move["mark"])
            ),
            self.tr("Played: {move} ({chance})").format(
                move=move_words(move["played"], self.save), chance=percent(move["win_played"])
            ),
        ]
        if move["best"] != move["played"]:
            lines.append(
                self.tr("Better: {move} ({chance})").format(
                    move=move_words(move["best"], self.save), chance=percent(move["win_best"])
                )
            )
        return "\n".join(lines)

    # --- the replay --------------------------------------------------------------------------------
    def open_replay(self, row: object) -> ReplayWindow | None:
        """The replay at the position before the ``row``-th decision shown, the better move named."""
        if not isinstance(row, int) or not 0 <= row < len(self.moves):
            return None
        move = self.moves[row]
        if self.replay_window is None:
            self.replay_window = ReplayWindow(self.save, self)
            self.replay_window.destroyed.connect(lambda *_: setattr(self, "replay_window", None))
        self.replay_window.show_advice(move["index"], self._tip(row, move), move["best"], self.seat())
        self.replay_window.show()
        self.replay_window.raise_()
        return self.replay_window

    def closeEvent(self, event: QCloseEvent) -> None:
        """A running analysis is cancelled, never waited for (its thread is a daemon)."""
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().closeEvent(event)
