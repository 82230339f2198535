"""Counts and numbers in the player's language (issue 39, item 12): a count meets its noun through Qt's
``%n`` plural forms ("2 Pedras", not "2 Pedra"), and every decimal and percentage is written by the
chosen language's locale ("2,0" in Spanish, where the analysis wrote "2.0")."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.test_analysis_window import analysed, autosaved, finished_duel, open_analysis
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.shell.main_window import MainWindow
from wonders_desktop.ui.views.classic import model, texts


@pytest.fixture
def speaking(window: MainWindow) -> Iterator[MainWindow]:
    """The window; English again afterwards whatever the test switched to."""
    yield window
    window.switch_language("en")


@pytest.mark.parametrize(("language", "decimal"), [("en", "2.0"), ("es", "2,0"), ("pt_BR", "2,0")])
def test_numbers_follow_the_chosen_language(speaking: MainWindow, language: str, decimal: str) -> None:
    speaking.switch_language(language)
    assert numbers.decimal(2.0) == decimal and numbers.percent(0.478) == "48 %"
    assert numbers.decimal(47.8) == ("47.8" if language == "en" else "47,8")


@pytest.mark.parametrize(
    ("language", "edition", "expected"),
    [
        ("pt_BR", 2, "2 Pedras, 1 Madeira"),
        ("pt_BR", 1, "2 Pedras, 1 Madeira"),
        ("es", 2, "2 Piedras, 1 Madera"),
        ("en", 2, "2 Stone, 1 Wood"),
    ],
)
def test_resource_counts_take_the_plural(
    speaking: MainWindow, language: str, edition: int, expected: str
) -> None:
    speaking.switch_language(language)
    before = texts._RULES["edition"]
    try:
        texts.use_edition(edition)
        assert texts.units({"stone": 2, "wood": 1}) == expected
    finally:
        texts.use_edition(before)


def test_the_analysis_summary_counts_with_plurals_and_local_decimals(
    speaking: MainWindow, qtbot: QtBot
) -> None:
    save, path = autosaved(finished_duel())
    analysed(save, path)
    speaking.switch_language("es")
    analysis = open_analysis(speaking, path)
    shown = analysis.status.text()
    assert "decisiones" in shown and "de media" in shown, shown
    mean = shown.split("de media, ")[1].split(" ")[0]
    assert "," in mean and "." not in mean, shown  # "2,0", not "2.0"
    rows = [analysis.table.topLevelItem(row).text(5) for row in range(analysis.table.topLevelItemCount())]
    assert rows and all("." not in loss for loss in rows), rows[:5]
    analysis.close()


def test_zero_cards_take_the_plural_in_portuguese_too(speaking: MainWindow) -> None:
    """Qt's rule for pt_BR makes 0 singular ("0 carta"); the table writes "0 cartas"."""
    speaking.switch_language("pt_BR")
    table = SimpleNamespace(mode=model.DISCARD, discard=[])
    assert texts.hand_title(table) == "A pilha de descarte (0 cartas)"  # type: ignore[arg-type]
    table = SimpleNamespace(mode=model.DISCARD, discard=["altar"])
    assert texts.hand_title(table) == "A pilha de descarte (1 carta)"  # type: ignore[arg-type]
