"""Every window the app opens fits inside the available geometry of its screen (issue 39: the replay
window opened at 1400×900 on a 1280×820 screen). On the offscreen platform the screen is 800×800;
``available_rect`` is also replaced by the issue's 1280×820 screen less a panel."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.test_analysis_window import autosaved, finished_duel
from wonders_desktop.ui.dialogs.bot_levels_help import show_bot_levels_help
from wonders_desktop.ui.dialogs.keyboard_help import show_keyboard_help
from wonders_desktop.ui.platform import screen_fit
from wonders_desktop.ui.window.app import build_window
from wonders_desktop.ui.window.main_window import MainWindow
from wonders_desktop.ui.window.replay_window import ReplayWindow

SMALL = QRect(0, 28, 1280, 792)  # a 1280×820 screen less a 28 px panel


def inside(window: QWidget, room: QRect) -> bool:
    """The window's size, frame allowance included, fits the room, and its top-left corner is in it."""
    frame = screen_fit.FRAME_ALLOWANCE
    return (
        window.width() + frame.width() <= room.width()
        and window.height() + frame.height() <= room.height()
        and room.contains(window.pos())
    )


def opened(window: MainWindow, which: str, qtbot: QtBot) -> QWidget:
    if which == "main":  # a new main window at its first start (the fixture's own is resized for tests)
        fresh = build_window("en", "light", restore=False)
        qtbot.addWidget(fresh)
        return fresh
    if which == "replay":
        save, _path = autosaved(finished_duel())
        return ReplayWindow(save, window)
    if which == "rules":
        return window.show_rules()
    if which == "keyboard":
        return show_keyboard_help(window, "classic")
    return show_bot_levels_help(window, "classic")


WINDOWS = ["main", "replay", "rules", "keyboard", "bot levels"]


@pytest.mark.parametrize("which", WINDOWS)
def test_each_window_opens_inside_a_1280_by_820_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    monkeypatch.setattr(screen_fit, "available_rect", lambda _window: QRect(SMALL))
    window = make_window()
    shown = opened(window, which, qtbot)
    assert inside(shown, SMALL), (which, shown.geometry())


@pytest.mark.parametrize("which", WINDOWS)
def test_each_window_opens_inside_the_offscreen_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot, which: str
) -> None:
    window = make_window()
    shown = opened(window, which, qtbot)
    room = shown.screen().availableGeometry()
    if shown.minimumWidth() > room.width() or shown.minimumHeight() > room.height():
        pytest.skip(f"{which}'s minimum size is larger than this screen")
    assert inside(shown, room), (which, shown.geometry(), room)
