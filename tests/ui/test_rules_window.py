"""The rules texts (resources/rules/<lang>.md, every game in one file per language) and the Rules window.

Every game has its summary in every language, with the same sections in each; every Wonder, Progress
token and guild of the engine's data is named in each text by the name the app shows in that language
(``name_of``, from the translations: no list of names per language to keep beside them; the ids come
from the package data, so a new id the text does not name fails). The window shows the text of the
current language and follows a language switch; its contents list jumps to a section; a language without
its own summary reads the English one under a line that says so.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from wonders_desktop.engine import data as engine_data
from wonders_desktop.ui.dialogs.gamesetup import GAME_KINDS
from wonders_desktop.ui.dialogs.rules_document import READING_CHARACTERS, SIDE_MARGIN
from wonders_desktop.ui.dialogs.rules_window import POSITION, RulesWindow, rules_parts, rules_text
from wonders_desktop.ui.language.i18n import LANGUAGES, language_switcher, name_of
from wonders_desktop.ui.platform.theme import DARK, LIGHT, apply_theme
from wonders_desktop.ui.window.main_window import MainWindow

DATA = Path(engine_data.__file__).parent
HEADING = re.compile(r"^(#{1,3}) (.+)$", re.MULTILINE)
RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def load(relative: str) -> dict:
    return json.loads((DATA / relative).read_text(encoding="utf-8"))


def ids(relative: str, key: str) -> list[str]:
    return [item["id"] for item in load(relative)[key]]


@pytest.fixture
def speaking(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """A function that switches the app's translations to a language (restored afterwards)."""
    switcher = language_switcher()
    before = switcher.language

    def switch(language: str) -> None:
        assert switcher.switch(language)

    yield switch
    switcher.switch(before)


def required_names(game: str) -> tuple[list[str], list[str]]:
    """(names that need their own heading, names that need a line) for every id of the engine data, as
    the app shows them in the current language: a classic board as "city — wonder", a guild in the first
    edition's words unless only the second edition has it."""
    if game == "classic":
        boards = ids("classic/base_1e.json", "wonders") + ids("classic/cities_1e.json", "wonders")
        first = {*ids("classic/base_1e.json", "guilds"), *ids("classic/cities_1e.json", "guilds")}
        second = [*ids("classic/base_2e.json", "guilds"), *ids("classic/cities_2e.json", "guilds")]
        guilds = sorted(first) + [guild for guild in dict.fromkeys(second) if guild not in first]
        return (
            [f"{name_of('wonder', b, 'classic')} — {name_of('wonder_name', b, 'classic')}" for b in boards],
            [name_of("card", guild, "classic", 1 if guild in first else 2) for guild in guilds],
        )
    wonders = ids(f"{game}/wonders.json", "wonders")
    tokens = ids(f"{game}/progress_tokens.json", "progress_tokens")
    names = [name_of("wonder", w, game) for w in wonders]
    return names + [name_of("progress_token", t, game) for t in tokens], []


def text_of(game: str, language: str) -> str:
    found = rules_text(game, language)
    assert found is not None and found.language == language, f"resources/rules/{language}.md lacks {game}"
    return found.markdown


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
def test_every_wonder_token_and_guild_of_the_data_is_named(
    game: str, language: str, speaking: Callable[[str], None]
) -> None:
    text = text_of(game, language)
    entries = headings(text, 3)
    speaking(language)
    in_headings, in_lines = required_names(game)
    assert len(in_headings) >= 9
    absent = [name for name in in_headings if name not in entries]
    assert not absent, f"{game} in {language}.md has no heading for {absent}"
    unnamed = [name for name in in_lines if name not in text]
    assert not unnamed, f"{game} in {language}.md never names {unnamed}"


def test_one_file_per_language_holds_every_game() -> None:
    assert sorted(path.stem for path in RULES.glob("*.md")) == sorted(LANGUAGES)
    for language in LANGUAGES:
        parts = rules_parts((RULES / f"{language}.md").read_text(encoding="utf-8"))
        assert list(parts) == list(GAME_KINDS), language
        assert all(part.startswith("# ") for part in parts.values())


def test_a_language_without_its_summary_reads_the_english_one_and_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A new language may ship before its summaries: each game it lacks is shown in English, under a
    line naming the language, and the games it has are its own."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "en.md").write_text((RULES / "en.md").read_text(encoding="utf-8"), encoding="utf-8")
    duel = rules_parts((RULES / "es.md").read_text(encoding="utf-8"))["duel"]
    (tmp_path / "rules" / "es.md").write_text(f"<!-- game: duel -->\n{duel}", encoding="utf-8")
    monkeypatch.setattr("wonders_desktop.ui.dialogs.rules_window.resources_dir", lambda: tmp_path)
    assert rules_text("architects", "es") == rules_text("architects", "en")
    assert rules_text("duel", "es").language == "es"  # type: ignore[union-attr]  # the file above has it
    rules = RulesWindow("es", "architects")
    qtbot.addWidget(rules)
    shown = rules.text.toPlainText()
    assert shown.startswith("7 Wonders Architects") and "Babylon" in shown
    first_lines = [line for line in shown.splitlines() if line.strip()][:2]
    note = "This summary is not written in Español yet: here it is in English."
    assert first_lines == ["7 Wonders Architects", note]
    rules.game.setCurrentIndex(rules.game.findData("duel"))
    shown = rules.text.toPlainText()
    assert shown.startswith("7 Wonders Duel") and "not written in" not in shown


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
