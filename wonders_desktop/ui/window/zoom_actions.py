"""View ▸ Zoom in (Ctrl+=, Ctrl++), Zoom out (Ctrl+-), Actual size (Ctrl+0): the text and card size
(``platform.zoom``) changed live, step by step, and remembered in the settings.

The same change is made when the Settings dialog's "Text and card size" is accepted
(``window_dialogs.apply_settings`` calls ``apply_window_zoom``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from wonders_desktop.ui.platform import zoom
from wonders_desktop.ui.platform.theme import current, style_sheet
from wonders_desktop.ui.window import window_layout

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate


def _shortcuts(*keys: str) -> list[QKeySequence]:
    """The keys as sequences (Qt's standard zoom keys would add multimedia keys the help would list)."""
    return [QKeySequence(entry) for entry in keys]


def _action(
    window: MainWindow, name: str, keys: list[QKeySequence], percent: int | Callable[[], int]
) -> QAction:
    action = QAction(window)
    action.setObjectName(name)
    action.setShortcuts(keys)
    action.triggered.connect(lambda: change_zoom(window, percent() if callable(percent) else percent))
    window.addAction(action)
    return action


def add_zoom_actions(window: MainWindow) -> list[QAction]:
    """The three actions, added to ``window`` (their shortcuts work everywhere in it); returned in the
    View menu's order."""
    now = zoom.percent
    window.act_zoom_in = _action(
        window, "actionZoomIn", _shortcuts("Ctrl+=", "Ctrl++"), lambda: zoom.step_up(now())
    )
    window.act_zoom_out = _action(
        window, "actionZoomOut", _shortcuts("Ctrl+-"), lambda: zoom.step_down(now())
    )
    window.act_zoom_reset = _action(window, "actionActualSize", _shortcuts("Ctrl+0"), zoom.DEFAULT)
    return [window.act_zoom_in, window.act_zoom_out, window.act_zoom_reset]


def retranslate_zoom_actions(window: MainWindow) -> None:
    window.act_zoom_in.setText(translate("MainWindow", "Zoom &in"))
    window.act_zoom_out.setText(translate("MainWindow", "Zoom &out"))
    window.act_zoom_reset.setText(translate("MainWindow", "Actual si&ze"))
    update_zoom_actions(window)


def update_zoom_actions(window: MainWindow) -> None:
    """Zoom in and out are greyed at the ends of the range; each says the size it would give."""
    now = zoom.percent()
    window.act_zoom_in.setEnabled(now < zoom.MOST)
    window.act_zoom_out.setEnabled(now > zoom.LEAST)
    window.act_zoom_reset.setEnabled(now != zoom.DEFAULT)
    size = translate("MainWindow", "Text and card size: {percent} %").format(percent=now)
    for action in (window.act_zoom_in, window.act_zoom_out, window.act_zoom_reset):
        action.setStatusTip(size)


def change_zoom(window: MainWindow, percent: int) -> None:
    """Remember ``percent`` (clamped) as the player's size and show the window at it now."""
    window.prefs.zoom_percent = percent
    apply_window_zoom(window)
    window.statusBar().showMessage(
        translate("MainWindow", "Text and card size: {percent} %").format(percent=zoom.percent()), 4000
    )


def apply_window_zoom(window: MainWindow) -> None:
    """The stored size applied: the app's font and style sheet, the table's least room, its layout."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    before = zoom.percent()
    zoom.apply_zoom(app, window.prefs.zoom_percent)
    if zoom.percent() != before:
        app.setStyleSheet(style_sheet(current()))  # its sizes in points follow the zoom; same theme
        window.table_scroll.apply_zoom()
        if window.view is not None:  # the log panel's width the table asks for, at the new size
            window._side_fitted = window_layout.fit_side_panel(window, window.view, window._side_fitted)
            window.view.refresh()
    update_zoom_actions(window)
