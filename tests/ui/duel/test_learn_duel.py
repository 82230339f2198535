"""Learn to play, as the Duel lesson shows it (issue 41, follow-up of issues 38/39): a step's bubble never
hides a city's head line (the player's name, coins, production and scientific symbols). The Progress
tokens' step talks about the player's scientific symbols: its bubble once sat on that very line. What
every guided game is asked is in ``tests/ui/test_learn_steps.py``."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, play_duel, walk
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow


def in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def head_lines(window: MainWindow) -> dict[str, QRect]:
    """Each city's head line in the window's coordinates: its name and badge, and what its summary strip
    shows (coins, points, production, prices, scientific symbols: the strip's painted areas)."""
    view = window.view
    assert isinstance(view, DuelTable)
    lines = {}
    for name, city in (("opponent", view.opponent), ("yours", view.mine)):
        strip = city.summary
        strip.repaint()  # its areas are those of its last paint: this one
        assert strip.areas
        line = in_window(city.title, window).united(in_window(city.badge, window))
        for area, _key, _tip in strip.areas:
            line = line.united(
                QRect(strip.mapTo(window, area.toAlignedRect().topLeft()), area.toAlignedRect().size())
            )
        lines[name] = line
    return lines


@pytest.mark.parametrize("size", SIZES)
def test_no_bubble_before_free_play_hides_a_citys_head_line(
    make_window: Callable[..., MainWindow], qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = make_window("en")
    window.resize(*size)
    seen: list[str] = []
    covered: list[str] = []

    def check(guide: Guide) -> bool:
        if guide.overlay.visible() and guide.step.role:
            view = window.view
            assert isinstance(view, DuelTable)
            qtbot.waitUntil(lambda: view.mine.summary.city is not None)
            lines = head_lines(window)
            guide.overlay.place(guide.hole())
            bubble = guide.overlay.bubble.geometry()
            seen.append(guide.step.role)
            covered.extend(
                f"step {guide.index} ({guide.step.role}) hides {name}'s head line: {bubble} on {line}"
                for name, line in lines.items()
                if bubble.intersects(line)
            )
        return guide.step.free

    walk(window, qtbot, "duel", play_duel, check)
    assert "progress" in seen
    assert covered == []
