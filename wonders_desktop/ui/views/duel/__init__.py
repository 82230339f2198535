"""The drawn Duel table (issue 10): age structures, the board, both cities, decisions, practice tools."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.shell.controller import GameController
from wonders_desktop.ui.views.base import GameView, TableModels


def create_view(controller: GameController, models: TableModels, parent: QWidget | None) -> GameView:
    from wonders_desktop.ui.views.duel.table import DuelTable

    return DuelTable(controller, models, parent)
