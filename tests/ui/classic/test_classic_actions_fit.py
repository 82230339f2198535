"""7 Wonders at the default window (issue 24, "how to check it yourself"): the action bar's buttons keep
their places whatever card of the hand is selected — a click meant for one action must never land on
another because the chosen card's name or price moved the buttons (Duel: ``test_duel_fit``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import click, started, wait_for_mode
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.main_window import MainWindow

DEFAULT_SIZE = (1280, 820)


def _places(table: ClassicTable) -> dict[str, QRect]:
    """Each shown action button's geometry on the table, measured here."""
    return {
        action: QRect(button.mapTo(table, QPoint(0, 0)), button.size())
        for action, button in table.actions.buttons.items()
        if button.isVisible()
    }


@pytest.mark.parametrize(("players", "seed", "language"), [(3, 11, "en"), (7, 4, "es"), (5, 8, "pt_BR")])
def test_action_buttons_keep_their_places_across_the_hand(
    make_window: Callable[..., MainWindow], qtbot: QtBot, players: int, seed: int, language: str
) -> None:
    window = make_window(language)
    window.resize(*DEFAULT_SIZE)
    table = started(window, {"players": players}, seed)
    wait_for_mode(qtbot, table, model.PICK)
    qtbot.waitUntil(lambda: window.controller.is_idle() and not table.animations_running(), timeout=20_000)
    qtbot.wait(1)
    cards = [widget for widget in table.hand.cards if widget.isVisible()]
    assert len(cards) >= 7
    seen: dict[str, set[tuple[int, int, int, int]]] = {}
    titles = set()
    for widget in [*cards, *reversed(cards)]:
        click(qtbot, widget)
        qtbot.wait(1)  # the layouts settle through the event loop
        titles.add(table.actions.title.text())
        for action, rect in _places(table).items():
            seen.setdefault(action, set()).add(rect.getRect())
    assert len(titles) >= 5  # names of many lengths were chosen
    assert {"build", "stage", "sell"} <= set(seen)
    moved = {action: rects for action, rects in seen.items() if len(rects) > 1}
    assert not moved, f"actions moved with the chosen card: {moved}"
