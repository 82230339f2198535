"""The new-game dialog builds each engine's options, and the engine itself judges them."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.test_games import require_engine
from wonders_desktop.ui.gamesetup import Choices, default_setup, engine_options
from wonders_desktop.ui.new_game_dialog import NewGameDialog
from wonders_desktop.ui.saves import SeatSetup
from wonders_desktop.ui.settings import Preferences


def dialog(qtbot: QtBot, game: str = "") -> NewGameDialog:
    widget = NewGameDialog(Preferences(), game)
    qtbot.addWidget(widget)
    return widget


def test_the_default_is_you_against_two_medium_bots(qtbot: QtBot) -> None:
    require_engine("classic")
    widget = dialog(qtbot)
    widget.accept()
    setup = widget.setup()
    assert setup is not None and setup.game == "classic"
    assert [seat.human for seat in setup.seats] == [True, False, False]
    assert {seat.level for seat in setup.seats[1:]} == {"medium"}
    assert setup.options["edition"] == 1 and setup.options["sides"] == "a"
    assert default_setup().options["players"] == 3


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_each_game_starts_from_its_defaults(qtbot: QtBot, game: str) -> None:
    require_engine(game)
    widget = dialog(qtbot, game)
    widget.accept()
    assert widget.result() == NewGameDialog.DialogCode.Accepted
    assert widget.setup() is not None and widget.setup().game == game  # type: ignore[union-attr]


def test_an_engine_refusal_is_shown_in_the_dialog(qtbot: QtBot) -> None:
    require_engine("classic")
    widget = dialog(qtbot, "classic")
    widget.show()
    widget.edition.setCurrentIndex(widget.edition.findData(2))
    widget.variant.setCurrentIndex(widget.variant.findData("free-city"))  # a 1st-edition variant
    assert widget.players.maximum() == 2
    qtbot.mouseClick(widget.start_button, Qt.MouseButton.LeftButton)
    assert widget.setup() is None and widget.isVisible()
    assert widget.error.isVisible() and widget.error.text()


def test_team_play_brings_cities_and_shows_the_teams(qtbot: QtBot) -> None:
    require_engine("classic")
    widget = dialog(qtbot, "classic")
    widget.show()
    widget.cities.setChecked(False)
    widget.variant.setCurrentIndex(widget.variant.findData("teams"))
    assert widget.cities.isChecked() and not widget.cities.isEnabled()
    assert widget.players.minimum() == 4 and widget.players.maximum() == 6
    widget.players.setValue(6)
    assert [row.team for row in widget.rows[:6]] == [1, 1, 2, 2, 3, 3]
    assert "2" in widget.rows[3].label.text() and widget.rows[3].label.text() != widget.rows[2].label.text()
    qtbot.mouseClick(widget.start_button, Qt.MouseButton.LeftButton)
    setup = widget.setup()
    assert setup is not None and setup.options["variant"] == "teams"
    assert setup.options["expansions"] == ["cities"] and setup.options["players"] == 6
    widget.variant.setCurrentIndex(widget.variant.findData(None))
    assert widget.cities.isEnabled() and widget.rows[0].team is None


def test_seats_and_chosen_wonders_reach_the_options(qtbot: QtBot) -> None:
    require_engine("architects")
    widget = dialog(qtbot, "architects")
    widget.players.setValue(4)
    widget.wonder_mode.setCurrentIndex(widget.wonder_mode.findData("chosen"))
    widget.rows[2].kind.setCurrentIndex(0)  # a second human
    widget.rows[3].level.setCurrentIndex(widget.rows[3].level.findData("hard"))
    widget.seed.setText("42")
    widget.accept()
    setup = widget.setup()
    assert setup is not None and setup.seed == 42
    assert setup.options["players"] == 4 and len(setup.options["wonders"]) == 4
    assert [seat.human for seat in setup.seats] == [True, False, True, False]
    assert setup.seats[3].level == "hard"
    remembered = json.loads(widget.prefs.last_setup)
    assert remembered["game"] == "architects" and remembered["players"] == 4


def test_options_for_each_engine() -> None:
    seats = [SeatSetup(human=True), SeatSetup(human=False)]
    assert engine_options(Choices(game="duel", duel_wonders="draft", seats=seats)) == {"wonders": "draft"}
    classic = engine_options(Choices(game="classic", players=2, variant="free-city", sides="b"))
    assert classic["variant"] == "free-city" and classic["sides"] == "b" and classic["wonders"] == "random"
    assert engine_options(Choices(game="architects", players=5)) == {"players": 5}
