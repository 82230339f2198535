"""Duel table polish: the end-of-age banner leaves once the next age is played, and a take back keeps
the log in its order."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow


def _start(window: MainWindow, human: int, seed: int = 3) -> None:
    seats = [SeatSetup(human=False, level="random"), SeatSetup(human=False, level="random")]
    seats[human] = SeatSetup(human=True)
    assert window.start_game(GameSetup("duel", {"wonders": "first_game"}, seats, seed))


def _human_turn(window: MainWindow, qtbot: QtBot, human: int) -> None:
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [human], timeout=20_000)
    qtbot.waitUntil(lambda: window.controller.is_idle(), timeout=20_000)


def _ages_ended(window: MainWindow) -> int:
    return sum(1 for e in window.controller.log if e.event is not None and e.event.kind == "age_ended")


def test_the_end_of_age_banner_leaves_once_the_next_age_is_played(window: MainWindow, qtbot: QtBot) -> None:
    _start(window, human=0)
    c = window.controller
    assert c.state is not None
    while _ages_ended(window) == 0:
        assert window.banner.isHidden()
        _human_turn(window, qtbot, 0)
        if _ages_ended(window):
            break
        c.play(0, c.state.legal_moves(0)[0])
    assert not window.banner.isHidden()  # the age change is announced
    assert "I" in window.banner.label.text()
    # Who starts Age II is chosen; the banner is still up until the human has played a card of Age II.
    _human_turn(window, qtbot, 0)
    assert not window.banner.isHidden()
    move = c.state.legal_moves(0)[0]
    c.play(0, move)
    if move.to_str().startswith("start:"):
        assert not window.banner.isHidden()  # the choice of who starts is no card of the new age
        _human_turn(window, qtbot, 0)
        move = c.state.legal_moves(0)[0]
        c.play(0, move)
    assert not move.to_str().startswith("start:")
    assert window.banner.isHidden()


def test_take_back_keeps_the_log_in_its_order(window: MainWindow, qtbot: QtBot) -> None:
    _start(window, human=1)  # the bot moves first: its move 0 shares its index with "New game"
    window.prefs.practice_takeback = True
    window.apply_preferences()
    c = window.controller
    assert c.state is not None
    for _ in range(3):
        _human_turn(window, qtbot, 1)
        c.play(1, c.state.legal_moves(1)[0])
    _human_turn(window, qtbot, 1)
    before = list(c.log)
    point = c.undo_point()
    assert point is not None
    assert c.undo()
    kept = [e for e in before if e.move < point or (e.event is None and e.move == point)]
    assert c.log[:-1] == kept
    assert before[: len(kept)] == kept  # a prefix of the old log, in its order
    assert c.log[-1].event is None and c.log[-1].notice  # "taken back", at the end
    assert c.log[0].event is None and c.log[0].notice.startswith("New game")
    assert c.log[1].event is not None and c.log[1].move == 0  # the bot's first move comes after it
    assert [entry.move for entry in c.log] == sorted(entry.move for entry in c.log)
