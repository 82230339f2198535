"""The Statistics page: how the player does, per game and mode, per bot level faced and per Wonder,
with the recent form and two plain charts; Export CSV… and Reset… (asked first).

It reads the store each time it is shown (importing the finished autosaves the first time) on a worker
thread, so the page opens at once and fills in, and never decides a number itself: the numbers are
``stats.summary``'s SQL aggregates (the same as ``stats.tally``'s). A store that cannot be read is said
plainly on the page, each case with its way out (a damaged file: Reset sets it aside; a file another
copy of the app holds: Try again, never set aside); nothing else in the app depends on it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QThreadPool, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.stats import pending, tally
from wonders_desktop.stats.store import IMPORTED_AUTOSAVES, READ_TIMEOUT_S, StatsError, StatsStore
from wonders_desktop.stats.summary import Numbers, Summary, read_summary, sorted_groups
from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.language.seat_names import level_name
from wonders_desktop.ui.statistics import cells, recorder
from wonders_desktop.ui.statistics.charts import FormStrip, Point, RateBars, ScoreChart
from wonders_desktop.ui.statistics.hook import RecordingHook

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController
    from wonders_desktop.ui.window.main_window import MainWindow

ALL_PLAYERS = "\x00everyone"  # no seat name holds a control character (save_schema.DISPLAY_TEXT)


class _Reader(QObject):
    """Lives in the GUI thread: the worker's answer arrives through ``done`` as a queued call."""

    done = Signal(int, object, object)  # generation, Summary, StatsError | None


class StatisticsPage(QWidget):
    """The page; ``hook`` records each game that ends in play; ``refresh`` reads the store again on a
    worker and ``loaded`` says when its numbers are on the page."""

    backRequested = Signal()
    loaded = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsPage")
        self.hook = RecordingHook(controller, self)
        self.summary = Summary()
        self.problem: StatsError | None = None
        self.loading = False
        self._generation = 0  # the latest read; an older one's answer is dropped
        self._pool = QThreadPool(self)  # the page's own: bots and hints never queue in front of it
        self._pool.setMaxThreadCount(1)
        self._reader = _Reader(self)
        self._reader.done.connect(self._read_done)
        self.return_page = 0
        self._player_picked = False  # the player chose whose numbers to see (else: who played most)
        self._build_widgets()
        self._build_layout()
        shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.backRequested.emit)
        self.retranslateUi()

    # --- building ----------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.back = self._button("back", "", self.backRequested.emit)
        self.export_button = self._button("exportCsv", "save", self.export)
        self.reset_button = self._button("resetStatistics", "", self.reset)
        self.retry_button = self._button("retryStatistics", "", self.refresh)
        self.player_label = QLabel(self)
        self.player = QComboBox(self)
        self.player.setObjectName("statisticsPlayer")
        self.player.activated.connect(self._player_chosen)
        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("statisticsSummary")
        self.summary_label.setProperty("role", "heading")
        self.message = QLabel(self)
        self.message.setObjectName("statisticsMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.by_mode = cells.table(self, "byMode")
        self.by_level = cells.table(self, "byLevel")
        self.by_wonder = cells.table(self, "byWonder")
        self.form = FormStrip(self)
        self.scores = ScoreChart(self)
        self.level_bars = RateBars(self)
        self.headings = {
            name: cells.heading(self) for name in ("mode", "level", "wonder", "form", "scores", "bars")
        }

    def _button(self, name: str, icon: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        if icon:
            button.setIcon(icons.icon(icon))
        button.clicked.connect(lambda: slot())
        return button

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.back)
        top.addSpacing(12)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.player_label)
        top.addWidget(self.player)
        top.addSpacing(12)
        top.addWidget(self.retry_button)
        top.addWidget(self.export_button)
        top.addWidget(self.reset_button)
        self.body = QWidget(self)
        columns = QHBoxLayout(self.body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(28)
        h = self.headings
        left = (
            (h["mode"], 0),
            (self.by_mode, 2),
            (h["level"], 0),
            (self.by_level, 2),
            (h["wonder"], 0),
            (self.by_wonder, 3),
        )
        right = (
            (h["form"], 0),
            (self.form, 0),
            (h["scores"], 0),
            (self.scores, 3),
            (h["bars"], 0),
            (self.level_bars, 2),
        )
        for widgets, stretch in ((left, 5), (right, 3)):
            column = QVBoxLayout()
            column.setSpacing(6)
            for widget, share in widgets:
                column.addWidget(widget, share)
            columns.addLayout(column, stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.message)
        layout.addWidget(self.body, 1)

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Statistics"))
        self.back.setText(self.tr("← Back"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.reset_button.setText(self.tr("Reset…"))
        self.retry_button.setText(self.tr("Try again"))
        self.player_label.setText(self.tr("Player:"))
        for name, text in (
            ("mode", self.tr("By game and mode")),
            ("level", self.tr("By bot level faced")),
            ("wonder", self.tr("By Wonder")),
            ("form", self.tr("Recent form (last %n game(s))", "", tally.RECENT_FORM)),
            ("scores", self.tr("Your score in the last %n game(s)", "", tally.SCORE_HISTORY)),
            ("bars", self.tr("Games won per bot level")),
        ):
            self.headings[name].setText(text)
        self.form.empty_text = self.scores.empty_text = self.level_bars.empty_text = self.tr("No games yet")
        first = {
            "byMode": self.tr("Game and mode"),
            "byLevel": self.tr("Bot level"),
            "byWonder": self.tr("Wonder"),
        }
        for table in (self.by_mode, self.by_level, self.by_wonder):
            table.setHeaderLabels(
                [
                    first[table.objectName()],
                    self.tr("Played"),
                    self.tr("Won"),
                    self.tr("Win rate"),
                    self.tr("Average"),
                    self.tr("Best"),
                ]
            )
        self._fill_players()
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # --- reading the store -------------------------------------------------------------------------
    def store(self) -> StatsStore:
        return recorder.default_store()

    def refresh(self) -> None:
        """Read the store again on a worker (the waiting games and, the first time, the finished
        autosaves first); the page shows "Reading…" at once and fills in when the numbers arrive."""
        self._generation += 1
        self.loading = True
        generation, path = self._generation, self._store_path()
        self._pool.start(lambda: self._read(generation, path))
        self._fill()

    def _store_path(self) -> Path | None:
        try:
            return self.store().path
        except StatsError:
            return None

    def _read(self, generation: int, path: Path | None) -> None:
        """On the worker: every failure becomes the page's problem, so the page always says something."""
        summary, problem = Summary(), None
        try:
            store = StatsStore(path, READ_TIMEOUT_S) if path is not None else recorder.default_store()
            recorder.read_everything(store)
            summary = read_summary(store)
        except StatsError as error:
            problem = error
        except Exception as error:  # a file no check foresaw: said on the page, never a dead page
            problem = StatsError("damaged", f"{type(error).__name__}: {error}")
        with contextlib.suppress(RuntimeError):  # the page was closed meanwhile
            self._reader.done.emit(generation, summary, problem)

    def _read_done(self, generation: int, summary: Summary, problem: StatsError | None) -> None:
        if generation != self._generation:
            return  # an older read, overtaken by a newer one
        self.loading = False
        self.summary, self.problem = summary, problem
        if problem is None:
            self.hook.waiting = False  # the waiting games were recorded before the numbers were read
        self._fill_players()
        self._fill()
        self.loaded.emit()

    def _fill_players(self) -> None:
        chosen = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("Everyone"), ALL_PLAYERS)
        for name in self.summary.players:
            self.player.addItem(name or self.tr("You"), name)
        index = self.player.findData(chosen) if self._player_picked else -1
        main_player = min(1, self.player.count() - 1)  # the name with the most games
        self.player.setCurrentIndex(index if index >= 0 else main_player)
        self.player.blockSignals(False)
        shown = self.player.count() > 2  # a choice only when several people played
        self.player.setVisible(shown)
        self.player_label.setVisible(shown)

    def _player_chosen(self, _index: int) -> None:
        self._player_picked = True
        self._fill()

    def numbers(self) -> Numbers:
        """The chosen seat name's numbers (everyone's when only one name played)."""
        chosen = self.player.currentData() if self.player.count() > 2 else ALL_PLAYERS
        return self.summary.of(None if chosen == ALL_PLAYERS else chosen)

    # --- showing it --------------------------------------------------------------------------------
    def _fill(self) -> None:
        numbers = self.numbers()
        total = numbers.total
        self.message.setText(self._message_text())
        self.message.setVisible(bool(self.message.text()))
        self.body.setVisible(bool(total.played))
        has_games = bool(self.summary.players)
        self.export_button.setEnabled(not self.loading and self.problem is None and has_games)
        self.reset_button.setEnabled(self.problem is not None or has_games)
        self.retry_button.setVisible(self.problem is not None and self.problem.kind == "locked")
        self.retry_button.setEnabled(not self.loading)
        self.summary_label.setVisible(bool(total.played))
        if not total.played:
            return
        self.summary_label.setText(
            self.tr(
                "%n game(s) · {won} won ({rate}) · average {average} · best {best}", "", total.played
            ).format(
                won=total.won,
                rate=cells.percent(total.win_rate),
                average=cells.decimal(total.average),
                best=total.best,
            )
        )
        cells.fill_table(self.by_mode, cells.by_mode(numbers.modes.values()), str)
        cells.fill_table(self.by_level, cells.by_level(numbers.levels), self._level)
        cells.fit_rows(self.by_level)
        editions = dict(numbers.editions)
        cells.fill_table(
            self.by_wonder, sorted_groups(numbers.wonders), lambda key: cells.wonder(key, editions)
        )
        self._fill_charts(numbers)

    def _fill_charts(self, numbers: Numbers) -> None:
        won, lost = self.tr("won"), self.tr("lost")  # also the chart's legend
        points = [
            Point(
                r.score,
                r.won,
                f"{cells.date(r.finished)} · {cells.mode(r.game, r.options, r.players)} · {r.score} · "
                f"{won if r.won else lost}",
            )
            for r in numbers.recent[: tally.SCORE_HISTORY]
        ][::-1]
        self.form.set_points(points[-tally.RECENT_FORM :], (self.tr("W"), self.tr("L")))
        self.scores.set_points(points, (won, lost))
        levels = [(key, count) for key, count in cells.by_level(numbers.levels) if key]
        self.level_bars.set_bars(
            [(self._level(key), count.win_rate, f"{count.won}/{count.played}") for key, count in levels]
        )

    def _message_text(self) -> str:
        if self.problem is not None:
            return self._problem_text(self.problem)
        if self.loading:
            return self.tr("Reading the statistics…")
        if self.hook.waiting:
            return self.tr(
                "The last finished game waits: the statistics file is in use by another copy of the app. "
                "It is counted as soon as the file is free."
            )
        if self.hook.problem:
            return self.tr("The last finished game could not be counted ({detail}).").format(
                detail=self.hook.problem
            )
        if not self.numbers().total.played:
            return self.tr("No finished games yet. Play a game to the end and it is counted here.")
        return ""

    def _problem_text(self, problem: StatsError) -> str:
        """What is wrong, in the player's terms, and the way out of each case."""
        if problem.kind == "locked":
            return self.tr(
                "The statistics file is in use by another copy of the app. Nothing is lost: a game that "
                "ends meanwhile is counted once the file is free. Close the other copy and press Try again."
            )
        if problem.kind == "newer":
            text = self.tr(
                "The statistics file was written by a newer version of the app ({detail}). "
                "Your games are not affected. Reset… sets the file aside (kept beside it) and starts a new "
                "one."
            )
        elif problem.kind == "damaged":
            text = self.tr(
                "The statistics file is damaged and cannot be read ({detail}). Your games are not affected. "
                "Reset… sets the damaged file aside (kept beside it) and starts a new one."
            )
        else:
            text = self.tr(
                "The statistics cannot be read or written ({detail}). Your games are not affected. "
                "Reset… sets the damaged file aside and starts a new one."
            )
        return text.format(detail=problem.detail)

    def _level(self, key: Hashable) -> str:
        return level_name(str(key)) if key else self.tr("People only")

    # --- actions -----------------------------------------------------------------------------------
    def export(self) -> bool:
        """Every seat of every game as CSV, where the player chooses."""
        suggested = str(Path.home() / "wonders-statistics.csv")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the statistics"), suggested, self.tr("CSV files (*.csv)")
        )
        if not path:
            return False
        try:
            self.store().export_csv(Path(path))
        except (StatsError, OSError) as error:
            QMessageBox.warning(self, self.tr("Cannot export"), str(error))
            return False
        return True

    def _set_aside_if_broken(self, store: StatsStore) -> bool:
        """A file that cannot be read now is set aside (kept), unless another process holds it: a locked
        file is healthy, and setting it aside would hide its games. False: nothing may be reset now."""
        try:
            store.check()
        except StatsError as error:
            if error.kind == "locked":
                QMessageBox.warning(self, self.tr("Cannot reset"), self._problem_text(error))
                return False
            if store.path.exists():
                store.set_aside()
        return True

    def reset(self) -> bool:
        """Forget every counted game, after asking; a damaged file is set aside instead of read."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset the statistics?"),
            self.tr("Every counted game is forgotten. Your saved games stay as they are."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return False
        try:
            store = self.store()
            if not self._set_aside_if_broken(store):
                return False
            store.reset()
            pending.clear(store)
            store.set_flag(IMPORTED_AUTOSAVES)  # a reset is not undone by the old autosaves
        except StatsError as error:
            QMessageBox.warning(self, self.tr("Cannot reset"), self._problem_text(error))
            return False
        self.hook.problem = ""
        self.refresh()
        return True


def show_statistics(window: MainWindow) -> None:
    """Game ▸ Statistics and the start page's button: the page, read afresh; Back returns."""
    page = window.stats_page
    if window.stack.currentWidget() is not page:
        page.return_page = window.stack.currentIndex()
    page.refresh()
    window.stack.setCurrentWidget(page)
    page.back.setFocus()


def leave_statistics(window: MainWindow) -> None:
    page = window.stats_page
    window.refresh_start_page()
    back = page.return_page if window.controller.state is not None else 0
    window.stack.setCurrentIndex(back)
