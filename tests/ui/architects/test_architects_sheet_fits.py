"""Architects' own final score sheet at the default window (issue 24): with 7 players every column is in
view, each player's name whole in its header, and the sheet's buttons inside it — in every language
(the shell's sheet and Scores tab: ``test_final_sheet``, ``test_scores_tab_fits``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.window.main_window import MainWindow

DEFAULT_SIZE = (1280, 820)


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_seven_players_fit_the_architects_sheet(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str
) -> None:
    window = make_window(language)
    window.resize(*DEFAULT_SIZE)
    seats = [SeatSetup(human=False, level="random") for _ in range(7)]
    assert window.start_game(GameSetup("architects", {"players": 7}, seats, 3))
    state = window.controller.state
    assert state is not None
    qtbot.waitUntil(lambda: state.is_terminal() and window.controller.is_idle(), timeout=60_000)
    view = window.view
    assert isinstance(view, ArchitectsTable)
    view.refresh()
    qtbot.waitUntil(view.sheet.isVisible, timeout=5_000)
    qtbot.wait(1)  # the layouts settle through the event loop
    sheet, pad = view.sheet, view.sheet.pad
    assert QRect(QPoint(0, 0), view.size()).contains(sheet.geometry())
    assert len(pad.players) == 7
    row_h, label_w, column = pad._metrics()
    assert label_w + 7 * column <= pad.width()  # the last player's column is in view
    bold = QFontMetrics(pad._bold())
    for name in pad.players:
        lines = pad._header_lines(name, column - 6)
        assert " ".join(lines) == name, f"{name!r} is cut in its header: {lines}"
        assert all(bold.horizontalAdvance(line) <= column - 6 for line in lines)
        assert len(lines) * bold.lineSpacing() <= 2 * row_h  # the header's two rows hold its lines
    for button in sheet.actions.buttons():
        where = QRect(button.mapTo(sheet, QPoint(0, 0)), button.size())
        assert sheet.rect().contains(where), f"{button.text()!r} leaves the sheet"
        assert bold.horizontalAdvance(button.text()) <= button.width()
