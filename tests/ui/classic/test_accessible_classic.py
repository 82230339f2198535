"""A screen reader can read the 7 Wonders table: every card of the hand a legal move plays is a real
widget named in the player's language with its price tag in words, and the actions (build, Wonder
stage, discard) are buttons named by their words. The moves are the engine's; the names the data's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from tests.engine.classic.helpers import build, set_hands, stages
from tests.ui.classic.test_classic_table import (
    button,
    click,
    start,
    started,
    three_cities,
    wait_for_mode,
)
from tests.ui.classic.test_classic_table import card as hand_card
from tests.ui.duel.test_accessible_duel import LANGUAGES, Node, walk
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.city import ColourCounts
from wonders_desktop.ui.views.classic.pieces import CardStacks, StageStrip
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.classic.texts import card_name, colour_name, words
from wonders_desktop.ui.views.painted_access import with_state
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


BUILT = {  # seat -> the cards its city has built (two of one colour: a covered card must be read too)
    0: ("lumber_yard", "ore_vein", "baths", "stockade"),
    1: ("clay_pool", "altar", "theater"),
    2: ("press_1", "tavern"),
}


def built_cities() -> ClassicState:
    def setup(state: ClassicState) -> None:
        for seat, cards in BUILT.items():
            build(state, seat, *cards)

    return three_cities(setup, ("gizah", "babylon", "rhodos"))


def list_items(widget: object) -> list[str]:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return [n.name for n in walk(interface) if n.role == QAccessible.Role.ListItem]


def read_cities(table: ClassicTable) -> list[str]:
    """Every built card of the viewer's city read with its colour, and each neighbour's cards named
    colour by colour; the expected words are the table's own, in the player's language."""
    stacks = [s for s in table.findChildren(CardStacks) if s.chips() and s.isVisible()]
    assert stacks
    heard = []
    for strip in stacks:
        names = list_items(strip)
        expected = [with_state(card_name(chip.ident), colour_name(chip.colour)) for chip in strip.chips()]
        assert names == expected, (names, expected)
        heard += names
    mine = {name for strip in stacks for name in list_items(strip)}
    for card in BUILT[0]:  # every card of the viewer's city, the covered ones too
        assert any(name.startswith(card_name(card)) for name in mine), (card, mine)
    counts = [c for c in table.findChildren(ColourCounts) if c.counts() and c.isVisible()]
    assert counts
    for strip in counts:
        names = list_items(strip)
        assert len(names) == len(strip.counts()), names
        for (colour, _count), name in zip(strip.counts(), names, strict=True):
            assert name.startswith(colour_name(colour)), (colour, name)
        heard += names
    neighbours = " ".join(name for strip in counts for name in list_items(strip))
    for seat in (1, 2):
        for card in BUILT[seat]:
            assert card_name(card) in neighbours, (card, neighbours)
    return heard


def test_the_cities_built_cards_are_read_by_colour_in_the_players_language(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    heard: dict[str, set[str]] = {}
    for language in LANGUAGES:
        window = make_window(language)
        table = start(window, built_cities())
        wait_for_mode(qtbot, table, model.PICK)
        table.grab()  # painted: the stacks know where each card lies
        heard[language] = set(read_cities(table))
        window.close()
    assert not heard["en"] & heard["pt_BR"], heard["en"] & heard["pt_BR"]
    assert not heard["en"] & heard["es"], heard["en"] & heard["es"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_halikarnassos_picks_from_the_discard_pile_are_said_free(
    language: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """The hand shows the discard pile with a "Free" badge on each card the Wonder may build: a screen
    reader hears the free build too, and why a card already built is not one."""

    def setup(state: ClassicState) -> None:
        set_hands(state, [["altar", "baths"], ["theater", "tavern"], ["press_1", "clay_pool"]])
        build(state, 0, "ore_vein", "mine", "lumber_yard")  # stage II of Halikarnassos A: 3 ore
        stages(state, 0, 1)
        state.discard = [state.rules.by_id[c].index for c in ("temple", "stockade", "lumber_yard")]

    window = make_window(language)
    table = start(window, three_cities(setup, ("halikarnassos", "babylon", "rhodos")))
    wait_for_mode(qtbot, table, model.PICK)
    click(qtbot, hand_card(table, "baths"))
    click(qtbot, button(table, "action:stage"))
    wait_for_mode(qtbot, table, model.DISCARD)
    assert table.table is not None
    free = set(table.table.discard_moves)
    assert free == {"temple", "stockade"}
    translate = QCoreApplication.translate
    said_free = translate("ClassicAccessible", "free: can be built from the discard pile")
    already = translate("ClassicAccessible", "already in your city: it cannot be built twice")
    if language != "en":
        assert said_free != "free: can be built from the discard pile", "not translated"
    for ident in ("temple", "stockade", "lumber_yard"):
        interface = QAccessible.queryAccessibleInterface(hand_card(table, ident))
        assert interface is not None
        state = said_free if ident in free else already
        assert interface.text(QAccessible.Text.Name) == with_state(card_name(ident), state), ident
