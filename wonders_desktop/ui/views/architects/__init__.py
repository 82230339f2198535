"""The 7 Wonders Architects table (issue 11): the shell finds it through ``create_view``."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.shell.controller import GameController
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.base import GameView, TableModels


def create_view(controller: GameController, models: TableModels, parent: QWidget | None) -> GameView:
    return ArchitectsTable(controller, models, parent)


__all__ = ["ArchitectsTable", "create_view"]
