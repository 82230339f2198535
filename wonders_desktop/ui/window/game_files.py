"""The games on disk as the main window offers them: Continue, Open… (the saved-games page), Save a copy…,
the start page's Continue line, and leaving the game in play — asked first when its last autosave failed,
with a note afterwards that an unfinished game is kept.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.platform.paths import saves_dir
from wonders_desktop.ui.savegames import autosave, library, saves
from wonders_desktop.ui.savegames.save_errors import explain
from wonders_desktop.ui.savegames.saves import SaveError
from wonders_desktop.ui.window.start_page import game_title
from wonders_desktop.ui.window.window_layout import SAVED_PAGE, START_PAGE

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate

_BUTTON = QMessageBox.StandardButton
UNSAVED_CHOICES = _BUTTON.Save | _BUTTON.Discard | _BUTTON.Cancel


class GameFiles:
    """For one window: what it may do with the game in play and the saved games."""

    def __init__(self, window: MainWindow) -> None:
        self._window = weakref.ref(window)  # no reference cycle: the window is freed as before
        self.controller = window.controller
        self.copy_saved: tuple[str, int] | None = None  # (game id, moves) of the last "Save a copy"
        self.return_page = START_PAGE  # the page the saved-games page goes back to

    @property
    def window(self) -> MainWindow:
        window = self._window()
        assert window is not None  # it owns this helper, so it outlives it
        return window

    def may_leave_current_game(self) -> bool:
        """True when the game in play is safe on disk, or the player chose what to do about it."""
        c = self.controller
        if c.state is None or c.is_saved() or self.copy_saved == (c.game_id, len(c.state.history)):
            return True
        answer = QMessageBox.question(
            self.window,
            translate("MainWindow", "This game is not saved"),
            translate(
                "MainWindow",
                "The last autosave of this game failed ({detail}). Save a copy before leaving it? "
                "Without one, the game is lost.",
            ).format(detail=c.save_failure),
            UNSAVED_CHOICES,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.window.save_as()
        return answer == QMessageBox.StandardButton.Discard

    def unfinished_game_text(self) -> str:
        """The game in play, named for the note that it is kept ("" when there is none to keep)."""
        state = self.controller.state
        if state is None or state.is_terminal() or self.controller.spectated:
            return ""  # a watched game is never saved: nothing is kept
        moves = translate("MainWindow", "%n move(s) played", "", len(state.history))
        return f"{game_title(state.kind)}, {moves}"

    def tell_previous_game_kept(self, previous: str) -> None:
        if previous:
            text = translate("MainWindow", "Your previous game ({game}) is kept: find it in Game > Open….")
            self.window.banner.show_text(text.format(game=previous))

    def continue_last(self) -> bool:
        path = autosave.last_game_path()
        if path is None:
            QMessageBox.information(
                self.window,
                translate("MainWindow", "Continue"),
                translate("MainWindow", "There is no unfinished game to continue."),
            )
            return False
        return self.window.load_path(path)

    def load_path(self, path: Path) -> bool:
        """Load a save; any damage is explained in a dialog and the file is left exactly as it was."""
        events: list[tuple[int, Event]] = []
        try:
            save, state = saves.load_game(path, events)
        except SaveError as error:
            title = translate("MainWindow", "Cannot open this saved game")
            QMessageBox.warning(self.window, title, explain(path, error))
            return False
        same_game = self.controller.state is not None and _same_file(path, self.current_autosave())
        if not same_game and not self.window.may_leave_current_game():
            return False
        previous = "" if same_game else self.unfinished_game_text()
        game_id = saves.id_for_resuming(path, save)
        if self.controller.autosave_enabled and not self.controller.game_lock.take(game_id):
            self.tell_game_open_elsewhere()
            return False
        self.controller.spectated = False  # a game opened from a file is the player's again
        self.controller.load(save if game_id == save.game_id else save.signed(game_id=game_id), state, events)
        self.tell_previous_game_kept(previous)
        return True

    def tell_game_open_elsewhere(self) -> None:
        """Another copy of the app plays this game: it is not resumed twice (see ``game_lock``)."""
        QMessageBox.information(
            self.window,
            translate("MainWindow", "This game is open in another window"),
            translate(
                "MainWindow",
                "Another copy of Wonders is playing this game. Play on there, or close it there and "
                "open the game here.",
            ),
        )

    def save_as(self) -> bool:
        c = self.controller
        if c.state is None:
            return False
        suggested = saves_dir() / f"{c.state.kind}-{c.game_id}{saves.EXPORT_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("MainWindow", "Save the game"),
            str(suggested),
            translate("MainWindow", "Wonders games (*.wonders)"),
        )
        if not path:
            return False
        try:
            saves.write_save(saves.with_save_suffix(Path(path)), c.current_save())
        except OSError as error:
            QMessageBox.warning(self.window, translate("MainWindow", "Cannot save"), str(error))
            return False
        self.copy_saved = (c.game_id, len(c.state.history))
        self.window.statusBar().showMessage(translate("MainWindow", "Game saved."), 4000)
        return True

    def current_autosave(self) -> Path | None:
        playing = self.controller.state is not None and self.controller.autosave_enabled
        return saves.autosave_path(self.controller.game_id) if playing else None

    # --- the saved-games page and the start page's Continue line -------------------------------------
    def show_saved_games(self) -> None:
        """Game > Open… and the start page's Saved games: every game, to resume or manage."""
        w = self.window
        if w.stack.currentIndex() != SAVED_PAGE:
            self.return_page = w.stack.currentIndex()
        w.saved_page.refresh(self.current_autosave(), keep=False)
        w.stack.setCurrentIndex(SAVED_PAGE)
        w.saved_page.tree.setFocus()

    def leave_saved_games(self) -> None:
        back = self.return_page if self.controller.state is not None else START_PAGE
        self.window.refresh_start_page()
        self.window.stack.setCurrentIndex(back)

    def refresh_start_page(self) -> None:
        start_page = self.window.start_page
        path = autosave.last_game_path()
        if path is None:
            start_page.set_continue(False)
            return
        try:
            save = saves.read_save(path)
        except SaveError:  # changed on disk since it was found
            start_page.set_continue(False)
            return
        players = translate("MainWindow", "%n player(s)", "", len(save.seats))
        moves = translate("MainWindow", "%n move(s) played", "", len(save.record.moves))
        detail = f"{game_title(save.record.game)} · {players} · {moves}"
        others = sum(1 for entry in library.scan() if entry.save is not None and not entry.finished) - 1
        if others > 0:
            detail += " · " + translate("MainWindow", "%n more unfinished in Saved games", "", others)
        start_page.set_continue(True, detail)


def _same_file(path: Path, other: Path | None) -> bool:
    try:
        return other is not None and path.resolve() == other.resolve()
    except OSError:
        return False
