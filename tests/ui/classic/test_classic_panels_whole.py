"""Every city panel of the 7 Wonders table is whole inside the table area (issue 24, item 3): no
neighbour's panel, city across the table or board cut at the area's right edge. Where your board
cannot do with less (a full head row: the conflicts' preview, many tokens), the neighbours' panels
give it the width, down to their own least; the area never grows past the scroll viewport."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QPoint, QRect
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import builder_play, start, wait_for_mode
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.main_window import MainWindow

TEAMS_6 = {"players": 6, "edition": 2, "expansions": ["cities"], "variant": "teams"}
CASES = [  # (window, options, age): the least room to spare, measured over 2-7 players
    pytest.param((1280, 820), TEAMS_6, 3, id="1280x820-6p-teams-age3"),  # 26 px too wide before
    pytest.param((1280, 820), {"players": 2, "variant": "free-city"}, 3, id="1280x820-free-city-age3"),
    pytest.param((1280, 820), {"players": 7, "edition": 2}, 3, id="1280x820-7p-age3"),
    pytest.param((1366, 768), {"players": 7, "expansions": ["cities"]}, 2, id="1366x768-7p-cities-age2"),
]


def visible_rect(table: ClassicTable) -> QRect:
    """The part of the table area the scroll viewport shows, in the area's coordinates."""
    area, viewport = table.table_scroll.widget(), table.table_scroll.viewport()
    assert area is not None
    return QRect(area.mapFrom(viewport, QPoint(0, 0)), viewport.size())


def cut_panels(table: ClassicTable) -> list[str]:
    """The city panels whose frame sticks out of the area's visible width (its height may scroll on a
    short window), or out of their own side scroll's viewport."""
    area, shown = table.table_scroll.widget(), visible_rect(table)
    found = []
    for panel in (table.left_panel, table.board, table.right_panel, *table.others):
        if not panel.isVisible():
            continue
        frame = QRect(panel.mapTo(area, QPoint(0, 0)), panel.size())
        if frame.left() < shown.left() or frame.right() > shown.right():
            found.append(f"{panel.objectName()}: x {frame.left()}..{frame.right()} in 0..{shown.right()}")
    for scroll, panel in ((table.left_scroll, table.left_panel), (table.right_scroll, table.right_panel)):
        if panel.width() > scroll.viewport().width():
            found.append(
                f"{panel.objectName()}: {panel.width()} px in a {scroll.viewport().width()} px scroll"
            )
    return found


@pytest.mark.parametrize(("size", "options", "age"), CASES)
def test_every_city_panel_is_whole_inside_the_table_area(
    make_window: object, qtbot: QtBot, size: tuple[int, int], options: dict, age: int
) -> None:
    window: MainWindow = make_window("en")  # type: ignore[operator]  # the fixture is typed object; it is the window factory
    window.resize(*size)
    state = ClassicState.new(options, 4)
    builder_play(state, age, 5)  # a full board: the conflicts' preview and the tokens widen its head
    table = start(window, state)
    wait_for_mode(qtbot, table, model.PICK, model.FREE_CITY_PICK)
    with contextlib.suppress(TimeoutError):  # the layouts settle after the refresh
        qtbot.waitUntil(lambda: not cut_panels(table), timeout=20_000)
    assert not cut_panels(table), "\n".join(cut_panels(table))
