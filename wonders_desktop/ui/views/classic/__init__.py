"""The 7 Wonders table (``ClassicTable``): the shell finds it through ``create_view``."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.shell.controller import GameController
from wonders_desktop.ui.views.base import GameView, TableModels


def create_view(controller: GameController, models: TableModels, parent: QWidget | None) -> GameView:
    from wonders_desktop.ui.views.classic.table import ClassicTable

    return ClassicTable(controller, models, parent)
