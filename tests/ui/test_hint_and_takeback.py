"""Hint in 7 Wonders and Architects, Take back in every game against bots (issue 38), on the real tables.

The Hint (button or H) searches on a worker, rings the hard bot's move on the table and says why in one
line; it is cancelled, and its answer never shown, once the player moves. Take back is enabled against
bots after the bots have moved (their moves reveal cards) and rewinds to the player's previous
decision, the autosave with it; disabled, its tooltip says why; Ctrl+Z (the window's Undo) does the same
in the three games.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wonders_desktop.bots import hint_reason
from wonders_desktop.bots.base import CancelToken
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.session import takeback
from wonders_desktop.ui.views.architects.pieces import Piece
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.practice import BLOCKED_WORDS, PracticeTools
from wonders_desktop.ui.window.main_window import MainWindow

OPTIONS = {"classic": {"players": 3}, "architects": {"players": 3}, "duel": {"wonders": "first_game"}}


def start(window: MainWindow, qtbot: QtBot, kind: str, humans: int = 1, seed: int = 37) -> None:
    count = 2 if kind == "duel" else 3
    seats = [SeatSetup(human=seat < humans, level="random") for seat in range(count)]
    assert window.start_game(GameSetup(kind, OPTIONS[kind], seats, seed))
    my_turn(window, qtbot)


def my_turn(window: MainWindow, qtbot: QtBot) -> None:
    """Wait until the viewer decides, the bots are idle and the table shows it."""
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.acting_humans()) and controller.is_idle(), timeout=20_000)
    window.view.refresh()


def tools(window: MainWindow) -> PracticeTools:
    view = window.view
    assert isinstance(view, ClassicTable | ArchitectsTable)
    return view.practice


def play_first(window: MainWindow, qtbot: QtBot) -> None:
    """The viewer plays a legal move through the table (as a click does), then the bots answer."""
    moves = window.controller.legal_moves_for_viewer()
    window.view.request_move(moves[0])
    qtbot.waitUntil(lambda: window.controller.is_idle(), timeout=20_000)


def mine(window: MainWindow) -> int:
    state = window.controller.state
    assert state is not None
    return sum(1 for seat, _ in state.history if seat == window.controller.viewer)


def press_hint(window: MainWindow, qtbot: QtBot) -> None:
    """H, the Hint's key, with the focus on the table (the shortcut of every table)."""
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)


# --- the hint ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["classic", "architects"])
def test_the_hint_marks_the_hard_bots_move_with_its_reason(
    window: MainWindow, qtbot: QtBot, kind: str
) -> None:
    start(window, qtbot, kind)
    practice = tools(window)
    practice.service.seconds = 0.1
    assert practice.hint_button.isVisible() and practice.hint_button.isEnabled()
    press_hint(window, qtbot)
    assert practice.service.busy  # the GUI returned at once: the search runs on its own thread
    qtbot.waitUntil(lambda: practice.answer is not None, timeout=20_000)
    answer = practice.answer
    assert answer is not None
    line = practice.line.text()
    assert line.startswith("Hint: ") and practice.line.isVisible()
    if answer.reason is not None:
        assert " — " in line  # the reason, in words
    view = window.view
    if isinstance(view, ClassicTable):
        card = answer.move.split(":")[1]
        assert view.hand.advised is not None and view.hand.current == view.hand.advised
        assert card in view.hand.advised
        assert QApplication.focusWidget() is view.hand.widget_for(view.hand.advised)  # Enter acts on it
    else:
        assert isinstance(view, ArchitectsTable)
        assert [piece for piece in view.findChildren(Piece) if piece.advised]
    assert mine(window) == 0  # a hint never plays


@pytest.mark.parametrize("kind", ["classic", "architects"])
def test_a_hint_is_cancelled_and_never_shown_once_the_player_moves(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    asked = threading.Event()
    release = threading.Event()
    tokens: list[CancelToken | None] = []

    def slow_advise(
        view: GameState, seat: int, seconds: float, seed: int, cancel: CancelToken | None = None
    ) -> hint_reason.Advice:
        tokens.append(cancel)
        asked.set()
        release.wait(30)
        return hint_reason.Advice(view.legal_moves(seat)[0], None)

    monkeypatch.setattr(hint_reason, "advise", slow_advise)
    start(window, qtbot, kind)
    practice = tools(window)
    practice.ask_hint()
    assert asked.wait(20)
    assert tokens[0] is not None and tokens[0]._gate is window.controller.render_gate.gate  # the render gate
    play_first(window, qtbot)  # the player acts while the search runs
    assert tokens[0].cancelled and not practice.service.busy
    release.set()  # the search answers late
    for thread in threading.enumerate():
        if thread.name == "hint":
            thread.join(10)
    qtbot.wait(50)  # the late answer's queued signal is delivered, and ignored
    assert practice.answer is None and not practice.line.isVisible()


# --- take back -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["classic", "architects", "duel"])
def test_take_back_against_bots_after_they_moved_and_the_autosave_follows(
    window: MainWindow, qtbot: QtBot, kind: str
) -> None:
    start(window, qtbot, kind)
    view = window.view
    button = getattr(view, "takeback_button", None) or tools(window).takeback_button
    assert not button.isEnabled() and button.toolTip() == "Nothing to take back yet."
    state = window.controller.state
    assert state is not None
    before = list(state.history)
    play_first(window, qtbot)
    my_turn(window, qtbot)
    after = window.controller.state
    assert after is not None and len(after.history) > len(before) + 1  # the bots moved too
    assert button.isVisible() and button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    my_turn(window, qtbot)
    rewound = window.controller.state
    assert rewound is not None and rewound.history == before  # back to the player's previous decision
    autosave.wait()
    _save, reloaded = saves.load_game(saves.autosave_path(window.controller.game_id))
    assert reloaded.history == before  # a reload shows the rewound position


@pytest.mark.parametrize("kind", ["classic", "architects", "duel"])
def test_ctrl_z_takes_back_in_every_game(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    start(window, qtbot, kind)
    state = window.controller.state
    assert state is not None
    before = list(state.history)
    play_first(window, qtbot)
    my_turn(window, qtbot)
    assert window.act_undo.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    my_turn(window, qtbot)
    assert window.controller.state is not None and window.controller.state.history == before


def test_hot_seat_take_back_says_why_it_is_disabled(window: MainWindow, qtbot: QtBot) -> None:
    start(window, qtbot, "classic", humans=2)
    practice = tools(window)
    controller = window.controller
    state = controller.state
    assert state is not None
    while len({seat for seat, _ in state.history}) < 3:  # both humans and the bot picked: cards revealed
        seat = controller.acting_humans()[0]
        controller.set_viewer(seat)
        controller.play(seat, state.legal_moves(seat)[0])
        qtbot.waitUntil(controller.is_idle, timeout=20_000)
    controller.set_viewer(0)
    practice.update_buttons()
    assert not practice.takeback_button.isEnabled()
    assert practice.takeback_button.toolTip().startswith("Hot-seat game:")
    controller.allow_revealing_undo = True  # Settings: Practice take back, for hot-seat games
    last = next(seat for seat, _ in reversed(state.history) if controller.seats[seat].human)
    controller.set_viewer(last)  # the player who moved last may take it back
    practice.update_buttons()
    assert practice.takeback_button.isEnabled(), practice.takeback_button.toolTip()
    controller.set_viewer(1 - last)
    practice.update_buttons()
    assert practice.takeback_button.toolTip() == "Another player has moved since your last move."


def test_the_tooltip_says_when_take_back_is_off_or_the_game_is_over(window: MainWindow, qtbot: QtBot) -> None:
    start(window, qtbot, "classic")
    practice = tools(window)
    play_first(window, qtbot)
    window.controller.allow_undo = False
    practice.update_buttons()
    assert practice.takeback_button.toolTip() == "Taking back moves is turned off in Settings."
    window.controller.allow_undo = True
    practice.update_buttons()
    assert practice.takeback_button.toolTip().startswith("Take back your last move")


def test_every_reason_take_back_gives_has_its_words() -> None:
    assert set(BLOCKED_WORDS) == set(takeback.BLOCKED)


def test_a_hint_search_that_raises_says_so_and_the_next_one_works(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = hint_reason.advise

    def raising(*_args: object, **_kwargs: object) -> hint_reason.Advice:
        raise SystemExit(3)  # a search bug, even SystemExit, never takes the game down

    monkeypatch.setattr(hint_reason, "advise", raising)
    start(window, qtbot, "architects")
    practice = tools(window)
    practice.ask_hint()
    qtbot.waitUntil(lambda: "No hint available" in practice.line.text(), timeout=20_000)
    assert "SystemExit: 3" in practice.line.text() and not practice.service.busy
    assert practice.hint_button.isEnabled()
    monkeypatch.setattr(hint_reason, "advise", real)
    practice.service.seconds = 0.1
    practice.ask_hint()
    qtbot.waitUntil(lambda: practice.answer is not None, timeout=20_000)
    assert window.controller.state is not None and mine(window) == 0
