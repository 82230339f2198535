"""The rules texts (resources/rules/<game>_<lang>.md) and the Rules window that shows them.

Every game has its summary in every language, with the same sections in each; every Wonder, Progress
token and guild of the engine's data is named in each text by its translated name (``rules_names.py``,
taken from the project's name tables when the texts were written; the ids come from the package data,
so a new id without a name there fails), and those names are the ones the app shows (``name_of``).
The window shows the file of the current language and follows a language switch; its contents list
jumps to a section.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.rules_names import ARCHITECTS, CLASSIC_BOARDS, CLASSIC_GUILDS, DUEL
from wonders_desktop.engine import data as engine_data
from wonders_desktop.ui.dialogs.gamesetup import GAME_KINDS
from wonders_desktop.ui.dialogs.rules_document import READING_CHARACTERS, SIDE_MARGIN
from wonders_desktop.ui.dialogs.rules_window import POSITION, RulesWindow, rules_file
from wonders_desktop.ui.language.i18n import LANGUAGES, language_switcher, name_of
from wonders_desktop.ui.platform.theme import DARK, LIGHT, apply_theme
from wonders_desktop.ui.window.main_window import MainWindow

DATA = Path(engine_data.__file__).parent
HEADING = re.compile(r"^(#{1,3}) (.+)$", re.MULTILINE)




def load(relative: str) -> dict:
    return json.loads((DATA / relative).read_text(encoding="utf-8"))


def ids(relative: str, key: str) -> list[str]:
    return [item["id"] for item in load(relative)[key]]


def required_names(game: str, language: str) -> tuple[list[str], list[str]]:
    """(names that need their own heading, names that need a line) for every id of the engine data."""
    if game == "classic":
        boards = ids("classic/base_1e.json", "wonders") + ids("classic/cities_1e.json", "wonders")
        guilds = [
            *ids("classic/base_1e.json", "guilds"),
            *ids("classic/base_2e.json", "guilds"),
            *ids("classic/cities_1e.json", "guilds"),
            *ids("classic/cities_2e.json", "guilds"),
        ]
        return named(CLASSIC_BOARDS, language, boards), named(CLASSIC_GUILDS, language, guilds)
    table = {"architects": ARCHITECTS, "duel": DUEL}[game]
    entries = ids(f"{game}/wonders.json", "wonders") + ids(f"{game}/progress_tokens.json", "progress_tokens")
    return named(table, language, entries), []


def named(table: dict[str, dict[str, str]], language: str, wanted: list[str]) -> list[str]:
    missing = sorted({item for item in wanted if item not in table[language]})
    assert not missing, f"no {language} name for {missing}"
    return [table[language][item] for item in dict.fromkeys(wanted)]


def text_of(game: str, language: str) -> str:
    path = rules_file(game, language)
    assert path is not None, f"resources/rules/{game}_{language}.md is missing"
    return path.read_text(encoding="utf-8")


def headings(text: str, level: int) -> list[str]:
    return [title.strip() for marks, title in HEADING.findall(text) if len(marks) == level]


CASES = [(game, language) for game in GAME_KINDS for language in LANGUAGES]


@pytest.mark.parametrize(("game", "language"), CASES)
def test_every_rules_text_exists_and_starts_with_its_title(game: str, language: str) -> None:
    text = text_of(game, language)
    assert len(headings(text, 1)) == 1 and text.startswith("# ")
    assert len(headings(text, 2)) >= 6
    assert "TODO" not in text and "](#" not in text  # no placeholders, no links the window cannot follow


@pytest.mark.parametrize("game", GAME_KINDS)
def test_the_three_languages_have_the_same_structure(game: str) -> None:
    shapes = {
        language: (len(headings(text_of(game, language), 2)), len(headings(text_of(game, language), 3)))
        for language in LANGUAGES
    }
    assert len(set(shapes.values())) == 1, shapes
    tables = {language: text_of(game, language).count("\n|---") for language in LANGUAGES}
    assert len(set(tables.values())) == 1, tables


@pytest.mark.parametrize(("game", "language"), CASES)
def test_every_wonder_token_and_guild_of_the_data_is_named(game: str, language: str) -> None:
    text = text_of(game, language)
    entries = headings(text, 3)
    in_headings, in_lines = required_names(game, language)
    absent = [name for name in in_headings if name not in entries]
    assert not absent, f"{game}_{language}.md has no heading for {absent}"
    unnamed = [name for name in in_lines if name not in text]
    assert not unnamed, f"{game}_{language}.md never names {unnamed}"


def test_the_window_shows_the_current_language_and_follows_a_switch(
    make_window: object, qtbot: QtBot
) -> None:
    window: MainWindow = make_window("pt_BR")  # type: ignore[operator]  # the fixture is typed object; it is the window factory
    rules = window.show_rules()
    qtbot.waitExposed(rules)
    rules.game.setCurrentIndex(rules.game.findData("architects"))
    assert rules.windowTitle() == "Regras"
    assert rules.text.toPlainText().startswith("7 Wonders Arquitetos")
    sections = [rules.contents.topLevelItem(i).text(0) for i in range(rules.contents.topLevelItemCount())]
    assert sections == headings(text_of("architects", "pt_BR"), 2)
    window.switch_language("es")
    assert rules.windowTitle() == "Reglas"
    assert "Fichas de Progreso" in [
        rules.contents.topLevelItem(i).text(0) for i in range(rules.contents.topLevelItemCount())
    ]
    assert "Guiza" in rules.text.toPlainText()
    window.switch_language("en")
    assert rules.text.toPlainText().startswith("7 Wonders Architects")


def test_the_window_opens_on_the_game_asked_for(qtbot: QtBot) -> None:
    rules = RulesWindow("en", "architects")
    qtbot.addWidget(rules)
    assert rules.kind == "architects"
    assert "Babylon" in rules.text.toPlainText()


def test_the_contents_jump_to_a_section_and_filter_by_name(qtbot: QtBot) -> None:
    rules = RulesWindow("en", "architects")
    qtbot.addWidget(rules)
    rules.resize(900, 500)
    rules.show()
    qtbot.waitExposed(rules)
    last = rules.contents.topLevelItem(rules.contents.topLevelItemCount() - 1)
    rules.jump_to(last)
    assert rules.text.verticalScrollBar().value() > 0
    assert rules.text.textCursor().block().text() == last.text(0)
    rules.find.setText("babyl")
    visible = [
        child.text(0)
        for i in range(rules.contents.topLevelItemCount())
        for section in [rules.contents.topLevelItem(i)]
        for child in [section.child(j) for j in range(section.childCount())]
        if not section.isHidden() and not child.isHidden()
    ]
    assert visible == ["Babylon"]
    rules.find.clear()
    count = rules.contents.topLevelItemCount()
    assert not any(rules.contents.topLevelItem(i).isHidden() for i in range(count))


def test_a_missing_text_is_said_plainly(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("wonders_desktop.ui.dialogs.rules_window.resources_dir", lambda: tmp_path)
    rules = RulesWindow("en", "duel")
    qtbot.addWidget(rules)
    assert "not available" in rules.text.toPlainText()




def test_headings_take_the_theme_accent_and_follow_a_theme_switch(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    rules = RulesWindow("en", "duel")
    qtbot.addWidget(rules)

    def heading_colour() -> str:
        block = rules.text.document().findBlock(rules.contents.topLevelItem(0).data(0, POSITION))
        return block.charFormat().foreground().color().name() if block.text() else ""

    try:
        apply_theme(app, "light")
        qtbot.waitUntil(lambda: heading_colour() == LIGHT.accent)
        apply_theme(app, "dark")
        qtbot.waitUntil(lambda: heading_colour() == DARK.accent)
    finally:
        apply_theme(app, "light")


def test_the_text_column_stays_readable_in_a_wide_window(qtbot: QtBot) -> None:
    rules = RulesWindow("en", "classic")
    qtbot.addWidget(rules)
    rules.resize(1800, 800)
    rules.show()
    qtbot.waitExposed(rules)
    frame = rules.text.document().rootFrame().frameFormat()
    column = rules.text.viewport().width() - frame.leftMargin() - frame.rightMargin()
    assert frame.leftMargin() > SIDE_MARGIN
    assert column <= QFontMetrics(rules.text.document().defaultFont()).averageCharWidth() * READING_CHARACTERS


ARCHITECTS_WONDERS = ("alexandria", "babylon", "ephesus", "giza", "halicarnassus", "olympia", "rhodes")


def shown_names(language: str) -> dict[str, dict[str, str]]:
    """The names the app itself shows for the ids of ``rules_names`` (``name_of`` in ``language``)."""
    duel_tokens = set(ids("duel/progress_tokens.json", "progress_tokens"))
    return {
        "architects": {
            item: name_of("wonder" if item in ARCHITECTS_WONDERS else "progress_token", item, "architects")
            for item in ARCHITECTS[language]
        },
        "duel": {
            item: name_of("progress_token" if item in duel_tokens else "wonder", item, "duel")
            for item in DUEL[language]
        },
        "boards": {
            item: f"{name_of('wonder', item, 'classic')} — {name_of('wonder_name', item, 'classic')}"
            for item in CLASSIC_BOARDS[language]
        },
        "guilds": {
            item: name_of("card", item, "classic", 2 if item == "decorators_guild" else 1)
            for item in CLASSIC_GUILDS[language]
        },
    }


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_rules_texts_use_the_names_the_app_shows(language: str, qapp: QApplication) -> None:
    switcher = language_switcher()
    before = switcher.language
    try:
        assert switcher.switch(language)
        shown = shown_names(language)
    finally:
        switcher.switch(before)
    assert shown["architects"] == ARCHITECTS[language]
    assert shown["duel"] == DUEL[language]
    assert shown["boards"] == CLASSIC_BOARDS[language]
    assert shown["guilds"] == CLASSIC_GUILDS[language]
