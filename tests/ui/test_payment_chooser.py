"""The 7 Wonders payment chooser says what each payment buys from whom, and the card's badge shows the
payment the chooser preselects (issue 24, item 8)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.engine.classic.helpers import build, set_hands
from tests.ui.classic.test_classic_table import click, start, three_cities, wait_for_mode
from wonders_desktop.engine.classic import queries
from wonders_desktop.engine.classic.resources import RESOURCES
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.ui.art.cardface import Item
from wonders_desktop.ui.views.classic import model, texts
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.main_window import MainWindow

HAND = ["caravansery", "archery_range", "stockade", "altar"]


def wood_on_both_sides(state: ClassicState) -> None:
    """Gizah between Babylon (left: 2 wood) and Rhodos (right: 1 wood, ore): every wood card has a
    choice of whom to pay, and Caravansery's two payments cost the same in all (◀2 2▶ and ◀4 0▶)."""
    set_hands(state, [HAND, ["theater", "tavern", "baths", "altar"], ["press_1", "baths", "altar", "tavern"]])
    build(state, 1, "lumber_yard", "tree_farm")
    build(state, 2, "lumber_yard", "ore_vein")
    state.cities[0].coins = 8
    state._legal = {}


def opened(window: MainWindow, qtbot: QtBot) -> tuple[ClassicTable, ClassicState]:
    state = three_cities(wood_on_both_sides)
    table = start(window, state)
    wait_for_mode(qtbot, table, model.PICK)
    return table, state


def side_words(units: tuple[tuple[str, int], ...]) -> list[str]:
    return [f"{count} {texts.resource_name(name)}" for name, count in units]


def test_each_payment_names_what_it_buys_from_each_neighbour(window: MainWindow, qtbot: QtBot) -> None:
    table, state = opened(window, qtbot)
    view = state.view(0)
    for card_id in ("caravansery", "archery_range"):
        table.hand.select(card_id)
        chooser = table.actions.choosers["build"]
        moves = table.actions.options["build"].moves
        assert chooser.isVisible() and len(chooser.buttons) == len(moves) >= 2
        for button, move in zip(chooser.buttons, moves, strict=True):
            bought = queries.card_purchase(view, 0, card_id, (move.left, move.right))
            assert bought is not None and (bought.left or bought.right)
            left_text, right_text = button.text().split("|")
            for side_text, units in ((left_text, bought.left), (right_text, bought.right)):
                for words in side_words(units):
                    assert words in side_text, (card_id, button.text())
                absent = {name for name in RESOURCES} - {name for name, _count in units}
                assert not any(texts.resource_name(name) in side_text for name in absent), button.text()
            left_items, right_items = _split(button.items)
            assert _units(left_items) == set(bought.left)
            assert _units(right_items) == set(bought.right)
            assert [i.amount for i in left_items if i.icon == "coin"] == [move.left]
            assert [i.amount for i in right_items if i.icon == "coin"] == [move.right]
            assert "Random bot" in button.toolTip()  # whom: the neighbours by name, in the tooltip


def _units(items: list[Item]) -> set[tuple[str, int | None]]:
    return {(item.icon, item.amount) for item in items if item.icon not in ("coin", "")}


def _split(items: tuple[Item, ...]) -> tuple[list[Item], list[Item]]:
    bar = next(index for index, item in enumerate(items) if item.text == "|")
    return list(items[:bar]), list(items[bar + 1 :])


def test_the_payments_buy_what_the_engine_says(window: MainWindow, qtbot: QtBot) -> None:
    """Caravansery (2 wood): the even split buys one wood on each side, the other both on the left."""
    _table, state = opened(window, qtbot)
    view = state.view(0)
    assert queries.card_purchase(view, 0, "caravansery", (2, 2)) == queries.Purchase(
        (("wood", 1),), (("wood", 1),)
    )
    assert queries.card_purchase(view, 0, "caravansery", (4, 0)) == queries.Purchase((("wood", 2),), ())
    assert queries.card_purchase(view, 0, "caravansery", (3, 3)) is None  # no purchase costs that


def test_the_badge_shows_the_payment_the_chooser_preselects(window: MainWindow, qtbot: QtBot) -> None:
    table, _state = opened(window, qtbot)
    checked = 0
    for widget in table.hand.cards:
        ident = widget.property("card")
        hand_card = next(card for card in table.table.hand if card.slot == ident)  # type: ignore[union-attr]  # the table's model is None until the first refresh, done here
        if hand_card.status != model.TRADE:
            continue
        click(qtbot, widget)
        chooser = table.actions.choosers["build"]
        chosen = table.actions.move_for("build")
        assert chosen is not None
        assert chooser.buttons[chooser.chosen()].isChecked() if chooser.isVisible() else True
        badge = widget.state().badge
        assert badge is not None and badge.amount == chosen.left + chosen.right
        parts = (f"◀{chosen.left}" if chosen.left else "", f"{chosen.right}▶" if chosen.right else "")
        expected = " ".join(part for part in parts if part)
        assert badge.text == expected, (ident, badge.text, chosen)
        checked += 1
    assert checked == 3  # caravansery, archery range, stockade
