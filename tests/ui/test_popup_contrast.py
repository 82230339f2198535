"""Tooltips and popups read in both themes (issue 39: the dark theme's tooltips came out light grey on
cream — the tooltip kept the light theme's background after a switch).

Each popup is drawn for real and its pixels read: the text's colour must stand out from the background
(WCAG's contrast ratio, 4.5 for normal text), whichever theme came first.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QMenu, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.window.app import build_window

LEAST_CONTRAST = 4.5
BOT = SeatSetup(human=False, level="random")


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())
    )


def contrast(one: QColor, two: QColor) -> float:
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_contrast(image: QImage) -> float:
    """The background is the commonest colour; the text's colour the one that differs most from it
    among colours drawn often enough to be glyphs (not a pixel of anti-aliasing)."""
    edge = 3  # inside the frame: a border is no text
    counts = Counter(
        image.pixel(x, y)
        for x in range(edge, image.width() - edge)
        for y in range(edge, image.height() - edge)
    )
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    inks = [QColor.fromRgb(rgb) for rgb, count in counts.items() if count >= 8]
    return max(contrast(background, ink) for ink in inks)


@pytest.fixture(params=[("light", "dark"), ("dark", "light")], ids=["to-dark", "to-light"])
def switched(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[QWidget]:
    """A widget shown in the first theme, with a tooltip shown then, and the app switched to the second."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    first, second = request.param
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(300, 200)
    host.show()
    qtbot.waitExposed(host)
    theme.apply_theme(app, first)
    QToolTip.showText(host.mapToGlobal(QPoint(10, 10)), "first", host)
    qtbot.wait(10)
    QToolTip.hideText()
    theme.apply_theme(app, second)
    yield host
    QToolTip.hideText()
    theme.apply_theme(app, "light")


def shown_tip() -> QWidget:
    tips = [w for w in QApplication.topLevelWidgets() if w.metaObject().className() == "QTipLabel"]
    visible = [w for w in tips if w.isVisible()]
    assert visible, "no tooltip shown"
    return visible[0]


def test_a_tooltip_reads_in_the_theme_switched_to(switched: QWidget, qtbot: QtBot) -> None:
    QToolTip.showText(
        switched.mapToGlobal(QPoint(20, 20)), "Progress token: Economy — gain 2 coins", switched
    )
    qtbot.waitUntil(lambda: bool(shown_tip()), timeout=5_000)
    assert text_contrast(shown_tip().grab().toImage()) >= LEAST_CONTRAST


def test_a_menu_reads_in_the_theme_switched_to(switched: QWidget, qtbot: QtBot) -> None:
    menu = QMenu(switched)
    menu.addAction("Keyboard")
    menu.addAction("Rules of the game")
    menu.popup(switched.mapToGlobal(QPoint(5, 5)))
    qtbot.waitUntil(menu.isVisible, timeout=5_000)
    assert text_contrast(menu.grab().toImage()) >= LEAST_CONTRAST
    menu.close()


def test_a_drop_down_list_reads_in_the_theme_switched_to(switched: QWidget, qtbot: QtBot) -> None:
    box = QComboBox(switched)
    box.addItems(["Medium", "Hard", "Random"])
    box.show()
    box.showPopup()
    popup = box.view().window()
    qtbot.waitUntil(popup.isVisible, timeout=5_000)
    assert text_contrast(popup.grab().toImage()) >= LEAST_CONTRAST
    box.hidePopup()


TABLES = {
    "architects": GameSetup("architects", {"players": 4}, [SeatSetup(human=True)] + [BOT] * 3, 11),
    "cities": GameSetup(
        "classic", {"players": 5, "expansions": ["cities"]}, [SeatSetup(human=True)] + [BOT] * 4, 3
    ),
    "duel": GameSetup("duel", {}, [SeatSetup(human=True), BOT], 1),
}


def _tips_of(widget: QWidget, seen: dict[str, float]) -> None:
    """Ask ``widget`` for its tooltip at a grid of points (painted pieces have one per area); each new
    text shown is grabbed and its contrast kept."""
    for fx, fy in itertools.product((0.15, 0.5, 0.85), repeat=2):
        point = QPoint(round(widget.width() * fx), round(widget.height() * fy))
        QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, point, widget.mapToGlobal(point)))
        tips = [w for w in QApplication.topLevelWidgets() if w.metaObject().className() == "QTipLabel"]
        shown = [tip for tip in tips if tip.isVisible()]
        if shown and isinstance(shown[0], QLabel) and shown[0].text() not in seen:
            seen[shown[0].text()] = text_contrast(shown[0].grab().toImage())
        QToolTip.hideText()


@pytest.mark.parametrize("switched_mid_game", [False, True], ids=["dark", "light-then-dark"])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_tooltip_of_a_table_reads_in_the_dark_theme(
    qtbot: QtBot, game: str, switched_mid_game: bool
) -> None:
    """Architects' Progress-token tooltips came out light grey on cream in the dark theme: every tooltip
    of the Architects, 7 Wonders with Cities and Duel tables, shown for real, reads in the dark theme,
    chosen at the start or in the settings during the game (after tooltips were shown in the light one)."""
    window = build_window("en", "light" if switched_mid_game else "dark", restore=False)
    qtbot.addWidget(window)
    window.show_final_sheet = False
    window.controller.bot_delay_ms = 0
    window.prefs.animation_speed = "none"
    window.controller.autopilot = {0}
    window.controller.decision_limit = 30  # tokens taken, cards built: more of the table has a tooltip
    window.resize(1280, 820)
    window.show()
    try:
        assert window.start_game(TABLES[game])
        assert window.settle(60_000)
        qtbot.wait(50)
        if switched_mid_game:
            _tips_of(window.view, {})
            window.prefs.theme = "dark"
            window.apply_settings()
            qtbot.wait(10)
        seen: dict[str, float] = {}
        for widget in [window.view, *window.view.findChildren(QWidget)]:
            if widget.isVisible() and widget.width() > 2 and widget.height() > 2:
                _tips_of(widget, seen)
        assert len(seen) >= 10, sorted(seen)  # the table's pieces, tokens, cards and buttons
        low = {text[:60]: round(ratio, 2) for text, ratio in seen.items() if ratio < LEAST_CONTRAST}
        assert not low, low
    finally:
        window.close()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        theme.apply_theme(app, "light")


@pytest.mark.parametrize("switched_mid_game", [False, True], ids=["dark", "light-then-dark"])
def test_the_battle_and_the_notice_read_in_the_dark_theme(qtbot: QtBot, switched_mid_game: bool) -> None:
    """The popups a table draws itself: Architects' "Battle!" and the notice floating over the table
    (end of an age, end of the game)."""
    window = build_window("en", "light" if switched_mid_game else "dark", restore=False)
    qtbot.addWidget(window)
    window.controller.bot_delay_ms = 0
    window.prefs.animation_speed = "none"
    window.resize(1280, 820)
    window.show()
    try:
        assert window.start_game(TABLES["architects"])
        assert window.settle(60_000)
        if switched_mid_game:
            window.prefs.theme = "dark"
            window.apply_settings()
        view = window.view
        assert isinstance(view, ArchitectsTable)
        view._announce_battle({"shields": [3, 1, 0, 2], "tokens": [1, 0, 0, 0]})
        window.banner.show_text("<b>Medium bot 4 wins!</b> Victory on points.")
        qtbot.wait(10)
        for popup in (view.banner, window.banner):
            assert popup.isVisible()
            assert text_contrast(popup.grab().toImage()) >= LEAST_CONTRAST, popup.objectName()
    finally:
        window.close()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        theme.apply_theme(app, "light")
