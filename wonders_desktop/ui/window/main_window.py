"""The main window: start screen, the table of the game in play, the log and score sheet, menus.

It wires the controller to the views, the dialogs and the saves. It decides nothing about the rules:
moves come from the views (which list the engine's legal moves) and go to the controller.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QEventLoop
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QListView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.core.errors import DataError, ScenarioError
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.dialogs.gamesetup import GameSetup, default_setup
from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from wonders_desktop.ui.dialogs.rules_window import RulesWindow
from wonders_desktop.ui.dialogs.score_sheet import ScoreSheet
from wonders_desktop.ui.language.i18n import LanguageSwitcher, game_of
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.language.setup_words import window_title
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.platform.settings import Preferences
from wonders_desktop.ui.savegames import library
from wonders_desktop.ui.savegames.game_summary import stage_text
from wonders_desktop.ui.savegames.save_failure_bar import SaveFailureBar
from wonders_desktop.ui.session.controller import GameController, LogEntry
from wonders_desktop.ui.statistics.page import StatisticsPage, leave_statistics
from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.factory import create_view
from wonders_desktop.ui.views.models import LogModel, MovesModel, ScoreModel, SeatsModel
from wonders_desktop.ui.window import menus, window_dialogs, window_layout
from wonders_desktop.ui.window.age_summary import age_summary, plays_in_the_age
from wonders_desktop.ui.window.banner import Banner
from wonders_desktop.ui.window.coaching import Coaching
from wonders_desktop.ui.window.game_files import GameFiles
from wonders_desktop.ui.window.handover import Handover
from wonders_desktop.ui.window.learn_entry import LearnEntry
from wonders_desktop.ui.window.log_follow import LogFollower
from wonders_desktop.ui.window.privacy import PrivacyScreen
from wonders_desktop.ui.window.saved_games_page import SavedGamesPage
from wonders_desktop.ui.window.spectator import DEFAULT_SPEED, SpectatorBar
from wonders_desktop.ui.window.start_page import StartPage
from wonders_desktop.ui.window.table_scroll import TableScroll
from wonders_desktop.ui.window.watch_pace import WatchPace
from wonders_desktop.ui.window.window_layout import GAME_PAGE, PRIVACY_PAGE, START_PAGE
from wonders_desktop.ui.window.window_layout import SAVED_PAGE as SAVED_PAGE  # the tests read it here


class MainWindow(QMainWindow):
    # The pages and panels ``window_layout.build_pages`` gives the window, and the actions and menus of
    # ``menus.build_actions``: declared here so that their types are known where they are used.
    stack: QStackedWidget
    start_page: StartPage
    game_page: QWidget
    privacy: PrivacyScreen
    saved_page: SavedGamesPage
    stats_page: StatisticsPage
    spectator_bar: SpectatorBar
    view_holder: QWidget
    view_layout: QVBoxLayout
    table_scroll: TableScroll
    banner: Banner
    log_view: QListView
    score_sheet: ScoreSheet
    side: QTabWidget
    splitter: QSplitter
    save_failure: SaveFailureBar
    act_new: QAction
    act_continue: QAction
    act_save: QAction
    act_load: QAction
    act_stats: QAction
    act_undo: QAction
    act_analyse: QAction
    act_quit: QAction
    act_rules: QAction
    act_settings: QAction
    act_fullscreen: QAction
    act_about: QAction
    act_report: QAction
    act_keyboard: QAction
    act_levels: QAction
    act_watch: QAction
    act_zoom_in: QAction  # zoom_actions.build
    act_zoom_out: QAction
    act_zoom_reset: QAction
    menu_game: QMenu
    menu_view: QMenu
    menu_help: QMenu

    def __init__(
        self,
        prefs: Preferences,
        languages: LanguageSwitcher,
        parent: QWidget | None = None,
        restore: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.prefs = prefs
        self.languages = languages
        self.show_final_sheet = True
        self.controller = GameController(self)
        self.controller.render_gate.watch(self)  # bots pause while this window paints
        self.models = TableModels(
            MovesModel(self.controller),
            SeatsModel(self.controller),
            LogModel(self.controller),
            ScoreModel(self.controller),
        )
        self.view: GameView | None = None
        self.rules_window: RulesWindow | None = None
        self.final_sheet: ScoreSheet | None = None
        self.watch_speed = DEFAULT_SPEED  # the pace of games where every seat is a bot
        self.pace = WatchPace(self)  # the player's pace, or the spectator's
        self.handover = Handover(self)  # hot-seat: the privacy page between two players
        self.files = GameFiles(self)  # Continue, Open…, Save a copy…, leaving the game in play
        self._age_log_start = 0
        self._side_fitted = False  # the side panel has the width the table asked for
        window_layout.build_pages(self)  # the pages and panels: stack, start_page, log_view, side...
        menus.build_actions(self)  # act_new, act_save..., menu_game, menu_view, menu_help
        self.coaching = Coaching(self)  # the coach's note over the table; the player's moves go through it
        self.learn = LearnEntry(self)  # Learn to play: the guided games (start page, Help menu)
        self.learn.add_menu()
        self.log_follow = LogFollower(self.log_view)
        self._connect()
        self.apply_preferences()
        self.setWindowIcon(icons.app_icon())
        if restore and prefs.geometry is not None:
            self.restoreGeometry(prefs.geometry)
            fit_to_screen(self)  # saved on a larger screen, perhaps
        else:
            fit_to_screen(self, 1280, 820)
        self.retranslateUi()
        library.remove_stale_temporaries()  # what a killed autosave left behind
        self.refresh_start_page()

    # --- building ----------------------------------------------------------------------------------
    def _connect(self) -> None:
        c = self.controller
        c.gameStarted.connect(self._on_game_started)
        c.stateChanged.connect(self._refresh_view)
        c.turnChanged.connect(self._on_turn_changed)
        c.logAppended.connect(self._on_log_appended)
        c.gameOver.connect(self._on_game_over)
        c.autosaveFailed.connect(self._on_autosave_failed)
        c.autosaveRecovered.connect(self._on_autosave_recovered)
        self.save_failure.retryRequested.connect(c.retry_autosave)
        self.save_failure.saveCopyRequested.connect(self.save_as)
        self.saved_page.resumeRequested.connect(self.load_path)
        self.saved_page.backRequested.connect(self.leave_saved_games)
        self.start_page.quickStart.connect(self.quick_start)
        self.start_page.newGame.connect(self.new_game_dialog)
        self.start_page.continueGame.connect(self.continue_last)
        self.start_page.loadGame.connect(self.show_saved_games)
        self.start_page.showStatistics.connect(self.act_stats.trigger)
        self.start_page.learnGame.connect(self.learn.start)
        self.stats_page.backRequested.connect(lambda: leave_statistics(self))
        self.privacy.ready.connect(self.handover.ready)
        self.spectator_bar.pauseToggled.connect(self.controller.set_paused)
        self.spectator_bar.speedChosen.connect(self.set_watch_speed)

    # --- preferences and language ------------------------------------------------------------------
    def apply_preferences(self) -> None:
        self.controller.bot_delay_ms = self.pace.bot_delay_ms()
        self.controller.allow_undo = self.prefs.allow_undo
        self.controller.allow_revealing_undo = self.prefs.practice_takeback
        if self.view is not None:
            self.view.animation_ms = self.pace.animation_ms()
        self._update_actions()

    def watching(self) -> bool:
        """A game where every seat is a bot: the player is a spectator."""
        return self.pace.watching()

    def set_watch_speed(self, speed: str) -> None:
        self.watch_speed = speed
        self.spectator_bar.set_speed(speed)
        self.pace.paced = self.pace.paced or self.watching()
        self.apply_preferences()

    def retranslateUi(self) -> None:
        menus.retranslate_actions(self)
        self.learn.retranslate()
        self.side.setTabText(0, self.tr("Log"))
        self.side.setTabText(1, self.tr("Scores"))
        self._update_title()
        self.models.log.refresh()
        self.models.moves.refresh()
        self.models.seats.refresh()
        self.models.scores.refresh()
        self._update_status()  # the status bar speaks the new language too
        self.refresh_start_page()
        if self.controller.state is not None and self.controller.state.is_terminal():
            self._show_outcome_banner()
        else:
            self.banner.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self.view is not None:
            self.view.return_focus()  # back from a dialog: the keys act on the player's choice
        super().changeEvent(event)

    def _update_title(self) -> None:
        self.setWindowTitle(window_title(self.controller.state))

    # --- starting games ----------------------------------------------------------------------------
    def quick_start(self) -> None:
        self.start_game(default_setup())

    def new_game_dialog(self, game: str = "", watch: bool = False) -> bool:
        dialog = NewGameDialog(self.prefs, game, self, watch=watch)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or dialog.setup() is None:
            return False
        self.apply_preferences()
        setup = dialog.setup()
        assert setup is not None
        if not any(seat.human for seat in setup.seats):  # the player chose to watch
            return self.start_watching(setup, self.watch_speed)
        return self.start_game(setup)

    def start_game(self, setup: GameSetup) -> bool:
        if not self.may_leave_current_game():
            return False
        previous = self.files.unfinished_game_text()
        watched = self.controller.spectated
        self.controller.spectated = self.pace.requested
        try:
            self.controller.new_game(setup)
        except (ScenarioError, DataError, ImportError) as error:
            self.controller.spectated = watched  # the game in play goes on as it was
            QMessageBox.warning(self, self.tr("Cannot start this game"), str(error))
            return False
        self.files.tell_previous_game_kept(previous)
        return True

    def start_watching(self, setup: GameSetup, speed: str, game: int = 1, games: int = 1) -> bool:
        """Start a game of bots at ``speed``, as game ``game`` of ``games`` watched in a row."""
        self.watch_speed = speed
        self.spectator_bar.set_speed(speed)
        self.spectator_bar.set_game(game, games)
        self.pace.requested = True
        try:
            return self.start_game(setup)
        finally:
            self.pace.requested = False

    # --- the games on disk (game_files.py) ----------------------------------------------------------
    def may_leave_current_game(self) -> bool:
        return self.files.may_leave_current_game()

    def continue_last(self) -> bool:
        return self.files.continue_last()

    def load_path(self, path: Path) -> bool:
        return self.files.load_path(path)

    def save_as(self) -> bool:
        return self.files.save_as()

    def show_saved_games(self) -> None:
        self.files.show_saved_games()

    def leave_saved_games(self) -> None:
        self.files.leave_saved_games()

    def refresh_start_page(self) -> None:
        self.files.refresh_start_page()
        self.learn.refresh_start_page()

    def undo(self) -> bool:
        return self.controller.undo()

    # --- reacting to the controller ----------------------------------------------------------------
    def _on_game_started(self) -> None:
        state = self.controller.state
        assert state is not None
        if self.view is not None:
            self.table_scroll.release_view()
            self.view.deleteLater()
        self.view = create_view(state.kind, self.controller, self.models, self.view_holder)
        self.view.setObjectName("gameView")
        self.pace.pace_bots()
        self.view.animation_ms = self.pace.animation_ms()
        self.spectator_bar.reset_pause()
        self.spectator_bar.setVisible(self.watching())
        if self.final_sheet is not None:
            self.final_sheet.hide()  # it showed the game that was replaced
        self.view.moveRequested.connect(self._on_move_requested)
        self.view.rematchRequested.connect(self.rematch)  # a table's own final sheet: the shell's actions
        self.view.newGameRequested.connect(self.new_game_dialog)
        self.view.analyseRequested.connect(self.act_analyse.trigger)  # the shell's sheet's Analyse…, too
        self.controller.render_gate.animating = self.view.animations_running  # bots wait for the motion
        self.table_scroll.set_view(self.view)
        self._side_fitted = window_layout.fit_side_panel(self, self.view, self._side_fitted)
        self.banner.hide()
        self._age_log_start = len(self.controller.log)
        self.side.setCurrentIndex(0)
        self.stack.setCurrentIndex(GAME_PAGE)
        self._update_title()
        self._refresh_view()
        if state.is_terminal():
            self._show_outcome_banner()

    def _refresh_view(self) -> None:
        if self.view is not None:
            self.view.schedule_refresh()
        self._update_actions()

    def _on_turn_changed(self) -> None:
        self.handover.update()
        self._update_actions()
        self._update_status()
        if self.view is not None:
            self.view.schedule_refresh()

    def privacy_showing(self) -> bool:
        return self.stack.currentIndex() == PRIVACY_PAGE

    def _update_status(self) -> None:
        c = self.controller
        if c.state is None:
            return
        if c.state.is_terminal():
            self.statusBar().showMessage(self.tr("Game over."))
            return
        # "Age I · turn 1", not "Move 4": the history counts every seat's moves, not the player's turns
        stage = stage_text(c.state)
        self.statusBar().showMessage(stage or self.tr("Move {n}").format(n=len(c.state.history) + 1))

    def _update_actions(self) -> None:
        state = self.controller.state
        has_game = state is not None
        self.act_save.setEnabled(has_game)
        self.act_undo.setEnabled(self.controller.can_undo())
        self.act_analyse.setEnabled(state is not None and state.is_terminal())
        self.act_continue.setEnabled(has_game or self.start_page.resume.isEnabled())

    def _on_move_requested(self, move: Move) -> None:
        c = self.controller
        if c.viewer is None or c.viewer not in c.acting_humans() or self.privacy_showing():
            return
        if self.learn.refuses(move):  # a guided game: not the move the guide asks for (it says why)
            return
        if self.prefs.confirm_moves:
            label = describe_move(move.to_str(), *game_of(c.state))
            text = f"{label.text}\n{label.detail}" if label.detail else label.text
            answer = QMessageBox.question(self, self.tr("Confirm your move"), text)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.coaching.submit(c.viewer, move)  # played now, or held while the coach rates it

    def _on_log_appended(self, count: int) -> None:
        entries = self.controller.log[len(self.controller.log) - count :]
        if self.view is not None:
            self.view.on_log(entries)
        for entry in entries:
            if entry.event is not None and entry.event.kind == "age_ended":
                self._show_age_summary(entry)
            elif plays_in_the_age(self.controller, entry):
                self.banner.next_age_played(entry.move)

    def _show_age_summary(self, ended: LogEntry) -> None:
        """End of an age: the military results of that age, read from the log."""
        text, self._age_log_start = age_summary(self.controller, ended, self._age_log_start)
        if self.view is None or not self.view.shows_age_summary():  # else the table shows them itself
            self.banner.show_text(text, ended.move)

    def _on_game_over(self) -> None:
        self.side.setCurrentIndex(1)
        self._show_outcome_banner()
        self._update_actions()
        own_sheet = self.view is not None and self.view.shows_final_sheet()
        if self.show_final_sheet and not own_sheet and self.stack.currentIndex() != START_PAGE:
            self.open_final_sheet()

    def _show_outcome_banner(self) -> None:
        sheet = self.score_sheet
        self.banner.show_text(f"<b>{sheet.winner_text()}</b> {sheet.reason_note()}")

    def open_final_sheet(self) -> ScoreSheet:
        return window_dialogs.open_final_sheet(self)

    def rematch(self) -> bool:
        """The game just played again: same seats and options, a new seed (both final sheets' button)."""
        return window_dialogs.rematch(self)

    def _on_autosave_failed(self, detail: str) -> None:
        self.save_failure.show_failure(detail)

    def _on_autosave_recovered(self) -> None:
        self.save_failure.hide()
        self.statusBar().showMessage(self.tr("The game is saved again."), 6000)

    # --- windows and dialogs -----------------------------------------------------------------------
    def show_rules(self) -> RulesWindow:
        return window_dialogs.show_rules(self)

    def show_settings(self) -> bool:
        return window_dialogs.show_settings(self)

    def apply_settings(self) -> None:
        """Apply stored preferences now: language and theme switch at run time, without a restart."""
        window_dialogs.apply_settings(self)

    def switch_language(self, language: str) -> None:
        self.prefs.language = language
        self.apply_settings()

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def show_about(self) -> None:
        window_dialogs.show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop every bot before closing; the game is already autosaved after each move, and when it
        is not (a failed autosave) the player is asked first."""
        if not self.may_leave_current_game():
            event.ignore()
            return
        self.prefs.geometry = self.saveGeometry()
        self.controller.shutdown()
        if self.final_sheet is not None:
            self.final_sheet.close()
        if self.rules_window is not None:
            self.rules_window.close()
        super().closeEvent(event)

    # --- helpers for tests and the screenshot command ----------------------------------------------
    def settle(self, timeout_ms: int = 30_000) -> bool:
        """Process events until the bots are idle and animations ended (bounded); True if settled."""
        clock = QElapsedTimer()
        clock.start()
        while clock.elapsed() < timeout_ms:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            busy = not self.controller.is_idle() or (self.view is not None and self.view.animations_running())
            if not busy:
                return True
            time.sleep(0.002)
        return False

