"""The main window: start screen, the table of the game in play, the log and score sheet, menus.

It wires the controller to the views, the dialogs and the saves. It decides nothing about the rules:
moves come from the views (which list the engine's legal moves) and go to the controller.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QEventLoop, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QListView,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop import __version__
from wonders_desktop.engine.core.errors import DataError, ScenarioError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.dialogs.gamesetup import GameSetup, default_game, default_setup
from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from wonders_desktop.ui.dialogs.rules_window import RulesWindow
from wonders_desktop.ui.dialogs.score_sheet import ScoreSheet
from wonders_desktop.ui.dialogs.settings_dialog import SettingsDialog
from wonders_desktop.ui.language.event_text import describe_event
from wonders_desktop.ui.language.i18n import LanguageSwitcher, game_of, resolve_language
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.savegames import autosave, library, saves
from wonders_desktop.ui.savegames.save_errors import explain
from wonders_desktop.ui.savegames.save_failure_bar import SaveFailureBar
from wonders_desktop.ui.savegames.saved_games_page import SavedGamesPage
from wonders_desktop.ui.savegames.saves import SaveError
from wonders_desktop.ui.shell.banner import Banner
from wonders_desktop.ui.shell.controller import GameController, LogEntry
from wonders_desktop.ui.shell.models import LogModel, MovesModel, ScoreModel, SeatsModel
from wonders_desktop.ui.shell.paths import saves_dir
from wonders_desktop.ui.shell.privacy import PrivacyScreen
from wonders_desktop.ui.shell.settings import ANIMATION_MS, BOT_DELAY_MS, Preferences
from wonders_desktop.ui.shell.spectator import DEFAULT_SPEED, WATCH_SPEEDS, SpectatorBar
from wonders_desktop.ui.shell.start_page import StartPage, game_title
from wonders_desktop.ui.shell.theme import apply_theme
from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.factory import create_view

START_PAGE, GAME_PAGE, PRIVACY_PAGE, SAVED_PAGE = 0, 1, 2, 3
MILITARY_KINDS = ("military", "conflict", "battle")
FINAL_SHEET_MIN_WIDTH = 560
SCREEN_MARGIN = 40  # pixels kept free on each side of the final score sheet
FALLBACK_SCREEN_WIDTH = 1280  # a window not yet on a screen
_BUTTON = QMessageBox.StandardButton
UNSAVED_CHOICES = _BUTTON.Save | _BUTTON.Discard | _BUTTON.Cancel


class MainWindow(QMainWindow):
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
        self._paced = False  # the bots' delay is the spectator's, not the player's setting
        self._watch_requested = False  # the game being started is watched (start_watching)
        self._age_log_start = 0
        self._return_page = START_PAGE
        self._copy_saved: tuple[str, int] | None = None  # (game id, moves) of the last "Save a copy"
        self._build_pages()
        self._build_actions()
        self._connect()
        self.apply_preferences()
        self.setWindowIcon(icons.app_icon())
        if restore and prefs.geometry is not None:
            self.restoreGeometry(prefs.geometry)
        else:
            self.resize(1280, 820)
        self.retranslateUi()
        library.remove_stale_temporaries()  # what a killed autosave left behind
        self.refresh_start_page()

    # --- building ----------------------------------------------------------------------------------
    def _build_pages(self) -> None:
        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self.stack)
        self.game_page = QWidget(self.stack)
        self.privacy = PrivacyScreen(self.stack)
        self.saved_page = SavedGamesPage(self.controller, self.stack)
        for page in (self.start_page, self.game_page, self.privacy, self.saved_page):
            self.stack.addWidget(page)
        self.banner = Banner(self.game_page)
        self.spectator_bar = SpectatorBar(self.game_page)
        self.view_holder = QWidget(self.game_page)
        self.view_layout = QVBoxLayout(self.view_holder)
        self.view_layout.setContentsMargins(0, 0, 0, 0)
        self.log_view = QListView(self.game_page)
        self.log_view.setObjectName("log")
        self.log_view.setModel(self.models.log)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setLayoutMode(QListView.LayoutMode.Batched)  # long logs lay out in slices
        self.log_view.setBatchSize(40)
        # A scroll bar that comes and goes changes the width, so word-wrapped rows change height, so the
        # scroll bar toggles again: the batched layout would restart forever and show an empty log.
        self.log_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log_view.setAlternatingRowColors(True)
        self.score_sheet = ScoreSheet(self.controller, self.models.scores, self.game_page, compact=True)
        self.side = QTabWidget(self.game_page)
        self.side.addTab(self.log_view, "")
        self.side.addTab(self.score_sheet, "")
        self.side.setMinimumWidth(300)
        left = QWidget(self.game_page)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 0, 8)
        left_layout.addWidget(self.spectator_bar)
        left_layout.addWidget(self.banner)
        left_layout.addWidget(self.view_holder, 1)
        splitter = self.splitter = QSplitter(Qt.Orientation.Horizontal, self.game_page)
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 340])
        page_layout = QVBoxLayout(self.game_page)
        page_layout.setContentsMargins(0, 0, 8, 0)
        page_layout.addWidget(splitter)
        central = QWidget(self)
        self.save_failure = SaveFailureBar(central)
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(self.save_failure)
        central_layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

    def _action(self, name: str, icon: str, shortcut: QKeySequence | str | None, slot: object) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if icon and icons.exists(icon):
            action.setIcon(icons.icon(icon))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_new = self._action("actionNew", "new", keys.New, lambda: self.new_game_dialog())
        self.act_continue = self._action("actionContinue", "continue", "Ctrl+Shift+C", self.continue_last)
        self.act_save = self._action("actionSave", "save", keys.Save, self.save_as)
        self.act_load = self._action("actionLoad", "load", keys.Open, self.show_saved_games)
        self.act_undo = self._action("actionUndo", "undo", keys.Undo, self.undo)
        self.act_quit = self._action("actionQuit", "quit", keys.Quit, self.close)
        self.act_rules = self._action("actionRules", "rules", keys.HelpContents, self.show_rules)
        self.act_settings = self._action("actionSettings", "settings", keys.Preferences, self.show_settings)
        self.act_fullscreen = self._action(
            "actionFullscreen", "fullscreen", keys.FullScreen, self.toggle_fullscreen
        )
        self.act_fullscreen.setCheckable(True)
        self.act_about = self._action("actionAbout", "about", None, self.show_about)
        self.act_watch = self._action("actionWatch", "bot", None, lambda: self.new_game_dialog(watch=True))
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for action in (self.act_new, self.act_continue, self.act_save, self.act_load):
            self.menu_game.addAction(action)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_undo)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_watch)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addAction(self.act_settings)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)

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
        # after the batched layout has placed the new rows
        self._log_follows = True
        bar = self.log_view.verticalScrollBar()
        bar.valueChanged.connect(self._on_log_scrolled)
        bar.rangeChanged.connect(self._keep_log_at_bottom)
        self.start_page.quickStart.connect(self.quick_start)
        self.start_page.newGame.connect(self.new_game_dialog)
        self.start_page.continueGame.connect(self.continue_last)
        self.start_page.loadGame.connect(self.show_saved_games)
        self.privacy.ready.connect(self._privacy_ready)
        self.spectator_bar.pauseToggled.connect(self.controller.set_paused)
        self.spectator_bar.speedChosen.connect(self.set_watch_speed)

    # --- preferences and language ------------------------------------------------------------------
    def apply_preferences(self) -> None:
        pace = WATCH_SPEEDS[self.watch_speed] if self._paced else None
        self.controller.bot_delay_ms = pace.bot_delay_ms if pace else BOT_DELAY_MS[self.prefs.bot_speed]
        self.controller.allow_undo = self.prefs.allow_undo
        self.controller.allow_revealing_undo = self.prefs.practice_takeback
        if self.view is not None:
            self.view.animation_ms = self._animation_ms()
        self._update_actions()

    def _animation_ms(self) -> int:
        if self._paced:
            return WATCH_SPEEDS[self.watch_speed].animation_ms
        return ANIMATION_MS[self.prefs.animation_speed]

    def watching(self) -> bool:
        """A game where every seat is a bot: the player is a spectator."""
        return self.controller.state is not None and not self.controller.humans()

    def _pace_bots(self) -> None:
        """A watched game takes the spectator's pace (and a game of bots loaded while watching keeps it);
        the next game with a player takes the player's."""
        if self.watching() and (self._watch_requested or self._paced):
            self.controller.bot_delay_ms = WATCH_SPEEDS[self.watch_speed].bot_delay_ms
            self._paced = True
        elif not self.watching() and self._paced:
            self.controller.bot_delay_ms = BOT_DELAY_MS[self.prefs.bot_speed]
            self._paced = False

    def set_watch_speed(self, speed: str) -> None:
        self.watch_speed = speed
        self.spectator_bar.set_speed(speed)
        self._paced = self._paced or self.watching()
        self.apply_preferences()

    def retranslateUi(self) -> None:
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_continue.setText(self.tr("&Continue last game"))
        self.act_save.setText(self.tr("&Save a copy…"))
        self.act_load.setText(self.tr("&Open…"))
        self.act_undo.setText(self.tr("&Undo last move"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_settings.setText(self.tr("S&ettings…"))
        self.act_fullscreen.setText(self.tr("&Full screen"))
        self.act_about.setText(self.tr("&About"))
        self.act_watch.setText(self.tr("&Watch bots play…"))
        self.side.setTabText(0, self.tr("Log"))
        self.side.setTabText(1, self.tr("Scores"))
        self._update_title()
        self.models.log.refresh()
        self.models.moves.refresh()
        self.models.seats.refresh()
        self.models.scores.refresh()
        self.refresh_start_page()
        if self.controller.state is not None and self.controller.state.is_terminal():
            self._show_outcome_banner()
        else:
            self.banner.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _update_title(self) -> None:
        state = self.controller.state
        if state is None:
            self.setWindowTitle(self.tr("Wonders"))
            return
        players = self.tr("%n player(s)", "", state.num_players)
        self.setWindowTitle(
            self.tr("Wonders — {game}, {players}").format(game=game_title(state.kind), players=players)
        )

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
        previous = self._unfinished_game_text()
        watched = self.controller.spectated
        self.controller.spectated = self._watch_requested
        try:
            self.controller.new_game(setup)
        except (ScenarioError, DataError, ImportError) as error:
            self.controller.spectated = watched  # the game in play goes on as it was
            QMessageBox.warning(self, self.tr("Cannot start this game"), str(error))
            return False
        self._tell_previous_game_kept(previous)
        return True

    def start_watching(self, setup: GameSetup, speed: str, game: int = 1, games: int = 1) -> bool:
        """Start a game of bots at ``speed``, as game ``game`` of ``games`` watched in a row."""
        self.watch_speed = speed
        self.spectator_bar.set_speed(speed)
        self.spectator_bar.set_game(game, games)
        self._watch_requested = True
        try:
            return self.start_game(setup)
        finally:
            self._watch_requested = False

    def _unfinished_game_text(self) -> str:
        """The game in play, named for the note that it is kept ("" when there is none to keep)."""
        state = self.controller.state
        if state is None or state.is_terminal() or self.controller.spectated:
            return ""  # a watched game is never saved: nothing is kept
        moves = self.tr("%n move(s) played", "", len(state.history))
        return f"{game_title(state.kind)}, {moves}"

    def _tell_previous_game_kept(self, previous: str) -> None:
        if previous:
            text = self.tr("Your previous game ({game}) is kept: find it in Game > Open….")
            self.banner.show_text(text.format(game=previous))

    def may_leave_current_game(self) -> bool:
        """True when the game in play is safe on disk, or the player chose what to do about it."""
        c = self.controller
        if c.state is None or c.is_saved() or self._copy_saved == (c.game_id, len(c.state.history)):
            return True
        answer = QMessageBox.question(
            self,
            self.tr("This game is not saved"),
            self.tr(
                "The last autosave of this game failed ({detail}). Save a copy before leaving it? "
                "Without one, the game is lost."
            ).format(detail=c.save_failure),
            UNSAVED_CHOICES,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_as()
        return answer == QMessageBox.StandardButton.Discard

    def continue_last(self) -> bool:
        path = autosave.last_game_path()
        if path is None:
            QMessageBox.information(
                self, self.tr("Continue"), self.tr("There is no unfinished game to continue.")
            )
            return False
        return self.load_path(path)

    def load_path(self, path: Path) -> bool:
        """Load a save; any damage is explained in a dialog and the file is left exactly as it was."""
        events: list[tuple[int, Event]] = []
        try:
            save, state = saves.load_game(path, events)
        except SaveError as error:
            QMessageBox.warning(
                self, self.tr("Cannot open this saved game"), explain(path, error)
            )
            return False
        same_game = self.controller.state is not None and _same_file(path, self._current_autosave())
        if not same_game and not self.may_leave_current_game():
            return False
        previous = "" if same_game else self._unfinished_game_text()
        game_id = saves.id_for_resuming(path, save)
        self.controller.spectated = False  # a game opened from a file is the player's again
        self.controller.load(save if game_id == save.game_id else save.signed(game_id=game_id), state, events)
        self._tell_previous_game_kept(previous)
        return True

    def save_as(self) -> bool:
        if self.controller.state is None:
            return False
        suggested = saves_dir() / f"{self.controller.state.kind}-{self.controller.game_id}.json"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), str(suggested), self.tr("Saved games (*.json)")
        )
        if not path:
            return False
        try:
            saves.write_save(Path(path), self.controller.current_save())
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot save"), str(error))
            return False
        self._copy_saved = (self.controller.game_id, len(self.controller.state.history))
        self.statusBar().showMessage(self.tr("Game saved."), 4000)
        return True

    def _current_autosave(self) -> Path | None:
        playing = self.controller.state is not None and self.controller.autosave_enabled
        return saves.autosave_path(self.controller.game_id) if playing else None

    # --- the saved-games page ----------------------------------------------------------------------
    def show_saved_games(self) -> None:
        """Game > Open… and the start page's Saved games: every game, to resume or manage."""
        if self.stack.currentIndex() != SAVED_PAGE:
            self._return_page = self.stack.currentIndex()
        self.saved_page.refresh(self._current_autosave(), keep=False)
        self.stack.setCurrentIndex(SAVED_PAGE)
        self.saved_page.tree.setFocus()

    def leave_saved_games(self) -> None:
        back = self._return_page if self.controller.state is not None else START_PAGE
        self.refresh_start_page()
        self.stack.setCurrentIndex(back)

    def undo(self) -> bool:
        return self.controller.undo()

    # --- reacting to the controller ----------------------------------------------------------------
    def _on_game_started(self) -> None:
        state = self.controller.state
        assert state is not None
        if self.view is not None:
            self.view.setParent(None)
            self.view.deleteLater()
        self.view = create_view(state.kind, self.controller, self.models, self.view_holder)
        self.view.setObjectName("gameView")
        self._pace_bots()
        self.view.animation_ms = self._animation_ms()
        self.spectator_bar.reset_pause()
        self.spectator_bar.setVisible(self.watching())
        if self.final_sheet is not None:
            self.final_sheet.hide()  # it showed the game that was replaced
        self.view.moveRequested.connect(self._on_move_requested)
        self.controller.render_gate.animating = self.view.animations_running  # bots wait for the motion
        self.view_layout.addWidget(self.view)
        self._fit_side_panel()
        self.banner.hide()
        self._age_log_start = len(self.controller.log)
        self.side.setCurrentIndex(0)
        self.stack.setCurrentIndex(GAME_PAGE)
        self._update_title()
        self._refresh_view()
        if state.is_terminal():
            self._show_outcome_banner()

    def _fit_side_panel(self) -> None:
        """Give the side panel the width the new table asks for; a table that asks nothing gets the
        shell's own share back (a quarter of the room, growing with the window)."""
        assert self.view is not None
        wanted = self.view.preferred_side_width()
        asked = wanted > 0
        if not asked and not getattr(self, "_side_fitted", False):
            return  # the shell's layout as built
        self._side_fitted = asked
        total = sum(self.splitter.sizes()) or self.width()
        side = max(wanted, self.side.minimumWidth()) if asked else max(self.side.minimumWidth(), total // 4)
        self.splitter.setStretchFactor(1, 0 if asked else 1)
        self.splitter.setSizes([max(1, total - side), side])

    def _refresh_view(self) -> None:
        if self.view is not None:
            self.view.schedule_refresh()
        self._update_actions()

    def _on_turn_changed(self) -> None:
        self._update_privacy()
        self._update_actions()
        self._update_status()
        if self.view is not None:
            self.view.schedule_refresh()

    def _update_privacy(self) -> None:
        c = self.controller
        if c.state is None or self.stack.currentIndex() in (START_PAGE, SAVED_PAGE):
            return
        acting = c.acting_humans()
        if c.state.is_terminal() or len(c.humans()) < 2 or not acting:
            if self.stack.currentIndex() == PRIVACY_PAGE and c.state.is_terminal():
                self.stack.setCurrentIndex(GAME_PAGE)
            return
        following = c.viewer if c.viewer in acting else acting[0]
        if following != c.viewer:
            self._pending_viewer = following
            self.privacy.set_player(c.seat_name(following))
            self.stack.setCurrentIndex(PRIVACY_PAGE)

    def _privacy_ready(self) -> None:
        seat = getattr(self, "_pending_viewer", None)
        if seat is not None:
            self.controller.set_viewer(seat)
        self.stack.setCurrentIndex(GAME_PAGE)

    def privacy_showing(self) -> bool:
        return self.stack.currentIndex() == PRIVACY_PAGE

    def _update_status(self) -> None:
        c = self.controller
        if c.state is None:
            return
        if c.state.is_terminal():
            self.statusBar().showMessage(self.tr("Game over."))
            return
        move = len(c.state.history) + 1
        self.statusBar().showMessage(self.tr("Move {n}").format(n=move))

    def _update_actions(self) -> None:
        has_game = self.controller.state is not None
        self.act_save.setEnabled(has_game)
        self.act_undo.setEnabled(self.controller.can_undo())
        self.act_continue.setEnabled(has_game or self.start_page.resume.isEnabled())

    def _on_move_requested(self, move: Move) -> None:
        c = self.controller
        if c.viewer is None or c.viewer not in c.acting_humans() or self.privacy_showing():
            return
        if self.prefs.confirm_moves:
            label = describe_move(move.to_str(), *game_of(c.state))
            text = f"{label.text}\n{label.detail}" if label.detail else label.text
            answer = QMessageBox.question(self, self.tr("Confirm your move"), text)
            if answer != QMessageBox.StandardButton.Yes:
                return
        c.play(c.viewer, move)

    def _on_log_appended(self, count: int) -> None:
        entries = self.controller.log[len(self.controller.log) - count :]
        if self.view is not None:
            self.view.on_log(entries)
        for entry in entries:
            if entry.event is not None and entry.event.kind == "age_ended":
                self._show_age_summary(entry)

    def _show_age_summary(self, ended: LogEntry) -> None:
        """End of an age: the military results of that age, read from the log."""
        log = self.controller.log
        stop = log.index(ended) if ended in log else len(log)
        c = self.controller
        game, edition = game_of(c.state)
        lines = [
            describe_event(entry.event, c.seat_name, c.viewer, game=game, edition=edition)
            for entry in log[self._age_log_start : stop]
            if entry.event is not None and any(word in entry.event.kind for word in MILITARY_KINDS)
        ]
        self._age_log_start = stop + 1
        if self.view is not None and self.view.shows_age_summary():
            return  # the table shows this age's results in its own place
        title = (
            describe_event(ended.event, c.seat_name, c.viewer, game=game, edition=edition)
            if ended.event is not None
            else ""
        )
        body = "<br>".join(lines) if lines else self.tr("No military conflict this age.")
        self.banner.show_text(f"<b>{title}</b><br>{body}")

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
        if self.final_sheet is None:
            self.final_sheet = ScoreSheet(self.controller, self.models.scores, None)
            self.final_sheet.setWindowFlag(Qt.WindowType.Tool, True)
            self.final_sheet.setObjectName("finalScoreSheet")
        self.final_sheet.setWindowTitle(self.tr("Score sheet"))
        self.final_sheet.retranslateUi()
        self.final_sheet.fit_within(self._screen_width() - 2 * SCREEN_MARGIN, FINAL_SHEET_MIN_WIDTH)
        self.final_sheet.show()
        return self.final_sheet

    def _screen_width(self) -> int:
        screen = self.screen()
        return screen.availableGeometry().width() if screen is not None else FALLBACK_SCREEN_WIDTH

    def _on_autosave_failed(self, detail: str) -> None:
        self.save_failure.show_failure(detail)

    def _on_autosave_recovered(self) -> None:
        self.save_failure.hide()
        self.statusBar().showMessage(self.tr("The game is saved again."), 6000)

    def refresh_start_page(self) -> None:
        path = autosave.last_game_path()
        if path is None:
            self.start_page.set_continue(False)
            return
        try:
            save = saves.read_save(path)
        except SaveError:  # changed on disk since it was found
            self.start_page.set_continue(False)
            return
        players = self.tr("%n player(s)", "", len(save.seats))
        moves = self.tr("%n move(s) played", "", len(save.record.moves))
        detail = f"{game_title(save.record.game)} · {players} · {moves}"
        others = sum(1 for entry in library.scan() if entry.save is not None and not entry.finished) - 1
        if others > 0:
            detail += " · " + self.tr("%n more unfinished in Saved games", "", others)
        self.start_page.set_continue(True, detail)

    # --- windows and dialogs -----------------------------------------------------------------------
    def show_rules(self) -> RulesWindow:
        game = self.controller.state.kind if self.controller.state is not None else default_game()
        if self.rules_window is None:
            self.rules_window = RulesWindow(self.languages.language, game, self)
        else:
            self.rules_window.game.setCurrentIndex(max(0, self.rules_window.game.findData(game)))
            self.rules_window.set_language(self.languages.language)
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

    def show_settings(self) -> bool:
        dialog = SettingsDialog(self.prefs, self.languages.language, self)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return False
        self.apply_settings()
        return True

    def apply_settings(self) -> None:
        """Apply stored preferences now: language and theme switch at run time, without a restart."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.prefs.theme)
        language = resolve_language(self.prefs.language or None)
        if language != self.languages.language:
            self.languages.switch(language)
            QCoreApplication.sendPostedEvents()  # deliver LanguageChange now: every window retranslates
            if self.rules_window is not None:
                self.rules_window.set_language(language)
        self.apply_preferences()
        if self.view is not None:
            self.view.refresh()
        if self.stack.currentIndex() == SAVED_PAGE:
            self.saved_page.refresh()  # its group bands take the new theme's colour

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
        text = self.tr(
            "<h3>Wonders {version}</h3><p>7 Wonders, 7 Wonders Duel and 7 Wonders Architects, "
            "offline, against bots or hot-seat.</p><p>An unofficial fan-made program for personal use; "
            "the games belong to their authors and publishers (Repos Production).</p>"
        ).format(version=__version__)
        QMessageBox.about(self, self.tr("About Wonders"), text)

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
    def _on_log_scrolled(self, value: int) -> None:
        """The log follows new entries while the reader is at its end; scrolling up stops that."""
        self._log_follows = value >= self.log_view.verticalScrollBar().maximum() - 2

    def _keep_log_at_bottom(self, _minimum: int, maximum: int) -> None:
        # The range grows as the batched layout measures rows, after the rows are inserted.
        if self._log_follows:
            self.log_view.verticalScrollBar().setValue(maximum)

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


def _same_file(path: Path, other: Path | None) -> bool:
    try:
        return other is not None and path.resolve() == other.resolve()
    except OSError:
        return False
