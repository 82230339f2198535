"""Words a player needs are not cut with "…" at 1280×820 in any of the three languages (issue 39):
the Duel's Wonder buttons go on two lines before an ellipsis."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import started, wait_for_mode
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.art.painter import chains_as_drawn
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.classic import faces, layout, model, texts
from wonders_desktop.ui.views.classic.labels import ElidedLabel
from wonders_desktop.ui.views.classic.reveal import RevealLine
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow

LANGUAGES = list(LANGUAGE_CODES)


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


@pytest.mark.parametrize("language", LANGUAGES)
def test_7_wonders_reveal_labels_keep_their_words_at_1280x820(
    window: MainWindow, qtbot: QtBot, language: str
) -> None:
    """Age III with five or seven cities: "Robô Médio 4 — encadeamento" went "Robô Médio 4 — encadea…";
    a tile's label goes on two lines, at its dash, before a word is cut."""
    language_switcher().switch(language)
    window.resize(1280, 820)
    table = started(window, {"players": 7, "expansions": ["cities"]}, 3)
    wait_for_mode(qtbot, table, model.PICK)
    name = window.controller.seat_name
    texts.use_edition(2)  # the 2nd edition's words: "encadeamento", the longest
    notes = [
        texts.words().translate("ClassicTable", "chain"),
        QCoreApplication.translate("ClassicTable", "from the discard pile"),
    ]
    lines = [RevealLine(city, name(city), "builds", None, note=notes[city % len(notes)]) for city in range(7)]
    for compact in (False, True):
        columns = layout.reveal_columns(table.width(), table.fontMetrics().height(), len(lines))
        table.reveal.show_lines("Age III", lines, [], columns, 0, compact=compact)
        qtbot.wait(20)
        labels = [label for label in table.reveal.findChildren(ElidedLabel) if label.isVisible()]
        assert len(labels) == 7
        cut = [label.full_text() for label in labels if "…" in label.text()]
        assert not cut, f"{language}, compact={compact}: {cut}"
