"""Languages: switching at run time retranslates the open window; translation files stay consistent."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from wonders_desktop.ui.language.i18n import (
    LANGUAGES,
    compiled_path,
    english_name,
    humanize,
    name_of,
    resolve_language,
)
from wonders_desktop.ui.shell.main_window import MainWindow

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"
FIELD = re.compile(r"\{[a-z_]+\}|%n")


def test_switching_language_retranslates_the_open_window(window: MainWindow, qtbot: QtBot) -> None:
    assert window.start_game(toy_setup(0))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0])
    assert window.menu_game.title() == "&Game"
    window.switch_language("pt_BR")
    assert window.menu_game.title() == "&Jogo"
    assert window.side.tabText(0) == "Registro"
    assert window.start_page.quick.text().startswith("Jogar agora")
    assert window.view is not None and "Sua vez" in window.view.status.text()
    labels = window.models.moves
    assert labels.data(labels.index(0)).startswith("Apostar")
    window.switch_language("es")
    assert window.menu_game.title() == "&Partida"
    assert labels.data(labels.index(0)).startswith("Apostar")
    window.switch_language("en")
    assert window.menu_game.title() == "&Game"
    assert window.prefs.language == "en"


def test_english_plurals_come_from_the_english_catalogue(window: MainWindow) -> None:
    assert QCoreApplication.translate("GenericTable", "%n point(s)", None, 1) == "1 point"
    assert QCoreApplication.translate("GenericTable", "%n point(s)", None, 3) == "3 points"


def test_an_unknown_language_falls_back_to_the_system_or_english() -> None:
    assert resolve_language("pt_BR") == "pt_BR"
    assert resolve_language("klingon") in LANGUAGES


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_language_compiles(language: str) -> None:
    path = compiled_path(language)
    assert path is not None and path.exists()


@pytest.mark.parametrize("language", ["pt_BR", "es"])
def test_translations_are_finished_and_keep_their_fields(language: str) -> None:
    root = ET.parse(TRANSLATIONS / f"wonders_{language}.ts").getroot()
    problems = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"unfinished: {source}")
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            if sorted(FIELD.findall(form)) != sorted(FIELD.findall(source)):
                problems.append(f"fields differ: {source!r} -> {form!r}")
    assert not problems, "\n".join(problems)


def test_data_ids_get_names_from_the_engine_data() -> None:
    assert english_name("wonder", "alexandria") == "Alexandria"
    assert english_name("progress_token", "urbanism") == "Urbanism"
    assert name_of("card", "no_such_card_id") == "No such card id"
    assert humanize("lumber_yard") == "Lumber yard"
