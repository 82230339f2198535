"""Counts and numbers in the player's language (issue 39, item 12): a count meets its noun through Qt's
``%n`` plural forms ("2 Pedras", not "2 Pedra"), and every decimal and percentage is written by the
chosen language's locale ("2,0" in Spanish, where the analysis wrote "2.0")."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import SimpleNamespace
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from tests.ui.test_analysis_window import analysed, autosaved, finished_duel, open_analysis
from wonders_desktop.languages import BY_CODE, TRANSLATED_CODES
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.platform.paths import translations_dir
from wonders_desktop.ui.views.classic import model, texts
from wonders_desktop.ui.window.main_window import MainWindow


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
    assert texts.hand_title(table) == "A pilha de descarte (0 cartas)"  # type: ignore[arg-type]  # a SimpleNamespace stands in for the table model
    table = SimpleNamespace(mode=model.DISCARD, discard=["altar"])
    assert texts.hand_title(table) == "A pilha de descarte (1 carta)"  # type: ignore[arg-type]  # a SimpleNamespace stands in for the table model


def _plural_entries(language: str) -> list[tuple[str, str, str | None, list[str]]]:
    """Every ``%n`` entry of ``language``'s catalogue: context, source, disambiguation, its forms."""
    root = ElementTree.parse(translations_dir() / f"wonders_{language}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") != "yes" or translation is None or translation.get("type"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found.append((name, message.findtext("source") or "", message.findtext("comment"), forms))
    return found


@pytest.mark.parametrize("count", [0, 1, 2])
@pytest.mark.parametrize("language", TRANSLATED_CODES)
def test_every_count_takes_its_form_zero_the_plural(speaking: MainWindow, language: str, count: int) -> None:
    """Every ``%n`` string of the app, in every place it is shown: 1 singular, 0 and 2 plural ("0 cartas",
    where Qt's Portuguese rule gave "0 carta"); a language whose registry entry says zero is singular (as
    French would) keeps it singular."""
    speaking.switch_language(language)
    entries = _plural_entries(language)
    assert len(entries) > 100
    singular = (1, 0) if not BY_CODE[language].zero_is_plural else (1,)
    wrong = []
    for context, source, disambiguation, forms in entries:
        expected = forms[0 if count in singular else 1].replace("%n", str(count))
        shown = QCoreApplication.translate(context, source, disambiguation, count)
        if shown != expected:
            wrong.append((source, shown, expected))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize(
    ("language", "place", "expected"),
    [
        ("pt_BR", lambda: texts.debt_text(2, 1), "Pagar 1 moeda, pegar 2 fichas de Dívida"),
        ("es", lambda: texts.debt_text(1, 2), "Pagar 2 monedas, tomar 1 ficha de Deuda"),
        ("pt_BR", lambda: texts.debt_text(0, 0), "Pagar 0 moedas"),
        ("es", lambda: texts.debt_text(0, 0), "Pagar 0 monedas"),
    ],
)
def test_coins_and_debt_tokens_meet_their_nouns(
    speaking: MainWindow, language: str, place: Callable[[], str], expected: str
) -> None:
    """Where a bare number stood before a noun ("Pagar 1, pegar 2 de Dívida"), the count takes its form."""
    speaking.switch_language(language)
    assert place() == expected
