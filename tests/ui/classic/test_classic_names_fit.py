"""At the default window (1280×820), in English, Portuguese and Spanish, the 7 Wonders table cuts no
name the layout had room to wrap: labels, painted card names in the cities' stacks, the chosen card's
name in the action bar, the action buttons (issue 24, item 3). Where a name is still elided, its
tooltip holds it whole. Measured with the widgets' own fonts (``QFontMetricsF``) against their rects."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.classic.test_classic_table import builder_play, start, wait_for_mode
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.hand import PaymentButton
from wonders_desktop.ui.views.classic.labels import ElidedLabel, NameLabel
from wonders_desktop.ui.views.classic.pieces import CardStacks
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.main_window import MainWindow

ELLIPSIS = "…"
CASES = [
    pytest.param(language, options, id=f"{language}-{options['players']}p-e{options['edition']}")
    for language in LANGUAGE_CODES
    for options in (
        {"players": 3, "edition": 1, "expansions": ["cities"]},
        {"players": 7, "edition": 2, "expansions": ["cities"]},
    )
]


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0


def label_problems(table: QWidget) -> list[str]:
    """Labels whose text is cut: a plain label wider than its rect (Qt clips it silently), a wrapping
    label with a word wider than its rect, an elided name that two lines would have held, or an elided
    text whose tooltip does not hold it whole."""
    found = []
    for label in table.findChildren(QLabel):
        if not _shown(label) or not label.text() or label.textFormat() != label.textFormat().PlainText:
            continue
        metrics, room = QFontMetricsF(label.font()), label.contentsRect().width() + 1
        if isinstance(label, ElidedLabel):
            if ELLIPSIS in label.text() and label.full_text() not in label.toolTip():
                found.append(f"elided without the whole text in its tooltip: {label.full_text()!r}")
            wraps = isinstance(label, NameLabel) and label.wraps
            if wraps and ELLIPSIS in label.text() and label.two_lines_width() <= room:
                found.append(f"elided though two lines hold it: {label.full_text()!r}")
            continue
        pieces = label.text().split() if label.wordWrap() else label.text().splitlines()
        for piece in pieces:
            if metrics.horizontalAdvance(piece) > room:
                found.append(f"cut: {piece!r} in {label.text()!r} ({room:.0f} px)")
    return found


def button_problems(table: ClassicTable) -> list[str]:
    """Action buttons whose lines are wider than the button (a push button clips them); a payment's
    button draws icons, it must be as wide as they need."""
    found = []
    for button in table.actions.findChildren(QPushButton):
        if not _shown(button):
            continue
        if isinstance(button, PaymentButton):
            if button.sizeHint().width() > button.width():
                found.append(f"payment cut: {button.text()!r} ({button.width()} px)")
            continue
        metrics = QFontMetricsF(button.font())
        for line in button.text().splitlines():
            if metrics.horizontalAdvance(line) > button.width():
                found.append(f"button cut: {line!r} ({button.width()} px)")
    return found


def stack_problems(table: ClassicTable) -> list[str]:
    """Built cards whose painted name is elided: only when two lines could not hold it either, with the
    whole name in the card's tooltip."""
    found = []
    for stacks in table.findChildren(CardStacks):
        if not _shown(stacks):
            continue
        stacks.grab()  # paint now: the names as drawn at this size
        for chip, lines in stacks.painted_titles:
            if lines and " ".join(lines) != chip.title:
                found.append(f"card name elided: {chip.title!r} as {lines!r}")
            if chip.title not in chip.tooltip:
                found.append(f"no whole name in the tooltip: {chip.title!r}")
    return found


@pytest.mark.parametrize(("language", "options"), CASES)
def test_no_name_is_cut_where_the_layout_has_room(
    make_window: object, qtbot: QtBot, language: str, options: dict
) -> None:
    window: MainWindow = make_window(language)  # type: ignore[operator]  # the fixture is typed object; it is the window factory
    window.resize(1280, 820)
    window.show()
    state = ClassicState.new(options, 4)
    builder_play(state, 3, 1)  # the third age: full cities
    edition = options["edition"]
    longest = sorted(state.rules.by_id, key=lambda card: len(name_of("card", card, "classic", edition)))
    state.hands[0] = [state.rules.by_id[card].index for card in longest[-len(state.hands[0]) :]]
    state._legal = {}  # the hand: the game's longest names in this language (guilds, Cities' cards)
    table = start(window, state)
    wait_for_mode(qtbot, table, model.PICK)
    qtbot.wait(50)
    problems = label_problems(table) + stack_problems(table)
    area = table.table_scroll.widget()
    assert area is not None and area.width() <= table.table_scroll.viewport().width()  # no panel pushed out
    for card in [entry.ident for entry in table.hand.entries]:
        table.hand.select(card)
        table.refresh()
        qtbot.wait(10)
        problems += label_problems(table.actions) + button_problems(table)  # the card's name, its actions
    assert not problems, "\n".join(sorted(set(problems)))
