"""Help > About: versions and commit, the fan-made disclaimer, every bundled licence (the LGPL notice
for Qt and PySide6) and Qt's own About box."""

from __future__ import annotations

import PySide6
import pytest
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from wonders_desktop.ui.dialogs.about_dialog import AboutDialog
from wonders_desktop.ui.platform import build_info
from wonders_desktop.ui.platform.licences import COMPONENTS
from wonders_desktop.ui.window.main_window import MainWindow


def shown_about(window: MainWindow, qtbot: QtBot) -> AboutDialog:
    window.act_about.trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(AboutDialog)))
    return next(d for d in window.findChildren(AboutDialog) if d.isVisible())


def texts(dialog: AboutDialog) -> str:
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


def test_about_names_the_versions_the_commit_and_the_disclaimer(window: MainWindow, qtbot: QtBot) -> None:
    dialog = shown_about(window, qtbot)
    shown = texts(dialog)
    for value in (build_info.version(), build_info.commit(), qVersion(), PySide6.__version__):
        assert value in shown
    assert "Repos Production" in shown and "Asmodee" in shown and "not affiliated" in shown


def test_every_licence_is_shown_with_its_text(window: MainWindow, qtbot: QtBot) -> None:
    dialog = shown_about(window, qtbot)
    assert dialog.components.count() == len(COMPONENTS)
    names = [component.name for component in COMPONENTS]
    assert {"Wonders", "Qt 6", "pydantic", "platformdirs"} <= set(names)
    for row, component in enumerate(COMPONENTS):
        dialog.components.setCurrentRow(row)
        text = dialog.licence.toPlainText()
        assert component.name in text and "missing from this installation" not in text
        if component.licence == "LGPL-3.0-only":
            assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "replace them with your own build" in text
            assert "https://download.qt.io/official_releases/" in dialog.licence.toHtml()
    dialog.components.setCurrentRow(names.index("Wonders"))
    assert "MIT License" in dialog.licence.toPlainText()


def test_about_qt_opens_qts_own_box(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    called: list[object] = []
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda parent, *_: called.append(parent))
    dialog = shown_about(window, qtbot)
    dialog.about_qt.click()
    assert called == [dialog]


@pytest.mark.parametrize(("language", "title"), [("pt_BR", "Sobre o Wonders"), ("es", "Acerca de Wonders")])
def test_about_speaks_the_players_language(make_window, qtbot: QtBot, language: str, title: str) -> None:
    dialog = shown_about(make_window(language), qtbot)
    assert dialog.windowTitle() == title
