"""A screen reader can read the 7 Wonders table: every card of the hand a legal move plays is a real
widget named in the player's language with its price tag in words, and the actions (build, Wonder
stage, discard) are buttons named by their words. The moves are the engine's; the names the data's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from tests.ui.test_accessible_duel import LANGUAGES, Node, walk
from tests.ui.test_classic_table import started, wait_for_mode
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.ui.shell.main_window import MainWindow
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.classic.texts import card_name


def nodes_of(table: ClassicTable) -> list[Node]:
    interface = QAccessible.queryAccessibleInterface(table)
    assert interface is not None
    return list(walk(interface))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_a_move_plays_is_named_with_its_state(
    language: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(language)
    table = started(window, {"players": 3}, 3)
    wait_for_mode(qtbot, table, model.PICK)
    qtbot.waitUntil(lambda: bool(table.hand.cards) and all(c.isVisible() for c in table.hand.cards))
    moves = [m for m in window.controller.legal_moves_for_viewer() if isinstance(m, ClassicMove)]
    cards = {m.card for m in moves if m.card}
    assert cards
    nodes = nodes_of(table)
    for card in cards:
        name = card_name(card)
        found = [n for n in nodes if n.name.startswith(name)]
        assert found, (card, name, [n.name for n in nodes])
        assert any(len(n.name) > len(name) for n in found), f"{name}: its price tag is not said"
    actions = [n for n in nodes if n.role == QAccessible.Role.Button and n.available and n.name.strip()]
    playable = {m.action for m in moves if m.card == table.hand.current}
    assert len(actions) >= len(playable & {"build", "stage", "sell"}), [n.name for n in actions]
