"""The log panel shows its newest entries once a long game has been played (batched layout settles); a
7 Wonders trade is one line."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.session.controller import GameController
from wonders_desktop.ui.views.models import LogModel
from wonders_desktop.ui.window.main_window import MainWindow


def played(window: MainWindow, decisions: int) -> bool:
    state = window.controller.state
    return window.controller.is_idle() and state is not None and len(state.history) >= decisions


def last_row_visible(window: MainWindow) -> bool:
    view = window.log_view
    model = window.models.log
    rect = view.visualRect(model.index(model.rowCount() - 1, 0))
    return rect.height() > 0 and view.viewport().rect().intersects(rect)


def test_the_log_lays_out_and_follows_the_newest_entry(make_window: object, qtbot: QtBot) -> None:
    window: MainWindow = make_window("es")  # type: ignore[operator]  # the fixture is typed object; it is the window factory
    window.side.setCurrentIndex(0)
    seats = [SeatSetup(human=False, level="random") for _ in range(3)]
    window.controller.decision_limit = 45
    assert window.start_game(GameSetup("classic", {"players": 3}, seats, 7))
    qtbot.waitUntil(lambda: played(window, 45), timeout=60_000)
    assert window.models.log.rowCount() > 60
    qtbot.waitUntil(lambda: last_row_visible(window), timeout=5_000)


def test_scrolling_up_stops_following(make_window: object, qtbot: QtBot) -> None:
    window: MainWindow = make_window()  # type: ignore[operator]  # the fixture is typed object; it is the window factory
    window.side.setCurrentIndex(0)
    seats = [SeatSetup(human=False, level="random") for _ in range(3)]
    window.controller.decision_limit = 30
    assert window.start_game(GameSetup("classic", {"players": 3}, seats, 7))
    qtbot.waitUntil(lambda: played(window, 30), timeout=60_000)
    qtbot.waitUntil(lambda: last_row_visible(window), timeout=5_000)
    bar = window.log_view.verticalScrollBar()
    bar.setValue(0)
    bar.rangeChanged.emit(bar.minimum(), bar.maximum() + 10)
    assert bar.value() == 0


def test_a_trade_is_one_line_and_other_income_still_shows(qtbot: QtBot) -> None:
    """7 Wonders: the buyer's line says who was paid how much; the seller's income line leaves that out."""
    language_switcher().switch("en")  # English plurals come from the English catalogue
    controller = GameController()
    controller.autosave_enabled = False
    seats = [SeatSetup(human=True, name=name) for name in ("Ann", "Bob", "Cid")]
    controller.new_game(GameSetup("classic", {"players": 3}, seats, 3))
    log = LogModel(controller)
    state = controller.state
    assert state is not None
    for _turn in range(6):  # seat 0 buys when it can; the others discard for 3 coins
        start = len(controller.log)
        trade = None
        for seat in (0, 1, 2):
            moves = state.legal_moves(seat)
            if seat == 0:
                bought = [m for m in moves if isinstance(m, ClassicMove) and m.left + m.right > 0]
                trade = bought[0] if bought else None
                move = trade if trade is not None else moves[0]
            else:
                move = next(m for m in moves if isinstance(m, ClassicMove) and m.action == "sell")
            controller.viewer = seat
            controller.play(seat, move)
        if trade is not None:
            break
    assert trade is not None and trade.left + trade.right == 2  # one resource from one neighbour
    seller = 1 if trade.left else 2
    seller_name = ("Ann", "Bob", "Cid")[seller]
    turn = {e.event.kind for e in controller.log[start:] if e.event is not None}
    assert {"trade_payment", "coins_gained"} <= turn
    this_turn = {id(entry) for entry in controller.log[start:]}
    rows = [row for row in range(log.rowCount()) if id(log.entry(row)) in this_turn]
    lines = [str(log.data(log.index(row, 0))) for row in rows]
    about_coins = [line for line in lines if "coin" in line and "Ann" in line]
    assert about_coins == [f"Ann pays 2 coins to {seller_name}."]  # the trade, once
    assert f"{seller_name} gains 3 coins." in lines  # the sale's coins, not 5
    assert not any("gains 5" in line or "gains 2" in line for line in lines)
    assert "Cid gains 3 coins." in lines or seller_name == "Cid"
