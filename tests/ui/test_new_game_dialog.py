"""The new-game dialog builds each engine's options, and the engine itself judges them."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox
from pytestqt.qtbot import QtBot

from tests.ui.test_games import require_engine
from wonders_desktop.ui.dialogs.gamesetup import Choices, default_setup, engine_options
from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from wonders_desktop.ui.platform.settings import Preferences
from wonders_desktop.ui.savegames.saves import SeatSetup


def dialog(qtbot: QtBot, game: str = "") -> NewGameDialog:
    widget = NewGameDialog(Preferences(), game)
    qtbot.addWidget(widget)
    return widget


def combo(widget: NewGameDialog, name: str) -> QComboBox:
    found = widget.option_widget(name)
    assert isinstance(found, QComboBox), name
    return found


def check(widget: NewGameDialog, name: str) -> QCheckBox:
    found = widget.option_widget(name)
    assert isinstance(found, QCheckBox), name
    return found


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
    assert widget.setup() is not None and widget.setup().game == game  # type: ignore[union-attr]  # checked not None just before


def test_an_engine_refusal_is_shown_in_the_dialog(qtbot: QtBot) -> None:
    require_engine("classic")
    widget = dialog(qtbot, "classic")
    widget.show()
    combo(widget, "edition").setCurrentIndex(combo(widget, "edition").findData(2))
    variant = combo(widget, "variant")
    variant.setCurrentIndex(variant.findData("free-city"))  # a 1st-edition variant
    assert widget.players.maximum() == 2
    qtbot.mouseClick(widget.start_button, Qt.MouseButton.LeftButton)
    assert widget.setup() is None and widget.isVisible()
    assert widget.error.isVisible() and widget.error.text()


def test_team_play_brings_cities_and_shows_the_teams(qtbot: QtBot) -> None:
    require_engine("classic")
    widget = dialog(qtbot, "classic")
    widget.show()
    cities, variant = check(widget, "expansions"), combo(widget, "variant")
    cities.setChecked(False)
    variant.setCurrentIndex(variant.findData("teams"))
    assert cities.isChecked() and not cities.isEnabled()
    assert widget.players.minimum() == 4 and widget.players.maximum() == 6
    widget.players.setValue(6)
    assert [row.team for row in widget.rows[:6]] == [1, 1, 2, 2, 3, 3]
    assert "2" in widget.rows[3].label.text() and widget.rows[3].label.text() != widget.rows[2].label.text()
    qtbot.mouseClick(widget.start_button, Qt.MouseButton.LeftButton)
    setup = widget.setup()
    assert setup is not None and setup.options["variant"] == "teams"
    assert setup.options["expansions"] == ["cities"] and setup.options["players"] == 6
    variant.setCurrentIndex(variant.findData(None))
    assert cities.isEnabled() and widget.rows[0].team is None


def test_seats_and_chosen_wonders_reach_the_options(qtbot: QtBot) -> None:
    require_engine("architects")
    widget = dialog(qtbot, "architects")
    widget.players.setValue(4)
    widget.seat_mode.setCurrentIndex(widget.seat_mode.findData("chosen"))
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
    duel = Choices(game="duel", options={"wonders": "draft"}, seats=seats)
    assert engine_options(duel) == {"wonders": "draft"}
    free_city = {"variant": "free-city", "sides": "b"}
    classic = engine_options(Choices(game="classic", players=2, options=free_city))
    assert classic["variant"] == "free-city" and classic["sides"] == "b"
    assert "wonders" not in classic  # no seat picks the Free City's board: the engine deals them all
    assert engine_options(Choices(game="architects", players=5)) == {"players": 5}


def test_settings_written_by_an_older_version_still_open_where_the_player_left(qtbot: QtBot) -> None:
    require_engine("classic")
    prefs = Preferences()
    seats = [{"human": True, "level": "medium"}, {"human": False, "level": "hard"}]
    old: dict[str, object] = {
        "game": "classic",
        "players": 4,
        "edition": 2,
        "cities": True,
        "variant": None,
        "sides": "night",
    }
    old |= {"wonders": None, "duel_wonders": "draft", "seats": seats, "seed": None}
    prefs.last_setup = json.dumps(old)
    widget = NewGameDialog(prefs, "")
    qtbot.addWidget(widget)
    assert widget.kind() == "classic" and widget.players.value() == 4
    assert combo(widget, "edition").currentData() == 2 and check(widget, "expansions").isChecked()
    assert combo(widget, "sides").currentData() == "day"  # the sides were never reopened
    assert widget.rows[1].level.currentData() == "hard"


def test_the_dialog_reopens_on_the_last_game_and_its_options(qtbot: QtBot) -> None:
    require_engine("classic")
    require_engine("duel")
    first = dialog(qtbot, "classic")
    combo(first, "edition").setCurrentIndex(combo(first, "edition").findData(2))
    first.players.setValue(5)
    first.accept()
    again = NewGameDialog(first.prefs, "")
    qtbot.addWidget(again)
    assert again.kind() == "classic" and again.players.value() == 5
    assert combo(again, "edition").currentData() == 2
    duel = NewGameDialog(first.prefs, "duel")
    qtbot.addWidget(duel)
    assert combo(duel, "wonders").currentData() == "first_game"  # Duel always reopens on a first game


def test_the_dialog_reopens_on_another_last_game(qtbot: QtBot) -> None:
    require_engine("architects")
    first = dialog(qtbot, "architects")
    first.players.setValue(6)
    first.accept()
    again = NewGameDialog(first.prefs, "")
    qtbot.addWidget(again)
    assert again.kind() == "architects" and again.players.value() == 6


@pytest.mark.parametrize(
    ("locale", "typed", "seed"),
    [
        ("en_US", "1,000", 1000),
        ("pt_BR", "1.000", 1000),
        ("ar_EG", "\u0663\u0667", None),
        ("en_US", "42", 42),
    ],
)
def test_the_seed_is_typed_in_ascii_digits_whatever_the_locale(
    qtbot: QtBot, locale: str, typed: str, seed: int | None
) -> None:
    """The system locale's validator took "1,000" or "1.000" (then ``int()`` raised in the dialog) and
    Arabic-Indic digits: the seed field now takes 0-9 only (a separator is simply not typed)."""
    previous = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        widget = dialog(qtbot, "duel")
        for char in typed:  # one keystroke at a time, each judged by the field's validator
            widget.seed.insert(char)
        assert widget.choices().seed == seed
    finally:
        QLocale.setDefault(previous)
