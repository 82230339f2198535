"""Learn to play, from the start screen and Help ▸ Learn to play: starts or resumes a game's guided game.

A guided game is a normal game (autosaved, in Saved games) started from the game's script: its deal,
its seed, the player against bots. Its id and the step reached are remembered (``LearnProgress``), so
choosing Learn to play again resumes it at that step; a finished one starts over. The window asks
``refuses(move)`` before it plays the player's move: the guide may hold it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.dialogs.gamesetup import GameSetup, game_kinds
from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.learn.guide import Guide
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.learn.scoring import SCORES
from wonders_desktop.ui.learn.script import Script
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.savegames.save_schema import is_game_id
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.game_ui import game_ui
from wonders_desktop.ui.window.start_page import game_title

if TYPE_CHECKING:
    from wonders_desktop.engine.core.protocol import Move
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate


def guided_kinds() -> tuple[str, ...]:
    """The games that have a guided game, in the registry's order."""
    return tuple(kind for kind in game_kinds() if game_ui(kind).learn_script() is not None)


def guided_setup(script: Script) -> GameSetup:
    """The guided game's setup: the player at seat 0 against bots of the script's level, its fixed deal."""
    bots = [SeatSetup(human=False, level=script.level) for _ in range(script.players - 1)]
    return GameSetup(script.kind, dict(script.options), [SeatSetup(human=True), *bots], seed=script.seed)


class LearnEntry:
    """The window's door to the guided games: the Help menu's actions and the guide in play."""

    def __init__(self, window: MainWindow, progress: LearnProgress | None = None) -> None:
        self.window = window
        self.progress = progress if progress is not None else LearnProgress()
        self.guide: Guide | None = None
        self.actions: dict[str, QAction] = {}
        self._final_sheet = (
            window.show_final_sheet
        )  # the shell's final sheet, off while a guide reads the Scores

    def add_menu(self) -> None:
        """Help ▸ Learn to play ▸ one entry per game with a guided game."""
        self.menu = self.window.menu_help.addMenu("")
        self.menu.setObjectName("menuLearn")
        first = self.window.menu_help.actions()[0]
        self.window.menu_help.removeAction(self.menu.menuAction())
        self.window.menu_help.insertMenu(first, self.menu)
        for kind in guided_kinds():
            action = self.menu.addAction("")
            action.setObjectName(f"actionLearn:{kind}")
            action.triggered.connect(lambda _=False, kind=kind: self.start(kind))
            self.actions[kind] = action

    def retranslate(self) -> None:
        self.menu.setTitle(translate("MainWindow", "&Learn to play"))
        for kind, action in self.actions.items():
            action.setText(game_title(kind))

    def refresh_start_page(self) -> None:
        self.window.start_page.set_learn(guided_kinds(), self.offered())

    def offered(self) -> bool:
        """The start screen offers Learn to play to a player who has not finished a guided game."""
        return not self.progress.any_finished(guided_kinds())

    def refuses(self, move: Move) -> bool:
        """The guide holds ``move`` back (not the move its step asks for): the window does not play it."""
        return self.guide is not None and self.guide.active and self.guide.refuses(move)

    def start(self, kind: str) -> bool:
        """Start ``kind``'s guided game, or resume the one left unfinished at its step."""
        script = game_ui(kind).learn_script()
        if script is None:
            return False
        self._drop_guide()
        step = self._resume(kind)
        if step is None:
            if not self.window.start_game(guided_setup(script)):
                return False
            self.progress.start(kind, self.window.controller.game_id)
            step = 0
        self._final_sheet = self.window.show_final_sheet
        self.window.show_final_sheet = False  # the guide reads the Scores tab; no window over it
        controller = self.window.controller
        self.guide = Guide(self.window, controller, self.locate, script, self.progress, step, self.keep)
        # The guide switches the coach on for its free play (``Guide.show``), as issue 38 asks.
        self.guide.finished.connect(self._on_finished)
        self.guide.left.connect(self._restore_final_sheet)  # Leave, or another game replaced it
        return True

    def locate(self, role: str) -> tuple[QWidget, QRect] | None:
        """Where ``role`` is: a score row on the window's score sheet, else on the game's table."""
        if role.startswith("score:") or role == SCORES:
            return self._score_row(role.removeprefix("score:"))
        view, state = self.window.view, self.window.controller.state
        if view is None or state is None:
            return None
        hook = game_ui(state.kind).hook("learn", "locate")
        return hook(view, role) if callable(hook) else None

    def keep(self) -> list[tuple[QWidget, QRect]]:
        """What a bubble should not hide on the game's table (its ``learn.keep`` hook): none by default."""
        view, state = self.window.view, self.window.controller.state
        if view is None or state is None:
            return []
        hook = game_ui(state.kind).hook("learn", "keep")
        return list(hook(view)) if callable(hook) else []

    def _score_row(self, key: str) -> tuple[QWidget, QRect] | None:
        """The row ``key`` of the Scores tab (shown first), or the whole sheet for another key."""
        window = self.window
        window.side.setCurrentWidget(window.score_sheet)
        table = window.score_sheet.table
        state = window.controller.state
        name = category_name(key, state.kind) if state is not None else key
        model = table.model()
        for row in range(model.rowCount()):
            if model.headerData(row, Qt.Orientation.Vertical) == name:
                top = table.rowViewportPosition(row)
                return table.viewport(), QRect(0, top, table.viewport().width(), table.rowHeight(row))
        return table, table.rect()

    def _resume(self, kind: str) -> int | None:
        """The step of ``kind``'s guided game left unfinished, once it is loaded again; None: start anew."""
        game_id = self.progress.game_id(kind)
        if not is_game_id(game_id):
            return None
        autosave.wait()  # the guided game's last move is on disk
        path = saves.autosave_path(game_id)
        same = self.window.controller.game_id == game_id and self.window.controller.state is not None
        if not same and (not path.is_file() or not self.window.load_path(path)):
            return None
        return self.progress.step(kind)

    def _drop_guide(self) -> None:
        if self.guide is not None:
            if self.guide.active:
                self.guide.leave()
            self.guide.overlay.veil.deleteLater()
            self.guide.overlay.bubble.deleteLater()
            self.guide.deleteLater()
            self.guide = None

    def _restore_final_sheet(self) -> None:
        self.window.show_final_sheet = self._final_sheet

    def _on_finished(self) -> None:
        self._restore_final_sheet()
        self.window.statusBar().showMessage(
            translate("MainWindow", "You finished the guided game. Well played!"), 8000
        )
        self.window.refresh_start_page()
