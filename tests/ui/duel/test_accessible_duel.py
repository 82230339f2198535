"""A screen reader can read the Duel table: walking the accessibility tree from the table finds every
legal move's piece (the structure's cards, the Wonders, the progress tokens) named in the player's
language, and the player can act on it. The legal moves are the engine's; the names are the data's."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from pytestqt.qtbot import QtBot

from tests.ui.duel import duel_positions as positions
from wonders_desktop.engine.duel.moves import (
    BuildCard,
    BuildFromDiscard,
    BuildWonder,
    DestroyCard,
    DiscardCard,
    DraftWonder,
    TakeProgress,
)
from wonders_desktop.languages import LANGUAGE_CODES, TRANSLATED_CODES
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.views.painted_access import plain, with_state
from wonders_desktop.ui.window.main_window import MainWindow

LANGUAGES = list(LANGUAGE_CODES)


@dataclass(frozen=True)
class Node:
    name: str
    role: QAccessible.Role
    available: bool


def walk(interface: QAccessibleInterface, depth: int = 0) -> Iterator[Node]:
    """Every node under ``interface``, as a screen reader would list them."""
    state = interface.state()
    if not state.invisible:
        yield Node(interface.text(QAccessible.Text.Name), interface.role(), not state.disabled)
    assert depth < 40, "the accessibility tree loops"
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.isValid():
            assert interface.indexOfChild(child) == index
            yield from walk(child, depth + 1)


def tree(view: DuelTable) -> list[Node]:
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface is not None
    return list(walk(interface))


def settled(window: MainWindow, qtbot: QtBot) -> DuelTable:
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    qtbot.waitUntil(lambda: window.controller.is_idle(), timeout=20_000)
    view = window.view
    assert isinstance(view, DuelTable)
    view.refresh()
    view.grab()  # painted: the pieces know where they lie
    return view


def named(nodes: list[Node], name: str) -> list[Node]:
    """The actionable pieces whose name starts with ``name`` (the state follows it)."""
    return [n for n in nodes if n.name.startswith(name) and n.available and n.role == QAccessible.Role.Button]


@pytest.fixture(params=LANGUAGES)
def duel_window(request: pytest.FixtureRequest, make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window(request.param)


def test_every_legal_move_of_a_turn_names_its_card_and_wonder(duel_window: MainWindow, qtbot: QtBot) -> None:
    positions.load(duel_window, positions.wonder_buildable())
    view = settled(duel_window, qtbot)
    moves = duel_window.controller.legal_moves_for_viewer()
    cards = {m.card for m in moves if isinstance(m, BuildCard | DiscardCard)}
    wonders = {m.wonder: m.card for m in moves if isinstance(m, BuildWonder)}
    assert cards and wonders
    nodes = tree(view)
    for card in cards:
        assert named(nodes, name_of("card", card, "duel")), (card, [n.name for n in nodes])
    built = {m.card for m in moves if isinstance(m, BuildCard)}
    states = {card: named(nodes, name_of("card", card, "duel"))[0].name.split(", ", 1)[1] for card in cards}
    unavailable = {n.name.split(", ", 1)[1] for n in nodes if not n.available and ", " in n.name}
    others = unavailable | {states[c] for c in cards - built}  # covered, discard only, Wonders not offered
    assert built and unavailable
    assert not {states[c] for c in built} & others, "'can be built' is said apart from every other state"
    buttons = [n for n in nodes if n.role == QAccessible.Role.Button]
    face_down = [n for n in buttons if not n.available and ", " not in n.name]
    assert face_down, "the face-down cards are announced too"
    for wonder, card in wonders.items():  # a Wonder is built with a card: select it, the Wonder is offered
        assert view.structure.model is not None
        slot = next(s for s in view.structure.model.slots if s.card == card)
        view.structure.choose(slot.slot)
        view.grab()
        assert named(tree(view), name_of("wonder", wonder, "duel")), wonder


def test_the_progress_tokens_to_pick_are_named(duel_window: MainWindow, qtbot: QtBot) -> None:
    positions.load(duel_window, positions.facing("progress"))
    view = settled(duel_window, qtbot)
    tokens = {m.token for m in duel_window.controller.legal_moves_for_viewer() if isinstance(m, TakeProgress)}
    assert tokens
    nodes = tree(view)
    for token in tokens:
        name = name_of("progress_token", token, "duel")
        on_board = named(nodes, name)
        assert on_board, (token, [n.name for n in nodes])


def test_the_state_words_are_in_the_players_language(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    heard: dict[str, set[str]] = {}
    for language in LANGUAGES:
        window = make_window(language)
        positions.load(window, positions.wonder_buildable())
        view = settled(window, qtbot)
        heard[language] = {n.name.split(", ", 1)[1] for n in tree(view) if ", " in n.name}
        window.close()
    assert heard["en"]
    assert not heard["en"] & heard["pt_BR"], heard["en"] & heard["pt_BR"]
    assert not heard["en"] & heard["es"], heard["en"] & heard["es"]


def test_the_arrow_keys_move_the_screen_readers_focus_to_the_next_card(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window("es")
    positions.load(window, positions.wonder_buildable())
    view = settled(window, qtbot)
    structure = view.structure
    structure.setFocus()
    qtbot.waitUntil(structure.hasFocus)
    interface = QAccessible.queryAccessibleInterface(structure)
    assert interface is not None
    for _ in range(3):
        qtbot.keyClick(structure, Qt.Key.Key_Right)
        focused = interface.focusChild()
        assert focused is not None and focused.state().focused
        assert view.model is not None and structure.selected is not None
        slot = view.model.slot(structure.selected)
        assert slot is not None and slot.card is not None
        assert focused.text(QAccessible.Text.Name).startswith(name_of("card", slot.card, "duel"))
        assert interface.indexOfChild(focused) >= 0


@pytest.mark.parametrize("decision", ["draft", "destroy", "mausoleum", "library"])
def test_every_option_of_a_decision_is_a_named_button(
    decision: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window("pt_BR")
    positions.load(window, positions.facing(decision))
    view = settled(window, qtbot)
    moves = window.controller.legal_moves_for_viewer()
    wanted = [name_of("wonder", m.wonder, "duel") for m in moves if isinstance(m, DraftWonder)]
    cards = DestroyCard | BuildFromDiscard
    wanted += [name_of("card", m.card, "duel") for m in moves if isinstance(m, cards)]
    wanted += [name_of("progress_token", m.token, "duel") for m in moves if isinstance(m, TakeProgress)]
    assert wanted
    nodes = tree(view)
    for name in wanted:
        assert named(nodes, name), (name, [n.name for n in nodes])
    if decision == "destroy":  # the opponent's cards to destroy are buttons in the city too, not only tiles
        strip = view.opponent.cards
        interface = QAccessible.queryAccessibleInterface(strip)
        assert interface is not None
        in_city = [n for i in range(interface.childCount()) for n in walk(interface.child(i))]
        for move in (m for m in moves if isinstance(m, DestroyCard)):
            assert named(in_city, name_of("card", move.card, "duel")), move


def list_items(interface: QAccessibleInterface | None) -> list[str]:
    """The names of the list items under ``interface`` (what a screen reader reads, not acts on)."""
    assert interface is not None
    return [n.name for n in walk(interface) if n.role == QAccessible.Role.ListItem]


def one_line(words: str) -> str:
    """A tooltip's title and lines, as a list item's name says them."""
    title, _, rest = words.partition("\n")
    details = "; ".join(line.strip() for line in rest.split("\n") if line.strip())
    return QCoreApplication.translate("DuelAccessible", "{title}: {details}").format(
        title=title, details=details
    )


def read_aloud(view: DuelTable) -> dict[str, list[str]]:
    """What a screen reader reads of the summary lines, the board and the discard pile; each expected
    name is built from the table's own model in the player's language, and must be found."""
    translate = QCoreApplication.translate
    model = view.model
    assert model is not None
    board = view.board
    heard = list_items(QAccessible.queryAccessibleInterface(board))
    found: dict[str, list[str]] = {"board": [], "summary": [], "pile": []}
    for seat, player in ((1 - model.viewer, board.names[0]), (model.viewer, board.names[1])):
        coins = translate("DuelTable", "{player}: %n coin(s)", None, model.cities[seat].coins)
        found["board"].append(coins.format(player=player))
    found["board"].append(plain(board.track_tooltip()).split("\n")[0])  # where the conflict pawn stands
    for zone in model.military.zones:
        if zone.token is not None:
            loser = board.names[1] if zone.token_loser == model.viewer else board.names[0]
            text = "Military token: {player} loses %n coin(s) when the pawn enters its zone."
            found["board"].append(translate("DuelTable", text, None, zone.token_coins).format(player=loser))
    for expected in found["board"]:
        assert any(name.startswith(expected) for name in heard), (expected, heard)
    for panel in (view.mine, view.opponent):
        city = panel.summary.city
        assert city is not None
        heard = list_items(QAccessible.queryAccessibleInterface(panel.summary))
        wanted = [
            translate("DuelTable", "%n coin(s)", None, city.coins),
            translate("DuelTable", "%n victory point(s) if the game ended now", None, city.total),
            one_line(plain(panel.summary._production_tip())),
            one_line(plain(panel.summary._science_tip())),
            *(name_of("progress_token", token, "duel") for token in city.progress),
        ]
        for expected in wanted:
            assert expected in heard, (expected, heard)
        found["summary"] += wanted[:4]
    pile = view.detail.pile.list
    heard = list_items(QAccessible.queryAccessibleInterface(pile))
    discarded = translate("DuelAccessible", "in the discard pile")
    found["pile"] = [with_state(name_of("card", card, "duel"), discarded) for card in reversed(model.discard)]
    assert heard == found["pile"] and heard, heard  # every card, the newest first
    return found


def test_the_summary_lines_board_and_discard_pile_are_read_in_the_players_language(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """Coins, points, production and science of each city; where the conflict pawn stands, the military
    tokens left and each treasury on the board; every discarded card: named, each in the three languages."""
    heard: dict[str, dict[str, list[str]]] = {}
    for language in LANGUAGES:
        window = make_window(language)
        positions.load(window, positions.discarded_and_pushed())
        heard[language] = read_aloud(settled(window, qtbot))
        window.close()
    for part, names in heard["en"].items():
        for language in TRANSLATED_CODES:
            assert not set(names) & set(heard[language][part]), (
                part,
                language,
                set(names) & set(heard[language][part]),
            )
