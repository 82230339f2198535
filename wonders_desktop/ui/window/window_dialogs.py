"""The main window's other windows: the rules, the settings dialog (applied at run time, language and
theme included, without a restart), About, and the final score sheet that pops up at a game's end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from wonders_desktop.ui.dialogs import about_dialog
from wonders_desktop.ui.dialogs.about_dialog import AboutDialog
from wonders_desktop.ui.dialogs.gamesetup import GameSetup, default_game
from wonders_desktop.ui.dialogs.rules_window import RulesWindow
from wonders_desktop.ui.dialogs.score_sheet import ScoreSheet
from wonders_desktop.ui.dialogs.settings_dialog import SettingsDialog
from wonders_desktop.ui.language.i18n import resolve_language
from wonders_desktop.ui.platform.theme import apply_theme
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.window.analysis_window import AnalysisWindow
from wonders_desktop.ui.window.window_layout import SAVED_PAGE
from wonders_desktop.ui.window.zoom_actions import apply_window_zoom

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate

FINAL_SHEET_MIN_WIDTH = 560
SCREEN_MARGIN = 40  # pixels kept free on each side of the final score sheet
FALLBACK_SCREEN_WIDTH = 1280  # a window not yet on a screen


def show_rules(window: MainWindow) -> RulesWindow:
    game = window.controller.state.kind if window.controller.state is not None else default_game()
    if window.rules_window is None:
        window.rules_window = RulesWindow(window.languages.language, game, window)
    else:
        window.rules_window.game.setCurrentIndex(max(0, window.rules_window.game.findData(game)))
        window.rules_window.set_language(window.languages.language)
    window.rules_window.show()
    window.rules_window.raise_()
    return window.rules_window


def show_settings(window: MainWindow) -> bool:
    dialog = SettingsDialog(window.prefs, window.languages.language, window)
    if dialog.exec() != SettingsDialog.DialogCode.Accepted:
        return False
    window.apply_settings()
    return True


def apply_settings(window: MainWindow) -> None:
    """Apply stored preferences now: language and theme switch at run time, without a restart."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, window.prefs.theme)
    language = resolve_language(window.prefs.language or None)
    if language != window.languages.language:
        window.languages.switch(language)
        QCoreApplication.sendPostedEvents()  # deliver LanguageChange now: every window retranslates
        if window.rules_window is not None:
            window.rules_window.set_language(language)
    window.apply_preferences()
    apply_window_zoom(window)  # text and card size
    if window.view is not None:
        window.view.refresh()
    if window.stack.currentIndex() == SAVED_PAGE:
        window.saved_page.refresh()  # its group bands take the new theme's colour


def show_about(window: MainWindow) -> AboutDialog:
    return about_dialog.show_about(window)


def open_final_sheet(window: MainWindow) -> ScoreSheet:
    if window.final_sheet is None:
        window.final_sheet = ScoreSheet(window.controller, window.models.scores, None)
        window.final_sheet.setWindowFlag(Qt.WindowType.Tool, True)
        window.final_sheet.setObjectName("finalScoreSheet")
        window.final_sheet.add_final_buttons(
            lambda: rematch(window), window.new_game_dialog, lambda: open_analysis(window)
        )
        window.destroyed.connect(window.final_sheet.deleteLater)  # its own window, gone with the main one
    window.final_sheet.setWindowTitle(translate("MainWindow", "Score sheet"))
    window.final_sheet.retranslateUi()
    window.final_sheet.fit_within(_screen_width(window) - 2 * SCREEN_MARGIN, FINAL_SHEET_MIN_WIDTH)
    window.final_sheet.show()
    if window.final_sheet.rematch_button is not None:
        window.final_sheet.rematch_button.setFocus()
    return window.final_sheet


def open_analysis(window: MainWindow) -> AnalysisWindow | None:
    """The analysis of the finished game in play (Game > Analyse, the final sheet's Analyse…).

    It is stored in the game's autosave, and one stored there before is shown, not searched again; a
    watched game of bots is never autosaved, so its analysis is shown only.
    """
    controller = window.controller
    if controller.state is None or not controller.state.is_terminal():
        return None
    save = controller.current_save()
    path = None
    if controller.autosave_enabled and not controller.spectated:
        path = saves.autosave_path(controller.game_id)
        autosave.wait()  # the game's last autosave is on disk
        try:
            stored, _ = saves.load_game(path)
        except saves.SaveError:
            stored = None
        if stored is not None and stored.record == save.record and stored.analysis is not None:
            save = stored
    for old in window.findChildren(AnalysisWindow):
        old.close()
    analysis = AnalysisWindow(save, path, window)
    analysis.stored.connect(controller.keep_analysis)
    analysis.show()
    analysis.raise_()
    return analysis


def rematch_setup(window: MainWindow) -> GameSetup | None:
    """The game just played again: same game, options and seats, a new seed."""
    controller = window.controller
    state = controller.state
    if state is None:
        return None
    setup = GameSetup(state.kind, dict(state.options), list(controller.seats))
    seed = setup.resolved_seed()
    while seed == state.seed:
        seed = setup.resolved_seed()
    setup.seed = seed
    return setup


def rematch(window: MainWindow) -> bool:
    """Start the rematch (a finished game is safe: ``start_game`` asks only about an unsaved one)."""
    setup = rematch_setup(window)
    if setup is None:
        return False
    if not any(seat.human for seat in setup.seats):  # a watched game of bots is watched again
        return window.start_watching(setup, window.watch_speed)
    return window.start_game(setup)


def _screen_width(window: MainWindow) -> int:
    screen = window.screen()
    return screen.availableGeometry().width() if screen is not None else FALLBACK_SCREEN_WIDTH
