"""A fourth game, known to the app only through the registry, is offered, set up, played and listed.

The toy game (``tests/ui/toy_game.py``) has no UI package and no words: registering its module is all
it takes. The start page shows its tile, the new-game dialog offers its options from its spec, the
generic table plays it to the end against a bot, and the saved-games list names it. Nothing in shared
UI names a game, so nothing had to change for it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from tests.ui import toy_game
from wonders_desktop.engine import registry
from wonders_desktop.ui.dialogs import new_game_dialog
from wonders_desktop.ui.views.generic import GenericTable
from wonders_desktop.ui.window.main_window import MainWindow

TOY = toy_game.SPEC.kind


@pytest.fixture
def toy_window(make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setitem(registry.GAME_MODULES, TOY, toy_game.__name__)  # the one line a new game needs
    return make_window()


def test_the_toy_game_is_on_the_start_page(toy_window: MainWindow) -> None:
    tiles = {tile.kind: tile for tile in toy_window.start_page.tiles}
    assert TOY in tiles and tiles[TOY].title.text() == toy_game.SPEC.name
    assert tiles[TOY].blurb.text() == ""  # no words of its own: the tile still reads


def test_the_dialog_offers_the_toy_game_from_its_spec(qtbot: QtBot, toy_window: MainWindow) -> None:
    dialog = new_game_dialog.NewGameDialog(toy_window.prefs, TOY, toy_window)
    qtbot.addWidget(dialog)
    assert dialog.kind() == TOY and dialog.game.currentText() == toy_game.SPEC.name
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 2)
    visible = [row for row in dialog.rows if not row.label.isHidden()]
    assert len(visible) == 2 and dialog.option_widget("players") is None
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.game == TOY and setup.options == {"players": 2}


def test_the_toy_game_is_played_to_the_end_and_listed(
    qtbot: QtBot, toy_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = toy_window

    def choose_human_against_a_bot(dialog: new_game_dialog.NewGameDialog) -> int:
        assert dialog.kind() == TOY  # the tile preselected it
        dialog.rows[0].kind.setCurrentIndex(0)  # you
        dialog.rows[1].kind.setCurrentIndex(1)  # a bot
        dialog.accept()
        return int(new_game_dialog.NewGameDialog.DialogCode.Accepted)

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", choose_human_against_a_bot)
    tile = next(tile for tile in window.start_page.tiles if tile.kind == TOY)
    tile.button.click()
    controller = window.controller
    assert controller.state is not None and controller.state.kind == TOY
    assert isinstance(window.view, GenericTable)
    assert [seat.human for seat in controller.seats] == [True, False]
    play_to_the_end(window, qtbot)
    assert controller.state.is_terminal() and not controller.bot_failures
    assert window.models.scores.categories() == [*toy_game.SPEC.score_rows({}), "total"]
    window.show_saved_games()
    names = listed_names(window)
    assert any(name.startswith(toy_game.SPEC.name) for name in names), names


def play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    """The human plays its first offered move from the table until the game is over."""
    controller = window.controller

    def ready() -> bool:
        state = controller.state
        if state is None:
            return False
        return state.is_terminal() or (bool(controller.acting_humans()) and controller.is_idle())

    for _ in range(20):
        qtbot.waitUntil(ready, timeout=20_000)
        assert controller.state is not None
        if controller.state.is_terminal():
            return
        labels = window.models.moves
        assert labels.rowCount() > 0
        assert window.view is not None
        window.view.request_move(labels.move_at(0))
    raise AssertionError("the toy game should end within 20 human moves")


def listed_names(window: MainWindow) -> list[str]:
    tree = window.saved_page.tree
    return [
        tree.topLevelItem(group).child(row).text(0)
        for group in range(tree.topLevelItemCount())
        for row in range(tree.topLevelItem(group).childCount())
    ]


def test_an_unknown_kind_reads_as_itself() -> None:
    from wonders_desktop.ui.language.setup_words import game_title

    assert game_title("no_such_game") == "no_such_game"
