"""UI tests: offscreen Qt (tests/conftest.py), a throwaway data folder, the toy game registered.

Every test gets its own ``WONDERS_DATA_DIR`` (saves, autosaves, settings.ini), so no test ever sees the
player's files or another test's. ``window`` builds the real main window at instant bot speed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from PySide6.QtWidgets import QMessageBox

from tests.ui import toy_game, toy_ui
from wonders_desktop.engine import registry
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views import parts
from wonders_desktop.ui.window.app import build_window
from wonders_desktop.ui.window.main_window import MainWindow

TOY = toy_game.SPEC.kind


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh data folder and the toy game registered, for every UI test."""
    folder = tmp_path / "data"
    monkeypatch.setenv("WONDERS_DATA_DIR", str(folder))
    monkeypatch.setitem(registry.GAME_MODULES, TOY, toy_game.__name__)
    monkeypatch.setitem(parts.PACKAGES, TOY, toy_ui.__name__)  # its words, as any game declares them
    for kind in ("warning", "information", "critical", "question"):  # a modal box would hang the run
        monkeypatch.setattr(QMessageBox, kind, unexpected_message_box)
    yield folder
    QThreadPool.globalInstance().waitForDone(10_000)
    if QCoreApplication.instance() is not None:  # translators are global: a test's switch ends with it
        language_switcher().switch("en")


def unexpected_message_box(_parent: object, title: str, text: str, *_args: object) -> None:
    """A test that expects a message box asks for the ``messages`` fixture; any other one fails."""
    raise AssertionError(f"unexpected message box: {title}: {text}")


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Message boxes are captured (title, text) instead of blocking the offscreen test."""
    seen: list[tuple[str, str]] = []

    def capture(kind: str) -> Callable[..., QMessageBox.StandardButton]:
        def show(_parent: object, title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
            seen.append((title, text))
            return QMessageBox.StandardButton.Yes if kind == "question" else QMessageBox.StandardButton.Ok

        return show

    for kind in ("warning", "information", "critical", "question"):
        monkeypatch.setattr(QMessageBox, kind, capture(kind))
    return seen


@pytest.fixture
def make_window(qtbot: object) -> Iterator[Callable[..., MainWindow]]:
    """Build main windows (closed, with their bots stopped, after the test)."""
    built: list[MainWindow] = []

    def make(language: str = "en") -> MainWindow:
        window = build_window(language, "light", restore=False)
        window.show_final_sheet = False
        window.controller.bot_delay_ms = 0
        window.prefs.animation_speed = "none"  # no motion in tests (a test that looks at it sets its own)
        qtbot.addWidget(window)  # type: ignore[attr-defined]  # qtbot is typed object in this helper's signature
        window.resize(1200, 800)
        window.show()
        built.append(window)
        return window

    yield make
    for window in built:
        window.close()


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()


def toy_setup(*humans: int, seed: int = 5, level: str = "random") -> GameSetup:
    seats = [SeatSetup(human=seat in humans, level=level) for seat in range(2)]
    return GameSetup(TOY, {}, seats, seed)


def play_humans_first_move(window: MainWindow) -> None:
    """Let the acting human (the viewer) play its first legal move."""
    controller = window.controller
    moves = controller.legal_moves_for_viewer()
    assert moves, "the viewer should be able to act"
    assert controller.viewer is not None
    controller.play(controller.viewer, moves[0])
