"""The coach's note over the 7 Wonders table (issue 41, follow-up of issues 38/39): it floats where it
hides nothing the player reads to decide. It sat on the table's top lines (the neighbours' names, what
they sell and at what price) while the player weighed its warning; now it takes the free room between
the board and the hand, at the default window size and on a small window."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.test_coach import answered, classic_position, open_position, request, warnings_of
from wonders_desktop.ui.window.main_window import MainWindow

SIZES = ((1280, 820), (1024, 700))


def in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("size", SIZES)
def test_the_note_hides_no_neighbour_line_nor_the_hand(
    make_window: Callable[..., MainWindow], qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = make_window("en")
    window.resize(*size)
    position = classic_position()
    open_position(window, position)
    warned = warnings_of(window)
    request(window, position.blunder)
    qtbot.waitUntil(answered(window, warned), timeout=120_000)
    note = window.coaching.note
    assert warned and note.isVisible() and note.warning
    view = window.view
    assert view is not None
    parts = {
        name: view.findChild(QWidget, name)
        for name in ("status", "prompt", "leftNeighbour", "rightNeighbour", "myBoard", "hand", "actions")
    }
    shown = in_window(note, window)
    for name, part in parts.items():
        assert part is not None and part.isVisible(), name
        assert not shown.intersects(in_window(part, window)), (name, shown, in_window(part, window))
    assert in_window(window.view_holder, window).contains(shown)  # whole, not under the side panel
