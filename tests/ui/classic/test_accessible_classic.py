"""A screen reader can read the 7 Wonders table: every card of the hand a legal move plays is a real
widget named in the player's language with its price tag in words, and the actions (build, Wonder
stage, discard) are buttons named by their words. The moves are the engine's; the names the data's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import started, wait_for_mode
from tests.ui.duel.test_accessible_duel import LANGUAGES, Node, walk
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.pieces import StageStrip
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.classic.texts import card_name, words
from wonders_desktop.ui.window.main_window import MainWindow


def nodes_of(table: ClassicTable) -> list[Node]:
    interface = QAccessible.queryAccessibleInterface(table)
    assert interface is not None
    return list(walk(interface))


@pytest.mark.parametrize(("language", "seed"), [(lang, seed) for lang in LANGUAGES for seed in (1, 3)])
def test_every_card_a_move_plays_is_named_with_its_state(
    language: str, seed: int, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """Seed 1 lets the player build a Wonder stage at once, seed 3 does not."""
    window = make_window(language)
    table = started(window, {"players": 3}, seed)
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
    playable = {m.action for m in moves if m.card == table.hand.current} & set(table.actions.ORDER)
    assert playable and ("stage" in playable) == (seed == 1)
    for action in playable:  # the chosen card's actions (build, Wonder stage, discard) are named buttons
        interface = QAccessible.queryAccessibleInterface(table.actions.buttons[action])
        assert interface is not None and interface.role() == QAccessible.Role.Button
        assert interface.text(QAccessible.Text.Name).strip() and not interface.state().disabled, action


def test_the_wonder_stages_are_read_in_the_players_language(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window("pt_BR")
    table = started(window, {"players": 3}, 1)
    wait_for_mode(qtbot, table, model.PICK)
    strips = [s for s in table.findChildren(StageStrip) if s.stages() and s.isVisible()]
    assert strips
    for strip in strips:
        interface = QAccessible.queryAccessibleInterface(strip)
        assert interface is not None and interface.childCount() == len(strip.stages())
        for index, stage in enumerate(strip.stages()):
            child = interface.child(index)
            assert child is not None and child.role() == QAccessible.Role.ListItem
            name = child.text(QAccessible.Text.Name)
            heading = words().translate("ClassicTable", "Stage {number}").format(number=stage.number)
            assert name.startswith(heading) and heading != f"Stage {stage.number}", name
            assert not child.state().disabled
