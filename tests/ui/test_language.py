"""Languages: switching at run time retranslates the open window; translation files stay consistent."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from wonders_desktop.languages import TRANSLATED_CODES
from wonders_desktop.ui.language.i18n import (
    LANGUAGES,
    compiled_path,
    english_name,
    humanize,
    name_of,
    resolve_language,
)
from wonders_desktop.ui.window.main_window import MainWindow

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


@pytest.mark.parametrize("language", TRANSLATED_CODES)
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


def test_switching_language_mid_game_rewrites_the_earlier_log_lines(window: MainWindow, qtbot: QtBot) -> None:
    """Events are data and so are notices: every line of the log follows the language (issue 39)."""
    controller = window.controller
    assert window.start_game(toy_setup(0))
    controller.play(0, controller.state.parse_move("bet:2"))  # type: ignore[union-attr]  # state is None without a game; one is in play here
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
    assert window.undo()  # a notice: "Your last move was taken back."
    model = window.models.log

    def lines() -> list[str]:
        return [model.item(row).text() for row in range(model.rowCount())]

    assert lines()[0] == "New game (seed 5)." and "Your last move was taken back." in lines()
    window.switch_language("pt_BR")
    assert lines()[0] == "Nova partida (semente 5)." and "Sua última jogada foi desfeita." in lines(), lines()
    window.switch_language("en")


def test_the_file_dialog_follows_the_language(window: MainWindow, qtbot: QtBot) -> None:
    """Qt's own file dialog (the one Qt draws) speaks the language chosen, not the one at start-up."""
    window.switch_language("es")
    dialog = QFileDialog(window, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    buttons = {button.text().replace("&", "") for button in dialog.findChildren(QPushButton)}
    window.switch_language("en")
    assert "Guardar" in buttons and "Cancelar" in buttons, buttons
