"""The main window's actions (with their icons and shortcuts) and its menus, and their words."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.dialogs.bot_levels_help import show_bot_levels_help
from wonders_desktop.ui.dialogs.keyboard_help import show_keyboard_help
from wonders_desktop.ui.statistics.page import show_statistics
from wonders_desktop.ui.window import window_dialogs
from wonders_desktop.ui.window.problems import show_problem
from wonders_desktop.ui.window.zoom_actions import add_zoom_actions, retranslate_zoom_actions

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate


def _action(
    window: MainWindow,
    name: str,
    icon: str,
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
    slot: Callable[..., object],
) -> QAction:
    action = QAction(window)
    action.setObjectName(name)
    if icon and icons.exists(icon):
        action.setIcon(icons.icon(icon))
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def build_actions(window: MainWindow) -> None:
    """Give ``window`` its actions (``act_new``...) and its menus (``menu_game``, ``menu_view``...)."""
    w = window
    keys = QKeySequence.StandardKey
    w.act_new = _action(w, "actionNew", "new", keys.New, lambda: w.new_game_dialog())
    w.act_continue = _action(w, "actionContinue", "continue", "Ctrl+Shift+C", w.continue_last)
    w.act_save = _action(w, "actionSave", "save", keys.Save, w.save_as)
    w.act_load = _action(w, "actionLoad", "load", keys.Open, w.show_saved_games)
    w.act_stats = _action(w, "actionStatistics", "", None, lambda: show_statistics(w))
    w.act_undo = _action(w, "actionUndo", "undo", keys.Undo, w.undo)
    w.act_analyse = _action(w, "actionAnalyse", "", None, lambda: window_dialogs.open_analysis(w))
    w.act_quit = _action(w, "actionQuit", "quit", keys.Quit, w.close)
    w.act_rules = _action(w, "actionRules", "rules", keys.HelpContents, w.show_rules)
    w.act_settings = _action(w, "actionSettings", "settings", keys.Preferences, w.show_settings)
    w.act_fullscreen = _action(w, "actionFullscreen", "fullscreen", keys.FullScreen, w.toggle_fullscreen)
    w.act_fullscreen.setCheckable(True)
    w.act_about = _action(w, "actionAbout", "about", None, w.show_about)
    w.act_report = _action(w, "actionReportProblem", "", None, lambda: show_problem(w))
    w.act_keyboard = _action(w, "actionKeyboard", "keyboard", None, lambda: show_keyboard_help(w, _game(w)))
    w.act_levels = _action(w, "actionBotLevels", "bot", None, lambda: show_bot_levels_help(w, _game(w)))
    w.act_watch = _action(w, "actionWatch", "bot", None, lambda: w.new_game_dialog(watch=True))
    bar = w.menuBar()
    w.menu_game = bar.addMenu("")
    for action in (w.act_new, w.act_continue, w.act_save, w.act_load, w.act_stats):
        w.menu_game.addAction(action)
    w.menu_game.addSeparator()
    w.menu_game.addAction(w.act_undo)
    w.menu_game.addAction(w.act_analyse)
    w.menu_game.addSeparator()
    w.menu_game.addAction(w.act_quit)
    w.menu_view = bar.addMenu("")
    w.menu_view.addAction(w.act_watch)
    w.menu_view.addSeparator()
    w.menu_view.addAction(w.act_fullscreen)
    w.menu_view.addActions(add_zoom_actions(w))  # text and card size
    w.menu_view.addAction(w.act_settings)
    w.menu_help = bar.addMenu("")
    w.menu_help.addAction(w.act_rules)
    w.menu_help.addAction(w.act_keyboard)
    w.menu_help.addAction(w.act_levels)
    w.menu_help.addSeparator()
    w.menu_help.addAction(w.act_report)
    w.menu_help.addAction(w.act_about)


def _game(window: MainWindow) -> str:
    """The kind of the game in play ("" with none): the keyboard and bot-levels pages open on it."""
    state = window.controller.state
    return state.kind if state is not None else ""


def retranslate_actions(w: MainWindow) -> None:
    w.menu_game.setTitle(translate("MainWindow", "&Game"))
    w.menu_view.setTitle(translate("MainWindow", "&View"))
    w.menu_help.setTitle(translate("MainWindow", "&Help"))
    w.act_new.setText(translate("MainWindow", "&New game…"))
    w.act_continue.setText(translate("MainWindow", "&Continue last game"))
    w.act_save.setText(translate("MainWindow", "&Save a copy…"))
    w.act_load.setText(translate("MainWindow", "&Open…"))
    w.act_stats.setText(translate("MainWindow", "S&tatistics"))
    w.act_undo.setText(translate("MainWindow", "&Undo last move"))
    w.act_analyse.setText(translate("MainWindow", "&Analyse this game…"))
    w.act_quit.setText(translate("MainWindow", "&Quit"))
    w.act_rules.setText(translate("MainWindow", "&Rules"))
    w.act_settings.setText(translate("MainWindow", "S&ettings…"))
    w.act_fullscreen.setText(translate("MainWindow", "&Full screen"))
    w.act_about.setText(translate("MainWindow", "&About"))
    w.act_report.setText(translate("MainWindow", "Re&port a problem…"))
    w.act_keyboard.setText(translate("MainWindow", "&Keyboard"))
    w.act_levels.setText(translate("MainWindow", "&Bot levels"))
    w.act_watch.setText(translate("MainWindow", "&Watch bots play…"))
    retranslate_zoom_actions(w)
