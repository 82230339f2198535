"""Words a player needs are not cut with "…" at 1280×820 in any of the three languages (issue 39):
the Duel's Wonder buttons go on two lines before an ellipsis."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.shell.main_window import MainWindow
from wonders_desktop.ui.views.duel.table import DuelTable

LANGUAGES = ["en", "pt_BR", "es"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_duel_wonder_buttons_show_whole_names(
    window: MainWindow, qtbot: QtBot, language: str, seed: int
) -> None:
    language_switcher().switch(language)
    window.resize(1280, 820)
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {"wonders": "first_game"}, seats, seed))
    view = window.view
    assert isinstance(view, DuelTable)
    qtbot.waitUntil(
        lambda: window.controller.acting_humans() == [0] and view.choice_focused(), timeout=20_000
    )
    view.keyboard.step(1)  # a card of the structure selected, as the arrow key does: its actions shown
    qtbot.wait(20)
    buttons = [b for b in view.detail.wonder_buttons if b.isVisible()]
    assert len(buttons) == 4  # the four Wonders still to build
    cut = [b.full_text for b in buttons if b.elided()]
    assert not cut, f"{language}: {cut}"
    for button in buttons:  # a two-line text is as tall as its button: no line clipped
        rows = button.text().count("\n") + 1
        assert button.height() >= button.fontMetrics().lineSpacing() * rows, (button.text(), button.height())
