"""Nothing a player must read on the Duel cities is drawn smaller than the app's small font (issue 39:
at 1280×820 late in the game the Wonders' names came out at 7 px, the built cards' at 8 px, and a
column of six blue cards overlapped until no name could be read; the end-of-age banner squeezed them
further).

The window is drawn for real with ``QPainter.drawText`` watched: every word drawn on a city panel
(a Wonder's name, a built card's name) is at least ``small_text_px()``, and every built card's name
shows in the part of its chip left uncovered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo, QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.duel import duel_positions as positions
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.art import pixcache
from wonders_desktop.ui.art.drawing import small_text_px
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.pieces import DeckWidget
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.duel.city import CardsStrip, CityPanel
from wonders_desktop.ui.views.duel.faces import card_face
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window import banner as shell_banner
from wonders_desktop.ui.window.main_window import MainWindow

LATE = 52  # decisions: the start of age III, the end of age II's banner shown (seed 1, random bots)


@pytest.fixture(params=LANGUAGE_CODES)
def late_duel(request: pytest.FixtureRequest, window: MainWindow, qtbot: QtBot) -> Iterator[DuelTable]:
    language_switcher().switch(request.param)
    controller = window.controller
    controller.autopilot = {0}
    controller.decision_limit = LATE
    window.resize(1280, 820)
    seats = [SeatSetup(human=True, level="random"), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {}, seats, 1))
    assert window.settle(60_000)
    view = window.view
    assert isinstance(view, DuelTable)
    qtbot.wait(50)
    yield view


def drawn_words(monkeypatch: pytest.MonkeyPatch, widget: QWidget) -> list[tuple[int, str, object]]:
    """Every text ``widget.grab()`` draws through Python: its pixel size, the text, the device (a widget,
    or the picture a piece caches)."""
    seen: list[tuple[int, str, object]] = []
    draw = QPainter.drawText

    def watched(painter: QPainter, *args: object) -> object:
        text = next((a for a in args if isinstance(a, str)), "")
        seen.append((QFontInfo(painter.font()).pixelSize(), text, painter.device()))
        return draw(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", watched)
    widget.grab()
    monkeypatch.setattr(QPainter, "drawText", draw)
    return seen


def test_the_cities_words_are_never_under_the_small_font_at_1280x820(
    late_duel: DuelTable, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.banner.isVisible()  # the end of age II: the banner takes its height from the table
    least = small_text_px()
    panels = [late_duel.opponent, late_duel.mine]
    words = [
        (size, text, widget)
        for size, text, widget in drawn_words(monkeypatch, window)
        if isinstance(widget, QWidget)
        and any(panel.isAncestorOf(widget) for panel in panels)
        and sum(c.isalpha() for c in text) >= 2
    ]
    assert len(words) >= 12  # the Wonders and the built cards of both cities
    small = sorted({(size, text, type(widget).__name__) for size, text, widget in words if size < least})
    assert not small, f"under {least} px: {small}"


def test_every_built_card_shows_its_name_whole_or_in_its_uncovered_row(late_duel: DuelTable) -> None:
    """A chip covered by the next one keeps a row of the small font above it: its name is there."""
    least = small_text_px()
    panels: list[CityPanel] = [late_duel.opponent, late_duel.mine]
    for panel in panels:
        strip: CardsStrip = panel.cards
        strip.grab()
        assert strip.chips, "no built card"
        rows: dict[float, list[float]] = {}
        for rect, _card, _covered in strip.chips:
            rows.setdefault(rect.left(), []).append(rect.top())
        for tops in rows.values():
            steps = [b - a for a, b in pairwise(tops)]
            assert all(step >= least * 1.25 for step in steps), steps


@pytest.mark.parametrize("players", [2, 7])
def test_the_architects_deck_names_are_never_under_the_small_font_at_1280x820(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    """The decks' names under them (a Wonder's, the central one) came out at 9 px."""
    controller = window.controller
    controller.autopilot = {0}
    controller.decision_limit = 20
    window.resize(1280, 820)
    seats = [SeatSetup(human=True, level="random")] + [
        SeatSetup(human=False, level="random") for _ in range(players - 1)
    ]
    assert window.start_game(GameSetup("architects", {"players": players}, seats, 11))
    assert window.settle(60_000)
    view = window.view
    assert isinstance(view, ArchitectsTable)
    captions = {deck.caption for deck in view.findChildren(DeckWidget) if deck.isVisible() and deck.caption}
    pixcache.clear()  # painted afresh, not from the pictures cached before the watch
    words = [(size, text) for size, text, _device in drawn_words(monkeypatch, window) if text in captions]
    assert len(words) >= players  # a name under each Wonder's deck
    least = small_text_px()
    assert not [word for word in words if word[0] < least], words


def test_the_whole_duel_window_is_never_under_the_small_font_at_1280x820(
    late_duel: DuelTable, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pyramid's card names, the price badges, the discard pile's chips (drawn by the shared card
    painter into cached pictures) came out at 7-9 px with the end-of-age banner shown."""
    assert window.banner.isVisible()
    pixcache.clear()  # painted afresh, not from the pictures cached before the watch
    least = small_text_px()
    words = [(size, text) for size, text, _device in drawn_words(monkeypatch, window)
             if sum(c.isalpha() for c in text) >= 2]  # fmt: skip
    assert len(words) >= 30  # the pyramid, the discard pile, both cities
    small = sorted({word for word in words if word[0] < least})
    assert not small, f"under {least} px: {small}"


def test_the_narrow_columns_show_horse_breeders_and_archery_range_whole(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In English, at 1280×820, "Horse Breeders" and "Archery Range" were cut to "Horse Bre…" and
    "Archery R…" at the small font: a name too wide is narrowed (its height kept) before it is cut."""
    language_switcher().switch("en")
    controller = window.controller
    controller.autopilot = {0}
    controller.decision_limit = LATE
    window.resize(1280, 820)
    seats = [SeatSetup(human=True, level="random"), SeatSetup(human=False, level="random")]
    assert window.start_game(GameSetup("duel", {}, seats, 1))
    assert window.settle(60_000)
    qtbot.wait(50)
    names = [
        text for _size, text, device in drawn_words(monkeypatch, window) if isinstance(device, CardsStrip)
    ]
    assert {"Horse Breeders", "Archery Range"} <= set(names), names
    assert not [name for name in names if "…" in name], names


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize(
    ("seed", "favourites"),
    [(0, ("brown", "blue")), (1, ("yellow", "blue")), (2, ("brown", "blue")), (4, ("green", "blue"))],
)
def test_no_card_name_is_cut_late_in_the_game_at_1280x820(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    seed: int,
    favourites: tuple[str, str],
) -> None:
    """Late in Age III with six to nine cards of one colour and twenty-odd in a city (28 with seed 2), no
    card's name is drawn with "…" anywhere on the table: the cities' columns, narrowed to a few letters in
    Portuguese and Spanish ("Criadero de c…", "Gremi…", "Câmara de …"), flow into rows of the small font
    (the colours' header rows give way to names in the most crowded city)."""
    window = make_window(language)
    window.resize(1280, 820)
    positions.load(window, positions.built_up(seed, favourites))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    view = window.view
    assert isinstance(view, DuelTable)
    view.refresh()
    qtbot.wait(1)  # the layouts settle through the event loop
    assert view.model is not None
    columns = [cards for city in view.model.cities for cards in city.cards.values()]
    assert max(len(cards) for cards in columns) >= 6  # a long column of one colour
    pixcache.clear()  # painted afresh, not from the pictures cached before the watch
    built = {card_face(card).title for cards in columns for card in cards}
    names = built | {card_face(s.card).title for s in view.model.slots if s.card is not None}
    drawn = [(size, text) for size, text, _device in drawn_words(monkeypatch, window)]
    shown = {text for _size, text in drawn}
    cut = sorted(text for text in shown if "…" in text)
    assert not cut, f"{language}: {cut}"
    assert built <= shown, sorted(built - shown)  # every built card's name is drawn, whole
    least = small_text_px()
    assert not [(size, text) for size, text in drawn if text in names and size < least]


def test_the_end_of_age_banner_floats_over_the_table_and_esc_closes_it(
    late_duel: DuelTable, window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The banner took ~110 px from the Duel table at 1280×820 and squeezed its names: it now floats over
    the table (the table keeps its size whether it shows or not), Esc closes it, and its text is
    announced to screen readers when it appears."""
    banner = window.banner
    assert banner.isVisible()
    shown_size = late_duel.size()
    assert late_duel.geometry().intersects(banner.geometry())  # over the table, not beside it
    for button in (late_duel.hint_button, late_duel.takeback_button):  # never hiding the top line's buttons
        where = QRect(button.mapTo(banner.parentWidget(), QPoint(0, 0)), button.size())
        assert button.isVisible() and not where.intersects(banner.geometry()), button.text()
    window.activateWindow()
    late_duel.setFocus()
    qtbot.keyClick(late_duel, Qt.Key.Key_Escape)
    assert not banner.isVisible()
    qtbot.wait(1)  # the layouts settle through the event loop
    assert late_duel.size() == shown_size  # the banner took none of the table's room
    heard: list[str] = []
    monkeypatch.setattr(
        shell_banner.QAccessible, "updateAccessibility", lambda event: heard.append(event.message())
    )
    banner.show_text("<b>End of Age II</b>: the Conflict pawn moved 2 spaces.", 40)
    assert banner.isVisible() and heard == ["End of Age II: the Conflict pawn moved 2 spaces."]
    assert late_duel.size() == shown_size
    assert "Esc" in banner.close_button.toolTip()
    banner.show_text("<b>Player 1 wins!</b>")  # the game's end: there Esc folds the table's score sheet
    qtbot.keyClick(late_duel, Qt.Key.Key_Escape)
    assert banner.isVisible() and "Esc" not in banner.close_button.toolTip()
