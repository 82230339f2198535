"""The final score sheet a table draws itself (Duel's ending, Architects' sheet) offers what the shell's
sheet offers (``test_final_sheet_buttons``): Rematch (same seats and options, a new seed), New game…,
Analyse… (the analysis window of the game just finished) and Back to the table; Esc folds it away and
the table shows it again on request. The row fits the default window in every language."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.test_final_sheet import play_to_the_end
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.duel.keyboard import ENDING_PAGE
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.views.final_actions import FinalActions
from wonders_desktop.ui.window.analysis_window import AnalysisWindow
from wonders_desktop.ui.window.main_window import MainWindow

KINDS = ["duel", "architects"]


def finished(window: MainWindow, qtbot: QtBot, kind: str, human: bool = True) -> QWidget:
    """A game of ``kind`` played to its end (seat 0 human on autopilot), its table settled."""
    seats = [SeatSetup(human=human and seat == 0, level="random") for seat in range(2)]
    window.controller.autopilot = {0} if human else set()
    play_to_the_end(window, qtbot, GameSetup(kind, {} if kind == "duel" else {"players": 2}, seats, 3))
    qtbot.waitUntil(lambda: window.controller.is_idle(), timeout=20_000)
    view = window.view
    assert view is not None
    view.refresh()
    return view


def actions(view: QWidget) -> FinalActions:
    if isinstance(view, DuelTable):
        return view.ending.actions
    assert isinstance(view, ArchitectsTable)
    return view.sheet.actions


def sheet_shown(view: QWidget) -> bool:
    if isinstance(view, DuelTable):
        return view.pages.currentIndex() == ENDING_PAGE and view.ending.isVisible()
    assert isinstance(view, ArchitectsTable)
    return view.sheet.isVisible()


def reopen(view: QWidget, qtbot: QtBot) -> None:
    """The table's own way back to its sheet."""
    if isinstance(view, DuelTable):
        assert view.sheet_button.isVisible()
        qtbot.mouseClick(view.sheet_button, Qt.MouseButton.LeftButton)
    else:
        assert isinstance(view, ArchitectsTable)

        def shown() -> list[QWidget]:  # a rebuilt button shows at the next turn of the event loop
            return [b for b in view.findChildren(QWidget, "sheet") if b.isVisible()]

        qtbot.waitUntil(lambda: len(shown()) == 1, timeout=20_000)
        qtbot.mouseClick(shown()[0], Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("kind", KINDS)
def test_the_sheet_has_rematch_new_game_and_back(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    view = finished(window, qtbot, kind)
    row = actions(view)
    assert sheet_shown(view)
    assert [b.text() for b in row.buttons()] == ["Rematch", "New game…", "Back to the table", "Analyse…"]
    assert all(
        b.isVisible() and b.isEnabled() and b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in row.buttons()
    )
    assert row.rematch_button.hasFocus()  # Enter plays again at once
    qtbot.mouseClick(row.close_button, Qt.MouseButton.LeftButton)
    assert not sheet_shown(view)
    reopen(view, qtbot)
    assert sheet_shown(view)


@pytest.mark.parametrize("kind", KINDS)
def test_esc_folds_the_sheet_and_enter_presses_the_focused_button(
    window: MainWindow, qtbot: QtBot, kind: str
) -> None:
    view = finished(window, qtbot, kind)
    row = actions(view)
    qtbot.keyClick(row.rematch_button, Qt.Key.Key_Escape)  # from the focused button
    assert not sheet_shown(view)
    reopen(view, qtbot)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # from the table itself
    assert not sheet_shown(view)
    reopen(view, qtbot)
    row.close_button.setFocus()
    qtbot.keyClick(row.close_button, Qt.Key.Key_Return)
    assert not sheet_shown(view)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("human", [True, False])
def test_rematch_starts_the_same_game_with_a_new_seed(
    window: MainWindow, qtbot: QtBot, kind: str, human: bool
) -> None:
    view = finished(window, qtbot, kind, human)
    before = window.controller.state
    assert before is not None
    old_seats, old_options = list(window.controller.seats), dict(before.options)
    qtbot.mouseClick(actions(view).rematch_button, Qt.MouseButton.LeftButton)
    after = window.controller.state
    assert after is not None and after is not before
    assert after.kind == kind and dict(after.options) == old_options
    assert window.controller.seats == old_seats
    assert after.seed != before.seed
    assert not after.is_terminal()
    assert window.view is not view and window.view is not None


@pytest.mark.parametrize("kind", KINDS)
def test_new_game_opens_the_new_game_dialog(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    opened: list[NewGameDialog] = []

    def exec_(dialog: NewGameDialog) -> int:
        opened.append(dialog)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    view = finished(window, qtbot, kind)
    state = window.controller.state
    qtbot.mouseClick(actions(view).new_game_button, Qt.MouseButton.LeftButton)
    assert len(opened) == 1
    assert window.controller.state is state and window.view is view  # cancelled: the game stays


def test_duel_folded_sheet_gives_the_cities_the_room(window: MainWindow, qtbot: QtBot) -> None:
    """Folded away, the spent structure's room goes to the final cities (their cards spread out to be
    read); shown again, the table is laid out as it was."""
    window.resize(1280, 820)
    view = finished(window, qtbot, "duel")
    assert isinstance(view, DuelTable)
    qtbot.wait(1)
    heights = (view.opponent.height(), view.mine.height())
    view.fold_sheet()
    qtbot.wait(1)  # the layouts settle through the event loop
    assert view.opponent.height() > heights[0] and view.mine.height() > heights[1]
    assert view.board.height() > 0 and view.board.isVisible()
    view.unfold_sheet()
    qtbot.wait(1)
    assert (view.opponent.height(), view.mine.height()) == heights


@pytest.mark.parametrize("kind", KINDS)
def test_analyse_opens_the_analysis_of_the_game_just_finished(
    window: MainWindow, qtbot: QtBot, kind: str
) -> None:
    view = finished(window, qtbot, kind)
    controller = window.controller
    assert not window.findChildren(AnalysisWindow)
    qtbot.mouseClick(actions(view).analyse_button, Qt.MouseButton.LeftButton)
    shown = window.findChildren(AnalysisWindow)
    assert len(shown) == 1 and shown[0].isVisible()
    analysis = shown[0]
    assert analysis.save.game_id == controller.game_id
    assert analysis.save.record == controller.current_save().record  # this very game, all its moves
    assert analysis.path == saves.autosave_path(controller.game_id)  # its analysis is stored with it
    assert analysis.seat() == 0  # the human seat
    assert window.view is view and sheet_shown(view)  # the sheet stays, beside the analysis
    analysis.close()


@pytest.mark.parametrize("kind", KINDS)
def test_tab_reaches_analyse_and_enter_presses_it(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    view = finished(window, qtbot, kind)
    row = actions(view)
    assert row.rematch_button.hasFocus()
    walked = []
    for _ in range(len(row.buttons()) + len(row.leading)):
        focused = QApplication.focusWidget()
        assert focused is not None
        walked.append(focused.objectName())
        if focused is row.analyse_button:
            break
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert row.analyse_button.hasFocus(), f"Tab walked {walked}"
    qtbot.keyClick(row.analyse_button, Qt.Key.Key_Return)
    assert len(window.findChildren(AnalysisWindow)) == 1
    window.findChildren(AnalysisWindow)[0].close()


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_the_duel_row_fits_the_default_window(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str
) -> None:
    """Duel's ending holds the replay and Analyse… on the left, the next steps on the right: at 1280×820
    every button's words are whole, inside the panel, and no two buttons touch."""
    window = make_window(language)
    window.resize(1280, 820)
    view = finished(window, qtbot, "duel")
    assert isinstance(view, DuelTable)
    qtbot.wait(1)  # the layouts settle through the event loop
    panel, row = view.ending, view.ending.actions
    buttons = [*row.leading, row.analyse_button, *row.buttons()[:3]]
    places = [QRect(button.mapTo(panel, QPoint(0, 0)), button.size()) for button in buttons]
    for button, where in zip(buttons, places, strict=True):
        assert button.isVisible() and panel.rect().contains(where), f"{button.text()!r} leaves the panel"
        metrics = QFontMetrics(button.font())
        assert metrics.horizontalAdvance(button.text()) < button.width(), f"{button.text()!r} is cut"
    for left, right in pairwise(places):
        assert left.right() + 8 <= right.left(), "two buttons touch"
