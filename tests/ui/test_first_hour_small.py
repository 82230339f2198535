"""Small things a new player hit in the first hour (issue 39, item 14): the status bar counts the
player's turns, not every seat's moves; Halikarnassos' pick counts the cards it shows; a paused game of
bots does not say "thinking…"."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.ui.bots_for_tests import HangingBot, arm_hung_bots, release_hung_bots
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.session import controller as controller_module
from wonders_desktop.ui.views.classic import model, texts
from wonders_desktop.ui.window.main_window import MainWindow


def test_the_status_bar_says_turn_1_on_the_first_turn_not_move_4(window: MainWindow, qtbot: QtBot) -> None:
    seats = [SeatSetup(human=True), *(SeatSetup(human=False, level="random") for _ in range(2))]
    assert window.start_game(GameSetup("classic", {"players": 3}, seats, 4))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle(), timeout=20_000)
    shown = window.statusBar().currentMessage()
    assert "turn 1" in shown and "Move" not in shown, shown


def test_halikarnassos_pick_counts_the_cards_it_shows() -> None:
    pile = ["lumber_yard", "lumber_yard", "altar", "baths", "baths"]
    table = SimpleNamespace(mode=model.DISCARD, discard=pile)
    assert texts.hand_title(table) == "The discard pile (3 cards)"  # type: ignore[arg-type]  # a SimpleNamespace stands in for the table model


@pytest.fixture
def hung() -> Iterator[None]:
    arm_hung_bots()
    yield
    release_hung_bots()


def words_shown(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())


def test_a_paused_game_of_bots_does_not_say_thinking(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, hung: object
) -> None:
    monkeypatch.setattr(controller_module, "make_bot", lambda *args, **kwargs: HangingBot())
    window = make_window()
    seats = [SeatSetup(human=False, level="random") for _ in range(3)]
    assert window.start_watching(GameSetup("classic", {"players": 3}, seats, 8), "normal")
    controller = window.controller
    controller.bot_deadline_margin_s = 600.0  # the bots think on: only the pause changes
    qtbot.waitUntil(lambda: controller.is_thinking(0), timeout=20_000)
    qtbot.waitUntil(lambda: "thinking…" in words_shown(window), timeout=20_000)
    window.spectator_bar.pause.click()
    assert controller.paused and controller.is_thinking(0)
    qtbot.waitUntil(lambda: "thinking…" not in words_shown(window), timeout=20_000)
    assert not controller.shows_thinking(0)
    window.spectator_bar.pause.click()
    qtbot.waitUntil(lambda: "thinking…" in words_shown(window), timeout=20_000)
