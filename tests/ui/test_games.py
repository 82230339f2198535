"""Every game kind, started with bots in the real window, plays to its end at instant speed."""

from __future__ import annotations

import importlib.util

import pytest
from pytestqt.qtbot import QtBot

from wonders_desktop.engine.registry import GAME_MODULES, game_spec
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow

REAL_GAMES = ("classic", "duel", "architects")


def require_engine(kind: str) -> None:
    """Skip only when the engine package is genuinely absent from the tree."""
    if importlib.util.find_spec(GAME_MODULES[kind]) is None:
        pytest.skip(f"the {kind} engine is not in this tree yet")


@pytest.mark.parametrize("kind", REAL_GAMES)
def test_a_game_of_bots_plays_to_the_end(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    require_engine(kind)
    spec = game_spec(kind)
    options = spec.simulate_options({})
    players = spec.new_game(options, 3).num_players
    seats = [SeatSetup(human=False, level="medium") for _ in range(players)]
    assert window.start_game(GameSetup(kind, options, seats, 3))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_terminal(), timeout=60_000)
    assert not controller.bot_failures
    outcome = window.models.scores.outcome
    assert outcome is not None and outcome.winners
    assert window.models.scores.columnCount() == players
    rows = [name for name, _ in outcome.scores[0].categories if kind != "classic" or name != "black"]
    assert window.models.scores.categories() == [*rows, "total"]  # no Cities row without Cities
    assert window.score_sheet.result.text()
    assert window.side.currentIndex() == 1  # the score sheet is shown; the final boards stay browsable
    assert window.view is not None and window.view.isVisible()


@pytest.mark.parametrize("kind", REAL_GAMES)
def test_a_human_can_play_each_game_from_the_table(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    require_engine(kind)
    spec = game_spec(kind)
    options = spec.simulate_options({})
    players = spec.new_game(options, 4).num_players
    seats = [SeatSetup(human=seat == 0, level="random") for seat in range(players)]
    assert window.start_game(GameSetup(kind, options, seats, 4))
    controller = window.controller
    for _ in range(5):
        qtbot.waitUntil(
            lambda: bool(controller.acting_humans()) or controller.state.is_terminal(), timeout=20_000
        )
        if controller.state is None or controller.state.is_terminal():
            break
        labels = window.models.moves
        assert labels.rowCount() == len(controller.legal_moves_for_viewer()) > 0
        texts = [labels.data(labels.index(row)) for row in range(labels.rowCount())]
        assert all(text and ":" not in text for text in texts)  # readable labels, not move ids
        window.view.request_move(labels.move_at(0))  # type: ignore[union-attr]  # a game is in play: the window shows its table
    assert controller.state is not None and any(seat == 0 for seat, _ in controller.state.history)


def test_the_scoring_pad_has_a_black_card_row_with_cities(window: MainWindow, qtbot: QtBot) -> None:
    options = {"players": 3, "expansions": ["cities"]}
    seats = [SeatSetup(human=False, level="random") for _ in range(3)]
    assert window.start_game(GameSetup("classic", options, seats, 4))
    qtbot.waitUntil(lambda: window.models.scores.rowCount() > 0, timeout=10_000)
    assert "black" in window.models.scores.categories()
