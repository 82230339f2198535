"""Help ▸ Bot levels (issue 27): one page per game, the four levels in the New game dialog's words, the
same one-line summaries as tooltips of the New game dialog's level menus, all translated."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.duel.test_duel_table import start_duel
from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.ui.dialogs.bot_levels_help import BotLevelsHelp, help_games, level_summary
from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.language.seat_names import level_name
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.platform.settings import Preferences
from wonders_desktop.ui.window.main_window import MainWindow


def open_levels(window: MainWindow) -> BotLevelsHelp:
    assert window.act_levels in window.menu_help.actions()
    window.act_levels.trigger()
    dialog = window.findChild(BotLevelsHelp)
    assert dialog is not None and dialog.isVisible()
    return dialog


def levels_in_order(text: str) -> bool:
    """Every level's name (the New game dialog's word) heads a section, from random to hard."""
    places = [text.find(f">{escape(level_name(level))}</h3>") for level in BOT_LEVELS]
    return -1 not in places and places == sorted(places)


def test_the_help_menu_opens_the_levels_of_the_game_in_play(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    qtbot.waitUntil(lambda: window.controller.state is not None)
    dialog = open_levels(window)
    assert dialog.tabs.count() == 3
    assert [dialog.tabs.tabText(index) for index in range(3)] == [game_title(kind) for kind in help_games()]
    assert dialog.current_page() is dialog.pages["duel"]  # the game in play first
    for kind, page in dialog.pages.items():
        text = page.text()
        assert levels_in_order(text), kind
        assert "one second per move" in text and "Hint" in text and "Analyse this game" in text, kind
    duel = dialog.pages["duel"].text()
    assert "85 % of 200 games against the hard bot of the previous version" in duel and "7wd-bot" in duel
    assert "checked on 1,000 games between bots it never learned from" in duel
    assert "a quarter" in dialog.pages["classic"].text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_without_a_game_it_opens_on_7_wonders_and_speaks_portuguese(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_levels(window)
    assert dialog.current_page() is dialog.pages["classic"]
    window.switch_language("pt_BR")  # the open window follows the language
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Níveis dos bots", timeout=20_000)
    assert window.act_levels.text() == "&Níveis dos bots"
    text = dialog.pages["classic"].text()
    assert level_name("hard") == "Difícil" and levels_in_order(text)
    assert "Era" in text and "Maravilhas" in text and "Tempo para pensar:" in text
    assert "Dica" in text and "Analisar esta partida" in text  # the button's and the menu's own words
    assert "fichas de Progresso" in dialog.pages["duel"].text()


def test_each_level_of_the_new_game_menus_has_its_one_line_summary(qtbot: QtBot) -> None:
    widget = NewGameDialog(Preferences(), "classic")
    qtbot.addWidget(widget)
    for row in widget.rows:
        tips = [row.level.itemData(index, Qt.ItemDataRole.ToolTipRole) for index in range(row.level.count())]
        assert tips == [level_summary(level) for level in BOT_LEVELS]
        assert all(tips) and len(set(tips)) == len(tips)
    row = widget.rows[1]
    assert row.level.toolTip() == level_summary("medium")  # the closed menu says its level too
    row.level.setCurrentIndex(BOT_LEVELS.index("hard"))
    assert "one second" in row.level.toolTip()
    language_switcher().switch("es")  # retranslated on a language change (a posted event)
    qtbot.waitUntil(lambda: "un segundo" in row.level.toolTip(), timeout=20_000)
    assert row.level.itemData(0, Qt.ItemDataRole.ToolTipRole).startswith("Hace cualquier jugada")


def test_a_level_a_games_page_does_not_describe_yet_still_gets_a_section(qtbot: QtBot) -> None:
    """Adding a level to the registry must not break Help ▸ Bot levels (it raised a KeyError): the
    level the page lacks gets the registry's one-line summary."""
    from wonders_desktop.bots.registry import BY_NAME, SUMMARY_CONTEXT
    from wonders_desktop.ui.dialogs.bot_levels_help import page_html
    from wonders_desktop.ui.views.game_ui import game_ui

    levels = dict(game_ui("duel").bot_levels() or {})
    missing = BOT_LEVELS[-1]
    del levels[missing]
    html = page_html(levels)
    assert levels_in_order(html)
    from PySide6.QtCore import QCoreApplication

    assert escape(QCoreApplication.translate(SUMMARY_CONTEXT, BY_NAME[missing].summary)) in html
