"""Nothing a player must read on the 7 Wonders table is drawn smaller than the app's small font (issue
39, item 8: at 1280×820 with seven players the Wonder stage's "Pilha de descarte" came out at 6 px).

The window is drawn for real with ``QPainter.drawText`` watched, as in ``test_duel_small_text``: 3, 5 and
7 players, both editions, Cities, in English, Portuguese and Spanish, a few turns into age I.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.duel.test_duel_small_text import drawn_words
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.art import pixcache
from wonders_desktop.ui.art.drawing import small_text_px
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.main_window import MainWindow

CASES = [
    pytest.param(language, options, id=f"{language}-{options['players']}p-e{options['edition']}")
    for language in LANGUAGE_CODES
    for options in (
        {"players": 3, "edition": 1, "expansions": ["cities"]},
        {"players": 5, "edition": 2, "expansions": ["cities"]},
        {"players": 7, "edition": 1},
        {"players": 7, "edition": 2, "expansions": ["cities"]},
    )
]


@pytest.mark.parametrize(("language", "options"), CASES)
def test_the_7_wonders_table_words_are_never_under_the_small_font_at_1280x820(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str, options: dict
) -> None:
    language_switcher().switch(language)
    controller = window.controller
    controller.autopilot = {0}
    controller.decision_limit = 3 * options["players"]
    window.resize(1280, 820)
    players = options["players"]
    seats = [SeatSetup(human=True, level="random")] + [
        SeatSetup(human=False, level="random") for _ in range(players - 1)
    ]
    assert window.start_game(GameSetup("classic", options, seats, 5))
    assert window.settle(60_000)
    view = window.view
    assert isinstance(view, ClassicTable)
    qtbot.wait(50)
    pixcache.clear()  # painted afresh, not from the pictures cached before the watch
    words = [
        (size, text, type(device).__name__)
        for size, text, device in drawn_words(monkeypatch, window)
        if isinstance(device, QWidget) and view.isAncestorOf(device) and sum(c.isalpha() for c in text) >= 2
    ]
    assert len(words) >= players  # at least the Wonders' words
    least = small_text_px()
    small = sorted({word for word in words if word[0] < least})
    assert not small, f"under {least} px: {small}"


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_the_side_panels_scores_are_never_under_the_small_font_with_7_players(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str
) -> None:
    """The Scores tab shrank its numbers (to 7 pt) to fit seven columns; Qt draws them, so the fonts it
    is given are what is checked: the scores' and the headers'."""
    window = make_window(language)
    window.resize(1280, 820)
    seats = [SeatSetup(human=seat == 0, level="random") for seat in range(7)]
    assert window.start_game(
        GameSetup("classic", {"players": 7, "edition": 2, "expansions": ["cities"]}, seats, 3)
    )
    window.side.setCurrentIndex(1)
    table = window.score_sheet.table
    qtbot.waitUntil(lambda: table.isVisible() and table.model().columnCount() == 7)
    qtbot.wait(100)
    least = small_text_px()
    fonts = {
        "scores": table.font(),
        "players": table.horizontalHeader().font(),
        "rows": table.verticalHeader().font(),
    }
    sizes = {name: QFontInfo(font).pixelSize() for name, font in fonts.items()}
    assert all(size >= least for size in sizes.values()), sizes
