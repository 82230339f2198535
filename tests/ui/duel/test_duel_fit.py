"""The Duel table at the default window (1280×820): the discard pile stays readable with every card of
the game in it, the actions keep their places whatever card is chosen, and the structure never moves
when the panel beside it changes."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QPushButton, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.duel import duel_positions as positions
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.duel import queries
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.spec import DuelSpec
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.art.drawing import fitted_text
from wonders_desktop.ui.art.painter import title_as_drawn
from wonders_desktop.ui.views.duel.city import CHIP_SMALLEST, chip_name_rows, fits_bold
from wonders_desktop.ui.views.duel.faces import card_face
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow

DEFAULT_SIZE = (1280, 820)


def _open(make_window: Callable[..., MainWindow], qtbot: QtBot, record: GameRecord) -> DuelTable:
    window = make_window()
    window.resize(*DEFAULT_SIZE)
    positions.load(window, record)
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    qtbot.waitUntil(lambda: window.controller.is_idle(), timeout=20_000)
    view = window.view
    assert isinstance(view, DuelTable)
    view.refresh()
    qtbot.wait(1)  # the layouts settle through the event loop
    view.grab()  # painted: the strips know where their cards are
    return view


def _everything_discarded() -> GameRecord:
    """A real game (engine moves) in which both players discard every card they take: seat 0 faces the
    last cards of Age III with all the others in the pile."""
    state = DuelSpec().new_game({"wonders": "first_game"}, 1)
    while state.to_act():
        seat = state.to_act()[0]
        moves = state.legal_moves(seat)
        discards = [m for m in moves if m.to_str().startswith("discard:")]
        if seat == 0 and discards and len(state.discard) >= 58:
            return GameRecord.of(state)
        state.apply(seat, discards[0] if discards else moves[0])
    raise AssertionError("the game ended before its last cards")


def test_the_discard_pile_stays_readable_with_every_card(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    view = _open(make_window, qtbot, _everything_discarded())
    assert view.model is not None
    discarded = view.model.discard
    assert len(discarded) >= 58  # all 60 cards of the game but the last ones still to take
    pile = view.detail.findChild(QWidget, "discardPile")
    assert pile is not None and pile.isVisible()
    strip = pile.widget() if isinstance(pile, QScrollArea) else pile
    areas = [(rect, key) for rect, key, tip in strip.areas if key.startswith("card:") and tip]
    assert sorted(key[5:] for _, key in areas) == sorted(discarded)  # each card has its entry
    readable = view.detail.fontMetrics().height() * 1.2
    for rect, key in areas:
        assert rect.height() >= readable, f"{key} is a stripe of {rect.height():.1f} px"
    ordered = sorted((r.top(), r.bottom()) for r, _ in areas)
    for (_, bottom), (top, _) in itertools.pairwise(ordered):
        assert top >= bottom - 0.5, "two entries of the pile overlap"
    assert isinstance(pile, QScrollArea)  # every entry a scroll away, none squeezed
    for rect, key in areas:
        pile.ensureVisible(round(rect.center().x()), round(rect.center().y()), 0, round(rect.height() / 2))
        shown = QRectF(pile.viewport().rect())
        top_left = QRectF(strip.mapTo(pile.viewport(), rect.topLeft().toPoint()), rect.size())
        assert shown.contains(top_left), f"{key} cannot be scrolled into view"


def _varied_choice(state: DuelState, _events: object) -> bool:
    """Seat 0 plays; it may build a Wonder with a card, and some accessible card it cannot build."""
    if state.to_act() != (0,) or queries.phase(state) != "play":
        return False
    moves = [m.to_str() for m in state.legal_moves(0)]
    built = {m.split(":")[-1] for m in moves if m.startswith("build:")}
    cards = {m.split(":")[-1] for m in moves if m.startswith("discard:")}
    return any(m.startswith("wonder:") for m in moves) and bool(cards - built) and bool(built)


def _action_places(view: DuelTable) -> dict[str, QRect]:
    """Where each enabled action is, in the table's coordinates, keyed by what it does (build,
    discard, or the Wonder it builds)."""
    places: dict[str, QRect] = {}
    for button in view.detail.findChildren(QPushButton):
        name = button.objectName()
        if not name.startswith("move:") or not button.isVisible() or not button.isEnabled():
            continue
        kind, _, rest = name[5:].partition(":")
        key = f"wonder:{rest.split(':')[0]}" if kind == "wonder" else kind
        places[key] = QRect(button.mapTo(view, QPoint(0, 0)), button.size())
    return places


def test_actions_and_the_structure_keep_their_places(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    view = _open(make_window, qtbot, positions._search(_varied_choice, (("wonders", "first_game"),)))
    assert view.model is not None
    structure = {s.slot: view.structure.card_rect(s.slot) for s in view.model.slots}
    where = QRect(view.structure.mapTo(view, QPoint(0, 0)), view.structure.size())
    seen: dict[str, set[tuple[int, int, int, int]]] = {}
    action_sets = set()
    covered = [s for s in view.model.slots if s.card is not None and not s.offer.accessible][:2]
    accessible = [s for s in view.model.slots if s.card is not None and s.offer.accessible]
    for slot in [*accessible, *covered, *reversed(accessible)]:
        view.structure.choose(slot.slot)
        qtbot.wait(1)  # new widgets show and layouts settle through the event loop
        view.grab()
        places = _action_places(view)
        action_sets.add(frozenset(places))
        for key, rect in places.items():
            seen.setdefault(key, set()).add(rect.getRect())
        assert QRect(view.structure.mapTo(view, QPoint(0, 0)), view.structure.size()) == where
        assert {s: view.structure.card_rect(s) for s in structure} == structure
    moved = {key: rects for key, rects in seen.items() if len(rects) > 1}
    assert not moved, f"actions moved with the chosen card: {moved}"
    assert len(action_sets) >= 3  # build or not, Wonders or not, nothing for a covered card
    assert {"build", "discard"} <= set(seen) and any(key.startswith("wonder:") for key in seen)


def _age_begins(age: int) -> Callable[[DuelState, object], bool]:
    def test(state: DuelState, _events: object) -> bool:
        return state.age == age and state.to_act() == (0,) and queries.phase(state) == "play"

    return test


def _cut_names(view: DuelTable, age: int) -> list[tuple[str, str, str]]:
    """Every card of ``age`` drawn at the size the structure gives its cards: the lines the painter
    elided: (the whole name, the line meant, the line shown)."""
    assert view.model is not None
    face_up = next(s for s in view.model.slots if s.card is not None)
    rect = view.structure.card_rect(face_up.slot)
    assert rect is not None
    cut = []
    for card in (c.id for c in catalog().cards if (c.age == age or (age == 3 and c.age > 3))):
        face = card_face(card)
        for line, shown in title_as_drawn(view.structure.font(), rect, face):
            if shown != line:
                cut.append((face.title, line, shown))
    return cut


def _cut_chip_names(view: DuelTable) -> list[tuple[str, str]]:
    """The built cards of both cities whose chip shows a line of several words cut although the chip
    is uncovered (a covered chip shows one line: only its top is in view)."""
    cut = []
    for strip in (view.opponent.cards, view.mine.cards):
        image = QImage(8, 8, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.setFont(strip.font())
        pixels = strip.chip_pixels()
        for rect, card, covered in strip.chips:
            title = card_face(card).title
            for row, line, size in chip_name_rows(strip.font(), rect, title, not covered, pixels):
                ratio = CHIP_SMALLEST if line == title else 1.0
                bold = fits_bold(painter, row, line, size * ratio)  # regular when bold would be cut
                shown = fitted_text(painter, row, line, size, bold, ratio)
                if shown != line and " " in line and not covered:
                    cut.append((title, shown))
        painter.end()
    return cut


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_structure_cards_show_their_names_whole(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str
) -> None:
    window = make_window(language)
    window.resize(*DEFAULT_SIZE)
    for age in (1, 2, 3):
        positions.load(window, positions._search(_age_begins(age), (("wonders", "first_game"),)))
        qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
        qtbot.wait(1)
        view = window.view
        assert isinstance(view, DuelTable)
        view.refresh()
        assert view.model is not None and view.model.age == age
        rect = view.structure.card_rect(view.model.slots[0].slot)
        assert rect is not None and rect.width() >= 72, f"Age {age}: cards {rect.width():.0f} px wide"
        cut = _cut_names(view, age)
        # A line of several words that is cut could have wrapped: the painter must have used more lines.
        # One word wider than the card at the smallest size cannot wrap: eliding it is the last resort.
        could_wrap = [(title, shown) for title, line, shown in cut if " " in line]
        assert not could_wrap, f"Age {age}, {language}: names cut where they could wrap: {could_wrap}"
        view.grab()  # the cities painted: their chips are where the player sees them
        chips = _cut_chip_names(view)
        assert not chips, f"Age {age}, {language}: built cards cut where they could wrap: {chips}"


def _choosing_who_begins(age: int) -> Callable[[DuelState, object], bool]:
    def test(state: DuelState, _events: object) -> bool:
        return state.to_act() == (0,) and queries.phase(state) == "start" and state.age == age

    return test


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize("age", [2, 3])
def test_the_new_structure_shows_whole_names_while_who_begins_is_chosen(
    make_window: Callable[..., MainWindow], qtbot: QtBot, language: str, age: int
) -> None:
    """The choice of who begins the next age sat above the new structure and shrank its cards to ~60 px:
    "Observat…", "Guilda dos Comercia…". It is asked beside the structure, whose cards keep the size
    (and the places) they have when the age is played."""
    window = make_window(language)
    window.resize(*DEFAULT_SIZE)
    positions.load(window, positions._search(_choosing_who_begins(age)))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    qtbot.wait(1)
    view = window.view
    assert isinstance(view, DuelTable)
    view.refresh()
    qtbot.wait(1)  # the layouts settle through the event loop
    assert view.model is not None and view.model.decision == "start" and view.start_bar.isVisible()
    rect = view.structure.card_rect(view.model.slots[0].slot)
    assert rect is not None and rect.width() >= 72, f"Age {age}: cards {rect.width():.0f} px wide"
    cut = [(title, shown) for title, line, shown in _cut_names(view, age) if " " in line or len(line) < 14]
    assert not cut, f"Age {age}, {language}: names cut while who begins is chosen: {cut}"
    buttons = [b for b in view.start_bar.findChildren(QPushButton) if b.objectName().startswith("move:")]
    assert len(buttons) == 2 and all(b.isVisible() for b in buttons)
    for button in buttons:  # each choice whole in the narrow column
        assert button.fontMetrics().horizontalAdvance(button.text()) <= button.width(), button.text()
