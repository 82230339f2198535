"""Words a player needs are not cut with "…" at 1280×820 in any of the three languages (issue 39):
the Duel's Wonder buttons go on two lines before an ellipsis."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from tests.ui.test_classic_table import started, wait_for_mode
from wonders_desktop.ui.art.painter import chains_as_drawn
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.shell.main_window import MainWindow
from wonders_desktop.ui.views.classic import faces, model, texts
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


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("edition", "cities"), [(1, False), (2, False), (1, True), (2, True)])
def test_7_wonders_chain_hints_on_the_hand_are_whole(
    window: MainWindow, qtbot: QtBot, language: str, edition: int, cities: bool
) -> None:
    """Every card's chain lines ("⛓ made free by", "→ makes free") on a card of the hand at 1280×820
    wrap onto a second line before a name is cut with "…"."""
    language_switcher().switch(language)
    window.resize(1280, 820)
    options: dict = {"players": 3, "edition": edition}
    if cities:
        options["expansions"] = ["cities"]
    table = started(window, options, 1)
    wait_for_mode(qtbot, table, model.PICK)
    qtbot.waitUntil(lambda: bool(table.hand.cards) and table.hand.cards[0].isVisible(), timeout=10_000)
    card = table.hand.cards[0]
    rect = QRectF(card.rect())
    data = faces.rules_data(edition, cities)
    texts.use_edition(edition)
    cut = []
    for ident in data.cards:
        face = faces.card_face(data, ident)
        for text, lines in chains_as_drawn(card.font(), rect, face):
            if any("…" in line for line in lines) or " ".join(lines).replace(" ", "") != text.replace(
                " ", ""
            ):
                cut.append((text, lines))
    assert not cut, f"{language}, edition {edition}: {cut[:6]}"
